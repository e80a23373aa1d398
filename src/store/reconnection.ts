// When a lost connection of its own (the writer lock's, the listener's) is opened again: with
// backoff while nothing waits for it, so an outage is not met with a storm of attempts, and no
// later than DEMAND_RETRY_MS after the last attempt while something does (a write or a readiness
// check, a live reader), so a database back from an outage is in use again within that, not only
// at the backoff's next attempt.

/** First wait before opening a lost connection again, doubled after each failure up to MAX. */
const RECONNECT_FIRST_MS = 100
const RECONNECT_MAX_MS = 5_000
/** While something waits for the connection, the longest time from one attempt to the next. */
const DEMAND_RETRY_MS = 250

export class Reconnection {
  private delay = RECONNECT_FIRST_MS
  private timer: NodeJS.Timeout | undefined
  /** When the pending attempt is due (Infinity: none pending), and when the last one started (performance.now()). */
  private dueAt = Infinity
  private attemptedAt = -Infinity
  /** What the last error reported since the connection was open said (its code, or its message). */
  private reported: string | null = null
  private stopped = false

  /** `attempt` opens the connection; it reports back with `attempting`, then `connected` or `lost`. */
  constructor(private readonly attempt: () => void) {}

  /** An attempt starts now. */
  attempting(): void {
    this.attemptedAt = performance.now()
    this.dueAt = Infinity
  }

  /** The connection is open: the next loss starts the backoff from its first wait. */
  connected(): void {
    this.delay = RECONNECT_FIRST_MS
    this.reported = null
  }

  /** The connection, or an attempt, failed: the next attempt comes after the backoff, or sooner if `wanted`. */
  lost(wanted: boolean): void {
    if (this.stopped) return
    this.schedule(this.delay)
    this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS)
    if (wanted) this.hurry()
  }

  /**
   * Whether `error` is worth reporting: the first since the connection was open, or one that says
   * something else than the last reported (the cause changed). Not each attempt's, 4 a second.
   */
  reportable(error: Error): boolean {
    const says = (error as { code?: unknown }).code ?? error.message
    const changed = says !== this.reported
    this.reported = String(says)
    return changed
  }

  /** Something waits for the connection: a pending attempt comes forward, to DEMAND_RETRY_MS after the last one at the latest. */
  hurry(): void {
    if (this.stopped || this.dueAt === Infinity) return // an attempt is under way, or the connection is open
    const soonest = Math.max(0, this.attemptedAt + DEMAND_RETRY_MS - performance.now())
    if (performance.now() + soonest < this.dueAt) this.schedule(soonest)
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    this.dueAt = Infinity
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer)
    this.dueAt = performance.now() + ms
    this.timer = setTimeout(() => {
      this.dueAt = Infinity
      this.attempt()
    }, ms)
    this.timer.unref()
  }
}
