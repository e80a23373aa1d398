/** Failures the service reports to its callers, with the stable codes of api.md (and a few more). */
import type { RuleErrorCode } from '../engine/index.js'

export type ServiceErrorCode =
  | Exclude<RuleErrorCode, 'INVALID_SETUP'>
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'GAME_NOT_FOUND'
  | 'ACTION_NOT_FOUND'
  | 'VERSION_CONFLICT'
  | 'IDEMPOTENCY_KEY_IN_USE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'GAME_NOT_STARTED'
  | 'SEAT_TAKEN'
  | 'INVALID_INVITE'
  | 'NOT_A_PLAYER'
  | 'PLAYER_NOT_FOUND'
  | 'WEBHOOK_URL_REFUSED'
  | 'WEBHOOK_NOT_FOUND'

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    /** Extra members for the problem document (e.g. the current version on a conflict). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}
