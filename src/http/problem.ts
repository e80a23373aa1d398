/** Every error as application/problem+json (RFC 9457) with a stable `code`. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ServiceError, type ServiceErrorCode } from '../service/errors.js'
import { DatabaseUnavailableError, databaseUnavailableReason, needsOperator, WriteOutcomeUnknownError } from '../store/unavailable.js'
import { bearerToken } from './auth.js'
import { unexpectedBodyIssues, validationDetail, validationIssues } from './validation.js'

export type ProblemCode =
  | ServiceErrorCode
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'ROUTE_NOT_FOUND'
  | 'TILE_NOT_FOUND'
  | 'LESSON_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'REQUEST_TIMEOUT'
  | 'TOO_MANY_REQUESTS'
  | 'HEADERS_TOO_LARGE'
  | 'DATABASE_UNAVAILABLE'
  | 'MIGRATIONS_PENDING'

declare module 'fastify' {
  interface FastifyInstance {
    /** Seconds sent in Retry-After with every 503 (set by buildApp). */
    retryAfterSeconds?: number
  }
}

/** Retry-After when the app did not set one. */
const DEFAULT_RETRY_AFTER_SECONDS = 2

const STATUS: Record<ProblemCode, [number, string]> = {
  VALIDATION_ERROR: [400, 'Invalid request'],
  UNAUTHORIZED: [401, 'Missing or invalid token'],
  NOT_YOUR_TURN: [403, 'Not your turn'],
  GAME_NOT_FOUND: [404, 'No such game'],
  ACTION_NOT_FOUND: [404, 'No such log entry'],
  ROUTE_NOT_FOUND: [404, 'No such route'],
  TILE_NOT_FOUND: [404, 'No such tile type'],
  LESSON_NOT_FOUND: [404, 'No such lesson'],
  METHOD_NOT_ALLOWED: [405, 'Method not allowed'],
  NOT_A_PLAYER: [403, 'Not a player of this game'],
  INVALID_INVITE: [404, 'No such invitation'],
  WEBHOOK_NOT_FOUND: [404, 'No such webhook'],
  WRONG_PHASE: [409, 'Wrong phase'],
  GAME_NOT_STARTED: [409, 'Game not started'],
  SEAT_TAKEN: [409, 'Seat taken'],
  PLAYER_NOT_FOUND: [422, 'No such player'],
  WEBHOOK_URL_REFUSED: [422, 'Webhook URL refused'],
  GAME_FINISHED: [409, 'Game finished'],
  VERSION_CONFLICT: [412, 'Version conflict'],
  IDEMPOTENCY_KEY_IN_USE: [409, 'Idempotency key in use'],
  IDEMPOTENCY_KEY_REUSED: [422, 'Idempotency key reused'],
  REQUEST_TIMEOUT: [408, 'Request timeout'],
  PAYLOAD_TOO_LARGE: [413, 'Request body too large'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'Unsupported content type'],
  ILLEGAL_PLACEMENT: [422, 'Illegal placement'],
  NO_SUCH_SEGMENT: [422, 'No such segment'],
  FEATURE_OCCUPIED: [422, 'Feature occupied'],
  NO_MEEPLES: [422, 'No meeples in supply'],
  NO_UNDO: [422, 'Undo turned off'],
  NO_REDRAW: [422, 'No redraw allowed'],
  TILE_NOT_AVAILABLE: [422, 'Tile not available'],
  TOO_MANY_REQUESTS: [429, 'Too many requests'],
  HEADERS_TOO_LARGE: [431, 'Request header fields too large'],
  INTERNAL_ERROR: [500, 'Internal error'],
  SERVICE_UNAVAILABLE: [503, 'Service unavailable'],
  DATABASE_UNAVAILABLE: [503, 'Database unavailable'],
  MIGRATIONS_PENDING: [503, 'Database migrations pending'],
}

/** Every code the service answers with, its status and title. */
export const PROBLEM_CODES = Object.keys(STATUS) as ProblemCode[]

export function problemStatus(code: ProblemCode): { status: number; title: string } {
  const [status, title] = STATUS[code]
  return { status, title }
}

/** The path of the page describing `code` (GET /problems/{slug}); the `type` of its problems. */
export function problemType(code: ProblemCode): string {
  return `/problems/${code.toLowerCase().replaceAll('_', '-')}`
}

/** The problem document of `code` (for writers that have no reply, such as the client error handler). */
export function problemDocument(code: ProblemCode, detail: string, extra: Record<string, unknown> = {}) {
  const [status, title] = STATUS[code]
  return { type: problemType(code), title, status, detail, code, ...extra }
}

/** The realm of the Bearer challenge (RFC 6750) every 401 carries. */
export const AUTH_REALM = 'carcassonne'

/** RFC 6750 section 3: a request without a Bearer token is told the scheme; one with a token that is not valid, also why. */
function bearerChallenge(request: FastifyRequest): string {
  const given = bearerToken(request.headers.authorization) !== undefined
  return `Bearer realm="${AUTH_REALM}"${given ? ', error="invalid_token"' : ''}`
}

/** preValidation of an operation that takes no body: 400 VALIDATION_ERROR for a body with members, or one that is not an object. */
export async function takesNoBody(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const errors = unexpectedBodyIssues(request.body)
  if (errors.length > 0) return sendProblem(reply, 'VALIDATION_ERROR', validationDetail(errors), { errors })
}

export function sendProblem(reply: FastifyReply, code: ProblemCode, detail: string, extra: Record<string, unknown> = {}): FastifyReply {
  const problem = problemDocument(code, detail, extra)
  // Every 503 is temporary: tell the client when to try again.
  if (problem.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(reply.server.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS))
  if (problem.status === 401) reply.header('www-authenticate', bearerChallenge(reply.request))
  // Serialized with the route's serializer for the status (routes document problems by exact status)
  // and sent as bytes, which Fastify leaves as typed: to a JSON type it would add `; charset=utf-8`,
  // a parameter RFC 9457 does not register, and clients compare the type as api.md writes it.
  const type = 'application/problem+json'
  const serialize = reply.getSerializationFunction(String(problem.status), type) ?? JSON.stringify
  return reply.code(problem.status).type(type).send(Buffer.from(serialize(problem)))
}

/** Maps service errors, schema failures and Fastify's own request errors; nothing else leaks. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ServiceError) return sendProblem(reply, error.code, error.message, error.extra)
  if (error.validation) {
    const errors = validationIssues(error.validation, error.validationContext ?? '')
    return sendProblem(reply, 'VALIDATION_ERROR', validationDetail(errors), { errors })
  }
  // A lost, refused, dropped, overloaded or timed-out database: temporary, never a 500.
  const unknown = error instanceof WriteOutcomeUnknownError
  // The log tells what the connection died of, also where the answer only says the write may have been written.
  const cause = (unknown ? error.cause : error) as FastifyError
  const unavailable = databaseUnavailableReason(cause)
  if (unavailable !== null) {
    const outcome = unknown ? { outcome: 'unknown' } : {}
    // Still a 503 (the service itself is sound), but one for an operator: logged as an error, whole.
    if (needsOperator(unavailable)) request.log.error({ err: cause, reason: unavailable, ...outcome }, 'database unavailable: it needs an operator')
    else request.log.warn({ err: { type: cause.name, message: String(cause.message).trim().slice(-300), code: cause.code }, reason: unavailable, ...outcome }, 'database unavailable')
    // A write that may have been written says so: a client without an Idempotency-Key reads before it retries.
    if (unknown) return sendProblem(reply, 'DATABASE_UNAVAILABLE', error.message, outcome)
    const detail = error instanceof DatabaseUnavailableError ? error.message : `the database is unavailable (${unavailable})`
    return sendProblem(reply, 'DATABASE_UNAVAILABLE', `${detail}; try again later`)
  }
  switch (error.code) {
    case 'FST_UNDER_PRESSURE': // @fastify/under-pressure sheds load
      request.log.warn({ reason: error.message }, 'shedding load')
      return sendProblem(reply, 'SERVICE_UNAVAILABLE', `${error.message}; try again later`)
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendProblem(reply, 'PAYLOAD_TOO_LARGE', error.message)
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendProblem(reply, 'UNSUPPORTED_MEDIA_TYPE', error.message)
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Malformed JSON, bad content length, and Fastify's other request errors.
    return sendProblem(reply, 'VALIDATION_ERROR', error.message)
  }
  request.log.error({ err: error }, 'unhandled error')
  return sendProblem(reply, 'INTERNAL_ERROR', 'the server failed to handle the request')
}
