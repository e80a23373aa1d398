/**
 * Valid values of a JSON Schema (the subset the OpenAPI document uses, and a little more) as
 * fast-check arbitraries: object, array, string, integer, number, boolean, null, enum, const,
 * anyOf, oneOf, allOf of objects, $ref (local, against a root document), type lists, formats,
 * min/max bounds, patterns. A keyword it does not understand throws UnsupportedSchema, so that a
 * new schema feature makes the fuzz test fail loudly instead of silently generating nothing.
 */
import fc from 'fast-check'

export type Schema = Record<string, any>

export class UnsupportedSchema extends Error {
  constructor(where: string, what: string) {
    super(`${where}: ${what}`)
    this.name = 'UnsupportedSchema'
  }
}

/** Keywords that only annotate: they constrain nothing the generator must respect. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'example', '$id', '$schema', '$comment', 'deprecated', 'readOnly', 'writeOnly', 'xml', 'externalDocs', 'nullable', 'discriminator'])
const HANDLED = new Set([
  'type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref', 'properties', 'required', 'additionalProperties', 'patternProperties',
  'items', 'minItems', 'maxItems', 'uniqueItems', 'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minProperties', 'maxProperties',
])
const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  'date-time': () => fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: () => fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  uuid: () => fc.uuid(),
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
}

/** One code point per unit: mostly printable ASCII, sometimes any other non-NUL, non-surrogate one. */
const CODE_POINT = fc.oneof(
  { arbitrary: fc.integer({ min: 0x20, max: 0x7e }), weight: 6 },
  { arbitrary: fc.integer({ min: 0x80, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff), weight: 1 },
).map((c) => String.fromCodePoint(c))

/** Upper bound on generated collection sizes beyond the schema's minimum (keeps requests small). */
const SPARE = 4

export interface SchemaOptions {
  /** The document `$ref`s point into (`#/...`); none after dereferencing. */
  readonly root?: Schema
}

function resolveRef(ref: string, root: Schema | undefined, where: string): Schema {
  if (root === undefined || !ref.startsWith('#/')) throw new UnsupportedSchema(where, `$ref ${ref} (only local references with a root document)`)
  let node: any = root
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replaceAll('~1', '/').replaceAll('~0', '~')]
    if (node === undefined) throw new UnsupportedSchema(where, `$ref ${ref} does not resolve`)
  }
  return node
}

/** Arbitrary of values that satisfy `schema`. Throws UnsupportedSchema for what it cannot honour. */
export function schemaArbitrary(schema: Schema | boolean, opts: SchemaOptions = {}, where = '#', depth = 0): fc.Arbitrary<unknown> {
  if (schema === true || (typeof schema === 'object' && Object.keys(schema).every((k) => ANNOTATIONS.has(k)))) return anyJson(depth)
  if (schema === false) throw new UnsupportedSchema(where, 'false schema (no valid value)')
  if (depth > 30) throw new UnsupportedSchema(where, 'nesting deeper than 30 (a circular schema?)')
  for (const key of Object.keys(schema)) {
    if (!HANDLED.has(key) && !ANNOTATIONS.has(key)) throw new UnsupportedSchema(where, `keyword ${key}`)
  }
  const next = (s: Schema | boolean, at: string) => schemaArbitrary(s, opts, `${where}/${at}`, depth + 1)

  if (schema.$ref !== undefined) {
    const { $ref, ...rest } = schema
    const target = resolveRef($ref, opts.root, where)
    return Object.keys(rest).every((k) => ANNOTATIONS.has(k)) ? next(target, '$ref') : next({ allOf: [target, rest] }, '$ref')
  }
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum !== undefined) {
    if (!Array.isArray(schema.enum) || schema.enum.length === 0) throw new UnsupportedSchema(where, 'empty enum')
    return fc.constantFrom(...schema.enum)
  }
  if (schema.anyOf !== undefined || schema.oneOf !== undefined) {
    const branches: Schema[] = schema.anyOf ?? schema.oneOf
    const { anyOf: _a, oneOf: _o, ...rest } = schema
    const merged = branches.map((b, i) => (Object.keys(rest).some((k) => !ANNOTATIONS.has(k)) ? next({ allOf: [rest, b] }, `anyOf/${i}`) : next(b, `anyOf/${i}`)))
    return fc.oneof(...merged)
  }
  if (schema.allOf !== undefined) return next(mergeAllOf(schema, opts.root, where), 'allOf')

  const types: string[] = schema.type === undefined ? inferTypes(schema) : Array.isArray(schema.type) ? schema.type : [schema.type]
  if (types.length === 0) return anyJson(depth)
  return fc.oneof(...types.map((type) => typed(type, schema, opts, where, depth)))
}

function inferTypes(schema: Schema): string[] {
  if (schema.properties !== undefined || schema.additionalProperties !== undefined || schema.patternProperties !== undefined) return ['object']
  if (schema.items !== undefined) return ['array']
  if (schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern !== undefined || schema.format !== undefined) return ['string']
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number']
  return []
}

/** allOf of object schemas (and plain constraint lists) merged into one schema. */
function mergeAllOf(schema: Schema, root: Schema | undefined, where: string): Schema {
  const { allOf, ...rest } = schema
  const parts: Schema[] = [rest, ...allOf.map((p: Schema) => (p.$ref !== undefined ? resolveRef(p.$ref, root, where) : p))]
  const merged: Schema = {}
  for (const part of parts) {
    if (part.allOf !== undefined || part.anyOf !== undefined || part.oneOf !== undefined) throw new UnsupportedSchema(where, 'allOf of an anyOf/oneOf/allOf')
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') merged.properties = { ...merged.properties, ...value }
      else if (key === 'required') merged.required = [...new Set([...(merged.required ?? []), ...value])]
      else if (key === 'additionalProperties' && merged.additionalProperties !== undefined) merged.additionalProperties = merged.additionalProperties === false || value === false ? false : value
      else if (merged[key] !== undefined && JSON.stringify(merged[key]) !== JSON.stringify(value) && !ANNOTATIONS.has(key)) {
        throw new UnsupportedSchema(where, `allOf with conflicting ${key}`)
      } else merged[key] = value
    }
  }
  // additionalProperties: false in one part would reject the other parts' members: ignore it then
  // only if every property is declared in the merged properties (they are, by construction).
  return merged
}

function typed(type: string, schema: Schema, opts: SchemaOptions, where: string, depth: number): fc.Arbitrary<unknown> {
  const next = (s: Schema | boolean, at: string) => schemaArbitrary(s, opts, `${where}/${at}`, depth + 1)
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer': {
      if (schema.multipleOf !== undefined) throw new UnsupportedSchema(where, 'multipleOf')
      let min = schema.minimum ?? -(2 ** 31)
      let max = schema.maximum ?? 2 ** 31 - 1
      if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, Math.floor(schema.exclusiveMinimum) + 1)
      if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, Math.ceil(schema.exclusiveMaximum) - 1)
      if (min > max) throw new UnsupportedSchema(where, `empty integer range ${min}..${max}`)
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    }
    case 'number': {
      if (schema.multipleOf !== undefined) throw new UnsupportedSchema(where, 'multipleOf')
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: schema.exclusiveMinimum !== undefined, maxExcluded: schema.exclusiveMaximum !== undefined })
    }
    case 'string': {
      const minLength: number = schema.minLength ?? 0
      // A pattern bounds its own length (e.g. ^[0-9a-f]{64}$): only explicit bounds filter it.
      const maxLength: number = schema.maxLength ?? (schema.pattern !== undefined ? Number.POSITIVE_INFINITY : minLength + 24)
      if (schema.format !== undefined) {
        const format = FORMATS[schema.format]
        if (format === undefined) throw new UnsupportedSchema(where, `string format ${schema.format}`)
        return format().filter((s) => [...s].length >= minLength && [...s].length <= maxLength)
      }
      if (schema.pattern !== undefined) {
        return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => [...s].length >= minLength && [...s].length <= maxLength)
      }
      return fc.string({ unit: CODE_POINT, minLength, maxLength: Math.min(maxLength, minLength + 24) })
    }
    case 'array': {
      const items = schema.items ?? true
      if (Array.isArray(items)) throw new UnsupportedSchema(where, 'tuple items')
      const minLength: number = schema.minItems ?? 0
      const maxLength: number = Math.min(schema.maxItems ?? minLength + SPARE, minLength + SPARE)
      const item = next(items, 'items')
      return schema.uniqueItems === true
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength })
    }
    case 'object': {
      if (schema.minProperties !== undefined || schema.maxProperties !== undefined) throw new UnsupportedSchema(where, 'minProperties/maxProperties')
      const properties: Record<string, Schema> = schema.properties ?? {}
      const required: string[] = schema.required ?? []
      for (const name of required) {
        if (!(name in properties) && (schema.additionalProperties === false || schema.patternProperties !== undefined)) {
          throw new UnsupportedSchema(where, `required ${name} without a schema`)
        }
      }
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [name, sub] of Object.entries(properties)) record[name] = next(sub, `properties/${name}`)
      for (const name of required) if (!(name in record)) record[name] = next(schema.additionalProperties ?? true, 'additionalProperties')
      const known = fc.record(record, { requiredKeys: required })
      const extras: fc.Arbitrary<Record<string, unknown>>[] = []
      if (schema.patternProperties !== undefined) {
        for (const [pattern, sub] of Object.entries(schema.patternProperties as Record<string, Schema>)) {
          const key = fc.stringMatching(new RegExp(pattern, 'u')).filter((k) => !(k in properties) && k !== '__proto__')
          extras.push(fc.dictionary(key, next(sub, `patternProperties/${pattern}`), { maxKeys: 3 }))
        }
      } else if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
        const key = fc.string({ minLength: 1, maxLength: 10 }).filter((k) => !(k in properties) && k !== '__proto__')
        extras.push(fc.dictionary(key, next(schema.additionalProperties, 'additionalProperties'), { maxKeys: 3 }))
      }
      return fc.tuple(known, ...extras).map(([first, ...rest]) => Object.assign({}, ...rest, first))
    }
    default:
      throw new UnsupportedSchema(where, `type ${type}`)
  }
}

/** Any small JSON value (for schemas that accept anything). */
function anyJson(depth: number): fc.Arbitrary<unknown> {
  // Without __proto__ / constructor members: the service refuses those as poisoning (400).
  return fc
    .jsonValue({ maxDepth: depth > 10 ? 0 : 2 })
    .map((v) => JSON.parse(JSON.stringify(v)))
    .filter((v) => !/"(__proto__|constructor)"/.test(JSON.stringify(v)))
}
