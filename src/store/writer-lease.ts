/**
 * Whether this process is the only one writing its PostgreSQL database. While it is, the head
 * (version and head hash) of a game it wrote or read stays the stored one until its own next
 * append, so a read's version check is a lookup in its known heads (known-heads.ts), as on the
 * embedded database, instead of a statement: a read then waits for no database at all.
 *
 * Every process holds a shared advisory lock (the writer lock) on a connection of its own, and
 * writes only while it holds it and has heard from that connection within `3 × checkMs` (a lock it
 * cannot vouch for may be gone). A process that finds no other holder, and no server process of a
 * version before this lock, also takes the lock exclusively: it is the sole writer.
 * It trusts its heads only from `graceMs` later (the wait for a batch and for a pool connection, and
 * the statement timeout: a write any process let through before has ended by then) and only while
 * it has heard from its connection within `3 × checkMs`.
 *
 * A write whose outcome is unknown (its connection lost mid-statement) starts the grace again.
 *
 * A lost lock connection is opened again with backoff, but while writes or a readiness check wait
 * for the lock the attempts come at once, then within 250 ms of each other (reconnection.ts): a
 * database back from an outage takes writes again with the first one (given a write wait longer
 * than that and a connection), not only at the next attempt of the backoff.
 *
 * A process that starts NOTIFYs, then waits for its shared lock; the sole writer, told so or
 * finding the waiter among the locks at its next check (every `checkMs`), stops trusting its heads,
 * then lets go. A sole writer that has not let go within `joinWaitMs` (stopped, or cut off: it has
 * stopped trusting its heads by then) has its lock connection ended by the joining process.
 *
 * Not covered: a write that passed the gate just before its process froze for `joinWaitMs` or
 * more, or whose lock connection was ended by hand (pg_terminate_backend) before it noticed, and that
 * lands once another process is the sole writer and trusts its heads. That writer answers reads of
 * the game as it was, until its next write to the game is refused by the version guard.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { IdempotencyKeyTakenError } from './idempotency.js'
import { KnownHeads } from './known-heads.js'
import { mayHaveCommitted } from './raw-sql.js'
import { Reconnection } from './reconnection.js'
import { DatabaseUnavailableError, UnsentWriteError } from './unavailable.js'

/**
 * This process as a writer of its database: `sole` (no other process writes it), `shared` (others
 * may), or `waiting` (it holds no writer lock it can vouch for, so it does not write).
 */
export type WriterState = 'sole' | 'shared' | 'waiting'

/** Where the game store finds the heads it may trust, and the gate of every write. */
export interface WriterLock {
  /** The heads known while this process is the only writer of its database; null otherwise. */
  heads(): KnownHeads | null
  /** Runs a creation or an append, given the heads current when it started; waits for the writer lock. */
  write<T>(run: (heads: KnownHeads | null) => Promise<T>): Promise<T>
  state(): WriterState
  /**
   * Resolves once this process may write, as a write waits for it (a pending attempt to take the
   * lock comes sooner); rejects after `waitMs` (a write's wait by default).
   */
  ready(waitMs?: number): Promise<void>
}

/** The embedded database: one process opens it at a time (data-lock.ts), so its heads are always known. */
export function onlyWriter(): WriterLock {
  const heads = new KnownHeads()
  return { heads: () => heads, write: (run) => run(heads), state: () => 'sole', ready: () => Promise.resolve() }
}

export interface WriterLease extends WriterLock {
  /** Lets go of the writer lock and closes its connection. */
  stop(): Promise<void>
}

export interface WriterLeaseOptions {
  /** How often the lock is looked at: the sole writer looks for waiting processes, the others try to become it (ms). */
  checkMs: number
  /** How long a sole period waits before its heads are trusted: the longest a write let through may take (ms). */
  graceMs: number
  /**
   * How long a joining process waits for the sole writer to let go before it ends its lock
   * connection (ms). Beyond its vouch, so that it trusts nothing by then, and `sentWithinMs` and a
   * check, so that a write it let through has been sent.
   */
  joinWaitMs: number
  /** How long a write waits for the writer lock (ms), then fails as unavailable. */
  writeWaitMs: number
  /** A write let through the gate is sent to the database within this long, or not at all (ms). */
  sentWithinMs: number
  onError?: (error: Error) => void
}

export const WRITER_LEASE_APPLICATION_NAME = 'carcassonne-service writer lease'
/** The first key of the lock, after the watch locks' namespaces (watch-locks.ts). */
const NAMESPACE = 0x43415203
const CHANNEL = 'carcassonne_writer_joins'
const TAKE_SHARED = `SELECT pg_advisory_lock_shared(${NAMESPACE}, 0)`
/** A two-key advisory lock shows as classid, objid and objsubid 2 in pg_locks. */
const THE_LOCK = `locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND classid = ${NAMESPACE} AND objid = 0 AND objsubid = 2`
/**
 * The name of the LISTEN connection that every server process of a version before the writer lock
 * opened at its start (notifications.ts names it otherwise now): such a process writes without the lock.
 */
export const UNLOCKED_LISTENER_APPLICATION_NAME = 'carcassonne-service listener'
const ALL_LOCKED = `NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = '${UNLOCKED_LISTENER_APPLICATION_NAME}')`
const TRY_SOLE = `SELECT CASE WHEN ${ALL_LOCKED} THEN pg_try_advisory_lock(${NAMESPACE}, 0) ELSE false END AS sole`
const STILL_SOLE = `SELECT NOT EXISTS (SELECT 1 FROM pg_locks WHERE ${THE_LOCK} AND NOT granted) AND ${ALL_LOCKED} AS sole`
const LEAVE_SOLE = `SELECT pg_advisory_unlock(${NAMESPACE}, 0)`
const END_SOLE_HOLDER = `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended FROM pg_locks WHERE ${THE_LOCK} AND granted AND mode = 'ExclusiveLock'`
/** lock_not_available: the lock_timeout of TAKE_SHARED. */
const LOCK_TIMEOUT = '55P03'

/** Whether a write that failed may still commit (raw-sql.ts), unless it was refused before it was sent. */
function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof IdempotencyKeyTakenError) && !(error instanceof UnsentWriteError) && mayHaveCommitted(error)
}

/**
 * Takes the writer lock on a connection of `settings`. Resolves once it is held, once the first
 * attempt failed, or after the join wait and a check (it keeps trying in the background; writes
 * wait for it meanwhile).
 */
export async function writerLease(settings: pg.ClientConfig, options: WriterLeaseOptions): Promise<WriterLease> {
  const me = randomUUID()
  /** Heard from within this long, the connection vouches for the lock; a joiner waits longer before it ends the connection. */
  const vouchMs = 3 * options.checkMs
  const joinWaitMs = Math.max(options.joinWaitMs, vouchMs + options.sentWithinMs + options.checkMs)
  let client: pg.Client | null = null
  /** The connection that holds the shared lock, once it does. */
  let holding: pg.Client | null = null
  /** When the last statement sent on `holding` was sent, if it succeeded (performance.now()). */
  let heardAt = -Infinity
  let exclusive = false
  /** The heads of this sole period: writes keep them from its start, reads trust them from `trustFrom`. */
  let periodHeads: KnownHeads | null = null
  let trustFrom = Infinity
  /** Join notices seen: a sole period won while one arrived is given up at once. */
  let asked = 0
  let stopped = false
  const reconnection = new Reconnection(() => void connect())
  let timer: NodeJS.Timeout | undefined
  let checking = false
  const waitingWrites = new Set<() => void>()

  const vouched = () => holding !== null && performance.now() - heardAt <= vouchMs
  /** A statement on the lock's connection; its success vouches for the lock as of when it was sent. */
  const ask = async <Row extends pg.QueryResultRow>(on: pg.Client, sql: string): Promise<Row> => {
    const sent = performance.now()
    const { rows } = await on.query<Row>(sql)
    if (on === holding) heardAt = sent
    return rows[0]
  }

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return // already handled (error and end both fire)
    client = null
    holding = null
    heardAt = -Infinity
    exclusive = false
    periodHeads = null
    clearInterval(timer)
    lost.end().catch(() => {})
    if (stopped) return
    if (error !== undefined && reconnection.reportable(error)) options.onError?.(error)
    reconnection.lost(waitingWrites.size > 0)
  }

  /** Ends the sole period: no head is trusted from here on, then the exclusive lock goes. */
  const leaveSole = async (on: pg.Client) => {
    if (!exclusive || on !== holding) return
    exclusive = false
    periodHeads = null
    await on.query(LEAVE_SOLE)
  }

  const trySole = async (on: pg.Client) => {
    const before = asked
    if (!(await ask<{ sole: boolean }>(on, TRY_SOLE)).sole) return
    if (asked !== before || on !== holding) return void (await on.query(LEAVE_SOLE))
    exclusive = true
    periodHeads = new KnownHeads()
    trustFrom = performance.now() + options.graceMs
  }

  const check = async (on: pg.Client) => {
    if (checking || on !== holding) return
    checking = true
    try {
      if (!exclusive) await trySole(on)
      else if (!(await ask<{ sole: boolean }>(on, STILL_SOLE)).sole) await leaveSole(on)
      if (vouched()) for (const wake of waitingWrites) wake()
    } catch (error) {
      lose(on, error as Error)
    } finally {
      checking = false
    }
  }

  /**
   * Waits for the shared lock; ends the connection of a sole writer that does not let go (it no
   * longer trusts its heads by then). Without the right to end it (another role), waits on.
   */
  const takeShared = async (on: pg.Client) => {
    for (;;) {
      try {
        return void (await on.query(TAKE_SHARED))
      } catch (error) {
        if ((error as { code?: string }).code !== LOCK_TIMEOUT) throw error
      }
      let ended: string
      try {
        ended = `ended ${(await on.query<{ ended: number }>(END_SOLE_HOLDER)).rows[0].ended} connection(s) holding it`
      } catch (error) {
        if ((error as { code?: string }).code === undefined) throw error // the connection, not the right to end it
        ended = `could not end its connection (${(error as Error).message}): waiting on`
      }
      options.onError?.(new Error(`the sole writer did not let go of the writer lock within ${joinWaitMs} ms: ${ended}`))
    }
  }

  const connect = async (): Promise<void> => {
    reconnection.attempting()
    const next = new pg.Client({
      ...settings,
      application_name: WRITER_LEASE_APPLICATION_NAME,
      statement_timeout: 0,
      lock_timeout: joinWaitMs,
      query_timeout: 2 * joinWaitMs + options.checkMs,
    })
    next.on('error', (error) => lose(next, error))
    next.on('end', () => lose(next))
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || message.payload === me) return
      asked++
      leaveSole(next).catch((error: Error) => lose(next, error))
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANNEL}`)
      await next.query('SELECT pg_notify($1, $2)', [CHANNEL, me])
      await takeShared(next)
    } catch (error) {
      lose(next, error as Error)
      return
    }
    if (stopped || client !== next) return void next.end().catch(() => {})
    holding = next
    reconnection.connected()
    timer = setInterval(() => void check(next), options.checkMs)
    timer.unref()
    await check(next)
  }

  /** Resolves once the writer lock is vouched for; rejects after `waitMs`. */
  const lockVouched = (waitMs: number) =>
    new Promise<void>((resolve, reject) => {
      const wake = () => {
        waitingWrites.delete(wake)
        clearTimeout(timeout)
        resolve()
      }
      const timeout = setTimeout(() => {
        waitingWrites.delete(wake)
        reject(new DatabaseUnavailableError(`this process holds no writer lock on the database (waited ${waitMs} ms)`))
      }, waitMs)
      waitingWrites.add(wake)
    })

  const ready = async (waitMs = options.writeWaitMs) => {
    if (vouched()) return
    reconnection.hurry()
    await lockVouched(waitMs)
  }

  let started: NodeJS.Timeout | undefined
  await Promise.race([connect(), new Promise((resolve) => (started = setTimeout(resolve, joinWaitMs + options.checkMs)))])
  clearTimeout(started)
  return {
    heads: () => (exclusive && vouched() && performance.now() >= trustFrom ? periodHeads : null),
    state: () => (!vouched() ? 'waiting' : exclusive ? 'sole' : 'shared'),
    ready,
    async write(run) {
      await ready()
      try {
        return await run(exclusive && vouched() ? periodHeads : null)
      } catch (error) {
        // It may commit later, unseen by the heads: new ones, trusted after the grace.
        if (exclusive && outcomeUnknown(error)) {
          periodHeads = new KnownHeads()
          trustFrom = Math.max(trustFrom, performance.now() + options.graceMs)
        }
        throw error
      }
    },
    async stop() {
      stopped = true
      reconnection.stop()
      clearInterval(timer)
      exclusive = false
      periodHeads = null
      holding = null
      const open = client
      client = null
      await open?.end().catch(() => {})
    },
  }
}
