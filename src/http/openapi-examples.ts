/**
 * Examples of the OpenAPI document, by operationId: one game played from a fixed seed, so that
 * every request example is accepted by the server in the order of the turn flow
 * (test/openapi-examples.test.ts sends them and compares the answers).
 */

export interface OperationExamples {
  /** The request body. */
  readonly request?: unknown
  /** Response bodies by status; deterministic members only where the server makes them random (ids, tokens, hashes, times). */
  readonly responses?: Readonly<Record<string, unknown>>
  /** Query and path parameter values. */
  readonly parameters?: Readonly<Record<string, unknown>>
}

export const EXAMPLES: Readonly<Record<string, OperationExamples>> = {}

interface Operation {
  operationId?: string
  parameters?: { name: string; example?: unknown }[]
  requestBody?: { content?: Record<string, { example?: unknown }> }
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>
}

/** Puts EXAMPLES into the operations of `document`. */
export function documentExamples(document: { paths?: Record<string, Record<string, Operation>> }): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const examples = operation.operationId === undefined ? undefined : EXAMPLES[operation.operationId]
      if (examples === undefined) continue
      for (const parameter of operation.parameters ?? []) {
        if (examples.parameters?.[parameter.name] !== undefined) parameter.example = examples.parameters[parameter.name]
      }
      const json = operation.requestBody?.content?.['application/json']
      if (examples.request !== undefined && json !== undefined) json.example = examples.request
      for (const [status, body] of Object.entries(examples.responses ?? {})) {
        const content = operation.responses?.[status]?.content
        const media = content?.['application/json'] ?? content?.['application/problem+json']
        if (media === undefined) throw new Error(`${operation.operationId}: no JSON response ${status} for its example`)
        media.example = body
      }
    }
  }
}
