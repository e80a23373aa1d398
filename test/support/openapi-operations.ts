/**
 * The operations of the committed OpenAPI document, dereferenced, in the shape the fuzzer needs:
 * parameters by location, the JSON request body, the documented responses, the bearer tokens
 * accepted and whether the success is an event stream. Whatever the fuzzer could not generate requests for is reported in
 * `unsupported` (never silently skipped).
 */
import { readFileSync } from 'node:fs'
import SwaggerParser from '@apidevtools/swagger-parser'
import type { Schema } from './schema-arbitrary.js'

export interface Parameter {
  readonly name: string
  readonly in: 'path' | 'query' | 'header'
  readonly required: boolean
  readonly schema: Schema
  /** The documented example values (OpenAPI's parameter `examples`), if any. */
  readonly examples: readonly unknown[]
}

export interface Operation {
  /** "POST /games/{id}/draw" */
  readonly key: string
  readonly method: string
  readonly path: string
  readonly pathParams: Parameter[]
  readonly queryParams: Parameter[]
  readonly headerParams: Parameter[]
  readonly body?: { readonly required: boolean; readonly contentTypes: string[]; readonly schema: Schema }
  /** Documented responses: status -> media type -> schema (undefined: no body documented). */
  readonly responses: Map<number, Map<string, Schema | undefined>>
  readonly tags: string[]
  /** The http bearer security schemes it accepts (e.g. seatToken, playerToken). */
  readonly schemes: string[]
  /** May be sent without credentials: no security, or an empty requirement `{}` among them. */
  readonly anonymous: boolean
  /** Its 200 is a text/event-stream (Server-Sent Events), which may never end. */
  readonly eventStream: boolean
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

export interface LoadedDocument {
  readonly document: any
  readonly operations: Operation[]
  /** "METHOD /path: why" for each operation (or part) the fuzzer cannot handle. */
  readonly unsupported: string[]
}

export async function loadOperations(file: URL): Promise<LoadedDocument> {
  const raw = JSON.parse(readFileSync(file, 'utf8'))
  const document: any = await SwaggerParser.dereference(structuredClone(raw))
  const schemes: Record<string, any> = document.components?.securitySchemes ?? {}
  const operations: Operation[] = []
  const unsupported: string[] = []
  for (const [path, item] of Object.entries<any>(document.paths ?? {})) {
    for (const method of Object.keys(item)) {
      if (!METHODS.includes(method)) {
        if (method !== 'parameters' && method !== 'summary' && method !== 'description') unsupported.push(`${path}: path item member ${method}`)
        continue
      }
      const op = item[method]
      const key = `${method.toUpperCase()} ${path}`
      const problems: string[] = []
      const params: Parameter[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: any) => {
        if (!['path', 'query', 'header'].includes(p.in)) problems.push(`parameter ${p.name} in ${p.in}`)
        if (p.schema === undefined) problems.push(`parameter ${p.name} without a schema (content)`)
        return { name: p.name, in: p.in, required: p.required === true, schema: p.schema ?? {}, examples: [...('example' in p ? [p.example] : []), ...Object.values<any>(p.examples ?? {}).map((e) => e.value)] }
      })
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])
      for (const name of templated) if (!params.some((p) => p.in === 'path' && p.name === name)) problems.push(`path parameter ${name} undocumented`)
      let body: Operation['body']
      if (op.requestBody !== undefined) {
        const contentTypes = Object.keys(op.requestBody.content ?? {})
        const json = contentTypes.find((c) => /^application\/json\b/.test(c))
        if (json === undefined || contentTypes.length !== 1) problems.push(`request body as ${contentTypes.join(', ')} (only application/json is generated)`)
        body = { required: op.requestBody.required === true, contentTypes, schema: op.requestBody.content?.[json ?? contentTypes[0]]?.schema ?? {} }
      }
      const responses = new Map<number, Map<string, Schema | undefined>>()
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        if (!/^[1-5]\d\d$/.test(status)) {
          problems.push(`response ${status} (only explicit statuses are checked)`)
          continue
        }
        const media = new Map<string, Schema | undefined>()
        for (const [type, content] of Object.entries<any>(response.content ?? {})) media.set(type, content.schema)
        responses.set(Number(status), media)
      }
      const requirements: Record<string, unknown>[] = op.security ?? document.security ?? []
      const bearerSchemes: string[] = []
      for (const requirement of requirements) {
        for (const name of Object.keys(requirement)) {
          const scheme = schemes[name]
          if (scheme?.type === 'http' && /^bearer$/i.test(scheme.scheme)) bearerSchemes.push(name)
          else problems.push(`security scheme ${name} (${scheme?.type ?? 'undefined'}); only http bearer tokens are generated`)
        }
      }
      for (const p of problems) unsupported.push(`${key}: ${p}`)
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        body,
        responses,
        tags: op.tags ?? [],
        schemes: bearerSchemes,
        anonymous: requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0),
        eventStream: responses.get(200)?.has('text/event-stream') === true,
      })
    }
  }
  return { document, operations, unsupported }
}
