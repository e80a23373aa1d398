/**
 * Every /players/me route answers 401 UNAUTHORIZED without a valid player token (play.md), whatever
 * its body, query or headers hold: the player is authenticated as the request arrives, before they
 * are parsed and validated, and the route's handler reads it with `playerOf`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PlayerService } from '../players/service.js'
import type { PlayerRecord } from '../store/players.js'
import { bearerToken } from './auth.js'

const PLAYER_ROUTES = '/players/me'

const authenticated = new WeakMap<FastifyRequest, PlayerRecord>()

/** Gives every route under /players/me (registered after this) its player authentication; CORS preflights are not authenticated. */
export function registerPlayerAuth(app: FastifyInstance, players: PlayerService): void {
  app.addHook('onRoute', (route) => {
    const underPlayer = route.url === PLAYER_ROUTES || route.url.startsWith(`${PLAYER_ROUTES}/`)
    if (!underPlayer || [route.method].flat().includes('OPTIONS')) return
    const authenticate = async (request: FastifyRequest) => {
      authenticated.set(request, await players.require(bearerToken(request.headers.authorization)))
    }
    route.onRequest = [...[route.onRequest ?? []].flat(), authenticate]
  })
}

/** The player of a request to a /players/me route (registerPlayerAuth authenticated it). */
export function playerOf(request: FastifyRequest): PlayerRecord {
  const player = authenticated.get(request)
  if (player === undefined) throw new Error(`${request.routeOptions.url} is not a /players/me route with player authentication`)
  return player
}
