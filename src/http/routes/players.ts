/** Players (spec/play.md): register, who am I, and my games (newest activity first, by cursor). */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LIMITS, ref, SafeString } from '../schemas.js'
import { problems } from '../responses.js'
import { AuthorizationHeader, bearerToken } from '../auth.js'
import type { PlayerService } from '../../players/service.js'

export const PlayerSchema = Type.Object({ id: Type.String(), name: Type.String() }, { $id: 'Player' })

const PlayerGame = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('waiting'), Type.Literal('active'), Type.Literal('finished')]),
  version: Type.Integer(),
  seat: Type.Integer({ description: "The player's seat in this game" }),
  yourTurn: Type.Boolean(),
  turn: Type.Union([Type.Object({ seat: Type.Integer(), phase: Type.String() }), Type.Null()]),
  deadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the active seat\'s turn times out (games with a clock)' }),
  players: Type.Array(Type.Object({ seat: Type.Integer(), name: Type.Union([Type.String(), Type.Null()]), color: ref.Color })),
})

const PlayerHeaders = Type.Object({ authorization: Type.Optional(AuthorizationHeader) })

export const playerRoutes: FastifyPluginAsyncTypebox<{ players: PlayerService }> = async (app, { players }) => {
  app.addSchema(PlayerSchema)

  app.post(
    '/players',
    {
      schema: {
        tags: ['players'],
        summary: 'Register a player',
        description: 'Returns the player and, once only, its token: a Bearer token that acts for every seat the player holds.',
        body: Type.Object({ name: SafeString('printable', LIMITS.name, { minLength: 1 }) }, { additionalProperties: false }),
        response: {
          201: Type.Object({ player: Type.Ref('Player'), token: Type.String() }, { description: 'Registered; the token is shown only here' }),
          ...problems(400, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { player, token } = await players.register(request.body.name)
      reply.code(201).header('location', '/players/me')
      return { player, token }
    },
  )

  app.get(
    '/players/me',
    {
      schema: {
        tags: ['players'],
        summary: 'The player holding the token',
        security: [{ playerToken: [] }],
        headers: PlayerHeaders,
        response: { 200: Type.Ref('Player', { description: 'The player' }), ...problems(400, 401, 429, 503) },
      },
    },
    async (request) => players.require(bearerToken(request.headers.authorization)),
  )

  app.get(
    '/players/me/games',
    {
      schema: {
        tags: ['players'],
        summary: "The player's games, newest activity first",
        description: '`turn=mine` keeps only the games where it is this player\'s move. Pass `next` as `after` for the next page.',
        security: [{ playerToken: [] }],
        headers: PlayerHeaders,
        querystring: Type.Object(
          {
            status: Type.Optional(Type.Union([Type.Literal('waiting'), Type.Literal('active'), Type.Literal('finished')])),
            turn: Type.Optional(Type.Literal('mine')),
            limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
            after: Type.Optional(SafeString('id', 200, { description: 'The `next` cursor of the previous page' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ games: Type.Array(PlayerGame), next: Type.Union([Type.String(), Type.Null()]) }, { description: 'One page of games' }),
          ...problems(400, 401, 429, 503),
        },
      },
    },
    async (request) => {
      const player = await players.require(bearerToken(request.headers.authorization))
      return players.games(player, request.query)
    },
  )
}
