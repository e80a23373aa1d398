// The outbox survives the process: an event whose delivery failed (the receiver was down) is
// delivered by the next server after the first one was killed (SIGKILL), once and signed, and the
// log keeps both attempts. Real processes on one PostgreSQL database (skipped on PGlite).
import t from 'tap'
import { testDatabase } from './helpers/db.js'
import { freePort, request, sharedKeyFolder, startForTest, stop, type Running } from './helpers/server.js'
import { receiver, until, verifiesAsStandardWebhook } from './helpers/webhooks.js'

if (!process.env.DATABASE_URL) {
  t.pass('skipped: servers started one after the other on one database need PostgreSQL (set DATABASE_URL)')
} else {
  t.test('an event queued before a SIGKILL is delivered after the restart', async (t) => {
    const { url } = await testDatabase(t)
    const keys = sharedKeyFolder(t)
    // Port 0 and the log line that names the port: no other process can be taken for this server.
    const serve = () => startForTest(t, { DATABASE_URL: url!, WEBHOOK_ALLOW_PRIVATE: '1', RECEIPT_KEYS_DIR: keys, PORT: '0', LOG_LEVEL: 'info' })
    const port = await freePort() // the receiver's, not listening yet

    const first = await serve()
    const registered = await request(first.url, 'POST', '/players', {}, { name: 'Ada' })
    const auth = { authorization: `Bearer ${registered.body.token}` }
    const hook = `http://127.0.0.1:${port}/hook`
    const webhook = await request(first.url, 'POST', '/players/me/webhooks', auth, { url: hook, events: ['your-turn'] })
    t.equal(webhook.status, 201)
    const created = await request(first.url, 'POST', '/games', {}, { players: [{ player: registered.body.player.id }, { name: 'Bo' }] })
    t.equal(created.status, 201)
    const gameId = created.body.game.id
    const attempts = async (server: Running) => (await request(server.url, 'GET', `/players/me/webhooks/${webhook.body.id}/deliveries`, auth)).body.deliveries
    await until(async () => (await attempts(first)).length === 1, 10_000, 'the first attempt')
    t.same((await attempts(first)).map(({ attempt, status, error }: any) => ({ attempt, status, error })), [
      { attempt: 1, status: null, error: `connect ECONNREFUSED 127.0.0.1:${port}` },
    ])
    t.equal(await stop(first, 'SIGKILL'), null, 'killed')

    const receiving = await receiver(t, () => 200, port)
    const second = await serve()
    await receiving.waitFor(1, 30_000)
    const [request0] = receiving.received
    const message = JSON.parse(request0.body)
    t.same({ type: message.type, data: message.data }, { type: 'your-turn', data: { gameId, seq: 0, seat: 0, deadline: null } })
    t.ok(await verifiesAsStandardWebhook(webhook.body.secret, request0.headers, request0.body), 'signed with the secret shown at registration')
    await until(async () => (await attempts(second)).length === 2, 5_000, 'the second attempt logged')
    t.same((await attempts(second)).map(({ eventId, attempt, status, error }: any) => ({ eventId, attempt, status, error })), [
      { eventId: message.id, attempt: 2, status: 200, error: null },
      { eventId: message.id, attempt: 1, status: null, error: `connect ECONNREFUSED 127.0.0.1:${port}` },
    ])
    await new Promise((resolve) => setTimeout(resolve, 500))
    t.equal(receiving.received.length, 1, 'delivered once')
    t.equal(await stop(second, 'SIGTERM'), 0, 'the second server drains and exits 0')
  })
}
