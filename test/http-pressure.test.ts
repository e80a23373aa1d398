// Load shedding (@fastify/under-pressure): with a threshold forced low every request but the
// liveness probe is answered 503 SERVICE_UNAVAILABLE problem+json with Retry-After.
import t from 'tap'
import { buildApp, DEFAULT_LIMITS } from '../src/app.js'
import { testDatabase } from './helpers/db.js'
import { expectProblem } from './helpers/http.js'

t.test('over the heap bound, requests are shed with 503 problems; /health still answers', async (t) => {
  const { db } = await testDatabase(t)
  const app = await buildApp({ database: db, limits: { pressure: { ...DEFAULT_LIMITS.pressure, maxHeapUsedBytes: 1 }, retryAfterSeconds: 7 } })
  t.teardown(() => app.close())
  await app.ready()
  await new Promise((resolve) => setTimeout(resolve, 1_500)) // one memory sample (every second)

  for (const url of ['/tiles', '/games', '/health/ready']) {
    const res = await app.inject({ method: 'GET', url })
    const body = expectProblem(t, res, 503, 'SERVICE_UNAVAILABLE', `GET ${url}`)
    t.match(body?.detail, /under pressure \(heapUsedBytes \d+\)/)
    t.equal(res.headers['retry-after'], '7', 'Retry-After')
  }
  const created = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }] } })
  expectProblem(t, created, 503, 'SERVICE_UNAVAILABLE', 'POST /games')
  const health = await app.inject({ method: 'GET', url: '/health' })
  t.equal(health.statusCode, 200, 'the liveness probe is not shed')
})
