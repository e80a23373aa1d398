// Every request example of the OpenAPI document is accepted by the server, in the order of the
// turn flow, and its answer fits the documented schema and equals the documented example but for
// what differs in every run (ids, tokens, hashes, signatures).
import { readFileSync } from 'node:fs'
import AjvModule from 'ajv'
import addFormatsModule from 'ajv-formats'
import t from 'tap'
import { testApp } from './helpers/app.js'

// Fastify's own validator (its dependencies); CommonJS default exports.
const Ajv = ((AjvModule as any).default ?? AjvModule) as new (options: object) => any
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: any) => void

const doc = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'))

/** The operations with examples, in the order they are sent (each builds on the game state before it). */
const ORDER = ['createGame', 'drawTile', 'placeTile', 'deployMeeple', 'scoreTurn', 'getGame', 'listLegalMoves', 'listGames', 'getStateAfterAction', 'registerPlayer', 'getProblemType', 'listLessons', 'createLessonGame']
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

/** The request example sent in the turn flow: the only one, or the one named `default`. */
const requestExample = (operation: any) => {
  const json = operation.requestBody?.content?.['application/json']
  return json?.example ?? json?.examples?.default?.value
}

const hasExample = ({ operation }: Found) =>
  requestExample(operation) !== undefined ||
  (operation.parameters ?? []).some((p: any) => p.example !== undefined) ||
  Object.values<any>(operation.responses).some((r) => Object.values<any>(r.content ?? {}).some((m) => m.example !== undefined))

t.test('the examples of the OpenAPI document', async (t) => {
  t.same([...operations.values()].filter(hasExample).map((o) => o.operation.operationId).sort(), [...ORDER].sort(), 'every operation with an example is sent')
  const { app } = await testApp(t)
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  let gameId = ''
  let token = ''

  for (const operationId of ORDER) {
    const { path, method, operation } = operations.get(operationId)!
    const parameters = Object.fromEntries((operation.parameters ?? []).filter((p: any) => p.example !== undefined).map((p: any) => [p.name, p]))
    const url =
      // A game's id is the example game's; other ids (a lesson's) are their examples.
      path.replace(/\{(\w+)\}/g, (_, name) => (name === 'id' && path.startsWith('/games/') ? gameId : String(parameters[name].example))) +
      Object.values<any>(parameters)
        .filter((p) => p.in === 'query')
        .map((p, i) => `${i === 0 ? '?' : '&'}${p.name}=${encodeURIComponent(p.example)}`)
        .join('')
    const body = requestExample(operation)
    const needsToken = (operation.security ?? []).some((s: object) => 'seatToken' in s)
    const res = await app.inject({
      method: method.toUpperCase() as 'GET' | 'POST',
      url,
      headers: { accept: 'application/json', ...(needsToken ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body }),
    })
    const [status, response] = Object.entries<any>(operation.responses).find(([s]) => s.startsWith('2'))!
    t.equal(String(res.statusCode), status, `${operationId}: ${method.toUpperCase()} ${url} answers ${status} (${res.body.slice(0, 300)})`)
    const media = response.content['application/json']
    const validate = ajv.compile({ ...media.schema, components: doc.components })
    const json = res.json()
    t.ok(validate(json), `${operationId}: the answer fits the documented schema ${JSON.stringify(validate.errors?.slice(0, 3))}`)
    if (media.example !== undefined) t.same(masked(json), masked(media.example), `${operationId}: the answer is the documented example`)
    if (operationId === 'createGame') {
      gameId = json.game.id
      token = json.seats[0].token
    }
  }
})

t.test("createGame's other named examples are accepted as they are", async (t) => {
  const { app } = await testApp(t)
  const { examples } = operations.get('createGame')!.operation.requestBody.content['application/json']
  t.same(Object.keys(examples), ['default', 'river', 'lesson'])
  const answers: Record<string, any> = {}
  for (const [name, { value }] of Object.entries<any>(examples)) {
    const res = await app.inject({ method: 'POST', url: '/games', payload: value })
    t.equal(res.statusCode, 201, `${name}: ${res.body.slice(0, 300)}`)
    answers[name] = res.json().game
  }
  t.same(answers.river.options, {
    farmers: true,
    river: { startTile: 'shuffled', turnRule: 'clearance' },
    hand: null,
    redraws: 0,
    table: { minX: -6, maxX: 6, minY: -5, maxY: 5 },
    draft: false,
    tieBreak: ['landscapeFollowers', 'citiesCompleted', 'supplyFollowers'],
  })
  t.same([answers.river.board, answers.river.deck], [[{ x: 0, y: 0, tile: 'RA', rotation: 0 }], { remaining: 83, river: 11 }])
  t.same(answers.lesson.deck, { remaining: 5, river: 3 })
})
