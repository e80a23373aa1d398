/**
 * An exclusive lock on the embedded database's folder. PGlite has no lock of its own: two processes
 * on one folder each keep their own view of it, lose each other's writes and corrupt its indexes.
 * So whoever opens PGlite in a folder takes this lock first, and releases it after closing PGlite.
 *
 * The lock is the file <folder>/carcassonne.lock holding its holder's identity (pid, the start time
 * of that pid, boot id, host name, a random nonce). It is created atomically, complete, by linking
 * a fully written temporary file to the lock's name (link fails if the name exists).
 *
 * A lock left by a process that is gone (killed with SIGKILL, say) is stale and is taken over. It
 * is stale when its host is this one and its pid is not alive, or is alive but started at another
 * time than the holder (the pid has been reused), or the machine has booted since. A lock of another
 * host is never judged: it counts as held.
 *
 * Taking over is race-free: a process may remove a stale lock only while it holds a guard file named
 * after that lock's nonce (created with link, so one process at a time), and only if the lock still
 * is that same stale one (nonces are never reused). So of several processes taking over one stale
 * lock, one removes it, the others find a new holder; and the lock itself is then created with link,
 * so exactly one process gets it. A guard left by a process killed in the middle is stale in turn:
 * the next comer uses the guard of the next generation (…-1, …-2).
 */
import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, linkSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

export const LOCK_FILE = 'carcassonne.lock'

/** Who holds a lock: what the lock file contains. */
export interface LockHolder {
  pid: number
  /** Start time of the pid in clock ticks since boot (/proc/<pid>/stat), or null where unknown. */
  start: string | null
  /** /proc/sys/kernel/random/boot_id, or null where unknown. */
  boot: string | null
  host: string
  nonce: string
  /** When the lock was taken (ISO 8601). */
  since: string
}

export interface DataLock {
  /** The locked folder, absolute. */
  readonly folder: string
  /** The lock file. */
  readonly file: string
  readonly holder: LockHolder
  /** Removes the lock file (if it is still this lock's). Idempotent. */
  release(): void
}

/** The folder is locked by a live process (or by another host, or its lock file is unreadable). */
export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | null,
    readonly file: string,
  ) {
    super(lockedMessage(folder, holder, file))
    this.name = 'DataDirLockedError'
  }
}

function lockedMessage(folder: string, holder: LockHolder | null, file: string): string {
  if (holder === null) return `data folder ${folder} is locked by ${file}, which cannot be read; if no process uses the folder, remove that file`
  const by = `pid ${holder.pid}${holder.host === hostname() ? '' : ` on host ${holder.host}`}, since ${holder.since}`
  const hint = holder.host === hostname() ? 'stop that process first, or use another DATA_DIR' : `if no process on ${holder.host} uses it, remove ${file}`
  return `data folder ${folder} is in use by another process (${by}): ${hint}`
}

/** The folder an embedded PGlite `dataDir` lives in, or null for one that is not on disk ('memory://', 'idb://', …). */
export function embeddedFolder(dataDir: string): string | null {
  if (dataDir.startsWith('file://')) return resolve(dataDir.slice('file://'.length))
  if (dataDir === '' || dataDir.includes('://')) return null
  return resolve(dataDir)
}

export interface LockOptions {
  /** How long to wait for another process that is taking over the same stale lock (ms). */
  takeoverWaitMs?: number
}

/**
 * Takes the lock on `folder` (which must exist), taking over a stale one; throws DataDirLockedError
 * if a live process holds it. The lock is also released if the process exits without releasing it.
 */
export function lockDataDir(folder: string, opts: LockOptions = {}): DataLock {
  folder = resolve(folder)
  const file = join(folder, LOCK_FILE)
  const holder = currentHolder()
  const draft = join(folder, `${LOCK_FILE}.${holder.nonce}.tmp`)
  writeDurably(draft, JSON.stringify(holder) + '\n')
  const deadline = Date.now() + (opts.takeoverWaitMs ?? 5_000)
  try {
    for (;;) {
      if (tryLink(draft, file)) break
      const held = readHolder(file)
      if (held === 'missing') continue // released in between: try again
      if (held === 'unreadable') throw new DataDirLockedError(folder, null, file)
      if (holderState(held) !== 'stale') throw new DataDirLockedError(folder, held, file)
      if (removeStale(folder, file, held, draft)) continue
      // Another live process is taking over this stale lock: wait for it, then look again.
      if (Date.now() > deadline) throw new DataDirLockedError(folder, held, file)
      sleep(20)
    }
  } finally {
    unlinkQuietly(draft)
  }
  sweep(folder, holder.nonce)

  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    const now = readHolder(file)
    if (typeof now === 'object' && now.nonce === holder.nonce) unlinkQuietly(file)
  }
  process.on('exit', release)
  return { folder, file, holder, release }
}

/** Whether the holder of a lock is alive ('alive'), certainly gone ('stale'), or on another host ('unknown'). */
export function holderState(holder: LockHolder): 'alive' | 'stale' | 'unknown' {
  if (holder.host !== hostname()) return 'unknown'
  const boot = bootId()
  if (holder.boot !== null && boot !== null && holder.boot !== boot) return 'stale'
  const proc = processInfo(holder.pid)
  if (proc === 'dead' || proc?.state === 'Z' || proc?.state === 'X') return 'stale'
  if (proc !== null && holder.start !== null && proc.start !== holder.start) return 'stale'
  return 'alive'
}

/** The lock file's holder, 'missing' without a lock file, 'unreadable' if it is not a lock record. */
export function readHolder(file: string): LockHolder | 'missing' | 'unreadable' {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing'
    throw error
  }
  try {
    const h = JSON.parse(text)
    const ok =
      Number.isInteger(h.pid) && h.pid > 0 && typeof h.host === 'string' && typeof h.nonce === 'string' && h.nonce !== '' &&
      (h.start === null || typeof h.start === 'string') && (h.boot === null || typeof h.boot === 'string')
    return ok ? { pid: h.pid, start: h.start, boot: h.boot, host: h.host, nonce: h.nonce, since: String(h.since) } : 'unreadable'
  } catch {
    return 'unreadable'
  }
}

/** This process as a lock holder. */
export function currentHolder(): LockHolder {
  const info = processInfo(process.pid)
  return {
    pid: process.pid,
    start: info === 'dead' || info === null ? null : info.start,
    boot: bootId(),
    host: hostname(),
    nonce: randomBytes(12).toString('hex'),
    since: new Date().toISOString(),
  }
}

/**
 * Removes the stale lock `stale` under its guard. True if it is gone now (by this process or
 * before); false if another live process holds the guard (it is taking the lock over).
 */
function removeStale(folder: string, file: string, stale: LockHolder, draft: string): boolean {
  for (let generation = 0; ; generation++) {
    const guard = join(folder, `${LOCK_FILE}.break-${stale.nonce}-${generation}`)
    if (!tryLink(draft, guard)) {
      const breaker = readHolder(guard)
      if (breaker === 'missing') return false // that taker has just finished: look at the lock again
      if (breaker !== 'unreadable' && holderState(breaker) === 'stale') continue
      return false
    }
    try {
      const now = readHolder(file)
      // Only holders of this lock's guard remove it, so it cannot change between this read and the unlink.
      if (typeof now === 'object' && now.nonce === stale.nonce) unlinkQuietly(file)
      return true
    } finally {
      unlinkQuietly(guard)
    }
  }
}

/** Removes guards and drafts left by processes killed while taking the lock (once this process holds it). */
function sweep(folder: string, mine: string): void {
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(`${LOCK_FILE}.`) || name.includes(mine)) continue
    const path = join(folder, name)
    // A guard's lock has been removed for good (the lock is this process's now): no one needs it.
    if (name.startsWith(`${LOCK_FILE}.break-`)) unlinkQuietly(path)
    else if (name.endsWith('.tmp')) {
      const owner = readHolder(path)
      if (typeof owner === 'object' && holderState(owner) === 'stale') unlinkQuietly(path)
    }
  }
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function writeDurably(path: string, text: string): void {
  const fd = openSync(path, 'wx', 0o644)
  try {
    writeSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/** A process's state letter and start time (from /proc); 'dead' if there is no such process; null where /proc is unavailable. */
function processInfo(pid: number): { state: string; start: string } | 'dead' | null {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return pidAlive(pid) ? null : 'dead'
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses; starttime is field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { state: fields[0], start: fields[19] }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

let cachedBootId: string | null | undefined
function bootId(): string | null {
  if (cachedBootId === undefined) {
    try {
      cachedBootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    } catch {
      cachedBootId = null
    }
  }
  return cachedBootId
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
