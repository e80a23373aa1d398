// Every example of the OpenAPI document is accepted by the server: the example game's in the order
// of the turn flow, and the variants' named examples in the games they are named after (each
// created from createGame's example of that name). Every answer fits the documented schema and
// equals the documented example but for what differs in every run (ids, tokens, hashes, signatures).
import { readFileSync } from 'node:fs'
import AjvModule from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { EXAMPLE_GAMES } from '../src/http/openapi-examples.js'
import { testApp } from './helpers/app.js'

// Fastify's own validator (its dependencies); CommonJS default exports.
const Ajv = ((AjvModule as any).default ?? AjvModule) as new (options: object) => any
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: any) => void

const doc = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'))

/** The operations of the example game, in the order they are sent (each builds on the game state before it). */
const ORDER = ['createGame', 'drawTile', 'placeTile', 'deployMeeple', 'scoreTurn', 'getGame', 'listLegalMoves', 'listGames', 'getStateAfterAction', 'registerPlayer', 'getProblemType', 'listLessons', 'createLessonGame']
/** createGame's named examples besides `default`, in the document's order. */
const CREATE_EXAMPLES = ['river', 'lesson', 'riverDraft', 'hand', 'redraws', 'draft']
// A stacked deck's commitment covers a fresh salt.
const VARYING = new Set(['id', 'gameId', 'token', 'hash', 'headHash', 'kid', 'signature', 'deckCommitment'])

/** `value` with the members that differ in every run replaced by a marker. */
function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, VARYING.has(key) && typeof member === 'string' ? '<varies>' : masked(member)]))
}

interface Found {
  path: string
  method: string
  operation: any
}

const operations = new Map<string, Found>()
for (const [path, methods] of Object.entries<any>(doc.paths)) {
  for (const [method, operation] of Object.entries<any>(methods)) operations.set(operation.operationId, { path, method, operation })
}
const turnOperation = (type: string) => [...operations.values()].find((o) => o.path === `/games/{id}/${type}` && o.method === 'post')!

/** A media type's examples by name: its only `example` is `default`. */
function named(media: any): Record<string, unknown> {
  if (media?.example !== undefined) return { default: media.example }
  return Object.fromEntries(Object.entries<any>(media?.examples ?? {}).map(([name, example]) => [name, example.value]))
}

const requests = (operation: any) => named(operation.requestBody?.content?.['application/json'])
const success = (operation: any) => Object.entries<any>(operation.responses).find(([status]) => status.startsWith('2'))!

/** Every example of the document as `operationId/name`: its request and response examples; parameter examples alone are `default`. */
function documentedExamples(): string[] {
  return [...operations.values()].flatMap(({ operation }) => {
    const names = new Set([...Object.keys(requests(operation)), ...Object.values<any>(operation.responses).flatMap((r) => Object.values<any>(r.content ?? {}).flatMap((m) => Object.keys(named(m))))])
    if (names.size === 0 && (operation.parameters ?? []).some((p: any) => p.example !== undefined)) names.add('default')
    return [...names].map((name) => `${operation.operationId}/${name}`)
  })
}

/** The examples sent so far, as `operationId/name`. */
const sent = new Set<string>()

interface Sending {
  /** The example's name: its request is sent, and the answer compared with its response. */
  example?: string
  gameId: string
  token?: string
  /** The body of a move that is no example. */
  body?: unknown
}

const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)

/** Sends `operationId` and checks its status and schema, and the example's answer; answers the JSON. */
async function send(t: Test, app: FastifyInstance, operationId: string, { example, gameId, token, body }: Sending): Promise<any> {
  const { path, method, operation } = operations.get(operationId)!
  const parameters = Object.fromEntries((operation.parameters ?? []).filter((p: any) => p.example !== undefined).map((p: any) => [p.name, p]))
  const url =
    // A game's id is the game's being played; other ids (a lesson's) are their examples.
    path.replace(/\{(\w+)\}/g, (_, name) => (name === 'id' && path.startsWith('/games/') ? gameId : String(parameters[name].example))) +
    Object.values<any>(parameters)
      .filter((p) => p.in === 'query')
      .map((p, i) => `${i === 0 ? '?' : '&'}${p.name}=${encodeURIComponent(p.example)}`)
      .join('')
  const payload = example === undefined ? body : requests(operation)[example]
  const res = await app.inject({
    method: method.toUpperCase() as 'GET' | 'POST',
    url,
    headers: { accept: 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  const label = `${operationId}${example === undefined ? '' : ` (${example})`}`
  const [status, response] = success(operation)
  t.equal(String(res.statusCode), status, `${label}: ${method.toUpperCase()} ${url} answers ${status} (${res.body.slice(0, 300)})`)
  const media = response.content['application/json']
  const validate = ajv.compile({ ...media.schema, components: doc.components })
  const json = res.json()
  t.ok(validate(json), `${label}: the answer fits the documented schema ${JSON.stringify(validate.errors?.slice(0, 3))}`)
  if (example !== undefined) {
    sent.add(`${operationId}/${example}`)
    const expected = named(media)[example]
    if (expected !== undefined) t.same(masked(json), masked(expected), `${label}: the answer is the documented example`)
  }
  return json
}

t.test('the example game', async (t) => {
  const { app } = await testApp(t)
  let gameId = ''
  let token: string | undefined
  for (const operationId of ORDER) {
    const needsToken = (operations.get(operationId)!.operation.security ?? []).some((s: object) => 'seatToken' in s)
    const json = await send(t, app, operationId, { example: 'default', gameId, token: needsToken ? token : undefined })
    if (operationId === 'createGame') {
      gameId = json.game.id
      token = json.seats[0].token
    }
  }
})

for (const [name, game] of Object.entries(EXAMPLE_GAMES)) {
  t.test(`the examples named ${name}: ${game.summary}`, async (t) => {
    const { app } = await testApp(t)
    const created = await send(t, app, 'createGame', { example: name, gameId: '' })
    const tokens: string[] = created.seats.map((s: { token: string }) => s.token)
    for (const move of game.moves) {
      const { operationId } = turnOperation(move.type).operation
      const documented = 'documented' in move
      await send(t, app, operationId, { gameId: created.game.id, token: tokens[move.seat], ...(documented ? { example: name } : { body: 'body' in move ? move.body : undefined }) })
    }
  })
}

t.test("createGame's other named examples are accepted as they are", async (t) => {
  const { app } = await testApp(t)
  t.same(Object.keys(requests(operations.get('createGame')!.operation)), ['default', ...CREATE_EXAMPLES])
  const answers: Record<string, any> = {}
  for (const name of CREATE_EXAMPLES) answers[name] = (await send(t, app, 'createGame', { example: name, gameId: '' })).game
  const options = { farmers: true, river: null, hand: null, redraws: 0, table: null, draft: false, tieBreak: [] }
  t.same(answers.river.options, {
    ...options,
    river: { startTile: 'shuffled', turnRule: 'clearance' },
    table: { minX: -6, maxX: 6, minY: -5, maxY: 5 },
    tieBreak: ['landscapeFollowers', 'citiesCompleted', 'supplyFollowers'],
  })
  t.same([answers.river.board, answers.river.deck], [[{ x: 0, y: 0, tile: 'RA', rotation: 0 }], { remaining: 83, river: 11, bottom: [] }])
  t.same(answers.lesson.deck, { remaining: 5, river: 3, bottom: [] })
  t.same(answers.riverDraft.options, { ...options, river: { startTile: 'removed', turnRule: 'no-repeat' }, draft: true })
  t.same([answers.riverDraft.deck, answers.riverDraft.draft], [{ remaining: 82, river: 11, bottom: [] }, { display: [], kept: null, leftovers: [] }])
  t.same(answers.hand.options, { ...options, hand: { size: 3, visible: false } })
  // Without a token no hand is shown: each seat's size only.
  t.same([answers.hand.players.map((p: any) => [p.hand, p.handSize]), answers.hand.deck.remaining], [[[undefined, 3], [undefined, 3], [undefined, 3]], 3])
  t.same(answers.redraws.options, { ...options, farmers: false, redraws: 1 })
  t.same(answers.redraws.players.map((p: any) => p.redrawsLeft), [1, 1])
  t.same(answers.draft.options, { ...options, draft: true })
})

t.test('every example of the document is sent', async (t) => {
  t.same([...sent].sort(), documentedExamples().sort())
})
