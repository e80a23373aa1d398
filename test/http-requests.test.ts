// The request/response envelope over HTTP: bodies, content types, limits, headers (ETag,
// Location, x-request-id), seat tokens and the secret seed, game creation rules, listing, and
// the meta routes. No request here may ever produce a 5xx.
import { createHash } from 'node:crypto'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import t, { type Test } from 'tap'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { createGame as createEngineGame } from '../src/engine/index.js'
import { canonicalJson } from '../src/store/chain.js'
import { expectProblem, expectRejected, ok, playTurn, snapshot } from './helpers/http.js'
import { listen } from './helpers/live.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

/** app.inject that also asserts what every response must have: no 5xx and an x-request-id. */
function sender(t: Test, app: FastifyInstance) {
  return async (opts: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await app.inject(opts)
    const what = `${opts.method ?? 'GET'} ${String(opts.url).slice(0, 80)}`
    t.ok(res.statusCode < 500, `${what}: no 5xx (${res.statusCode})`)
    t.match(String(res.headers['x-request-id'] ?? ''), /.+/, `${what}: x-request-id present`)
    return res
  }
}

t.test('requests and responses', async (t) => {
  const { app } = await testApp(t)

  t.test('malformed JSON is a VALIDATION_ERROR', async (t) => {
    const send = sender(t, app)
    const bodies = ['{"players": [', '{players: []}', "{'players': []}", '{"players": [{"name": "Ada"}, {"name": "Bo"}]} trailing', 'nul']
    for (const payload of bodies) {
      const res = await send({ method: 'POST', url: '/games', headers: { 'content-type': 'application/json' }, payload })
      expectProblem(t, res, 400, 'VALIDATION_ERROR', `POST /games ${JSON.stringify(payload)}`)
    }
    const g = await createGame(app, { players: TWO, deck: ['U'] })
    await ok(app, g.id, 'draw', g.tokens[0])
    await expectRejected(
      t,
      app,
      g.id,
      () => send({ method: 'POST', url: `/games/${g.id}/place`, headers: { authorization: `Bearer ${g.tokens[0]}`, 'content-type': 'application/json' }, payload: '{"x": 1, "y": 0,' }),
      400,
      'VALIDATION_ERROR',
      'place with truncated JSON',
    )
    // JSON prototype poisoning is refused, not merged.
    const poisoned = await send({ method: 'POST', url: '/games', headers: { 'content-type': 'application/json' }, payload: '{"players": [{"name": "A"}, {"name": "B"}], "__proto__": {"x": 1}}' })
    expectProblem(t, poisoned, 400, 'VALIDATION_ERROR', '__proto__ in the body')
  })

  t.test('a body that is not JSON is UNSUPPORTED_MEDIA_TYPE', async (t) => {
    const send = sender(t, app)
    const json = JSON.stringify({ players: TWO })
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await send({ method: 'POST', url: '/games', headers: { 'content-type': type }, payload: json })
      expectProblem(t, res, 415, 'UNSUPPORTED_MEDIA_TYPE', `POST /games as ${type}`)
    }
    const g = await createGame(app, { players: TWO, deck: ['U'] })
    await ok(app, g.id, 'draw', g.tokens[0])
    await expectRejected(
      t,
      app,
      g.id,
      () => send({ method: 'POST', url: `/games/${g.id}/place`, headers: { authorization: `Bearer ${g.tokens[0]}`, 'content-type': 'text/plain' }, payload: '{"x":1,"y":0,"rotation":90}' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'place as text/plain',
    )
    const charset = await send({ method: 'POST', url: '/games', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: json })
    t.equal(charset.statusCode, 201, 'application/json with a charset is accepted')
  })

  t.test("an empty body is no body, whatever its content type says (curl -d '' sends a form type)", async (t) => {
    const send = sender(t, app)
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream']) {
      const g = await createGame(app, { players: TWO, deck: ['U'] })
      const headers = { authorization: `Bearer ${g.tokens[0]}`, 'content-type': type }
      const drawn = await send({ method: 'POST', url: `/games/${g.id}/draw`, headers, payload: '' })
      t.equal(drawn.statusCode, 200, `draw with an empty ${type} body`)
      const placed = await expectRejected(t, app, g.id, () => send({ method: 'POST', url: `/games/${g.id}/place`, headers, payload: '' }), 400, 'VALIDATION_ERROR', `place with an empty ${type} body`)
      t.match(placed.detail, /body/, 'the schema names the missing body')
      const nonEmpty = await expectRejected(t, app, g.id, () => send({ method: 'POST', url: `/games/${g.id}/place`, headers, payload: 'x=1' }), 415, 'UNSUPPORTED_MEDIA_TYPE', `place with a ${type} body`)
      t.match(nonEmpty.detail, type, 'the problem names the content type')
    }
    // Over a socket, as curl -d '' sends it: Content-Length: 0.
    const g = await createGame(app, { players: TWO, deck: ['U'] })
    const base = await listen(app)
    const curlLike = await fetch(`${base}/games/${g.id}/draw`, { method: 'POST', headers: { authorization: `Bearer ${g.tokens[0]}`, 'content-type': 'application/x-www-form-urlencoded' }, body: '' })
    t.equal(curlLike.status, 200, 'a draw with Content-Length: 0 and a form type')
    const chunked = await fetch(`${base}/games/${g.id}/place`, {
      method: 'POST',
      headers: { authorization: `Bearer ${g.tokens[0]}`, 'content-type': 'text/plain' },
      body: new Blob(['x=1']).stream(),
      duplex: 'half',
    } as RequestInit)
    t.equal(chunked.status, 415, 'a chunked body of another type: 415')
  })

  t.test('a body over 32 KiB is PAYLOAD_TOO_LARGE', async (t) => {
    const send = sender(t, app)
    const big = JSON.stringify({ players: TWO, seed: 'x'.repeat(33 * 1024) })
    t.ok(big.length > 32 * 1024, 'the body is over the limit')
    const res = await send({ method: 'POST', url: '/games', headers: { 'content-type': 'application/json' }, payload: big })
    expectProblem(t, res, 413, 'PAYLOAD_TOO_LARGE', 'POST /games with 33 KiB')
    const g = await createGame(app, { players: TWO, deck: ['U'] })
    await ok(app, g.id, 'draw', g.tokens[0])
    const place = JSON.stringify({ x: 1, y: 0, rotation: 90, pad: ' '.repeat(40 * 1024) })
    await expectRejected(
      t,
      app,
      g.id,
      () => send({ method: 'POST', url: `/games/${g.id}/place`, headers: { authorization: `Bearer ${g.tokens[0]}`, 'content-type': 'application/json' }, payload: place }),
      413,
      'PAYLOAD_TOO_LARGE',
      'place with 40 KiB',
    )
    // Just under the limit is parsed (and then judged by the schema).
    const under = JSON.stringify({ players: TWO, seed: 'x'.repeat(31 * 1024) })
    const underRes = await send({ method: 'POST', url: '/games', headers: { 'content-type': 'application/json' }, payload: under })
    expectProblem(t, underRes, 400, 'VALIDATION_ERROR', 'a 31 KiB seed is parsed, then too long for the schema')
  })

  t.test('unknown members are rejected', async (t) => {
    const send = sender(t, app)
    const before = (await getJson(app, '/games')).total
    for (const [what, body] of [
      ['at the top', { players: TWO, farmers: false }],
      ['in a player', { players: [{ name: 'Ada', seat: 3 }, { name: 'Bo' }] }],
      ['in options', { players: TWO, options: { farmers: true, abbots: true } }],
    ] as const) {
      const res = await send({ method: 'POST', url: '/games', payload: body })
      const problem = expectProblem(t, res, 400, 'VALIDATION_ERROR', `an unknown member ${what}`)
      t.ok(problem?.errors?.length > 0, `an unknown member ${what}: errors listed`)
    }
    t.equal((await getJson(app, '/games')).total, before, 'no game was created')
  })

  t.test('draw and score need no body, with or without a JSON content type', async (t) => {
    const send = sender(t, app)
    const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    const auth = (seat: number) => ({ authorization: `Bearer ${g.tokens[seat]}` })
    const d1 = await send({ method: 'POST', url: `/games/${g.id}/draw`, headers: auth(0) })
    t.equal(d1.statusCode, 200, 'draw without a body')
    t.equal(d1.json().tile, 'U', 'drew the U')
    await ok(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 })
    const s1 = await send({ method: 'POST', url: `/games/${g.id}/score`, headers: auth(0) })
    t.equal(s1.statusCode, 200, 'score without a body')
    const d2 = await send({ method: 'POST', url: `/games/${g.id}/draw`, headers: { ...auth(1), 'content-type': 'application/json' }, payload: '' })
    t.equal(d2.statusCode, 200, 'draw with Content-Type: application/json and an empty body')
    await ok(app, g.id, 'place', g.tokens[1], { x: -1, y: 0, rotation: 90 })
    const s2 = await send({ method: 'POST', url: `/games/${g.id}/score`, headers: { ...auth(1), 'content-type': 'application/json' }, payload: '' })
    t.equal(s2.statusCode, 200, 'score with Content-Type: application/json and an empty body')
    t.equal(s2.json().game.status, 'finished', 'the two-tile game is over')
    const { actions } = await getJson(app, `/games/${g.id}/actions`)
    t.same(
      actions.map((a: any) => [a.seq, a.type, a.seat]),
      [[0, 'create', null], [1, 'draw', 0], [2, 'place', 0], [3, 'score', 0], [4, 'draw', 1], [5, 'place', 1], [6, 'score', 1]],
      'each accepted action appended one entry',
    )
    for (const a of actions.filter((a: any) => a.type === 'draw' || a.type === 'score')) t.same(a.payload, {}, `entry ${a.seq}: empty payload`)
  })

  t.test('an unknown route is a 404 problem', async (t) => {
    const send = sender(t, app)
    for (const [method, url] of [
      ['GET', '/nope'],
      ['GET', '/games/x/y/z'],
      ['POST', '/games/x/redo'],
      ['DELETE', '/nope'],
      ['PUT', '/games/x/redo'],
    ] as const) {
      const res = await send({ method, url })
      const body = expectProblem(t, res, 404, 'ROUTE_NOT_FOUND', `${method} ${url}`)
      t.equal(body?.type, '/problems/route-not-found', `${method} ${url}: problem type`)
    }
  })

  t.test('ETag, If-None-Match, Location and x-request-id', async (t) => {
    const send = sender(t, app)
    const created = await send({ method: 'POST', url: '/games', payload: { players: TWO, deck: ['U', 'U'] } })
    t.equal(created.statusCode, 201, 'created')
    const id = created.json().game.id
    const token = created.json().seats[0].token
    t.equal(created.headers.location, `/games/${id}`, 'Location of the new game')
    t.equal(created.headers.etag, '"0"', 'ETag of version 0 on creation')

    const get0 = await send({ method: 'GET', url: `/games/${id}` })
    t.equal(get0.statusCode, 200, 'GET the game')
    t.equal(get0.headers.etag, '"0"', 'ETag is the quoted version')
    t.equal(get0.json().version, 0, 'version 0')
    const notModified = await send({ method: 'GET', url: `/games/${id}`, headers: { 'if-none-match': '"0"' } })
    t.equal(notModified.statusCode, 304, 'If-None-Match of the current version: 304')
    t.equal(notModified.body, '', '304 has no body')
    t.equal(notModified.headers.etag, '"0"', '304 repeats the ETag')
    const listed = await send({ method: 'GET', url: `/games/${id}`, headers: { 'if-none-match': '"7", "0"' } })
    t.equal(listed.statusCode, 304, 'a list holding the current version: 304')

    const drawn = await send({ method: 'POST', url: `/games/${id}/draw`, headers: { authorization: `Bearer ${token}` } })
    t.equal(drawn.statusCode, 200, 'draw')
    t.equal(drawn.headers.etag, '"1"', 'the action response carries the new ETag')
    t.equal(drawn.json().game.version, 1, 'and the new version')
    const stale = await send({ method: 'GET', url: `/games/${id}`, headers: { 'if-none-match': '"0"' } })
    t.equal(stale.statusCode, 200, 'a stale If-None-Match gets the state')
    t.equal(stale.headers.etag, '"1"', 'with the new ETag')
    const placed = await send({ method: 'POST', url: `/games/${id}/place`, headers: { authorization: `Bearer ${token}` }, payload: { x: 1, y: 0, rotation: 90 } })
    t.equal(placed.headers.etag, '"2"', 'place carries ETag "2"')
    const deployed = await send({ method: 'POST', url: `/games/${id}/deploy`, headers: { authorization: `Bearer ${token}` }, payload: { at: 'E' } })
    t.equal(deployed.headers.etag, '"3"', 'deploy carries ETag "3"')
    const scored = await send({ method: 'POST', url: `/games/${id}/score`, headers: { authorization: `Bearer ${token}` } })
    t.equal(scored.headers.etag, '"4"', 'score carries ETag "4"')
    t.equal((await send({ method: 'GET', url: `/games/${id}` })).headers.etag, '"4"', 'GET agrees')

    // x-request-id: generated when absent (and distinct), echoed when sent.
    const a = await send({ method: 'GET', url: '/health' })
    const b = await send({ method: 'GET', url: '/health' })
    t.not(a.headers['x-request-id'], b.headers['x-request-id'], 'generated request ids differ')
    for (const [method, url, status] of [
      ['GET', '/health', 200],
      ['GET', `/games/${id}`, 200],
      ['GET', '/games/unknown', 404],
      ['GET', '/nope', 404],
      ['POST', `/games/${id}/draw`, 401],
      ['GET', '/games?limit=0', 400],
      // The router's own rejections (framework errors) too: invalid UTF-8, an over-long parameter.
      ['GET', '/games/%FF', 400],
      ['GET', `/games/${'x'.repeat(200)}/legal`, 400],
    ] as const) {
      const res = await send({ method, url, headers: { 'x-request-id': 'client-chosen-id-42' } })
      t.equal(res.statusCode, status, `${method} ${url}: ${status}`)
      t.equal(res.headers['x-request-id'], 'client-chosen-id-42', `${method} ${url}: the client's request id is echoed`)
    }
    const tooLarge = await send({ method: 'POST', url: '/games', headers: { 'x-request-id': 'big-1', 'content-type': 'application/json' }, payload: 'x'.repeat(40 * 1024) })
    t.equal(tooLarge.statusCode, 413, 'oversized body: 413')
    t.equal(tooLarge.headers['x-request-id'], 'big-1', 'oversized body: request id echoed')
    const wrongType = await send({ method: 'POST', url: '/games', headers: { 'x-request-id': 'type-1', 'content-type': 'text/plain' }, payload: 'hi' })
    t.equal(wrongType.statusCode, 415, 'wrong content type: 415')
    t.equal(wrongType.headers['x-request-id'], 'type-1', 'wrong content type: request id echoed')
  })

  t.test('seat tokens are strong, distinct and shown only once', async (t) => {
    const send = sender(t, app)
    for (let n = 2; n <= 5; n++) {
      const players = Array.from({ length: n }, (_, i) => ({ name: `P${i}` }))
      const res = await send({ method: 'POST', url: '/games', payload: { players } })
      t.equal(res.statusCode, 201, `${n} players: created`)
      const { game, seats } = res.json()
      t.same(seats.map((s: any) => s.seat), [...Array(n).keys()], `${n} players: one seat each, in order`)
      const tokens: string[] = seats.map((s: any) => s.token)
      t.equal(new Set(tokens).size, n, `${n} players: distinct tokens`)
      for (const token of tokens) {
        t.match(token, /^[A-Za-z0-9_-]{43,}$/, `${n} players: token of >= 43 base64url characters (256 bits)`)
      }
      const id = game.id
      const views = [
        (await send({ method: 'GET', url: `/games/${id}` })).body,
        (await send({ method: 'GET', url: `/games/${id}/actions` })).body,
        (await send({ method: 'GET', url: `/games/${id}/actions/0/state` })).body,
        (await send({ method: 'GET', url: `/games/${id}/legal` })).body,
        (await send({ method: 'GET', url: '/games?limit=100' })).body,
        JSON.stringify(game),
      ]
      // Play a little so the log holds actions taken with a token.
      await send({ method: 'POST', url: `/games/${id}/draw`, headers: { authorization: `Bearer ${tokens[0]}` } })
      views.push((await send({ method: 'GET', url: `/games/${id}/actions` })).body)
      for (const token of tokens) {
        t.notOk(views.some((v) => v.includes(token)), `${n} players: a token appears in no read response`)
      }
      t.notOk(views.some((v) => /token/i.test(v)), `${n} players: no read response has a token member`)
    }
  })

  t.test('the seed of a server-shuffled game stays secret until it ends', async (t) => {
    const send = sender(t, app)
    const created = await send({ method: 'POST', url: '/games', payload: { players: TWO } })
    const { game, seats } = created.json()
    const id = game.id
    t.equal(game.deckSource, 'server', 'server shuffled')
    t.match(game.deckCommitment, /^[0-9a-f]{64}$/, 'a sha256 commitment is public')
    t.notOk('seed' in game, 'no seed in the creation response')
    const checkHidden = async (when: string) => {
      const state = await getJson(app, `/games/${id}`)
      t.notOk('seed' in state, `${when}: no seed in GET /games/{id}`)
      const { actions } = await getJson(app, `/games/${id}/actions`)
      t.notOk('seed' in actions[0].payload, `${when}: no seed in entry 0's payload`)
      t.notOk('seed' in actions[0].result, `${when}: no seed in entry 0's result`)
      const at0 = await getJson(app, `/games/${id}/actions/0/state`)
      t.notOk('seed' in at0, `${when}: no seed in the state at entry 0`)
      const atHead = await getJson(app, `/games/${id}/actions/${state.version}/state`)
      t.notOk('seed' in atHead, `${when}: no seed in the replayed head state`)
      return state
    }
    await checkHidden('at creation')

    // Play the whole game: draw, the first legal placement, score.
    let turns = 0
    let seat = 0
    let last: any
    for (;;) {
      const drawn = await ok(app, id, 'draw', seats[seat].token)
      if (drawn.tile === null) {
        last = drawn
        break
      }
      if (turns === 10) await checkHidden('mid-game')
      const { placements } = await getJson(app, `/games/${id}/legal`)
      const [p] = placements
      await ok(app, id, 'place', seats[seat].token, p)
      last = await ok(app, id, 'score', seats[seat].token)
      turns++
      if (last.game.status === 'finished') break
      seat = last.game.turn.seat
    }
    t.equal(last.game.status, 'finished', `finished after ${turns} turns`)
    t.ok(Array.isArray(last.final), 'final scores reported')
    const final = await getJson(app, `/games/${id}`)
    t.equal(final.status, 'finished', 'GET says finished')
    t.type(final.seed, 'string', 'the seed is revealed once finished')
    t.equal(createHash('sha256').update(final.seed, 'utf8').digest('hex'), final.deckCommitment, 'the revealed seed matches the commitment')
    t.equal(last.game.seed, final.seed, 'the final action response reveals it too')
    const replayed = await getJson(app, `/games/${id}/actions/${final.version}/state`)
    t.equal(replayed.seed, final.seed, 'the replayed final state reveals it')
    t.same({ ...replayed, headHash: final.headHash }, final, 'the replayed final state equals the GameState')
  })

  t.test('colours and player counts', async (t) => {
    const send = sender(t, app)
    const five = await send({ method: 'POST', url: '/games', payload: { players: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name })) } })
    t.equal(five.statusCode, 201, 'five players')
    t.same(five.json().seats.map((s: any) => s.color), ['red', 'blue', 'green', 'yellow', 'black'], 'default colours in seat order')
    t.same(five.json().game.players.map((p: any) => p.color), ['red', 'blue', 'green', 'yellow', 'black'], 'the GameState agrees')
    const mixed = await send({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B', color: 'red' }, { name: 'C' }] } })
    t.equal(mixed.statusCode, 201, 'an explicit colour')
    const colors = mixed.json().seats.map((s: any) => s.color)
    t.equal(colors[1], 'red', 'the chosen colour is kept')
    t.equal(new Set(colors).size, 3, 'colours stay unique')
    const before = (await getJson(app, '/games?limit=1')).total
    for (const [what, players] of [
      ['a duplicate colour', [{ name: 'A', color: 'blue' }, { name: 'B', color: 'blue' }]],
      ['an unknown colour', [{ name: 'A', color: 'purple' }, { name: 'B' }]],
      ['one player', [{ name: 'A' }]],
      ['no players', []],
      ['six players', ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name }))],
      ['an empty name', [{ name: '' }, { name: 'B' }]],
    ] as const) {
      const res = await send({ method: 'POST', url: '/games', payload: { players } })
      expectProblem(t, res, 400, 'VALIDATION_ERROR', what)
    }
    const missing = await send({ method: 'POST', url: '/games', payload: {} })
    expectProblem(t, missing, 400, 'VALIDATION_ERROR', 'no players member')
    t.equal((await getJson(app, '/games?limit=1')).total, before, 'no game was created')
  })

  t.test('stacked decks and seeds', async (t) => {
    const send = sender(t, app)
    const before = (await getJson(app, '/games?limit=1')).total
    for (const [what, body] of [
      ['five C tiles (there is one)', { players: TWO, deck: ['C', 'C', 'C', 'C', 'C'] }],
      ['two C tiles', { players: TWO, deck: ['C', 'C'] }],
      ['five D tiles (three besides the start)', { players: TWO, deck: ['D', 'D', 'D', 'D'] }],
      ['an unknown letter', { players: TWO, deck: ['Z'] }],
      ['a lower-case letter', { players: TWO, deck: ['e'] }],
      ['72 tiles', { players: TWO, deck: Array(72).fill('U') }],
    ] as const) {
      const res = await send({ method: 'POST', url: '/games', payload: body })
      expectProblem(t, res, 400, 'VALIDATION_ERROR', what)
    }
    t.equal((await getJson(app, '/games?limit=1')).total, before, 'no game was created')
    const full = await createGame(app, { players: TWO, deck: ['C', 'D', 'D', 'D', 'E'] })
    t.equal(full.body.game.deckSource, 'stacked', 'a fitting stacked deck is accepted')
    t.equal(full.body.game.deck.remaining, 5, 'with its five tiles')
    t.match(full.body.game.deckCommitment, /^[0-9a-f]{64}$/, 'a stacked deck is committed to, like a shuffle')
    const seeded = await createGame(app, { players: TWO, seed: 'abc' })
    t.equal(seeded.body.game.deckSource, 'seed', 'a client seed')
    t.equal(seeded.body.game.deck.remaining, 71, 'shuffles all 71 tiles')
    t.match(seeded.body.game.deckCommitment, /^[0-9a-f]{64}$/, 'commits to the seed')
    t.not(seeded.body.game.deckCommitment, createHash('sha256').update('abc').digest('hex'), 'with a salt: the commitment alone confirms no guessed seed')

    // api.md's own example sends a deck and a seed: the deck fixes the order, the seed has nothing to shuffle.
    const example = await createGame(app, { players: [{ name: 'Ada', color: 'red' }, { name: 'Bo' }], options: { farmers: true }, deck: ['E', 'U', 'V'], seed: 'any string' })
    t.equal(example.body.game.deckSource, 'stacked', "api.md's example is accepted, as a stacked deck")
    t.equal(example.body.game.deck.remaining, 3, 'of its three tiles')
    const drawnInOrder: string[] = []
    for (let turn = 0; ; turn++) {
      const token = example.tokens[turn % 2]
      drawnInOrder.push((await ok(app, example.id, 'draw', token)).tile)
      const [placement] = (await getJson(app, `/games/${example.id}/legal`)).placements
      await ok(app, example.id, 'place', token, placement)
      if ((await ok(app, example.id, 'score', token)).game.status === 'finished') break
    }
    t.same(drawnInOrder, ['E', 'U', 'V'], 'the tiles come in the order of the deck')
    const ended = await getJson(app, `/games/${example.id}`)
    t.same([ended.stackedDeck, ended.seed], [['E', 'U', 'V'], undefined], 'the finished game reveals the deck, and no seed')
    t.match(await getJson(app, `/games/${example.id}/verify`), { ok: true }, 'and verifies')

    // api.md: the seed is "any string", the empty one included: a shuffle like any other.
    const empty = await createGame(app, { players: TWO, seed: '' })
    t.equal(empty.body.game.deckSource, 'seed', 'an empty seed is accepted, as a client seed')
    const emptyId = empty.body.game.id
    const drawn = await ok(app, emptyId, 'draw', empty.body.seats[0].token)
    t.equal(drawn.tile, (createEngineGame({ players: TWO, seed: '' }) as unknown as { state: { pile: string[] } }).state.pile[0], "the first tile drawn is the empty seed's shuffle's first")
    const resigned = await send({ method: 'POST', url: `/games/${emptyId}/resign`, headers: { authorization: `Bearer ${empty.body.seats[1].token}` } })
    t.equal(resigned.statusCode, 200, 'the other seat resigns: the game ends')
    const finished = await getJson(app, `/games/${emptyId}`)
    t.equal(finished.seed, '', 'the finished game reveals the empty seed')
    t.equal(finished.deckCommitment, createHash('sha256').update(canonicalJson({ salt: finished.deckSalt, seed: '' })).digest('hex'), 'which its salted commitment names')
    t.match(await getJson(app, `/games/${emptyId}/verify`), { ok: true }, 'and the game verifies')
  })

  t.test('tiles and health', async (t) => {
    const send = sender(t, app)
    const tiles = await send({ method: 'GET', url: '/tiles' })
    t.equal(tiles.statusCode, 200, 'GET /tiles')
    t.same(tiles.json().tiles.map((x: any) => x.set), [...Array(24).fill('base'), ...Array(10).fill('river')], 'the base set, then the River')
    const list = tiles.json().tiles.filter((x: any) => x.set === 'base')
    t.equal(list.length, 24, '24 tile types')
    t.same(list.map((x: any) => x.type), 'ABCDEFGHIJKLMNOPQRSTUVWX'.split(''), 'A to X')
    t.equal(list.reduce((n: number, x: any) => n + x.count, 0), 72, '72 tiles')
    const shields = list.reduce((n: number, x: any) => n + x.count * x.segments.filter((s: any) => s.shield === true).length, 0)
    t.equal(shields, 10, '10 shields')
    const d = list.find((x: any) => x.type === 'D')
    t.same(d.edges, ['C', 'R', 'F', 'R'], 'D: city N, road E and W, field S')
    t.equal(d.count, 4, 'four D tiles, the start tile included')
    const health = await send({ method: 'GET', url: '/health' })
    t.equal(health.statusCode, 200, 'GET /health')
    t.match(health.json(), { status: 'ok' }, 'status ok')
    t.match(String(health.headers['content-type']), /^application\/json/, 'JSON')
  })
})

t.test('listing games', async (t) => {
  // A database of its own, so the totals are exact.
  const { app } = await testApp(t)
  const send = sender(t, app)
  const empty = await getJson(app, '/games')
  t.same(empty, { games: [], total: 0, limit: 20, offset: 0 }, 'no games yet')

  const ids: string[] = []
  for (let i = 0; i < 5; i++) {
    const g = await createGame(app, { players: [{ name: `A${i}` }, { name: `B${i}`, color: 'green' }], deck: ['E'] })
    ids.push(g.id)
    if (i % 2 === 1) await playTurn(app, g.id, g.tokens[0], { x: 0, y: -1, rotation: 180 }, 'E') // finishes it
  }
  const finishedIds = [ids[1], ids[3]]

  const all = await getJson(app, '/games')
  t.equal(all.total, 5, 'five games')
  t.equal(all.games.length, 5, 'all on the first page')
  t.same([all.limit, all.offset], [20, 0], 'default paging')
  t.same(new Set(all.games.map((g: any) => g.id)), new Set(ids), 'the five games')
  const times = all.games.map((g: any) => Date.parse(g.createdAt))
  t.ok(times.every((time: number, i: number) => i === 0 || time <= times[i - 1]), 'newest first')
  const one = all.games.find((g: any) => g.id === ids[0])
  t.same(one.players, [{ seat: 0, name: 'A0', color: 'red' }, { seat: 1, name: 'B0', color: 'green' }], 'players with seats and colours')
  t.equal(one.status, 'active', 'status')
  t.equal(one.version, 0, 'version')
  t.equal(one.finishedAt, null, 'not finished')
  const done = all.games.find((g: any) => g.id === ids[1])
  t.equal(done.status, 'finished', 'a finished game')
  t.equal(done.version, 3, 'at version 3')
  t.type(done.finishedAt, 'string', 'with its end time')

  const seen: string[] = []
  for (const offset of [0, 2, 4]) {
    const page = await getJson(app, `/games?limit=2&offset=${offset}`)
    t.equal(page.total, 5, `offset ${offset}: total counts every game`)
    t.same([page.limit, page.offset], [2, offset], `offset ${offset}: echoes the paging`)
    t.equal(page.games.length, offset === 4 ? 1 : 2, `offset ${offset}: page size`)
    seen.push(...page.games.map((g: any) => g.id))
  }
  t.same(seen, all.games.map((g: any) => g.id), 'the pages concatenate to the whole list, in order')
  const past = await getJson(app, '/games?limit=2&offset=10')
  t.same([past.games, past.total], [[], 5], 'past the end: empty page, same total')

  const finished = await getJson(app, '/games?status=finished')
  t.equal(finished.total, 2, 'two finished')
  t.same(new Set(finished.games.map((g: any) => g.id)), new Set(finishedIds), 'the finished ones')
  const active = await getJson(app, '/games?status=active&limit=1&offset=1')
  t.equal(active.total, 3, 'three active')
  t.equal(active.games.length, 1, 'paged')
  t.equal(active.games[0].status, 'active', 'active only')
  const res = await send({ method: 'GET', url: '/games?status=finished&limit=1' })
  t.equal(res.statusCode, 200, 'status and limit together')
  for (const id of ids) {
    const snap = await snapshot(app, id)
    t.equal(snap.entries, snap.version + 1, `game ${id}: log entries 0..version`)
  }
})
