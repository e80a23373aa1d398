// CORS (CORS_ORIGINS): off by default; for an allowed origin, preflights answer 204 with the
// allowed methods and headers without being rate limited, shed or reaching the database, and
// every actual response (problems, 404s, 429s, 503s and event streams included) carries
// Allow-Origin and Expose-Headers; an origin that is not allowed gets no CORS header; `*` allows any origin.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import t, { type Test } from 'tap'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { expectProblem } from './helpers/http.js'
import { testDatabase } from './helpers/db.js'
import { answersAcrossDrain } from './helpers/drain.js'
import { buildApp } from '../src/app.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]
const ALLOWED = 'https://play.example'
const OTHER = 'https://evil.example'
const EXPOSED = 'etag, location, retry-after, x-request-id, idempotent-replayed'
const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, if-match, if-none-match, last-event-id',
  'access-control-max-age': '7200',
}

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
  'access-control-expose-headers',
  'access-control-allow-credentials',
]

function preflight(app: FastifyInstance, url: string, origin: string, method = 'POST', remoteAddress?: string) {
  return app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type, if-match' },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  })
}

/** The CORS headers of a response, absent ones left out. */
function corsHeaders(res: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(CORS_HEADERS.filter((name) => res.headers[name] !== undefined).map((name) => [name, res.headers[name]]))
}

function expectAllowedPreflight(t: Test, res: LightMyRequestResponse, allowOrigin: string, what: string) {
  t.equal(res.statusCode, 204, `${what}: 204`)
  t.equal(res.body, '', `${what}: no body`)
  t.same(corsHeaders(res), { 'access-control-allow-origin': allowOrigin, ...PREFLIGHT_HEADERS }, `${what}: CORS headers`)
  t.equal(res.headers.vary, 'Origin', `${what}: Vary: Origin`)
}

function expectActual(t: Test, res: LightMyRequestResponse, allowOrigin: string, what: string) {
  t.same(corsHeaders(res), { 'access-control-allow-origin': allowOrigin, 'access-control-expose-headers': EXPOSED }, `${what}: Allow-Origin and Expose-Headers`)
}

t.test('CORS is off by default', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO })
  const pre = await preflight(app, `/games/${g.id}/draw`, ALLOWED)
  // An ordinary OPTIONS (http/methods.ts): the path's methods, which the browser takes as a refusal.
  t.equal(pre.statusCode, 204, 'a preflight without CORS_ORIGINS: 204')
  t.equal(pre.headers.allow, 'POST, OPTIONS', 'a preflight without CORS_ORIGINS: Allow')
  t.same(corsHeaders(pre), {}, 'a preflight: no CORS header')
  const res = await app.inject({ method: 'GET', url: `/games/${g.id}`, headers: { origin: ALLOWED } })
  t.equal(res.statusCode, 200, 'GET /games/{id} with an Origin: 200')
  t.same(corsHeaders(res), {}, 'GET /games/{id} with an Origin: no CORS header')
  t.equal(res.headers.vary, undefined, 'no Vary')
})

t.test('allowed origins', async (t) => {
  // The configured form is normalized: browsers send the serialized origin.
  const { app } = await testApp(t, undefined, { corsOrigins: ['HTTPS://Play.Example:443', 'http://localhost:5173'] })
  const g = await createGame(app, { players: TWO })
  const auth = { authorization: `Bearer ${g.tokens[0]}` }

  t.test('preflights: 204 with the allowed methods and headers, for any path', async (t) => {
    expectAllowedPreflight(t, await preflight(app, `/games/${g.id}/draw`, ALLOWED), ALLOWED, 'OPTIONS /games/{id}/draw')
    expectAllowedPreflight(t, await preflight(app, '/games', 'http://localhost:5173'), 'http://localhost:5173', 'OPTIONS /games from the second origin')
    expectAllowedPreflight(t, await preflight(app, `/games/${g.id}`, ALLOWED, 'GET'), ALLOWED, 'OPTIONS /games/{id} for a GET')
    expectAllowedPreflight(t, await preflight(app, '/players/me/webhooks/x', ALLOWED, 'DELETE'), ALLOWED, 'OPTIONS for a DELETE')
    expectAllowedPreflight(t, await preflight(app, '/games/no-such-game/place', ALLOWED), ALLOWED, 'OPTIONS for an unknown game')
  })

  t.test('actual responses carry Allow-Origin and Expose-Headers', async (t) => {
    const origin = { origin: ALLOWED }
    const read = await app.inject({ method: 'GET', url: `/games/${g.id}`, headers: origin })
    t.equal(read.statusCode, 200, 'GET /games/{id}: 200')
    expectActual(t, read, ALLOWED, 'GET /games/{id}')
    t.equal(read.headers.vary, 'Origin', 'GET /games/{id}: Vary: Origin')
    const notModified = await app.inject({ method: 'GET', url: `/games/${g.id}`, headers: { ...origin, 'if-none-match': String(read.headers.etag) } })
    t.equal(notModified.statusCode, 304, 'a 304')
    expectActual(t, notModified, ALLOWED, 'a 304')
    const created = await app.inject({ method: 'POST', url: '/games', headers: origin, payload: { players: TWO } })
    t.equal(created.statusCode, 201, 'POST /games: 201')
    expectActual(t, created, ALLOWED, 'POST /games')
    const drawn = await app.inject({ method: 'POST', url: `/games/${g.id}/draw`, headers: { ...origin, ...auth } })
    t.equal(drawn.statusCode, 200, 'a draw: 200')
    expectActual(t, drawn, ALLOWED, 'a draw')
  })

  t.test('problems and 404s carry them too', async (t) => {
    const origin = { origin: ALLOWED }
    const cases: [string, Promise<LightMyRequestResponse>, number, string][] = [
      ['a 401', app.inject({ method: 'POST', url: `/games/${g.id}/draw`, headers: origin }), 401, 'UNAUTHORIZED'],
      ['a 404 game', app.inject({ method: 'GET', url: '/games/no-such-game', headers: origin }), 404, 'GAME_NOT_FOUND'],
      ['an unknown route', app.inject({ method: 'GET', url: '/nope', headers: origin }), 404, 'ROUTE_NOT_FOUND'],
      ['a 400', app.inject({ method: 'GET', url: '/games?limit=0', headers: origin }), 400, 'VALIDATION_ERROR'],
    ]
    for (const [what, sent, status, code] of cases) {
      const res = await sent
      expectProblem(t, res, status, code, what)
      expectActual(t, res, ALLOWED, what)
    }
  })

  const streams = (app.swagger() as any).paths['/games/{id}/events'] !== undefined
  t.test('an event stream carries them', { skip: streams ? false : 'no GET /games/{id}/events yet' }, async (t) => {
    // A one-tile game, finished, so that its stream ends after the entries it holds.
    const short = await createGame(app, { players: TWO, deck: ['U'] })
    const token = short.tokens[0]
    t.equal((await act(app, short.id, 'draw', token)).statusCode, 200, 'draw')
    const [placement] = (await getJson(app, `/games/${short.id}/legal`)).placements
    t.equal((await act(app, short.id, 'place', token, placement)).statusCode, 200, 'place')
    t.equal((await act(app, short.id, 'score', token)).json().game.status, 'finished', 'score: the game is finished')
    const stream = await app.inject({ method: 'GET', url: `/games/${short.id}/events`, headers: { origin: ALLOWED } })
    t.equal(stream.statusCode, 200, 'GET /games/{id}/events: 200')
    t.match(String(stream.headers['content-type']), /^text\/event-stream/, 'an event stream')
    expectActual(t, stream, ALLOWED, 'the event stream')
    t.equal(stream.headers.vary, 'Origin', 'the event stream: Vary: Origin')
  })

  t.test('an origin that is not allowed gets no CORS header', async (t) => {
    const pre = await preflight(app, `/games/${g.id}/draw`, OTHER)
    t.equal(pre.statusCode, 204, 'its preflight: 204')
    t.same(corsHeaders(pre), {}, 'its preflight: no CORS header (the browser refuses)')
    t.equal(pre.headers.vary, 'Origin', 'its preflight: Vary: Origin')
    for (const headers of [{ origin: OTHER }, {}]) {
      const res = await app.inject({ method: 'GET', url: `/games/${g.id}`, headers })
      t.equal(res.statusCode, 200, `GET /games/{id} ${headers.origin ?? 'without an Origin'}: 200`)
      t.same(corsHeaders(res), {}, `GET /games/{id} ${headers.origin ?? 'without an Origin'}: no CORS header`)
      t.equal(res.headers.vary, 'Origin', `GET /games/{id} ${headers.origin ?? 'without an Origin'}: Vary: Origin (for caches)`)
    }
    const options = await app.inject({ method: 'OPTIONS', url: `/games/${g.id}`, headers: { origin: ALLOWED } })
    t.equal(options.statusCode, 204, 'OPTIONS without Access-Control-Request-Method is no preflight: 204')
    t.equal(options.headers.allow, 'GET, HEAD, OPTIONS', 'OPTIONS without Access-Control-Request-Method: Allow')
    t.same(corsHeaders(options), { 'access-control-allow-origin': ALLOWED, 'access-control-expose-headers': EXPOSED }, 'OPTIONS without Access-Control-Request-Method: an actual response')
  })
})

t.test('* allows any origin, without credentials', async (t) => {
  const { app } = await testApp(t, undefined, { corsOrigins: ['*'] })
  const g = await createGame(app, { players: TWO })
  const pre = await preflight(app, `/games/${g.id}/draw`, OTHER)
  expectAllowedPreflight(t, pre, '*', 'a preflight from any origin')
  for (const headers of [{ origin: OTHER }, { origin: ALLOWED }, {}]) {
    const what = `GET /games/{id} ${headers.origin ?? 'without an Origin'}`
    const res = await app.inject({ method: 'GET', url: `/games/${g.id}`, headers })
    t.equal(res.statusCode, 200, `${what}: 200`)
    expectActual(t, res, '*', what)
    t.equal(res.headers.vary, undefined, `${what}: no Vary (the same answer for every origin)`)
  }
  const missing = await app.inject({ method: 'GET', url: '/games/no-such-game', headers: { origin: OTHER } })
  expectProblem(t, missing, 404, 'GAME_NOT_FOUND', 'a 404')
  expectActual(t, missing, '*', 'a 404')
})

t.test('preflights are not rate limited; 429s carry the CORS headers', async (t) => {
  const { app } = await testApp(t, undefined, { corsOrigins: [ALLOWED], rateLimitPerMinute: 2 })
  const address = '127.0.0.9'
  for (let i = 0; i < 5; i++) expectAllowedPreflight(t, await preflight(app, '/tiles', ALLOWED, 'GET', address), ALLOWED, `preflight ${i + 1} of 5`)
  const get = () => app.inject({ method: 'GET', url: '/tiles', remoteAddress: address, headers: { origin: ALLOWED } })
  for (const remaining of ['1', '0']) {
    const res = await get()
    t.equal(res.statusCode, 200, `GET /tiles after the preflights: 200`)
    t.equal(res.headers['ratelimit-remaining'], remaining, `RateLimit-Remaining ${remaining}: the preflights were not counted`)
    expectActual(t, res, ALLOWED, 'GET /tiles')
  }
  const refused = await get()
  expectProblem(t, refused, 429, 'TOO_MANY_REQUESTS', 'over the limit')
  expectActual(t, refused, ALLOWED, 'a 429')
  expectAllowedPreflight(t, await preflight(app, '/tiles', ALLOWED, 'GET', address), ALLOWED, 'a preflight over the limit')
})

t.test('preflights are not shed; 503s carry the CORS headers', async (t) => {
  // Any heap use is over a 1-byte bound: once sampled (each second), every request but a preflight is shed.
  const { app } = await testApp(t, undefined, { corsOrigins: [ALLOWED], limits: { pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, maxRssBytes: 0 } } })
  const get = () => app.inject({ method: 'GET', url: '/tiles', headers: { origin: ALLOWED } })
  let shed = await get()
  for (let waited = 0; shed.statusCode === 200 && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    shed = await get()
  }
  expectProblem(t, shed, 503, 'SERVICE_UNAVAILABLE', 'under pressure')
  expectActual(t, shed, ALLOWED, 'a 503')
  expectAllowedPreflight(t, await preflight(app, '/tiles', ALLOWED, 'GET'), ALLOWED, 'a preflight under pressure')
})

t.test('a preflight ends in the CORS hook: no later hook, handler or database', async (t) => {
  const { app } = await testApp(t, undefined, { corsOrigins: [ALLOWED] })
  // Added after every hook of the app: it sees each request that gets past CORS's own hook.
  const reached: string[] = []
  app.addHook('onRequest', async (request) => {
    reached.push(`${request.method} ${request.url}`)
  })
  const g = await createGame(app, { players: TWO })
  reached.length = 0
  expectAllowedPreflight(t, await preflight(app, `/games/${g.id}/draw`, ALLOWED), ALLOWED, 'a preflight')
  const refused = await preflight(app, `/games/${g.id}`, OTHER, 'GET')
  t.equal(refused.statusCode, 204, 'a preflight from an origin that is not allowed: 204')
  t.same(corsHeaders(refused), {}, 'a preflight from an origin that is not allowed: no CORS header')
  t.same(reached, [], 'no preflight went past the CORS hook')
  const read = await app.inject({ method: 'GET', url: `/games/${g.id}`, headers: { origin: ALLOWED } })
  t.equal(read.statusCode, 200, 'GET /games/{id}: 200')
  t.same(reached, [`GET /games/${g.id}`], 'an actual request goes on')
})

t.test("a draining server's 503 carries them (its hook runs before CORS's)", async (t) => {
  const { db } = await testDatabase(t)
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, corsOrigins: [ALLOWED], workers: false })
  const { late: response, errors } = await answersAcrossDrain(app, `GET /tiles HTTP/1.1\r\nHost: x\r\nOrigin: ${ALLOWED}\r\n`)
  t.same(errors, [], 'no connection reset')
  t.match(response, /^HTTP\/1\.1 503 /, 'the request that arrived during the drain: 503')
  t.match(response, /"code":"SERVICE_UNAVAILABLE"/, 'SERVICE_UNAVAILABLE')
  t.match(response, new RegExp(`\r\naccess-control-allow-origin: ${ALLOWED}\r\n`, 'i'), 'Allow-Origin')
  t.match(response, new RegExp(`\r\naccess-control-expose-headers: ${EXPOSED}\r\n`, 'i'), 'Expose-Headers')
})
