/**
 * How requests are validated, and how a failure is told to the client.
 *
 * Bodies are JSON and typed: no coercion at all, so `"rotation": "90"`, `"x": false` or
 * `"x": null` is a 400, never a silent 90, 0 or 0. Query strings, path parameters and headers
 * are text on the wire: there numeric text is still read as a number (`?limit=10`) and a lone
 * value as a one-element list.
 */
import AjvCompiler from '@fastify/ajv-compiler'
import type { FastifySchemaValidationError } from 'fastify'

export function validatorFactory(): AjvCompiler.ValidatorFactory {
  const pool = AjvCompiler()
  return (externalSchemas, options) => {
    const textual = pool(externalSchemas, options)
    // Ajv mode (the app sets no JTD mode): the same options but coercion.
    const customOptions: AjvCompiler.Options = { ...(options?.customOptions as AjvCompiler.Options), coerceTypes: false }
    const strict = pool(externalSchemas, { plugins: options?.plugins, onCreate: options?.onCreate, customOptions })
    return (route) => (route.httpPart === 'body' ? strict(route) : textual(route))
  }
}

/** One entry of a problem's `errors`: where, what, and the property concerned when one is. */
export interface ValidationIssue {
  readonly path: string
  readonly message: string
  readonly property?: string
}

/** Ajv's failures as the problem lists them: a member that is not allowed, or missing, is named. */
export function validationIssues(errors: readonly FastifySchemaValidationError[], part: string): ValidationIssue[] {
  return errors.map((error) => {
    const path = `${part}${error.instancePath}`
    const { additionalProperty, missingProperty } = error.params
    if (error.keyword === 'additionalProperties' && typeof additionalProperty === 'string') {
      return { path, message: `must NOT have additional property '${additionalProperty}'`, property: additionalProperty }
    }
    if (error.keyword === 'required' && typeof missingProperty === 'string') {
      return { path, message: error.message ?? `must have required property '${missingProperty}'`, property: missingProperty }
    }
    return { path, message: error.message ?? 'invalid' }
  })
}

/**
 * What is wrong with the body of an operation that takes none: nothing when there is none or it is
 * `{}` (clients that always send JSON); each member, or any other JSON value, is refused as a body
 * that does not fit its schema is.
 */
export function unexpectedBodyIssues(body: unknown): ValidationIssue[] {
  if (body === undefined) return []
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    return Object.keys(body).map((property) => ({ path: 'body', message: `must NOT have additional property '${property}'`, property }))
  }
  return [{ path: 'body', message: 'must be absent or an empty object: this operation takes no body' }]
}

/** The problem's detail: each issue as `<path> <message>`, as Fastify words them. */
export function validationDetail(issues: readonly ValidationIssue[]): string {
  return issues.map((issue) => `${issue.path} ${issue.message}`).join(', ')
}
