/** STUB: GET /games/{id}/events (SSE), long polling on /actions, GET /players/me/events. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { GameService } from '../service/games.js'
import type { PlayerService } from '../players/service.js'
import type { LiveHub } from './hub.js'

export const liveRoutes: FastifyPluginAsyncTypebox<{ games: GameService; players: PlayerService; hub: LiveHub }> = async () => {}
