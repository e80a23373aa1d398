// PostgreSQL's writer lock (store/writer-lease.ts): a process alone on its database is its sole
// writer and checks a game's version without a statement; a process that joins is let in at once
// (told by NOTIFY) or within a check (found waiting among the locks), and the sole writer stops
// trusting its heads before; a lost lock connection ends the sole period at once; a write waits
// for the writer lock and fails as unavailable without it. Through HTTP: a game written through a
// second server is read fresh through the first, which was alone before. PostgreSQL only.
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import t from 'tap'
import { openDatabase, type Database } from '../src/store/database.js'
import { GameStore } from '../src/store/games.js'
import { DatabaseUnavailableError } from '../src/store/unavailable.js'
import { WRITER_LEASE_APPLICATION_NAME } from '../src/store/writer-lease.js'
import { testExecutor } from './helpers/db.js'
import { request, serversOnOneDatabase, stop } from './helpers/server.js'
import { draw, newGame } from './helpers/store-rows.js'
import { classify, statementReader } from './support/statements.js'

const LOCK = 'pg_advisory_lock_shared(1128354307, 0)' // writer-lease.ts's NAMESPACE, 0x43415203
const CHECK_MS = 50

/** Counts the statements that read a game's head. */
function headReads(): { count: number; onStatement: (sql: string) => void } {
  const read = statementReader()
  const reads = {
    count: 0,
    onStatement: (text: string) => {
      const sql = read(text)
      if (sql !== undefined && classify(sql).some((rule) => rule.name === "load a game's head")) reads.count++
    },
  }
  return reads
}

/** Waits until `condition` holds, checking every 10 ms; fails after `ms`. */
async function until(condition: () => boolean, ms: number, what: string): Promise<number> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${what}`)
    await sleep(10)
  }
  return Date.now() - start
}

const sole = (db: Database) => db.heads.current() !== null

if (!process.env.DATABASE_URL) {
  t.pass('skipped: the writer lock is PostgreSQL’s (set DATABASE_URL)')
} else {
  t.test('the sole writer, a process that joins, one found waiting, and a lost lock connection', async (t) => {
    const { executor, url } = await testExecutor(t)
    const admin = executor as pg.Client
    const reads = headReads()
    const open = (extra: { writerLeaseCheckMs?: number; onStatement?: (sql: string) => void; timeouts?: { poolWaitMs: number } } = {}) =>
      openDatabase({ databaseUrl: url, dataDir: 'memory://', writerLeaseCheckMs: CHECK_MS, ...extra })

    const a = await open({ onStatement: reads.onStatement, timeouts: { poolWaitMs: 300 } })
    t.teardown(() => a.close())
    t.ok(sole(a), 'alone on its database: the sole writer once opened')
    const store = new GameStore(a)
    const { game } = await store.createGame(newGame())
    const first = await store.appendAction(game, draw(1))
    t.same(await store.loadHead(game.id), { version: 1, headHash: first.hash })
    t.same(await store.loadHead(game.id), { version: 1, headHash: first.hash })
    t.equal(reads.count, 0, 'a game it wrote is checked without a statement')

    // A second process, which only the NOTIFY can let in quickly (its own checks are an hour apart).
    const started = Date.now()
    const b = await open({ writerLeaseCheckMs: 3_600_000 })
    const joinedMs = Date.now() - started
    t.ok(joinedMs < 1_500, `the second process opened in ${joinedMs} ms`)
    t.notOk(sole(a), 'the first stopped trusting its heads before the second held its lock')
    t.notOk(sole(b), 'neither is the sole writer')
    const second = await new GameStore(b).appendAction({ ...game, version: 1, headHash: first.hash }, draw(2))
    t.same(await store.loadHead(game.id), { version: 2, headHash: second.hash }, 'the first reads what the second wrote')
    t.equal(reads.count, 1, 'by a statement')
    await b.close()
    const regainedMs = await until(() => sole(a), 2_000, 'the first is the sole writer again')
    t.comment(`sole again ${regainedMs} ms after the second closed`)
    t.same(await store.loadHead(game.id), { version: 2, headHash: second.hash }, 'a new sole period reads each head once')
    t.same(await store.loadHead(game.id), { version: 2, headHash: second.hash })
    t.equal(reads.count, 2)

    // A waiter that sent no notice (as one whose NOTIFY was lost) is found by the next check.
    const quiet = new pg.Client({ connectionString: url })
    await quiet.connect()
    t.teardown(() => quiet.end().catch(() => {}))
    const waitStart = Date.now()
    await quiet.query(`SELECT ${LOCK}`)
    t.ok(Date.now() - waitStart < 1_000, `a silent waiter got the lock in ${Date.now() - waitStart} ms`)
    t.notOk(sole(a))
    await sleep(CHECK_MS * 4)
    t.notOk(sole(a), 'no sole period while another process holds the lock')
    await quiet.end()
    await until(() => sole(a), 2_000, 'sole again after the silent process left')

    // The lock connection cut by hand: the sole period ends at once, then the lock is taken again.
    const { rows } = await admin.query<{ count: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [WRITER_LEASE_APPLICATION_NAME],
    )
    t.equal(rows[0].count, 1, 'one writer-lock connection')
    await until(() => !sole(a), 500, 'the sole period ends when the connection is lost')
    await until(() => sole(a), 3_000, 'the lock is taken again')

    // Without its writer lock a process does not write: the append waits, then fails as unavailable.
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    t.teardown(() => holder.end().catch(() => {}))
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
      WRITER_LEASE_APPLICATION_NAME,
    ])
    await holder.query('SELECT pg_advisory_lock(1128354307, 0)') // taken before the first process is back
    const current = { ...game, version: 2, headHash: second.hash }
    await t.rejects(store.appendAction(current, draw(3)), DatabaseUnavailableError, 'refused while another holds the lock exclusively')
    t.same(await store.loadHead(game.id), { version: 2, headHash: second.hash }, 'nothing was written')
    await holder.query('SELECT pg_advisory_unlock(1128354307, 0)')
    await until(() => sole(a), 3_000, 'the lock is taken once let go')
    const third = await store.appendAction(current, draw(3))
    t.equal(third.seq, 3, 'and the process writes again')
  })

  t.test('through HTTP: a game written through a second server is read fresh through the first', async (t) => {
    const { url } = await testExecutor(t)
    const [a] = await serversOnOneDatabase(t, url!, 1)
    const created = await request(a.url, 'POST', '/games', {}, { players: [{ name: 'Ada' }, { name: 'Bo' }] })
    t.equal(created.status, 201)
    const id: string = created.body.game.id
    const token: string = created.body.seats[0].token
    t.equal((await request(a.url, 'GET', `/games/${id}`)).body.version, 0, 'read through the first, alone on the database')

    const [b] = await serversOnOneDatabase(t, url!, 1)
    const drawn = await request(b.url, 'POST', `/games/${id}/draw`, { authorization: `Bearer ${token}` })
    t.equal(drawn.status, 200, 'drawn through the second')
    const read = await request(a.url, 'GET', `/games/${id}`)
    t.equal(read.body.version, 1, 'the first answers the second’s write')
    t.same(read.body.turn, drawn.body.game.turn)

    await stop(b)
    const placed = await request(a.url, 'POST', `/games/${id}/place`, { authorization: `Bearer ${token}` }, drawn.body.placements[0])
    t.equal(placed.status, 200, 'the first writes on after the second stopped')
    t.equal((await request(a.url, 'GET', `/games/${id}`)).body.version, 2)
  })
}
