// Checks every response of a test app against the committed OpenAPI document: its status, its
// header names, its JSON body (with Ajv) and, for a problem, its code must be documented for the
// operation. Cheap: the document is read and each response schema compiled once per process.
import { readFileSync } from 'node:fs'
import AjvModule from 'ajv'
import addFormatsModule from 'ajv-formats'
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

// Fastify's own validator (its dependencies); CommonJS default exports.
const Ajv = ((AjvModule as any).default ?? AjvModule) as new (options: object) => any
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: any) => void

interface Response {
  headers?: Record<string, unknown>
  content?: Record<string, { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }>
}

interface Webhook {
  parameters: { name: string; in: string; schema: { pattern: string } }[]
  requestBody: { content: Record<string, { schema: object }> }
}

let document:
  | { paths: Record<string, Record<string, { responses: Record<string, Response> }>>; components: object; 'x-unrouted-responses': Record<string, Response>; webhooks: Record<string, { post: Webhook }> }
  | undefined

function committed() {
  document ??= JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'))
  return document!
}

/**
 * The documented response of this answer: its operation's, or for a request no operation takes
 * (no route), the document's x-unrouted-responses (404, 405, OPTIONS' 204). Null when unchecked:
 * HEAD, hidden routes (/docs, /openapi.json), and the statuses every response may have (429, 503).
 */
function documentedResponse(method: string, route: string | undefined, status: number): { what: string; response: Response | undefined } | null {
  if (route === undefined) {
    const response = committed()['x-unrouted-responses'][String(status)]
    return response === undefined ? null : { what: `${method} (no operation)`, response }
  }
  const operation = committed().paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]
  return operation === undefined ? null : { what: `${method} ${route}`, response: operation.responses[String(status)] }
}

/** What is undocumented about this response, or nothing. */
export function undocumented(method: string, route: string | undefined, status: number, headers: string[], code: string | undefined): string[] {
  const documented = documentedResponse(method, route, status)
  if (documented === null) return []
  const { what, response } = documented
  if (response === undefined) return [`${what}: status ${status} is not documented`]
  const missing = headers.filter((name) => !UNDOCUMENTED.has(name) && !name.startsWith('access-control-') && response.headers?.[name] === undefined)
  const found = missing.map((name) => `${what} ${status}: header ${name} is not documented`)
  const codes = response.content?.['application/problem+json']?.schema?.allOf?.[1]?.properties?.code?.enum
  if (code !== undefined && !(codes ?? []).includes(code)) found.push(`${what} ${status}: code ${code} is not documented`)
  return found
}

const JSON_TYPES = /^application\/(problem\+)?json/
let ajv: any
const validators = new Map<string, (body: unknown) => boolean>()

let components: { schemas: Record<string, { discriminator?: { mapping?: object } }> } | undefined

/**
 * The document's components as Ajv takes them: a discriminator picks the branch to report the
 * errors of (Ajv derives the mapping from each branch's `type`; test/openapi-unions.test.ts checks
 * that the document's own mapping agrees and that no other branch fits).
 */
function validatedComponents() {
  components ??= structuredClone(committed().components) as NonNullable<typeof components>
  for (const schema of Object.values(components.schemas)) delete schema.discriminator?.mapping
  return components
}

/** The documented schema of this response's body, compiled. */
function validatorOf(response: Response, key: string, mediaType: string): ((body: unknown) => boolean) & { errors?: unknown[] } {
  let validate = validators.get(key)
  if (validate === undefined) {
    if (ajv === undefined) {
      ajv = new Ajv({ strict: false, discriminator: true })
      addFormats(ajv)
    }
    const schema = response.content?.[mediaType]?.schema
    validate = schema === undefined ? () => false : ajv.compile({ ...schema, components: validatedComponents() })
    validators.set(key, validate!)
  }
  return validate!
}

/** What is wrong with this JSON body by the document (nothing for bodies that are not JSON, or responses it does not describe). */
export function undocumentedBody(method: string, route: string | undefined, status: number, contentType: string, body: string): string[] {
  const mediaType = contentType.split(';')[0].trim()
  const documented = documentedResponse(method, route, status)
  // 204 and 304 never carry a body: Fastify drops whatever the route gave.
  if (documented?.response === undefined || !JSON_TYPES.test(mediaType) || body === '' || status === 204 || status === 304) return []
  const { what, response } = documented
  const validate = validatorOf(response, `${what} ${status} ${mediaType}`, mediaType)
  if (validate(JSON.parse(body))) return []
  return [`${what} ${status}: the ${mediaType} body does not fit the document: ${JSON.stringify(validate.errors?.slice(0, 5) ?? 'no schema')} in ${body.slice(0, 500)}`]
}

/** Compiles `schema` with the document's components (cached by `key`). */
function compiled(key: string, schema: object): ((value: unknown) => boolean) & { errors?: unknown[] } {
  return validatorOf({ content: { 'application/json': { schema } } } as Response, key, 'application/json')
}

/** What is wrong with a webhook request (headers and JSON body) by the document's root `webhooks`, or nothing. */
export function undocumentedWebhook(headers: Record<string, unknown>, body: string): string[] {
  const message = JSON.parse(body)
  const webhook = committed().webhooks?.[message.type]?.post
  if (webhook === undefined) return [`webhook ${message.type}: not documented`]
  const found = webhook.parameters
    .filter((p) => p.in === 'header' && !(typeof headers[p.name] === 'string' && new RegExp(p.schema.pattern).test(headers[p.name] as string)))
    .map((p) => `webhook ${message.type}: header ${p.name} ${JSON.stringify(headers[p.name])} does not fit ${p.schema.pattern}`)
  const validate = compiled(`webhook ${message.type}`, webhook.requestBody.content['application/json'].schema)
  if (!validate(message)) found.push(`webhook ${message.type}: the body does not fit the document: ${JSON.stringify(validate.errors?.slice(0, 5))} in ${body.slice(0, 500)}`)
  return found
}

/** What is wrong with the data of a player event (GET /players/me/events) by the schema its webhook documents, or nothing. */
export function undocumentedPlayerEvent(type: string, data: string): string[] {
  const webhook = committed().webhooks?.[type]?.post
  if (webhook === undefined) return [`player event ${type}: not documented`]
  const schema = (webhook.requestBody.content['application/json'].schema as { properties: { data: object } }).properties.data
  const validate = compiled(`player event ${type}`, schema)
  return validate(JSON.parse(data)) ? [] : [`player event ${type}: the data does not fit the document: ${JSON.stringify(validate.errors?.slice(0, 5))} in ${data}`]
}

/** Fails `t` for each response of `app` that the committed document does not describe. */
export function checkDocumented(t: Test, app: FastifyInstance): void {
  const codes = new WeakMap<FastifyRequest, string>()
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const contentType = String(reply.getHeader('content-type'))
    // Problems are sent as bytes (http/problem.ts), JSON answers as strings.
    const text = Buffer.isBuffer(payload) && contentType.startsWith('application/problem+json') ? payload.toString('utf8') : payload
    if (typeof text === 'string' && contentType.startsWith('application/problem+json')) {
      codes.set(request, JSON.parse(text).code)
    }
    if (typeof text === 'string') {
      for (const problem of undocumentedBody(request.method, request.routeOptions.url, reply.statusCode, contentType, text)) t.fail(problem)
    }
    return payload
  })
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = Object.keys({ ...reply.raw.getHeaders(), ...reply.getHeaders() }).map((name) => name.toLowerCase())
    for (const problem of undocumented(request.method, request.routeOptions.url, reply.statusCode, headers, codes.get(request))) t.fail(problem)
  })
}
