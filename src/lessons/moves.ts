/** A whole turn written as one move, and the engine actions that play it. */
import type { Action, FinishedBy, Port, Rotation } from '../engine/index.js'

export interface Move {
  readonly x: number
  readonly y: number
  readonly r: Rotation
  /** Port to deploy a meeple on, if any. */
  readonly at?: Port
}

/** Draw, place, deploy (when the move names a port), score: the actions of `seat`'s turn. */
export function turnActions(seat: number, move: Move, by?: FinishedBy): Action[] {
  const marked = by === undefined ? {} : { by }
  return [
    { type: 'draw', seat, ...marked },
    { type: 'place', seat, x: move.x, y: move.y, rotation: move.r, ...marked },
    ...(move.at === undefined ? [] : [{ type: 'deploy', seat, at: move.at, ...marked } as const]),
    { type: 'score', seat, ...marked },
  ]
}
