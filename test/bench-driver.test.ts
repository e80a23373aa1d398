// The HTTP benchmark's driver (scripts/bench/driver.ts) plays whole games correctly: two games
// against an in-process app, every request answered as expected, and both games verify.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { chooser, ENDPOINTS, runClient, WRITE_ENDPOINTS, type Endpoint, type Transport } from '../scripts/bench/driver.js'
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
