/** The turn actions (the four of api.md, and undo). Each needs the active seat's token and appends exactly one log entry. */
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { legalDeployments, offeredPlacements, scoreEvents, type GameEvent, type GameState, type TileId } from '../../engine/index.js'
import { Coordinate, GameIdParams, ref, Rotation } from '../schemas.js'
import { problems, TURN_PROBLEMS } from '../responses.js'
import { writeAnswer } from '../response-headers.js'
import { takesNoBody, type ProblemCode } from '../problem.js'
import { answerFor, parseIfMatch } from '../view.js'
import { IfMatchHeader } from '../conditional.js'
import { AuthorizationHeader } from '../auth.js'
import { IdempotencyKeyHeader, idempotencyOf, renderJson, sendAnswer } from '../idempotency.js'
import type { GameService } from '../../service/games.js'
import type { TurnActionType } from '../../service/log.js'
import { bearerToken } from '../auth.js'

interface TurnRoute {
  readonly type: TurnActionType
  readonly operationId: string
  readonly summary: string
  readonly description: string
  /** The rule violations this action can be refused for, besides the turn's own (TURN_PROBLEMS). */
  readonly refusals: ProblemCode[]
  /** The request body; draw and score take none. */
  readonly body?: TSchema
  /** Extra response members beside `game` and `events`. */
  readonly response: Record<string, TSchema>
  /** Their values, from what the engine reported and the state it decided (no further read). */
  readonly extra: (events: readonly GameEvent[], state: GameState, actor: number | null) => Record<string, unknown>
}

const ScoreEvents = Type.Array(ref.ScoreEvent)

const DrawnTiles = Type.Array(ref.TileLetter, { description: 'Games with hands: the tiles from the pile that entered the hand and stayed there, in draw order' })

/** A hand game's draw or score: how the hand was refilled. */
function refill(events: readonly GameEvent[]): Extract<GameEvent, { type: 'refilled' }> | undefined {
  return events.find((e): e is Extract<GameEvent, { type: 'refilled' }> => e.type === 'refilled')
}

/**
 * `score`'s `drawn` in every game with hands (variants.md 3): what the turn's seat drew back, the
 * hand dealt to it when the turn ended the river phase, and none during the river phase.
 */
function handDrawn(events: readonly GameEvent[], state: GameState, actor: number | null): { drawn?: readonly TileId[] } {
  if (state.options.hand === undefined || state.options.hand === null) return {}
  const refilled = refill(events)
  if (refilled !== undefined) return { drawn: refilled.drawn }
  const dealt = events.find((e): e is Extract<GameEvent, { type: 'dealt' }> => e.type === 'dealt')
  return { drawn: dealt === undefined || actor === null ? [] : dealt.hands[actor] }
}

function finalScores(events: readonly GameEvent[]): { final?: unknown[] } {
  return events.some((e) => e.type === 'ended') ? { final: scoreEvents(events, 'final') } : {}
}

const TURN_ROUTES: TurnRoute[] = [
  {
    type: 'draw',
    operationId: 'drawTile',
    summary: 'Draw the next tile',
    description:
      'Phase `draw`. Gives the top tile of the pile; tiles that fit nowhere on the board are removed first and listed in `discarded`. When that empties the pile, the game ends: `tile` is null and the final scoring is in `final`. In the two-player draft it reveals the display instead (`display`, no `tile`): the kept leftover and tiles from the pile up to three, unplaceable ones removed; an empty display ends the game. With the River the draft starts after the river: River tiles are drawn one at a time as here (`tile`). With hands (variants.md 3) it removes the held tiles that fit nowhere (`discarded`) and replaces them from the pile (`drawn`), `tile` being null: the seat then places one of its tiles; an empty hand ends the turn, and the game when no seat holds a tile. Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).',
    refusals: [],
    response: {
      tile: Type.Optional(Type.Union([ref.TileLetter, Type.Null()], { description: 'null when the removals emptied the pile and ended the game; absent in the draft once the River tiles (if any) are drawn' })),
      display: Type.Optional(Type.Array(ref.TileLetter, { description: 'Draft games: the tiles to choose from (the kept one first, then in reveal order); empty when the game ended' })),
      discarded: Type.Array(ref.TileLetter),
      drawn: Type.Optional(DrawnTiles),
      placements: Type.Array(ref.Placement, { description: 'Every placement `place` accepts (in the draft, of every display tile, with its `tile`), as GET /games/{id}/legal lists them (empty when the draw ended the game)' }),
      final: Type.Optional(ScoreEvents),
    },
    extra: (events, state) => {
      const refilled = refill(events)
      if (refilled !== undefined) {
        // River tiles removed just before the deal that ended the river phase come first.
        const dealt = events.find((e) => e.type === 'dealt')
        const discarded = dealt?.type === 'dealt' ? [...dealt.discarded, ...refilled.discarded] : refilled.discarded
        return { tile: null, discarded, drawn: refilled.drawn, placements: offeredPlacements(state), ...finalScores(events) }
      }
      const drawn = events.find((e) => e.type === 'drawn' || e.type === 'revealed')
      const shown = drawn?.type === 'revealed' ? { display: drawn.display } : { tile: drawn?.type === 'drawn' ? drawn.tile : null }
      return { ...shown, discarded: drawn === undefined ? [] : drawn.discarded, placements: offeredPlacements(state), ...finalScores(events) }
    },
  },
  {
    type: 'place',
    operationId: 'placeTile',
    summary: 'Place the drawn tile',
    description:
      'Phase `place`. Puts the drawn tile (in the draft the display tile named by `tile`, with hands the held tile named by `tile`) at (`x`, `y`) with `rotation` (degrees clockwise); the start tile is at (0, 0), `y` grows southwards. GET /games/{id}/legal lists every accepted placement. 422 `TILE_NOT_AVAILABLE` when `tile` is not one to choose from.',
    refusals: ['ILLEGAL_PLACEMENT', 'TILE_NOT_AVAILABLE'],
    body: Type.Object(
      {
        tile: Type.Optional(Type.Ref('TileLetter', { description: 'The tile to place: required in the draft and with hands when the display or hand holds different tiles (one of them); elsewhere, if sent, the drawn tile' })),
        x: Coordinate,
        y: Coordinate,
        rotation: Rotation,
      },
      { additionalProperties: false },
    ),
    response: {
      deployments: Type.Array(ref.Deployment, {
        description: 'Every segment of the placed tile that `deploy` accepts, as GET /games/{id}/legal lists them (empty when the seat has no meeple in supply)',
      }),
    },
    extra: (_events, state) => ({ deployments: legalDeployments(state) }),
  },
  {
    type: 'deploy',
    operationId: 'deployMeeple',
    summary: 'Deploy a meeple on the tile just placed',
    description:
      'Phase `deploy`, optional (score without it to deploy nothing). Puts a meeple of the seat on the segment of the tile just placed at port `at`; the feature must hold no meeple yet. GET /games/{id}/legal lists the deployable segments.',
    refusals: ['NO_SUCH_SEGMENT', 'FEATURE_OCCUPIED', 'NO_MEEPLES'],
    body: Type.Object({ at: ref.Port }, { additionalProperties: false }),
    response: {},
    extra: () => ({}),
  },
  {
    type: 'redraw',
    operationId: 'redrawTile',
    summary: 'Reject the drawn tile and draw another (friendly redraw)',
    description:
      'Phase `place`, by the active seat, in games created with `options.redraws` (variants.md 4). The drawn tile goes to the bottom of the pile (`deck.bottom`), and the next tile is drawn as `draw` does: tiles that fit nowhere are removed (`discarded`), which may bring the rejected tile itself back. The replacement must be played. A log entry of its own (`redraw`, event `redrawn`). Refused with 422 `NO_REDRAW` when the game has no redraws, the seat has none left, it already redrew this turn, the pile is empty or the drawn tile is a River tile; with 409 `WRONG_PHASE` outside phase `place`. Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).',
    refusals: ['NO_REDRAW'],
    response: {
      tile: ref.TileLetter,
      rejected: Type.Ref('TileLetter', { description: 'The tile put back at the bottom of the pile' }),
      discarded: Type.Array(ref.TileLetter),
      placements: Type.Array(ref.Placement, { description: 'Every placement `place` accepts for the new tile, as GET /games/{id}/legal lists them' }),
    },
    extra: (events, state) => {
      const redrawn = events.find((e) => e.type === 'redrawn')
      return redrawn?.type === 'redrawn' ? { tile: redrawn.tile, rejected: redrawn.rejected, discarded: redrawn.discarded, placements: offeredPlacements(state) } : {}
    },
  },
  {
    type: 'undo',
    operationId: 'undoPlacement',
    refusals: ['NO_UNDO'],
    summary: 'Take back the placement of this turn (and the deployment): phase `place` again with the same tile',
    description:
      'In phase `deploy` or `score`, by the active seat. A log entry of its own (`undo`, event `undone`). Answers the legal placements of the same tile, like draw. Refused with 422 `NO_UNDO` in games created with `options.undo: false`, with 409 `WRONG_PHASE` in phases `draw` and `place`, and with 403 `NOT_YOUR_TURN` once the turn is scored (it has passed on). Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).',
    response: {
      placements: Type.Array(ref.Placement, { description: 'Every placement `place` accepts for the tile taken back, as GET /games/{id}/legal lists them' }),
    },
    extra: (_events, state) => ({ placements: offeredPlacements(state) }),
  },
  {
    type: 'reserve',
    operationId: 'reserveTile',
    summary: 'Keep one of the two leftover tiles (two-player draft)',
    description:
      'Phase `reserve`, which a draft game\'s turn starts in when the last turn left two display tiles (`draft.leftovers`): the active seat keeps `tile` for its display, and the other goes to the bottom of the pile (`deck.bottom`). Then phase `draw` reveals the display. A log entry of its own (`reserve`, event `reserved`). Refused with 422 `TILE_NOT_AVAILABLE` when `tile` is not a leftover, with 409 `WRONG_PHASE` outside phase `reserve` (and in games without the draft).',
    refusals: ['TILE_NOT_AVAILABLE'],
    body: Type.Object({ tile: ref.TileLetter }, { additionalProperties: false }),
    response: {
      tile: Type.Ref('TileLetter', { description: 'The leftover kept' }),
      putBack: Type.Ref('TileLetter', { description: 'The other leftover, now at the bottom of the pile' }),
    },
    extra: (events) => {
      const reserved = events.find((e) => e.type === 'reserved')
      return reserved?.type === 'reserved' ? { tile: reserved.tile, putBack: reserved.putBack } : {}
    },
  },
  {
    type: 'score',
    operationId: 'scoreTurn',
    summary: 'Score the turn and pass it on',
    description:
      'Phase `deploy` or `score` (after placing, with or without a meeple). Scores the features the turn completed (`scored`; their meeples return to their owners) and passes the turn to the next seat. When the pile is empty the game ends, with the final scoring in `final`. With hands (variants.md 3) the seat then draws back to the hand size (`drawn`, in every `score` of such a game: empty during the river phase, the hand dealt to the seat when its turn ended the river phase), and the turn passes to the next seat holding tiles; the game ends when the pile and every hand are empty. Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).',
    refusals: [],
    response: { scored: ScoreEvents, drawn: Type.Optional(DrawnTiles), final: Type.Optional(ScoreEvents) },
    extra: (events, state, actor) => ({ scored: scoreEvents(events, 'turn'), ...handDrawn(events, state, actor), ...finalScores(events) }),
  },
]

export const turnRoutes: FastifyPluginAsyncTypebox<{ games: GameService }> = async (app, { games }) => {
  for (const route of TURN_ROUTES) {
    app.post(
      `/games/:id/${route.type}`,
      {
        schema: {
          operationId: route.operationId,
          tags: ['turn'],
          summary: route.summary,
          description: route.description,
          security: [{ seatToken: [] }, { playerToken: [] }],
          params: GameIdParams,
          headers: Type.Object({
            authorization: Type.Optional({ ...AuthorizationHeader, description: 'Bearer <seat token>' }),
            'if-match': IfMatchHeader,
            'idempotency-key': IdempotencyKeyHeader,
          }),
          ...(route.body === undefined ? {} : { body: route.body }),
          response: {
            200: writeAnswer(
              Type.Object(
                { game: ref.GameState, ...route.response, events: Type.Array(ref.GameEvent), receipt: ref.Receipt },
                { description: 'The action was accepted and appended to the log as one entry' },
              ),
            ),
            ...problems(...TURN_PROBLEMS, ...route.refusals),
          },
        },
        ...(route.body === undefined ? { preValidation: takesNoBody } : {}),
      },
      async (request, reply) => {
        const payload = route.body === undefined ? {} : (request.body as Record<string, unknown>)
        const token = bearerToken(request.headers.authorization)
        const answer = await games.act(request.params.id, token, route.type, payload, {
          ifMatch: parseIfMatch(request.headers['if-match']),
          idempotency: idempotencyOf(request, token),
          render: ({ record, state, actor, events, receipt }) => {
            const answer = answerFor(record, state, actor, events)
            return renderJson(reply, 200, { etag: answer.etag }, { game: answer.game, ...route.extra(answer.events, state, actor), events: answer.events, receipt })
          },
        })
        return sendAnswer(reply, answer)
      },
    )
  }
}
