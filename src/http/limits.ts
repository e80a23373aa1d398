/**
 * Abuse limits around the routes: security headers (helmet), rate limits per client address and
 * per seat token, the request header size, and the request id a client may choose. app.ts spreads
 * SERVER_LIMITS into the Fastify options and calls registerLimits once, before the routes.
 * Input strings are limited by the route schemas (SafeString in schemas.ts), not here.
 */
import { createHash, randomUUID } from 'node:crypto'
import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import helmet from 'helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { problemDocument, sendProblem, type ProblemCode } from './problem.js'

/**
 * Requests per minute per client address, and per seat token. A whole five-seat game of bots is
 * about 450 requests, a person makes a few a second at most; brute force stops at 20 a second.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 1200
const RATE_WINDOW_MS = 60_000
/** Distinct addresses and tokens remembered per window (least recently seen are dropped first). */
const RATE_KEYS = 10_000

/** Request line and headers together; Node's default, stated here so that it is a decision. */
export const MAX_HEADER_BYTES = 16 * 1024

/** A client-chosen x-request-id: visible ASCII, at most 128 characters (it is logged and echoed). */
const REQUEST_ID = /^[\x21-\x7E]{1,128}$/

export interface LimitOptions {
  /** Requests per minute per address and per token; 0 turns rate limiting off. */
  readonly rateLimitPerMinute: number
  /**
   * Whether loopback addresses have a limit of their own too. Without it (the server's default when
   * RATE_LIMIT_PER_MINUTE is unset) clients on the server's own machine are limited only per token:
   * the operator's tools and test runs, bots, and a reverse proxy, which must limit per real client itself.
   */
  readonly rateLimitLoopback: boolean
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address)
}

/** The client's x-request-id when it is well formed, otherwise a new UUID (see requestIdGuard). */
function requestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id']
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID()
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request, as problems: a too large header
 * is 431 HEADERS_TOO_LARGE, a slow request 408, anything else unparseable 400 VALIDATION_ERROR.
 */
function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [code, detail]: [ProblemCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['HEADERS_TOO_LARGE', `the request line and headers exceed ${MAX_HEADER_BYTES} bytes`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['REQUEST_TIMEOUT', 'the request was not received in time']
        : ['VALIDATION_ERROR', 'malformed HTTP request']
  const problem = problemDocument(code, detail)
  const body = JSON.stringify(problem)
  this.log.debug({ err: error }, 'client error')
  if (!socket.writable) return void socket.destroy()
  socket.end(
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\nContent-Type: application/problem+json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  )
}

/** Fastify server options of the limits (spread into the options in app.ts). */
export const SERVER_LIMITS = {
  requestIdHeader: false,
  genReqId: requestId,
  http: { maxHeaderSize: MAX_HEADER_BYTES },
  clientErrorHandler,
} as const

/**
 * swagger-ui options for /docs: the page loads its own script and CSS, so swagger-ui's policy
 * (staticCSP) replaces the API's there, less upgrade-insecure-requests, which would send the
 * page's requests to https on a plain-http server.
 */
export const DOCS_CSP = {
  staticCSP: true,
  transformStaticCSP: (header: string) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
} as const

/** An x-request-id the service would not log or echo is refused rather than silently replaced. */
async function requestIdGuard(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers['x-request-id']
  if (header === undefined || (typeof header === 'string' && REQUEST_ID.test(header))) return
  const path = 'headers/x-request-id'
  const message = 'must be 1 to 128 visible ASCII characters'
  return sendProblem(reply, 'VALIDATION_ERROR', `${path} ${message}`, { errors: [{ path, message }] })
}

/** The token of a Bearer Authorization header (as the turn routes read it), if any. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined
}

/**
 * helmet's headers for the API: it answers JSON only, so nothing may run or be framed in its
 * responses. Computed once: they do not depend on the request (@fastify/helmet rebuilt helmet's
 * middleware on every request, 5% of a write's CPU).
 */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = (() => {
  const headers: [string, string][] = []
  const response = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => {} }
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } })(
    {} as IncomingMessage,
    response as never,
    () => {},
  )
  return headers
})()

/** Registers the security headers, the x-request-id guard and (unless off) the rate limits on the root instance. */
export async function registerLimits(app: FastifyInstance, { rateLimitPerMinute, rateLimitLoopback }: LimitOptions): Promise<void> {
  // On the raw response, as helmet sets them: the docs under /docs override the policy with their
  // own (swagger-ui's staticCSP, see app.ts), and event streams send the raw response's headers.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of SECURITY_HEADERS) reply.raw.setHeader(name, value)
    done()
  })

  if (rateLimitPerMinute > 0) {
    // Two keys on one request: the plugin's rateLimit() hooks share a "ran" flag per request, so
    // that only the first would count; createRateLimit() gives both counters without it.
    await app.register(rateLimit, { global: false, enableDraftSpec: true })
    const common = { max: rateLimitPerMinute, timeWindow: RATE_WINDOW_MS, cache: RATE_KEYS }
    const byAddress = app.createRateLimit(common) // the plugin's key: the address (IPv6 by /64)
    const byToken = app.createRateLimit({
      ...common,
      // Keyed by the token's sha256: the raw token is never kept.
      keyGenerator: (request) => `token:${createHash('sha256').update(bearerToken(request) ?? '').digest('hex')}`,
    })
    type Checked = Awaited<ReturnType<typeof byAddress>>
    type Counted = Extract<Checked, { isAllowed: false }>
    const counted = (limit: Checked): limit is Counted => !limit.isAllowed
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url?.startsWith('/health')) return // probes are never limited
      const limits = !rateLimitLoopback && isLoopback(request.ip) ? [] : [await byAddress(request)].filter(counted)
      // Once the address is over its limit the request is refused: the token is not counted.
      if (!limits.some((l) => l.isExceeded) && bearerToken(request) !== undefined) limits.push(...[await byToken(request)].filter(counted))
      // The headers describe the limit that binds: the exceeded one, else the one with least left.
      const binding = limits.find((l) => l.isExceeded) ?? [...limits].sort((a, b) => a.remaining - b.remaining)[0]
      if (binding === undefined) return
      reply.header('ratelimit-limit', binding.max)
      reply.header('ratelimit-remaining', binding.remaining)
      reply.header('ratelimit-reset', binding.ttlInSeconds)
      if (!binding.isExceeded) return
      reply.header('retry-after', binding.ttlInSeconds)
      const which = binding === limits[0] ? 'this client address' : 'this seat token'
      return sendProblem(reply, 'TOO_MANY_REQUESTS', `more than ${binding.max} requests a minute from ${which}; retry in ${binding.ttlInSeconds} s`)
    })
  }

  app.addHook('onRequest', requestIdGuard)
}
