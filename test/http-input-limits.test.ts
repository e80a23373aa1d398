// Bad input is a 400 VALIDATION_ERROR naming the field, never a 500, and never changes a game:
// NUL, control characters and lone surrogates in names, seeds, path ids and the headers the
// service reads; the length of every string, list and page at its edge and one past it; and the
// request header size (431) on a listening server.
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import type { FastifyInstance, InjectOptions } from 'fastify'
import t, { type Test } from 'tap'
import { createGame, getJson, testApp, type CreatedGame } from './helpers/app.js'
import { expectProblem, expectRejected, ok } from './helpers/http.js'
import { MAX_HEADER_BYTES } from '../src/http/limits.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

/** Sends a request that must be a 400 VALIDATION_ERROR naming `path`, leaving `game` unchanged. */
async function refused(t: Test, app: FastifyInstance, game: CreatedGame, opts: InjectOptions, path: string | null, what: string) {
  const body = await expectRejected(t, app, game.id, () => app.inject(opts), 400, 'VALIDATION_ERROR', what)
  if (path !== null) t.equal(body?.errors?.[0]?.path, path, `${what}: names ${path}`)
  return body
}

/** A POST /games that must be refused: no game is created and `game` is unchanged. */
async function refusedCreate(t: Test, app: FastifyInstance, game: CreatedGame, payload: string | object, path: string, what: string) {
  const before = (await getJson(app, '/games?limit=1')).total
  const headers = { 'content-type': 'application/json' }
  await refused(t, app, game, { method: 'POST', url: '/games', headers, payload }, path, what)
  t.equal((await getJson(app, '/games?limit=1')).total, before, `${what}: no game created`)
}

t.test('unsafe characters', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
  await ok(app, g.id, 'draw', g.tokens[0]) // phase place: a place would change the game

  t.test('in player names', async (t) => {
    // Written as JSON escapes, so that lone surrogates reach the parser as they would on the wire.
    const bad = ['\\u0000', 'A\\u0000', '\\u0001', 'A\\tB', 'A\\nB', 'A\\rB', '\\u001f', '\\u007f', '\\u0085', '\\u009b', '\\ud800', 'A\\udc00', '\\udbff\\u0041', 'A\\ud83d']
    for (const name of bad) {
      await refusedCreate(t, app, g, `{"players":[{"name":"${name}"},{"name":"Bo"}]}`, 'body/players/0/name', `name "${name}"`)
      await refusedCreate(t, app, g, `{"players":[{"name":"Ada"},{"name":"${name}"}]}`, 'body/players/1/name', `second name "${name}"`)
    }
    // Paired surrogates (an emoji), accents and other scripts are names like any other.
    for (const name of ['😀', 'Zoë 🦊', '\\ud83d\\ude00', '山田', 'Ünal-O\'Brien']) {
      const res = await app.inject({ method: 'POST', url: '/games', headers: { 'content-type': 'application/json' }, payload: `{"players":[{"name":"${name}"},{"name":"Bo"}]}` })
      t.equal(res.statusCode, 201, `name "${name}" is accepted`)
      const stored = await getJson(app, `/games/${res.json().game.id}`)
      t.equal(stored.players[0].name, JSON.parse(`"${name}"`), `name "${name}" is stored as sent`)
    }
  })

  t.test('in seeds', async (t) => {
    for (const seed of ['\\u0000', 'abc\\u0000', '\\ud800', 'x\\udfff', '\\ud800\\ud800']) {
      await refusedCreate(t, app, g, `{"players":[{"name":"Ada"},{"name":"Bo"}],"seed":"${seed}"}`, 'body/seed', `seed "${seed}"`)
    }
    const seeded = await createGame(app, { players: TWO, seed: 'tab\there 😀' })
    t.equal(seeded.body.game.deckSource, 'seed', 'a seed with a tab and an emoji is accepted')
  })

  t.test('in game ids of every route', async (t) => {
    const auth = { authorization: `Bearer ${g.tokens[0]}` }
    const routes: [string, string, object?][] = [
      ['GET', ''],
      ['GET', '/legal'],
      ['GET', '/actions'],
      ['GET', '/actions/0/state'],
      ['GET', '/export'],
      ['GET', '/verify'],
      ['POST', '/draw'],
      ['POST', '/place', { x: 1, y: 0, rotation: 90 }],
      ['POST', '/deploy', { at: 'E' }],
      ['POST', '/score'],
    ]
    const ids = ['%00', `${g.id}%00`, '%01', '%0A', '%0D', '%7F', '%C2%9B', 'a%20b', `${g.id}%09`, '%F0%9F%98%80', '%22', '%27']
    for (const [method, suffix, payload] of routes) {
      for (const id of ids) {
        const opts: InjectOptions = { method: method as 'GET' | 'POST', url: `/games/${id}${suffix}`, headers: method === 'POST' ? auth : {}, ...(payload ? { payload } : {}) }
        await refused(t, app, g, opts, 'params/id', `${method} /games/${id}${suffix}`)
      }
      // A lone surrogate in UTF-8 (ED A0 80) is not UTF-8 at all: the router refuses the URL.
      const opts: InjectOptions = { method: method as 'GET' | 'POST', url: `/games/%ED%A0%80${suffix}`, headers: method === 'POST' ? auth : {}, ...(payload ? { payload } : {}) }
      await refused(t, app, g, opts, null, `${method} /games/%ED%A0%80${suffix}`)
    }
  })

  t.test('in the headers the service reads', async (t) => {
    const place = (headers: Record<string, string>): InjectOptions => ({ method: 'POST', url: `/games/${g.id}/place`, headers, payload: { x: 1, y: 0, rotation: 90 } })
    for (const bad of ['\u0000', '\u0001', '\n', '\u007f', '\u00e9', '\ud800', '😀']) {
      const shown = JSON.stringify(bad)
      // Whatever the Authorization holds, a value that names no seat is 401 (api.md), not a validation error.
      // (A trailing line feed is white space around the token, which HTTP itself never delivers.)
      if (bad !== '\n') await expectRejected(t, app, g.id, () => app.inject(place({ authorization: `Bearer ${g.tokens[0]}${bad}` })), 401, 'UNAUTHORIZED', `Authorization with ${shown}`)
      await refused(t, app, g, place({ authorization: `Bearer ${g.tokens[0]}`, 'if-match': `"1"${bad}` }), 'headers/if-match', `If-Match with ${shown}`)
      await refused(t, app, g, { method: 'GET', url: `/games/${g.id}`, headers: { 'if-none-match': `"1"${bad}` } }, 'headers/if-none-match', `If-None-Match with ${shown}`)
      const body = await refused(t, app, g, place({ authorization: `Bearer ${g.tokens[0]}`, 'x-request-id': `id-${bad}` }), 'headers/x-request-id', `x-request-id with ${shown}`)
      t.ok(body, `x-request-id with ${shown}: a problem`)
    }
    const res = await app.inject({ method: 'GET', url: '/tiles', headers: { 'x-request-id': 'a\u0001b' } })
    expectProblem(t, res, 400, 'VALIDATION_ERROR', 'a bad x-request-id on any route')
    t.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/, 'the response carries a generated request id instead')
    // A tab is allowed where HTTP allows it; the action still goes through.
    const placed = await app.inject(place({ authorization: `Bearer\t${g.tokens[0]}`, 'if-match': '"1"' }))
    t.equal(placed.statusCode, 200, 'a tab in Authorization and a well-formed If-Match are accepted')
  })
})

t.test('lengths of strings, lists and pages', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['U', 'U', 'U'] })
  await ok(app, g.id, 'draw', g.tokens[0])

  t.test('names, seeds and players', async (t) => {
    const name64 = 'é'.repeat(63) + '😀' // 64 characters (code points), 65 UTF-16 units
    const created = await createGame(app, { players: [{ name: name64 }, { name: 'N'.repeat(64) }] })
    t.equal(created.body.game.players[0].name, name64, 'a 64-character name is accepted')
    await refusedCreate(t, app, g, { players: [{ name: 'N'.repeat(65) }, { name: 'Bo' }] }, 'body/players/0/name', 'a 65-character name')
    await refusedCreate(t, app, g, { players: [{ name: '' }, { name: 'Bo' }] }, 'body/players/0/name', 'an empty name')
    t.equal((await createGame(app, { players: TWO, seed: 's'.repeat(256) })).body.game.deckSource, 'seed', 'a 256-character seed is accepted')
    t.equal((await createGame(app, { players: TWO, seed: 's' })).body.game.deckSource, 'seed', 'a 1-character seed is accepted')
    await refusedCreate(t, app, g, { players: TWO, seed: 's'.repeat(257) }, 'body/seed', 'a 257-character seed')
    t.equal((await createGame(app, { players: TWO, seed: '' })).body.game.deckSource, 'seed', 'an empty seed is accepted (api.md: any string)')
    const five = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name }))
    t.equal((await createGame(app, { players: five })).body.seats.length, 5, 'five players are accepted')
    t.equal((await createGame(app, { players: TWO })).body.seats.length, 2, 'two players are accepted')
    await refusedCreate(t, app, g, { players: [...five, { name: 'F' }] }, 'body/players', 'six players')
    await refusedCreate(t, app, g, { players: [{ name: 'A' }] }, 'body/players', 'one player')
  })

  t.test('stacked decks', async (t) => {
    const { tiles } = await getJson(app, '/tiles')
    const base = tiles.filter((tile: any) => tile.set === 'base')
    const all: string[] = base.flatMap((tile: any) => Array(tile.type === 'D' ? tile.count - 1 : tile.count).fill(tile.type))
    t.equal(all.length, 71, 'the 71 tiles besides the start tile')
    t.equal((await createGame(app, { players: TWO, deck: all })).body.game.deck.remaining, 71, 'a deck of all 71 tiles is accepted')
    // The schema's bound is the largest pile (the River's 11 tiles and all 72 land tiles); a base
    // deck longer than its pile passes the schema and is refused for what it holds.
    await refusedCreate(t, app, g, { players: TWO, deck: [...all, ...Array(13).fill('U')] }, 'body/deck', 'a deck of 84 tiles')
    const extra = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, deck: [...all, 'U'] } })
    t.equal(expectProblem(t, extra, 400, 'VALIDATION_ERROR', 'a base deck of 72 tiles').detail, "the deck holds more U tiles than the 71 tiles of this game's pile")
  })

  t.test('game ids', async (t) => {
    const res = await app.inject({ method: 'GET', url: `/games/${'a'.repeat(100)}` })
    expectProblem(t, res, 404, 'GAME_NOT_FOUND', 'a 100-character id is looked up')
    for (const suffix of ['', '/legal', '/actions', '/export', '/verify', '/actions/0/state']) {
      await refused(t, app, g, { method: 'GET', url: `/games/${'a'.repeat(101)}${suffix}` }, null, `a 101-character id: GET ${suffix || '/games/{id}'}`)
    }
    await refused(t, app, g, { method: 'POST', url: `/games/${'a'.repeat(101)}/draw`, headers: { authorization: `Bearer ${g.tokens[0]}` } }, null, 'a 101-character id: POST draw')
  })

  t.test('headers', async (t) => {
    const place = (headers: Record<string, string>) => () => app.inject({ method: 'POST', url: `/games/${g.id}/place`, headers, payload: { x: 1, y: 0, rotation: 90 } })
    const auth256 = `Bearer ${'t'.repeat(256 - 7)}`
    await expectRejected(t, app, g.id, place({ authorization: auth256 }), 401, 'UNAUTHORIZED', 'a 256-character Authorization is read (and is no seat token)')
    await expectRejected(t, app, g.id, place({ authorization: `Bearer ${'t'.repeat(4000)}` }), 401, 'UNAUTHORIZED', 'a 4,007-character Authorization is no seat token either')
    const etags256 = `"9", ${'"7", '.repeat(50)}"1234"`.slice(0, 256)
    t.equal(etags256.length, 256, 'an If-Match of 256 characters')
    await expectRejected(t, app, g.id, place({ authorization: `Bearer ${g.tokens[0]}`, 'if-match': etags256 }), 412, 'VERSION_CONFLICT', 'a 256-character If-Match is read')
    const tooLong = await expectRejected(t, app, g.id, place({ authorization: `Bearer ${g.tokens[0]}`, 'if-match': `${etags256} ` }), 400, 'VALIDATION_ERROR', 'a 257-character If-Match')
    t.equal(tooLong?.errors?.[0]?.path, 'headers/if-match', 'names the If-Match header')
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: `/games/${g.id}`, headers })
    t.equal((await get({ 'if-none-match': etags256 })).statusCode, 200, 'a 256-character If-None-Match is read')
    expectProblem(t, await get({ 'if-none-match': `${etags256} ` }), 400, 'VALIDATION_ERROR', 'a 257-character If-None-Match')
    const id128 = 'r'.repeat(128)
    const echoed = await get({ 'x-request-id': id128 })
    t.equal(echoed.statusCode, 200, 'a 128-character x-request-id is accepted')
    t.equal(echoed.headers['x-request-id'], id128, 'and echoed')
    expectProblem(t, await get({ 'x-request-id': `${id128}r` }), 400, 'VALIDATION_ERROR', 'a 129-character x-request-id')
    expectProblem(t, await get({ 'x-request-id': '' }), 400, 'VALIDATION_ERROR', 'an empty x-request-id')
  })

  t.test('pages of GET /games', async (t) => {
    for (const query of ['limit=1', 'limit=100', 'offset=0', 'offset=2147483647', 'limit=100&offset=2147483647']) {
      const res = await app.inject({ method: 'GET', url: `/games?${query}` })
      t.equal(res.statusCode, 200, `GET /games?${query}: accepted`)
    }
    t.equal((await getJson(app, '/games?limit=1')).games.length, 1, 'limit=1: one game')
    t.same((await getJson(app, '/games?offset=2147483647')).games, [], 'the last offset: an empty page')
    for (const [query, path] of [
      ['limit=0', 'querystring/limit'],
      ['limit=101', 'querystring/limit'],
      ['offset=-1', 'querystring/offset'],
      ['offset=2147483648', 'querystring/offset'],
      ['limit=1.5', 'querystring/limit'],
    ]) {
      await refused(t, app, g, { method: 'GET', url: `/games?${query}` }, path, `GET /games?${query}`)
    }
  })

  t.test('pages of the action log and its entries', async (t) => {
    const url = `/games/${g.id}/actions`
    for (const [query, count] of [['after=-1', 2], ['after=2147483647', 0], ['limit=1', 1], ['limit=1000', 2], ['after=-1&limit=1000', 2], ['after=0&limit=1', 1]] as const) {
      const res = await app.inject({ method: 'GET', url: `${url}?${query}` })
      t.equal(res.statusCode, 200, `actions?${query}: accepted`)
      t.equal(res.json().actions.length, count, `actions?${query}: ${count} entries`)
    }
    for (const [query, path] of [
      ['after=-2', 'querystring/after'],
      ['after=2147483648', 'querystring/after'],
      ['limit=0', 'querystring/limit'],
      ['limit=1001', 'querystring/limit'],
    ]) {
      await refused(t, app, g, { method: 'GET', url: `${url}?${query}` }, path, `actions?${query}`)
    }
    t.equal((await app.inject({ method: 'GET', url: `/games/${g.id}/actions/0/state` })).statusCode, 200, 'entry 0 is replayed')
    const last = await app.inject({ method: 'GET', url: `/games/${g.id}/actions/2147483647/state` })
    expectProblem(t, last, 404, 'ACTION_NOT_FOUND', 'the last seq is looked up')
    for (const seq of ['-1', '2147483648', '1.5']) {
      await refused(t, app, g, { method: 'GET', url: `/games/${g.id}/actions/${seq}/state` }, 'params/seq', `actions/${seq}/state`)
    }
  })
})

t.test('request header size on a listening server', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }

  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/games/${g.id}`, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }))
      })
      req.on('error', reject)
      req.end()
    })

  const under = await get({ 'x-pad': 'p'.repeat(MAX_HEADER_BYTES - 1024) })
  t.equal(under.status, 200, `headers just under ${MAX_HEADER_BYTES} bytes are served`)
  const over = await get({ 'x-pad': 'p'.repeat(MAX_HEADER_BYTES + 1) })
  t.equal(over.status, 431, 'headers over the limit: 431')
  t.match(over.type, /^application\/problem\+json/, '431 is a problem')
  t.match(JSON.parse(over.body), { status: 431, code: 'HEADERS_TOO_LARGE', type: '/problems/headers-too-large' }, '431 problem body')
  const many = await get(Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`x-h${i}`, 'v'.repeat(40)])))
  t.equal(many.status, 431, 'many headers adding up over the limit: 431')

  // A request Node's parser cannot read at all is a 400 problem too.
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /tiles HTTP/1.1\r\nHost: x\r\nBad Header: \u0001\r\n\r\n'))
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => (text += chunk))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
  t.match(raw, /^HTTP\/1\.1 400 /, 'a malformed request: 400')
  t.match(raw, /content-type: application\/problem\+json/i, 'as a problem')
  t.match(raw, /"code":"VALIDATION_ERROR"/, 'VALIDATION_ERROR')
  const after = await getJson(app, `/games/${g.id}`)
  t.equal(after.version, 0, 'the game is unchanged')
})
