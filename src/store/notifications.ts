// LISTEN on PostgreSQL over a connection of its own (a pooled one would drop the subscription when
// returned). A lost connection is opened again with backoff; notifications sent meanwhile are lost,
// so the listener is told once it is back (`resumed`) and its owner re-reads what it watches.
import pg from 'pg'

export interface NotificationListener {
  /** A notification's payload, on the channel listened to. */
  notified(payload: string): void
  /** The connection was lost and is listening again: notifications in between may be lost. */
  resumed(): void
}

/** Stops listening and closes the connection. */
export type StopListening = () => Promise<void>

/** First wait before opening a lost connection again, doubled after each failure up to MAX. */
const RECONNECT_FIRST_MS = 100
const RECONNECT_MAX_MS = 5_000
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
): Promise<StopListening> {
  let client: pg.Client | null = null
  let stopped = false
  let lostBefore = false
  let delay = RECONNECT_FIRST_MS
  let retry: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return // already handled (error and end both fire)
    client = null
    clearInterval(heartbeat)
    lost.end().catch(() => {})
    if (stopped) return
    if (error !== undefined) onError(error)
    lostBefore = true
    retry = setTimeout(() => void connect(), delay)
    retry.unref()
    delay = Math.min(delay * 2, RECONNECT_MAX_MS)
  }

  const connect = async (): Promise<void> => {
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
    } catch (error) {
      lose(next, error as Error)
      return
    }
    if (stopped) return void next.end().catch(() => {})
    delay = RECONNECT_FIRST_MS
    heartbeat = setInterval(() => next.query('SELECT 1').catch((error: Error) => lose(next, error)), HEARTBEAT_MS)
    heartbeat.unref()
    if (lostBefore) listener.resumed()
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    clearInterval(heartbeat)
    const open = client
    client = null
    await open?.end().catch(() => {})
  }
}
