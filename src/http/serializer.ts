/**
 * How responses become JSON: JSON.stringify of the views the routes build member by member.
 * Fastify's default (fast-json-stringify) checked every member of a union against its schema with
 * Ajv at run time, which cost about a fifth of an accepted write's CPU.
 *
 * Checked mode (the test suite runs in it) also serializes each response by its schema, as the
 * default did, dropping whatever the schema does not name, and refuses a response whose two
 * serializations differ: a member missing from the documentation, or a view that leaks a field,
 * fails the tests instead of reaching clients.
 */
import { createHash } from 'node:crypto'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import { canonicalJson } from '../store/chain.js'

type Serialize = (data: unknown) => string

/**
 * Checked mode's schema serializers by route and schemas, shared by the apps a process builds: the
 * tests build many, and compiling every route's serializers took most of an app's start.
 */
const compiled = new Map<string, Serialize>()

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value) ?? '').digest('base64url')

export function serializerFactory(checked: boolean): SerializerSelector.SerializerFactory {
  const bySchema = SerializerSelector()
  return (externalSchemas, options) => {
    const reference = checked ? bySchema(externalSchemas, options) : undefined
    const shared = digest([externalSchemas, options])
    return (route) => {
      if (reference === undefined) return JSON.stringify
      const key = `${route.method} ${route.url} ${route.httpStatus} ${(route as { contentType?: string }).contentType ?? ''} ${shared} ${digest(route.schema)}`
      let documented = compiled.get(key)
      if (documented === undefined) compiled.set(key, (documented = reference(route) as Serialize))
      return (data) => {
        const json = JSON.stringify(data)
        const serialized = documented(data)
        if (serialized === json) return json // the usual case: the views build their members in the schema's order
        const expected = canonicalJson(JSON.parse(serialized))
        const actual = canonicalJson(JSON.parse(json))
        if (actual !== expected) {
          throw new Error(
            `${route.method} ${route.url} ${route.httpStatus}: the response differs from its schema's serialization\nsent:       ${actual.slice(0, 2000)}\ndocumented: ${expected.slice(0, 2000)}`,
          )
        }
        return json
      }
    }
  }
}
