/**
 * The problem responses of an operation, documented by code: each status lists exactly the codes
 * the operation can answer with it (`code` as an enum), with what each means.
 */
import { problemStatus, type ProblemCode } from './problem.js'
import { PROBLEM_TYPES } from './problem-types.js'
import { ref } from './schemas.js'

/** Headers a problem of that status carries (http/problem.ts). */
const PROBLEM_HEADERS: Record<number, Record<string, unknown>> = {
  401: { 'www-authenticate': { type: 'string', description: 'Bearer realm="carcassonne", with error="invalid_token" when a Bearer token was sent (RFC 6750)' } },
}

/** Problem responses for the given codes, grouped by status, as application/problem+json. */
export function problems(...codes: ProblemCode[]): Record<number, unknown> {
  return problemResponses(codes, ref.Problem)
}

/** The same, for a part of the document fastify-swagger does not resolve references in (`problem`: the final $ref). */
export function problemResponses(codes: readonly ProblemCode[], problem: object): Record<number, unknown> {
  const byStatus = new Map<number, ProblemCode[]>()
  for (const code of new Set(codes)) {
    const { status } = problemStatus(code)
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return Object.fromEntries(
    [...byStatus].map(([status, listed]) => [
      status,
      {
        description: listed.map((code) => `\`${code}\`: ${PROBLEM_TYPES[code].meaning}`).join('\n\n'),
        ...(PROBLEM_HEADERS[status] === undefined ? {} : { headers: PROBLEM_HEADERS[status] }),
        content: {
          'application/problem+json': {
            schema: { allOf: [problem, { type: 'object', properties: { code: { type: 'string', enum: listed } } }] },
          },
        },
      },
    ]),
  )
}

/** Any route: a malformed request (an x-request-id too), a server shutting down. */
export const ANY_PROBLEMS: ProblemCode[] = ['VALIDATION_ERROR', 'SERVICE_UNAVAILABLE']
/** Routes under the rate limits (all but the health probes). */
export const LIMITED_PROBLEMS: ProblemCode[] = [...ANY_PROBLEMS, 'TOO_MANY_REQUESTS']
/** Routes that use the database. */
export const STORED_PROBLEMS: ProblemCode[] = [...LIMITED_PROBLEMS, 'DATABASE_UNAVAILABLE']
/** Methods whose body is read (POST, DELETE), even when they take none. */
export const BODY_PROBLEMS: ProblemCode[] = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']
/** Writes that honour Idempotency-Key. */
export const IDEMPOTENCY_PROBLEMS: ProblemCode[] = ['IDEMPOTENCY_KEY_IN_USE', 'IDEMPOTENCY_KEY_REUSED']
/** Reads of one game. */
export const READ_PROBLEMS: ProblemCode[] = [...STORED_PROBLEMS, 'GAME_NOT_FOUND']
/** Writes to one game by one of its seats. */
export const SEAT_WRITE_PROBLEMS: ProblemCode[] = [...READ_PROBLEMS, ...BODY_PROBLEMS, ...IDEMPOTENCY_PROBLEMS, 'UNAUTHORIZED', 'NOT_A_PLAYER']
/** Turn actions, besides the rule violations of each. */
export const TURN_PROBLEMS: ProblemCode[] = [...SEAT_WRITE_PROBLEMS, 'NOT_YOUR_TURN', 'WRONG_PHASE', 'GAME_NOT_STARTED', 'GAME_FINISHED', 'VERSION_CONFLICT']
