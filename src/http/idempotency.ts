/**
 * The HTTP side of writes: the Idempotency-Key header (IETF draft-ietf-httpapi-idempotency-key),
 * the scope and fingerprint of a request, and answers rendered once so that a retry gets the same
 * bytes.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sha256Hex } from '../service/deck.js'
import { ServiceError } from '../service/errors.js'
import type { Answer, IdempotencyRequest, Rendered } from '../service/idempotency.js'
import { canonicalJson } from '../store/chain.js'

/** A key of 1 to 255 visible ASCII characters, bare or as a quoted structured-field string. */
export const IdempotencyKeyHeader = Type.Optional(
  Type.String({
    pattern: '^(?:[\\x21\\x23-\\x7E]{1,255}|"[\\x21\\x23-\\x7E]{1,255}")$',
    description: 'Makes the request safe to retry: a retry with the same key and body gets the stored answer (kept 24 hours) and writes nothing',
  }),
)

/** The idempotency request of a POST, or undefined without the header. `credential`: the bearer token, if any. */
export function idempotencyOf(request: FastifyRequest, credential: string | undefined): IdempotencyRequest | undefined {
  const header = request.headers['idempotency-key']
  if (typeof header !== 'string') return undefined
  const key = header.startsWith('"') ? header.slice(1, -1) : header
  const scope = credential === undefined ? `address:${request.ip}` : `token:${sha256Hex(credential)}`
  const path = request.url.split('?')[0]
  return { scope, key, fingerprint: sha256Hex(`${request.method} ${path}\n${canonicalBody(request.body)}`) }
}

/**
 * canonicalJson of a body: `{}` as no body (operations that take none accept either), so that a
 * retry may send the other; one nested deeper than canonicalJson can recurse is refused.
 */
function canonicalBody(body: unknown): string {
  const empty = body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0)
  try {
    return canonicalJson(empty ? null : body)
  } catch (error) {
    if (error instanceof RangeError) throw new ServiceError('VALIDATION_ERROR', 'the body is nested too deeply to be compared for Idempotency-Key')
    throw error
  }
}

/** Serializes `body` with the route's response schema for `status`. */
export function renderJson(reply: FastifyReply, status: number, headers: Record<string, string>, body: unknown): Rendered {
  reply.code(status)
  return { status, headers, body: reply.serialize(body) as string }
}

export function sendAnswer(reply: FastifyReply, answer: Answer<unknown>): FastifyReply {
  reply.code(answer.status).headers(answer.headers).type('application/json; charset=utf-8')
  if (answer.replayed) reply.header('idempotent-replayed', 'true')
  return reply.send(answer.body)
}
