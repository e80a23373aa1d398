/**
 * The clock (spec/play.md): finishes turns whose deadline passed, without any request. Every
 * process runs one; the version guard lets exactly one of them append each entry, and deadlines are
 * rows of the database, so one that passed while no server ran is acted on at the next start.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { GameService } from '../service/games.js'

export interface ClockOptions {
  /**
   * The longest wait between two looks for due deadlines: a pass sleeps until the earliest known
   * deadline, or this long when it is further away (a deadline set meanwhile, by this or another
   * process, is then found within this).
   */
  readonly intervalMs: number
  /** Games handled per pass. */
  readonly batch: number
}

export const CLOCK_DEFAULTS: ClockOptions = { intervalMs: 500, batch: 50 }

export class ClockWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = false

  constructor(
    private readonly games: GameService,
    private readonly log: FastifyBaseLogger,
    private readonly options: ClockOptions = CLOCK_DEFAULTS,
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
        .then(() => this.untilNextDeadline())
        .then((delay) => this.schedule(delay))
    }, delayMs)
    this.timer.unref()
  }

  private async untilNextDeadline(): Promise<number> {
    try {
      const next = await this.games.nextDeadline()
      const wait = next === null ? Infinity : next.getTime() - Date.now() + 1
      // One still due after a pass failed or is another process's: look again at the usual pace.
      return wait <= 0 ? this.options.intervalMs : Math.min(wait, this.options.intervalMs)
    } catch (err) {
      this.log.warn({ err }, 'clock: could not read the next deadline')
      return this.options.intervalMs
    }
  }

  private async pass(): Promise<void> {
    try {
      for (const id of await this.games.dueGames(this.options.batch)) {
        if (this.stopped) return
        await this.games.runClock(id).catch((err: unknown) => this.log.warn({ err, gameId: id }, 'clock: could not finish a timed-out turn'))
      }
    } catch (err) {
      this.log.warn({ err }, 'clock: could not read due deadlines')
    }
  }
}
