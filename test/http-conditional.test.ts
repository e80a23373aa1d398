// Conditional reads: every GET (and HEAD) under /games/{id} answers an ETag, and If-None-Match
// (a list, `*`, weak comparison) that matches it gets 304 without a body, Content-Type or
// Content-Length. GET /games/{id} and /legal send the game's version, /actions/{seq}/state the
// entry's seq, the event stream a weak tag of the version and its start, the others the sha256 of their body. The OpenAPI document says so for each.
import { createHash } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import t, { type Test } from 'tap'
import { act, createGame, testApp } from './helpers/app.js'
import { expectProblem } from './helpers/http.js'
import { listen } from './helpers/live.js'
import { openSse } from './helpers/sse.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

/** The ETag of a body as the service derives it: sha256, base64url, quoted. */
const hashTag = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`

/** Each readable route of one game, and the ETag it should send (given its body and the game's version). */
function readings(id: string): [string, (body: string, version: number) => string][] {
  return [
    [`/games/${id}`, (_body, version) => `"${version}"`],
    [`/games/${id}/legal`, (_body, version) => `"${version}"`],
    [`/games/${id}/actions`, hashTag],
    [`/games/${id}/actions?after=-1&limit=1`, hashTag],
    [`/games/${id}/actions/0/state`, () => '"0"'],
    [`/games/${id}/export`, hashTag],
    [`/games/${id}/verify`, hashTag],
  ]
}

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({ method, url, headers })
}

/** Asserts a 304: no body, no Content-Type or Content-Length, the ETag repeated. */
function expectNotModified(t: Test, res: LightMyRequestResponse, etag: string, what: string) {
  t.equal(res.statusCode, 304, `${what}: 304`)
  t.equal(res.body, '', `${what}: no body`)
  t.equal(res.headers['content-type'], undefined, `${what}: no Content-Type`)
  t.equal(res.headers['content-length'], undefined, `${what}: no Content-Length`)
  t.equal(res.headers.etag, etag, `${what}: the ETag`)
}

/** The current ETag of every reading, after checking its value; keyed by URL. */
async function currentTags(t: Test, app: FastifyInstance, id: string): Promise<Map<string, { etag: string; body: string }>> {
  const version = (await get(app, `/games/${id}`)).json().version
  const tags = new Map<string, { etag: string; body: string }>()
  for (const [url, expected] of readings(id)) {
    const res = await get(app, url)
    t.equal(res.statusCode, 200, `GET ${url}: 200`)
    const etag = expected(res.body, version)
    t.equal(res.headers.etag, etag, `GET ${url}: ETag ${etag}`)
    tags.set(url, { etag, body: res.body })
  }
  return tags
}

t.test('conditional reads under /games/{id}', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
  const before = await currentTags(t, app, g.id)

  t.test('If-None-Match that matches: 304 without a body, for GET and HEAD', async (t) => {
    for (const [url, { etag }] of before) {
      const forms: [string, string][] = [
        [etag, 'the ETag'],
        [`W/${etag}`, 'the weak form of the ETag'],
        [`"other", ${etag}`, 'a list holding the ETag'],
        [`"a,b",${etag} ,"c"`, 'a list with a comma inside a tag'],
        ['*', '*'],
      ]
      for (const [header, what] of forms) {
        expectNotModified(t, await get(app, url, { 'if-none-match': header }), etag, `GET ${url} with ${what}`)
      }
      expectNotModified(t, await get(app, url, { 'if-none-match': etag }, 'HEAD'), etag, `HEAD ${url} with the ETag`)
    }
  })

  t.test('If-None-Match that does not match: 200 with the body', async (t) => {
    for (const [url, { etag, body }] of before) {
      for (const header of ['"other"', `"a,b"`, etag.slice(1, -1), `${etag.slice(0, -1)}x"`]) {
        const res = await get(app, url, { 'if-none-match': header })
        t.equal(res.statusCode, 200, `GET ${url} with ${header}: 200`)
        t.equal(res.body, body, `GET ${url} with ${header}: the body`)
        t.equal(res.headers.etag, etag, `GET ${url} with ${header}: the ETag`)
        t.match(String(res.headers['content-type']), /^application\/json/, `GET ${url} with ${header}: JSON`)
      }
      const head = await get(app, url, {}, 'HEAD')
      t.equal(head.statusCode, 200, `HEAD ${url}: 200`)
      t.equal(head.headers.etag, etag, `HEAD ${url}: the ETag`)
      t.equal(head.headers['content-length'], String(Buffer.byteLength(body)), `HEAD ${url}: the Content-Length of the body`)
    }
  })

  t.test('a move changes the ETag of every representation it changes', async (t) => {
    const { etag: version } = before.get(`/games/${g.id}`)!
    const drawn = await act(app, g.id, 'draw', g.tokens[0], undefined, { 'if-match': version })
    t.equal(drawn.statusCode, 200, 'a write with If-Match: the ETag of GET /games/{id}')
    const after = await currentTags(t, app, g.id)
    t.equal(after.get(`/games/${g.id}`)!.etag, '"1"', 'GET /games/{id}: the new version')
    t.equal(after.get(`/games/${g.id}/legal`)!.etag, '"1"', '/legal: the new version')
    for (const url of [`/games/${g.id}/actions`, `/games/${g.id}/export`]) {
      t.not(after.get(url)!.etag, before.get(url)!.etag, `${url}: a new ETag`)
      const stale = await get(app, url, { 'if-none-match': before.get(url)!.etag })
      t.equal(stale.statusCode, 200, `${url} with the old ETag: 200`)
      t.equal(stale.body, after.get(url)!.body, `${url} with the old ETag: the new body`)
    }
    // Unchanged representations keep their ETag: entry 0 never changes, nor a page that ends before the draw,
    // nor a verification report that passes both times.
    for (const url of [`/games/${g.id}/actions/0/state`, `/games/${g.id}/actions?after=-1&limit=1`, `/games/${g.id}/verify`]) {
      t.equal(after.get(url)!.body, before.get(url)!.body, `${url}: the same body`)
      expectNotModified(t, await get(app, url, { 'if-none-match': before.get(url)!.etag }), before.get(url)!.etag, `${url} with the old ETag`)
    }
    const stale = await get(app, `/games/${g.id}`, { 'if-none-match': version })
    t.equal(stale.statusCode, 200, 'GET /games/{id} with the old version: 200')
    t.equal(stale.json().version, 1, 'GET /games/{id} with the old version: the new state')
  })

  t.test('only 200s are conditional; If-None-Match is bounded', async (t) => {
    const missing = await get(app, '/games/no-such-game/export', { 'if-none-match': '*' })
    expectProblem(t, missing, 404, 'GAME_NOT_FOUND', 'an unknown game with If-None-Match: *')
    t.equal(missing.headers.etag, undefined, 'an unknown game: no ETag')
    const tooLong = `"${'a'.repeat(255)}"`
    expectProblem(t, await get(app, `/games/${g.id}/export`, { 'if-none-match': tooLong }), 400, 'VALIDATION_ERROR', 'a 257-character If-None-Match')
    const listed = await get(app, '/games', { 'if-none-match': '*' })
    t.equal(listed.statusCode, 200, 'GET /games (not under /games/{id}): 200')
    t.equal(listed.headers.etag, undefined, 'GET /games: no ETag')
  })

  const actions = (app.swagger() as any).paths['/games/{id}/actions'].get
  const longPolls = actions.parameters.some((p: { name: string }) => p.name === 'wait')
  t.test('a long poll is conditional too', { skip: longPolls ? false : 'GET /games/{id}/actions has no wait parameter yet' }, async (t) => {
    const last = (await get(app, `/games/${g.id}`)).json().version
    const empty = hashTag('{"actions":[]}')
    const started = Date.now()
    const res = await get(app, `/games/${g.id}/actions?after=${last}&wait=1`, { 'if-none-match': empty })
    expectNotModified(t, res, empty, 'a long poll that ends empty, with the ETag of the empty page')
    t.ok(Date.now() - started >= 900, 'it waited')
  })
})

const STREAM_ETAG_DOC =
  'Weak validator of the stream as it starts (`W/"<version>-after<seq>"`, with `-seat<N>` before `-after` for a seat\'s view of a game with private hands): sent back in If-None-Match, it is answered 304 while no entry was appended since'

t.test('the event stream: an ETag of where it starts, 304 while nothing was appended since', async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const g = await createGame(app, { players: TWO, deck: ['E', 'U'] })
  const opened = await openSse(`${base}/games/${g.id}/events`)
  t.same([opened.status, opened.headers.etag], [200, 'W/"0-after-1"'], 'a stream from entry 0 of version 0')
  opened.close()
  const events = (headers: Record<string, string>) => get(app, `/games/${g.id}/events`, headers)
  expectNotModified(t, await events({ 'if-none-match': 'W/"0-after-1"' }), 'W/"0-after-1"', 'the same start, nothing appended')
  expectNotModified(t, await events({ 'if-none-match': '"0-after-1"' }), 'W/"0-after-1"', 'weak comparison: a strong form of the tag matches too')
  t.equal((await act(app, g.id, 'draw', g.tokens[0])).statusCode, 200)
  const resumed = await openSse(`${base}/games/${g.id}/events`, { 'if-none-match': 'W/"0-after-1"', 'last-event-id': '0' })
  t.same([resumed.status, resumed.headers.etag], [200, 'W/"1-after0"'], 'an entry was appended: the stream, from after Last-Event-ID')
  t.same((await resumed.waitForEvents(1)).map((e) => [e.id, e.event]), [['1', 'draw']])
  resumed.close()
  expectNotModified(t, await events({ 'if-none-match': 'W/"1-after0"', 'last-event-id': '0' }), 'W/"1-after0"', 'resumed at the same place')
  expectNotModified(t, await events({ 'if-none-match': '*' }), 'W/"1-after-1"', '* matches any current stream')
})

t.test('the OpenAPI document: If-None-Match, ETag and 304 on every GET under /games/{id}', async (t) => {
  const { app } = await testApp(t)
  await app.ready()
  const doc = JSON.parse(JSON.stringify(app.swagger())) // as served
  const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/games/{id}') && doc.paths[p].get !== undefined)
  t.ok(paths.length >= 6, `${paths.length} GET operations under /games/{id}`)
  const etag = {
    schema: { type: 'string' },
    description: 'Strong validator of this representation (a game\'s is `"<version>"`, a seat\'s view of a game with private hands `"<version>-seat<N>"`): send it back in If-None-Match, or in If-Match on a write',
  }
  for (const path of paths) {
    const { parameters, responses } = doc.paths[path].get
    const ifNoneMatch = parameters.find((p: { in: string; name: string }) => p.in === 'header' && p.name === 'if-none-match')
    t.same(
      ifNoneMatch,
      {
        schema: { maxLength: 256, pattern: '^[\\t\\u0020-\\u007E]*$', type: 'string' },
        in: 'header',
        name: 'if-none-match',
        required: false,
        description: 'ETags the client holds (a list, or *); a match is answered 304 without a body',
      },
      `${path}: If-None-Match`,
    )
    // Beside the headers every response has (x-request-id, rate limits: response-headers.ts).
    const tag = path === '/games/{id}/events' ? { schema: { type: 'string' }, description: STREAM_ETAG_DOC } : etag
    t.same(responses['200'].headers.etag, tag, `${path}: 200 has an ETag header`)
    t.same(responses['304'].headers.etag, etag, `${path}: 304 has an ETag header`)
    t.same(
      { ...responses['304'], headers: undefined },
      { description: 'Not modified: the representation named by If-None-Match is current', headers: undefined },
      `${path}: 304, no content`,
    )
  }
  t.equal(doc.paths['/games'].get.responses['304'], undefined, 'GET /games is not conditional')
  t.equal(doc.components.schemas.GameState.headers, undefined, 'the shared GameState schema is left as it is')
})
