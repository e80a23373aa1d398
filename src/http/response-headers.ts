/**
 * Response headers in the OpenAPI document. A route names the headers it sets itself (ETag,
 * Location, Idempotent-Replayed) with `withHeaders`; the headers that app-wide hooks add to every
 * response (x-request-id, the rate limits, Retry-After) are added to every operation by
 * `documentCommonHeaders`, so that no route can forget them.
 */
import { Type, type TSchema } from '@sinclair/typebox'

export const EtagHeader = Type.String({
  description: 'Strong validator of this representation (a game\'s is `"<version>"`, a seat\'s view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write',
})
export const LocationHeader = Type.String({ description: 'The URL of the created resource' })
export const IdempotentReplayedHeader = Type.Literal('true', {
  description: 'Present on a retry with an Idempotency-Key already answered: this is the stored answer, and nothing was written',
})

/** `schema` with documented response headers (fastify-swagger turns them into header objects). */
export function withHeaders<T extends TSchema>(schema: T, headers: Record<string, TSchema>): T {
  return { ...schema, headers: { ...(schema as { headers?: Record<string, TSchema> }).headers, ...headers } }
}

/** The answer of a write that honours Idempotency-Key: its ETag, and the replay marker. */
export function writeAnswer<T extends TSchema>(schema: T, extra: Record<string, TSchema> = {}): T {
  return withHeaders(schema, { etag: EtagHeader, ...extra, 'idempotent-replayed': IdempotentReplayedHeader })
}

/** Shared header objects, under components.headers. */
export const COMMON_HEADERS = {
  'X-Request-Id': {
    description: 'The request id: the client\'s x-request-id when it sent a valid one, else a new UUID. Quote it when reporting a problem',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: 'Requests allowed per minute for the binding limit (this client address or this token)', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current minute', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the current window ends', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
}

/** Paths outside the rate limits (limits.ts). */
const UNLIMITED = /^\/health(\/|$)/

interface Operation {
  responses?: Record<string, { headers?: Record<string, unknown> }>
}

const header = (name: keyof typeof COMMON_HEADERS) => ({ $ref: `#/components/headers/${name}` })

/** The headers the app-wide hooks add to a response of `status` on `path`. */
export function commonHeaders(path: string, status: string): Record<string, { $ref: string }> {
  const limited = !UNLIMITED.test(path)
  return {
    'x-request-id': header('X-Request-Id'),
    ...(limited ? { 'ratelimit-limit': header('RateLimit-Limit'), 'ratelimit-remaining': header('RateLimit-Remaining'), 'ratelimit-reset': header('RateLimit-Reset') } : {}),
    ...(status === '429' || status === '503' ? { 'retry-after': header('Retry-After') } : {}),
  }
}

/** Adds the headers of the app-wide hooks to every response of every operation of `document`. */
export function documentCommonHeaders(document: { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> }): void {
  document.components = { ...document.components, headers: COMMON_HEADERS }
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        response.headers = { ...commonHeaders(path, status), ...response.headers }
      }
    }
  }
}
