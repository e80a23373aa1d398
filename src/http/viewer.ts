/**
 * Viewer-dependent reads (variants.md 0.2): every read of a game's state, moves or log takes an
 * optional `Authorization: Bearer <seat or player token>`. In a game with private hands the token's
 * own hand is shown; without one, or in other games, the public view (the token is not even looked
 * at). Answers of games with private hands say so in Vary.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Viewer } from '../hidden/redact.js'
import { hasPrivateHands } from '../hidden/seal.js'
import type { GameService, LoadedGame } from '../service/games.js'
import { AuthorizationHeader, bearerToken } from './auth.js'
import { addVary } from './vary.js'

export const ViewerHeaders = Type.Object({
  authorization: Type.Optional({
    ...AuthorizationHeader,
    description: "Optional: a seat token, or a player token, of this game. In games with private hands (`options.hand.visible: false`) it shows that seat's own tiles; other games ignore it",
  }),
})

/** Reads that accept the optional token (OpenAPI: anonymous, or either token). */
export const VIEWER_SECURITY: Record<string, string[]>[] = [{}, { seatToken: [] }, { playerToken: [] }]

/** The viewer of this read of `game` (loaded here when given by id); Vary: Authorization in games with private hands. */
export async function viewerOf(games: GameService, game: LoadedGame | string, request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  const loaded = typeof game === 'string' ? await games.load(game) : game
  if (!hasPrivateHands(loaded.state.options)) return null
  addVary(reply, 'Authorization')
  return games.viewer(loaded, bearerToken(request.headers.authorization))
}
