/** Rule violations as values with the stable codes of api.md. */
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

export interface RuleError {
  readonly code: RuleErrorCode
  readonly message: string
}

export function ruleError(code: RuleErrorCode, message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } }
}
