// The delivery policy as shipped (spec/play.md, "Webhooks"): a 2xx within 10 s ends a delivery; a
// failure is retried after at most 5 s (4 s), then with doubling delays capped at one hour, for at least
// 24 hours. The worker tests run shorter delays; these are the defaults a server uses.
import t from 'tap'
import { DEFAULT_RETRY_POLICY, retryDelay } from '../src/webhooks/retry.js'
import { DEFAULT_WORKER_OPTIONS } from '../src/webhooks/worker.js'

const HOUR = 3_600_000

t.test('the defaults', async (t) => {
  t.same(DEFAULT_RETRY_POLICY, { firstRetryMs: 4_000, maxRetryMs: HOUR, retryForMs: 24 * HOUR })
  t.equal(DEFAULT_WORKER_OPTIONS.timeoutMs, 10_000, 'an answer within 10 s')
  t.equal(DEFAULT_WORKER_OPTIONS.allowPrivate, false, 'private addresses refused unless configured')
})

t.test('a receiver that always fails: 4 s, doubling, capped at an hour, given up after 24 hours', async (t) => {
  const first = new Date('2026-12-01T00:00:00.000Z')
  const delays: number[] = []
  let at = first
  for (let attempt = 1; ; attempt++) {
    const delay = retryDelay(DEFAULT_RETRY_POLICY, attempt, at, first)
    if (delay === null) break
    delays.push(delay)
    at = new Date(at.getTime() + delay)
  }
  t.same(delays.slice(0, 11), [4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 3600].map((s) => s * 1000))
  t.ok(delays.slice(10).every((d) => d === HOUR), 'then every hour')
  // Attempt 1 at 0 s, the 11th at 4092 s, then hourly: the first attempt at or after 24 h is the last.
  t.equal(delays.length, 33, '34 attempts in all')
  t.equal(at.getTime() - first.getTime(), 4_092_000 + 23 * HOUR, 'the last attempt: 24 h 8 min 12 s after the first')
  t.equal(retryDelay(DEFAULT_RETRY_POLICY, 34, new Date(first.getTime() + 24 * HOUR - 1), first), HOUR, 'still retried 1 ms before 24 h')
  t.equal(retryDelay(DEFAULT_RETRY_POLICY, 34, new Date(first.getTime() + 24 * HOUR), first), null, 'given up at 24 h')
})
