/** Players (spec/play.md): register, who am I, and my games (newest activity first, by cursor). */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { GameStatus, LIMITS, ref, SafeString } from '../schemas.js'
import { BODY_PROBLEMS, IDEMPOTENCY_PROBLEMS, problems, STORED_PROBLEMS } from '../responses.js'
import { IdempotentReplayedHeader, LocationHeader, withHeaders } from '../response-headers.js'
import { IdempotencyKeyHeader, idempotencyOf, renderJson, sendAnswer } from '../idempotency.js'
import { AuthorizationHeader } from '../auth.js'
import type { PlayerService } from '../../players/service.js'
import { playerOf } from '../player-auth.js'

export const PlayerSchema = Type.Object({ id: Type.String(), name: Type.String() }, { $id: 'Player' })

const PlayerGame = Type.Object({
  id: Type.String(),
  status: GameStatus,
  version: Type.Integer(),
  seat: Type.Integer({ description: "The player's seat in this game" }),
  yourTurn: Type.Boolean(),
  turn: Type.Union([Type.Object({ seat: Type.Integer(), phase: Type.String() }), Type.Null()]),
  deadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the active seat\'s turn times out (games with a clock)' }),
  players: Type.Array(Type.Object({ seat: Type.Integer(), name: Type.Union([Type.String(), Type.Null()]), color: ref.Color })),
})

/** GET /players/me/games without `limit`. */
const GAMES_PAGE = 20

const PlayerHeaders = Type.Object({ authorization: Type.Optional(AuthorizationHeader) })

export const playerRoutes: FastifyPluginAsyncTypebox<{ players: PlayerService }> = async (app, { players }) => {
  app.addSchema(PlayerSchema)

  app.post(
    '/players',
    {
      schema: {
        operationId: 'registerPlayer',
        tags: ['players'],
        summary: 'Register a player',
        security: [],
        description: 'Returns the player and, once only, its token: a Bearer token that acts for every seat the player holds.',
        headers: Type.Object({ 'idempotency-key': IdempotencyKeyHeader }),
        body: Type.Object({ name: SafeString('printable', LIMITS.name, { minLength: 1 }) }, { additionalProperties: false }),
        response: {
          201: withHeaders(Type.Object({ player: Type.Ref('Player'), token: Type.String() }, { description: 'Registered; the token is shown only here' }), {
            location: LocationHeader,
            'idempotent-replayed': IdempotentReplayedHeader,
          }),
          ...problems(...STORED_PROBLEMS, ...BODY_PROBLEMS, ...IDEMPOTENCY_PROBLEMS),
        },
      },
    },
    async (request, reply) => {
      // Scoped to the client's address: registering needs no credential.
      const answer = await players.register(request.body.name, idempotencyOf(request, undefined), (registration) =>
        renderJson(reply, 201, { location: '/players/me' }, registration),
      )
      return sendAnswer(reply, answer)
    },
  )

  app.get(
    '/players/me',
    {
      schema: {
        operationId: 'getCurrentPlayer',
        tags: ['players'],
        summary: 'The player holding the token',
        description: 'The id and name of the player whose token is sent.',
        security: [{ playerToken: [] }],
        headers: PlayerHeaders,
        response: { 200: Type.Ref('Player', { description: 'The player' }), ...problems(...STORED_PROBLEMS, 'UNAUTHORIZED') },
      },
    },
    async (request) => playerOf(request),
  )

  app.get(
    '/players/me/games',
    {
      schema: {
        operationId: 'listPlayerGames',
        tags: ['players'],
        summary: "The player's games, newest activity first",
        description: '`turn=mine` keeps only the games where it is this player\'s move. Pass `next` as `after` for the next page.',
        security: [{ playerToken: [] }],
        headers: PlayerHeaders,
        querystring: Type.Object(
          {
            status: Type.Optional(GameStatus),
            turn: Type.Optional(Type.Literal('mine', { description: "`mine`: only games where it is this player's move" })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: GAMES_PAGE, description: 'Games per page' })),
            after: Type.Optional(SafeString('id', 200, { description: 'The `next` cursor of the previous page' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ games: Type.Array(PlayerGame), next: Type.Union([Type.String(), Type.Null()]) }, { description: 'One page of games' }),
          ...problems(...STORED_PROBLEMS, 'UNAUTHORIZED'),
        },
      },
    },
    async (request) => {
      return players.games(playerOf(request), { ...request.query, limit: request.query.limit ?? GAMES_PAGE })
    },
  )
}
