// GET /players/me/events (spec/play.md, "Live events"): one stream over all the player's games,
// your-turn / game-started / game-finished with the data the spec gives, ids that resume with
// Last-Event-ID, keep-alive comments, problems before the stream starts; and a row committed late
// with a smaller id than one already committed is sent first, never skipped.
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import t from 'tap'
import { act, getJson, testApp } from './helpers/app.js'
import { undocumentedPlayerEvent } from './helpers/documented.js'
import { expectProblem } from './helpers/http.js'
import { listen } from './helpers/live.js'
import { openSse, type SseEvent } from './helpers/sse.js'

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function register(app: FastifyInstance, name: string): Promise<{ id: string; token: string }> {
  const res = await app.inject({ method: 'POST', url: '/players', payload: { name } })
  if (res.statusCode !== 201) throw new Error(`POST /players: ${res.statusCode} ${res.body}`)
  return { id: res.json().player.id, token: res.json().token }
}

async function create(app: FastifyInstance, body: object): Promise<any> {
  const res = await app.inject({ method: 'POST', url: '/games', payload: body })
  if (res.statusCode !== 201) throw new Error(`POST /games: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** Draw, the first legal placement, score, with `token` (a seat or a player token). */
async function playTurn(app: FastifyInstance, id: string, token: string): Promise<any> {
  let game
  for (const type of ['draw', 'place', 'score'] as const) {
    const payload = type === 'place' ? (await getJson(app, `/games/${id}/legal`)).placements[0] : undefined
    const res = await act(app, id, type, token, payload)
    if (res.statusCode !== 200) throw new Error(`${type}: ${res.statusCode} ${res.body}`)
    game = res.json().game
  }
  return game
}

const typed = (events: SseEvent[]) => events.map((e) => [e.event, JSON.parse(e.data)])

t.test("a player's events over HTTP: data as the spec gives it, resumable ids, a stream that stays open", async (t) => {
  const { app, owner } = await testApp(t)
  const base = await listen(app)
  const ada = await register(app, 'Ada')
  const created = await create(app, { players: [{ player: ada.id }, { name: 'Bo' }], deck: ['E', 'U', 'V'] })
  const id = created.game.id
  const bo = created.seats[1].token

  const stream = await openSse(`${base}/players/me/events`, auth(ada.token))
  t.equal(stream.status, 200)
  t.equal(stream.headers['content-type'], 'text/event-stream')
  t.equal(stream.headers['cache-control'], 'no-cache')
  t.equal(stream.headers['x-accel-buffering'], 'no')
  t.type(stream.headers['x-request-id'], 'string')
  const atCreation = await stream.waitForEvents(2)
  t.same(typed(atCreation), [
    ['game-started', { gameId: id }],
    ['your-turn', { gameId: id, seq: 0, seat: 0, deadline: null }],
  ])
  t.equal(atCreation[1].data, JSON.stringify({ gameId: id, seq: 0, seat: 0, deadline: null }), 'members in the order of the spec')

  await playTurn(app, id, ada.token) // the player token acts for its seat: entries 1-3
  await playTurn(app, id, bo) // entries 4-6: Ada's move again after entry 6
  t.same(typed((await stream.waitForEvents(3)).slice(2)), [['your-turn', { gameId: id, seq: 6, seat: 0, deadline: null }]])
  const last = await playTurn(app, id, ada.token)
  t.equal(last.status, 'finished')
  const all = await stream.waitForEvents(4)
  t.same(typed(all.slice(3)), [['game-finished', { gameId: id, winners: last.winners, scores: last.players.map((p: any) => p.score) }]])
  t.equal(all[3].data, JSON.stringify({ gameId: id, winners: last.winners, scores: last.players.map((p: any) => p.score) }))

  // The ids are the rows' ids, in order; each event came once.
  const rows = await owner.prisma.$queryRaw<{ id: bigint; type: string }[]>`SELECT id, type FROM player_events WHERE player_id = ${ada.id} ORDER BY id`
  t.same(all.map((e) => [e.id, e.event]), rows.map((r) => [r.id.toString(), r.type]))
  const framed = all.map((e) => `id: ${e.id}\nevent: ${e.event}\ndata: ${e.data}\n\n`).join('')
  t.equal(stream.raw(), framed, 'nothing but these four events')
  t.same(all.flatMap((e) => undocumentedPlayerEvent(e.event!, e.data)), [], 'each data fits the schema the OpenAPI document gives it')

  await sleep(300)
  t.equal(stream.events().length, 4)
  t.equal(await Promise.race([stream.ended.then(() => 'ended'), sleep(200).then(() => 'open')]), 'open', 'the stream stays open after the game ends')
  stream.close()

  for (const [after, expected] of [
    [all[0].id!, all.slice(1)],
    [all[2].id!, all.slice(3)],
    ['0', all],
  ] as const) {
    const resumed = await openSse(`${base}/players/me/events`, { ...auth(ada.token), 'last-event-id': after })
    await resumed.waitForEvents(expected.length)
    await sleep(200)
    t.same(resumed.events().map((e) => [e.id, e.event, e.data]), expected.map((e) => [e.id, e.event, e.data]), `after ${after}: the rest, once each`)
    resumed.close()
  }
  const caughtUp = await openSse(`${base}/players/me/events`, { ...auth(ada.token), 'last-event-id': all[3].id! })
  await sleep(300)
  t.same(caughtUp.events(), [], 'after the last event: nothing until there is more')
  caughtUp.close()
})

t.test('game-started when the join that fills the last seat starts the game', async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const cy = await register(app, 'Cy')
  const created = await create(app, { players: [{ player: cy.id }, { open: true }], deck: ['E', 'U', 'V'] })
  const id = created.game.id
  const stream = await openSse(`${base}/players/me/events`, auth(cy.token))
  await sleep(300)
  t.same(stream.events(), [], 'a waiting game tells nothing')
  const joined = await app.inject({ method: 'POST', url: `/games/${id}/join`, payload: { invite: created.seats[1].invite, name: 'Dee' } })
  t.equal(joined.statusCode, 200)
  t.same(typed(await stream.waitForEvents(2)), [
    ['game-started', { gameId: id }],
    ['your-turn', { gameId: id, seq: 1, seat: 0, deadline: null }],
  ])
  stream.close()
})

t.test('problems before the stream, keep-alive comments', async (t) => {
  const { app } = await testApp(t, undefined, { liveKeepAliveMs: 150 })
  const base = await listen(app)
  const ada = await register(app, 'Ada')
  for (const [what, headers] of [
    ['no token', {}],
    ['an unknown token', auth('not-a-token')],
    ['not a Bearer token', { authorization: 'Basic abc' }],
  ] as const) {
    expectProblem(t, await app.inject({ method: 'GET', url: '/players/me/events', headers }), 401, 'UNAUTHORIZED', what)
  }
  for (const id of ['x', '', '-1', '1.5', '9223372036854775808', '12345678901234567890']) {
    const res = await app.inject({ method: 'GET', url: '/players/me/events', headers: { ...auth(ada.token), 'last-event-id': id } })
    expectProblem(t, res, 400, 'VALIDATION_ERROR', `Last-Event-ID "${id}"`)
  }
  const stream = await openSse(`${base}/players/me/events`, auth(ada.token))
  const comment = await stream.waitForComment(0)
  t.equal(comment.text, 'keep-alive')
  t.match(stream.raw(), /^: keep-alive\n\n/)
  stream.close()
})

t.test('a row committed late with a smaller id is sent first, not skipped', { skip: !process.env.DATABASE_URL && 'PostgreSQL only (concurrent transactions)' }, async (t) => {
  const { app, ownerUrl } = await testApp(t)
  const base = await listen(app)
  const ada = await register(app, 'Ada')
  const created = await create(app, { players: [{ player: ada.id }, { name: 'Bo' }], deck: ['E', 'U', 'V'] })
  const id = created.game.id
  const stream = await openSse(`${base}/players/me/events`, auth(ada.token))
  const before = await stream.waitForEvents(2)

  const connect = async () => {
    const client = new pg.Client({ connectionString: ownerUrl })
    await client.connect()
    t.teardown(() => client.end())
    return client
  }
  const [slow, fast] = await Promise.all([connect(), connect()])
  const insert = (client: pg.Client, seq: number) =>
    client.query<{ id: string }>(
      `INSERT INTO player_events (player_id, game_id, seq, type, data) VALUES ($1, $2, $3, 'your-turn', jsonb_build_object('gameId', $2::text, 'seq', $3::int, 'seat', 0, 'deadline', null)) RETURNING id`,
      [ada.id, id, seq],
    )
  const notify = (client: pg.Client, seq: number) => client.query(`SELECT pg_notify('carcassonne_appended', $1)`, [JSON.stringify({ g: id, s: seq, p: [ada.id] })])

  await slow.query('BEGIN')
  const smaller = (await insert(slow, 98)).rows[0].id
  const larger = (await insert(fast, 99)).rows[0].id // committed at once
  t.ok(BigInt(smaller) < BigInt(larger), `ids ${smaller} < ${larger}`)
  await notify(fast, 99)
  await sleep(500)
  t.equal(stream.events().length, 2, 'the larger id waits while a transaction that may hold a smaller one runs')
  await slow.query('COMMIT')
  await notify(fast, 98)
  const after = (await stream.waitForEvents(4)).slice(2)
  t.same(after.map((e) => [e.id, e.event, JSON.parse(e.data).seq]), [[smaller, 'your-turn', 98], [larger, 'your-turn', 99]], 'both, in id order')
  await sleep(300)
  t.equal(stream.events().length, 4, 'each once')
  t.same(before.map((e) => e.event), ['game-started', 'your-turn'])
  stream.close()
})
