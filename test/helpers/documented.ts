// Checks every response of a test app against the committed OpenAPI document: its status, its
// header names and, for a problem, its code must be documented for the operation. Cheap: the
// document is read once per process, and each response costs a few lookups.
import { readFileSync } from 'node:fs'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Test } from 'tap'

/** Transport headers, and those the info description documents for every response. */
const UNDOCUMENTED = new Set([
  'content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'vary',
  // helmet's fixed security headers (limits.ts)
  'content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'referrer-policy',
  'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options',
  'x-permitted-cross-domain-policies', 'x-xss-protection',
])

interface Response {
  headers?: Record<string, unknown>
  content?: Record<string, { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }>
}

let document: { paths: Record<string, Record<string, { responses: Record<string, Response> }>> } | undefined

function committed() {
  document ??= JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'))
  return document!
}

/** What is undocumented about this response, or nothing. */
export function undocumented(method: string, route: string, status: number, headers: string[], code: string | undefined): string[] {
  const operation = committed().paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]
  if (operation === undefined) return [] // HEAD, hidden routes (/docs, /openapi.json), unmatched URLs
  const response = operation.responses[String(status)]
  if (response === undefined) return [`${method} ${route}: status ${status} is not documented`]
  const missing = headers.filter((name) => !UNDOCUMENTED.has(name) && !name.startsWith('access-control-') && response.headers?.[name] === undefined)
  const found = missing.map((name) => `${method} ${route} ${status}: header ${name} is not documented`)
  const codes = response.content?.['application/problem+json']?.schema?.allOf?.[1]?.properties?.code?.enum
  if (code !== undefined && !(codes ?? []).includes(code)) found.push(`${method} ${route} ${status}: code ${code} is not documented`)
  return found
}

/** Fails `t` for each response of `app` that the committed document does not describe. */
export function checkDocumented(t: Test, app: FastifyInstance): void {
  const codes = new WeakMap<FastifyRequest, string>()
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('application/problem+json')) {
      codes.set(request, JSON.parse(payload).code)
    }
    return payload
  })
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url
    if (route === undefined) return
    const headers = Object.keys({ ...reply.raw.getHeaders(), ...reply.getHeaders() }).map((name) => name.toLowerCase())
    for (const problem of undocumented(request.method, route, reply.statusCode, headers, codes.get(request))) t.fail(problem)
  })
}
