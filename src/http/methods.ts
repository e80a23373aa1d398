/**
 * Requests no route takes. A path that exists under other methods is answered 405
 * METHOD_NOT_ALLOWED with `Allow` listing them (RFC 9110 15.5.6), and OPTIONS on it (one that is
 * not a CORS preflight, which http/cors.ts answers first) 204 with `Allow` (RFC 9110 9.3.7). A path
 * no route matches is 404 ROUTE_NOT_FOUND whatever the method, and so is one whose route finds
 * nothing there (a wildcard route's missing file: /docs/static/nope.js).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendProblem } from './problem.js'

/** The methods a path may have, in the order `Allow` lists them (HEAD: Fastify answers it for every GET). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The methods of the path of `url` (its query string ignored), with OPTIONS; empty when no route matches it. */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const allowed: string[] = METHODS.filter((method) => app.findRoute({ method, url }) !== null)
  return allowed.length === 0 ? [] : [...allowed, 'OPTIONS']
}

/** 405, or OPTIONS' 204, on a path that exists; else 404. */
function answerUnrouted(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const allowed = allowedMethods(request.server, request.url)
  const routed = request.method !== 'OPTIONS' && allowed.includes(request.method)
  if (allowed.length === 0 || routed) return sendProblem(reply, 'ROUTE_NOT_FOUND', `no route ${request.method} ${request.url}`)
  reply.header('allow', allowed.join(', '))
  if (request.method === 'OPTIONS') return reply.code(204).send()
  return sendProblem(reply, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${request.url.split('?')[0]}; allowed: ${allowed.join(', ')}`)
}

/**
 * Answers unrouted requests before their body is read: a wrong method is a 405 whatever it sends
 * (a malformed body included), and an unknown path a 404. Register it after the rate limits and
 * load shedding, which count and shed these requests too.
 */
export function registerUnrouted(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return answerUnrouted(request, reply)
  })
  // The 404 route's own handler, which the hook answers before: never Fastify's plain JSON 404.
  app.setNotFoundHandler(answerUnrouted)
}
