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
import SerializerSelector from '@fastify/fast-json-stringify-compiler'
import { canonicalJson } from '../store/chain.js'

export function serializerFactory(checked: boolean): SerializerSelector.SerializerFactory {
  const bySchema = SerializerSelector()
  return (externalSchemas, options) => {
    const reference = checked ? bySchema(externalSchemas, options) : undefined
    return (route) => {
      if (reference === undefined) return JSON.stringify
      const documented = reference(route)
      return (data) => {
        const json = JSON.stringify(data)
        const expected = canonicalJson(JSON.parse(documented(data)))
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
