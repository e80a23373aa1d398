/** The game state: plain, immutable JSON data. Everything derived (features, frontier) lives in BoardIndex. */
import type { Port, Rotation } from './geometry.js'
import type { PlacedTile } from './board.js'
import type { ClaimableKind, TileId } from './tiles.js'

export const COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const
export type Color = (typeof COLORS)[number]
export const MEEPLES_PER_PLAYER = 7
export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 5

/** `reserve`: two-player draft only (variants.md 6), before `draw` when two leftovers wait. */
export type Phase = 'reserve' | 'draw' | 'place' | 'deploy' | 'score'

/** Bounds of a clock's settings (play.md): a turn of one second to 30 days, 1 to 10 timeouts. */
export const CLOCK_LIMITS = {
  turnSeconds: { min: 1, max: 2_592_000 },
  maxTimeouts: { min: 1, max: 10 },
} as const

export interface Clock {
  readonly turnSeconds: number
  /** Consecutive timed-out turns after which a seat is resigned by the clock. */
  readonly maxTimeouts: number
}

/** How the River may turn (variants.md 1.5): the official rule, JCloisterZone's, or no restriction. */
export type RiverTurnRule = 'no-repeat' | 'clearance' | 'none'

export interface RiverOptions {
  /** What becomes of the base start tile D: back in the box, or shuffled into the land pile. */
  readonly startTile: 'removed' | 'shuffled'
  readonly turnRule: RiverTurnRule
}

/** Limited table space: inclusive bounds of the cells tiles may occupy; (0, 0) lies inside. */
export interface TableBounds {
  readonly minX: number
  readonly maxX: number
  readonly minY: number
  readonly maxY: number
}

/** A variant is present only when chosen, so that a game without variants keeps its options as they were. */
export interface GameOptions {
  readonly farmers: boolean
  /** Only in games that have a clock, so that an older game's options stay `{ farmers }`. */
  readonly clock?: Clock
  readonly river?: RiverOptions
  readonly table?: TableBounds
  /** Only `false` is kept (undo is allowed by default), so that an older game's options stay as they were. */
  readonly undo?: false
  /** Only a non-empty chain is kept (the default `[]` is a shared victory). */
  readonly tieBreak?: readonly TieBreakCriterion[]
  /** Friendly tile redraw (variants.md 4): redraws per player, 1 to 3; absent for none. */
  readonly redraws?: number
  /** Two-player draft (variants.md 6); absent when off. */
  readonly draft?: true
  /** Three-tile hand (variants.md 3); absent when off. Visibility is the views' concern: the rules are the same. */
  readonly hand?: HandOptions
}

export interface HandOptions {
  readonly size: number
  /** false: private hands, each seen only by its seat until the game ends. */
  readonly visible: boolean
}

/** The two-player draft's tiles (variants.md 6). */
export interface DraftState {
  /**
   * The tiles revealed for the active seat (the kept one first, then in reveal order). The engine
   * keeps the placed one in it until `score` (for good when the game ends in that turn);
   * GameState shows the others once one is placed (shownDisplay).
   */
  readonly display: readonly TileId[]
  /** The leftover kept for the next turn's display. */
  readonly kept: TileId | null
  /** What the last turn left, while the next seat chooses (phase `reserve`). */
  readonly leftovers: readonly TileId[]
}

/**
 * The state of the tile-choice variants (redraw, draft; variants.md 4, 6). Absent in games without them, so
 * that a base game's state and snapshots stay as they were.
 */
export interface ChoiceState {
  /** Redraws each seat has left, by seat. */
  readonly redrawsLeft: readonly number[]
  /** The active seat has redrawn this turn (at most once a turn). */
  readonly redrawn: boolean
  /** Tiles put back at the bottom of the pile so far: the pile's last `putBack` tiles (public). */
  readonly putBack: number
  /** Games with the two-player draft only. */
  readonly draft?: DraftState
  /** Games with hands only: each seat's tiles, by seat, in draw order (the placed one stays until `score`). */
  readonly hands?: readonly (readonly TileId[])[]
}

/** Tie-break criteria (variants.md, section 7), each "more is better". */
export const TIE_BREAK_CRITERIA = ['landscapeFollowers', 'citiesCompleted', 'supplyFollowers'] as const
export type TieBreakCriterion = (typeof TIE_BREAK_CRITERIA)[number]

/** A field added to Player or GameState that every one has is appended to ADDED_FIELDS (snapshot-shape.ts). */
export interface Player {
  readonly seat: number
  /** Null while the seat is open. */
  readonly name: string | null
  readonly color: Color
  readonly score: number
  /** Meeples in supply. */
  readonly meeples: number
  /** A resigned seat takes no more turns and cannot win; its meeples stay and score. */
  readonly resigned: boolean
  /** Consecutive turns of this seat that the clock finished. */
  readonly timeouts: number
  /** Cities completed during play (not at final scoring) with this seat among those that scored them. */
  readonly citiesCompleted: number
}

export interface Turn {
  readonly seat: number
  readonly phase: Phase
  readonly tile: TileId | null
  readonly placed: { readonly x: number; readonly y: number; readonly rotation: Rotation } | null
  /**
   * The game's last turn was scored for this seat with `resignFollows`: only its `resign` may
   * come next, and it ends the game (never stored: both are appended together).
   */
  readonly resignDue?: true
}

export interface Meeple {
  readonly seat: number
  readonly x: number
  readonly y: number
  readonly at: Port
  readonly feature: ClaimableKind
}

export interface GameState {
  /** 'waiting' while any seat is open (then `turn` is null). */
  readonly status: 'waiting' | 'active' | 'finished'
  readonly options: GameOptions
  readonly players: readonly Player[]
  readonly turn: Turn | null
  readonly board: readonly PlacedTile[]
  readonly meeples: readonly Meeple[]
  /** The whole face-down pile in draw order; `drawn` of them have been revealed. Secret. */
  readonly pile: readonly TileId[]
  readonly drawn: number
  readonly discarded: readonly TileId[]
  readonly winners: readonly number[]
  /** Only in games with a tile-choice variant, so that a base game's state keeps its shape. */
  readonly choice?: ChoiceState
}

/**
 * `[...list, item]`, allocated at its final length: a spread grows its copy as it goes, which
 * triples the garbage. Copied four elements a step: the loop's own overhead was about a third of
 * the copy's time. (A placement's board copy is a slice of its index's list instead: extendBoard.)
 */
export function appended<T>(list: readonly T[], item: T): T[] {
  const n = list.length
  const copy = new Array<T>(n + 1)
  let i = 0
  for (; i + 3 < n; i += 4) {
    copy[i] = list[i]
    copy[i + 1] = list[i + 1]
    copy[i + 2] = list[i + 2]
    copy[i + 3] = list[i + 3]
  }
  for (; i < n; i++) copy[i] = list[i]
  copy[n] = item
  return copy
}

/**
 * The state after a step of a running turn (draw, place, deploy, score): the fields such a step
 * changes, the others carried over. Positional on purpose: a `Partial<GameState>` of changes has
 * a different object shape at each call site, and reading one was a megamorphic lookup per field,
 * several times the cost of building the state; `evolve` serves the rarer transitions.
 */
export function turnState(
  state: GameState,
  turn: Turn,
  players: readonly Player[],
  meeples: readonly Meeple[],
  board: readonly PlacedTile[],
  drawn: number,
  discarded: readonly TileId[],
): GameState {
  const choice = state.choice
  if (choice !== undefined) return { status: state.status, options: state.options, players, turn, board, meeples, pile: state.pile, drawn, discarded, winners: state.winners, choice }
  return { status: state.status, options: state.options, players, turn, board, meeples, pile: state.pile, drawn, discarded, winners: state.winners }
}

/** A copy of `state` with `changes` applied, built field by field (one object shape, no spread). */
export function evolve(state: GameState, changes: Partial<GameState>): GameState {
  const next: GameState = {
    status: changes.status !== undefined ? changes.status : state.status,
    options: state.options,
    players: changes.players !== undefined ? changes.players : state.players,
    turn: changes.turn !== undefined ? changes.turn : state.turn,
    board: changes.board !== undefined ? changes.board : state.board,
    meeples: changes.meeples !== undefined ? changes.meeples : state.meeples,
    pile: changes.pile !== undefined ? changes.pile : state.pile,
    drawn: changes.drawn !== undefined ? changes.drawn : state.drawn,
    discarded: changes.discarded !== undefined ? changes.discarded : state.discarded,
    winners: changes.winners !== undefined ? changes.winners : state.winners,
  }
  const choice = changes.choice !== undefined ? changes.choice : state.choice
  return choice === undefined ? next : { ...next, choice }
}

/** A copy of `player` with a new score, supply and count of completed cities: positional, for the reason given at turnState. */
export function withCounts(player: Player, score: number, meeples: number, citiesCompleted = player.citiesCompleted): Player {
  return { seat: player.seat, name: player.name, color: player.color, score, meeples, resigned: player.resigned, timeouts: player.timeouts, citiesCompleted }
}

/** A copy of `player` with `changes` applied, field by field: every Player has one shape. */
export function evolvePlayer(player: Player, changes: Partial<Player>): Player {
  return {
    seat: player.seat,
    name: changes.name !== undefined ? changes.name : player.name,
    color: player.color,
    score: changes.score !== undefined ? changes.score : player.score,
    meeples: changes.meeples !== undefined ? changes.meeples : player.meeples,
    resigned: changes.resigned !== undefined ? changes.resigned : player.resigned,
    timeouts: changes.timeouts !== undefined ? changes.timeouts : player.timeouts,
    citiesCompleted: player.citiesCompleted,
  }
}
