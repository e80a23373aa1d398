/**
 * The discriminators of the document's unions (GameEvent, LogEntry): `type` names the branch, and
 * the mapping says which schema that is, so that generated clients narrow on `type`. The route
 * schemas carry the plain `oneOf` (Ajv takes no discriminator mapping).
 */
import type { TObject } from '@sinclair/typebox'
import { DISCRIMINATED } from './log-schemas.js'

interface Components {
  components?: { schemas?: Record<string, Record<string, unknown>> }
}

/** `type`'s constant value in each branch, to that branch's component. */
function mapping(branches: readonly TObject[]): Record<string, string> {
  return Object.fromEntries(branches.map((branch) => [(branch.properties.type as unknown as { const: string }).const, `#/components/schemas/${branch.$id}`]))
}

export function documentDiscriminators(document: Components): void {
  const schemas = document.components?.schemas ?? {}
  for (const [name, branches] of Object.entries(DISCRIMINATED)) {
    schemas[name] = { ...schemas[name], discriminator: { propertyName: 'type', mapping: mapping(branches) } }
  }
}
