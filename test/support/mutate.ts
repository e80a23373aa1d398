/**
 * Structural mutations of JSON values, as plain data (so that a fuzz plan prints and replays):
 * wrong types, missing and unknown members, NUL characters and lone surrogates inside strings,
 * huge strings and arrays, deep nesting. Each picks its node with `pick` modulo the candidates
 * found in the value it is applied to. Deep nesting stays a marker string until serialize().
 */
import fc from 'fast-check'

export type Mutation =
  | { readonly kind: 'wrongType'; readonly pick: number; readonly value: unknown }
  | { readonly kind: 'dropMember'; readonly pick: number }
  | { readonly kind: 'unknownMember'; readonly pick: number; readonly name: string; readonly value: unknown }
  | { readonly kind: 'nastyString'; readonly pick: number; readonly insert: string; readonly at: number }
  | { readonly kind: 'hugeString'; readonly pick: number; readonly length: number }
  | { readonly kind: 'hugeArray'; readonly pick: number; readonly length: number }
  | { readonly kind: 'deep'; readonly pick: number; readonly depth: number; readonly array: boolean }

type Path = (string | number)[]

/** Values of the wrong type (for some schema or other), and numeric extremes. */
export const WRONG_VALUES: unknown[] = [
  null, true, false, 0, -1, 1.5, -0.5, 1e308, -1e308, 2 ** 53 + 2, 2147483648, -2147483649, '', 'x', '0', '1', '1e400', 'null', 'true',
  [], [null], [1, 2], {}, { a: 1 }, { length: 1 }, '\u0000', '\ud800',
]

/** Characters and snippets that upset text handling: NUL, lone surrogates, BOM, bidi overrides. */
export const NASTY_INSERTS: string[] = [
  '\u0000', '\u0000\u0000', '\ud800', '\udfff', '\udc00', '\ud83d', '\ud800\u0000', '\ufeff', '\u202e', '\uffff', '\ufffe', '\u0085',
  '\r\n', '\t', '\u001b[31m', '%00', '../../', "' OR '1'='1", '<script>alert(1)</script>', '${jndi:ldap://x}', '💥', 'e\u0301',
]

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('wrongType' as const), pick: fc.nat(), value: fc.constantFrom(...WRONG_VALUES) }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('dropMember' as const), pick: fc.nat() }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('unknownMember' as const),
      pick: fc.nat(),
      name: fc.oneof(fc.constantFrom('extra', 'seat', 'type', 'id', '', ' ', '\u0000', '\ud800', 'version', 'token'), fc.string({ maxLength: 8 })).filter((n) => n !== '__proto__' && n !== 'constructor'),
      value: fc.constantFrom(...WRONG_VALUES),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('nastyString' as const), pick: fc.nat(), insert: fc.constantFrom(...NASTY_INSERTS), at: fc.nat() }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('hugeString' as const), pick: fc.nat(), length: fc.constantFrom(65, 101, 257, 1000, 20_000, 40_000) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('hugeArray' as const), pick: fc.nat(), length: fc.constantFrom(6, 72, 1001, 5000) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deep' as const), pick: fc.nat(), depth: fc.constantFrom(10, 100, 1000, 10_000), array: fc.boolean() }), weight: 1 },
)

/** Every node of `value`, depth first, the root first. */
function nodes(value: unknown, path: Path = [], out: { path: Path; value: unknown }[] = []): { path: Path; value: unknown }[] {
  out.push({ path, value })
  if (Array.isArray(value)) value.forEach((v, i) => nodes(v, [...path, i], out))
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) nodes(v, [...path, k], out)
  return out
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  let node: any = root
  for (const key of path.slice(0, -1)) node = node[key]
  node[path[path.length - 1]] = value
  return root
}

function deleteAt(root: unknown, path: Path): unknown {
  let node: any = root
  for (const key of path.slice(0, -1)) node = node[key]
  const last = path[path.length - 1]
  if (Array.isArray(node)) node.splice(last as number, 1)
  else delete node[last]
  return root
}

/** Applies a mutation to a copy of `value`. */
export function mutate(value: unknown, m: Mutation): unknown {
  const root = value === undefined ? undefined : structuredClone(value)
  const all = nodes(root)
  const choose = <T>(list: T[]): T | undefined => (list.length === 0 ? undefined : list[m.pick % list.length])
  switch (m.kind) {
    case 'wrongType':
      return setAt(root, choose(all)!.path, structuredClone(m.value))
    case 'dropMember': {
      const target = choose(all.filter((n) => n.path.length > 0))
      return target === undefined ? {} : deleteAt(root, target.path)
    }
    case 'unknownMember': {
      const target = choose(all.filter((n) => n.value !== null && typeof n.value === 'object' && !Array.isArray(n.value)))
      if (target === undefined) return { [m.name]: m.value }
      ;(target.value as Record<string, unknown>)[m.name] = structuredClone(m.value)
      return root
    }
    case 'nastyString': {
      const target = choose(all.filter((n) => typeof n.value === 'string')) ?? choose(all)!
      const text = typeof target.value === 'string' ? target.value : 'ok'
      const at = m.at % (text.length + 1)
      return setAt(root, target.path, text.slice(0, at) + m.insert + text.slice(at))
    }
    case 'hugeString': {
      const target = choose(all.filter((n) => typeof n.value === 'string')) ?? choose(all)!
      return setAt(root, target.path, 'x'.repeat(m.length))
    }
    case 'hugeArray': {
      const target = choose(all.filter((n) => Array.isArray(n.value))) ?? choose(all)!
      const items = Array.isArray(target.value) && target.value.length > 0 ? target.value : [target.value ?? 0]
      return setAt(root, target.path, Array.from({ length: m.length }, (_, i) => structuredClone(items[i % items.length])))
    }
    case 'deep':
      // A marker: deep values overflow structuredClone and JSON.stringify; serialize() expands it.
      return setAt(root, choose(all)!.path, `${DEEP}${m.depth}:${m.array ? 'array' : 'object'}`)
  }
}

const DEEP = '\u2063fuzz-deep:'

/** JSON text of a (mutated) value, with deep-nesting markers expanded into the nested text. */
export function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/"\u2063fuzz-deep:(\d+):(array|object)"/g, (_, depth, kind) => {
    const n = Number(depth)
    return kind === 'array' ? `${'['.repeat(n)}1${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`
  })
}
