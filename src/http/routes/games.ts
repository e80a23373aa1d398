/** Creating, listing and reading games. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/index.js'
import { described, GameIdParams, ref } from '../schemas.js'
import { problems, READ_PROBLEMS } from '../responses.js'
import { etag, gameView } from '../view.js'
import type { GameService } from '../../service/games.js'

const CreateGameBody = Type.Object(
  {
    players: Type.Array(Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), color: Type.Optional(ref.Color) }, { additionalProperties: false }), {
      minItems: MIN_PLAYERS,
      maxItems: MAX_PLAYERS,
    }),
    options: Type.Optional(Type.Object({ farmers: Type.Optional(Type.Boolean({ default: true })) }, { additionalProperties: false })),
    deck: Type.Optional(Type.Array(ref.TileLetter, { maxItems: 71, description: 'Exact draw order after the start tile' })),
    seed: Type.Optional(Type.String({ minLength: 1, maxLength: 256, description: 'Makes the shuffle reproducible (and known in advance)' })),
  },
  { additionalProperties: false },
)

const GameSummary = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('finished')]),
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  players: Type.Array(Type.Object({ seat: Type.Integer(), name: Type.String(), color: Type.String() })),
})

export const gameRoutes: FastifyPluginAsyncTypebox<{ games: GameService }> = async (app, { games }) => {
  app.post(
    '/games',
    {
      schema: {
        tags: ['games'],
        summary: 'Create a game',
        description: 'Returns the game and, once only, each seat\'s token.',
        body: CreateGameBody,
        response: {
          201: Type.Object(
            {
              game: ref.GameState,
              seats: Type.Array(Type.Object({ seat: Type.Integer(), name: Type.String(), color: ref.Color, token: Type.String() })),
            },
            { description: 'Created; the seat tokens are shown only here' },
          ),
          ...problems(400, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const { game, seats } = await games.create(request.body)
      const view = gameView(game.record, game.state)
      return reply.code(201).header('location', `/games/${view.id}`).header('etag', etag(view.version)).send({ game: view, seats })
    },
  )

  app.get(
    '/games',
    {
      schema: {
        tags: ['games'],
        summary: 'List games, newest first',
        querystring: Type.Object(
          {
            status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('finished')])),
            limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
            offset: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            { games: Type.Array(GameSummary), total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer() },
            { description: 'One page of games' },
          ),
          ...problems(400, 503),
        },
      },
    },
    async (request) => {
      const { status, limit, offset } = request.query
      const { games: rows, total } = await games.list({ status, limit, offset })
      const summaries = rows.map((g) => ({
        ...g,
        createdAt: g.createdAt.toISOString(),
        updatedAt: g.updatedAt.toISOString(),
        finishedAt: g.finishedAt?.toISOString() ?? null,
      }))
      return { games: summaries, total, limit, offset }
    },
  )

  app.get(
    '/games/:id',
    {
      schema: {
        tags: ['games'],
        summary: 'The current GameState (ETag: its version; If-None-Match answers 304)',
        params: GameIdParams,
        response: { 200: described(ref.GameState, 'The current GameState'), 304: Type.Null({ description: 'Not modified' }), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const game = await games.load(request.params.id)
      const tag = etag(game.record.version)
      reply.header('etag', tag)
      if (request.headers['if-none-match']?.split(',').some((t) => t.trim() === tag || t.trim() === '*')) {
        return reply.code(304).send(null)
      }
      return gameView(game.record, game.state)
    },
  )
}
