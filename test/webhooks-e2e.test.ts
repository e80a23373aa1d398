// Webhooks end to end through the app and its own worker: a player registers a webhook, takes seat 0
// of a new game and is told game-started and your-turn; when the turn comes back, your-turn again;
// when the other seat resigns, game-finished. Every message is signed and logged.
import t from 'tap'
import { testApp } from './helpers/app.js'
import { undocumentedWebhook } from './helpers/documented.js'
import { deliveries, newPlayer, newWebhook, receiver, until, verifiesAsStandardWebhook } from './helpers/webhooks.js'

t.test('game-started, your-turn and game-finished reach the player that holds a seat', async (t) => {
  const { app } = await testApp(t, undefined, { webhookAllowPrivate: true })
  const receiving = await receiver(t)
  const ada = await newPlayer(app, 'Ada')
  const webhook = await newWebhook(app, ada, receiving.url)
  const quiet = await newWebhook(app, ada, `${receiving.url}?finished-only`, ['game-finished'])

  const created = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ player: ada.id }, { name: 'Bo' }], deck: ['E', 'U', 'V'] } })
  t.equal(created.statusCode, 201)
  const gameId = created.json().game.id
  const [adaToken, boToken] = created.json().seats.map((s: { token: string }) => s.token)
  await receiving.waitFor(2)

  const messages = () => receiving.received.map((r) => ({ path: r.path, ...JSON.parse(r.body) }))
  const byId = (a: { id: string }, b: { id: string }) => Number(a.id.slice(4)) - Number(b.id.slice(4))
  const atCreation = messages().sort(byId)
  t.same(
    atCreation.map(({ path, type, data }) => ({ path, type, data })),
    [
      { path: '/hook', type: 'game-started', data: { gameId } },
      { path: '/hook', type: 'your-turn', data: { gameId, seq: 0, seat: 0, deadline: null } },
    ],
    'at creation: the game started and it is her move (seat 0, after entry 0)',
  )
  const [entry0] = (await app.inject({ method: 'GET', url: `/games/${gameId}/actions` })).json().actions
  t.equal(atCreation[0].at, entry0.at, "at: the time of the entry that caused it")
  for (const r of receiving.received) {
    t.ok(await verifiesAsStandardWebhook(webhook.secret, r.headers, r.body), `${JSON.parse(r.body).type}: the signature verifies`)
    t.equal(r.headers['webhook-id'], JSON.parse(r.body).id)
  }

  // Ada's turn, then Bo's: no event (Bo is no player); then Ada's again, after entry 6.
  for (const token of [adaToken, boToken]) {
    const auth = { authorization: `Bearer ${token}` }
    t.equal((await app.inject({ method: 'POST', url: `/games/${gameId}/draw`, headers: auth })).statusCode, 200)
    const legal = (await app.inject({ method: 'GET', url: `/games/${gameId}/legal` })).json()
    t.equal((await app.inject({ method: 'POST', url: `/games/${gameId}/place`, headers: auth, payload: legal.placements[0] })).statusCode, 200)
    t.equal((await app.inject({ method: 'POST', url: `/games/${gameId}/score`, headers: auth })).statusCode, 200)
  }
  await receiving.waitFor(3)
  t.same(messages().sort(byId)[2].data, { gameId, seq: 6, seat: 0, deadline: null }, 'your-turn after entry 6')
  // Logged before the game ends, so the log's order (newest first) is the events' order.
  await until(async () => (await deliveries(app, ada, webhook.id)).length === 3, 5_000, 'three attempts logged')

  // Bo resigns: the game is over, told to both of Ada's webhooks that want it.
  const resigned = await app.inject({ method: 'POST', url: `/games/${gameId}/resign`, headers: { authorization: `Bearer ${boToken}` } })
  t.equal(resigned.statusCode, 200)
  await receiving.waitFor(5)
  const finished = messages().filter((m) => m.type === 'game-finished')
  t.same(finished.map((m) => m.path).sort(), ['/hook', '/hook?finished-only'])
  t.same(finished[0].data, { gameId, winners: [0], scores: resigned.json().game.players.map((p: { score: number }) => p.score) })
  t.equal(finished[0].id, finished[1].id, 'one event, one message id, for both webhooks')

  // An attempt is logged after its answer arrives, so after the receiver has counted it.
  await until(async () => (await deliveries(app, ada, webhook.id)).length === 4, 5_000, 'four attempts logged')
  await until(async () => (await deliveries(app, ada, quiet.id)).length === 1, 5_000, "the other webhook's attempt logged")
  const log = (await deliveries(app, ada, webhook.id)).map(({ eventId, type, attempt, status, error }) => ({ eventId, type, attempt, status, error }))
  const sent = (type: string, seq?: number) => messages().find((m) => m.type === type && (seq === undefined || m.data.seq === seq)).id
  const logged = (type: string, seq?: number) => ({ eventId: sent(type, seq), type, attempt: 1, status: 200, error: null })
  // Newest first; the two events of the creation were sent at once, in either order.
  t.same(log.slice(0, 2), [logged('game-finished'), logged('your-turn', 6)])
  t.same(log.slice(2).sort((a, b) => a.type.localeCompare(b.type)), [logged('game-started'), logged('your-turn', 0)])
  t.same((await deliveries(app, ada, quiet.id)).map(({ type, status }) => ({ type, status })), [{ type: 'game-finished', status: 200 }])
  t.equal(receiving.received.length, 5, 'nothing else')

  // Each request is the one the OpenAPI document's root webhooks describe (headers and body).
  t.same(receiving.received.flatMap((r) => undocumentedWebhook(r.headers, r.body)), [], 'every request fits its documented webhook')
  const [sample] = receiving.received
  const body = JSON.parse(sample.body)
  t.equal(undocumentedWebhook(sample.headers, JSON.stringify({ ...body, data: { ...body.data, extra: 1 } })).length, 1, 'a member too many does not fit')
  t.equal(undocumentedWebhook({ ...sample.headers, 'webhook-signature': undefined }, sample.body).length, 1, 'nor a missing header')
})
