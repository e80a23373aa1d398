/**
 * CORS for the origins of CORS_ORIGINS; off (no CORS header at all) when the list is empty.
 *
 * Hand-rolled rather than @fastify/cors, for guarantees that plugin does not give as such: a
 * preflight is answered in this module's onRequest hook, which app.ts registers before the rate
 * limits, load shedding and routes, so it is never counted, shed or sent to the database, also
 * from an origin that is not allowed (@fastify/cors routes those on); and an actual response gets
 * its headers in that hook (a hijacked event stream writes the headers set so far) and, where
 * still missing, in onSend, so that every answer carries them: problems, 404s, 429s and the 503s
 * of a draining server (whose hook runs first).
 *
 * Clients authenticate with Bearer tokens, never cookies: Access-Control-Allow-Credentials is
 * never sent, which is also what `*` requires.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { addVary } from './vary.js'

const ALLOW_METHODS = 'GET, POST, DELETE, OPTIONS'
const ALLOW_HEADERS = 'authorization, content-type, idempotency-key, if-match, if-none-match, last-event-id'
const EXPOSE_HEADERS = 'etag, location, retry-after, x-request-id, idempotent-replayed'
/** Seconds a browser may cache a preflight (Chromium caps it at 7200). */
const MAX_AGE_SECONDS = 7200

export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return
  const anyOrigin = origins.includes('*')
  // Browsers send the serialized origin (lower-case scheme and host, no default port): compare with that.
  const allowed = new Set(origins.filter((o) => o !== '*').map((o) => new URL(o).origin))

  /** The Access-Control-Allow-Origin value for this request, or undefined when it gets none. */
  function allowOrigin(request: FastifyRequest): string | undefined {
    if (anyOrigin) return '*'
    const origin = request.headers.origin
    return origin !== undefined && allowed.has(origin) ? origin : undefined
  }

  /** Allow-Origin and Expose-Headers for an actual request from an allowed origin, once. */
  function allowActual(request: FastifyRequest, reply: FastifyReply): void {
    // With `*` the answer is the same for every origin; otherwise it depends on Origin, also for caches.
    if (!anyOrigin) addVary(reply, 'Origin')
    if (reply.hasHeader('access-control-allow-origin')) return
    const origin = allowOrigin(request)
    if (origin === undefined) return
    reply.header('access-control-allow-origin', origin)
    reply.header('access-control-expose-headers', EXPOSE_HEADERS)
  }

  app.addHook('onRequest', async (request, reply) => {
    const preflight = request.method === 'OPTIONS' && request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined
    // Set before the route runs: a hijacked reply (the event streams) writes the headers set so far.
    if (!preflight) {
      allowActual(request, reply)
      return
    }
    // From an origin that is not allowed a preflight is answered 204 too, without any
    // Access-Control-Allow-* header, which the browser reads as a refusal. Other OPTIONS requests go
    // on to the router (http/methods.ts: 204 with Allow on a path that exists, else 404).
    addVary(reply, 'Origin')
    const origin = allowOrigin(request)
    if (origin !== undefined) {
      reply.header('access-control-allow-origin', origin)
      reply.header('access-control-allow-methods', ALLOW_METHODS)
      reply.header('access-control-allow-headers', ALLOW_HEADERS)
      reply.header('access-control-max-age', String(MAX_AGE_SECONDS))
    }
    return reply.code(204).send()
  })

  // Answers sent before that hook ran (a draining server's 503) get the headers here.
  app.addHook('onSend', async (request, reply) => allowActual(request, reply))
}
