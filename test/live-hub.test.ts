// The live hub (src/live/hub.ts): wake-ups that are never lost while a reader reads, appends that
// wake only the readers that lack them, NOTIFY payloads, and on PostgreSQL the LISTEN connection:
// other processes' appends arrive by it, and a lost connection is reopened and wakes everyone, at
// once after an outage while something is watched.
import t, { type Test } from 'tap'
import { APPENDED_CHANNEL, LiveHub, parseAppended } from '../src/live/hub.js'
import { Wakeup } from '../src/live/wakeup.js'
import { LISTENER_APPLICATION_NAME } from '../src/store/notifications.js'
import { testDatabase } from './helpers/db.js'
import { adminClient, endConnections, refuseConnections, sleep } from './helpers/faults.js'

t.test('a wake-up that comes while the reader is busy is kept for its next wait', async (t) => {
  const wakeup = new Wakeup()
  t.equal(await wakeup.wait(30), false, 'no wake-up: false after the time')
  wakeup.wake()
  wakeup.wake()
  t.equal(await wakeup.wait(30), true, 'a wake-up before the wait: at once')
  t.equal(await wakeup.wait(30), false, 'two wake-ups before a wait count once')
  const waiting = wakeup.wait()
  setTimeout(() => wakeup.wake(), 20)
  t.equal(await waiting, true, 'a wake-up during the wait')
  t.equal(await wakeup.wait(30), false, 'and it is used up')
})

t.test('appends wake the readers of their game that lack them, and the players told', async (t) => {
  const { db } = await testDatabase(t)
  const hub = new LiveHub(db)
  const behind = await hub.watchGame('g1', 4)
  const caughtUp = await hub.watchGame('g1', 5)
  const other = await hub.watchGame('g2', -1)
  const ada = await hub.watchPlayer('ada')
  const bo = await hub.watchPlayer('bo')
  hub.appended({ gameId: 'g1', seq: 5, players: ['ada'] })
  t.same(
    await Promise.all([behind, caughtUp, other, ada, bo].map((w) => w.wakeup.wait(30))),
    [true, false, false, true, false],
    'g1 at 4 and Ada woken; g1 at 5, g2 and Bo not',
  )
  caughtUp.seen(7)
  hub.appended({ gameId: 'g1', seq: 6, players: [] })
  t.same(await Promise.all([behind, caughtUp].map((w) => w.wakeup.wait(30))), [true, false], 'seen() moves a reader on')
  behind.stop()
  hub.appended({ gameId: 'g1', seq: 8, players: [] })
  t.same(await Promise.all([behind, caughtUp].map((w) => w.wakeup.wait(30))), [false, true], 'a stopped watch is not woken')
  t.equal(hub.closing, false)
  hub.drain()
  t.equal(hub.closing, true)
  t.same(await Promise.all([caughtUp, other, ada, bo].map((w) => w.wakeup.wait(30))), [true, true, true, true], 'drain wakes everyone')
})

t.test('NOTIFY payloads', async (t) => {
  t.same(parseAppended('{"g":"a","s":3,"p":["x","y"]}'), { gameId: 'a', seq: 3, players: ['x', 'y'] })
  t.same(parseAppended('{"g":"a","s":0}'), { gameId: 'a', seq: 0, players: [] })
  t.same(parseAppended('{"g":"a","s":1,"p":["x",2,null]}'), { gameId: 'a', seq: 1, players: ['x'] })
  for (const bad of ['', 'x', 'null', '[]', '{"g":1,"s":1}', '{"g":"a","s":"1"}', '{"g":"a","s":1.5}', '{"s":1}']) t.equal(parseAppended(bad), null, `${JSON.stringify(bad)}: not one`)
})

t.test('on PostgreSQL, appends of other processes arrive by LISTEN; a lost connection is reopened and wakes everyone', { skip: !process.env.DATABASE_URL && 'PostgreSQL only' }, async (t) => {
  const { db, owner } = await testDatabase(t)
  const hub = new LiveHub(db)
  await hub.start()
  t.teardown(() => hub.close())
  const listeners = () =>
    owner.prisma.$queryRaw<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`
  const notify = (payload: object) => owner.prisma.$executeRaw`SELECT pg_notify(${APPENDED_CHANNEL}, ${JSON.stringify(payload)})`

  const game = await hub.watchGame('g1', 0)
  const ada = await hub.watchPlayer('ada')
  await notify({ g: 'g1', s: 1, p: ['ada'] })
  t.same(await Promise.all([game.wakeup.wait(5000), ada.wakeup.wait(5000)]), [true, true], 'a NOTIFY wakes the game and the player')
  await notify({ g: 'g1', s: 0, p: [] })
  t.equal(await game.wakeup.wait(300), false, 'an entry the reader has does not')

  const [first] = await listeners()
  t.ok(first, 'one listener connection')
  const other = await hub.watchGame('g2', 10)
  await owner.prisma.$executeRaw`SELECT pg_terminate_backend(${first.pid}::int)`
  t.same(await Promise.all([game.wakeup.wait(10_000), ada.wakeup.wait(10_000), other.wakeup.wait(10_000)]), [true, true, true], 'everyone woken once it listens again')
  const [second] = await listeners()
  t.ok(second !== undefined && second.pid !== first.pid, `a new listener connection (pid ${first.pid} -> ${second?.pid})`)
  await notify({ g: 'g2', s: 11, p: [] })
  t.equal(await other.wakeup.wait(5000), true, 'and NOTIFY arrives again')

  await hub.close()
  let left = 1
  for (let i = 0; i < 50 && left > 0; i++) {
    left = (await listeners()).length
    if (left > 0) await sleep(100)
  }
  t.equal(left, 0, 'close() ends the listener connection')
})

/**
 * Cuts the listener off for 3.6 s, no new connection allowed, with `watchedBefore` watched from
 * before the cut, or watched only then; resolves to how long after the database's return the
 * reader was woken. With backoff alone, attempts about 0.1, 0.3, 0.7, 1.5 and 3.1 s after the cut
 * fail and the next is due at about 6.3 s.
 */
async function wokenAfterOutage(t: Test, watchedBefore: boolean): Promise<number> {
  const { db, url } = await testDatabase(t)
  const admin = await adminClient(t)
  const hub = new LiveHub(db)
  await hub.start()
  t.teardown(() => hub.close())
  const watch = () => hub.watchGame('g1', 0)
  const before = watchedBefore ? await watch() : null
  const database = new URL(url!).pathname.slice(1)
  // No new connection (the pool keeps its own): every attempt to open the listener's fails.
  const allowConnections = await refuseConnections(t, admin, database)
  t.equal(await endConnections(admin, LISTENER_APPLICATION_NAME, database), 1)
  await sleep(3_600)
  const game = before ?? (await watch())
  await allowConnections()
  const started = Date.now()
  t.equal(await game.wakeup.wait(6_000), true, 'the reader is woken once the listener is back')
  return Date.now() - started
}

t.test('on PostgreSQL, while something is watched the listener is back at once after an outage, not at the backoff’s next attempt', { skip: !process.env.DATABASE_URL && 'PostgreSQL only' }, async (t) => {
  t.test('watched from before the outage', async (t) => {
    const waited = await wokenAfterOutage(t, true)
    t.ok(waited < 2_000, `within 2 s of the database's return: in ${waited} ms`)
  })
  t.test('watched only once the backoff had grown', async (t) => {
    const waited = await wokenAfterOutage(t, false)
    t.ok(waited < 2_000, `within 2 s of the database's return: in ${waited} ms`)
  })
})
