// Request bodies are typed strictly: no boolean, null, string or one-element list is read as a
// number (nor anything as anything else); query strings and path parameters, which are text, still
// read their documented numbers. A member that is not allowed is named in the problem, as is a
// missing one. Property: a value of a wrong type in any body field is a 400 VALIDATION_ERROR
// (never a 2xx or a 5xx) and changes nothing.
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { expectProblem, expectRejected, ok, snapshot } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]
/** After drawing the E, (0, -1) at 180 closes the start tile's city: the placement the bodies below aim at. */
const LEGAL_E = { x: 0, y: -1, rotation: 180 }

t.test('bodies are not coerced', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
  t.equal((await ok(app, g.id, 'draw', g.tokens[0])).tile, 'E', 'drew the E')

  // Each would have been read as LEGAL_E by a coercing validator (false as 0, "90" as 90, [0] as 0).
  const coercible: [string, string, { path: string; message: string }][] = [
    ['booleans and a numeric string', '{"x": false, "y": true, "rotation": "90"}', { path: 'body/x', message: 'must be integer' }],
    ['x null', '{"x": null, "y": -1, "rotation": 180}', { path: 'body/x', message: 'must be integer' }],
    ['x a numeric string', '{"x": "0", "y": -1, "rotation": 180}', { path: 'body/x', message: 'must be integer' }],
    ['y a numeric string', '{"x": 0, "y": "-1", "rotation": 180}', { path: 'body/y', message: 'must be integer' }],
    ['y a list of one number', '{"x": 0, "y": [-1], "rotation": 180}', { path: 'body/y', message: 'must be integer' }],
    ['x false', '{"x": false, "y": -1, "rotation": 180}', { path: 'body/x', message: 'must be integer' }],
    // Rotation is one of four constants: each says it wants a number.
    ['rotation a numeric string', '{"x": 0, "y": -1, "rotation": "180"}', { path: 'body/rotation', message: 'must be integer' }],
  ]
  for (const [what, payload, first] of coercible) {
    const send = () => app.inject({ method: 'POST', url: `/games/${g.id}/place`, headers: { authorization: `Bearer ${g.tokens[0]}`, 'content-type': 'application/json' }, payload })
    const body = await expectRejected(t, app, g.id, send, 400, 'VALIDATION_ERROR', `place with ${what}`)
    t.same(body.errors[0], first, `place with ${what}: the first error`)
    t.equal(body.detail.split(', ')[0], `${first.path} ${first.message}`, `place with ${what}: detail`)
  }
  const created = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options: { farmers: 'false' } } })
  t.equal(expectProblem(t, created, 400, 'VALIDATION_ERROR', 'farmers "false"').detail, 'body/options/farmers must be boolean', 'farmers "false": detail')
  const deck = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, deck: 'E' } })
  t.equal(expectProblem(t, deck, 400, 'VALIDATION_ERROR', 'a deck that is one letter').detail, 'body/deck must be array', 'a deck that is one letter: detail')
  t.equal((await getJson(app, '/games')).total, 1, 'no game was created')

  const placed = await ok(app, g.id, 'place', g.tokens[0], LEGAL_E)
  t.same(placed.game.turn.placed, LEGAL_E, 'the same placement with numbers is accepted')
})

t.test('query strings and path parameters still read numbers', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
  await createGame(app, { players: TWO, deck: ['U'] })
  await ok(app, g.id, 'draw', g.tokens[0])

  const page = await getJson(app, '/games?limit=1&offset=1')
  t.same([page.limit, page.offset, page.total, page.games.length], [1, 1, 2, 1], 'GET /games?limit=1&offset=1: numbers')
  t.equal(page.games[0].id, g.id, 'the second newest game')
  const { actions } = await getJson(app, `/games/${g.id}/actions?after=0&limit=1`)
  t.same(actions.map((a: { seq: number; type: string }) => [a.seq, a.type]), [[1, 'draw']], '?after=0&limit=1: entry 1')
  t.equal((await getJson(app, `/games/${g.id}/actions/1/state`)).turn.tile, 'E', '/actions/1/state: the state after the draw')
  const polled = await getJson(app, `/games/${g.id}/actions?after=0&wait=1`)
  t.same(polled.actions.map((a: { seq: number }) => a.seq), [1], '?wait=1 with an entry after 0: at once')
  expectProblem(t, await app.inject({ method: 'GET', url: '/games?limit=ten' }), 400, 'VALIDATION_ERROR', '?limit=ten')
})

t.test('a member that is not allowed, or missing, is named', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
  await ok(app, g.id, 'draw', g.tokens[0])

  const extra = await expectRejected(t, app, g.id, () => act(app, g.id, 'place', g.tokens[0], { ...LEGAL_E, foo: 1 }), 400, 'VALIDATION_ERROR', 'place with foo')
  t.equal(extra.detail, "body must NOT have additional property 'foo'", 'the detail names foo')
  t.same(extra.errors, [{ path: 'body', message: "must NOT have additional property 'foo'", property: 'foo' }], 'the error names foo')

  const nested = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options: { farmers: true, clock: { turnSeconds: 60, maxTimeouts: 1, grace: 5 } } } })
  const body = expectProblem(t, nested, 400, 'VALIDATION_ERROR', 'a clock with grace')
  t.equal(body.detail, "body/options/clock must NOT have additional property 'grace'", 'a nested member: the detail names it with its path')
  t.same(body.errors, [{ path: 'body/options/clock', message: "must NOT have additional property 'grace'", property: 'grace' }], 'a nested member: the error names it')

  const missing = await expectRejected(t, app, g.id, () => act(app, g.id, 'place', g.tokens[0], { x: 0, y: -1 }), 400, 'VALIDATION_ERROR', 'place without rotation')
  t.equal(missing.detail, "body must have required property 'rotation'", 'a missing member: the detail names it')
  t.same(missing.errors, [{ path: 'body', message: "must have required property 'rotation'", property: 'rotation' }], 'a missing member: the error names it')
  const query = expectProblem(t, await app.inject({ method: 'GET', url: '/games?page=2' }), 400, 'VALIDATION_ERROR', 'GET /games?page=2')
  t.same(query.errors, [{ path: 'querystring', message: "must NOT have additional property 'page'", property: 'page' }], 'a query parameter that is not allowed is named too')
})

t.test('an operation that takes no body: none or {} is accepted; a member, or any other JSON, is a 400 that changes nothing', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
  const notAnObject = [{ path: 'body', message: 'must be absent or an empty object: this operation takes no body' }]
  const refused: [string, string, unknown][] = [
    ['a member', '{"seat": 0}', [{ path: 'body', message: "must NOT have additional property 'seat'", property: 'seat' }]],
    ['two members', '{"a": 1, "b": 2}', ['a', 'b'].map((property) => ({ path: 'body', message: `must NOT have additional property '${property}'`, property }))],
    ['a number', '5', notAnObject],
    ['a string', '"draw"', notAnObject],
    ['null', 'null', notAnObject],
    ['a list', '[]', notAnObject],
  ]
  const post = (path: string, payload?: string) =>
    app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${g.tokens[0]}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, payload })
  for (const action of ['draw', 'resign']) {
    for (const [what, payload, errors] of refused) {
      const body = await expectRejected(t, app, g.id, () => post(`/games/${g.id}/${action}`, payload), 400, 'VALIDATION_ERROR', `${action} with ${what}`)
      t.same(body.errors, errors, `${action} with ${what}: the errors`)
    }
  }
  t.equal((await post(`/games/${g.id}/draw`, '{}')).statusCode, 200, 'draw with {}')
  await ok(app, g.id, 'place', g.tokens[0], LEGAL_E)
  await expectRejected(t, app, g.id, () => post(`/games/${g.id}/undo`, '{"all": true}'), 400, 'VALIDATION_ERROR', 'undo with a member')
  await expectRejected(t, app, g.id, () => post(`/games/${g.id}/score`, '{"points": 9}'), 400, 'VALIDATION_ERROR', 'score with a member')
  t.equal((await post(`/games/${g.id}/score`)).statusCode, 200, 'score without a body')

  const [lesson] = (await getJson(app, '/lessons')).lessons
  const games = (await getJson(app, '/games')).total
  const withMember = await app.inject({ method: 'POST', url: `/lessons/${lesson.id}/games`, payload: { seed: 'x' } })
  t.same(expectProblem(t, withMember, 400, 'VALIDATION_ERROR', 'a lesson game with a member').errors, [{ path: 'body', message: "must NOT have additional property 'seed'", property: 'seed' }])
  t.equal((await getJson(app, '/games')).total, games, 'no game was created')
  t.equal((await app.inject({ method: 'POST', url: `/lessons/${lesson.id}/games`, payload: {} })).statusCode, 201, 'a lesson game with {}')
})

// ---------------------------------------------------------------- property

type Kind = 'integer' | 'string' | 'boolean' | 'array' | 'object'

/** Whether a JSON value has the JSON type of `kind` (any number counts as one for integer: a wrong type, not a wrong value). */
function hasKind(value: unknown, kind: Kind): boolean {
  if (kind === 'integer') return typeof value === 'number'
  if (kind === 'array') return Array.isArray(value)
  if (kind === 'object') return value !== null && typeof value === 'object' && !Array.isArray(value)
  return typeof value === kind
}

/**
 * JSON values of any type but `kind`, with the ones a coercing validator would have converted
 * weighted in. Without __proto__ and constructor keys: the JSON parser refuses those before any
 * validation (a 400 of its own, test/http-requests.test.ts).
 */
function wrongTyped(kind: Kind): fc.Arbitrary<unknown> {
  const coercible = fc.constantFrom<unknown>(null, false, true, '0', '-1', '180', '1e400', '', [0], [-1], ['E'], 'E', 0, 1, {})
  return fc
    .oneof(coercible, fc.jsonValue({ maxDepth: 2 }))
    .filter((value) => !hasKind(value, kind) && !/"(__proto__|constructor)":/.test(JSON.stringify(value)))
}

interface Field {
  /** The field as a JSON pointer under `body`. */
  path: string
  kind: Kind
  /** A body that would be accepted, with `value` in place of this field. */
  body: (value: unknown) => object
}

/** Sends each wrong-typed value: 400 VALIDATION_ERROR naming the field or a member holding it, and `unchanged` holds. */
async function checkFields(t: Test, fields: Field[], send: (body: object) => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => any }>, unchanged: () => Promise<void>, numRuns: number) {
  for (const field of fields) {
    let sent = 0
    await fc.assert(
      fc.asyncProperty(wrongTyped(field.kind), async (value) => {
        const res = await send(field.body(value))
        sent++
        const body = res.json()
        const named = Array.isArray(body.errors) && body.errors.some((e: { path: string }) => `body/${field.path}`.startsWith(e.path))
        if (res.statusCode !== 400 || body.code !== 'VALIDATION_ERROR' || !String(res.headers['content-type']).startsWith('application/problem+json') || !named) {
          throw new Error(`${field.path} = ${JSON.stringify(value)}: ${res.statusCode} ${JSON.stringify(body)}`)
        }
        await unchanged()
      }),
      { numRuns },
    )
    t.ok(sent >= numRuns, `${field.path}: ${sent} wrong-typed values, each a 400 that changed nothing`)
  }
}

t.test('property: a wrong type in any body field is a 400 that changes nothing', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
  await ok(app, g.id, 'draw', g.tokens[0])
  const gameUnchanged = async (id: string, before: Awaited<ReturnType<typeof snapshot>>) => {
    const after = await snapshot(app, id)
    if (after.version !== before.version || after.headHash !== before.headHash || after.entries !== before.entries || after.body !== before.body) {
      throw new Error(`game ${id} changed: version ${before.version} -> ${after.version}`)
    }
  }
  const placing = await snapshot(app, g.id)
  await checkFields(
    t,
    (['x', 'y', 'rotation'] as const).map((name) => ({ path: name, kind: 'integer', body: (value) => ({ ...LEGAL_E, [name]: value }) })),
    (body) => act(app, g.id, 'place', g.tokens[0], body),
    () => gameUnchanged(g.id, placing),
    40,
  )
  await ok(app, g.id, 'place', g.tokens[0], LEGAL_E)
  const deploying = await snapshot(app, g.id)
  await checkFields(t, [{ path: 'at', kind: 'string', body: (value) => ({ at: value }) }], (body) => act(app, g.id, 'deploy', g.tokens[0], body), () => gameUnchanged(g.id, deploying), 40)

  const open = await createGame(app, { players: [{ name: 'Ada' }, { open: true }] })
  const invite: string = open.body.seats[1].invite
  const waiting = await snapshot(app, open.id)
  await checkFields(
    t,
    [
      { path: 'invite', kind: 'string', body: (value) => ({ invite: value, name: 'Bo' }) },
      { path: 'name', kind: 'string', body: (value) => ({ invite, name: value }) },
    ],
    (body) => app.inject({ method: 'POST', url: `/games/${open.id}/join`, payload: body }),
    () => gameUnchanged(open.id, waiting),
    25,
  )

  const games = (await getJson(app, '/games')).total
  const noGameCreated = async () => {
    const total = (await getJson(app, '/games')).total
    if (total !== games) throw new Error(`${total - games} games were created`)
  }
  const create = (patch: (value: unknown) => object): Field['body'] => (value) => ({ players: TWO, deck: ['E'], ...patch(value) })
  await checkFields(
    t,
    [
      { path: 'players', kind: 'array', body: create((value) => ({ players: value })) },
      { path: 'players/0', kind: 'object', body: create((value) => ({ players: [value, TWO[1]] })) },
      { path: 'players/0/name', kind: 'string', body: create((value) => ({ players: [{ name: value }, TWO[1]] })) },
      { path: 'players/1/color', kind: 'string', body: create((value) => ({ players: [TWO[0], { name: 'Bo', color: value }] })) },
      { path: 'options', kind: 'object', body: create((value) => ({ options: value })) },
      { path: 'options/farmers', kind: 'boolean', body: create((value) => ({ options: { farmers: value } })) },
      { path: 'options/clock/turnSeconds', kind: 'integer', body: create((value) => ({ options: { clock: { turnSeconds: value, maxTimeouts: 3 } } })) },
      { path: 'options/clock/maxTimeouts', kind: 'integer', body: create((value) => ({ options: { clock: { turnSeconds: 60, maxTimeouts: value } } })) },
      { path: 'deck', kind: 'array', body: create((value) => ({ deck: value })) },
      { path: 'deck/0', kind: 'string', body: create((value) => ({ deck: [value] })) },
      { path: 'seed', kind: 'string', body: (value) => ({ players: TWO, seed: value }) },
    ],
    (body) => app.inject({ method: 'POST', url: '/games', payload: body }),
    noGameCreated,
    25,
  )
})
