/** Rule violations as values with the stable codes of api.md. */
import type { PlacementRefusal } from './placement.js'

export type RuleErrorCode =
  | 'WRONG_PHASE'
  | 'ILLEGAL_PLACEMENT'
  | 'NO_SUCH_SEGMENT'
  | 'FEATURE_OCCUPIED'
  | 'NO_MEEPLES'
  | 'GAME_FINISHED'
  | 'NOT_YOUR_TURN'
  | 'INVALID_SETUP'
  | 'GAME_NOT_STARTED'
  | 'SEAT_TAKEN'
  | 'NO_UNDO'
  | 'NO_REDRAW'
  | 'TILE_NOT_AVAILABLE'

export interface RuleError {
  readonly code: RuleErrorCode
  readonly message: string
  /** ILLEGAL_PLACEMENT only: why (variants.md 0.2). */
  readonly reason?: PlacementRefusal
}

export function ruleError(code: RuleErrorCode, message: string, reason?: PlacementRefusal): { ok: false; error: RuleError } {
  return { ok: false, error: reason === undefined ? { code, message } : { code, message, reason } }
}
