/**
 * Tells the other server processes of this process's appends (NOTIFY), after they committed.
 * Not inside the append's statement: PostgreSQL serializes the commits of transactions that NOTIFY
 * (a database-wide lock held through the commit's WAL flush), which held accepted writes at about a
 * third of what the database commits otherwise (BENCHMARKS.md). Payloads are sent in batches, one
 * statement at a time: those announced while a batch is sent go in the next. A batch that fails is
 * reported and dropped; a reader that missed a wake-up reads again within LiveHub's re-check interval.
 */
export class Announcer {
  private queued: string[] = []
  private sending: Promise<void> | null = null

  constructor(
    private readonly send: (payloads: readonly string[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  announce(payload: string): void {
    this.queued.push(payload)
    this.sending ??= this.sendQueued()
  }

  /** Resolves once everything announced so far has been sent (or failed). */
  async settled(): Promise<void> {
    while (this.sending !== null) await this.sending
  }

  private async sendQueued(): Promise<void> {
    // The appends that commit in this turn of the event loop share a statement.
    await new Promise((resolve) => setImmediate(resolve))
    while (this.queued.length > 0) {
      const batch = this.queued
      this.queued = []
      await this.send(batch).catch(this.onError)
    }
    this.sending = null
  }
}
