/**
 * Where a process's resident memory is, from /proc/<pid>/smaps (Linux, glibc): so that the
 * benchmark's RSS figure says what holds it, not only how much there is.
 */
import { readFileSync } from 'node:fs'

/** One mapping of smaps: its address range, permissions, path (empty if anonymous) and resident bytes. */
export interface Mapping {
  readonly start: bigint
  readonly end: bigint
  readonly perms: string
  readonly path: string
  readonly rssBytes: number
}

/** Resident bytes by what holds them; the parts add up to `total`. */
export interface ResidentParts {
  readonly total: number
  /** Files mapped: node's binary and the shared libraries (their pages read so far). */
  readonly files: number
  /** WebAssembly memories: the embedded database's PostgreSQL runs in one. */
  readonly wasmMemory: number
  /** glibc malloc's arenas: the main one ([heap]) and the threads' (free space they keep included). */
  readonly mallocArenas: number
  /** All other anonymous memory: V8's heap and compiled code, malloc's blocks mapped on their own, stacks. */
  readonly other: number
}

const MIB = 1n << 20n
const GIB = 1n << 30n
// glibc's thread arenas are heaps of HEAP_MAX_SIZE, 64 MiB on 64-bit, aligned to their size: the
// part in use is read-write, the rest reserved without access.
const ARENA_HEAP = 64n * MIB
// V8 reserves 8 GiB and more for a 32-bit WebAssembly memory, so that bounds checks are guard
// pages: the memory's current size is read-write, the rest reserved without access.
const WASM_RESERVATION = 8n * GIB

/** The mappings of an smaps text. */
export function parseSmaps(text: string): Mapping[] {
  const mappings: Mapping[] = []
  let current: { -readonly [K in keyof Mapping]: Mapping[K] } | undefined
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (header !== null) {
      current = { start: BigInt(`0x${header[1]}`), end: BigInt(`0x${header[2]}`), perms: header[3], path: header[4].trim(), rssBytes: 0 }
      mappings.push(current)
      continue
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (rss !== null && current !== undefined) current.rssBytes = Number(rss[1]) * 1024
  }
  return mappings
}

/** Private memory without a file: unnamed, or named by glibc or the program ("[anon:…]"). */
const isAnonymous = (m: Mapping) => m.path === '' || m.path.startsWith('[anon:')

/** A file's pages: shared memory objects (memfd, System V) have a path but are memory. */
const isFile = (m: Mapping) => m.path.startsWith('/') && !m.path.startsWith('/memfd:') && !m.path.startsWith('/SYSV')

/** Resident bytes of `mappings` by what holds them. */
export function residentParts(mappings: readonly Mapping[]): ResidentParts {
  const parts = { total: 0, files: 0, wasmMemory: 0, mallocArenas: 0, other: 0 }
  mappings.forEach((m, i) => {
    parts.total += m.rssBytes
    const next = mappings[i + 1]
    const reservedAfter = next !== undefined && next.start === m.end && next.perms === '---p' && isAnonymous(next) ? next.end - next.start : 0n
    const size = m.end - m.start
    const anonymousReadWrite = isAnonymous(m) && m.perms === 'rw-p'
    if (isFile(m)) parts.files += m.rssBytes
    else if (m.path === '[heap]' || (anonymousReadWrite && m.start % ARENA_HEAP === 0n && size + reservedAfter === ARENA_HEAP)) parts.mallocArenas += m.rssBytes
    else if (anonymousReadWrite && size + reservedAfter >= WASM_RESERVATION) parts.wasmMemory += m.rssBytes
    else parts.other += m.rssBytes
  })
  return parts
}

/** Resident bytes of process `pid` by what holds them. */
export function processResidentParts(pid: number): ResidentParts {
  return residentParts(parseSmaps(readFileSync(`/proc/${pid}/smaps`, 'utf8')))
}

/** The parts in MB, the largest first, those under half a MB left out: "V8's heap, code and other anonymous 139, malloc arenas 55, …". */
export function describeResidentParts(parts: ResidentParts): string {
  const named: [string, number][] = [
    ["V8's heap, code and other anonymous", parts.other],
    ['malloc arenas', parts.mallocArenas],
    ['files', parts.files],
    ['WebAssembly memory', parts.wasmMemory],
  ]
  return named
    .map(([name, bytes]): [string, number] => [name, Math.round(bytes / 2 ** 20)])
    .filter(([, mb]) => mb > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, mb]) => `${name} ${mb}`)
    .join(', ')
}
