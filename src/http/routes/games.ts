/** Creating, listing and reading games. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/index.js'
import { BOT_STRATEGIES } from '../../bots/strategies.js'
import { Clock, described, TILE_CHOICE_OPTIONS, GameIdParams, GameStatus, LIMITS, literals, ref, SafeString } from '../schemas.js'
import { BODY_PROBLEMS, IDEMPOTENCY_PROBLEMS, problems, READ_PROBLEMS, STORED_PROBLEMS } from '../responses.js'
import { LocationHeader, writeAnswer } from '../response-headers.js'
import { etag, gameView } from '../view.js'
import { IdempotencyKeyHeader, idempotencyOf, renderJson, sendAnswer } from '../idempotency.js'
import type { GameService } from '../../service/games.js'

const SeatName = SafeString('printable', LIMITS.name, { minLength: 1 })

/** A named seat, an open seat (joined later by its invitation), or a seat bound to a player. */
const SeatRequest = Type.Union([
  Type.Object({ name: SeatName, color: Type.Optional(ref.Color) }, { additionalProperties: false, title: 'Named seat' }),
  Type.Object(
    { open: Type.Literal(true), color: Type.Optional(ref.Color) },
    { additionalProperties: false, title: 'Open seat', description: 'Left open: the response gives its single-use `invite` code instead of a token' },
  ),
  Type.Object(
    { player: SafeString('id', LIMITS.id, { minLength: 1, description: 'A player id (POST /players)' }), name: Type.Optional(SeatName), color: Type.Optional(ref.Color) },
    { additionalProperties: false, title: "Player's seat", description: "Bound to a player, whose token then acts for the seat; the name defaults to the player's" },
  ),
  Type.Object(
    { bot: literals(BOT_STRATEGIES), name: Type.Optional(SeatName), color: Type.Optional(ref.Color) },
    {
      additionalProperties: false,
      title: 'Bot seat',
      description:
        'Played by the server as soon as it is its turn, each move an ordinary log entry with `by: "bot"`. `greedy`: the placement and deployment with the best immediate score change for itself, ties broken by the change if the game ended after the turn, then by the order /legal lists them (not deploying first); `random`: uniformly among the legal placements, then among the deployments and not deploying, from a source seeded by the game id and the entry seq. No token is issued; the name defaults to "Greedy bot" or "Random bot"',
    },
  ),
])

const CreateGameBody = Type.Object(
  {
    players: Type.Array(SeatRequest, { minItems: MIN_PLAYERS, maxItems: MAX_PLAYERS }),
    options: Type.Optional(
      Type.Object(
        {
          farmers: Type.Optional(Type.Boolean({ default: true })),
          clock: Type.Optional({ ...Clock, description: 'A clock per turn; without it turns never time out' }),
          undo: Type.Optional(Type.Boolean({ default: true, description: 'false: POST /games/{id}/undo is refused (422 NO_UNDO), as in tournament games' })),
          ...TILE_CHOICE_OPTIONS,
        },
        { additionalProperties: false },
      ),
    ),
    deck: Type.Optional(Type.Array(ref.TileLetter, { maxItems: 71, description: 'Exact draw order after the start tile' })),
    seed: Type.Optional(SafeString('text', LIMITS.seed, { minLength: 1, description: 'Makes the shuffle reproducible (and known in advance)' })),
  },
  { additionalProperties: false },
)

const GameSummary = Type.Object({
  id: Type.String(),
  status: GameStatus,
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  players: Type.Array(Type.Object({ seat: Type.Integer(), name: Type.Union([Type.String(), Type.Null()]), color: Type.String() })),
})

/** GET /games without `limit` or `offset`. */
const LIST_DEFAULTS = { limit: 20, offset: 0 }

export const gameRoutes: FastifyPluginAsyncTypebox<{ games: GameService }> = async (app, { games }) => {
  app.post(
    '/games',
    {
      schema: {
        operationId: 'createGame',
        tags: ['games'],
        summary: 'Create a game',
        description:
          "Returns the game and, once only, each seat's token, or for an open seat its single-use invitation code. While a seat is open the game is `waiting`. Colours are distinct (assigned in seat order when not given); give at most one of `deck` (the exact draw order) and `seed` (a reproducible shuffle); with neither, the server shuffles with a secret seed and publishes only its commitment.",
        security: [],
        headers: Type.Object({ 'idempotency-key': IdempotencyKeyHeader }),
        body: CreateGameBody,
        response: {
          201: writeAnswer(Type.Object(
            {
              game: ref.GameState,
              seats: Type.Array(
                Type.Object({
                  seat: Type.Integer(),
                  name: Type.Union([Type.String(), Type.Null()]),
                  color: ref.Color,
                  token: Type.Optional(Type.String({ description: "The seat's bearer token (filled seats)" })),
                  invite: Type.Optional(Type.String({ description: 'Open seats: the single-use invitation code for POST /games/{id}/join' })),
                  player: Type.Optional(Type.String({ description: 'The player the seat is bound to' })),
                  bot: Type.Optional(literals(BOT_STRATEGIES, { description: 'A bot seat: the server plays it (no token)' })),
                }),
              ),
              receipt: ref.Receipt,
            },
            { description: 'Created; the seat tokens are shown only here' },
          ), { location: LocationHeader }),
          ...problems(...STORED_PROBLEMS, ...BODY_PROBLEMS, ...IDEMPOTENCY_PROBLEMS, 'PLAYER_NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const answer = await games.create(request.body, {
        // Scoped to the client's address: creating needs no credential.
        idempotency: idempotencyOf(request, undefined),
        render: ({ game, seats, receipt }) => {
          const view = gameView(game.record, game.state)
          return renderJson(reply, 201, { location: `/games/${view.id}`, etag: etag(view.version) }, { game: view, seats, receipt })
        },
      })
      return sendAnswer(reply, answer)
    },
  )

  app.get(
    '/games',
    {
      schema: {
        operationId: 'listGames',
        tags: ['games'],
        summary: 'List games, newest first',
        description: 'One page of the games (optionally of one status), newest first, with the total count; page with `limit` and `offset`.',
        security: [],
        querystring: Type.Object(
          {
            status: Type.Optional(GameStatus),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: LIST_DEFAULTS.limit, description: 'Games per page' })),
            offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: LIST_DEFAULTS.offset, description: 'Games to skip' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            { games: Type.Array(GameSummary), total: Type.Integer(), limit: Type.Integer(), offset: Type.Integer() },
            { description: 'One page of games' },
          ),
          ...problems(...STORED_PROBLEMS),
        },
      },
    },
    async (request) => {
      // Ajv fills in the defaults; the type cannot tell.
      const { status, limit = LIST_DEFAULTS.limit, offset = LIST_DEFAULTS.offset } = request.query
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
        operationId: 'getGame',
        tags: ['games'],
        summary: 'Read a game',
        description: 'The current GameState. Its ETag is `"<version>"`: If-None-Match with it answers 304 while the game is unchanged, and If-Match on a write refuses the write once it changed.',
        security: [],
        params: GameIdParams,
        response: { 200: described(ref.GameState, 'The current GameState'), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const game = await games.load(request.params.id)
      // The version, not a body hash (conditional.ts): If-Match on writes compares it.
      reply.header('etag', etag(game.record.version))
      return gameView(game.record, game.state)
    },
  )
}
