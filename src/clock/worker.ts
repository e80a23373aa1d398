/** STUB: finishes turns whose deadline passed. */
import type { FastifyBaseLogger } from 'fastify'
import type { GameService } from '../service/games.js'

export class ClockWorker {
  constructor(private readonly games: GameService, private readonly log: FastifyBaseLogger) {}
  start(): void {}
  async stop(): Promise<void> {}
}
