/**
 * A pooled connection whose statement has had no answer for `silentMs` is ended from this side.
 * PostgreSQL answers every statement within its statement_timeout (with an error, if it cancels
 * it), so silence well past that means the connection is gone without a word: a network cut that
 * sends no reset, a peer frozen or black-holed. TCP alone would keep such a statement waiting, its
 * socket retransmitting, for about 15 minutes (Linux's tcp_retries2), and with it the pool
 * connection, the write's answer, and the chance that the statement lands when the network heals.
 * Ended (reset), the statement fails as a lost connection does (an unknown outcome: a 503 to
 * retry); one PostgreSQL received by then ends within its statement timeout, and one it did not
 * is no longer sent. Not bounded: a COMMIT waiting for a synchronous standby, which the statement
 * timeout does not cancel. The writer lock's connection has its own bound (writer-lease.ts).
 */
import type { Socket } from 'node:net'
import type pg from 'pg'

/** How long past the statement timeout a statement's answer may take (a loaded machine, a slow network). */
export const SILENCE_MARGIN_MS = 5_000

type Callback = (error: Error | null, result: unknown) => void

/**
 * A reset, and what was not sent yet thrown away: a close would let the kernel send the statement
 * on for a while. Only a plain TCP socket can be reset (a Unix socket or TLS throws): those are closed.
 */
export function endAtOnce(socket: Socket): void {
  try {
    socket.resetAndDestroy()
  } catch {
    socket.destroy()
  }
}

/**
 * Wraps `target.query` (a pg client class's prototype) so that a statement left unanswered for
 * `silentMs` ends its connection's socket; `onSilent` is told first. Statements are timed from
 * when they are queued: a pooled connection runs one caller's statements, one at a time.
 */
export function endSilentConnections(target: pg.Client, silentMs: number, onSilent: (silentMs: number) => void): void {
  const query = target.query as (...args: unknown[]) => unknown
  target.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
    if (typeof (config as { submit?: unknown } | null)?.submit === 'function') return query.call(this, config, values, callback) // not used here
    const done = (typeof values === 'function' ? values : callback) as Callback | undefined
    const args = [config, typeof values === 'function' ? undefined : values]
    const timer = setTimeout(() => {
      onSilent(silentMs)
      endAtOnce((this as unknown as { connection: { stream: Socket } }).connection.stream)
    }, silentMs)
    timer.unref()
    try {
      if (done !== undefined) {
        return query.call(this, ...args, (error: Error | null, result: unknown) => {
          clearTimeout(timer)
          done(error, result)
        })
      }
      return (query.apply(this, args) as Promise<unknown>).finally(() => clearTimeout(timer))
    } catch (error) {
      clearTimeout(timer)
      throw error
    }
  } as never
}
