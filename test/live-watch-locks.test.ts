// Appends NOTIFY only while some process watches their game or a player they tell (store/watch-locks.ts):
// a bare LISTEN connection counts what is sent; a second hub on the same database stands for another
// server process. Its watches wake on appends made while they are held, also when the watch is taken
// while the append runs (no wake-up lost between a reader's read and its wait). PostgreSQL only.
import pg from 'pg'
import t from 'tap'
import { APPENDED_CHANNEL, LiveHub, parseAppended, type Appended } from '../src/live/hub.js'
import { openDatabase } from '../src/store/database.js'
import { watchNamespace } from '../src/store/watch-locks.js'
import { testApp } from './helpers/app.js'
import { accepted } from './helpers/live.js'
import { until } from './helpers/webhooks.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const MARKER_CHANNEL = 'test_watch_locks_marker'
/** Watch marks held in this database (advisory locks of the watch namespaces, two-key: objsubid 2), by any connection. */
const WATCH_MARKS = `SELECT count(*)::int AS held FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2 AND granted
  AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND classid = ANY($1::oid[])`

if (!process.env.DATABASE_URL) {
  t.pass('skipped: NOTIFY and advisory locks of other processes need PostgreSQL (set DATABASE_URL)')
} else {
  t.test('an append notifies exactly while its game or a player it tells is watched', async (t) => {
    const { app, url } = await testApp(t)
    const sent: Appended[] = []
    const spy = new pg.Client({ connectionString: url })
    await spy.connect()
    t.teardown(() => spy.end())
    spy.on('notification', (m) => m.channel === APPENDED_CHANNEL && sent.push(parseAppended(m.payload!)!))
    await spy.query(`LISTEN ${APPENDED_CHANNEL}`)
    const other = await openDatabase({ databaseUrl: url!, dataDir: 'memory://' })
    t.teardown(() => other.close())
    const hub = new LiveHub(other, 50)
    await hub.start()
    t.teardown(() => hub.close())
    // What arrived: the spy's own NOTIFY comes after every one of a transaction that committed before
    // it (PostgreSQL delivers them in commit order, whatever the channel), so no fixed wait is needed.
    await spy.query(`LISTEN ${MARKER_CHANNEL}`)
    let marked = () => {}
    spy.on('notification', (m) => m.channel === MARKER_CHANNEL && marked())
    const settled = async () => {
      const arrived = new Promise<void>((resolve) => (marked = resolve))
      await spy.query(`NOTIFY ${MARKER_CHANNEL}`)
      await arrived
      return sent.splice(0).map((n) => [n.gameId === id ? 'game' : n.gameId, n.seq, n.players.length])
    }
    // Once no connection holds a watch mark (after a hub's linger, or once a closed hub's backend ended).
    const watchMarksGone = () =>
      until(
        async () => (await spy.query(WATCH_MARKS, [[watchNamespace('game'), watchNamespace('player')]])).rows[0].held === 0,
        5_000,
        'the watch marks to be given back',
      )

    const ada = (await app.inject({ method: 'POST', url: '/players', payload: { name: 'Ada' } })).json()
    const created = (await app.inject({ method: 'POST', url: '/games', payload: { players: [{ player: ada.player.id }, { name: 'Bo' }], deck: ['E', 'U', 'V', 'K'] } })).json()
    const id: string = created.game.id
    const [adaSeat, boSeat] = created.seats.map((s: { token: string }) => s.token)
    t.same(await settled(), [], 'creating a game that tells Ada, whom nobody watches: no NOTIFY')

    await accepted(app, id, 'draw', adaSeat)
    t.same(await settled(), [], 'an append to an unwatched game: no NOTIFY')

    const watch = await hub.watchGame(id, 1)
    const placed = await accepted(app, id, 'place', adaSeat, (await app.inject({ method: 'GET', url: `/games/${id}/legal` })).json().placements[0])
    t.equal(placed.game.version, 2)
    t.same(await settled(), [['game', 2, 0]], 'watched by the other process: its append notifies')
    t.equal(await watch.wakeup.wait(2000), true, "and wakes the other process's reader")
    watch.stop()
    await watchMarksGone() // past the hub's linger
    await accepted(app, id, 'score', adaSeat)
    t.same(await settled(), [], 'once the reader left (and the linger passed): no NOTIFY')

    const told = await hub.watchPlayer(ada.player.id)
    await accepted(app, id, 'draw', boSeat)
    t.same(await settled(), [], 'an append that tells the watched player nothing: no NOTIFY')
    await accepted(app, id, 'place', boSeat, (await app.inject({ method: 'GET', url: `/games/${id}/legal` })).json().placements[0])
    await accepted(app, id, 'score', boSeat)
    t.same(await settled(), [['game', 6, 1]], "the score that gives Ada her turn notifies (Ada's player stream is watched)")
    t.equal(await told.wakeup.wait(2000), true)
    told.stop()

    await hub.watchGame(id, 6)
    await hub.close()
    await watchMarksGone() // its backend ends, and its locks with it, just after the connection closes
    await accepted(app, id, 'draw', adaSeat)
    t.same(await settled(), [], "a closed hub's connection holds no mark: no NOTIFY")
  })

  t.test('a watch taken while appends run never misses one it did not read (60 rounds)', async (t) => {
    const { app, url } = await testApp(t)
    const other = await openDatabase({ databaseUrl: url!, dataDir: 'memory://' })
    t.teardown(() => other.close())
    const hub = new LiveHub(other, 0)
    await hub.start()
    t.teardown(() => hub.close())
    let missed = 0
    let raced = 0
    for (let round = 0; round < 60; round++) {
      const created = (await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }], seed: `race-${round}` } })).json()
      const id: string = created.game.id
      // The append and the watch, then the reader's read, start together; the append lands before, during or after.
      const appending = app.inject({ method: 'POST', url: `/games/${id}/draw`, headers: auth(created.seats[0].token) })
      const watch = await sleep(round % 12).then(() => hub.watchGame(id, 0))
      const { version } = (await app.inject({ method: 'GET', url: `/games/${id}` })).json()
      if (version === 0) {
        raced++
        if (!(await watch.wakeup.wait(3000))) missed++
      }
      t.equal((await appending).statusCode, 200)
      watch.stop()
    }
    t.comment(`${raced} of 60 reads came before the append (timing decides; the rest came after it)`)
    t.equal(missed, 0, 'every read that lacked the append was followed by a wake-up')
  })
}
