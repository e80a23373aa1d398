/** Creating, listing and reading games. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MAX_PLAYERS, MIN_PLAYERS, pileInventory } from '../../engine/index.js'
import { BOT_STRATEGIES } from '../../bots/strategies.js'
import { Clock, described, GameIdParams, GameStatus, LIMITS, literals, ref, RiverOptions, SafeString, TableOptions, TieBreakCriterion, TILE_CHOICE_OPTIONS } from '../schemas.js'
import { BODY_PROBLEMS, IDEMPOTENCY_PROBLEMS, problems, READ_PROBLEMS, STORED_PROBLEMS } from '../responses.js'
import { LocationHeader, writeAnswer } from '../response-headers.js'
import { VIEWER_SECURITY, ViewerHeaders, viewerOf } from '../viewer.js'
import { etag, gameView } from '../view.js'
import { IdempotencyKeyHeader, idempotencyOf, renderJson, sendAnswer } from '../idempotency.js'
import type { CreatedGame, GameService } from '../../service/games.js'
import type { Rendered } from '../../service/idempotency.js'
import type { FastifyReply } from 'fastify'

/** The largest pile: the River's 11 tiles and all 72 land tiles. */
const MAX_PILE = pileInventory({ farmers: true, river: { startTile: 'shuffled', turnRule: 'none' } }).length

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
          river: Type.Optional(
            Type.Union([Type.Partial(RiverOptions), Type.Null()], {
              description: 'The River opening (variants.md 1): the spring RA starts the board, the 10 middle River tiles come shuffled, then the lake RL, then the land tiles. `{}` takes the defaults (startTile removed, turnRule no-repeat); null or absent: no River',
            }),
          ),
          table: Type.Optional(Type.Union([TableOptions, Type.Null()], { description: 'Limited table space (variants.md 5): placements outside are illegal (reason outside-table); null or absent: unbounded' })),
          tieBreak: Type.Optional(
            Type.Array(TieBreakCriterion, {
              uniqueItems: true,
              maxItems: 3,
              default: [],
              description: 'Tie-break options (variants.md 7): an ordered subset of the criteria, no repeats, compared among the seats sharing the highest total; [] (the default) is a shared victory. The rulebook chain is ["landscapeFollowers", "citiesCompleted", "supplyFollowers"]',
            }),
          ),
          ...TILE_CHOICE_OPTIONS,
        },
        { additionalProperties: false },
      ),
    ),
    deck: Type.Optional(
      Type.Array(ref.TileLetter, {
        maxItems: MAX_PILE,
        description: 'Exact draw order after the start tile (after the spring with the River: middle River tiles, then at most one lake RL, then land tiles)',
      }),
    ),
    seed: Type.Optional(SafeString('text', LIMITS.seed, { description: 'Makes the shuffle reproducible (any string, the empty one included); not used with `deck`, which fixes the order itself. Secret like the server\'s own seed: while the game runs only a salted commitment to it is public; it is revealed when the game ends' })),
  },
  { additionalProperties: false },
)

/** What creating a game answers: the game, each seat's token (or invitation), the receipt of its newest entry. */
export const CREATED_GAME = {
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
}

/**
 * The 201 of a created game, with its Location and ETag; `extra` members follow the created game's,
 * `gameExtra` members join its GameState (as GET /games/{id} shows them).
 */
export function renderCreated(reply: FastifyReply, { game, seats, receipt }: CreatedGame, extra: Record<string, unknown>, gameExtra: Record<string, unknown> = {}): Rendered {
  const view = gameView(game.record, game.state)
  return renderJson(reply, 201, { location: `/games/${view.id}`, etag: etag(view.version) }, { game: { ...view, ...gameExtra }, seats, receipt, ...extra })
}

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
          "Returns the game and, once only, each seat's token, or for an open seat its single-use invitation code. While a seat is open the game is `waiting`. Colours are distinct (assigned in seat order when not given); `deck` gives the exact draw order and `seed` a reproducible shuffle (with a `deck` there is nothing to shuffle: the seed is not used); with neither, the server shuffles with a secret seed and publishes only its commitment.",
        security: [],
        headers: Type.Object({ 'idempotency-key': IdempotencyKeyHeader }),
        body: CreateGameBody,
        response: {
          201: writeAnswer(Type.Object(CREATED_GAME, { description: 'Created; the seat tokens are shown only here' }), { location: LocationHeader }),
          ...problems(...STORED_PROBLEMS, ...BODY_PROBLEMS, ...IDEMPOTENCY_PROBLEMS, 'PLAYER_NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const answer = await games.create(request.body, {
        // Scoped to the client's address: creating needs no credential.
        idempotency: idempotencyOf(request, undefined),
        render: (created) => renderCreated(reply, created, {}),
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
        description:
          'The current GameState; a lesson game\'s (POST /lessons/{id}/games) also says whether the learner achieved the lesson\'s goal (`lesson`). Its ETag is `"<version>"`: If-None-Match with it answers 304 while the game is unchanged, and If-Match on a write refuses the write once it changed.',
        security: VIEWER_SECURITY,
        params: GameIdParams,
        headers: ViewerHeaders,
        response: { 200: described(ref.GameState, 'The current GameState'), ...problems(...READ_PROBLEMS, 'UNAUTHORIZED') },
      },
    },
    async (request, reply) => {
      const game = await games.load(request.params.id)
      const viewer = await viewerOf(games, game, request, reply)
      const progress = await games.lessonProgress(game)
      // The version, not a body hash (conditional.ts): If-Match on writes compares it.
      reply.header('etag', etag(game.record.version, viewer))
      const view = gameView(game.record, game.state, viewer)
      if (progress === null) return view
      const { lesson, seat, achieved } = progress
      return { ...view, lesson: { id: lesson.id, title: lesson.title, goal: lesson.goal, seat, achieved } }
    },
  )
}
