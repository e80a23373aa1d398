// The HTTP benchmark's breakdown of a server's resident memory from /proc/<pid>/smaps: files,
// glibc's arenas (the main [heap] and the 64 MiB-aligned thread heaps), WebAssembly memories (V8
// reserves 8 GiB and more for each) and the rest.
import t from 'tap'
import { describeResidentParts, parseSmaps, processResidentParts, residentParts } from '../scripts/bench/memory.js'
import { processRssBytes } from '../scripts/bench/proc.js'

const KIB = 1024
const MIB = 1024 * KIB

/** One smaps entry: the header line and the Rss line (the fields the breakdown reads). */
const entry = (start: bigint, size: bigint, perms: string, rssKb: number, path = '') =>
  `${start.toString(16)}-${(start + size).toString(16)} ${perms} 00000000 00:00 0 ${path}\nSize: ${size / 1024n} kB\nRss: ${rssKb} kB\nPss: ${rssKb} kB\n`

const M = 1n << 20n
const SMAPS = [
  entry(0x55d0a0000000n, 26n * M, 'r-xp', 22_000, '/usr/bin/node'),
  entry(0x55d0a1a00000n, 11n * M, 'rw-p', 10_500, '[heap]'),
  // A thread arena: 64 MiB-aligned, 25 MiB in use, the rest of its 64 MiB reserved.
  entry(0x7f2084000000n, 25n * M, 'rw-p', 23_000),
  entry(0x7f2085900000n, 39n * M, '---p', 0),
  // A WebAssembly memory: 128 MiB, then its guard reservation.
  entry(0x7f1c04000000n, 128n * M, 'rw-p', 31_000),
  entry(0x7f1c0c000000n, 10112n * M, '---p', 0),
  // 64 MiB-aligned but not an arena (its reservation does not make 64 MiB): V8's, say.
  entry(0x7f3000000000n, 16n * M, 'rw-p', 4_000),
  entry(0x7f3001000000n, 100n * M, '---p', 0),
  entry(0x7f4000001000n, 256n * 1024n, 'rw-p', 256),
  entry(0x7ffd00000000n, 132n * 1024n, 'rw-p', 40, '[stack]'),
  // A path with spaces, deleted since: still a file.
  entry(0x7ffe00000000n, 4n * M, 'r--p', 1_000, '/tmp/a b/c.so (deleted)'),
].join('')

t.test('smaps entries: ranges, permissions, paths and resident bytes (0 where smaps gives none)', async (t) => {
  t.same(parseSmaps('7f0000000000-7f0000001000 r--p 00000000 00:00 0 \n'), [{ start: 0x7f0000000000n, end: 0x7f0000001000n, perms: 'r--p', path: '', rssBytes: 0 }])
  const mappings = parseSmaps(SMAPS)
  t.equal(mappings.length, 11)
  t.equal(mappings[10].path, '/tmp/a b/c.so (deleted)')
  t.same(mappings[0], { start: 0x55d0a0000000n, end: 0x55d0a1a00000n, perms: 'r-xp', path: '/usr/bin/node', rssBytes: 22_000 * KIB })
  t.same(mappings[2], { start: 0x7f2084000000n, end: 0x7f2085900000n, perms: 'rw-p', path: '', rssBytes: 23_000 * KIB })
  t.equal(mappings[9].path, '[stack]')
})

t.test('resident bytes by what holds them', async (t) => {
  const parts = residentParts(parseSmaps(SMAPS))
  t.same(parts, {
    total: (22_000 + 10_500 + 23_000 + 31_000 + 4_000 + 256 + 40 + 1_000) * KIB,
    files: (22_000 + 1_000) * KIB,
    wasmMemory: 31_000 * KIB,
    mallocArenas: (10_500 + 23_000) * KIB,
    other: (4_000 + 256 + 40) * KIB,
  })
  t.equal(describeResidentParts(parts), "malloc arenas 33, WebAssembly memory 30, files 22, V8's heap, code and other anonymous 4")
})

t.test('an arena grown to its whole 64 MiB, named mappings, a small WebAssembly memory, and a reservation that is not the next mapping', async (t) => {
  const smaps = [
    entry(0x7f2000000000n, 64n * M, 'rw-p', 50_000),
    // glibc 2.39's decorate_maps names its arenas; a memfd is memory, not a file.
    entry(0x7f2400000000n, 2n * M, 'rw-p', 2_000, '[anon: glibc: malloc arena]'),
    entry(0x7f2400200000n, 62n * M, '---p', 0, '[anon: glibc: malloc arena]'),
    entry(0x7f2800000000n, 1n * M, 'rw-s', 700, '/memfd:jit (deleted)'),
    // undici's parser has a WebAssembly memory of its own, under half a MB resident.
    entry(0x7f3000000000n, 1n * M, 'rw-p', 300),
    entry(0x7f3000100000n, 10239n * M, '---p', 0),
    // Read-write, then a gap, then a big reservation: not a WebAssembly memory.
    entry(0x7f5000000000n, 8n * M, 'rw-p', 1_000),
    entry(0x7f5000900000n, 9000n * M, '---p', 0),
  ].join('')
  const parts = residentParts(parseSmaps(smaps))
  t.same(parts, { total: 54_000 * KIB, files: 0, wasmMemory: 300 * KIB, mallocArenas: 52_000 * KIB, other: 1_700 * KIB })
  t.equal(describeResidentParts(parts), "malloc arenas 51, V8's heap, code and other anonymous 2", 'parts under half a MB left out')
})

t.test("this process's parts come to about its resident memory", async (t) => {
  const parts = processResidentParts(process.pid)
  const rss = processRssBytes(process.pid)
  t.ok(Math.abs(parts.total - rss) < 16 * MIB, `smaps ${parts.total} bytes against VmRSS ${rss}`)
  t.ok(parts.files > 0, 'node itself is a mapped file')
})
