// When a lost connection is opened again (src/store/reconnection.ts): with backoff (100 ms doubling
// to 5 s), but at most 250 ms after the last attempt while something waits; an attempt under way
// or an open connection is not hurried; stop() ends it; an outage's error reported once per cause. Real timers:
// the lower bounds hold to Node's timer rounding (2 ms), the upper bounds leave room for a loaded machine.
import { setTimeout as sleep } from 'node:timers/promises'
import t, { type Test } from 'tap'
import { Reconnection } from '../src/store/reconnection.js'

/** A Reconnection whose attempts fail at once (`lost(wanted())`) unless `succeed` is set; records when each attempt started. */
function failing(t: Test, wanted: () => boolean = () => false) {
  const attempts: number[] = []
  let succeed = false
  const reconnection: Reconnection = new Reconnection(() => {
    reconnection.attempting()
    attempts.push(performance.now())
    if (succeed) reconnection.connected()
    else reconnection.lost(wanted())
  })
  t.teardown(() => reconnection.stop())
  return { reconnection, attempts, succeedFromNow: () => (succeed = true) }
}

/** Waits for the third attempt (however late the machine runs it), then 600 ms, less than the 800 before a fourth. */
async function threeAttemptsAndNoFourth(attempts: number[]): Promise<void> {
  for (const until = performance.now() + 5_000; attempts.length < 3 && performance.now() < until; ) await sleep(10)
  await sleep(600)
}

t.test('the backoff doubles from 100 ms', async (t) => {
  const { reconnection, attempts } = failing(t)
  const lostAt = performance.now()
  reconnection.lost(false)
  // Attempts at 100, 300 and 700 ms after the loss; the next 800 ms after the third.
  await threeAttemptsAndNoFourth(attempts)
  reconnection.stop()
  t.equal(attempts.length, 3, `${attempts.map((a) => Math.round(a - lostAt)).join(', ')} ms after the loss`)
  const gaps = attempts.map((a, i) => a - (i === 0 ? lostAt : attempts[i - 1]))
  gaps.forEach((gap, i) => t.ok(gap >= 100 * 2 ** i - 2, `wait ${i + 1}: ${gap.toFixed(0)} ms, at least ${100 * 2 ** i}`))
})

t.test('while something waits, attempts come at most 250 ms apart, not at the backoff', async (t) => {
  let waiting = false
  const { reconnection, attempts, succeedFromNow } = failing(t, () => waiting)
  reconnection.lost(false)
  await threeAttemptsAndNoFourth(attempts)
  t.equal(attempts.length, 3)
  waiting = true
  const askedAt = performance.now()
  reconnection.hurry()
  await sleep(0)
  t.equal(attempts.length, 4, 'an attempt at once: the last was more than 250 ms ago')
  t.ok(attempts[3] - askedAt < 250, `${(attempts[3] - askedAt).toFixed(0)} ms after being asked`)
  await sleep(600)
  // It failed while waited for: then at most every 250 ms (about 250 and 500 ms after).
  t.ok(attempts.length >= 5, `${attempts.length - 4} more attempts within 600 ms`)
  for (let i = 4; i < attempts.length; i++) t.ok(attempts[i] - attempts[i - 1] >= 248, `${(attempts[i] - attempts[i - 1]).toFixed(0)} ms apart, at least 250`)
  succeedFromNow()
  await sleep(300)
  const connectedAfter = attempts.length
  reconnection.hurry()
  await sleep(300)
  t.equal(attempts.length, connectedAfter, 'once connected, hurry() starts no attempt')
})

t.test('an attempt under way is not hurried, and stop() ends the attempts', async (t) => {
  const attempts: number[] = []
  const reconnection: Reconnection = new Reconnection(() => {
    reconnection.attempting()
    attempts.push(performance.now()) // under way: neither connected() nor lost()
  })
  reconnection.lost(true)
  await sleep(150)
  t.equal(attempts.length, 1, 'the first attempt, at once (wanted)')
  reconnection.hurry()
  await sleep(300)
  t.equal(attempts.length, 1, 'no second attempt while one is under way')
  reconnection.lost(false) // it failed: the next after 200 ms
  reconnection.stop()
  await sleep(400)
  t.equal(attempts.length, 1, 'none after stop()')
  reconnection.lost(true)
  reconnection.hurry()
  await sleep(300)
  t.equal(attempts.length, 1, 'nor when lost or hurried after it')
})

t.test('an outage’s error is reported once, and again when its cause changes', async (t) => {
  const reconnection = new Reconnection(() => {})
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
  const password = Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' })
  t.same([terminated, refused, refused, refused, password, password].map((e) => reconnection.reportable(e)), [true, true, false, false, true, false])
  t.same([reconnection.reportable(new Error('timeout expired')), reconnection.reportable(new Error('timeout expired'))], [true, false], 'by message without a code')
  reconnection.connected()
  t.same([reconnection.reportable(password), reconnection.reportable(password)], [true, false], 'again after the connection was open')
  reconnection.stop()
})
