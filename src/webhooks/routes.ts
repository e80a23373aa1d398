/** STUB: POST/GET /players/me/webhooks, DELETE /players/me/webhooks/{id}, GET .../deliveries. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { PlayerService } from '../players/service.js'
import type { PrismaClient } from '../generated/prisma/client.js'

export const webhookRoutes: FastifyPluginAsyncTypebox<{ players: PlayerService; prisma: PrismaClient; allowPrivate: boolean }> = async () => {}
