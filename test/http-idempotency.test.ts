// The Idempotency-Key rules on every POST (game writes, POST /verify, and registering a player or
// a webhook): a retry with the same key and body gets the stored status and body and writes
// nothing (also after a restart, and across two servers on one database); the same key with another request is 422; a retry while the first is in flight is
// 409; keys are scoped to the credential or the client address; they expire after 24 hours.
import t from 'tap'
import { buildApp } from '../src/app.js'
import { createGame, testApp } from './helpers/app.js'
import { expectProblem, snapshot, expectUnchanged } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

t.test('idempotency keys', async (t) => {
  const { app, db, owner } = await testApp(t)
  const post = (url: string, token: string | undefined, key: string | undefined, payload?: object, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      ...(payload === undefined ? {} : { payload }),
    })

  t.test('a retried turn action gets the stored answer and writes nothing', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
    const first = await post(`/games/${g.id}/draw`, g.tokens[0], 'draw-1')
    t.equal(first.statusCode, 200)
    t.equal(first.headers['idempotent-replayed'], undefined)
    const before = await snapshot(app, g.id)
    t.equal(before.version, 1)
    for (let i = 0; i < 3; i++) {
      const retry = await post(`/games/${g.id}/draw`, g.tokens[0], 'draw-1')
      t.equal(retry.statusCode, 200, 'the stored status')
      t.equal(retry.body, first.body, 'the stored body, byte for byte (receipt included)')
      t.equal(retry.headers.etag, '"1"', 'the stored ETag')
      t.equal(retry.headers['idempotent-replayed'], 'true')
      t.match(retry.headers['content-type'], /^application\/json/)
    }
    await expectUnchanged(t, app, g.id, before, 'retries')
    const quoted = await post(`/games/${g.id}/draw`, g.tokens[0], '"draw-1"')
    t.equal(quoted.body, first.body, 'a quoted key (structured-field string) is the same key')
    const withEmptyBody = await post(`/games/${g.id}/draw`, g.tokens[0], 'draw-1', {})
    t.same([withEmptyBody.statusCode, withEmptyBody.body], [200, first.body], 'an operation that takes no body: {} is the same request as none')

    const place = await post(`/games/${g.id}/place`, g.tokens[0], 'place-1', { x: 0, y: -1, rotation: 180 })
    t.equal(place.statusCode, 200)
    const again = await post(`/games/${g.id}/place`, g.tokens[0], 'place-1', { rotation: 180, y: -1, x: 0 })
    t.equal(again.body, place.body, 'the same body with its members in another order is the same request')
  })

  t.test('the same key with another request is 422 IDEMPOTENCY_KEY_REUSED', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
    await post(`/games/${g.id}/draw`, g.tokens[0], 'k')
    t.equal((await post(`/games/${g.id}/place`, g.tokens[0], 'k2', { x: 0, y: -1, rotation: 180 })).statusCode, 200)
    const before = await snapshot(app, g.id)
    expectProblem(t, await post(`/games/${g.id}/deploy`, g.tokens[0], 'k2', { at: 'S' }), 422, 'IDEMPOTENCY_KEY_REUSED', 'another path')
    expectProblem(t, await post(`/games/${g.id}/place`, g.tokens[0], 'k2', { x: 0, y: 1, rotation: 90 }), 422, 'IDEMPOTENCY_KEY_REUSED', 'another body')
    await expectUnchanged(t, app, g.id, before, 'reused keys')
  })

  t.test('a retry while the first is in flight is 409 IDEMPOTENCY_KEY_IN_USE', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
    const [a, b] = await Promise.all([post(`/games/${g.id}/draw`, g.tokens[0], 'fly'), post(`/games/${g.id}/draw`, g.tokens[0], 'fly')])
    t.same([a.statusCode, b.statusCode].sort(), [200, 409])
    expectProblem(t, a.statusCode === 409 ? a : b, 409, 'IDEMPOTENCY_KEY_IN_USE')
    const later = await post(`/games/${g.id}/draw`, g.tokens[0], 'fly')
    t.equal(later.body, (a.statusCode === 200 ? a : b).body, 'once answered, the retry gets the stored answer')
    t.equal((await snapshot(app, g.id)).version, 1, 'one draw was written')
  })

  t.test('a rejected request stores nothing: its retry is decided again', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
    expectProblem(t, await post(`/games/${g.id}/score`, g.tokens[0], 'early'), 409, 'WRONG_PHASE')
    await post(`/games/${g.id}/draw`, g.tokens[0], undefined)
    await post(`/games/${g.id}/place`, g.tokens[0], undefined, { x: 0, y: -1, rotation: 180 })
    const scored = await post(`/games/${g.id}/score`, g.tokens[0], 'early')
    t.equal(scored.statusCode, 200, 'the same key now succeeds')
  })

  t.test('keys are scoped to the credential, or to the address for POST /games', async (t) => {
    const body = { players: TWO, deck: ['E', 'U', 'V'] }
    const a1 = await post('/games', undefined, 'create', body, '10.0.0.1')
    const a2 = await post('/games', undefined, 'create', body, '10.0.0.1')
    const b1 = await post('/games', undefined, 'create', body, '10.0.0.2')
    t.equal(a1.statusCode, 201)
    t.equal(a2.statusCode, 201, 'the stored 201')
    t.equal(a2.body, a1.body, 'the same game and seat tokens')
    t.equal(a2.headers.location, a1.headers.location, 'and Location')
    t.not(b1.json().game.id, a1.json().game.id, 'another address with the same key creates its own game')
    const total = (await app.inject({ method: 'GET', url: '/games?limit=100' })).json().total
    const g = a1.json()
    const seat0 = await post(`/games/${g.game.id}/draw`, g.seats[0].token, 'shared')
    const seat1 = await post(`/games/${g.game.id}/draw`, g.seats[1].token, 'shared')
    t.equal(seat0.statusCode, 200)
    expectProblem(t, seat1, 403, 'NOT_YOUR_TURN', "another seat's token with the same key is its own request")
    t.equal((await app.inject({ method: 'GET', url: '/games?limit=100' })).json().total, total)
  })

  t.test('a malformed key is 400', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E'] })
    for (const key of ['', 'x'.repeat(256), 'has space', 'tab\tkey', 'é']) {
      expectProblem(t, await post(`/games/${g.id}/draw`, g.tokens[0], key), 400, 'VALIDATION_ERROR', JSON.stringify(key))
    }
    t.equal((await snapshot(app, g.id)).version, 0)
  })

  t.test('after a restart the stored answer is still returned', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
    const first = await post(`/games/${g.id}/draw`, g.tokens[0], 'restart')
    const restarted = await buildApp({ database: db })
    t.teardown(() => restarted.close())
    const retry = await restarted.inject({ method: 'POST', url: `/games/${g.id}/draw`, headers: { authorization: `Bearer ${g.tokens[0]}`, 'idempotency-key': 'restart' } })
    t.equal(retry.statusCode, 200)
    t.equal(retry.body, first.body)
    t.equal((await snapshot(app, g.id)).version, 1)
  })

  t.test('two servers on one database, the same key at once: one entry, one answer', async (t) => {
    const other = await buildApp({ database: db })
    t.teardown(() => other.close())
    for (let round = 0; round < 5; round++) {
      const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
      const send = (server: typeof app) =>
        server.inject({ method: 'POST', url: `/games/${g.id}/draw`, headers: { authorization: `Bearer ${g.tokens[0]}`, 'idempotency-key': `both-${round}` } })
      const [a, b] = await Promise.all([send(app), send(other)])
      t.same([a.statusCode, b.statusCode], [200, 200], `round ${round}: both answered 200`)
      t.equal(a.body, b.body, `round ${round}: with the same body`)
      t.equal((await snapshot(app, g.id)).version, 1, `round ${round}: one entry`)
    }
  })

  t.test('keys expire after 24 hours', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
    await post(`/games/${g.id}/draw`, g.tokens[0], 'old')
    await owner.prisma.$executeRawUnsafe(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old'`)
    const reused = await post(`/games/${g.id}/place`, g.tokens[0], 'old', { x: 0, y: -1, rotation: 180 })
    t.equal(reused.statusCode, 200, 'an expired key may be used for a new request')
    await owner.prisma.$executeRawUnsafe(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'create'`)
    const { IdempotencyStore } = await import('../src/store/idempotency.js')
    t.equal(await new IdempotencyStore(db.prisma).purgeExpired(), 2, 'the purge removes expired keys')
  })

  t.test('POST /verify is idempotent too', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E'] })
    const doc = (await app.inject({ method: 'GET', url: `/games/${g.id}/export` })).json()
    const first = await post('/verify', undefined, 'v', doc)
    t.equal(first.statusCode, 200)
    const retry = await post('/verify', undefined, 'v', doc)
    t.equal(retry.body, first.body)
    t.equal(retry.headers['idempotent-replayed'], 'true')
    expectProblem(t, await post('/verify', undefined, 'v', { ...doc, status: 'finished' }), 422, 'IDEMPOTENCY_KEY_REUSED')
  })

  t.test('POST /players: a retry gets the same player and token, and registers nothing', async (t) => {
    const players = () => owner.prisma.player.count({ where: { name: 'Idem' } })
    const first = await post('/players', undefined, 'register-1', { name: 'Idem' })
    t.equal(first.statusCode, 201)
    t.equal(first.headers.location, '/players/me')
    t.equal(first.headers['idempotent-replayed'], undefined)
    const retry = await post('/players', undefined, 'register-1', { name: 'Idem' })
    t.equal(retry.statusCode, 201)
    t.equal(retry.body, first.body, 'the same player and token, byte for byte')
    t.equal(retry.headers.location, '/players/me')
    t.equal(retry.headers['idempotent-replayed'], 'true')
    t.equal(await players(), 1, 'one player registered')
    const me = await app.inject({ method: 'GET', url: '/players/me', headers: { authorization: `Bearer ${retry.json().token}` } })
    t.same(me.json(), first.json().player, "the replayed token is the player's")
    expectProblem(t, await post('/players', undefined, 'register-1', { name: 'Other' }), 422, 'IDEMPOTENCY_KEY_REUSED')
    const elsewhere = await post('/players', undefined, 'register-1', { name: 'Idem' }, '10.0.0.9')
    t.equal(elsewhere.statusCode, 201, "another address's key is another key")
    t.not(elsewhere.json().player.id, first.json().player.id)
    t.equal(await players(), 2)

    const other = await buildApp({ database: db })
    t.teardown(() => other.close())
    for (let round = 0; round < 5; round++) {
      const send = (server: typeof app) => server.inject({ method: 'POST', url: '/players', headers: { 'idempotency-key': `both-${round}` }, payload: { name: `Both ${round}` } })
      const [a, b] = await Promise.all([send(app), send(other)])
      t.same([a.statusCode, b.statusCode], [201, 201], `round ${round}: both answered 201`)
      t.equal(a.body, b.body, `round ${round}: with the same player and token`)
      t.equal(await owner.prisma.player.count({ where: { name: `Both ${round}` } }), 1, `round ${round}: one player`)
    }
  })
})

t.test('POST /players/me/webhooks: a retry gets the same webhook and secret, and registers nothing', async (t) => {
  const { app, owner } = await testApp(t, undefined, { webhookAllowPrivate: true })
  const token = (await app.inject({ method: 'POST', url: '/players', payload: { name: 'Hooked' } })).json().token
  const otherToken = (await app.inject({ method: 'POST', url: '/players', payload: { name: 'Other' } })).json().token
  const register = (bearer: string, key: string, url = 'http://127.0.0.1:9/hook') =>
    app.inject({ method: 'POST', url: '/players/me/webhooks', headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': key }, payload: { url, events: ['your-turn'] } })
  const first = await register(token, 'hook-1')
  t.equal(first.statusCode, 201)
  t.match(first.json(), { url: 'http://127.0.0.1:9/hook', events: ['your-turn'], secret: /^whsec_/ })
  const retry = await register(token, 'hook-1')
  t.equal(retry.statusCode, 201)
  t.equal(retry.body, first.body, 'the same webhook and secret, byte for byte')
  t.equal(retry.headers['idempotent-replayed'], 'true')
  const listed = (await app.inject({ method: 'GET', url: '/players/me/webhooks', headers: { authorization: `Bearer ${token}` } })).json()
  t.same(listed.webhooks.map((w: { id: string }) => w.id), [first.json().id], 'one webhook registered')
  expectProblem(t, await register(token, 'hook-1', 'http://127.0.0.1:9/other'), 422, 'IDEMPOTENCY_KEY_REUSED')
  const others = await register(otherToken, 'hook-1')
  t.equal(others.statusCode, 201, "another player's key is another key")
  t.not(others.json().id, first.json().id)

  // At the limit the registration is refused and stores nothing: its retry is decided again.
  for (let i = 1; i < 20; i++) t.equal((await register(token, `fill-${i}`, `http://127.0.0.1:9/${i}`)).statusCode, 201)
  expectProblem(t, await register(token, 'hook-21', 'http://127.0.0.1:9/21'), 400, 'VALIDATION_ERROR')
  t.equal(await owner.prisma.idempotencyKey.count({ where: { key: 'hook-21' } }), 0, 'the refusal stored nothing')
  const removed = await app.inject({ method: 'DELETE', url: `/players/me/webhooks/${first.json().id}`, headers: { authorization: `Bearer ${token}` } })
  t.equal(removed.statusCode, 204)
  const again = await register(token, 'hook-21', 'http://127.0.0.1:9/21')
  t.equal(again.statusCode, 201, 'once there is room, the same key registers')
  t.equal(again.headers['idempotent-replayed'], undefined)
})
