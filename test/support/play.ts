/**
 * Scripted play for engine tests: build a game from a stacked deck and play whole turns
 * (draw, place, optional deploy, score), failing loudly when the script breaks a rule.
 */
import assert from 'node:assert/strict'
import {
  apply,
  createGame,
  legalPlacements,
  scoreEvents,
  type Action,
  type GameEvent,
  type GameState,
  type ScoreEvent,
  type VariantRequest,
} from '../../src/engine/index.js'
import { turnActions, type Move } from '../../src/lessons/moves.js'
import { canonical, recountTurn } from './recount.js'

export type { Move }

export function newGame(deck: string[], opts: { players?: number; farmers?: boolean; variants?: VariantRequest } = {}): GameState {
  const players = Array.from({ length: opts.players ?? 2 }, (_, i) => ({ name: `P${i}` }))
  const created = createGame({ players, options: { farmers: opts.farmers ?? true, ...opts.variants }, deck })
  if (!created.ok) throw new Error(`createGame: ${created.error.code} ${created.error.message}`)
  return created.state
}

/** Applies an action that must be accepted. */
export function must(state: GameState, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const result = apply(state, action)
  if (!result.ok) throw new Error(`${JSON.stringify(action)} rejected: ${result.error.code} ${result.error.message}`)
  return { state: result.state, events: result.events }
}

/** After a `score`, the turn's score events must be what the independent recount finds for the tile placed in `before`. */
export function checkTurnScoring(before: GameState, action: Action, events: readonly GameEvent[]): void {
  if (action.type !== 'score') return
  const { x, y } = before.turn!.placed!
  assert.deepStrictEqual(canonical(scoreEvents(events, 'turn')), canonical(recountTurn(before.board, before.meeples, x, y)), `turn scoring at ${x},${y}`)
}

/**
 * A property test's game, played one action at a time: each action must be accepted, every event
 * is kept, each turn's scoring is checked against the independent recount, and `check` sees each step (the
 * state before, the action, its events) once `state` is the state after it.
 */
export class CheckedGame {
  state: GameState
  readonly events: GameEvent[] = []

  constructor(
    start: GameState,
    private readonly check: (before: GameState, action: Action, events: readonly GameEvent[]) => void,
  ) {
    this.state = start
  }

  act(action: Action): void {
    const before = this.state
    const r = must(before, action)
    this.events.push(...r.events)
    this.state = r.state
    this.check(before, action, r.events)
    checkTurnScoring(before, action, r.events)
  }
}

export interface TurnResult {
  readonly state: GameState
  /** Every event of the turn, draw to score. */
  readonly events: readonly GameEvent[]
  /** Completed-feature scores of this turn. */
  readonly scored: ScoreEvent[]
  /** Final scores, when this turn ended the game. */
  readonly final: ScoreEvent[]
}

/** Draws, then places the drawn tile (which must be `tile` when given), deploys, scores. */
export function turn(state: GameState, move: Move, tile?: string): TurnResult {
  const seat = state.turn!.seat
  const events: GameEvent[] = []
  let s = state
  for (const action of turnActions(seat, move)) {
    const r = must(s, action)
    s = r.state
    events.push(...r.events)
    if (action.type === 'draw' && tile !== undefined && s.turn?.tile !== tile) {
      throw new Error(`drew ${s.turn?.tile}, expected ${tile}`)
    }
  }
  return { state: s, events, scored: scoreEvents(events, 'turn'), final: scoreEvents(events, 'final') }
}

/** Plays several turns; returns the last state and the result of every turn. */
export function play(state: GameState, moves: readonly Move[]): { state: GameState; turns: TurnResult[] } {
  const turns: TurnResult[] = []
  let s = state
  for (const m of moves) {
    const r = turn(s, m)
    turns.push(r)
    s = r.state
  }
  return { state: s, turns }
}

/** Draws and places only, leaving the state in phase deploy. */
export function drawAndPlace(state: GameState, move: Move): GameState {
  const seat = state.turn!.seat
  const drawn = must(state, { type: 'draw', seat }).state
  return must(drawn, { type: 'place', seat, x: move.x, y: move.y, rotation: move.r }).state
}

/** Whether `tile`, drawn by `seat` in the state `before`, would have no legal placement (a removed tile must not). */
export function unplaceable(before: GameState, seat: number, tile: string): boolean {
  return legalPlacements({ ...before, turn: { seat, phase: 'place', tile: tile as never, placed: null } }).length === 0
}

/** A JSON copy: what the state must still equal after a rejected action. */
export function snapshot<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

export function supply(state: GameState): number[] {
  return state.players.map((p) => p.meeples)
}

export function scores(state: GameState): number[] {
  return state.players.map((p) => p.score)
}

/** The rotations legal at (x, y) for the drawn tile. */
export function rotationsAt(state: GameState, x: number, y: number): number[] {
  return legalPlacements(state)
    .filter((p) => p.x === x && p.y === y)
    .map((p) => p.rotation)
}

/** A score event reduced to what the rules fix (positions and meeples kept). */
export function brief(e: ScoreEvent): Record<string, unknown> {
  return { feature: e.feature, points: e.points, seats: e.seats, tiles: e.tiles, shields: e.shields, complete: e.complete, meeples: e.meeples }
}
