/** What a seat may ask of the game, and what applying it returns. */
import type { Port, Rotation } from './geometry.js'
import type { RuleError } from './errors.js'
import type { GameEvent } from './events.js'
import type { GameState } from './state.js'
import type { TileId } from './tiles.js'

/**
 * Who acted for the seat when its own client did not: the clock or the service before the seat
 * resigns (both finish the turn for it), the server playing a bot seat (the seat's own move), or
 * the server playing a lesson's scripted turns (the position before the learner's turn).
 */
export type FinishedBy = 'clock' | 'resign' | 'bot' | 'lesson'

export type TurnAction =
  | { readonly type: 'draw'; readonly seat: number; readonly by?: FinishedBy }
  /** `tile`: the tile chosen (draft); when sent in other games it must be the drawn one. */
  | { readonly type: 'place'; readonly seat: number; readonly x: number; readonly y: number; readonly rotation: Rotation; readonly tile?: TileId; readonly by?: FinishedBy }
  /** Two-player draft: keep one of the two leftovers; the other goes to the bottom of the pile. */
  | { readonly type: 'reserve'; readonly seat: number; readonly tile: TileId; readonly by?: FinishedBy }
  | { readonly type: 'deploy'; readonly seat: number; readonly at: Port; readonly by?: FinishedBy }
  /**
   * In the game's last turn only, finished for a seat that resigns (`by: 'resign'`) or that the
   * clock resigns (`by: 'clock'`, this timeout being its maxTimeouts-th in a row):
   * `resignFollows` scores the turn without ending the game, which the seat's `resign` entry then
   * ends; `resigns` (as earlier versions recorded it) resigns the seat with this score and ends it.
   */
  | { readonly type: 'score'; readonly seat: number; readonly by?: FinishedBy; readonly resigns?: true; readonly resignFollows?: true }
  /** Friendly redraw (variants.md 4): the drawn tile to the bottom of the pile, the next placeable one instead. */
  | { readonly type: 'redraw'; readonly seat: number }
  /** Takes back the turn's placement (and deployment): phase `place` again, with the same tile. */
  | { readonly type: 'undo'; readonly seat: number }

export type Action =
  | TurnAction
  | { readonly type: 'join'; readonly seat: number; readonly name: string }
  | { readonly type: 'resign'; readonly seat: number; readonly by?: 'clock' }

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError }
