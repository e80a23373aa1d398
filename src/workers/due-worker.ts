/**
 * Server-driven moves without any request: the clock (spec/play.md: finishes turns whose deadline
 * passed) and the bots (plays bot seats whose turn it is). Every process runs one worker of each; the
 * version guard lets exactly one of them append each entry, and what is due is read from the
 * database, so work that came due while no server ran is done at the next start.
 */
import type { FastifyBaseLogger } from 'fastify'

/** What a worker does: list the games due now, and act on one of them through the game service. */
export interface DueJob {
  /** Named in log lines. */
  readonly name: string
  readonly due: (limit: number) => Promise<string[]>
  readonly run: (gameId: string) => Promise<number>
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
}

export const WORKER_DEFAULTS: WorkerOptions = { intervalMs: 500, batch: 50 }

export class DueWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false

  constructor(
    private readonly job: DueJob,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions = WORKER_DEFAULTS,
  ) {}

  start(): void {
    this.schedule(0)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.running
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .then(() => this.untilNextDue())
        .then((delay) => this.schedule(delay))
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

  private async pass(): Promise<void> {
    try {
      for (const id of await this.job.due(this.options.batch)) {
        if (this.stopped) return
        await this.job.run(id).catch((err: unknown) => this.log.warn({ err, gameId: id }, `${this.job.name}: could not act on a due game`))
      }
    } catch (err) {
      this.log.warn({ err }, `${this.job.name}: could not read the due games`)
    }
  }
}
