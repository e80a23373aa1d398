/**
 * Server-driven moves without any request: the clock (spec/play.md: finishes turns whose deadline
 * passed) and the bots (plays bot seats whose turn it is). Every process runs one worker of each, and
 * what is due is read from the database, so work that came due while no server ran is done at the
 * next start. The version guard lets exactly one process append each entry; a job that claims its
 * games first (the bots: each move is worth computing once) does the work on one process only.
 * A game that fails (bad state, engine refusal, store error) is logged and left alone for a while,
 * longer after each failure in a row, while the worker keeps serving every other game.
 */
import type { FastifyBaseLogger } from 'fastify'

/** What one run did to a game: entries appended, and entries decided but lost to another process at the version guard. */
export interface RunOutcome {
  readonly appended: number
  readonly lost: number
}

/** What a worker does: list the games due now, and act on one of them through the game service. */
export interface DueJob {
  /** Named in log lines. */
  readonly name: string
  /** Up to `limit` games due now, none of `skip` (games this worker is backing off from). */
  readonly due: (limit: number, skip: readonly string[]) => Promise<string[]>
  readonly run: (gameId: string) => Promise<RunOutcome>
  /**
   * A job whose `due` claims the games it lists gives each claim back after its run: free at once
   * (`holdMs` 0), or held `holdMs` longer after a failure so that no process retries it before then.
   */
  readonly release?: (gameId: string, holdMs: number) => Promise<void>
  /** When the next game comes due, if known (the clock's earliest deadline): the worker wakes then. */
  readonly next?: () => Promise<Date | null>
}

export interface WorkerOptions {
  /**
   * The longest wait between two looks for due games: a pass sleeps until the job's next due time
   * when it knows one that is sooner (a game that came due meanwhile, in this or another process,
   * is then found within this).
   */
  readonly intervalMs: number
  /** Games handled per pass. */
  readonly batch: number
  /** How long a game that failed is left alone: `firstBackoffMs`, doubled after each failure in a row, at most `maxBackoffMs`. */
  readonly firstBackoffMs: number
  readonly maxBackoffMs: number
}

export const WORKER_DEFAULTS: WorkerOptions = { intervalMs: 500, batch: 50, firstBackoffMs: 1000, maxBackoffMs: 5 * 60_000 }

interface Failing {
  readonly failures: number
  /** Time (ms since the epoch) until which the game is left alone. */
  readonly until: number
}

export class DueWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  /** A pass (or the read of the next due time after it) is under way. */
  private passing = false
  /** wake() was called during a pass: pass again right after it. */
  private wakeRequested = false
  private stopped = false
  /** Games whose last run failed, by id. */
  private readonly failing = new Map<string, Failing>()

  constructor(
    private readonly job: DueJob,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions = WORKER_DEFAULTS,
  ) {}

  start(): void {
    this.schedule(0)
  }

  /**
   * Looks for due games now rather than at the next interval: this process just made some due (a
   * person's move that hands the turn to a bot). A call during a pass makes another pass follow it.
   */
  wake(): void {
    if (this.stopped) return
    if (this.passing) this.wakeRequested = true
    else this.schedule(0)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.passing = true
      this.running = this.pass()
        .then(() => this.untilNextDue())
        .then((delay) => {
          this.passing = false
          const again = this.wakeRequested
          this.wakeRequested = false
          this.schedule(again ? 0 : delay)
        })
    }, delayMs)
    this.timer.unref()
  }

  private async untilNextDue(): Promise<number> {
    if (this.job.next === undefined) return this.options.intervalMs
    try {
      const next = await this.job.next()
      const wait = next === null ? Infinity : next.getTime() - Date.now() + 1
      // One still due after a pass failed or is another process's: look again at the usual pace.
      return wait <= 0 ? this.options.intervalMs : Math.min(wait, this.options.intervalMs)
    } catch (err) {
      this.log.warn({ err }, `${this.job.name}: could not read when the next game comes due`)
      return this.options.intervalMs
    }
  }

  /**
   * Up to `batch` games. A job that claims its games claims one at a time, just before running it,
   * so that a claim never waits behind other games' runs long enough to expire.
   */
  private async pass(): Promise<void> {
    const claimSize = this.job.release === undefined ? this.options.batch : 1
    try {
      for (let handled = 0; handled < this.options.batch && !this.stopped; ) {
        const ids = await this.job.due(Math.min(claimSize, this.options.batch - handled), this.backingOff())
        for (const id of ids) {
          if (this.stopped) await this.release(id, 0)
          else await this.runOne(id)
        }
        handled += ids.length
        if (ids.length < claimSize) break
      }
    } catch (err) {
      this.log.warn({ err }, `${this.job.name}: could not read the due games`)
    }
  }

  private async runOne(id: string): Promise<void> {
    let holdMs = 0
    try {
      const outcome = await this.job.run(id)
      this.failing.delete(id)
      this.log.debug({ gameId: id, appended: outcome.appended, lost: outcome.lost }, `${this.job.name}: acted on a due game`)
    } catch (err) {
      const failures = (this.failing.get(id)?.failures ?? 0) + 1
      holdMs = Math.min(this.options.firstBackoffMs * 2 ** (failures - 1), this.options.maxBackoffMs)
      this.failing.set(id, { failures, until: Date.now() + holdMs })
      this.log.warn({ err, gameId: id, failures, retryInMs: holdMs }, `${this.job.name}: could not act on a due game; leaving it alone for ${holdMs} ms`)
    }
    await this.release(id, holdMs)
  }

  private async release(id: string, holdMs: number): Promise<void> {
    await this.job.release?.(id, holdMs).catch((err: unknown) => this.log.warn({ err, gameId: id }, `${this.job.name}: could not release a claimed game`))
  }

  /** The games left alone now; forgets those whose wait ended long ago (another process may have mended them). */
  private backingOff(): string[] {
    const now = Date.now()
    const skip: string[] = []
    for (const [id, { until }] of this.failing) {
      if (until > now) skip.push(id)
      else if (now - until > this.options.maxBackoffMs) this.failing.delete(id)
    }
    return skip
  }
}
