/**
 * Conditional reads (RFC 9110 section 13): every GET (and HEAD) under /games/{id}, and the tile
 * pictures, answer an ETag, and an If-None-Match that matches it gets 304 without a body.
 *
 * The routes do nothing for it: an onRoute hook gives each such route its onSend hook and its
 * OpenAPI description (the If-None-Match header, the ETag response header, the 304). A route may
 * set its own ETag (GET /games/{id} and /legal send the game's version, which If-Match on writes
 * compares); otherwise the ETag is the sha256 of the body, which is the same bytes for the same
 * representation. The event stream, which no onSend hook sees, answers for itself (notModified).
 * Writes take If-Match (IfMatchHeader, view.ts's parseIfMatch), which the game service compares.
 */
import { createHash } from 'node:crypto'
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { LIMITS, SafeString } from './schemas.js'
import { EtagHeader } from './response-headers.js'

const GAME_PATH = '/games/:id'
/** Routes outside /games/{id} that are conditional too. */
const ALSO_CONDITIONAL = new Set(['/tiles/:letter.svg'])

const IfNoneMatchHeader = SafeString('header', LIMITS.etags, {
  description: 'ETags the client holds (a list, or *); a match is answered 304 without a body',
})
/** If-Match of a write: the version it is based on; another version is refused (412 VERSION_CONFLICT). */
export const IfMatchHeader = Type.Optional(
  SafeString('header', LIMITS.etags, { description: 'Strong ETag of the version this write is based on (`"7"`; a bare `7` is read the same), or `*`' }),
)
export const NotModified = Type.Null({ description: 'Not modified: the representation named by If-None-Match is current', headers: { etag: EtagHeader } })

function isConditional(route: RouteOptions): boolean {
  const methods = [route.method].flat()
  const underGame = route.url === GAME_PATH || route.url.startsWith(`${GAME_PATH}/`)
  return (ALSO_CONDITIONAL.has(route.url) || underGame) && methods.every((m) => m === 'GET' || m === 'HEAD')
}

/** The opaque part of an entity tag: `"x"` of `"x"` and of `W/"x"` (weak comparison). */
function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '')
}

/**
 * If-None-Match's weak comparison (RFC 9110 13.1.2): `*` matches any current representation,
 * else any listed tag with the same opaque part, weak or not. Tags may hold commas, so the list is
 * read tag by tag rather than split.
 */
function ifNoneMatchMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  const wanted = opaque(etag)
  return [...header.matchAll(/(?:W\/)?"[^"]*"/g)].some(([tag]) => opaque(tag) === wanted)
}

/** A strong ETag of a body: its sha256, base64url, quoted. */
function bodyEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`
}

/** For a route that sends its own response (a stream): whether the request's If-None-Match matches `etag`. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match']
  return ifNoneMatch !== undefined && ifNoneMatchMatches(ifNoneMatch, etag)
}

async function answerConditionally(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode === 304) return withoutBody(request, reply, payload) // the route judged If-None-Match itself
  if (reply.statusCode !== 200) return payload
  let etag = reply.getHeader('etag')
  if (etag === undefined) {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload // a stream: never read twice
    etag = bodyEtag(payload)
    reply.header('etag', etag)
  }
  if (!notModified(request, String(etag))) return payload
  reply.code(304)
  return withoutBody(request, reply, payload)
}

/** A 304 has no body, Content-Type or Content-Length. */
function withoutBody(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  reply.removeHeader('content-type')
  reply.removeHeader('content-length')
  // HEAD: Fastify's own HEAD hook comes next and needs the body to drop; dropContentLength follows it.
  return request.method === 'HEAD' ? payload : null
}

/** Runs after Fastify's HEAD hook, which sets the Content-Length of the body it drops: a 304 has none. */
async function dropContentLength(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.statusCode === 304) reply.removeHeader('content-length')
}

/** The route's schema with If-None-Match, the ETag response header and the 304, for the validator and the OpenAPI document. */
function documented(schema: RouteOptions['schema']): RouteOptions['schema'] {
  if (schema === undefined) return schema
  const headers = (schema.headers ?? Type.Object({})) as TSchema
  if (headers.type !== 'object') throw new Error('conditional routes declare their headers as one object schema')
  const response = schema.response as Record<string, TSchema> | undefined
  return {
    ...schema,
    headers: { ...headers, properties: { ...headers.properties, 'if-none-match': Type.Optional(IfNoneMatchHeader) } },
    ...(response?.[200] === undefined ? {} : { response: { ...response, 200: { ...response[200], headers: { etag: EtagHeader, ...(response[200].headers as object) } }, 304: NotModified } }),
  }
}

export async function registerConditional(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!isConditional(route)) return
    route.schema = documented(route.schema)
    // First among the route's own onSend hooks (after the app's): it tags the serialized body.
    const onSend = [answerConditionally, ...[route.onSend ?? []].flat()]
    if (route.method === 'HEAD') onSend.push(dropContentLength)
    route.onSend = onSend
  })
}
