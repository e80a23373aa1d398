// The document's discriminated unions (GameEvent, LogEntry): the discriminator maps every value of
// `type` to its branch, and every entry and event that games with every entry type write (create,
// join, draw, place, deploy, undo, score, redraw, reserve, resign; by the seat, the clock, a resignation and bots)
// fits exactly one branch: the one its `type` maps to.
import { readFileSync } from 'node:fs'
import AjvModule from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { act, getJson, testApp } from './helpers/app.js'
import { sleep } from './helpers/faults.js'

// Fastify's own validator (its dependencies); CommonJS default exports.
const Ajv = ((AjvModule as any).default ?? AjvModule) as new (options: object) => any
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: any) => void

const doc = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'))
const schemas = doc.components.schemas

const ENTRY_TYPES = ['create', 'join', 'draw', 'place', 'deploy', 'score', 'undo', 'redraw', 'reserve', 'resign']
/** Hands' `refilled` and `dealt` are documented with the engine's events, though POST /games does not offer hands yet. */
const WRITTEN_EVENT_TYPES = ['joined', 'resigned', 'drawn', 'redrawn', 'revealed', 'reserved', 'placed', 'undone', 'deployed', 'scored', 'ended']
const EVENT_TYPES = [...WRITTEN_EVENT_TYPES, 'refilled', 'dealt']

const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)
const compiled = new Map<string, any>()
/** Ajv caches by the schema object: one compile per reference, not one per value checked. */
function compile(ref: string) {
  let validate = compiled.get(ref)
  if (validate === undefined) compiled.set(ref, (validate = ajv.compile({ $ref: ref, components: doc.components })))
  return validate
}

/** Checks `value` against the union `name`: it fits the union, exactly one branch, and that is the one its type maps to. */
function branchProblem(name: 'GameEvent' | 'LogEntry', value: { type: string; [member: string]: unknown }): string | null {
  const union = compile(`#/components/schemas/${name}`)
  if (!union(value)) return `${name} ${JSON.stringify(value).slice(0, 300)}: ${ajv.errorsText(union.errors)}`
  const fitting = schemas[name].oneOf.map((branch: { $ref: string }) => branch.$ref).filter((ref: string) => compile(ref)(value))
  const mapped = schemas[name].discriminator.mapping[value.type]
  return fitting.length === 1 && fitting[0] === mapped ? null : `${name} ${value.type}: fits ${fitting.join(', ')}, mapped to ${mapped}`
}

t.test('each union maps every value of type to the branch with that constant', async (t) => {
  t.same(Object.keys(schemas.LogEntry.discriminator.mapping).sort(), [...ENTRY_TYPES].sort())
  t.same(Object.keys(schemas.LogEntry.discriminator.mapping).sort(), [...schemas.SubmittedEntry.properties.type.enum].sort(), 'the types a submitted entry may have')
  t.same(Object.keys(schemas.GameEvent.discriminator.mapping).sort(), [...EVENT_TYPES].sort())
  for (const name of ['GameEvent', 'LogEntry']) {
    const { oneOf, discriminator } = schemas[name]
    t.equal(discriminator.propertyName, 'type')
    t.same(oneOf.map((b: { $ref: string }) => b.$ref), Object.values(discriminator.mapping), `${name}: the mapping lists the branches, in order`)
    for (const [value, ref] of Object.entries<string>(discriminator.mapping)) {
      const branch = schemas[ref.split('/').pop()!]
      t.same(branch.properties.type.enum, [value], `${ref}: type is "${value}"`)
      t.equal(branch.additionalProperties, false, `${ref}: exactly its members`)
    }
  }
  t.equal(schemas.GameExport.properties.log.items.$ref, '#/components/schemas/LogEntry', 'export and actions share LogEntry')
  t.equal(doc.paths['/games/{id}/actions'].get.responses['200'].content['application/json'].schema.properties.actions.items.$ref, '#/components/schemas/LogEntry')
  t.equal(schemas.VerifyRequest.properties.log.items.$ref, '#/components/schemas/SubmittedEntry', 'verification takes loosely typed entries')
})

t.test('a member too many, a missing one or a wrong type fits no branch', async (t) => {
  const placed = { type: 'placed', seat: 0, tile: 'E', x: 0, y: -1, rotation: 180 }
  t.equal(branchProblem('GameEvent', placed), null)
  t.match(branchProblem('GameEvent', { ...placed, at: 'N' }), /must NOT have additional properties/)
  t.match(branchProblem('GameEvent', { ...placed, type: 'deployed' }), /GameEvent/)
  const { x: _, ...noX } = placed
  t.match(branchProblem('GameEvent', noX), /must have required property 'x'/)
  const entry = { seq: 2, type: 'place', seat: 0, payload: { x: 0, y: -1, rotation: 180 }, result: { events: [placed] }, rulesVersion: 'r', hash: 'h', at: '2026-12-01T00:00:00.000Z' }
  t.equal(branchProblem('LogEntry', entry), null)
  t.match(branchProblem('LogEntry', { ...entry, payload: { ...entry.payload, by: 'robot' } }), /must be equal to one of the allowed values/)
  t.match(branchProblem('LogEntry', { ...entry, type: 'draw' }), /must NOT have additional properties/)
  t.match(branchProblem('LogEntry', { ...entry, result: { events: [{ ...placed, x: 'zero' }] } }), /must be integer/)
  t.match(branchProblem('LogEntry', { ...entry, seat: null }), /must be integer/)
})

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

async function post(app: FastifyInstance, url: string, token?: string, payload?: object): Promise<any> {
  const res = await app.inject({ method: 'POST', url, headers: token === undefined ? {} : auth(token), ...(payload === undefined ? {} : { payload }) })
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`)
  return res.json()
}

async function finished(app: FastifyInstance, id: string): Promise<void> {
  for (let tries = 0; (await getJson(app, `/games/${id}`)).status !== 'finished'; tries++) {
    if (tries > 200) throw new Error(`game ${id} did not finish`)
    await sleep(50)
  }
}

/** A join, a deploy taken back by an undo and deployed again, a score, and a resignation out of turn. */
async function seatGame(app: FastifyInstance): Promise<string> {
  const created = await post(app, '/games', undefined, { players: [{ name: 'A' }, { open: true }], deck: ['D', 'E', 'E'] })
  const id = created.game.id
  const a = created.seats[0].token
  const b = (await post(app, `/games/${id}/join`, undefined, { invite: created.seats[1].invite, name: 'B' })).seat.token
  const drawn = (await act(app, id, 'draw', a)).json()
  for (const step of ['first', 'again']) {
    const placed = (await act(app, id, 'place', a, drawn.placements[0])).json()
    await act(app, id, 'deploy', a, { at: placed.deployments[0].at })
    if (step === 'first') await act(app, id, 'undo', a)
  }
  await act(app, id, 'score', a)
  await post(app, `/games/${id}/resign`, b)
  return id
}

/** A friendly redraw (redraw, redrawn), and a draft's reveal, chosen tile and reserve (revealed, place {tile}, reserve, reserved). */
async function choiceGames(app: FastifyInstance): Promise<string[]> {
  const redraw = await post(app, '/games', undefined, { players: [{ name: 'A' }, { name: 'B' }], options: { redraws: 1 }, deck: ['E', 'U', 'V'] })
  await act(app, redraw.game.id, 'draw', redraw.seats[0].token)
  await act(app, redraw.game.id, 'redraw', redraw.seats[0].token)
  const draft = await post(app, '/games', undefined, { players: [{ name: 'A' }, { name: 'B' }], options: { draft: true }, deck: ['E', 'U', 'V', 'X', 'B', 'A'] })
  const [a, b] = draft.seats.map((s: { token: string }) => s.token)
  const revealed = (await act(app, draft.game.id, 'draw', a)).json()
  await act(app, draft.game.id, 'place', a, revealed.placements[0])
  await act(app, draft.game.id, 'score', a)
  const leftovers = (await getJson(app, `/games/${draft.game.id}`)).draft.leftovers
  await act(app, draft.game.id, 'reserve', b, { tile: leftovers[0] })
  return [redraw.game.id, draft.game.id]
}

t.test('every entry and event the service writes fits exactly its branch', async (t) => {
  const { app } = await testApp(t)
  const ids = [await seatGame(app), ...(await choiceGames(app))]
  // The last turn finished for a resigning seat: place and score by resign (resignFollows), then the resign.
  const last = await post(app, '/games', undefined, { players: [{ name: 'A' }, { name: 'B' }], deck: ['E'] })
  await act(app, last.game.id, 'draw', last.seats[0].token)
  await post(app, `/games/${last.game.id}/resign`, last.seats[0].token)
  ids.push(last.game.id)
  // Bots play on their own; the clock finishes a turn, then resigns the seat (maxTimeouts 1).
  const bots = await post(app, '/games', undefined, { players: [{ bot: 'random' }, { bot: 'greedy' }], deck: ['E', 'D', 'U'] })
  const clock = await post(app, '/games', undefined, { players: [{ name: 'A' }, { name: 'B' }], options: { clock: { turnSeconds: 1, maxTimeouts: 1 } }, deck: ['E', 'D'] })
  for (const id of [bots.game.id, clock.game.id]) {
    await finished(app, id)
    ids.push(id)
  }

  const entries: any[] = []
  for (const id of ids) {
    const { actions } = await getJson(app, `/games/${id}/actions`)
    t.same((await getJson(app, `/games/${id}/export`)).log, actions, 'the export holds the same entries')
    entries.push(...actions)
  }
  const events = entries.flatMap((entry) => entry.result.events ?? [])
  const problems = [...entries.map((e) => branchProblem('LogEntry', e)), ...events.map((e) => branchProblem('GameEvent', e))].filter((p) => p !== null)
  t.same(problems, [], `${entries.length} entries and ${events.length} events each fit exactly their branch`)

  t.same([...new Set(entries.map((e) => e.type))].sort(), [...ENTRY_TYPES].sort(), 'every entry type')
  t.same([...new Set(events.map((e) => e.type))].sort(), [...WRITTEN_EVENT_TYPES].sort(), 'every event type the service writes')
  const marked = entries.filter((e) => e.payload.by !== undefined).map((e) => `${e.type} ${e.payload.by}${e.payload.resignFollows ? ' resignFollows' : ''}`)
  // Whether a bot deploys depends on its seeded choices (the game id): deploy bot may be there too.
  const expected = ['draw bot', 'draw clock', 'place bot', 'place clock', 'place resign', 'resign clock', 'score bot', 'score clock', 'score resign resignFollows']
  t.same([...new Set(marked)].filter((m) => m !== 'deploy bot').sort(), expected, 'entries by the clock, a resignation and bots')
  t.ok(events.some((e) => e.type === 'resigned' && e.by === 'clock'), 'a resignation by the clock')
  t.ok(events.some((e) => e.type === 'undone' && e.at !== undefined), 'an undo that took a meeple back')
  t.ok(entries.some((e) => e.type === 'place' && typeof e.payload.tile === 'string'), 'a draft placement naming its tile')
})
