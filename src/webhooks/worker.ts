/** STUB: delivers due outbox rows (webhook_deliveries) with FOR UPDATE SKIP LOCKED. */
import type { FastifyBaseLogger } from 'fastify'
import type { PrismaClient } from '../generated/prisma/client.js'

export class WebhookWorker {
  constructor(private readonly prisma: PrismaClient, private readonly log: FastifyBaseLogger) {}
  start(): void {}
  async stop(): Promise<void> {}
}
