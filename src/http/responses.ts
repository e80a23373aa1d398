/** Response-schema helpers shared by the routes. */
import { ref } from './schemas.js'

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION_ERROR: the body, query or path does not fit the schema',
  401: 'UNAUTHORIZED: no valid seat token of this game (or player token)',
  403: 'NOT_YOUR_TURN: a valid seat token, but not the active seat (or a resigned one); NOT_A_PLAYER: a player token that holds no seat of this game',
  404: 'GAME_NOT_FOUND, ACTION_NOT_FOUND, INVALID_INVITE (no seat of this game has the invitation), WEBHOOK_NOT_FOUND or TILE_NOT_FOUND',
  409: 'WRONG_PHASE, GAME_FINISHED, GAME_NOT_STARTED (a seat is still open) or SEAT_TAKEN (the invitation was used); IDEMPOTENCY_KEY_IN_USE: a request with this Idempotency-Key is still being handled',
  412: 'VERSION_CONFLICT: If-Match names another version (the current one is in `version`)',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'ILLEGAL_PLACEMENT, NO_SUCH_SEGMENT, FEATURE_OCCUPIED or NO_MEEPLES; PLAYER_NOT_FOUND; WEBHOOK_URL_REFUSED; IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used for another request',
  429: 'TOO_MANY_REQUESTS: over the rate limit of this client address or seat token (see Retry-After)',
  503: 'DATABASE_UNAVAILABLE (the database is unreachable, overloaded or timed out, or the game is busy) or SERVICE_UNAVAILABLE (load shedding, shutting down); sent with Retry-After',
}

/** Headers a problem of that status carries (http/problem.ts). */
const PROBLEM_HEADERS: Record<number, Record<string, unknown>> = {
  401: { 'www-authenticate': { type: 'string', description: 'Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750)' } },
}

/** Problem responses for the given statuses, typed as application/problem+json. */
export function problems(...statuses: number[]): Record<number, unknown> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: PROBLEM_DESCRIPTIONS[status],
        ...(PROBLEM_HEADERS[status] === undefined ? {} : { headers: PROBLEM_HEADERS[status] }),
        content: { 'application/problem+json': { schema: ref.Problem } },
      },
    ]),
  )
}

export const READ_PROBLEMS = [400, 404, 429, 503]
export const WRITE_PROBLEMS = [400, 401, 403, 404, 409, 412, 413, 415, 422, 429, 503]
