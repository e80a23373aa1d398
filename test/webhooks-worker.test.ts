// The delivery worker against receivers on loopback: signed messages (checked by a verifier written
// from the Standard Webhooks specification), retries with growing delays until a 2xx and no more,
// timeouts, redirects not followed, giving up, the address check at delivery time, claims of a
// crashed process taken over, stopping, and two workers on one database never making one attempt twice.
import t from 'tap'
import type { Test } from 'tap'
import { testApp } from './helpers/app.js'
import { deliveries, newGameId, newPlayer, newWebhook, queueEvent, receiver, until, verifiesAsStandardWebhook } from './helpers/webhooks.js'
import { WebhookWorker, type WebhookWorkerOptions } from '../src/webhooks/worker.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** An app without its own workers (the tests run theirs), a player, a game and helpers. */
async function setup(t: Test) {
  const test = await testApp(t, undefined, { workers: false, webhookAllowPrivate: true })
  const player = await newPlayer(test.app)
  const gameId = await newGameId(test.app)
  const worker = (options: Partial<WebhookWorkerOptions> = {}) => {
    const w = new WebhookWorker(test.db.prisma, test.app.log, { allowPrivate: true, pollMs: 20, firstRetryMs: 200, ...options })
    t.teardown(() => w.stop()) // before the database closes (teardowns run last first)
    return w
  }
  const outbox = async () =>
    test.owner.prisma.$queryRawUnsafe<{ event: string; attempts: number; done: boolean; locked: boolean; dueInMs: number }[]>(
      `SELECT event_id::text AS event, attempts, done_at IS NOT NULL AS done, locked_until IS NOT NULL AS locked,
         (extract(epoch FROM next_at - now()) * 1000)::float8 AS "dueInMs"
       FROM webhook_deliveries ORDER BY id`,
    )
  return { ...test, player, gameId, worker, outbox }
}

t.test('a delivery: the message, its headers and a signature that verifies', async (t) => {
  const { app, owner, player, gameId, worker, outbox } = await setup(t)
  const receiving = await receiver(t)
  const webhook = await newWebhook(app, player, receiving.url, ['your-turn'])
  const data = { gameId, seq: 3, seat: 0, deadline: '2026-12-02T10:00:00.000Z' }
  const event = await queueEvent(owner, player.id, gameId, 'your-turn', data, 3)
  const started = Math.floor(Date.now() / 1000)
  worker().start()
  await receiving.waitFor(1)
  const [request] = receiving.received
  t.equal(request.path, '/hook')
  t.equal(request.headers['content-type'], 'application/json')
  t.equal(request.headers['webhook-id'], `msg_${event.id}`)
  const timestamp = Number(request.headers['webhook-timestamp'])
  t.ok(timestamp >= started && timestamp <= Math.ceil(Date.now() / 1000), 'Webhook-Timestamp: unix seconds of the attempt')
  t.match(request.headers['webhook-signature'], /^v1,[A-Za-z0-9+/]{43}=$/)
  const message = JSON.parse(request.body)
  t.same(Object.keys(message), ['id', 'type', 'at', 'data'])
  t.same(message, { id: `msg_${event.id}`, type: 'your-turn', at: event.at.toISOString(), data })
  t.ok(await verifiesAsStandardWebhook(webhook.secret, request.headers, request.body), 'the signature verifies')
  t.notOk(await verifiesAsStandardWebhook(webhook.secret, request.headers, request.body.replace('"seq":3', '"seq":4')), 'and not for another body')
  t.notOk(await verifiesAsStandardWebhook(`whsec_${Buffer.alloc(32).toString('base64')}`, request.headers, request.body), 'nor with another secret')

  await until(async () => (await outbox())[0].done, 5_000, 'the delivery done')
  const [attempt] = await deliveries(app, player, webhook.id)
  t.same(await deliveries(app, player, webhook.id), [{ eventId: `msg_${event.id}`, type: 'your-turn', attempt: 1, at: attempt.at, status: 200, error: null }])
  t.ok(Math.abs(Date.parse(attempt.at) - request.at) < 2_000, 'at: when the attempt was made')
  t.same(
    (await outbox()).map(({ event, attempts, done, locked }) => ({ event, attempts, done, locked })),
    [{ event: event.id, attempts: 1, done: true, locked: false }],
  )
  await sleep(300)
  t.equal(receiving.received.length, 1, 'delivered once')
})

t.test('a receiver that fails twice gets the event three times, then no more', async (t) => {
  const { app, owner, player, gameId, worker } = await setup(t)
  const receiving = await receiver(t, (n) => (n < 2 ? 500 : 200))
  const webhook = await newWebhook(app, player, receiving.url, ['game-finished'])
  const event = await queueEvent(owner, player.id, gameId, 'game-finished', { gameId, winners: [1], scores: [12, 30] }, 80)
  worker({ firstRetryMs: 300 }).start()
  await receiving.waitFor(3)
  // The third request arrived; its answer is logged once the worker has read it.
  await until(async () => (await deliveries(app, player, webhook.id)).length === 3, 5_000, 'the third attempt logged')
  await sleep(1_000)
  t.equal(receiving.received.length, 3, 'no request after the 2xx')
  const [first, second, third] = receiving.received
  t.same(new Set(receiving.received.map((r) => r.body)).size, 1, 'the same body each time')
  t.same(
    receiving.received.map((r) => r.headers['webhook-id']),
    [`msg_${event.id}`, `msg_${event.id}`, `msg_${event.id}`],
  )
  for (const r of receiving.received) t.ok(await verifiesAsStandardWebhook(webhook.secret, r.headers, r.body), 'each attempt is signed')
  t.ok(second.at - first.at >= 250, `the first retry after the first delay (${second.at - first.at} ms)`)
  t.ok(third.at - second.at >= 550, `the next one after twice that (${third.at - second.at} ms)`)
  const log = await deliveries(app, player, webhook.id)
  t.same(
    log.map(({ eventId, type, attempt, status, error }) => ({ eventId, type, attempt, status, error })),
    [
      { eventId: `msg_${event.id}`, type: 'game-finished', attempt: 3, status: 200, error: null },
      { eventId: `msg_${event.id}`, type: 'game-finished', attempt: 2, status: 500, error: 'the receiver answered 500' },
      { eventId: `msg_${event.id}`, type: 'game-finished', attempt: 1, status: 500, error: 'the receiver answered 500' },
    ],
    'newest first',
  )
  t.ok(Date.parse(log[0].at) > Date.parse(log[1].at) && Date.parse(log[1].at) > Date.parse(log[2].at))
})

t.test('a retry is made when it is due, not at the next poll', async (t) => {
  const { app, owner, player, gameId, worker } = await setup(t)
  const receiving = await receiver(t, (n) => (n < 1 ? 500 : 200))
  await newWebhook(app, player, receiving.url, ['game-finished'])
  await queueEvent(owner, player.id, gameId, 'game-finished', { gameId, winners: [0], scores: [3, 1] }, 9)
  // Polls 60 s apart: only the wake-up at the retry's due time can make the second attempt soon.
  worker({ pollMs: 60_000, firstRetryMs: 400 }).start()
  await receiving.waitFor(2, 10_000)
  const [first, second] = receiving.received
  const gap = second.at - first.at
  t.ok(gap >= 350 && gap < 3_000, `the second attempt ${gap} ms after the first (due after 400 ms)`)
})

t.test('no answer in time, a redirect, a refused connection: failed attempts; given up after the retry period', async (t) => {
  const { app, owner, player, gameId, worker, outbox } = await setup(t)
  const hanging = await receiver(t, () => 'hang')
  const redirecting = await receiver(t, () => 302)
  const closed = await receiver(t)
  const unreachable = closed.url.replace(String(closed.port), '1')
  const slow = await newWebhook(app, player, hanging.url, ['game-started'])
  const moved = await newWebhook(app, player, redirecting.url, ['game-started'])
  const refused = await newWebhook(app, player, unreachable, ['game-started'])
  const event = await queueEvent(owner, player.id, gameId, 'game-started', { gameId })
  // retryForMs 0: the first failure is the last attempt.
  const started = Date.now()
  worker({ timeoutMs: 400, retryForMs: 0 }).start()
  await until(async () => (await outbox()).every((d) => d.done), 10_000, 'every delivery ended')
  t.ok(Date.now() - started < 5_000, 'the hanging receiver did not hold the others')
  const only = async (id: string) => (await deliveries(app, player, id)).map(({ eventId, attempt, status, error }) => ({ eventId, attempt, status, error }))
  t.same(await only(slow.id), [{ eventId: `msg_${event.id}`, attempt: 1, status: null, error: 'no answer within 400 ms; given up after attempt 1' }])
  t.same(await only(moved.id), [{ eventId: `msg_${event.id}`, attempt: 1, status: 302, error: 'the receiver answered 302; given up after attempt 1' }])
  t.same(await only(refused.id), [{ eventId: `msg_${event.id}`, attempt: 1, status: null, error: 'connect ECONNREFUSED 127.0.0.1:1; given up after attempt 1' }])
  await sleep(500)
  // None if the worker's 400 ms ran out before the receiver read the request (a loaded machine).
  t.ok(hanging.received.length <= 1, `no retry once given up (${hanging.received.length} request)`)
  t.same(redirecting.received.map((r) => r.path), ['/hook'], 'the redirect was not followed')
})

t.test('every rule of registration is checked again at delivery time', async (t) => {
  const { app, owner, player, gameId, worker } = await setup(t)
  const receiving = await receiver(t)
  // Registered while private addresses were allowed; delivered by a worker that does not allow
  // them (as after a change of settings, or of the addresses a name resolves to).
  const plain = await newWebhook(app, player, receiving.url, ['your-turn'])
  const literal = await newWebhook(app, player, `https://127.0.0.1:${receiving.port}/hook`, ['your-turn'])
  const named = await newWebhook(app, player, `https://localhost:${receiving.port}/hook`, ['your-turn'])
  const event = await queueEvent(owner, player.id, gameId, 'your-turn', { gameId, seq: 0, seat: 0, deadline: null })
  worker({ allowPrivate: false, retryForMs: 0 }).start()
  const logged = async (id: string) => (await deliveries(app, player, id)).map(({ eventId, attempt, status, error }) => ({ eventId, attempt, status, error }))
  const refused = (error: string) => [{ eventId: `msg_${event.id}`, attempt: 1, status: null, error: `${error}; given up after attempt 1` }]
  await until(async () => (await Promise.all([plain, literal, named].map((w) => logged(w.id)))).every((l) => l.length === 1), 5_000, 'three attempts')
  t.same(await logged(plain.id), refused(`${receiving.url}: only https URLs are accepted`))
  t.same(await logged(literal.id), refused(`https://127.0.0.1:${receiving.port}/hook: 127.0.0.1 is not a public address (loopback)`))
  t.same(await logged(named.id), refused(`https://localhost:${receiving.port}/hook: localhost is the loopback host`))
  t.equal(receiving.received.length, 0, 'no request was sent')
})

t.test("a crashed process's claim expires and the delivery is taken over", async (t) => {
  const { app, owner, player, gameId, worker } = await setup(t)
  const receiving = await receiver(t)
  const webhook = await newWebhook(app, player, receiving.url, ['your-turn'])
  const event = await queueEvent(owner, player.id, gameId, 'your-turn', { gameId, seq: 0, seat: 0, deadline: null })
  // As a worker that claimed the row (attempt 1) and died: its claim lasts one more second.
  await owner.prisma.$executeRawUnsafe(`UPDATE webhook_deliveries SET attempts = 1, locked_until = now() + interval '1 second'`)
  const started = Date.now()
  worker().start()
  await receiving.waitFor(1)
  t.ok(Date.now() - started >= 800, `not before the claim expired (${Date.now() - started} ms)`)
  await until(async () => (await deliveries(app, player, webhook.id)).length === 1, 5_000, 'the attempt logged')
  const [attempt] = await deliveries(app, player, webhook.id)
  t.same(attempt, { eventId: `msg_${event.id}`, type: 'your-turn', attempt: 2, at: attempt.at, status: 200, error: null }, 'the second attempt')
})

t.test('stop: attempts in flight get a grace period, then are abandoned and logged', async (t) => {
  const { app, owner, player, gameId, worker, outbox } = await setup(t)
  const receiving = await receiver(t, () => 'hang')
  const webhook = await newWebhook(app, player, receiving.url, ['your-turn'])
  const event = await queueEvent(owner, player.id, gameId, 'your-turn', { gameId, seq: 0, seat: 0, deadline: null })
  const running = worker({ stopGraceMs: 200, firstRetryMs: 5_000 })
  running.start()
  await receiving.waitFor(1)
  const stopping = Date.now()
  await running.stop()
  const took = Date.now() - stopping
  t.ok(took >= 150 && took < 2_000, `stopped after the grace period (${took} ms)`)
  t.same(
    (await deliveries(app, player, webhook.id)).map(({ eventId, attempt, status, error }) => ({ eventId, attempt, status, error })),
    [{ eventId: `msg_${event.id}`, attempt: 1, status: null, error: 'abandoned: the server stopped' }],
  )
  const [row] = await outbox()
  t.same({ attempts: row.attempts, done: row.done, locked: row.locked }, { attempts: 1, done: false, locked: false }, 'released, to be retried')
  t.ok(row.dueInMs > 3_000 && row.dueInMs <= 5_000, `retried after the first delay (${row.dueInMs} ms)`)
})

t.test('two workers on one database never make the same attempt twice', async (t) => {
  const { app, owner, player, gameId, worker, outbox } = await setup(t)
  // Each message fails once, then succeeds: first attempts and retries are both contested.
  const seen = new Map<string, number>()
  const receiving = await receiver(t, (_n, request) => {
    const id = `${request.path} ${request.headers['webhook-id']}`
    seen.set(id, (seen.get(id) ?? 0) + 1)
    return seen.get(id) === 1 ? 503 : 200
  })
  const webhooks = [await newWebhook(app, player, receiving.url), await newWebhook(app, player, `${receiving.url}?second`)]
  const EVENTS = 20
  const events = []
  for (let i = 0; i < EVENTS; i++) events.push(await queueEvent(owner, player.id, gameId, 'your-turn', { gameId, seq: i, seat: 0, deadline: null }, i))
  const options = { pollMs: 5, concurrency: 3, firstRetryMs: 50 }
  const a = worker(options)
  const b = worker(options)
  a.start()
  b.start()
  await until(async () => (await outbox()).every((d) => d.done), 30_000, 'every delivery done')
  await sleep(300)
  t.equal(receiving.received.length, EVENTS * webhooks.length * 2, 'two requests per event and webhook')
  const perTarget = new Map<string, number>()
  for (const r of receiving.received) {
    const key = `${r.path} ${r.headers['webhook-id']}`
    perTarget.set(key, (perTarget.get(key) ?? 0) + 1)
  }
  t.equal(perTarget.size, EVENTS * webhooks.length)
  t.ok([...perTarget.values()].every((n) => n === 2), 'each message twice to each webhook: one failure, one success')
  const attempts = await owner.prisma.$queryRawUnsafe<{ delivery: string; attempt: number; status: number }[]>(
    'SELECT delivery_id::text AS delivery, attempt, status FROM webhook_attempts ORDER BY delivery_id, attempt',
  )
  t.equal(attempts.length, EVENTS * webhooks.length * 2)
  t.equal(new Set(attempts.map((a) => `${a.delivery}/${a.attempt}`)).size, attempts.length, 'no attempt logged twice')
  t.ok(
    attempts.every((a, i) => (i % 2 === 0 ? a.attempt === 1 && a.status === 503 : a.attempt === 2 && a.status === 200)),
    'attempt 1 failed, attempt 2 delivered, for every delivery',
  )
  t.ok((await outbox()).every((d) => d.attempts === 2 && d.done && !d.locked))
})
