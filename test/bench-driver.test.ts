// The HTTP benchmark's driver (scripts/bench/driver.ts) plays whole games correctly: two games
// against an in-process app, every request answered as expected, and both games verify. Its
// socket transport (scripts/bench/socket-transport.ts) reads what the service answers, over a real
// listening server, and reports anything else as status 0.
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { chooser, ENDPOINTS, runClient, WRITE_ENDPOINTS, type Endpoint, type Transport } from '../scripts/bench/driver.js'
import { parseResponse, requestText, socketTransport } from '../scripts/bench/socket-transport.js'
import { getJson, testApp } from './helpers/app.js'

// Load shedding is not what this tests (and a busy machine could trigger it).
const NO_SHEDDING = { pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0 } }

function injectTransport(app: FastifyInstance): Transport {
  return async (method, url, body, token) => {
    const res = await app.inject({
      method,
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body }),
    })
    return { status: res.statusCode, body: res.json() }
  }
}

t.test('the bench driver plays two complete games that verify', async (t) => {
  const { app } = await testApp(t, undefined, { limits: NO_SHEDDING })
  const counts = new Map<Endpoint, number>()
  const statuses = new Set<number>()
  const announced: string[] = []
  const result = await runClient({
    transport: injectTransport(app),
    pick: chooser(2024),
    maxGames: 2,
    maxErrors: 1,
    record: (endpoint, ms, status) => {
      counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1)
      statuses.add(status)
      if (!(ms >= 0)) t.fail(`latency ${ms}`)
    },
    onGame: (id) => announced.push(id),
    onError: (error) => t.fail(error.message),
  })
  t.equal(result.errors, 0, 'no unexpected answer')
  t.equal(result.finished, 2, 'both games played to the end')
  t.same(result.games, announced, 'every game announced as created')
  t.same([...statuses].sort(), [200, 201], 'only 200 and 201 answers')
  t.equal(counts.get('create'), 2)
  for (const endpoint of ENDPOINTS) t.ok((counts.get(endpoint) ?? 0) > 0, `${endpoint} was exercised`)

  let entries = 0
  for (const id of result.games) {
    const game = await getJson(app, `/games/${id}`)
    t.equal(game.status, 'finished', `${id} finished`)
    entries += game.version + 1
    const report = await getJson(app, `/games/${id}/verify`)
    t.equal(report.ok, true, `${id} verifies (${JSON.stringify(report.checks.filter((c: { ok: boolean }) => !c.ok))})`)
  }
  const writes = [...counts].filter(([endpoint]) => WRITE_ENDPOINTS.has(endpoint)).reduce((sum, [, n]) => sum + n, 0)
  t.equal(writes, entries, 'one accepted write per log entry')
})

t.test('the driver stops when asked, and reports unexpected answers without throwing', async (t) => {
  const { app } = await testApp(t, undefined, { limits: NO_SHEDDING })
  const real = injectTransport(app)
  let requests = 0
  const errors: string[] = []
  // The 5th request (the first place: create, GET, draw, legal, place) is refused as if the server shed it.
  const flaky: Transport = (method, url, body, token) => (++requests === 5 ? Promise.resolve({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }) : real(method, url, body, token))
  const result = await runClient({
    transport: flaky,
    pick: chooser(7),
    shouldStop: () => requests >= 40,
    maxErrors: 2,
    onError: (error) => errors.push(`${error.endpoint} ${error.status}`),
  })
  t.same(errors, ['place 503'], 'the refused request is reported')
  t.equal(result.errors, 1)
  t.equal(result.games.length, 2, 'the abandoned game is followed by a new one')
  t.equal(result.finished, 0)
  t.equal(requests, 40, 'no request once stopped')
})

t.test('the socket transport writes requests and reads answers byte for byte', async (t) => {
  t.equal(requestText('h:1', 'GET', '/games/x'), 'GET /games/x HTTP/1.1\r\nHost: h:1\r\n\r\n')
  t.equal(requestText('h:1', 'POST', '/games/x/draw', undefined, 'tok'), 'POST /games/x/draw HTTP/1.1\r\nHost: h:1\r\nAuthorization: Bearer tok\r\nContent-Length: 0\r\n\r\n')
  t.equal(
    requestText('h:1', 'POST', '/games', { name: 'é' }),
    'POST /games HTTP/1.1\r\nHost: h:1\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{"name":"é"}',
    'Content-Length counts bytes, not characters',
  )

  const answer = Buffer.from('HTTP/1.1 201 Created\r\ncontent-type: application/json\r\nContent-Length: 13\r\n\r\n{"name":"é"}')
  t.same(parseResponse(answer), { reply: { status: 201, body: { name: 'é' } }, close: false, used: answer.length })
  for (const cut of [10, answer.length - 14, answer.length - 1]) t.equal(parseResponse(answer.subarray(0, cut)), undefined, `incomplete at ${cut} bytes`)
  t.same(parseResponse(Buffer.from('HTTP/1.1 503 x\r\nconnection: Close\r\ncontent-length: 4\r\n\r\nbusy')), {
    reply: { status: 503, body: 'busy' },
    close: true,
    used: 60,
  })
  t.throws(() => parseResponse(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n')), /unsupported Transfer-Encoding: chunked/)
  t.throws(() => parseResponse(Buffer.from('HTTP/1.1 200 OK\r\n\r\n{}')), /without a valid Content-Length/)
  t.throws(() => parseResponse(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n')), /not an HTTP\/1.1 status line/)
})

t.test('the socket transport plays a game on a listening server, reusing one socket', async (t) => {
  const { app } = await testApp(t, undefined, { limits: NO_SHEDDING })
  const connections = new Set<unknown>()
  app.server.on('connection', (socket) => connections.add(socket))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { transport, close } = socketTransport(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`)
  t.teardown(close)
  const result = await runClient({ transport, pick: chooser(99), maxGames: 1, maxErrors: 1, onError: (error) => t.fail(error.message) })
  t.equal(result.finished, 1, 'the game was played to the end')
  t.equal(connections.size, 1, 'one request at a time: one keep-alive socket')
  const report = await getJson(app, `/games/${result.games[0]}/verify`)
  t.equal(report.ok, true, 'the game verifies')
  const problem = await transport('GET', '/games/nope')
  t.equal(problem.status, 404)
  t.equal(problem.body.code, 'GAME_NOT_FOUND')
})

t.test('the socket transport answers status 0 for what it cannot read', async (t) => {
  const ok = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}'
  const answers = [
    'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
    `${ok}extra`,
    '', // the connection closed without an answer
    ok, // then bytes that answer nothing, while the socket is idle
    ok,
  ]
  let connection = 0
  let fourthClosed!: () => void
  const closedFourth = new Promise<void>((resolve) => (fourthClosed = resolve))
  const server = net.createServer((socket) => {
    const answer = answers[connection++]
    if (connection === 4) socket.on('close', fourthClosed)
    socket.once('data', () => {
      if (answer === '') return socket.destroy()
      socket.write(answer)
      if (connection === 4) setTimeout(() => socket.write('late'), 20)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => server.close())
  const { transport, close } = socketTransport(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  t.teardown(close)
  t.same(await transport('GET', '/'), { status: 0, body: 'Error: unsupported Transfer-Encoding: chunked' })
  t.same(await transport('GET', '/'), { status: 0, body: 'Error: bytes after the answer' })
  t.same(await transport('GET', '/'), { status: 0, body: 'the server closed the connection' })
  t.equal(connection, 3, 'a socket that failed is not used again')
  t.same(await transport('GET', '/'), { status: 200, body: {} })
  // Not a fixed wait: after a stall the late bytes may not have been read yet.
  let giveUp: NodeJS.Timeout | undefined
  const closedByClient = await Promise.race([closedFourth.then(() => true), new Promise<boolean>((resolve) => (giveUp = setTimeout(() => resolve(false), 5_000)))])
  clearTimeout(giveUp)
  t.ok(closedByClient, 'the client closed the socket that received bytes while idle')
  t.same(await transport('GET', '/'), { status: 200, body: {} }, 'the next request is answered')
  t.equal(connection, 5, 'on a new socket: the one that received bytes while idle was closed')
})
