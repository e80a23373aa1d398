/**
 * An HTTP fuzzer driven by the OpenAPI document. fast-check generates request *plans* (plain data:
 * which operation, which game, which kind of id, token, header and body, which mutations); a plan
 * is resolved into a concrete request against the live games only when it runs, so that "the
 * active seat's token" or "a legal placement" mean what they say at that moment. Every response is
 * checked against the contract (no 5xx, problem+json errors, documented statuses, response
 * schemas); failures are grouped by operation, status and kind, each with its smallest example.
 *
 * The fuzzer keeps what the requests need to get past authentication and lookups: games with
 * their seat tokens, players with their tokens and webhooks, and single-use invitations to open
 * seats (made anew when they run out). Event streams go over a real connection, read for a
 * bounded time (see event-stream.ts); long polls are generated with short waits.
 */
import fc from 'fast-check'
import AjvModule from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { eventProblems, parseEvents, sendBounded, type Received, type ReadLimits } from './event-stream.js'
import { mutate, mutationArbitrary, serialize, type Mutation } from './mutate.js'
import type { Operation, Parameter } from './openapi-operations.js'
import { schemaArbitrary, type Schema } from './schema-arbitrary.js'
import { parseXml } from './xml.js'

// ajv and ajv-formats are Fastify's own validator (its dependencies); CommonJS default exports.
const Ajv = ((AjvModule as any).default ?? AjvModule) as new (options: object) => any
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: any) => void

/** The oracle for legal moves: every list item of its answer that fits a turn body is a move. */
export const LEGAL_PATH = '/games/{id}/legal'
/** Takes an open seat with `{ invite, name }`: join plans send the fresh invitations there. */
export const JOIN_PATH = '/games/{id}/join'
/** A game's log as events: each event's id is its entry's seq and its type the entry's type. */
export const GAME_EVENTS_PATH = '/games/{id}/events'
/** The security scheme of player tokens (POST /players); every other bearer scheme takes seat tokens. */
export const PLAYER_SCHEME = 'playerToken'
/** The tag of the turn actions, which the advance plans send and which move a version by exactly 1. */
export const TURN_TAG = 'turn'
/** A query parameter that holds the request (long polling) up to its value in seconds. */
export const LONG_POLL_PARAM = 'wait'
/** A query parameter that starts a page: after a seq of the game's log, or after a cursor (the `next` of an earlier page). */
export const AFTER_PARAM = 'after'

/** The kind of live id a path parameter takes, by the collection segment before it. */
type IdKind = 'game' | 'webhook'
const PATH_IDS: Record<string, IdKind> = { games: 'game', webhooks: 'webhook' }

export function idKind(path: string, name: string): IdKind | undefined {
  const segments = path.split('/')
  return PATH_IDS[segments[segments.indexOf(`{${name}}`) - 1]]
}

/** Reading an event stream: what the log holds arrives at once, then the stream waits. */
const STREAM_LIMITS: ReadLimits = { headMs: 5_000, quietMs: 50, maxMs: 500, endMs: 5_000 }
/** Where the fixtures are made (a refusal is reported as a failure). */
const GAMES_PATH = '/games'
const PLAYERS_PATH = '/players'
const WEBHOOKS_PATH = '/players/me/webhooks'
/** Fixture webhooks point at port 9 (discard), where nothing listens; the fuzzed app delivers nothing anyway (no workers). */
const FIXTURE_WEBHOOK_URL = 'https://127.0.0.1:9/hook'
/** Active fixture games the advance plans keep (resignations end games fast). */
const MIN_ACTIVE_FIXTURES = 4

// ---------------------------------------------------------------------------------------------
// Plans

type Mangle = 'upper' | 'nulSuffix' | 'truncate' | 'extraChar' | 'traversal' | 'trailingSpace' | 'doubleEncoded' | 'surrogateSuffix'
export type PathChoice =
  | { readonly kind: 'game'; readonly fixture: boolean; readonly pick: number }
  /** A webhook of the player whose token the request carries (own), or of any player. */
  | { readonly kind: 'webhook'; readonly own: boolean; readonly pick: number }
  /** A live id of the parameter's kind (a fixture game, a webhook), mangled. */
  | { readonly kind: 'mangled'; readonly pick: number; readonly how: Mangle }
  /** A number between 0 and the game's version + 1 (for integer parameters such as a log seq). */
  | { readonly kind: 'live'; readonly fraction: number }
  /** Text, percent-encoded as WTF-8 (lone surrogates become invalid UTF-8 such as %ED%A0%80). */
  | { readonly kind: 'text'; readonly value: string }
  /** Already percent-encoded, sent as is. */
  | { readonly kind: 'encoded'; readonly value: string }

export type QueryChoice =
  | { readonly kind: 'omit' }
  /** As PathChoice live: a seq of the game (entries after it exist, or not yet). */
  | { readonly kind: 'live'; readonly fraction: number }
  /** A `next` cursor some listing answered (omitted while there is none). */
  | { readonly kind: 'cursor'; readonly pick: number }
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'encoded'; readonly value: string }
  | { readonly kind: 'repeat'; readonly values: string[] }

type AuthStyle = 'Bearer' | 'bearer' | 'BEARER' | 'double-space' | 'trailing-space' | 'bare' | 'extra-word'
export type AuthChoice =
  | { readonly kind: 'none' }
  /** A seat of the game: its seat token, or the token of the player the seat is bound to (if any). */
  | { readonly kind: 'seat'; readonly which: 'active' | 'inactive' | 'any'; readonly pick: number; readonly as: 'seat' | 'player'; readonly style: AuthStyle }
  | { readonly kind: 'player'; readonly pick: number; readonly style: AuthStyle }
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
  /** In phase deploy or score, take the placement back instead (undo): it is legal only there. */
  readonly undo: boolean
  /** Advance a game with redraws or a draft, and in phase place reject the drawn tile (redraw) when the seat has redraws left. */
  readonly redraw: boolean
  /** Act with the token of the player the active seat is bound to, when it is bound. */
  readonly asPlayer: boolean
  readonly ifMatch: boolean
  readonly idempotencyKey: string | null
}

/** A valid join: a fresh invitation with a name, or with a player token (which binds the seat). */
export interface JoinPlan {
  readonly kind: 'join'
  readonly pick: number
  /** The player whose token joins; null: no Authorization. */
  readonly player: number | null
  /** null: no name (taken from the player). */
  readonly name: string | null
  readonly idempotencyKey: string | null
}

export type Plan = RandomPlan | AdvancePlan | JoinPlan

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

const fraction = fc.double({ min: 0, max: 1, noNaN: true })

/** `wellFormed`: only values the schema allows (and live ones), no garbage. */
function pathChoice(op: Operation, param: Parameter, wellFormed: boolean): fc.Arbitrary<PathChoice> {
  const bad = wellFormed ? 0 : 1
  const sample = schemaArbitrary(param.schema, {}, `${param.name}`).map((v): PathChoice => ({ kind: 'text', value: paramText(v) }))
  const encoded = fc.constantFrom(...GARBAGE_SEGMENTS).map((value): PathChoice => ({ kind: 'encoded', value }))
  const weird = weirdText.map((value): PathChoice => ({ kind: 'text', value }))
  const kind = idKind(op.path, param.name)
  if (kind !== undefined) {
    return weighted<PathChoice>(
      [kind === 'game' ? 10 : 0, fc.record({ kind: fc.constant('game' as const), fixture: fc.boolean(), pick: fc.nat() })],
      [kind === 'webhook' ? 10 : 0, fc.record({ kind: fc.constant('webhook' as const), own: weighted([4, fc.constant(true)], [1, fc.constant(false)]), pick: fc.nat() })],
      [bad, fc.record({ kind: fc.constant('mangled' as const), pick: fc.nat(), how: fc.constantFrom<Mangle>('upper', 'nulSuffix', 'truncate', 'extraChar', 'traversal', 'trailingSpace', 'doubleEncoded', 'surrogateSuffix') })],
      [2 * bad, encoded],
      [bad, sample],
      [bad, weird],
    )
  }
  const integer = param.schema.type === 'integer'
  // The documented examples of a parameter (the tile letters): random text seldom hits one.
  const { examples } = param
  const example = fc.constantFrom(...(examples.length > 0 ? examples : [''])).map((v): PathChoice => ({ kind: 'text', value: paramText(v) }))
  return weighted<PathChoice>([3, sample], [examples.length > 0 ? 3 : 0, example], [integer ? 4 : 0, fc.record({ kind: fc.constant('live' as const), fraction })], [bad, encoded], [bad, weird])
}

function queryChoice(param: Parameter, wellFormed: boolean): fc.Arbitrary<QueryChoice> {
  if (param.name === LONG_POLL_PARAM) return waitChoice(param, wellFormed)
  const bad = wellFormed ? 0 : 1
  const sample = schemaArbitrary(param.schema, {}, `${param.name}`).map((v): QueryChoice => ({ kind: 'text', value: paramText(v) }))
  // `after`: a seq of the game's log (an integer), or the cursor of a listing's next page (a string).
  const seq = param.name === AFTER_PARAM && param.schema.type === 'integer'
  const cursor = param.name === AFTER_PARAM && param.schema.type === 'string'
  return weighted<QueryChoice>(
    [param.required ? 1 : 4, fc.constant({ kind: 'omit' as const })],
    // A cursor of the schema's shape is still one no listing answered.
    [cursor ? 3 * bad : seq ? 3 : 6, sample],
    [seq ? 3 : 0, fc.record({ kind: fc.constant('live' as const), fraction })],
    [cursor ? 3 : 0, fc.record({ kind: fc.constant('cursor' as const), pick: fc.nat() })],
    [2 * bad, fc.constantFrom(...GARBAGE_QUERY).map((value): QueryChoice => ({ kind: 'encoded', value }))],
    [bad, weirdText.map((value): QueryChoice => ({ kind: 'text', value }))],
    [bad, fc.array(sample.map((s) => (s.kind === 'text' ? s.value : '')), { minLength: 2, maxLength: 3 }).map((values): QueryChoice => ({ kind: 'repeat', values }))],
  )
}

/**
 * The long-poll wait: a request with no entry to answer is held that many seconds, so the valid
 * values are its shortest two (1-2 s), and rare; invalid ones are anything but a longer valid wait
 * (Ajv coerces "0x10" and " 16" to 16).
 */
function waitChoice(param: Parameter, wellFormed: boolean): fc.Arbitrary<QueryChoice> {
  const bad = wellFormed ? 0 : 1
  const min: number = param.schema.minimum ?? 0
  const max: number = Math.min(param.schema.maximum ?? min + 1, min + 1)
  const holdsLonger = (text: string) => Number(text) > max && Number(text) <= (param.schema.maximum ?? Number.POSITIVE_INFINITY)
  const decoded = (encoded: string) => {
    try {
      return decodeURIComponent(encoded)
    } catch {
      return encoded
    }
  }
  return weighted<QueryChoice>(
    [8, fc.constant({ kind: 'omit' as const })],
    [1, fc.integer({ min, max }).map((n): QueryChoice => ({ kind: 'text', value: String(n) }))],
    [bad, fc.constantFrom(...GARBAGE_QUERY.filter((v) => !holdsLonger(decoded(v)))).map((value): QueryChoice => ({ kind: 'encoded', value }))],
    [bad, weirdText.filter((v) => !holdsLonger(v)).map((value): QueryChoice => ({ kind: 'text', value }))],
  )
}

const tagChoice: fc.Arbitrary<TagChoice> = weighted<TagChoice>(
  [3, fc.constantFrom<TagChoice>({ kind: 'current' }, { kind: 'stale' }, { kind: 'next' })],
  [2, fc.constantFrom<TagChoice>({ kind: 'star' }, { kind: 'weak' }, { kind: 'list' }, { kind: 'huge' }, { kind: 'negative' }, { kind: 'empty' })],
  [1, headerText(40).map((value): TagChoice => ({ kind: 'garbage', value }))],
)

const authStyle = weighted<AuthStyle>([12, fc.constant('Bearer' as const)], [1, fc.constantFrom<AuthStyle>('bearer', 'BEARER', 'double-space', 'trailing-space', 'bare', 'extra-word')])

/** Credentials in proportion to what the operation documents: seat tokens, player tokens, none. */
const authChoice = (op: Operation): fc.Arbitrary<AuthChoice> =>
  weighted<AuthChoice>(
    [op.anonymous ? 8 : 2, fc.constant({ kind: 'none' as const })],
    [
      op.schemes.some((s) => s !== PLAYER_SCHEME) ? 8 : 1,
      fc.record({
        kind: fc.constant('seat' as const),
        which: fc.constantFrom<'active' | 'inactive' | 'any'>('active', 'active', 'inactive', 'any'),
        pick: fc.nat(),
        as: weighted([3, fc.constant('seat' as const)], [1, fc.constant('player' as const)]),
        style: authStyle,
      }),
    ],
    [op.schemes.includes(PLAYER_SCHEME) ? 8 : 1, fc.record({ kind: fc.constant('player' as const), pick: fc.nat(), style: authStyle })],
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

/**
 * The plan arbitrary of one operation; throws UnsupportedSchema where it cannot generate. One plan
 * in four has well-formed parameters (path, query, headers), so that an operation with several
 * parameters still reaches its success now and then; the others mix in garbage.
 */
export function operationPlan(op: Operation, index: number): fc.Arbitrary<RandomPlan> {
  return weighted([1, randomPlan(op, index, true)], [3, randomPlan(op, index, false)])
}

function randomPlan(op: Operation, index: number, wellFormed: boolean): fc.Arbitrary<RandomPlan> {
  const bad = wellFormed ? 0 : 1
  const record = <T>(params: Parameter[], f: (p: Parameter) => fc.Arbitrary<T>) => fc.record(Object.fromEntries(params.map((p) => [p.name, f(p)])) as Record<string, fc.Arbitrary<T>>)
  const otherHeaders = op.headerParams.filter((p) => !['if-match', 'if-none-match', 'authorization', 'idempotency-key'].includes(p.name.toLowerCase()))
  const headerValue = (p: Parameter) => weighted<string | null>([2, fc.constant(null)], [2, schemaArbitrary(p.schema, {}, p.name).map(paramText).map((s) => s.replace(/[^\x20-\x7e]/g, '?'))], [bad, headerText(40)])
  const documentedTag = op.headerParams.some((p) => p.name.toLowerCase() === 'if-match')
  return fc.record({
    kind: fc.constant('random' as const),
    op: fc.constant(index),
    game: fc.nat(),
    path: record(op.pathParams, (p) => pathChoice(op, p, wellFormed)),
    query: record(op.queryParams, (p) => queryChoice(p, wellFormed)),
    extraQuery: weighted<[string, string][]>([8, fc.constant([])], [bad, fc.array(fc.tuple(fc.constantFrom('x', 'limit', 'offset', 'status', 'after', 'seat', '__proto__', 'a[b]'), fc.constantFrom('1', 'abc', '')), { minLength: 1, maxLength: 2 })]),
    rawQuery: weighted([20, fc.constant('')], [bad, fc.constantFrom('&', '&&=', '=', '%ZZ', 'a[b]=1', '__proto__[x]=1', 'constructor=1', 'a=1&'.repeat(500))]),
    auth: authChoice(op),
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
  undo: weighted([5, fc.constant(false)], [1, fc.constant(true)]),
  redraw: fc.boolean(),
  asPlayer: fc.boolean(),
  ifMatch: weighted([3, fc.constant(false)], [1, fc.constant(true)]),
  idempotencyKey,
})

export const joinPlan: fc.Arbitrary<JoinPlan> = fc.record({
  kind: fc.constant('join' as const),
  pick: fc.nat(),
  player: weighted<number | null>([1, fc.constant(null)], [1, fc.nat()]),
  name: weighted<string | null>([4, fc.constantFrom('Bo', 'Joiner', 'Zoë 🎲')], [1, fc.constant(null)]),
  idempotencyKey,
})

// ---------------------------------------------------------------------------------------------
// Running plans

export interface PoolPlayer {
  readonly id: string
  readonly token: string
  /** Its registered webhooks' ids (when a request needs one and none is left, a new one is registered). */
  readonly webhooks: string[]
}

export interface PoolGame {
  readonly id: string
  /** Seat tokens; null while the seat is open. */
  readonly tokens: (string | null)[]
  /** The player each seat is bound to, if any. */
  readonly players: (PoolPlayer | undefined)[]
  /** Created by the fuzzer (the fixtures and their supplies) or by a fuzzed request. */
  readonly fixture: boolean
  /** Created with redraws or a draft, whose actions (redraw, reserve) only such games accept: the games redraw plans advance. */
  readonly tileChoice?: 'redraws' | 'draft'
}

interface Invite {
  readonly gameId: string
  readonly seat: number
  readonly code: string
  used: boolean
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
  /** The player whose token the request carries. */
  readonly player?: PoolPlayer
  /** The webhook id in the path. */
  readonly webhook?: string
}

export class Fuzzer {
  readonly pool: PoolGame[] = []
  readonly players: PoolPlayer[] = []
  readonly invites: Invite[] = []
  /** `next` cursors of the listings answered so far (the latest 40). */
  readonly cursors: string[] = []
  readonly known = new Map<string, Known>()
  readonly failures = new Map<string, Failure>()
  /** op key -> status -> count */
  readonly statuses = new Map<string, Map<number, number>>()
  readonly corpus = new Map<string, unknown[]>()
  /** op key -> milliseconds spent answering */
  readonly millis = new Map<string, number>()
  requests = 0
  oracleRequests = 0
  /** Requests that made fixtures: players, webhooks, games (more active ones, open seats). */
  fixtureRequests = 0
  acceptedTurnActions = 0
  advancePlans = 0
  joinPlans = 0
  /** Advance plans that sent nothing (no active game, or no move: the latter is a failure). */
  idlePlans = 0
  finishedDuringFuzz = 0
  /** 200 event streams read, the events in them, and those the server ended (finished games). */
  readonly streams = { read: 0, events: 0, ended: 0 }
  private readonly ajv: any
  private readonly validators = new WeakMap<object, any>()
  private readonly turnOps: Operation[]
  private readonly fixtures = () => this.pool.filter((g) => g.fixture)
  /** Games the fuzzer made for its supplies, numbering their seeds. */
  private made = 0

  constructor(
    readonly app: FastifyInstance,
    readonly operations: Operation[],
    /** The app listening (http://host:port), for the event streams. */
    readonly base: string,
  ) {
    this.ajv = new Ajv({ strict: false, allErrors: false, addUsedSchema: false, validateFormats: true })
    addFormats(this.ajv)
    this.turnOps = operations.filter((op) => op.tags.includes(TURN_TAG))
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

  /** A fixture player (POST /players) with a webhook. */
  async addPlayer(name: string): Promise<PoolPlayer | undefined> {
    const json = await this.fixtureRequest(PLAYERS_PATH, undefined, { name })
    if (json === undefined) return undefined
    const player: PoolPlayer = { id: json.player.id, token: json.token, webhooks: [] }
    this.players.push(player)
    await this.registerWebhook(player)
    return player
  }

  /** A fixture game (POST /games); its body, a valid one, joins the corpus as a base for mutated ones. */
  async createGame(body: object): Promise<PoolGame | undefined> {
    this.addExample(body)
    const json = await this.fixtureRequest(GAMES_PATH, undefined, body)
    return json === undefined ? undefined : this.addCreated(json, true)
  }

  /** A POST that makes a fixture and must get 201; its JSON body (undefined, and a failure, if refused). */
  private async fixtureRequest(url: string, token: string | undefined, payload: object): Promise<any> {
    this.fixtureRequests++
    const res = await this.app.inject({ method: 'POST', url, payload, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } })
    if (res.statusCode === 201) return res.json()
    this.fail(`fixture POST ${url}`, res.statusCode, `not 201: ${res.body.slice(0, 200)}`, `POST ${url} ${JSON.stringify(payload)}`)
    return undefined
  }

  /** A created game joins the pool with its seat tokens and players; its invitations join the supply (and the corpus, as join bodies). */
  private addCreated(json: any, fixture: boolean): PoolGame {
    const game: PoolGame = {
      id: json.game.id,
      tokens: json.seats.map((s: any) => s.token ?? null),
      players: json.seats.map((s: any) => this.players.find((p) => p.id === s.player)),
      fixture,
      tileChoice: json.game.options.redraws > 0 ? 'redraws' : json.game.options.draft === true ? 'draft' : undefined,
    }
    this.addGame(game)
    for (const seat of json.seats) {
      if (typeof seat.invite !== 'string') continue
      this.invites.push({ gameId: game.id, seat: seat.seat, code: seat.invite, used: false })
      this.addExample({ invite: seat.invite, name: 'Fuzz joiner' })
    }
    this.remember(json.game)
    return game
  }

  /** Registers a webhook that is never called (see FIXTURE_WEBHOOK_URL). */
  private async registerWebhook(player: PoolPlayer): Promise<void> {
    const json = await this.fixtureRequest(WEBHOOKS_PATH, player.token, { url: FIXTURE_WEBHOOK_URL, events: ['your-turn', 'game-started', 'game-finished'] })
    if (json !== undefined) player.webhooks.push(json.id)
  }

  /** One of the player's webhooks; a player with none left (all deleted) registers a new one. */
  private async webhookOf(player: PoolPlayer | undefined, pick: number): Promise<string | undefined> {
    if (player === undefined) return undefined
    if (player.webhooks.length === 0) await this.registerWebhook(player)
    return player.webhooks.length === 0 ? undefined : player.webhooks[pick % player.webhooks.length]
  }

  /** An unused invitation; when none is left, a new game with open seats makes more. */
  private async freshInvite(pick: number): Promise<Invite | undefined> {
    const fresh = () => this.invites.filter((i) => !i.used)
    if (fresh().length === 0) await this.createGame(this.openSeatsBody())
    const list = fresh()
    return list.length === 0 ? undefined : list[pick % list.length]
  }

  /** Active fixture games for the advance plans; resignations end games fast, so new ones are made. */
  private async activeFixtures(): Promise<PoolGame[]> {
    const active = () => this.fixtures().filter((g) => ['active', undefined].includes(this.known.get(g.id)?.status))
    for (let missing = MIN_ACTIVE_FIXTURES - active().length; missing > 0; missing--) await this.createGame(this.activeBody())
    return active()
  }

  /** A seeded game of 2 to 5 seats, one of them bound to a player; every third with redraws, every third a (two-seat) draft, whose actions only such games accept. */
  private activeBody(): object {
    const n = this.made++
    const options = [{}, { redraws: 3 }, { draft: true }][n % 3]
    const seats = 'draft' in options ? 2 : 2 + (n % 4)
    const player = this.players[n % this.players.length]
    const players = Array.from({ length: seats }, (_, i) => (i === n % seats && player !== undefined ? { player: player.id } : { name: `Fuzz ${i}` }))
    return { players, seed: `fuzz-more-${n}`, ...(n % 3 === 0 ? {} : { options }) }
  }

  /** Games with open seats, in turn: a player's seat and one open seat; two open seats and a clock (a day a turn). */
  private openSeatsBody(): object {
    const n = this.made++
    const player = this.players[n % this.players.length]
    return n % 2 === 0
      ? { players: [player === undefined ? { name: 'Fuzz host' } : { player: player.id }, { open: true }], seed: `fuzz-open-${n}` }
      : { players: [{ name: 'Fuzz host' }, { open: true, color: 'green' }, { open: true }], options: { clock: { turnSeconds: 86400, maxTimeouts: 3 } }, seed: `fuzz-open-${n}` }
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

  /** The Authorization value (undefined: none), its words for reports, and the player whose token it carries. */
  private async authHeader(choice: AuthChoice, game: PoolGame | undefined): Promise<[string | undefined, string, PoolPlayer | undefined]> {
    switch (choice.kind) {
      case 'none':
        return [undefined, 'no Authorization', undefined]
      case 'garbage':
        return [choice.value, `Authorization: ${JSON.stringify(choice.value.length > 60 ? `${choice.value.slice(0, 40)}...(${choice.value.length})` : choice.value)}`, undefined]
      case 'otherGame': {
        const others = this.pool.filter((g) => g !== game && g.tokens.some((t) => t !== null))
        const tokens = others[choice.pick % others.length].tokens.filter((t) => t !== null)
        return [`Bearer ${tokens[choice.pick % tokens.length]}`, 'Bearer <a seat token of another game>', undefined]
      }
      case 'player': {
        const player = this.playerOf(choice)
        if (player === undefined) return [undefined, 'no Authorization (no player yet)', undefined]
        return [styled(player.token, choice.style), `${choice.style} <player ${this.players.indexOf(player)} token>`, player]
      }
      case 'seat': {
        const g = game ?? this.gameOf(true, choice.pick)
        const known = await this.knownOf(g)
        const active = known?.seat ?? 0
        const seat =
          choice.which === 'active' ? active
          : choice.which === 'inactive' ? (active + 1 + (choice.pick % (g.tokens.length - 1))) % g.tokens.length
          : choice.pick % g.tokens.length
        const player = choice.as === 'player' ? g.players[seat] : undefined
        const token = player?.token ?? g.tokens[seat]
        const whose = `seat ${seat}${player === undefined ? '' : ' player'} token${seat === active ? ' (active)' : ''}${game === undefined ? ' of an unrelated game' : ''}`
        if (token === null) return [undefined, `no Authorization (seat ${seat} is open)`, undefined]
        return [styled(token, choice.style), `${choice.style} <${whose}>`, player]
      }
    }
  }

  /** The player an Authorization choice names directly (a player token), if any. */
  private playerOf(choice: AuthChoice): PoolPlayer | undefined {
    return choice.kind === 'player' && this.players.length > 0 ? this.players[choice.pick % this.players.length] : undefined
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
    switch (plan.kind) {
      case 'advance': return this.resolveAdvance(plan)
      case 'join': return this.resolveJoin(plan)
      case 'random': return this.resolveRandom(plan)
    }
  }

  /** A number from 0 to the version + 1 of the request's game (or of a fixture game). */
  private async liveSeq(game: PoolGame | undefined, pick: number, fraction: number): Promise<number> {
    const version = (await this.knownOf(game ?? this.gameOf(true, pick)))?.version ?? 0
    return Math.floor(fraction * (version + 2))
  }

  private async resolveRandom(plan: RandomPlan): Promise<Sent> {
    const op = this.operations[plan.op]
    let game: PoolGame | undefined
    let webhook: string | undefined
    let url = op.path
    for (const param of op.pathParams) {
      const choice = plan.path[param.name]
      let segment: string
      switch (choice.kind) {
        case 'game':
          game = this.gameOf(choice.fixture, choice.pick)
          segment = game.id
          break
        case 'webhook': {
          const owner = choice.own ? (this.playerOf(plan.auth) ?? this.players[choice.pick % this.players.length]) : this.players[choice.pick % this.players.length]
          webhook = await this.webhookOf(owner, choice.pick)
          segment = webhook ?? 'no-webhook'
          break
        }
        case 'mangled': {
          const id = idKind(op.path, param.name) === 'webhook' ? await this.webhookOf(this.players[choice.pick % this.players.length], choice.pick) : this.gameOf(true, choice.pick).id
          segment = this.mangle(id ?? 'no-webhook', choice.how)
          break
        }
        case 'live':
          segment = String(await this.liveSeq(game, plan.game, choice.fraction))
          break
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
      else if (choice.kind === 'live') query.push(`${param.name}=${await this.liveSeq(game, plan.game, choice.fraction)}`)
      else if (choice.kind === 'cursor' && this.cursors.length > 0) query.push(`${param.name}=${wtf8Encode(this.cursors[choice.pick % this.cursors.length])}`)
      else if (choice.kind === 'encoded') query.push(`${param.name}=${choice.value}`)
      else if (choice.kind === 'repeat') for (const v of choice.values) query.push(`${param.name}=${wtf8Encode(v)}`)
    }
    for (const [k, v] of plan.extraQuery) query.push(`${wtf8Encode(k)}=${wtf8Encode(v)}`)
    if (plan.rawQuery !== '') query.push(plan.rawQuery)
    if (query.length > 0) url += `?${query.join('&')}`

    const headers: Record<string, string> = {}
    const words: string[] = []
    const [authorization, authWords, player] = await this.authHeader(plan.auth, game)
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
    return { op, options, description: describe(options, words), game, player, webhook }
  }

  private async resolveAdvance(plan: AdvancePlan): Promise<Sent | undefined> {
    this.advancePlans++
    const active = (games: PoolGame[]) => games.filter((g) => ['active', undefined].includes(this.known.get(g.id)?.status))
    let candidates = plan.fixture ? await this.activeFixtures() : active(this.pool)
    if (candidates.length === 0) candidates = active(this.pool)
    // Redraw plans advance redraw games and draft games by turns (pick's parity); one is made when none of the kind is active.
    if (plan.redraw) {
      const wanted = plan.pick % 2 === 0 ? 'redraws' : 'draft'
      let kind = candidates.filter((g) => g.tileChoice === wanted)
      if (kind.length === 0) {
        const made = await this.createGame({ players: [{ name: 'Fuzz 0' }, { name: 'Fuzz 1' }], options: wanted === 'redraws' ? { redraws: 3 } : { draft: true }, seed: `fuzz-${wanted}-${this.made++}` })
        kind = made === undefined ? [] : [made]
      }
      if (kind.length > 0) candidates = kind
    }
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
    const state = async () => {
      this.oracleRequests++
      return (await this.app.inject({ method: 'GET', url: `/games/${game.id}` })).json()
    }
    if (phase === 'place' || phase === 'deploy') bodies = await legalFor(phase)
    // A draft turn that starts in phase reserve keeps one of the leftovers the game shows.
    if (phase === 'reserve') bodies = ((await state()).draft?.leftovers ?? []).map((tile: string) => ({ tile }))
    if (phase === 'deploy' && (plan.skipDeploy || bodies.length === 0)) phase = 'score'
    if (plan.undo && (phase === 'deploy' || phase === 'score')) phase = 'undo'
    if (plan.redraw && phase === 'place') {
      const { players, turn } = await state()
      if (players[known.seat].redrawsLeft > 0 && turn.redrawn === false) phase = 'redraw'
    }
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
    const player = plan.asPlayer ? game.players[known.seat] : undefined
    const token = player?.token ?? game.tokens[known.seat]
    if (token === null) {
      this.fail('advance', 0, `the active seat ${known.seat} has no token`, `game ${game.id} v${known.version}`)
      this.idlePlans++
      return undefined
    }
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (plan.ifMatch) headers['if-match'] = `"${known.version}"`
    if (plan.idempotencyKey !== null) headers['idempotency-key'] = plan.idempotencyKey
    const body = op.body === undefined ? undefined : bodies[plan.legalPick % bodies.length]
    if (body !== undefined) headers['content-type'] = 'application/json'
    const options: InjectOptions = { method: op.method as InjectOptions['method'], url: op.path.replace(/\{[^}]+\}/, game.id), headers, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) }
    return { op, options, description: describe(options, [`Bearer <seat ${known.seat}${player === undefined ? '' : ' player'} token (active)>`, 'a legal move']), game, player }
  }

  private async resolveJoin(plan: JoinPlan): Promise<Sent | undefined> {
    this.joinPlans++
    const op = this.operations.find((o) => o.method === 'POST' && o.path === JOIN_PATH)
    const invite = op === undefined ? undefined : await this.freshInvite(plan.pick)
    if (op === undefined || invite === undefined) {
      this.fail('join', 0, op === undefined ? `POST ${JOIN_PATH} is not documented` : 'no invitation could be made', `join plan ${JSON.stringify(plan)}`)
      this.idlePlans++
      return undefined
    }
    const game = this.pool.find((g) => g.id === invite.gameId)
    const player = plan.player === null || this.players.length === 0 ? undefined : this.players[plan.player % this.players.length]
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (player !== undefined) headers.authorization = `Bearer ${player.token}`
    if (plan.idempotencyKey !== null) headers['idempotency-key'] = plan.idempotencyKey
    const body = { invite: invite.code, ...(plan.name === null ? {} : { name: plan.name }) }
    const options: InjectOptions = { method: 'POST', url: JOIN_PATH.replace('{id}', invite.gameId), headers, payload: JSON.stringify(body) }
    const who = player === undefined ? 'no Authorization' : `Bearer <player ${this.players.indexOf(player)} token>`
    return { op, options, description: describe(options, [who, `a fresh invitation to seat ${invite.seat}`]), game, player }
  }

  /** Sends a resolved request, checks the response, and learns from it. */
  async send(sent: Sent): Promise<Received | undefined> {
    const { op, options } = sent
    this.requests++
    let res: Received
    const started = performance.now()
    try {
      res = op.eventStream ? await this.sendOverConnection(options) : await this.inject(options)
    } catch (error) {
      this.fail(op.key, 0, `the request failed: ${(error as Error).message}`, sent.description)
      return undefined
    }
    this.millis.set(op.key, (this.millis.get(op.key) ?? 0) + performance.now() - started)
    const counts = this.statuses.get(op.key)!
    counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1)
    for (const problem of this.check(op, res, sent.game, String(options.url))) this.fail(op.key, res.statusCode, problem, sent.description)
    await this.learn(sent, res)
    return res
  }

  private async inject(options: InjectOptions): Promise<Received> {
    const res = await this.app.inject(options)
    return { statusCode: res.statusCode, headers: res.headers as Received['headers'], body: res.body, ended: true }
  }

  /** An event stream may never end: a real connection, read for a bounded time (STREAM_LIMITS). */
  private sendOverConnection(options: InjectOptions): Promise<Received> {
    const payload = options.payload as string | Buffer | undefined
    return sendBounded(this.base, { method: String(options.method), url: String(options.url), headers: options.headers as Record<string, string>, payload }, STREAM_LIMITS)
  }

  /** Every contract violation of one response (`game`: the one in its path; `url`: as sent). */
  check(op: Operation, res: Received, game?: PoolGame, url?: string): string[] {
    const problems: string[] = []
    const status = res.statusCode
    const type = String(res.headers['content-type'] ?? '')
    if (status >= 500) problems.push(`${status}: a server error`)
    if (!res.headers['x-request-id']) problems.push('no x-request-id')
    // Dot segments in a path parameter (/games/.. is /) can make the URL another resource, even the
    // browser client's page: its answer is not this operation's to check beyond the above.
    if (url !== undefined && !pathPattern(op.path).test(new URL(url, 'http://fuzz').pathname)) return problems
    // A path parameter of dot segments (`.`, `%2e`) is resolved by the URL parser before it is sent
    // (/games/./draw is /games/draw): the request then names another path, whose router answers a
    // method it lacks with 405 and Allow (http/methods.ts), a problem like the documented ones.
    const otherPath = status === 405 && !String(res.headers.allow ?? '').split(', ').includes(op.method.toUpperCase())
    const documented = op.responses.get(status) ?? (otherPath ? new Map([['application/problem+json', undefined]]) : undefined)
    if (documented === undefined && status < 500) problems.push(`status ${status} is not documented (${[...op.responses.keys()].join(', ')})`)
    const mediaType = type.split(';')[0].trim()
    if (documented !== undefined && documented.size > 0 && !documented.has(mediaType)) problems.push(`content type ${mediaType} is not documented for ${status}`)
    if (status === 304 || status === 204) {
      if (res.body !== '') problems.push(`${status} with a body`)
      return problems
    }
    if (op.eventStream && status === 200) return [...problems, ...this.streamProblems(op, res, game)]
    if (status === 200 && mediaType === 'image/svg+xml') return [...problems, ...pictureProblems(res.body)]
    if (status === 200 && mediaType === 'text/html') return /^<!doctype html>/i.test(res.body) ? problems : [...problems, 'a text/html body that is not an HTML document']
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
    // Likewise a path parameter that makes the path another (`..`, a control character) can match
    // no route at all: the router's 404 ROUTE_NOT_FOUND, not one of the operation's own problems.
    const noRoute = status === 404 && body?.code === 'ROUTE_NOT_FOUND' && op.pathParams.length > 0
    const schema = noRoute ? undefined : documented?.get(mediaType)
    if (schema !== undefined) {
      const error = this.validate(schema, body)
      if (error !== null) problems.push(`the body does not fit the documented schema: ${error}`)
    }
    return problems
  }

  /**
   * A 200 event stream: complete events with an id, a type and JSON data. A game's stream sends its
   * log entries in seq order (id = seq, type = the entry's type) and ends only after the entry that
   * finished the game.
   */
  private streamProblems(op: Operation, res: Received, game: PoolGame | undefined): string[] {
    const problems: string[] = []
    if (!/^text\/event-stream(;|$)/.test(String(res.headers['content-type']))) problems.push(`content type ${res.headers['content-type']}, not text/event-stream`)
    const events = parseEvents(res.body)
    problems.push(...eventProblems(events))
    if (op.path !== GAME_EVENTS_PATH || problems.length > 0) return problems
    const entries = events.map((e) => JSON.parse(e.data))
    entries.forEach((entry, i) => {
      const { id, event } = events[i]
      if (entry?.seq !== Number(id) || entry?.type !== event) problems.push(`event ${i} (id ${id}, ${event}) carries entry ${entry?.seq} (${entry?.type})`)
      if (i > 0 && Number(id) !== Number(events[i - 1].id) + 1) problems.push(`event ${i}: id ${id} does not follow ${events[i - 1].id}`)
    })
    const known = game === undefined ? undefined : this.known.get(game.id)
    if (res.ended && known !== undefined) {
      if (known.status !== 'finished') problems.push(`the stream of a ${known.status} game ended`)
      else if (entries.length > 0 && entries[entries.length - 1].seq !== known.version) problems.push(`the stream ended at entry ${entries[entries.length - 1].seq}, not ${known.version}`)
    }
    return problems
  }

  private async learn(sent: Sent, res: Received): Promise<void> {
    const { op } = sent
    if (res.statusCode === 204 && sent.webhook !== undefined) {
      for (const player of this.players) if (player.webhooks.includes(sent.webhook)) player.webhooks.splice(player.webhooks.indexOf(sent.webhook), 1)
      return
    }
    if (op.eventStream) {
      if (res.statusCode !== 200) return
      this.streams.read++
      this.streams.events += parseEvents(res.body).length
      if (res.ended) this.streams.ended++
      return
    }
    if (res.statusCode < 200 || res.statusCode >= 300) return
    // A replayed answer tells of a write learned when it was made.
    if (res.headers['idempotent-replayed'] === 'true') return
    let json: any
    try {
      json = JSON.parse(res.body)
    } catch {
      return
    }
    // A created game (its tokens and invitations are shown once) joins the pool; so does a player.
    if (typeof json?.game?.id === 'string' && Array.isArray(json.seats) && json.seats.every((s: any) => typeof s?.token === 'string' || typeof s?.invite === 'string')) {
      this.addCreated(json, false)
      return
    }
    if (typeof json?.player?.id === 'string' && typeof json.token === 'string') {
      this.players.push({ id: json.player.id, token: json.token, webhooks: [] })
      return
    }
    if (typeof json?.id === 'string' && typeof json.secret === 'string' && sent.player !== undefined) {
      sent.player.webhooks.push(json.id)
      return
    }
    if (op.method !== 'GET' && typeof json?.game?.id === 'string' && typeof json.game.version === 'number') {
      const before = this.known.get(json.game.id)
      if (typeof json.seat?.token === 'string') this.seated(json.game.id, json.seat.seat, json.seat.token, sent.player)
      if (op.tags.includes(TURN_TAG)) {
        this.acceptedTurnActions++
        if (before !== undefined && json.game.version !== before.version + 1) {
          this.fail(op.key, res.statusCode, `an accepted action moved the version from ${before.version} to ${json.game.version}`, sent.description)
        }
      } else if (before !== undefined && json.game.version <= before.version) {
        this.fail(op.key, res.statusCode, `an accepted write left the version at ${json.game.version} (it was ${before.version})`, sent.description)
      }
      if (before?.status === 'active' && json.game.status === 'finished') this.finishedDuringFuzz++
      this.remember(json.game)
      return
    }
    if (op.method !== 'GET' && sent.game !== undefined) this.known.delete(sent.game.id)
    if (typeof json?.next === 'string' && this.cursors.push(json.next) > 40) this.cursors.shift()
    if (res.body.length < 2_000_000) this.harvest(json)
  }

  /** A joined seat: its token (and the player who joined) for the requests to come; its invitation is used. */
  private seated(gameId: string, seat: number, token: string, player: PoolPlayer | undefined): void {
    const game = this.pool.find((g) => g.id === gameId)
    if (game !== undefined) {
      game.tokens[seat] = token
      if (player !== undefined) game.players[seat] = player
    }
    for (const invite of this.invites) if (invite.gameId === gameId && invite.seat === seat) invite.used = true
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

function styled(token: string, style: AuthStyle): string {
  switch (style) {
    case 'Bearer': return `Bearer ${token}`
    case 'bearer': return `bearer ${token}`
    case 'BEARER': return `BEARER ${token}`
    case 'double-space': return `Bearer  ${token}`
    case 'trailing-space': return `Bearer ${token} `
    case 'bare': return token
    case 'extra-word': return `Bearer ${token} extra`
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

/** A picture (image/svg+xml): a well-formed XML document with an svg root. */
function pictureProblems(body: string): string[] {
  try {
    const root = parseXml(body)
    return root.name === 'svg' ? [] : [`an image/svg+xml body whose root is <${root.name}>`]
  } catch (error) {
    return [`an image/svg+xml body that is not well-formed XML: ${(error as Error).message}`]
  }
}

/** The paths an operation's template matches: each {parameter} one non-empty segment. */
function pathPattern(template: string): RegExp {
  return new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`)
}
