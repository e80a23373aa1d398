/**
 * An HTTP fuzzer driven by the OpenAPI document. fast-check generates request *plans* (plain data:
 * which operation, which game, which kind of id, token, header and body, which mutations); a plan
 * is resolved into a concrete request against the live games only when it runs, so that "the
 * active seat's token" or "a legal placement" mean what they say at that moment. Every response is
 * checked against the contract (no 5xx, problem+json errors, documented statuses, response
 * schemas); failures are grouped by operation, status and kind, each with its smallest example.
 */
import fc from 'fast-check'
import AjvModule from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { mutate, mutationArbitrary, serialize, type Mutation } from './mutate.js'
import type { Operation, Parameter } from './openapi-operations.js'
import { schemaArbitrary, type Schema } from './schema-arbitrary.js'

// ajv and ajv-formats are Fastify's own validator (its dependencies); CommonJS default exports.
const Ajv = ((AjvModule as any).default ?? AjvModule) as new (options: object) => any
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: any) => void

/** The oracle for legal moves: every list item of its answer that fits a turn body is a move. */
export const LEGAL_PATH = '/games/{id}/legal'
/** A path parameter of such a name is a game id: real games' ids are generated for it (and garbage). */
export const GAME_ID_PARAM = /^(id|gameId|game)$/i

// ---------------------------------------------------------------------------------------------
// Plans

type Mangle = 'upper' | 'nulSuffix' | 'truncate' | 'extraChar' | 'traversal' | 'trailingSpace' | 'doubleEncoded' | 'surrogateSuffix'
export type PathChoice =
  | { readonly kind: 'game'; readonly fixture: boolean; readonly pick: number }
  | { readonly kind: 'mangled'; readonly fixture: boolean; readonly pick: number; readonly how: Mangle }
  /** A number between 0 and the game's version + 1 (for integer parameters such as a log seq). */
  | { readonly kind: 'live'; readonly fraction: number }
  /** Text, percent-encoded as WTF-8 (lone surrogates become invalid UTF-8 such as %ED%A0%80). */
  | { readonly kind: 'text'; readonly value: string }
  /** Already percent-encoded, sent as is. */
  | { readonly kind: 'encoded'; readonly value: string }

export type QueryChoice =
  | { readonly kind: 'omit' }
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'encoded'; readonly value: string }
  | { readonly kind: 'repeat'; readonly values: string[] }

export type AuthChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'seat'; readonly which: 'active' | 'inactive' | 'any'; readonly pick: number; readonly style: 'Bearer' | 'bearer' | 'BEARER' | 'double-space' | 'trailing-space' | 'bare' | 'extra-word' }
  | { readonly kind: 'otherGame'; readonly pick: number }
  | { readonly kind: 'garbage'; readonly value: string }

export type TagChoice =
  | { readonly kind: 'current' | 'stale' | 'next' | 'star' | 'weak' | 'list' | 'huge' | 'negative' | 'empty' }
  | { readonly kind: 'garbage'; readonly value: string }

export type BodyChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly base: 'schema' | 'live'; readonly value: unknown; readonly pick: number; readonly mutations: readonly Mutation[]; readonly contentType: string }
  | { readonly kind: 'raw'; readonly which: number; readonly contentType: string }

export interface RandomPlan {
  readonly kind: 'random'
  readonly op: number
  /** The game whose tokens and version are used when the path names none. */
  readonly game: number
  readonly path: Record<string, PathChoice>
  readonly query: Record<string, QueryChoice>
  readonly extraQuery: [string, string][]
  readonly rawQuery: string
  readonly auth: AuthChoice
  readonly ifMatch: TagChoice | null
  readonly ifNoneMatch: TagChoice | null
  readonly idempotencyKey: string | null
  readonly headers: Record<string, string | null>
  readonly body: BodyChoice
}

/** A valid turn action on an active game: the phase's action by the active seat, a legal move. */
export interface AdvancePlan {
  readonly kind: 'advance'
  readonly fixture: boolean
  readonly pick: number
  readonly legalPick: number
  readonly skipDeploy: boolean
  readonly ifMatch: boolean
  readonly idempotencyKey: string | null
}

export type Plan = RandomPlan | AdvancePlan

/** Percent-encodes text as (WTF-)8 bytes: a lone surrogate becomes %ED%A0%80 and the like. */
export function wtf8Encode(text: string): string {
  let out = ''
  for (const ch of text) {
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) {
      out += ch
      continue
    }
    const cp = ch.codePointAt(0)!
    const bytes =
      cp < 0x80 ? [cp]
      : cp < 0x800 ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
      : cp < 0x10000 ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
      : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  }
  return out
}

/** Garbage path segments, already percent-encoded: NUL, invalid UTF-8, traversal, long ones. */
export const GARBAGE_SEGMENTS: string[] = [
  '', '%00', 'a%00', '%00%00%00', '%ED%A0%80', '%ED%BF%BF', 'x%ED%B0%80y', '%ED%A0%BD%ED%B2%A5', '%C0%80', '%C0%AF', '%FF', '%FE%FF', '%', '%2', '%G0',
  '..%2F..%2F..%2Fetc%2Fpasswd', '..%5C..%5Cwindows', '%2e%2e%2f%2e%2e', '%2E%2E', '..', '.', '%2e', '%20', '+', '%0A', '%0D%0A', '%09', '-', '0', '-1',
  'null', 'undefined', 'NaN', '%7B%7D', '%22%22', "'%20OR%201%3D1--", '%3Cscript%3E', 'x'.repeat(100), 'x'.repeat(101), 'x'.repeat(2000),
  '%00'.repeat(40), '%F0%9F%92%A5', '%E2%80%AE', '%EF%BB%BF', '%252e%252e', '00000000-0000-0000-0000-000000000000', ';', '%3B', '*', '%2A',
]

/** Garbage query values, already percent-encoded. */
const GARBAGE_QUERY: string[] = [
  '', 'abc', '1.5', '-1', '-0', '0x10', '1e3', '1e400', '-1e400', 'NaN', 'Infinity', '99999999999999999999', '2147483648', '-2147483649',
  'true', 'null', '%00', '1%00', '%ED%A0%80', 'x'.repeat(5000), '%5B%5D', '%7B%7D', '%201', '1%20', '%EF%BC%91', '1,2', '%',
]

/** Bodies that are not (valid) JSON, and JSON the parser must refuse. */
export const RAW_BODIES: (string | Buffer)[] = [
  '', ' ', '{', '}', '[', 'nul', 'null', 'true', '0', '"x"', '[]', '{}', 'NaN', '{"a":1}{"a":2}', '{"a":1,}', "{'a':1}", '\u0000',
  '{"x":"\\u0000"}', '{"x":"\\ud800"}', '\ufeff{}', '<x/>', 'a=1&b=2', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}',
  'x'.repeat(40_000), '['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  Buffer.from([0x00, 0x01, 0x02, 0x03]),
]

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8']
const OTHER_TYPES = [
  'text/plain', 'text/plain; charset=utf-8', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/vnd.api+json', 'application/merge-patch+json', 'application/problem+json', 'application/jsonx', '*/*', 'json', '', ';',
  'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/octet-stream',
]
const contentType = fc.oneof({ arbitrary: fc.constantFrom(...JSON_TYPES), weight: 6 }, { arbitrary: fc.constantFrom(...OTHER_TYPES), weight: 1 })

/** Header-safe text (printable ASCII and Latin-1, as HTTP allows). */
const headerText = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f && (c < 0x80 || c >= 0xa0)).map((c) => String.fromCharCode(c)), maxLength })
/** Any UTF-16 code units: NUL, lone surrogates and all. */
const weirdText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
)

const weighted = <T>(...pairs: [number, fc.Arbitrary<T>][]): fc.Arbitrary<T> => fc.oneof(...pairs.filter(([w]) => w > 0).map(([weight, arbitrary]) => ({ weight, arbitrary })))

/** Renders a generated value as a parameter's text. */
function paramText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function pathChoice(param: Parameter): fc.Arbitrary<PathChoice> {
  const sample = schemaArbitrary(param.schema, {}, `${param.name}`).map((v): PathChoice => ({ kind: 'text', value: paramText(v) }))
  const encoded = fc.constantFrom(...GARBAGE_SEGMENTS).map((value): PathChoice => ({ kind: 'encoded', value }))
  const weird = weirdText.map((value): PathChoice => ({ kind: 'text', value }))
  if (GAME_ID_PARAM.test(param.name)) {
    return weighted<PathChoice>(
      [10, fc.record({ kind: fc.constant('game' as const), fixture: fc.boolean(), pick: fc.nat() })],
      [1, fc.record({ kind: fc.constant('mangled' as const), fixture: fc.constant(true), pick: fc.nat(), how: fc.constantFrom<Mangle>('upper', 'nulSuffix', 'truncate', 'extraChar', 'traversal', 'trailingSpace', 'doubleEncoded', 'surrogateSuffix') })],
      [2, encoded],
      [1, sample],
      [1, weird],
    )
  }
  const integer = param.schema.type === 'integer'
  return weighted<PathChoice>([3, sample], [integer ? 4 : 0, fc.record({ kind: fc.constant('live' as const), fraction: fc.double({ min: 0, max: 1, noNaN: true }) })], [1, encoded], [1, weird])
}

function queryChoice(param: Parameter): fc.Arbitrary<QueryChoice> {
  const sample = schemaArbitrary(param.schema, {}, `${param.name}`).map((v): QueryChoice => ({ kind: 'text', value: paramText(v) }))
  return weighted<QueryChoice>(
    [param.required ? 1 : 4, fc.constant({ kind: 'omit' as const })],
    [6, sample],
    [2, fc.constantFrom(...GARBAGE_QUERY).map((value): QueryChoice => ({ kind: 'encoded', value }))],
    [1, weirdText.map((value): QueryChoice => ({ kind: 'text', value }))],
    [1, fc.array(sample.map((s) => (s.kind === 'text' ? s.value : '')), { minLength: 2, maxLength: 3 }).map((values): QueryChoice => ({ kind: 'repeat', values }))],
  )
}

const tagChoice: fc.Arbitrary<TagChoice> = weighted<TagChoice>(
  [3, fc.constantFrom<TagChoice>({ kind: 'current' }, { kind: 'stale' }, { kind: 'next' })],
  [2, fc.constantFrom<TagChoice>({ kind: 'star' }, { kind: 'weak' }, { kind: 'list' }, { kind: 'huge' }, { kind: 'negative' }, { kind: 'empty' })],
  [1, headerText(40).map((value): TagChoice => ({ kind: 'garbage', value }))],
)

const authChoice = (bearer: boolean): fc.Arbitrary<AuthChoice> =>
  weighted<AuthChoice>(
    [bearer ? 2 : 8, fc.constant({ kind: 'none' as const })],
    [
      bearer ? 8 : 1,
      fc.record({
        kind: fc.constant('seat' as const),
        which: fc.constantFrom<'active' | 'inactive' | 'any'>('active', 'active', 'inactive', 'any'),
        pick: fc.nat(),
        style: weighted([12, fc.constant('Bearer' as const)], [1, fc.constantFrom('bearer', 'BEARER', 'double-space', 'trailing-space', 'bare', 'extra-word' as const)]),
      }),
    ],
    [1, fc.record({ kind: fc.constant('otherGame' as const), pick: fc.nat() })],
    [
      1,
      fc
        .oneof(
          fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Token abc', '', 'Bearer null', 'Bearer a b', 'Bearer \u00ff\u00fe', `Bearer ${'a'.repeat(8000)}`),
          headerText(60),
          headerText(60).map((s) => `Bearer ${s}`),
        )
        .map((value): AuthChoice => ({ kind: 'garbage', value })),
    ],
  )

const idempotencyKey = weighted<string | null>([4, fc.constant(null)], [2, fc.uuid()], [1, fc.oneof(headerText(80), fc.constantFrom('', 'x'.repeat(1000)))])

function bodyChoice(op: Operation): fc.Arbitrary<BodyChoice> {
  const none = fc.constant<BodyChoice>({ kind: 'none' })
  const raw = fc.record({ kind: fc.constant('raw' as const), which: fc.nat(RAW_BODIES.length - 1), contentType })
  if (op.body === undefined) {
    const any = fc.record({
      kind: fc.constant('json' as const),
      base: fc.constant('schema' as const),
      value: fc.jsonValue({ maxDepth: 2 }),
      pick: fc.nat(),
      mutations: fc.constant([]),
      contentType,
    })
    return op.method === 'GET' ? weighted<BodyChoice>([20, none], [1, any], [1, raw]) : weighted<BodyChoice>([8, none], [1, any], [1, raw])
  }
  const json = (mutations: fc.Arbitrary<Mutation[]>) =>
    fc.record({
      kind: fc.constant('json' as const),
      base: fc.constantFrom('schema' as const, 'live' as const),
      value: schemaArbitrary(op.body!.schema, {}, `${op.key} body`),
      pick: fc.nat(),
      mutations,
      contentType,
    })
  return weighted<BodyChoice>([4, json(fc.constant([]))], [5, json(fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }))], [1, raw], [1, none])
}

/** The plan arbitrary of one operation; throws UnsupportedSchema where it cannot generate. */
export function operationPlan(op: Operation, index: number): fc.Arbitrary<RandomPlan> {
  const record = <T>(params: Parameter[], f: (p: Parameter) => fc.Arbitrary<T>) => fc.record(Object.fromEntries(params.map((p) => [p.name, f(p)])) as Record<string, fc.Arbitrary<T>>)
  const otherHeaders = op.headerParams.filter((p) => !['if-match', 'if-none-match', 'authorization', 'idempotency-key'].includes(p.name.toLowerCase()))
  const headerValue = (p: Parameter) => weighted<string | null>([2, fc.constant(null)], [2, schemaArbitrary(p.schema, {}, p.name).map(paramText).map((s) => s.replace(/[^\x20-\x7e]/g, '?'))], [1, headerText(40)])
  const documentedTag = op.headerParams.some((p) => p.name.toLowerCase() === 'if-match')
  return fc.record({
    kind: fc.constant('random' as const),
    op: fc.constant(index),
    game: fc.nat(),
    path: record(op.pathParams, pathChoice),
    query: record(op.queryParams, queryChoice),
    extraQuery: weighted<[string, string][]>([8, fc.constant([])], [1, fc.array(fc.tuple(fc.constantFrom('x', 'limit', 'offset', 'status', 'after', 'seat', '__proto__', 'a[b]'), fc.constantFrom('1', 'abc', '')), { minLength: 1, maxLength: 2 })]),
    rawQuery: weighted([20, fc.constant('')], [1, fc.constantFrom('&', '&&=', '=', '%ZZ', 'a[b]=1', '__proto__[x]=1', 'constructor=1', 'a=1&'.repeat(500))]),
    auth: authChoice(op.bearer),
    ifMatch: weighted<TagChoice | null>([documentedTag ? 4 : 10, fc.constant(null)], [1, tagChoice]),
    ifNoneMatch: weighted<TagChoice | null>([op.method === 'GET' ? 3 : 10, fc.constant(null)], [1, tagChoice]),
    idempotencyKey,
    headers: record(otherHeaders, headerValue),
    body: bodyChoice(op),
  })
}

export const advancePlan: fc.Arbitrary<AdvancePlan> = fc.record({
  kind: fc.constant('advance' as const),
  fixture: weighted([3, fc.constant(true)], [1, fc.constant(false)]),
  pick: fc.nat(),
  legalPick: fc.nat(),
  skipDeploy: fc.boolean(),
  ifMatch: weighted([3, fc.constant(false)], [1, fc.constant(true)]),
  idempotencyKey,
})

// ---------------------------------------------------------------------------------------------
// Running plans

export interface PoolGame {
  readonly id: string
  readonly tokens: string[]
  /** Created before fuzzing (the fixtures) or by a fuzzed request. */
  readonly fixture: boolean
}

interface Known {
  version: number
  status: string
  seat: number | null
  phase: string | null
}

export interface Failure {
  readonly signature: string
  count: number
  example: string
  size: number
}

export interface Sent {
  readonly op: Operation
  readonly options: InjectOptions
  /** The request in words, for reports: labels instead of tokens. */
  readonly description: string
  readonly game?: PoolGame
}

export class Fuzzer {
  readonly pool: PoolGame[] = []
  readonly known = new Map<string, Known>()
  readonly failures = new Map<string, Failure>()
  /** op key -> status -> count */
  readonly statuses = new Map<string, Map<number, number>>()
  readonly corpus = new Map<string, unknown[]>()
  /** op key -> milliseconds spent in app.inject */
  readonly millis = new Map<string, number>()
  requests = 0
  oracleRequests = 0
  acceptedTurnActions = 0
  advancePlans = 0
  /** Advance plans that sent nothing (no active game, or no move: the latter is a failure). */
  idlePlans = 0
  finishedDuringFuzz = 0
  private readonly ajv: any
  private readonly validators = new WeakMap<object, any>()
  private readonly turnOps: Operation[]
  private readonly fixtures = () => this.pool.filter((g) => g.fixture)

  constructor(
    readonly app: FastifyInstance,
    readonly operations: Operation[],
  ) {
    this.ajv = new Ajv({ strict: false, allErrors: false, addUsedSchema: false, validateFormats: true })
    addFormats(this.ajv)
    this.turnOps = operations.filter((op) => op.bearer)
    for (const op of operations) this.statuses.set(op.key, new Map())
  }

  validate(schema: Schema, value: unknown): string | null {
    let v = this.validators.get(schema)
    if (v === undefined) {
      v = this.ajv.compile(schema)
      this.validators.set(schema, v)
    }
    if (v(value)) return null
    const e = v.errors?.[0]
    return `${e?.instancePath || '/'} ${e?.message ?? 'invalid'}`
  }

  addGame(game: PoolGame): void {
    if (!this.pool.some((g) => g.id === game.id)) this.pool.push(game)
  }

  /** The game's state from GET /games/{id} (an oracle request), checked against what we knew. */
  async refresh(game: PoolGame): Promise<Known | undefined> {
    this.oracleRequests++
    const res = await this.app.inject({ method: 'GET', url: `/games/${game.id}` })
    if (res.statusCode !== 200) {
      this.fail('oracle GET /games/{id}', res.statusCode, `not 200: ${res.body.slice(0, 200)}`, `GET /games/${game.id}`)
      return undefined
    }
    const state = res.json()
    const before = this.known.get(game.id)
    if (before !== undefined && before.version !== state.version) {
      this.fail('oracle GET /games/{id}', 200, 'the version changed without an accepted write', `GET /games/${game.id}: known ${before.version}, now ${state.version}`)
    }
    return this.remember(state)
  }

  private remember(state: any): Known {
    const known: Known = { version: state.version, status: state.status, seat: state.turn?.seat ?? null, phase: state.turn?.phase ?? null }
    this.known.set(state.id, known)
    return known
  }

  private async knownOf(game: PoolGame): Promise<Known | undefined> {
    return this.known.get(game.id) ?? (await this.refresh(game))
  }

  private gameOf(fixture: boolean, pick: number): PoolGame {
    const list = fixture ? this.fixtures() : this.pool
    return list[pick % list.length]
  }

  /** Objects in a response that fit the request body of `op`: the root and the items of its arrays,
   * reduced to the members the body declares when it allows no others. */
  bodiesIn(op: Operation, json: unknown): unknown[] {
    if (op.body === undefined || json === null || typeof json !== 'object') return []
    const schema = op.body.schema
    const candidates: unknown[] = [json]
    for (const value of Object.values(json as Record<string, unknown>)) if (Array.isArray(value)) candidates.push(...value.slice(0, 200))
    const fitting: unknown[] = []
    for (const c of candidates) {
      if (c === null || typeof c !== 'object' || Array.isArray(c)) continue
      const projected =
        schema.additionalProperties === false && schema.properties !== undefined
          ? Object.fromEntries(Object.entries(c as Record<string, unknown>).filter(([k]) => k in schema.properties))
          : c
      if (this.validate(schema, projected) === null) fitting.push(projected)
    }
    return fitting
  }

  /** A request body known to be valid (e.g. one that created a fixture) joins the corpus of the
   * operations whose body schema it fits, as a base for mutations. */
  addExample(body: unknown): void {
    this.harvest(body)
  }

  private harvest(json: unknown): void {
    for (const op of this.operations) {
      if (op.body === undefined) continue
      const list = this.corpus.get(op.key) ?? []
      for (const body of this.bodiesIn(op, json)) {
        if (list.length < 40) list.push(body)
        else list[(this.requests * 7919) % list.length] = body
      }
      this.corpus.set(op.key, list)
    }
  }

  private tag(choice: TagChoice, version: number): string {
    switch (choice.kind) {
      case 'current': return `"${version}"`
      case 'stale': return `"${version - 1}"`
      case 'next': return `"${version + 1}"`
      case 'star': return '*'
      case 'weak': return `W/"${version}"`
      case 'list': return `"${version + 7}", "${version}"`
      case 'huge': return '"99999999999999999999999"'
      case 'negative': return '"-1"'
      case 'empty': return '""'
      case 'garbage': return choice.value
    }
  }

  private mangle(id: string, how: Mangle): string {
    switch (how) {
      case 'upper': return id.toUpperCase()
      case 'nulSuffix': return `${id}%00`
      case 'truncate': return id.slice(0, -1)
      case 'extraChar': return `${id}0`
      case 'traversal': return `${id}%2F..%2F${id}`
      case 'trailingSpace': return `${id}%20`
      case 'doubleEncoded': return id.replaceAll('-', '%252D')
      case 'surrogateSuffix': return `${id}%ED%B0%80`
    }
  }

  private async authHeader(choice: AuthChoice, game: PoolGame | undefined): Promise<[string | undefined, string]> {
    switch (choice.kind) {
      case 'none':
        return [undefined, 'no Authorization']
      case 'garbage':
        return [choice.value, `Authorization: ${JSON.stringify(choice.value.length > 60 ? `${choice.value.slice(0, 40)}...(${choice.value.length})` : choice.value)}`]
      case 'otherGame': {
        const others = this.pool.filter((g) => g !== game)
        const other = others[choice.pick % others.length]
        return [`Bearer ${other.tokens[choice.pick % other.tokens.length]}`, 'Bearer <a seat token of another game>']
      }
      case 'seat': {
        const g = game ?? this.gameOf(true, choice.pick)
        const known = await this.knownOf(g)
        const active = known?.seat ?? 0
        const seat =
          choice.which === 'active' ? active
          : choice.which === 'inactive' ? (active + 1 + (choice.pick % (g.tokens.length - 1))) % g.tokens.length
          : choice.pick % g.tokens.length
        const token = g.tokens[seat]
        const value = {
          Bearer: `Bearer ${token}`,
          bearer: `bearer ${token}`,
          BEARER: `BEARER ${token}`,
          'double-space': `Bearer  ${token}`,
          'trailing-space': `Bearer ${token} `,
          bare: token,
          'extra-word': `Bearer ${token} extra`,
        }[choice.style]
        return [value, `${choice.style} <seat ${seat} token${seat === active ? ' (active)' : ''}${game === undefined ? ' of an unrelated game' : ''}>`]
      }
    }
  }

  private async payload(op: Operation, choice: BodyChoice): Promise<[string | Buffer | undefined, string | undefined, string]> {
    if (choice.kind === 'none') return [undefined, undefined, 'no body']
    if (choice.kind === 'raw') {
      const raw = RAW_BODIES[choice.which]
      return [raw, choice.contentType, `raw body #${choice.which}`]
    }
    let value = choice.value
    let label = 'schema sample'
    if (choice.base === 'live') {
      const list = this.corpus.get(op.key) ?? []
      if (list.length > 0) {
        value = list[choice.pick % list.length]
        label = 'harvested'
      }
    }
    for (const m of choice.mutations) value = mutate(value, m)
    const text = value === undefined ? '' : serialize(value)
    return [text, choice.contentType, `${label}${choice.mutations.length > 0 ? ` mutated (${choice.mutations.map((m) => m.kind).join(', ')})` : ''}`]
  }

  /** Resolves a plan into a request against the live games. */
  async resolve(plan: Plan): Promise<Sent | undefined> {
    return plan.kind === 'advance' ? this.resolveAdvance(plan) : this.resolveRandom(plan)
  }

  private async resolveRandom(plan: RandomPlan): Promise<Sent> {
    const op = this.operations[plan.op]
    let game: PoolGame | undefined
    let url = op.path
    for (const param of op.pathParams) {
      const choice = plan.path[param.name]
      let segment: string
      switch (choice.kind) {
        case 'game':
          game = this.gameOf(choice.fixture, choice.pick)
          segment = game.id
          break
        case 'mangled':
          segment = this.mangle(this.gameOf(choice.fixture, choice.pick).id, choice.how)
          break
        case 'live': {
          const g = game ?? this.gameOf(true, plan.game)
          const version = (await this.knownOf(g))?.version ?? 0
          segment = String(Math.floor(choice.fraction * (version + 2)))
          break
        }
        case 'text':
          segment = wtf8Encode(choice.value)
          break
        case 'encoded':
          segment = choice.value
          break
      }
      url = url.replace(`{${param.name}}`, segment)
    }
    const query: string[] = []
    for (const param of op.queryParams) {
      const choice = plan.query[param.name]
      if (choice.kind === 'text') query.push(`${param.name}=${wtf8Encode(choice.value)}`)
      else if (choice.kind === 'encoded') query.push(`${param.name}=${choice.value}`)
      else if (choice.kind === 'repeat') for (const v of choice.values) query.push(`${param.name}=${wtf8Encode(v)}`)
    }
    for (const [k, v] of plan.extraQuery) query.push(`${wtf8Encode(k)}=${wtf8Encode(v)}`)
    if (plan.rawQuery !== '') query.push(plan.rawQuery)
    if (query.length > 0) url += `?${query.join('&')}`

    const headers: Record<string, string> = {}
    const words: string[] = []
    const [authorization, authWords] = await this.authHeader(plan.auth, game)
    if (authorization !== undefined) headers.authorization = authorization
    words.push(authWords)
    const version = game === undefined ? 0 : ((await this.knownOf(game))?.version ?? 0)
    if (plan.ifMatch !== null) {
      headers['if-match'] = this.tag(plan.ifMatch, version)
      words.push(`If-Match: ${headers['if-match'].slice(0, 40)}${plan.ifMatch.kind === 'current' ? ' (current)' : ''}`)
    }
    if (plan.ifNoneMatch !== null) {
      headers['if-none-match'] = this.tag(plan.ifNoneMatch, version)
      words.push(`If-None-Match: ${headers['if-none-match'].slice(0, 40)}`)
    }
    if (plan.idempotencyKey !== null) headers['idempotency-key'] = plan.idempotencyKey
    for (const [name, value] of Object.entries(plan.headers)) if (value !== null) headers[name] = value
    const [payload, type, bodyWords] = await this.payload(op, plan.body)
    if (type !== undefined && type !== '') headers['content-type'] = type
    words.push(bodyWords)
    const options: InjectOptions = { method: op.method as InjectOptions['method'], url, headers, ...(payload === undefined ? {} : { payload }) }
    return { op, options, description: describe(options, words), game }
  }

  private async resolveAdvance(plan: AdvancePlan): Promise<Sent | undefined> {
    this.advancePlans++
    const active = (games: PoolGame[]) => games.filter((g) => this.known.get(g.id)?.status !== 'finished')
    let candidates = active(plan.fixture ? this.fixtures() : this.pool)
    if (candidates.length === 0) candidates = active(this.pool)
    if (candidates.length === 0) {
      this.idlePlans++
      return undefined
    }
    const game = candidates[plan.pick % candidates.length]
    const known = await this.knownOf(game)
    if (known === undefined || known.status !== 'active' || known.phase === null || known.seat === null) {
      this.idlePlans++
      return undefined
    }
    let phase = known.phase
    let bodies: unknown[] = []
    const legalFor = async (type: string) => {
      const op = this.turnOps.find((o) => o.path.endsWith(`/${type}`))
      if (op?.body === undefined) return []
      this.oracleRequests++
      const res = await this.app.inject({ method: 'GET', url: LEGAL_PATH.replace('{id}', game.id) })
      if (res.statusCode !== 200) {
        this.fail(`oracle GET ${LEGAL_PATH}`, res.statusCode, 'not 200', `GET /games/${game.id}/legal`)
        return []
      }
      return this.bodiesIn(op, res.json())
    }
    if (phase === 'place' || phase === 'deploy') bodies = await legalFor(phase)
    if (phase === 'deploy' && (plan.skipDeploy || bodies.length === 0)) phase = 'score'
    const op = this.turnOps.find((o) => o.path.endsWith(`/${phase}`))
    if (op === undefined) {
      this.fail('advance', 0, `no turn operation for phase ${phase}`, `phase ${phase}`)
      this.idlePlans++
      return undefined
    }
    if (op.body !== undefined && bodies.length === 0) {
      this.fail('advance', 0, `no legal ${phase} for the active seat`, `game ${game.id} v${known.version}`)
      this.idlePlans++
      return undefined
    }
    const headers: Record<string, string> = { authorization: `Bearer ${game.tokens[known.seat]}` }
    if (plan.ifMatch) headers['if-match'] = `"${known.version}"`
    if (plan.idempotencyKey !== null) headers['idempotency-key'] = plan.idempotencyKey
    const body = op.body === undefined ? undefined : bodies[plan.legalPick % bodies.length]
    if (body !== undefined) headers['content-type'] = 'application/json'
    const options: InjectOptions = { method: op.method as InjectOptions['method'], url: op.path.replace(/\{[^}]+\}/, game.id), headers, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) }
    return { op, options, description: describe(options, [`Bearer <seat ${known.seat} token (active)>`, 'a legal move']), game }
  }

  /** Sends a resolved request, checks the response, and learns from it. */
  async send(sent: Sent): Promise<LightMyRequestResponse | undefined> {
    const { op, options } = sent
    this.requests++
    let res: LightMyRequestResponse
    const started = performance.now()
    try {
      res = await this.app.inject(options)
    } catch (error) {
      this.fail(op.key, 0, `inject threw ${(error as Error).message}`, sent.description)
      return undefined
    }
    this.millis.set(op.key, (this.millis.get(op.key) ?? 0) + performance.now() - started)
    const counts = this.statuses.get(op.key)!
    counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1)
    for (const problem of this.check(op, res)) this.fail(op.key, res.statusCode, problem, sent.description)
    await this.learn(sent, res)
    return res
  }

  /** Every contract violation of one response. */
  check(op: Operation, res: LightMyRequestResponse): string[] {
    const problems: string[] = []
    const status = res.statusCode
    const type = String(res.headers['content-type'] ?? '')
    if (status >= 500) problems.push(`${status}: a server error`)
    if (!res.headers['x-request-id']) problems.push('no x-request-id')
    const documented = op.responses.get(status)
    if (documented === undefined && status < 500) problems.push(`status ${status} is not documented (${[...op.responses.keys()].join(', ')})`)
    if (status === 304 || status === 204) {
      if (res.body !== '') problems.push(`${status} with a body`)
      return problems
    }
    let body: any
    try {
      body = JSON.parse(res.body)
    } catch {
      problems.push(`the body is not JSON (${type}): ${JSON.stringify(res.body.slice(0, 80))}`)
      return problems
    }
    if (status >= 400) {
      if (!/^application\/problem\+json(;|$)/.test(type)) problems.push(`content type ${type}, not application/problem+json`)
      for (const member of ['type', 'title', 'detail', 'code']) {
        if (typeof body?.[member] !== 'string') problems.push(`problem member ${member} missing or not a string`)
      }
      if (body?.status !== status) problems.push(`problem status ${body?.status} differs from the HTTP status`)
    } else if (status >= 200 && status < 300) {
      if (!/^application\/json(;|$)/.test(type)) problems.push(`content type ${type}, not application/json`)
    }
    if (documented !== undefined) {
      const mediaType = type.split(';')[0].trim()
      if (documented.size > 0 && !documented.has(mediaType)) problems.push(`content type ${mediaType} is not documented for ${status}`)
      const schema = documented.get(mediaType)
      if (schema !== undefined) {
        const error = this.validate(schema, body)
        if (error !== null) problems.push(`the body does not fit the documented schema: ${error}`)
      }
    }
    return problems
  }

  private async learn(sent: Sent, res: LightMyRequestResponse): Promise<void> {
    const { op } = sent
    if (res.statusCode < 200 || res.statusCode >= 300 || res.statusCode === 204) return
    let json: any
    try {
      json = res.json()
    } catch {
      return
    }
    // A created game (its tokens are shown once) joins the pool.
    if (typeof json?.game?.id === 'string' && Array.isArray(json.seats) && json.seats.every((s: any) => typeof s?.token === 'string')) {
      this.addGame({ id: json.game.id, tokens: json.seats.map((s: any) => s.token), fixture: false })
      this.remember(json.game)
      return
    }
    if (op.method !== 'GET' && typeof json?.game?.id === 'string' && typeof json.game.version === 'number') {
      const before = this.known.get(json.game.id)
      if (op.bearer) {
        this.acceptedTurnActions++
        if (before !== undefined && json.game.version !== before.version + 1) {
          this.fail(op.key, res.statusCode, `an accepted action moved the version from ${before.version} to ${json.game.version}`, sent.description)
        }
        if (before?.status === 'active' && json.game.status === 'finished') this.finishedDuringFuzz++
      }
      this.remember(json.game)
      return
    }
    if (op.method !== 'GET' && sent.game !== undefined) this.known.delete(sent.game.id)
    if (res.body.length < 2_000_000) this.harvest(json)
  }

  fail(where: string, status: number, problem: string, example: string): void {
    const signature = `${where} -> ${status}: ${problem}`
    const failure = this.failures.get(signature)
    if (failure === undefined) this.failures.set(signature, { signature, count: 1, example, size: example.length })
    else {
      failure.count++
      if (example.length < failure.size) {
        failure.example = example
        failure.size = example.length
      }
    }
  }
}

/** A request in words: method, URL, the labelled headers and the body (shortened). */
function describe(options: InjectOptions, words: string[]): string {
  const url = String(options.url)
  const shortUrl = url.length > 160 ? `${url.slice(0, 120)}...(${url.length} chars)` : url
  const type = (options.headers as Record<string, string> | undefined)?.['content-type']
  let body = ''
  const payload = options.payload as string | Buffer | undefined
  if (payload !== undefined) {
    const text = Buffer.isBuffer(payload) ? `<bytes ${payload.toString('hex').slice(0, 80)}>` : JSON.stringify(payload)
    body = ` body(${payload.length}${type === undefined ? '' : `, ${type}`}) ${text.length > 200 ? `${text.slice(0, 160)}...` : text}`
  }
  return `${options.method} ${shortUrl} [${words.join('; ')}]${body}`
}
