// LISTEN on PostgreSQL over a connection of its own (a pooled one would drop the subscription when
// returned), which also holds the locks of what this process watches (watch-locks.ts). A lost
// connection is opened again and takes its locks again: with backoff, or within 250 ms of each
// attempt while something is watched (reconnection.ts). Notifications sent meanwhile are lost, so
// the listener is told once it is back (`resumed`) and its owner re-reads what it watches.
import pg from 'pg'
import { Reconnection } from './reconnection.js'
import { HOLD_WATCH, RELEASE_WATCH, watchNamespace, type WatchKind } from './watch-locks.js'

export interface NotificationListener {
  /** A notification's payload, on the channel listened to. */
  notified(payload: string): void
  /** The connection was lost and is listening again: notifications in between may be lost. */
  resumed(): void
}

export interface Listening {
  /**
   * Marks `id` watched for as long as it is held: appends to it (a game) or telling it (a player)
   * NOTIFY. Resolves once the mark is taken (at once while the connection is down: it is taken on
   * reconnecting, and `resumed` follows). Each hold is ended by one release.
   */
  hold(kind: WatchKind, id: string): Promise<void>
  release(kind: WatchKind, id: string): void
  /** Stops listening and closes the connection (its marks go with it). */
  stop(): Promise<void>
}

/**
 * The application_name of the LISTEN connection (tells it apart in pg_stat_activity). Versions
 * before the writer lock named it `carcassonne-service listener` (writer-lease.ts looks for that).
 */
export const LISTENER_APPLICATION_NAME = 'carcassonne-service notifications'

/** A query every so often notices a connection that died silently (no FIN: a network cut). */
const HEARTBEAT_MS = 10_000

/**
 * Listens on `channel` with a pg.Client of `settings`. Resolves once listening, or once the first
 * attempt failed (it keeps trying in the background and calls `resumed` when it succeeds).
 */
export async function listenPostgres(
  settings: pg.ClientConfig,
  channel: string,
  listener: NotificationListener,
  onError: (error: Error) => void = () => {},
): Promise<Listening> {
  let client: pg.Client | null = null
  /** The connection once it listens: holds are taken on it directly (before, the connect takes them). */
  let listening: pg.Client | null = null
  /** What is held, with how many holds: taken again, once per hold, on a new connection. */
  const held = new Map<string, { kind: WatchKind; id: string; holds: number }>()
  // A hold may wait for a writer's commit; only a lost connection (not a refused statement) is lost.
  const lock = (on: pg.Client, sql: string, kind: WatchKind, id: string) =>
    on.query(sql, [watchNamespace(kind), id]).then(
      () => {},
      (error: Error) => {
        if (!(error instanceof pg.DatabaseError)) lose(on, error)
      },
    )
  let stopped = false
  let lostBefore = false
  const reconnection = new Reconnection(() => void connect())
  let heartbeat: NodeJS.Timeout | undefined

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return // already handled (error and end both fire)
    client = null
    listening = null
    clearInterval(heartbeat)
    lost.end().catch(() => {})
    if (stopped) return
    if (error !== undefined && reconnection.reportable(error)) onError(error)
    lostBefore = true
    reconnection.lost(held.size > 0)
  }

  const connect = async (): Promise<void> => {
    reconnection.attempting()
    const next = new pg.Client({ ...settings, query_timeout: HEARTBEAT_MS })
    next.on('error', (error) => lose(next, error))
    next.on('end', () => lose(next))
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.notified(message.payload)
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      // Queued all at once, so that a release made meanwhile is queued after the hold it ends.
      const taken = [...held.values()].flatMap(({ kind, id, holds }) => Array.from({ length: holds }, () => next.query(HOLD_WATCH, [watchNamespace(kind), id])))
      listening = next
      await Promise.all(taken)
    } catch (error) {
      lose(next, error as Error)
      return
    }
    if (stopped) return void next.end().catch(() => {})
    reconnection.connected()
    heartbeat = setInterval(() => next.query('SELECT 1').catch((error: Error) => lose(next, error)), HEARTBEAT_MS)
    heartbeat.unref()
    if (lostBefore) listener.resumed()
  }

  await connect()
  return {
    hold(kind, id) {
      const key = `${kind}:${id}`
      const entry = held.get(key)
      if (entry === undefined) held.set(key, { kind, id, holds: 1 })
      else entry.holds++
      if (listening !== null) return lock(listening, HOLD_WATCH, kind, id)
      // The next connection takes it, and comes sooner.
      reconnection.hurry()
      return Promise.resolve()
    },
    release(kind, id) {
      const key = `${kind}:${id}`
      const entry = held.get(key)
      if (entry === undefined) return
      if (--entry.holds === 0) held.delete(key)
      if (listening !== null) void lock(listening, RELEASE_WATCH, kind, id)
    },
    async stop() {
      stopped = true
      reconnection.stop()
      clearInterval(heartbeat)
      const open = client
      client = null
      listening = null
      await open?.end().catch(() => {})
    },
  }
}
