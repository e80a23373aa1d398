/**
 * One write at a time per game in this process. A write to a game that already has one running
 * waits here, in memory, without holding a database connection: at most `limit` waiters per game,
 * each for at most `waitMs`. Beyond either bound the write is refused with DatabaseUnavailableError
 * (503 DATABASE_UNAVAILABLE, Retry-After), having written nothing.
 *
 * Why: concurrent writes to one game can only succeed one at a time anyway (the version check),
 * and when that game's row is locked in the database (another session, a slow transaction) each
 * of them would hold a pooled connection while waiting for the lock; a handful of such requests
 * exhausted the pool and stalled every other game. Here a locked game costs one connection, for at
 * most the database's lock_timeout, and the other games keep the rest of the pool.
 */
import { DatabaseUnavailableError } from '../store/unavailable.js'

export interface WriteQueueOptions {
  /** Writes that may wait behind the running one, per game (0: refuse while one runs). */
  readonly limit: number
  /** How long a write may wait for its turn (ms). */
  readonly waitMs: number
}

interface Waiter {
  readonly start: () => void
  readonly timer: NodeJS.Timeout
}

export class WriteQueue {
  /** Games with a write running, each with the writes waiting behind it (oldest first). */
  private readonly lanes = new Map<string, Waiter[]>()

  constructor(private readonly options: WriteQueueOptions) {}

  /** Runs `write` once no other write to `key` runs in this process. */
  async run<T>(key: string, write: () => Promise<T>): Promise<T> {
    await this.enter(key)
    try {
      return await write()
    } finally {
      this.leave(key)
    }
  }

  /** Writes waiting (not running) for `key`. */
  waiting(key: string): number {
    return this.lanes.get(key)?.length ?? 0
  }

  private enter(key: string): Promise<void> {
    const lane = this.lanes.get(key)
    if (lane === undefined) {
      this.lanes.set(key, [])
      return Promise.resolve()
    }
    if (lane.length >= this.options.limit) {
      return Promise.reject(new DatabaseUnavailableError(`game ${key} is busy: ${lane.length} writes are already waiting for it`))
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        timer: setTimeout(() => {
          lane.splice(lane.indexOf(waiter), 1)
          reject(new DatabaseUnavailableError(`game ${key} is busy: this write waited ${this.options.waitMs} ms for the one before it`))
        }, this.options.waitMs),
      }
      lane.push(waiter)
    })
  }

  private leave(key: string): void {
    const lane = this.lanes.get(key)!
    const next = lane.shift()
    if (next === undefined) this.lanes.delete(key)
    else next.start()
  }
}
