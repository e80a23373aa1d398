/**
 * TypeBox schemas of every request and response. Shared shapes carry an $id: they are registered
 * once (see registerSchemas) and appear as named components in the OpenAPI document.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import type { PlacementRefusal } from '../engine/index.js'
import { CATALOGUE, CLOCK_LIMITS, COLORS, MAX_REDRAWS, PORTS, TIE_BREAK_CRITERIA, type GameEvent as EngineGameEvent, type ScoreEvent as EngineScoreEvent } from '../engine/index.js'
import { BOT_STRATEGIES } from '../bots/strategies.js'
import type { ExportedEntry } from '../audit/document.js'

/** One of the given values: an `enum` (documents show the values, not a union of one-value types). */
export const literals = <T extends string | number>(values: readonly T[], options: { $id?: string; description?: string } = {}) =>
  Type.Unsafe<T>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values], ...options })

export const TileLetter = literals(
  CATALOGUE.map((t) => t.id),
  { $id: 'TileLetter', description: 'A tile type: its letter in rules.md (A to X), or its id in variants.md (the River: RA to RL); GET /tiles describes each' },
)
export const Color = literals(COLORS, { $id: 'Color', description: 'A seat\'s colour' })
export const PortName = literals(PORTS, {
  $id: 'Port',
  description: 'N E S W (edge centres), NNW NNE ENE ESE SSE SSW WSW WNW (half-edges), C (centre); board orientation',
})
export const Rotation = literals([0, 90, 180, 270] as const)
export const FeatureKind = literals(['road', 'city', 'monastery', 'field'] as const)
export const GameStatus = literals(['waiting', 'active', 'finished'] as const, { description: 'waiting: a seat is still open (turn is null)' })
const Seat = Type.Integer({ minimum: 0, maximum: 4 })

/** Why ILLEGAL_PLACEMENT (variants.md 0.2). */
export const PLACEMENT_REFUSALS = ['occupied', 'no-neighbour', 'edge-mismatch', 'outside-table', 'river-disconnected', 'river-u-turn'] as const satisfies readonly PlacementRefusal[]

/** The River's choices (variants.md 1.5); each defaults to the official rule. */
export const RiverOptions = Type.Object(
  {
    startTile: literals(['removed', 'shuffled'] as const, { description: 'The base start tile D: back in the box (official; 71 land tiles) or shuffled into the land pile (JCloisterZone; 72)' }),
    turnRule: literals(['no-repeat', 'clearance', 'none'] as const, {
      description: 'no-repeat: never two turns the same way in a row (official); clearance: the 3-wide, 2-deep block ahead of the open end must be empty (JCloisterZone); none: edge matching only',
    }),
  },
  { additionalProperties: false },
)

// Any 32-bit integer: bounds beyond the cells a board can reach (about 84 from the start) limit nothing.
const TableBound = Type.Integer({ minimum: -2147483648, maximum: 2147483647 })

/** Limited table space (variants.md 5): inclusive bounds of the cells tiles may occupy, around (0, 0). */
export const TableOptions = Type.Object(
  { minX: TableBound, maxX: TableBound, minY: TableBound, maxY: TableBound },
  { additionalProperties: false, description: 'Inclusive bounds in board cells; minX <= 0 <= maxX and minY <= 0 <= maxY (the start tile lies inside)' },
)

/** The tie-break chain (variants.md 7): criteria in the order they are tried, each "more is better". */
export const TieBreakCriterion = literals(TIE_BREAK_CRITERIA, {
  description: 'landscapeFollowers: meeples on the board at the end; citiesCompleted: cities scored during play with the seat among the scorers; supplyFollowers: meeples in supply at the end',
})
// Any 32-bit integer: a cell no tile can reach is refused by the rules (422 ILLEGAL_PLACEMENT, no-neighbour), not by the schema.
const Coordinate = Type.Integer({ minimum: -2147483648, maximum: 2147483647 })

/** A game's clock (play.md): the time per turn, and the timed-out turns in a row after which the clock resigns a seat. */
export const Clock = Type.Object(
  {
    turnSeconds: Type.Integer({ minimum: CLOCK_LIMITS.turnSeconds.min, maximum: CLOCK_LIMITS.turnSeconds.max }),
    maxTimeouts: Type.Integer({ minimum: CLOCK_LIMITS.maxTimeouts.min, maximum: CLOCK_LIMITS.maxTimeouts.max }),
  },
  { additionalProperties: false },
)

/** The three-tile hand (variants.md 3) as GameState echoes it. */
export const HandOptions = Type.Object(
  {
    size: Type.Integer({ minimum: 2, maximum: 5, description: 'Tiles each seat holds' }),
    visible: Type.Boolean({ description: "false: private hands; each seat's tiles are shown only with its token (`Authorization: Bearer`) until the game ends" }),
  },
  { additionalProperties: false },
)

/** POST /games options of the tile-choice variants (variants.md 3, 4, 6). */
export const TILE_CHOICE_OPTIONS = {
  redraws: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_REDRAWS,
      default: 0,
      description: 'Friendly tile redraw (the rulebook variant is 1): how many times each player may reject the drawn tile in a game (POST /games/{id}/redraw)',
    }),
  ),
  draft: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        'Two-player draft (exactly 2 players): each draw reveals a display of up to three tiles, the active seat places one (`place {tile, ...}`), the next seat keeps one of the two others (POST /games/{id}/reserve) and the third goes to the bottom of the pile',
    }),
  ),
  hand: Type.Optional(
    Type.Union([Type.Partial(HandOptions), Type.Null()], {
      description:
        'The three-tile hand (variants.md 3): every seat holds `size` tiles (default 3), places one of them (`place {tile, ...}`) and draws back to `size` when it scores; held tiles that fit nowhere are removed at its draw. `visible: false` (default true) makes hands private. `{}` takes the defaults; null or absent: one drawn tile per turn. Not with redraws or the draft',
    }),
  ),
}

/*
 * Safe strings. PostgreSQL cannot store NUL in text, a lone UTF-16 surrogate has no UTF-8 form,
 * and control characters in names end up in logs and other clients' screens: every string input
 * carries one of these patterns and a maxLength, so that the OpenAPI document states the rule.
 * Ajv compiles patterns with the 'u' flag (its unicodeRegExp default): a paired surrogate (an
 * emoji) is one code point outside \uD800-\uDFFF, while a lone surrogate is a code point inside it.
 * Patterns are written with \u escapes so that the document holds no raw control character.
 */
export const STRING_PATTERNS = {
  /** Any text but NUL and lone surrogates (seeds, and documents that never reach the database). */
  text: '^[^\\u0000\\uD800-\\uDFFF]*$',
  /** Printable text: no C0 or C1 control character, no DEL, no lone surrogate (player names). */
  printable: '^[^\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$',
  /** URL-safe identifiers (game ids are UUIDs): RFC 3986 unreserved characters. */
  id: '^[A-Za-z0-9._~-]+$',
  /** Header values the service reads: visible ASCII, space and tab. */
  header: '^[\\t\\u0020-\\u007E]*$',
} as const

export type StringRule = keyof typeof STRING_PATTERNS

/** A string with a maximum length and one of the safe patterns (see STRING_PATTERNS). */
export function SafeString(rule: StringRule, maxLength: number, options: { minLength?: number; description?: string } = {}) {
  return Type.String({ ...options, maxLength, pattern: STRING_PATTERNS[rule] })
}

export const LIMITS = {
  /** Game ids in paths and documents (find-my-way's own maxParamLength is 100 too). */
  id: 100,
  name: 64,
  seed: 256,
  /** If-Match / If-None-Match: a list of ETags. */
  etags: 256,
} as const


export const Problem = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String(),
    version: Type.Optional(Type.Integer({ description: 'The current version (VERSION_CONFLICT)' })),
    reason: Type.Optional(literals(PLACEMENT_REFUSALS, { description: 'ILLEGAL_PLACEMENT: why (an extension member, variants.md 0.2)' })),
    outcome: Type.Optional(
      Type.Literal('unknown', {
        description: 'DATABASE_UNAVAILABLE of a write whose connection to the database was lost after the write was sent: it may have been written (read before writing again, or retry with the same Idempotency-Key)',
      }),
    ),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String({ description: 'Where: the request part (body, querystring, params, headers) and the JSON pointer within it' }),
          message: Type.String(),
          property: Type.Optional(Type.String({ description: 'The member concerned: one not allowed here, or a required one that is missing' })),
        }),
      ),
    ),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details' },
)

export const ScoreEvent = Type.Object(
  {
    feature: FeatureKind,
    points: Type.Integer({ description: 'Points each seat in `seats` received' }),
    seats: Type.Array(Seat),
    tiles: Type.Integer(),
    shields: Type.Integer(),
    cities: Type.Optional(Type.Integer({ description: 'Fields: distinct completed cities touched' })),
    complete: Type.Boolean(),
    meeples: Type.Array(Type.Object({ seat: Seat, count: Type.Integer() }, { additionalProperties: false })),
    positions: Type.Array(Type.Object({ x: Type.Integer(), y: Type.Integer() }, { additionalProperties: false })),
  },
  { $id: 'ScoreEvent', additionalProperties: false, description: 'How a feature scored (scored events, and the scored and final lists of the turn answers)' },
)

export const GameState = Type.Object(
  {
    id: Type.String(),
    status: GameStatus,
    version: Type.Integer({ description: 'seq of the last log entry; also the ETag' }),
    options: Type.Object(
      {
        farmers: Type.Boolean(),
        clock: Type.Optional(Clock),
        undo: Type.Optional(Type.Literal(false, { description: 'Present when undo is turned off (tournament games); undo is allowed otherwise' })),
        river: Type.Union([RiverOptions, Type.Null()], { description: 'The River opening, or null' }),
        hand: Type.Union([HandOptions, Type.Null()], { description: 'The tile hand, or null (one drawn tile per turn)' }),
        redraws: Type.Integer({ minimum: 0, maximum: MAX_REDRAWS, description: 'Friendly redraws per player (variants.md 4); 0: none' }),
        table: Type.Union([TableOptions, Type.Null()], { description: 'Limited table space, or null (unbounded)' }),
        draft: Type.Boolean({ description: 'The two-player draft' }),
        tieBreak: Type.Array(TieBreakCriterion, { description: 'The tie-break chain; [] is a shared victory' }),
      },
      { description: 'The variants of variants.md, every one echoed with its default filled in' },
    ),
    players: Type.Array(
      Type.Object({
        seat: Seat,
        name: Type.Union([Type.String(), Type.Null()], { description: 'null while the seat is open' }),
        color: Type.Ref('Color'),
        score: Type.Integer(),
        meeples: Type.Integer({ description: 'In supply' }),
        resigned: Type.Boolean({ description: 'A resigned seat takes no more turns and cannot win; its meeples stay and score' }),
        timeouts: Type.Integer({ description: 'Consecutive turns of this seat finished by the clock' }),
        bot: Type.Optional(literals(BOT_STRATEGIES, { description: 'A bot seat: the server plays it with this strategy. Absent for a seat played by a person' })),
        citiesCompleted: Type.Integer({ description: 'Cities completed during play (not at final scoring) with this seat among those that scored them' }),
        redrawsLeft: Type.Optional(Type.Integer({ description: 'Games with redraws: the friendly redraws this seat has left' })),
        hand: Type.Optional(
          Type.Array(Type.Ref('TileLetter'), {
            description: "Games with hands: the seat's tiles in draw order. With private hands, shown only to the seat's own token (and to everyone once the game is finished)",
          }),
        ),
        handSize: Type.Optional(Type.Integer({ description: 'Games with hands: how many tiles the seat holds (always shown)' })),
      }),
    ),
    turn: Type.Union([
      Type.Object({
        seat: Seat,
        phase: literals(['reserve', 'draw', 'place', 'deploy', 'score'] as const, { description: '`reserve`: draft games only, when the turn starts with two leftovers to choose from' }),
        tile: Type.Union([Type.Ref('TileLetter'), Type.Null()]),
        placed: Type.Union([Type.Object({ x: Type.Integer(), y: Type.Integer(), rotation: Rotation }), Type.Null()]),
        deadline: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Games with a clock: when this turn times out' })),
        redrawn: Type.Optional(Type.Boolean({ description: 'Games with redraws: the seat has redrawn this turn (at most once a turn)' })),
      }),
      Type.Null(),
    ]),
    board: Type.Array(Type.Object({ x: Type.Integer(), y: Type.Integer(), tile: Type.Ref('TileLetter'), rotation: Rotation })),
    meeples: Type.Array(Type.Object({ seat: Seat, x: Type.Integer(), y: Type.Integer(), at: Type.Ref('Port'), feature: FeatureKind })),
    deck: Type.Object({
      remaining: Type.Integer(),
      river: Type.Integer({ description: 'River tiles still in the pile, the lake included (0 without the River)' }),
      bottom: Type.Array(Type.Ref('TileLetter'), {
        description: 'The tiles put back at the bottom of the pile (redraws, the draft) that are still in it, in pile order (public: everyone saw them); empty in other games',
      }),
    }),
    draft: Type.Optional(
      Type.Object(
        {
          display: Type.Array(Type.Ref('TileLetter'), { description: 'The tiles revealed for the active seat (the kept one first, then in reveal order); once one is placed, the others, also once the game is finished' }),
          kept: Type.Union([Type.Ref('TileLetter'), Type.Null()], { description: 'The leftover kept for the active seat, until its draw reveals the display' }),
          leftovers: Type.Array(Type.Ref('TileLetter'), { description: 'Phase `reserve`: the two tiles the last turn left, one to keep' }),
        },
        { description: 'Two-player draft games only (variants.md 6)' },
      ),
    ),
    river: Type.Union(
      [
        Type.Object({
          open: Type.Union([Type.Object({ x: Type.Integer(), y: Type.Integer(), edge: literals(['N', 'E', 'S', 'W'] as const) }), Type.Null()], {
            description: 'The River tile whose river end is open and the side where the river leaves it; null once the lake is placed',
          }),
          lastTurn: Type.Union([literals(['left', 'right', 'straight'] as const), Type.Null()], { description: 'How the last River tile placed turned (straight for the spring); null once the lake is placed' }),
        }),
        Type.Null(),
      ],
      { description: 'Games with the River: where it stands (derived from the board); null otherwise' },
    ),
    discarded: Type.Array(Type.Ref('TileLetter')),
    winners: Type.Array(Seat, { description: 'Once finished: the seats with the highest total, after the tie-break chain if any; resigned and open seats never win (a game that ended while seats were open has none)' }),
    tieBreak: Type.Union(
      [
        Type.Object({
          tied: Type.Array(Seat, { description: 'The seats that shared the highest total' }),
          decidedBy: Type.Union([TieBreakCriterion, Type.Null()], { description: 'The criterion that left one winner; null when the chain ended with several' }),
          values: Type.Array(
            Type.Object({
              seat: Seat,
              landscapeFollowers: Type.Optional(Type.Integer()),
              citiesCompleted: Type.Optional(Type.Integer()),
              supplyFollowers: Type.Optional(Type.Integer()),
            }),
            { description: "Each tied seat's value of every criterion of the chain" },
          ),
        }),
        Type.Null(),
      ],
      { description: 'Once finished with a shared highest total and a tie-break chain: how the winners were decided; null otherwise' },
    ),
    deckSource: literals(['server', 'seed', 'stacked'] as const),
    deckCommitment: Type.Union([Type.String(), Type.Null()], {
      description: 'sha256 hex of the server\'s shuffle seed, or of the canonical JSON {"salt","seed"} of a client\'s seed or {"deck","salt"} of a stacked deck (docs/AUDIT.md)',
    }),
    seed: Type.Optional(Type.String({ description: 'The shuffle seed, revealed once the game is finished' })),
    stackedDeck: Type.Optional(Type.Array(Type.Ref('TileLetter'), { description: 'A stacked deck, revealed once the game is finished' })),
    deckSalt: Type.Optional(Type.String({ description: "The salt of the commitment of a stacked deck or a client's seed, revealed once the game is finished" })),
    headHash: Type.String({ description: 'Hash of the newest log entry' }),
    rulesVersion: Type.String(),
    lesson: Type.Optional(
      Type.Object(
        {
          id: Type.String(),
          title: Type.String(),
          goal: Type.String(),
          seat: Type.Integer({ minimum: 0, maximum: 1, description: "The learner's seat" }),
          achieved: Type.Union([Type.Boolean(), Type.Null()], {
            description: "null until the learner's turn (the first not played by the lesson) is scored; then whether that turn achieved the goal",
          }),
        },
        { description: 'GET /games/{id} of a game created by POST /lessons/{id}/games: its lesson, and whether the learner achieved the goal' },
      ),
    ),
  },
  { $id: 'GameState' },
)

export const Placement = Type.Object(
  {
    tile: Type.Optional(Type.Ref('TileLetter', { description: 'Draft games: the display tile this placement is for (`place` then names it)' })),
    x: Type.Integer(),
    y: Type.Integer(),
    rotation: Rotation,
  },
  { $id: 'Placement', description: 'A position and rotation where `place` accepts the drawn tile (in the draft, the tile named)' },
)

export const Deployment = Type.Object(
  { at: Type.Ref('Port'), feature: FeatureKind },
  { $id: 'Deployment', description: 'A segment of the tile just placed where `deploy` accepts a meeple; `at` is one of its ports' },
)

export const Receipt = Type.Object(
  {
    gameId: SafeString('text', LIMITS.id),
    seq: Type.Integer({ minimum: 0, maximum: 2147483647 }),
    hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    kid: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$', description: 'The signing key (GET /keys)' }),
    signature: Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$', description: 'base64url Ed25519 signature of the UTF-8 bytes of `<gameId>:<seq>:<hash>`' }),
  },
  {
    $id: 'Receipt',
    additionalProperties: false,
    description: 'Proof, signed by the service, that the game\'s log holds entry `seq` with this hash: keep it to detect a later rollback or rewrite (POST /verify)',
  },
)

/** The events and log entries (GameEvent, LogEntry) are in log-schemas.ts. */
export const SHARED_SCHEMAS: TSchema[] = [TileLetter, Color, PortName, Problem, ScoreEvent, GameState, Placement, Deployment, Receipt]

export const ref = {
  GameState: Type.Unsafe<import('@sinclair/typebox').Static<typeof GameState>>(Type.Ref('GameState')),
  ScoreEvent: Type.Unsafe<EngineScoreEvent>(Type.Ref('ScoreEvent')),
  GameEvent: Type.Unsafe<EngineGameEvent>(Type.Ref('GameEvent')),
  LogEntry: Type.Unsafe<ExportedEntry>(Type.Ref('LogEntry')),
  Placement: Type.Unsafe<import('@sinclair/typebox').Static<typeof Placement>>(Type.Ref('Placement')),
  Deployment: Type.Unsafe<import('@sinclair/typebox').Static<typeof Deployment>>(Type.Ref('Deployment')),
  Receipt: Type.Unsafe<import('@sinclair/typebox').Static<typeof Receipt>>(Type.Ref('Receipt')),
  Problem: Type.Ref('Problem'),
  TileLetter: Type.Unsafe<import('@sinclair/typebox').Static<typeof TileLetter>>(Type.Ref('TileLetter')),
  Color: Type.Unsafe<import('@sinclair/typebox').Static<typeof Color>>(Type.Ref('Color')),
  Port: Type.Unsafe<import('@sinclair/typebox').Static<typeof PortName>>(Type.Ref('Port')),
}

/** A reference to a shared schema with its own description (used as the response description). */
export function described<T extends TSchema>(schema: T, description: string): T {
  return { ...schema, description }
}

export const GameId = SafeString('id', LIMITS.id, { minLength: 1, description: 'Game id' })
export const GameIdParams = Type.Object({ id: GameId })
export { Coordinate, Seat }
