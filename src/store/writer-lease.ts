/**
 * Whether this process is the only one writing its PostgreSQL database. While it is, the head
 * (version and head hash) of a game it wrote or read stays the stored one until its own next
 * append, so a read's version check is a lookup in its known heads (known-heads.ts), as on the
 * embedded database, instead of a statement: a read then waits for no database at all.
 *
 * Every process holds a shared advisory lock (the writer lock) on a connection of its own for as
 * long as it may write, and appends only while it holds it. A process that finds no other holder
 * also takes the lock exclusively: it is then the sole writer, and a new process's shared lock
 * waits. A joining process first NOTIFYs; the sole writer, told so or finding a waiter among the
 * locks (every `checkMs`, should a notice be lost), stops trusting its heads and only then lets go.
 * A sole period starts with no heads known, and a write that began before it forgets its game's
 * head in it when it ends, so no head of another writer's time is carried in.
 *
 * The writer lock lives as long as its session. A lost connection ends the sole period at once;
 * PostgreSQL releases the locks of a session cut by the network only when it notices (TCP keepalive,
 * minutes), while this side gives up within `checkMs` plus `joinWaitMs`. What is not covered: a
 * session ended by hand (pg_terminate_backend) while its process has an append in flight whose
 * commit lands after another process became the sole writer and read that game; that process's
 * next write to the game is refused by the version guard and reads it again.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { KnownHeads } from './known-heads.js'
import { DatabaseUnavailableError } from './unavailable.js'

/** Where the game store finds the heads it may trust, and the gate of every write. */
export interface HeadsSource {
  /** The heads known while this process is the only writer of its database; null otherwise. */
  current(): KnownHeads | null
  /** Runs a creation or an append of game `id`, given the heads current when it started. */
  write<T>(id: string, run: (heads: KnownHeads | null) => Promise<T>): Promise<T>
}

/** The embedded database: one process opens it at a time (data-lock.ts), so its heads are always known. */
export function onlyWriter(): HeadsSource {
  const heads = new KnownHeads()
  return { current: () => heads, write: (_id, run) => run(heads) }
}

export interface WriterLease extends HeadsSource {
  /** Whether this process is the sole writer now. */
  readonly sole: boolean
  /** Lets go of the writer lock and closes its connection. */
  stop(): Promise<void>
}

export interface WriterLeaseOptions {
  /** How often the sole writer looks for waiting processes, and others try to become it (ms). */
  checkMs: number
  /** How long taking the shared lock may wait for a sole writer to let go (ms). */
  joinWaitMs: number
  /** How long a write waits for a writer lock being taken again (ms), then fails as unavailable. */
  writeWaitMs: number
  onError?: (error: Error) => void
}

export const WRITER_LEASE_APPLICATION_NAME = 'carcassonne-service writer lease'
/** The first key of the lock, after the watch locks' namespaces (watch-locks.ts). */
const NAMESPACE = 0x43415203
const CHANNEL = 'carcassonne_writer_joins'
const TAKE_SHARED = `SELECT pg_advisory_lock_shared(${NAMESPACE}, 0)`
const TRY_SOLE = `SELECT pg_try_advisory_lock(${NAMESPACE}, 0) AS sole`
const LEAVE_SOLE = `SELECT pg_advisory_unlock(${NAMESPACE}, 0)`
/** A two-key advisory lock shows as classid, objid and objsubid 2 in pg_locks. */
const SOMEONE_WAITS = `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
  AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND classid = ${NAMESPACE} AND objid = 0 AND objsubid = 2) AS waits`
const RECONNECT_FIRST_MS = 100
const RECONNECT_MAX_MS = 5_000

/**
 * Takes the writer lock on a connection of `settings`. Resolves once it is held, or once the first
 * attempt failed (it keeps trying in the background; writes wait for it meanwhile).
 */
export async function writerLease(settings: pg.ClientConfig, options: WriterLeaseOptions): Promise<WriterLease> {
  const me = randomUUID()
  let client: pg.Client | null = null
  /** The connection that holds the shared lock, once it does. */
  let holding: pg.Client | null = null
  let heads: KnownHeads | null = null
  /** Join notices seen: a sole period won while one arrived is given up at once. */
  let asked = 0
  let stopped = false
  let delay = RECONNECT_FIRST_MS
  let retry: NodeJS.Timeout | undefined
  let timer: NodeJS.Timeout | undefined
  let checking = false
  const waitingWrites = new Set<() => void>()

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return // already handled (error and end both fire)
    client = null
    holding = null
    heads = null
    clearInterval(timer)
    lost.end().catch(() => {})
    if (stopped) return
    if (error !== undefined) options.onError?.(error)
    retry = setTimeout(() => void connect(), delay)
    retry.unref()
    delay = Math.min(delay * 2, RECONNECT_MAX_MS)
  }

  /** Ends the sole period: no head is trusted from here on, then the exclusive lock goes. */
  const leaveSole = async (on: pg.Client) => {
    if (heads === null) return
    heads = null
    await on.query(LEAVE_SOLE)
  }

  const trySole = async (on: pg.Client) => {
    const before = asked
    const { rows } = await on.query<{ sole: boolean }>(TRY_SOLE)
    if (!rows[0].sole) return
    if (asked !== before || holding !== on) return void (await on.query(LEAVE_SOLE))
    heads = new KnownHeads()
  }

  const check = async (on: pg.Client) => {
    if (checking) return
    checking = true
    try {
      if (heads === null) await trySole(on)
      else if ((await on.query<{ waits: boolean }>(SOMEONE_WAITS)).rows[0].waits) await leaveSole(on)
    } catch (error) {
      lose(on, error as Error)
    } finally {
      checking = false
    }
  }

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      ...settings,
      application_name: WRITER_LEASE_APPLICATION_NAME,
      statement_timeout: 0,
      lock_timeout: options.joinWaitMs,
      query_timeout: options.joinWaitMs + options.checkMs,
    })
    next.on('error', (error) => lose(next, error))
    next.on('end', () => lose(next))
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || message.payload === me) return
      asked++
      void leaveSole(next).catch((error: Error) => lose(next, error))
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANNEL}`)
      await next.query('SELECT pg_notify($1, $2)', [CHANNEL, me])
      await next.query(TAKE_SHARED)
    } catch (error) {
      lose(next, error as Error)
      return
    }
    if (stopped || client !== next) return void next.end().catch(() => {})
    holding = next
    delay = RECONNECT_FIRST_MS
    for (const wake of waitingWrites) wake()
    timer = setInterval(() => void check(next), options.checkMs)
    timer.unref()
    await check(next)
  }

  /** Resolves once the shared lock is held; rejects after writeWaitMs. */
  const held = () =>
    new Promise<void>((resolve, reject) => {
      const wake = () => {
        waitingWrites.delete(wake)
        clearTimeout(timeout)
        resolve()
      }
      const timeout = setTimeout(() => {
        waitingWrites.delete(wake)
        reject(new DatabaseUnavailableError(`this process does not hold its writer lock on the database (waited ${options.writeWaitMs} ms)`))
      }, options.writeWaitMs)
      waitingWrites.add(wake)
    })

  await connect()
  return {
    get sole() {
      return heads !== null
    },
    current: () => heads,
    async write(id, run) {
      if (holding === null) await held()
      const at = heads
      try {
        return await run(at)
      } finally {
        // A sole period that began meanwhile must not keep a head read before this write landed.
        if (heads !== null && heads !== at) heads.forget(id)
      }
    },
    async stop() {
      stopped = true
      clearTimeout(retry)
      clearInterval(timer)
      heads = null
      holding = null
      const open = client
      client = null
      await open?.end().catch(() => {})
    },
  }
}
