// GET /games/{id}/board.svg and GET /tiles/{letter}.svg through HTTP on a real database: the
// picture matches GET /games/{id} (and /actions/{seq}/state with ?seq), the same state gives the
// same bytes and a strong ETag with 304, bad input gets problem+json and changes nothing.
import t from 'tap'
import { createGame, getJson } from './helpers/app.js'
import { testApp } from './helpers/app.js'
import { expectProblem, expectUnchanged, playTurn, snapshot } from './helpers/http.js'
import { checkPicture } from './support/board-picture.js'
import { byClass, parseXml, textOf } from './support/xml.js'

const SVG_TYPE = /^image\/svg\+xml/

t.test('the board picture of a game being played', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: [{ name: '<script>alert(1)</script>' }, { name: 'Tom & Jerry' }], deck: ['E', 'U', 'V', 'B', 'X'] })
  const url = `/games/${g.id}/board.svg`

  const first = await app.inject({ method: 'GET', url })
  t.equal(first.statusCode, 200)
  t.match(first.headers['content-type'], SVG_TYPE)
  t.notMatch(first.body, /<script/, 'the name is escaped')
  checkPicture(t, first.body, await getJson(app, `/games/${g.id}`), 'created')

  // E: a city with a knight; U: a farmer; V: a thief; B: a monk.
  await playTurn(app, g.id, g.tokens[0], { x: 0, y: -1, rotation: 180, at: 'S' }, 'E')
  await playTurn(app, g.id, g.tokens[1], { x: 1, y: 0, rotation: 90, at: 'NNW' }, 'U')
  await playTurn(app, g.id, g.tokens[0], { x: -1, y: 0, rotation: 180, at: 'E' }, 'V')
  const game = await getJson(app, `/games/${g.id}`)
  t.same(game.meeples.map((m: { feature: string }) => m.feature), ['field', 'road'], 'the city was completed and scored; a farmer and a thief stay')

  const res = await app.inject({ method: 'GET', url })
  t.equal(res.statusCode, 200)
  const root = checkPicture(t, res.body, game, 'after three turns')
  t.equal(byClass(root, 'tile').length, 4)
  t.same(byClass(root, 'last').map((e) => [e.attributes['data-x'], e.attributes['data-y']]), [['-1', '0']])
  t.same(byClass(root, 'meeple').map((e) => [e.attributes.fill, e.attributes['data-feature']]), [['#1f5fd1', 'field'], ['#d62d20', 'road']])
  t.same(byClass(root, 'name').map(textOf), ['<script>alert(1)</script>', 'Tom & Jerry'])
  t.same(byClass(root, 'player').map((p) => Number(p.attributes['data-score'])), game.players.map((p: { score: number }) => p.score))
  t.equal(textOf(byClass(root, 'status')[0]), 'Tom & Jerry to draw. 2 tiles left')

  t.test('the same state, the same bytes; a strong ETag and 304', async (t) => {
    const again = await app.inject({ method: 'GET', url })
    t.equal(again.body, res.body, 'byte-identical')
    t.match(res.headers.etag, /^"[A-Za-z0-9_-]{43}"$/, 'a strong ETag')
    t.equal(again.headers.etag, res.headers.etag)
    const notModified = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } })
    t.equal(notModified.statusCode, 304)
    t.equal(notModified.body, '')
    t.equal(notModified.headers.etag, res.headers.etag)
    const head = await app.inject({ method: 'HEAD', url, headers: { 'if-none-match': String(res.headers.etag) } })
    t.equal(head.statusCode, 304)
    const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })
    t.equal(stale.statusCode, 200, 'an older picture\'s ETag does not match')
    t.not(first.headers.etag, res.headers.etag)
  })

  t.test('?seq=N: the board right after that entry, as /actions/{seq}/state', async (t) => {
    for (const seq of [0, 2, 5, 8, game.version]) {
      const atSeq = await app.inject({ method: 'GET', url: `${url}?seq=${seq}` })
      t.equal(atSeq.statusCode, 200, `seq ${seq}`)
      t.match(atSeq.headers['content-type'], SVG_TYPE)
      checkPicture(t, atSeq.body, await getJson(app, `/games/${g.id}/actions/${seq}/state`), `seq ${seq}`)
      const repeat = await app.inject({ method: 'GET', url: `${url}?seq=${seq}`, headers: { 'if-none-match': String(atSeq.headers.etag) } })
      t.equal(repeat.statusCode, 304, `seq ${seq}: 304 on its ETag`)
    }
    t.equal((await app.inject({ method: 'GET', url: `${url}?seq=0` })).body, first.body, 'entry 0 is the game as created')
    t.equal((await app.inject({ method: 'GET', url: `${url}?seq=${game.version}` })).body, res.body, 'the last entry is the current board')
    t.equal(byClass(parseXml((await app.inject({ method: 'GET', url: `${url}?seq=2` })).body), 'tile').length, 2, 'entry 2 (the first place): two tiles')
  })

  t.test('bad requests: problem+json, nothing changed', async (t) => {
    const before = await snapshot(app, g.id)
    expectProblem(t, await app.inject({ method: 'GET', url: `${url}?seq=${game.version + 1}` }), 404, 'ACTION_NOT_FOUND', 'seq past the last entry')
    for (const seq of ['-1', 'abc', '1.5', '99999999999']) expectProblem(t, await app.inject({ method: 'GET', url: `${url}?seq=${seq}` }), 400, 'VALIDATION_ERROR', `seq=${seq}`)
    expectProblem(t, await app.inject({ method: 'GET', url: `${url}?zoom=2` }), 400, 'VALIDATION_ERROR', 'an unknown parameter')
    expectProblem(t, await app.inject({ method: 'GET', url: '/games/00000000-0000-4000-8000-000000000000/board.svg' }), 404, 'GAME_NOT_FOUND', 'unknown game')
    expectProblem(t, await app.inject({ method: 'GET', url: '/games/00000000-0000-4000-8000-000000000000/board.svg?seq=0' }), 404, 'GAME_NOT_FOUND', 'unknown game with seq')
    expectProblem(t, await app.inject({ method: 'GET', url: '/games/not%20an%20id/board.svg' }), 400, 'VALIDATION_ERROR', 'malformed id')
    await expectUnchanged(t, app, g.id, before)
  })
})

t.test('a game waiting for a player: the open seat in the legend', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: [{ name: 'Ada' }, { open: true }] })
  const res = await app.inject({ method: 'GET', url: `/games/${g.id}/board.svg` })
  t.equal(res.statusCode, 200)
  const root = checkPicture(t, res.body, await getJson(app, `/games/${g.id}`), 'waiting')
  t.same(byClass(root, 'name').map(textOf), ['Ada', 'Seat 2 (open)'])
  t.equal(textOf(byClass(root, 'status')[0]), 'Waiting for players (1 open seat). 71 tiles left')
})

t.test('GET /tiles/{letter}.svg', async (t) => {
  const { app } = await testApp(t)
  const bodies = new Set<string>()
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWX') {
    const res = await app.inject({ method: 'GET', url: `/tiles/${letter}.svg` })
    t.equal(res.statusCode, 200, letter)
    t.match(res.headers['content-type'], SVG_TYPE, `${letter}: SVG`)
    t.equal(parseXml(res.body).attributes.viewBox, '0 0 100 100', `${letter}: one tile`)
    bodies.add(res.body)
    const again = await app.inject({ method: 'GET', url: `/tiles/${letter}.svg`, headers: { 'if-none-match': String(res.headers.etag) } })
    t.equal(again.statusCode, 304, `${letter}: 304 on its ETag`)
  }
  t.equal(bodies.size, 24, 'each type its own picture')
  for (const letter of ['Y', 'Z', 'e', 'AB', '1', '%3Cscript%3E']) {
    expectProblem(t, await app.inject({ method: 'GET', url: `/tiles/${letter}.svg` }), 404, 'TILE_NOT_FOUND', `tile ${letter}`)
  }
})
