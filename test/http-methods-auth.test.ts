// Over a real connection: a wrong method on an existing path is 405 METHOD_NOT_ALLOWED with
// Allow (OPTIONS there is 204 with Allow; a CORS preflight is still answered as one), an unknown
// path is 404 whatever the method; every 401 carries a Bearer challenge, with
// error="invalid_token" when a Bearer token was given; a 304 of any conditional GET carries no body
// and no Content-Type.
import t, { type Test } from 'tap'
import { createGame, testApp } from './helpers/app.js'
import { listen } from './helpers/live.js'
import { ok } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]
const ORIGIN = 'https://play.example'

/** Checks a problem answer read by fetch; returns its body. */
async function expectProblem(t: Test, res: Response, status: number, code: string, what: string): Promise<any> {
  t.equal(res.status, status, `${what}: ${status}`)
  t.equal(res.headers.get('content-type'), 'application/problem+json', `${what}: problem+json`)
  const body = await res.json()
  t.equal(body.code, code, `${what}: ${code}`)
  return body
}

t.test('wrong methods, OPTIONS and unknown paths', async (t) => {
  const { app } = await testApp(t, undefined, { corsOrigins: [ORIGIN] })
  const base = await listen(app)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U'] })
  const before = await (await fetch(`${base}/games/${g.id}`)).text()

  const wrong: [string, string, string][] = [
    ['DELETE', '/games', 'GET, HEAD, POST, OPTIONS'],
    ['PUT', `/games/${g.id}`, 'GET, HEAD, OPTIONS'],
    ['PATCH', `/games/${g.id}?x=1`, 'GET, HEAD, OPTIONS'],
    ['GET', `/games/${g.id}/draw`, 'POST, OPTIONS'],
    ['DELETE', `/games/${g.id}/place`, 'POST, OPTIONS'],
    ['POST', `/games/${g.id}/legal`, 'GET, HEAD, OPTIONS'],
    ['POST', '/tiles', 'GET, HEAD, OPTIONS'],
    ['GET', '/players/me/webhooks/some-id', 'DELETE, OPTIONS'],
    ['POST', '/games/no-such-game', 'GET, HEAD, OPTIONS'],
  ]
  for (const [method, path, allow] of wrong) {
    const res = await fetch(`${base}${path}`, { method })
    const body = await expectProblem(t, res, 405, 'METHOD_NOT_ALLOWED', `${method} ${path}`)
    t.equal(res.headers.get('allow'), allow, `${method} ${path}: Allow`)
    t.same(body, {
      type: '/problems/method-not-allowed',
      title: 'Method not allowed',
      status: 405,
      detail: `${method} is not allowed on ${path.split('?')[0]}; allowed: ${allow}`,
      code: 'METHOD_NOT_ALLOWED',
    }, `${method} ${path}: the problem`)
    t.equal(res.headers.get('access-control-allow-origin'), null, `${method} ${path}: no CORS header without an Origin`)
  }
  // A wrong method is refused before its body is read, so a malformed one changes nothing about it.
  const malformed = await fetch(`${base}/games/${g.id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"x":' })
  t.equal(malformed.headers.get('allow'), 'GET, HEAD, OPTIONS', 'a malformed body on a wrong method: Allow')
  await expectProblem(t, malformed, 405, 'METHOD_NOT_ALLOWED', 'a malformed body on a wrong method')
  const head = await fetch(`${base}/games/${g.id}/score`, { method: 'HEAD' })
  t.same([head.status, head.headers.get('allow'), await head.text()], [405, 'POST, OPTIONS', ''], 'HEAD on a POST route: 405 with Allow, no body')
  t.equal(await (await fetch(`${base}/games/${g.id}`)).text(), before, 'the game did not change')

  // The last two: a wildcard route (the documentation's and the browser client's files) that finds no file there.
  for (const [method, path] of [['GET', '/nope'], ['DELETE', '/games/x/redo'], ['POST', '/games/x/y/z'], ['OPTIONS', '/nope'], ['GET', '/docs/static/nope.js'], ['GET', '/web/nope.js']]) {
    const res = await fetch(`${base}${path}`, { method })
    await expectProblem(t, res, 404, 'ROUTE_NOT_FOUND', `${method} ${path}`)
    t.equal(res.headers.get('allow'), null, `${method} ${path}: no Allow`)
  }

  const options = await fetch(`${base}/games/${g.id}/draw`, { method: 'OPTIONS' })
  t.same([options.status, options.headers.get('allow'), await options.text()], [204, 'POST, OPTIONS', ''], 'OPTIONS on a path: 204 with Allow')
  const preflight = await fetch(`${base}/games/${g.id}/draw`, { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } })
  t.equal(preflight.status, 204, 'a CORS preflight: 204')
  t.equal(preflight.headers.get('access-control-allow-origin'), ORIGIN, 'a CORS preflight: Allow-Origin')
  t.equal(preflight.headers.get('access-control-allow-methods'), 'GET, POST, DELETE, OPTIONS', 'a CORS preflight: Allow-Methods')
  const fromPage = await fetch(`${base}/games`, { method: 'DELETE', headers: { origin: ORIGIN } })
  await expectProblem(t, fromPage, 405, 'METHOD_NOT_ALLOWED', 'DELETE /games from an allowed origin')
  t.equal(fromPage.headers.get('access-control-allow-origin'), ORIGIN, 'a 405 to an allowed origin carries CORS headers')
})

t.test('401: a Bearer challenge', async (t) => {
  const { app } = await testApp(t, undefined, { webhookAllowPrivate: true })
  const base = await listen(app)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U'] })
  const open = await createGame(app, { players: [{ name: 'Ada' }, { open: true }] })
  const NONE = 'Bearer realm="carcassonne"'
  const INVALID = 'Bearer realm="carcassonne", error="invalid_token"'
  const cases: [string, string, string, Record<string, string>, string][] = [
    ['POST', `/games/${g.id}/draw`, 'no token', {}, NONE],
    ['POST', `/games/${g.id}/draw`, 'an unknown token', { authorization: 'Bearer not-a-token' }, INVALID],
    ['POST', `/games/${g.id}/draw`, "another game's token", { authorization: `Bearer ${open.tokens[0]}` }, INVALID],
    ['POST', `/games/${g.id}/draw`, 'a Basic credential', { authorization: 'Basic YTpi' }, NONE],
    ['POST', `/games/${g.id}/resign`, 'no token', {}, NONE],
    ['GET', '/players/me', 'no token', {}, NONE],
    ['GET', '/players/me', 'a seat token', { authorization: `Bearer ${g.tokens[0]}` }, INVALID],
    ['GET', '/players/me/games', 'an unknown token', { authorization: 'Bearer nope' }, INVALID],
    ['GET', '/players/me/webhooks', 'no token', {}, NONE],
    ['GET', '/players/me/events', 'an unknown token', { authorization: 'Bearer nope' }, INVALID],
    // play.md: every /players/me route is 401 without a valid player token, before its request is validated.
    ['POST', '/players/me/webhooks', 'no token and no body', {}, NONE],
    ['POST', '/players/me/webhooks', 'no token and a body of another type', { 'content-type': 'text/plain' }, NONE],
    ['GET', '/players/me/games?status=bogus&limit=0', 'no token and a bad query', {}, NONE],
    ['GET', '/players/me/events', 'no token and a bad Last-Event-ID', { 'last-event-id': 'x' }, NONE],
    ['DELETE', '/players/me/webhooks/some-id', 'an unknown token', { authorization: 'Bearer nope' }, INVALID],
    ['GET', '/players/me/webhooks/some-id/deliveries?x=1', 'no token and a bad query', {}, NONE],
  ]
  for (const [method, path, what, headers, challenge] of cases) {
    const res = await fetch(`${base}${path}`, { method, headers })
    await expectProblem(t, res, 401, 'UNAUTHORIZED', `${method} ${path} with ${what}`)
    t.equal(res.headers.get('www-authenticate'), challenge, `${method} ${path} with ${what}: WWW-Authenticate`)
  }
  const badBody = await fetch(`${base}/players/me/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  await expectProblem(t, badBody, 401, 'UNAUTHORIZED', 'POST /players/me/webhooks with no token and a body that does not fit')
  const join = await fetch(`${base}/games/${open.id}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer nope' },
    body: JSON.stringify({ invite: open.body.seats[1].invite }),
  })
  await expectProblem(t, join, 401, 'UNAUTHORIZED', 'join with a token that is no player token')
  t.equal(join.headers.get('www-authenticate'), INVALID, 'join with a token that is no player token: WWW-Authenticate')
  const fine = await fetch(`${base}/games/${g.id}/draw`, { method: 'POST', headers: { authorization: `Bearer ${g.tokens[0]}` } })
  t.equal(fine.status, 200, 'the seat token draws')
  t.equal(fine.headers.get('www-authenticate'), null, 'an accepted write: no challenge')
  const notYours = await fetch(`${base}/games/${g.id}/score`, { method: 'POST', headers: { authorization: `Bearer ${g.tokens[1]}` } })
  await expectProblem(t, notYours, 403, 'NOT_YOUR_TURN', 'a valid token out of turn')
  t.equal(notYours.headers.get('www-authenticate'), null, 'a 403: no challenge')
})

t.test('304: no body, no Content-Type, on every conditional GET', async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U'] })
  await ok(app, g.id, 'draw', g.tokens[0])
  const paths = ['', '/legal', '/actions', '/actions?after=0&limit=1', '/actions/1/state', '/export', '/verify', '/actions?after=1&wait=1']
  for (const path of paths) {
    const url = `${base}/games/${g.id}${path}`
    const first = await fetch(url)
    t.equal(first.status, 200, `GET ${path || '/'}: 200`)
    t.match(first.headers.get('content-type'), /^application\/json/, `GET ${path || '/'}: JSON`)
    await first.text()
    const etag = first.headers.get('etag')!
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(url, { method, headers: { 'if-none-match': etag } })
      t.equal(res.status, 304, `${method} ${path || '/'} with its ETag: 304`)
      t.equal(res.headers.get('content-type'), null, `${method} ${path || '/'}: no Content-Type`)
      t.equal(res.headers.get('content-length'), null, `${method} ${path || '/'}: no Content-Length`)
      t.equal(res.headers.get('etag'), etag, `${method} ${path || '/'}: the ETag`)
      t.equal(await res.text(), '', `${method} ${path || '/'}: no body`)
    }
  }
})
