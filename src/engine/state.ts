/** The game state: plain, immutable JSON data. Everything derived (features, frontier) lives in BoardIndex. */
import type { Port, Rotation } from './geometry.js'
import type { PlacedTile } from './board.js'
import type { FeatureKind, TileLetter } from './tiles.js'

export const COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const
export type Color = (typeof COLORS)[number]
export const MEEPLES_PER_PLAYER = 7
export const MIN_PLAYERS = 2
export const MAX_PLAYERS = 5

export type Phase = 'draw' | 'place' | 'deploy' | 'score'

export interface GameOptions {
  readonly farmers: boolean
}

export interface Player {
  readonly seat: number
  readonly name: string
  readonly color: Color
  readonly score: number
  /** Meeples in supply. */
  readonly meeples: number
}

export interface Turn {
  readonly seat: number
  readonly phase: Phase
  readonly tile: TileLetter | null
  readonly placed: { readonly x: number; readonly y: number; readonly rotation: Rotation } | null
}

export interface Meeple {
  readonly seat: number
  readonly x: number
  readonly y: number
  readonly at: Port
  readonly feature: FeatureKind
}

export interface GameState {
  readonly status: 'active' | 'finished'
  readonly options: GameOptions
  readonly players: readonly Player[]
  readonly turn: Turn | null
  readonly board: readonly PlacedTile[]
  readonly meeples: readonly Meeple[]
  /** The whole face-down pile in draw order; `drawn` of them have been revealed. Secret. */
  readonly pile: readonly TileLetter[]
  readonly drawn: number
  readonly discarded: readonly TileLetter[]
  readonly winners: readonly number[]
}

/**
 * `[...list, item]`, allocated at its final length: a spread grows its copy as it goes, which
 * triples the garbage of a board copy (one per placement, the largest allocation of a turn).
 */
export function appended<T>(list: readonly T[], item: T): T[] {
  const copy = new Array<T>(list.length + 1)
  for (let i = 0; i < list.length; i++) copy[i] = list[i]
  copy[list.length] = item
  return copy
}

/** A copy of `state` with `changes` applied, built field by field (one object shape, no spread). */
export function evolve(state: GameState, changes: Partial<GameState>): GameState {
  return {
    status: changes.status !== undefined ? changes.status : state.status,
    options: state.options,
    players: changes.players !== undefined ? changes.players : state.players,
    turn: changes.turn !== undefined ? changes.turn : state.turn,
    board: changes.board !== undefined ? changes.board : state.board,
    meeples: changes.meeples !== undefined ? changes.meeples : state.meeples,
    pile: state.pile,
    drawn: changes.drawn !== undefined ? changes.drawn : state.drawn,
    discarded: changes.discarded !== undefined ? changes.discarded : state.discarded,
    winners: changes.winners !== undefined ? changes.winners : state.winners,
  }
}
