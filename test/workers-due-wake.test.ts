// The due-games worker's wake: a look at once instead of at the next interval, one more look when
// woken during a look (never two at a time), nothing after stop. A fake job counts the looks.
import t from 'tap'
import type { Test } from 'tap'
import { pino } from 'pino'
import { DueWorker, WORKER_DEFAULTS } from '../src/workers/due-worker.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `looks` holds `count` looks, at most 5 s (a stalled machine), and says how long it took. */
async function looked(looks: readonly number[], count: number): Promise<number> {
  const start = Date.now()
  while (looks.length < count && Date.now() - start < 5000) await sleep(5)
  return Date.now() - start
}

/** A worker looking once a minute, whose job records each look and can be held inside one. */
function worker(t: Test) {
  const looks: number[] = []
  let inLook = 0
  let mostAtOnce = 0
  let hold: Promise<void> | undefined
  const job = {
    name: 'test',
    due: async () => {
      looks.push(Date.now())
      mostAtOnce = Math.max(mostAtOnce, ++inLook)
      await hold
      inLook--
      return []
    },
    run: async () => ({ appended: 0, lost: 0 }),
  }
  const w = new DueWorker(job, pino({ level: 'silent' }), { ...WORKER_DEFAULTS, intervalMs: 60_000 })
  t.teardown(() => w.stop())
  return {
    w,
    looks,
    mostAtOnce: () => mostAtOnce,
    /** Holds the next looks inside `due` until the returned function is called. */
    holdLooks: () => {
      let free!: () => void
      hold = new Promise((resolve) => (free = resolve))
      return () => {
        hold = undefined
        free()
      }
    },
  }
}

t.test('woken, it looks at once; unwoken, it waits for its interval', async (t) => {
  const { w, looks } = worker(t)
  w.start()
  await looked(looks, 1)
  t.equal(looks.length, 1, 'the first look at start')
  await sleep(200)
  t.equal(looks.length, 1, 'no other look within the minute')
  w.wake()
  const ms = await looked(looks, 2)
  t.equal(looks.length, 2, `a look right after wake (${ms} ms)`)
  w.wake()
  w.wake()
  await looked(looks, 3)
  await sleep(100)
  t.equal(looks.length, 3, 'two wakes between looks make one look')
})

t.test('woken during a look, it looks once more right after, never two at a time', async (t) => {
  const { w, looks, mostAtOnce, holdLooks } = worker(t)
  const free = holdLooks()
  w.start()
  await looked(looks, 1)
  t.equal(looks.length, 1, 'the first look, held')
  w.wake()
  w.wake()
  w.wake()
  await sleep(30)
  t.equal(looks.length, 1, 'no second look while the first runs')
  free()
  await looked(looks, 2)
  await sleep(100)
  t.equal(looks.length, 2, 'three wakes during the look make one more look after it')
  t.equal(mostAtOnce(), 1, 'never two looks at a time')
  await sleep(100)
  t.equal(looks.length, 2, 'then back to the interval')
})

t.test('after stop, a wake does nothing', async (t) => {
  const { w, looks } = worker(t)
  w.start()
  await looked(looks, 1)
  await w.stop()
  w.wake()
  await sleep(50)
  t.equal(looks.length, 1)
})
