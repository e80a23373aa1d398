/**
 * The events of an accepted action and the entries of the action log, one schema per type.
 * GameEvent and LogEntry are `oneOf` their types (each branch's `type` a constant); the OpenAPI
 * document adds the discriminator with its mapping (openapi-unions.ts), which Ajv does not take.
 */
import { Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox'
import { BOT_STRATEGIES } from '../bots/strategies.js'
import { MAX_REDRAWS } from '../engine/index.js'
import { Clock, FeatureKind, HandOptions, literals, RiverOptions, Rotation, Seat, TableOptions, TieBreakCriterion } from './schemas.js'

const exact = { additionalProperties: false } as const
const TileRef = Type.Ref('TileLetter')
const PortRef = Type.Ref('Port')
/** A tile of a private hand: its id only for its seat, null for everyone else (variants.md 3). */
const HiddenTile = Type.Union([TileRef, Type.Null()], { description: 'null: a tile of another seat\'s private hand' })
/** The digest a sealed result carries (src/hidden/seal.ts, docs/AUDIT.md). */
const PrivateDigest = Type.Optional(
  Type.String({
    pattern: '^[0-9a-f]{64}$',
    description: "Games with private hands, entries with private tiles: sha256 of the canonical JSON {result, salt} of the whole result, the salt derived from the game's deck secret (revealed at the end)",
  }),
)

/** An object schema named `$id`, with exactly these members. */
function named<T extends TProperties>($id: string, description: string, properties: T): TObject<T> {
  return Type.Object(properties, { $id, description, ...exact })
}

const EVENTS = [
  named('JoinedEvent', 'A seat was filled (join)', { type: Type.Literal('joined'), seat: Seat, name: Type.String({ description: 'The name the seat took' }) }),
  named('ResignedEvent', 'A seat resigned: it takes no more turns and cannot win', {
    type: Type.Literal('resigned'),
    seat: Seat,
    by: Type.Optional(Type.Literal('clock', { description: 'Only when the clock resigned the seat (too many timeouts in a row)' })),
  }),
  named('DrawnEvent', 'The seat drew a tile; tiles with no legal place were discarded first', {
    type: Type.Literal('drawn'),
    seat: Seat,
    tile: Type.Union([TileRef, Type.Null()], { description: 'null when the pile ran out while discarding' }),
    discarded: Type.Array(TileRef),
  }),
  named('RedrawnEvent', 'A friendly redraw (variants.md 4): the drawn tile went to the bottom of the pile and another was drawn', {
    type: Type.Literal('redrawn'),
    seat: Seat,
    tile: TileRef,
    rejected: Type.Ref('TileLetter', { description: 'The tile put back at the bottom of the pile' }),
    discarded: Type.Array(TileRef, { description: 'Tiles with no legal place removed on the way' }),
  }),
  named('RevealedEvent', "The two-player draft's draw (variants.md 6): the display revealed for the seat", {
    type: Type.Literal('revealed'),
    seat: Seat,
    display: Type.Array(TileRef, { description: 'The tiles to choose from (the kept one first, then in reveal order); empty when the game ended' }),
    discarded: Type.Array(TileRef, { description: 'Tiles with no legal place removed on the way' }),
    fromPile: Type.Array(TileRef, { description: 'The tiles taken off the pile, in pile order' }),
  }),
  named('ReservedEvent', "The two-player draft's reserve: the seat kept one leftover for its display", {
    type: Type.Literal('reserved'),
    seat: Seat,
    tile: Type.Ref('TileLetter', { description: 'The leftover kept' }),
    putBack: Type.Ref('TileLetter', { description: 'The other leftover, put at the bottom of the pile' }),
  }),
  named('RefilledEvent', "Hands (variants.md 3): the seat's hand refilled, at its draw (unplaceable held tiles replaced) or after its score (back to the hand size)", {
    type: Type.Literal('refilled'),
    seat: Seat,
    discarded: Type.Array(TileRef, { description: 'Held tiles with no legal place, removed' }),
    drawn: Type.Array(HiddenTile, { description: "The pile's tiles that stayed in the hand" }),
    fromPile: Type.Array(HiddenTile, { description: 'Every tile taken off the pile, in pile order (the discarded ones included)' }),
  }),
  named('DealtEvent', 'Hands with the River (variants.md 3 and 8): the hands dealt when the river phase ended', {
    type: Type.Literal('dealt'),
    from: { ...Seat, description: 'The seat dealt first (the one whose turn came next); each seat in turn from it took its tiles from the top of the pile' },
    hands: Type.Array(Type.Array(HiddenTile), { description: "The tiles dealt, by seat (empty for a resigned seat); with private hands, only the viewer's own are named" }),
    discarded: Type.Array(TileRef, { description: 'River tiles with no legal place that the draw removed just before the deal (the river phase ended inside it); empty when a score ended it' }),
  }),
  named('PlacedEvent', 'The seat placed its tile', { type: Type.Literal('placed'), seat: Seat, tile: TileRef, x: Type.Integer(), y: Type.Integer(), rotation: Rotation }),
  named('UndoneEvent', 'An undo took back the placement of the tile, and the meeple deployed on it if any', {
    type: Type.Literal('undone'),
    seat: Seat,
    tile: TileRef,
    x: Type.Integer(),
    y: Type.Integer(),
    rotation: Rotation,
    at: Type.Optional(Type.Ref('Port', { description: 'The meeple taken back with the tile, if any' })),
  }),
  named('DeployedEvent', 'The seat put a meeple on a segment of the tile it placed', { type: Type.Literal('deployed'), seat: Seat, x: Type.Integer(), y: Type.Integer(), at: PortRef, feature: FeatureKind }),
  named('ScoredEvent', 'A feature scored: at the end of a turn, or in the final scoring', {
    type: Type.Literal('scored'),
    stage: literals(['turn', 'final'] as const),
    score: Type.Ref('ScoreEvent'),
  }),
  named('EndedEvent', 'The game ended', { type: Type.Literal('ended'), winners: Type.Array(Seat), scores: Type.Array(Type.Integer(), { description: 'Final scores by seat' }) }),
]

export const GameEvent = Type.Unsafe({
  $id: 'GameEvent',
  description: 'One thing an accepted action did, as the engine reported it; `type` says which',
  oneOf: EVENTS.map((event) => Type.Ref(event.$id!)),
})

/** Who acted for the seat when its own client did not (absent when it did). */
const FinishedBy = Type.Optional(
  literals(['clock', 'resign', 'bot', 'lesson'] as const, {
    description: "clock: the turn timed out; resign: finished before the seat resigned; bot: the server played its bot seat; lesson: a lesson's scripted turn",
  }),
)

const CreateSeat = Type.Union([
  Type.Object({ name: Type.String(), color: Type.Ref('Color'), bot: Type.Optional(literals(BOT_STRATEGIES, { description: 'A bot seat' })) }, exact),
  Type.Object({ open: Type.Literal(true), color: Type.Ref('Color') }, { ...exact, description: 'A seat left open for a join' }),
])

const EventsResult = Type.Object({ events: Type.Array(Type.Ref('GameEvent')), private: PrivateDigest }, { ...exact, description: 'What the action did' })

/** A log entry of `type`: `payload` is the request as applied, `result` what it did. */
function entry(type: string, description: string, seat: TSchema, payload: TProperties, result: TSchema = EventsResult) {
  return named(`${type[0].toUpperCase()}${type.slice(1)}Entry`, description, {
    seq: Type.Integer({ minimum: 0 }),
    type: Type.Literal(type),
    seat,
    payload: Type.Object(payload, exact),
    result,
    rulesVersion: Type.String(),
    hash: Type.String({ description: 'sha256 hex over the previous hash and this entry (docs/AUDIT.md)' }),
    at: Type.String({ format: 'date-time' }),
  })
}

const ActingSeat = { ...Seat, description: 'The acting seat' }

/** A game's options as the service keeps them (entry 0, the export): a variant only when chosen. */
export const StoredOptions = Type.Object(
  {
    farmers: Type.Boolean(),
    clock: Type.Optional(Clock),
    undo: Type.Optional(Type.Literal(false)),
    river: Type.Optional(RiverOptions),
    table: Type.Optional(TableOptions),
    tieBreak: Type.Optional(Type.Array(TieBreakCriterion, { minItems: 1, maxItems: 3 })),
    redraws: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_REDRAWS })),
    draft: Type.Optional(Type.Literal(true)),
    hand: Type.Optional(HandOptions),
  },
  { ...exact, description: 'As the service keeps them: a variant only when chosen' },
)

const ENTRIES = [
  entry(
    'create',
    'Entry 0: the public setup (a server-shuffled or stacked pile only by its commitment)',
    Type.Null(),
    {
      players: Type.Array(CreateSeat),
      options: StoredOptions,
      deck: Type.Optional(Type.Array(TileRef, { description: 'A stacked deck, in games recorded before stacked decks were kept secret' })),
      seed: Type.Optional(Type.String({ description: "A client's seed, in games created before client seeds were kept secret" })),
      lesson: Type.Optional(Type.String({ description: 'Lesson games only: the lesson the game was created from (POST /lessons/{id}/games)' })),
    },
    Type.Object(
      {
        deckSource: literals(['server', 'seed', 'stacked'] as const),
        deckCommitment: Type.Union([Type.String(), Type.Null()], { description: 'null for a deck stacked in entry 0 (older games)' }),
        hands: Type.Optional(Type.Array(Type.Array(HiddenTile), { description: 'Games with hands: the deal, every seat\'s hand by seat (private hands: only the viewer\'s own tiles)' })),
        private: PrivateDigest,
      },
      exact,
    ),
  ),
  entry('join', 'A join filled an open seat (the payload names the seat too)', ActingSeat, { seat: Seat, name: Type.String() }),
  entry('draw', 'The seat drew', ActingSeat, { by: FinishedBy }),
  entry('place', 'The seat placed the drawn tile', ActingSeat, {
    tile: Type.Optional(Type.Ref('TileLetter', { description: 'The tile chosen (the draft), or the drawn tile when the request named it' })),
    x: Type.Integer(),
    y: Type.Integer(),
    rotation: Rotation,
    by: FinishedBy,
  }),
  entry('deploy', 'The seat deployed a meeple', ActingSeat, { at: PortRef, by: FinishedBy }),
  entry('score', 'The turn was scored and passed on, or the game ended (after the last turn of a seat that resigns, its resign entry ends it)', ActingSeat, {
    by: FinishedBy,
    resignFollows: Type.Optional(
      Type.Literal(true, { description: "The game's last turn, finished for a seat that resigns next (by: resign, or the clock's last timeout): the resign entry that follows ends the game" }),
    ),
    resigns: Type.Optional(Type.Literal(true, { description: 'As earlier versions recorded such a last turn: the seat resigns with this score, which ends the game' })),
  }),
  entry('undo', "The seat took back its turn's placement", ActingSeat, {}),
  entry('redraw', 'The seat rejected the drawn tile and drew another (friendly redraw)', ActingSeat, {}),
  entry('reserve', 'The seat kept one of the two leftover tiles (two-player draft)', ActingSeat, { tile: TileRef, by: FinishedBy }),
  entry('resign', 'A seat resigned', ActingSeat, { by: Type.Optional(Type.Literal('clock', { description: 'Only when the clock resigned the seat' })) }),
]

export const LogEntry = Type.Unsafe({
  $id: 'LogEntry',
  description: 'One entry of the action log, as GET /games/{id}/actions shows it and GET /games/{id}/export exports it; `type` says which',
  oneOf: ENTRIES.map((e) => Type.Ref(e.$id!)),
})

/** The unions the document gives a discriminator (`type`), and their branches. */
export const DISCRIMINATED = { GameEvent: EVENTS, LogEntry: ENTRIES }

export const LOG_SCHEMAS: TSchema[] = [...EVENTS, GameEvent, ...ENTRIES, LogEntry]
