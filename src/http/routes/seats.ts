/** STUB: join and resign. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { GameService } from '../../service/games.js'
import type { PlayerService } from '../../players/service.js'

export const seatRoutes: FastifyPluginAsyncTypebox<{ games: GameService; players: PlayerService }> = async () => {}
