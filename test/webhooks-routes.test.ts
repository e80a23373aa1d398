// The webhook routes (spec/play.md, "Webhooks"): registration with its secret shown once, listing
// without secrets, removal, the delivery log, the player token, input rules and the SSRF refusals.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { testApp } from './helpers/app.js'
import { expectProblem } from './helpers/http.js'
import { newPlayer, type TestPlayer } from './helpers/webhooks.js'

const auth = (player: TestPlayer) => ({ authorization: `Bearer ${player.token}` })

function register(app: FastifyInstance, player: TestPlayer | undefined, payload: unknown) {
  return app.inject({ method: 'POST', url: '/players/me/webhooks', headers: player === undefined ? {} : auth(player), payload: payload as object })
}

t.test('register, list, remove', async (t) => {
  const { app } = await testApp(t, undefined, { workers: false })
  const ada = await newPlayer(app, 'Ada')
  const bo = await newPlayer(app, 'Bo')

  const res = await register(app, ada, { url: 'https://93.184.216.34/carcassonne', events: ['your-turn', 'game-finished'] })
  t.equal(res.statusCode, 201)
  const created = res.json()
  t.same(Object.keys(created).sort(), ['events', 'id', 'secret', 'url'])
  t.match(created.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  t.equal(created.url, 'https://93.184.216.34/carcassonne')
  t.same(created.events, ['your-turn', 'game-finished'])
  t.match(created.secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
  t.equal(Buffer.from(created.secret.slice(6), 'base64').length, 32, 'a 32-byte key')

  // A name that does not resolve (yet) is accepted: each delivery checks it again.
  const later = await register(app, ada, { url: 'https://webhooks.invalid/x?y=1', events: ['game-started'] })
  t.equal(later.statusCode, 201)
  t.not(later.json().secret, created.secret)

  const list = await app.inject({ method: 'GET', url: '/players/me/webhooks', headers: auth(ada) })
  t.equal(list.statusCode, 200)
  const listed = list.json().webhooks
  t.equal(listed.length, 2)
  t.same(listed[0], { id: created.id, url: created.url, events: ['your-turn', 'game-finished'], createdAt: listed[0].createdAt })
  t.same(listed[1], { id: later.json().id, url: 'https://webhooks.invalid/x?y=1', events: ['game-started'], createdAt: listed[1].createdAt })
  t.ok(Date.now() - Date.parse(listed[0].createdAt) < 60_000, 'createdAt is an ISO time of now')
  t.match(listed[0].createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  t.same((await app.inject({ method: 'GET', url: '/players/me/webhooks', headers: auth(bo) })).json(), { webhooks: [] }, "another player's list")

  const log = await app.inject({ method: 'GET', url: `/players/me/webhooks/${created.id}/deliveries`, headers: auth(ada) })
  t.equal(log.statusCode, 200)
  t.same(log.json(), { deliveries: [] })

  // Another player's webhook is not found, for every route.
  expectProblem(t, await app.inject({ method: 'DELETE', url: `/players/me/webhooks/${created.id}`, headers: auth(bo) }), 404, 'WEBHOOK_NOT_FOUND', "DELETE another's")
  expectProblem(t, await app.inject({ method: 'GET', url: `/players/me/webhooks/${created.id}/deliveries`, headers: auth(bo) }), 404, 'WEBHOOK_NOT_FOUND', "deliveries of another's")
  expectProblem(t, await app.inject({ method: 'DELETE', url: '/players/me/webhooks/no-such-webhook', headers: auth(ada) }), 404, 'WEBHOOK_NOT_FOUND', 'DELETE unknown')

  const removed = await app.inject({ method: 'DELETE', url: `/players/me/webhooks/${created.id}`, headers: auth(ada) })
  t.equal(removed.statusCode, 204)
  t.equal(removed.body, '')
  t.same(
    (await app.inject({ method: 'GET', url: '/players/me/webhooks', headers: auth(ada) })).json().webhooks.map((w: { id: string }) => w.id),
    [later.json().id],
  )
  expectProblem(t, await app.inject({ method: 'DELETE', url: `/players/me/webhooks/${created.id}`, headers: auth(ada) }), 404, 'WEBHOOK_NOT_FOUND', 'DELETE twice')
  expectProblem(t, await app.inject({ method: 'GET', url: `/players/me/webhooks/${created.id}/deliveries`, headers: auth(ada) }), 404, 'WEBHOOK_NOT_FOUND', 'deliveries of a removed one')
})

t.test('a player token is required', async (t) => {
  const { app } = await testApp(t, undefined, { workers: false })
  const game = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'Ada' }, { name: 'Bo' }] } })
  const seatToken = game.json().seats[0].token
  const requests = [
    { method: 'POST' as const, url: '/players/me/webhooks', payload: { url: 'https://93.184.216.34/', events: ['your-turn'] } },
    { method: 'GET' as const, url: '/players/me/webhooks' },
    { method: 'DELETE' as const, url: '/players/me/webhooks/x' },
    { method: 'GET' as const, url: '/players/me/webhooks/x/deliveries' },
  ]
  for (const request of requests) {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: `Bearer ${seatToken}` }]) {
      expectProblem(t, await app.inject({ ...request, headers }), 401, 'UNAUTHORIZED', `${request.method} ${request.url} ${JSON.stringify(headers).slice(0, 40)}`)
    }
  }
})

t.test('bad input is a 400 VALIDATION_ERROR', async (t) => {
  const { app } = await testApp(t, undefined, { workers: false })
  const ada = await newPlayer(app)
  const url = 'https://93.184.216.34/hook'
  const bodies: [string, unknown][] = [
    ['no events', { url, events: [] }],
    ['repeated event', { url, events: ['your-turn', 'your-turn'] }],
    ['unknown event', { url, events: ['game-over'] }],
    ['events not strings', { url, events: [{}] }],
    ['no url', { events: ['your-turn'] }],
    ['not a URL', { url: 'carcassonne', events: ['your-turn'] }],
    ['relative URL', { url: '/hook', events: ['your-turn'] }],
    ['another scheme', { url: 'ftp://93.184.216.34/hook', events: ['your-turn'] }],
    ['javascript scheme', { url: 'javascript:alert(1)', events: ['your-turn'] }],
    ['credentials in the URL', { url: 'https://user:secret@93.184.216.34/hook', events: ['your-turn'] }],
    ['a space in the URL', { url: 'https://93.184.216.34/a hook', events: ['your-turn'] }],
    ['a control character in the URL', { url: 'https://93.184.216.34/\u0000', events: ['your-turn'] }],
    ['URL too long', { url: `https://93.184.216.34/${'a'.repeat(2049 - 'https://93.184.216.34/'.length)}`, events: ['your-turn'] }],
    ['unknown member', { url, events: ['your-turn'], secret: 'whsec_AAAA' }],
    ['not an object', ['x']],
  ]
  for (const [what, body] of bodies) expectProblem(t, await register(app, ada, body), 400, 'VALIDATION_ERROR', what)
  const longest = `https://93.184.216.34/${'a'.repeat(2048 - 'https://93.184.216.34/'.length)}`
  t.equal((await register(app, ada, { url: longest, events: ['your-turn'] })).statusCode, 201, 'a URL of 2048 characters')
  expectProblem(t, await app.inject({ method: 'DELETE', url: `/players/me/webhooks/${'x'.repeat(101)}`, headers: auth(ada) }), 400, 'VALIDATION_ERROR', 'id too long')
  t.same((await app.inject({ method: 'GET', url: '/players/me/webhooks', headers: auth(ada) })).json().webhooks.length, 1, 'nothing else registered')
})

t.test('at most 20 webhooks per player', async (t) => {
  const { app } = await testApp(t, undefined, { workers: false })
  const ada = await newPlayer(app, 'Ada')
  const bo = await newPlayer(app, 'Bo')
  for (let i = 0; i < 20; i++) t.equal((await register(app, ada, { url: `https://93.184.216.34/${i}`, events: ['your-turn'] })).statusCode, 201, `webhook ${i + 1}`)
  const over = expectProblem(t, await register(app, ada, { url: 'https://93.184.216.34/20', events: ['your-turn'] }), 400, 'VALIDATION_ERROR', 'the 21st')
  t.equal(over.detail, 'a player may have at most 20 webhooks; remove one first')
  t.equal((await register(app, bo, { url: 'https://93.184.216.34/bo', events: ['your-turn'] })).statusCode, 201, 'another player is not limited by it')
  const first = (await app.inject({ method: 'GET', url: '/players/me/webhooks', headers: auth(ada) })).json().webhooks[0]
  t.equal((await app.inject({ method: 'DELETE', url: `/players/me/webhooks/${first.id}`, headers: auth(ada) })).statusCode, 204)
  t.equal((await register(app, ada, { url: 'https://93.184.216.34/20', events: ['your-turn'] })).statusCode, 201, 'room again after a removal')
})

t.test('private, loopback and link-local destinations are refused (422 WEBHOOK_URL_REFUSED)', async (t) => {
  const { app } = await testApp(t, undefined, { workers: false })
  const ada = await newPlayer(app)
  const refused: [string, string][] = [
    ['http://127.0.0.1:8080/hook', 'http://127.0.0.1:8080/hook: only https URLs are accepted'],
    ['https://127.0.0.1/hook', 'https://127.0.0.1/hook: 127.0.0.1 is not a public address (loopback)'],
    ['https://10.0.0.1/hook', 'https://10.0.0.1/hook: 10.0.0.1 is not a public address (private)'],
    ['https://[::1]/hook', 'https://[::1]/hook: ::1 is not a public address (loopback)'],
    ['https://localhost/hook', 'https://localhost/hook: localhost is the loopback host'],
    ['https://localhost:3000/hook', 'https://localhost:3000/hook: localhost is the loopback host'],
    ['https://169.254.169.254/latest/meta-data/', 'https://169.254.169.254/latest/meta-data/: 169.254.169.254 is not a public address (link-local)'],
    ['https://192.168.0.10/hook', 'https://192.168.0.10/hook: 192.168.0.10 is not a public address (private)'],
    ['https://172.16.5.4/hook', 'https://172.16.5.4/hook: 172.16.5.4 is not a public address (private)'],
    ['https://100.64.0.1/hook', 'https://100.64.0.1/hook: 100.64.0.1 is not a public address (shared (CGNAT))'],
    ['https://224.0.0.1/hook', 'https://224.0.0.1/hook: 224.0.0.1 is not a public address (multicast)'],
    ['https://0.0.0.0/hook', 'https://0.0.0.0/hook: 0.0.0.0 is not a public address (unspecified)'],
    ['https://[fe80::1]/hook', 'https://[fe80::1]/hook: fe80::1 is not a public address (link-local)'],
    ['https://[fd00::1]/hook', 'https://[fd00::1]/hook: fd00::1 is not a public address (private)'],
    ['https://[::ffff:127.0.0.1]/hook', 'https://[::ffff:7f00:1]/hook: ::ffff:7f00:1 is not a public address (loopback)'],
    ['https://2130706433/hook', 'https://127.0.0.1/hook: 127.0.0.1 is not a public address (loopback)'],
    ['http://93.184.216.34/hook', 'http://93.184.216.34/hook: only https URLs are accepted'],
  ]
  for (const [url, detail] of refused) {
    const body = expectProblem(t, await register(app, ada, { url, events: ['your-turn'] }), 422, 'WEBHOOK_URL_REFUSED', url)
    t.equal(body?.detail, detail, `${url}: detail`)
  }
  t.same((await app.inject({ method: 'GET', url: '/players/me/webhooks', headers: auth(ada) })).json(), { webhooks: [] }, 'none registered')
})

t.test('with WEBHOOK_ALLOW_PRIVATE (tests), loopback and plain http are accepted', async (t) => {
  const { app } = await testApp(t, undefined, { workers: false, webhookAllowPrivate: true })
  const ada = await newPlayer(app)
  for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost:9/hook', 'https://[::1]/hook', 'http://10.0.0.1/hook', 'https://169.254.169.254/']) {
    t.equal((await register(app, ada, { url, events: ['your-turn'] })).statusCode, 201, url)
  }
  expectProblem(t, await register(app, ada, { url: 'ftp://127.0.0.1/', events: ['your-turn'] }), 400, 'VALIDATION_ERROR', 'still http(s) only')
})
