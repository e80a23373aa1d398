// PostgreSQL's writer lock (store/writer-lease.ts): a process alone on its database is its sole
// writer and, after a grace (the wait for a batch and for a pool connection, and the statement timeout), checks a game's version
// without a statement; a write whose outcome is unknown starts the grace again;
// a process that joins is let in at once (told by NOTIFY) or at the next check (found waiting among
// the locks), and the sole writer stops trusting its heads before; a server process of a version
// before the writer lock (its listener's name) keeps everyone from being the sole writer; a lost lock
// connection ends the sole period at once; a write waits for the writer lock and fails as
// unavailable without it, and after an outage it, or a readiness check, brings the backoff's next
// attempt forward; a sole writer that does not let go is cut off after the join wait. Through
// HTTP: /health/ready tells the writer state, and a game written through a second server is read
// fresh through the first, which was the sole writer before. PostgreSQL only.
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import t, { type Test } from 'tap'
import { databaseTimeouts, openDatabase, type Database } from '../src/store/database.js'
import { GameStore } from '../src/store/games.js'
import { soleWriterGraceMs } from '../src/store/write-bounds.js'
import { DatabaseUnavailableError } from '../src/store/unavailable.js'
import { UNLOCKED_LISTENER_APPLICATION_NAME, WRITER_LEASE_APPLICATION_NAME } from '../src/store/writer-lease.js'
import { testExecutor } from './helpers/db.js'
import { adminClient, endConnections, refuseConnections } from './helpers/faults.js'
import { request, serversOnOneDatabase, stop } from './helpers/server.js'
import { draw, newGame } from './helpers/store-rows.js'
import { headReads } from './support/statements.js'

/** writer-lease.ts's lock: its NAMESPACE (0x43415203) and 0. */
const LOCK = '1128354307, 0'
const CHECK_MS = 200
/** The grace before a sole period trusts its heads is twice the pool wait (an append's wait for its batch, then for a connection) and the statement timeout. */
const TIMEOUTS = { statementMs: 400, lockMs: 100, poolWaitMs: 1_000 }

/** Waits until `condition` holds, checking every 10 ms; fails after `ms`. */
async function until(condition: () => boolean | Promise<boolean>, ms: number, what: string): Promise<number> {
  const start = Date.now()
  while (!(await condition())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${what}`)
    await sleep(10)
  }
  return Date.now() - start
}

const trusts = (db: Database) => db.writer.heads() !== null

async function connect(url: string, applicationName?: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: applicationName })
  await client.connect()
  client.on('error', () => {}) // ended on purpose by some tests
  return client
}

/** Ends the writer-lock connections of `admin`'s database, or of the database named; resolves to how many. */
const endLockConnections = (admin: pg.Client, database?: string) => endConnections(admin, WRITER_LEASE_APPLICATION_NAME, database)

if (!process.env.DATABASE_URL) {
  t.pass('skipped: the writer lock is PostgreSQL’s (set DATABASE_URL)')
} else {
  t.test('a process that joins is let in at once by its notice', async (t) => {
    const { url } = await testExecutor(t)
    // Checks an hour apart: only the NOTIFY can let the second in quickly.
    const open = () => openDatabase({ databaseUrl: url, dataDir: 'memory://', writerLease: { checkMs: 3_600_000 }, timeouts: TIMEOUTS })
    const a = await open()
    t.teardown(() => a.close())
    t.equal(a.writer.state(), 'sole', 'alone on its database: the sole writer once opened')
    const started = Date.now()
    const b = await open()
    t.teardown(() => b.close())
    const joinedMs = Date.now() - started
    t.ok(joinedMs < 4_000, `the second process opened in ${joinedMs} ms (its lock's wait is hours)`)
    t.same([a.writer.state(), b.writer.state()], ['shared', 'shared'])
  })

  t.test('the sole writer, a process that joins, one found waiting, an earlier version, a lost lock connection', async (t) => {
    const { executor, url } = await testExecutor(t)
    const admin = executor as pg.Client
    const reads = headReads()
    const open = (checkMs = CHECK_MS) => openDatabase({ databaseUrl: url, dataDir: 'memory://', writerLease: { checkMs }, timeouts: TIMEOUTS, onStatement: reads.onStatement })

    const opening = Date.now()
    const a = await open()
    t.teardown(() => a.close())
    t.equal(a.writer.state(), 'sole')
    const store = new GameStore(a)
    const { game } = await store.createGame(newGame())
    await until(() => trusts(a), 5_000, 'trusted after the grace')
    const trustedMs = Date.now() - opening
    const graceMs = 2 * TIMEOUTS.poolWaitMs + TIMEOUTS.statementMs
    t.equal(soleWriterGraceMs(databaseTimeouts(TIMEOUTS)), graceMs, 'the grace it reports (which bench:http waits out) is that one')
    t.ok(trustedMs >= graceMs, `its heads are trusted once a write anyone let through before has ended (its batch's wait, the pool wait and the statement timeout): after ${trustedMs} ms`)
    t.same(await store.loadHead(game.id), { version: 0, headHash: game.headHash }, 'a game it created during the grace is known')
    const first = await store.appendAction(game, draw(1))
    t.same(await store.loadHead(game.id), { version: 1, headHash: first.hash })
    t.same(await store.loadHead(game.id), { version: 1, headHash: first.hash })
    t.equal(reads.count, 0, 'checked without a statement')
    const bad = draw(2, { payload: { note: '\u0000' } }) // jsonb refuses NUL: the database says the statement failed
    await t.rejects(store.appendAction({ ...game, version: 1, headHash: first.hash }, bad))
    t.ok(trusts(a), 'a write the database refused changes nothing: the heads stay trusted')
    t.same(await store.loadHead(game.id), { version: 1, headHash: first.hash }, 'the failed write’s game is read again (as on the embedded database)')
    t.equal(reads.count, 1)

    const b = await open(3_600_000)
    t.notOk(trusts(a), 'the first stopped trusting its heads before the second held its lock')
    t.same([a.writer.state(), b.writer.state()], ['shared', 'shared'])
    const second = await new GameStore(b).appendAction({ ...game, version: 1, headHash: first.hash }, draw(2))
    t.same(await store.loadHead(game.id), { version: 2, headHash: second.hash }, 'the first reads what the second wrote')
    t.equal(reads.count, 2, 'by a statement')
    await b.close()
    const regainedMs = await until(() => trusts(a), 5_000, 'the first trusts its heads again')
    t.comment(`trusted again ${regainedMs} ms after the second closed`)
    t.same(await store.loadHead(game.id), { version: 2, headHash: second.hash }, 'a new sole period reads each head once')
    t.same(await store.loadHead(game.id), { version: 2, headHash: second.hash })
    t.equal(reads.count, 3)

    // A waiter that sent no notice (as one whose NOTIFY was lost) is found by the next check.
    const quiet = await connect(url!)
    t.teardown(() => quiet.end().catch(() => {}))
    const waitStart = Date.now()
    await quiet.query(`SELECT pg_advisory_lock_shared(${LOCK})`)
    t.ok(Date.now() - waitStart < 2_000, `a silent waiter got the lock in ${Date.now() - waitStart} ms`)
    t.equal(a.writer.state(), 'shared')
    t.notOk(trusts(a))
    await sleep(CHECK_MS * 4)
    t.equal(a.writer.state(), 'shared', 'no sole period while another process holds the lock')
    await quiet.end()
    await until(() => trusts(a), 5_000, 'trusted again after the silent process left')

    // A server process of a version before the writer lock: its listener is all that shows.
    const older = await connect(url!, UNLOCKED_LISTENER_APPLICATION_NAME)
    await until(() => a.writer.state() === 'shared', 1_000, 'not the sole writer beside a process without a writer lock')
    t.notOk(trusts(a))
    await older.end()
    await until(() => trusts(a), 5_000, 'trusted again once it left')

    // The lock connection cut by hand: the sole period ends at once, then the lock is taken again.
    t.equal(await endLockConnections(admin), 1, 'one writer-lock connection')
    await until(() => !trusts(a), 1_000, 'the sole period ends when the connection is lost')
    await until(() => trusts(a), 5_000, 'the lock is taken again')

    // Without its writer lock a process does not write: the append waits, then fails as unavailable.
    const holder = await connect(url!)
    t.teardown(() => holder.end().catch(() => {}))
    const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid
    const taken = holder.query(`SELECT pg_advisory_lock(${LOCK})`) // queued behind the first's shared lock
    const queued = async () => (await admin.query('SELECT wait_event_type AS waits FROM pg_stat_activity WHERE pid = $1', [holderPid])).rows[0]?.waits === 'Lock'
    await until(queued, 2_000, "the holder's lock request to be queued")
    t.equal(await endLockConnections(admin), 1)
    await taken
    await until(() => a.writer.state() === 'waiting', 1_000, 'no writer lock while another holds it exclusively')
    const current = { ...game, version: 2, headHash: second.hash }
    await t.rejects(store.appendAction(current, draw(3)), DatabaseUnavailableError, 'refused while another holds the lock exclusively')
    t.same(await store.loadHead(game.id), { version: 2, headHash: second.hash }, 'nothing was written')
    await holder.query(`SELECT pg_advisory_unlock(${LOCK})`)
    const third = await store.appendAction(current, draw(3))
    t.equal(third.seq, 3, 'and the process writes again once let in')
  })

  /** A sole writer whose lock connection is cut, with no new connection allowed for 3.6 s; resolves once they are allowed again. */
  async function afterOutage(t: Test) {
    const { url } = await testExecutor(t)
    const admin = await adminClient(t)
    const warnings: string[] = []
    const log = { info: () => {}, warn: (obj: { err?: { code?: string } }, msg?: string) => void warnings.push(`${msg}: ${obj.err?.code}`) }
    const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://', writerLease: { checkMs: CHECK_MS }, timeouts: TIMEOUTS, log })
    t.teardown(() => db.close())
    const store = new GameStore(db)
    const { game } = await store.createGame(newGame())
    const database = new URL(url!).pathname.slice(1)
    // No new connection (the pool keeps its own): every attempt to open the lock connection fails.
    const allowConnections = await refuseConnections(t, admin, database)
    t.equal(await endLockConnections(admin, database), 1)
    // Attempts about 0.1, 0.3, 0.7, 1.5 and 3.1 s after the cut fail; the next is due at about 6.3 s.
    await sleep(3_600)
    t.equal(db.writer.state(), 'waiting', 'no writer lock during the outage')
    // The cut (57P01), then the refusal (55000, the database does not allow connections).
    t.same(warnings, ['database writer lock: 57P01', 'database writer lock: 55000'], 'the outage is logged once per cause, not at each attempt')
    await allowConnections()
    return { db, store, game }
  }

  t.test('after an outage the first write takes the lock again at once, not at the backoff’s next attempt', async (t) => {
    const { store, game } = await afterOutage(t)
    const started = Date.now()
    const entry = await store.appendAction(game, draw(1))
    t.equal(entry.seq, 1, `the first write after the outage is written, within its wait for the lock (${TIMEOUTS.poolWaitMs} ms): in ${Date.now() - started} ms`)
  })

  t.test('after an outage a readiness check takes the lock again at once', async (t) => {
    const { db } = await afterOutage(t)
    const started = Date.now()
    await t.resolves(db.writer.ready(TIMEOUTS.poolWaitMs), `the lock is taken again within ${TIMEOUTS.poolWaitMs} ms`)
    t.comment(`in ${Date.now() - started} ms`)
    t.not(db.writer.state(), 'waiting')
  })

  t.test('a write whose outcome is unknown ends the trust for a grace', async (t) => {
    const { url } = await testExecutor(t)
    const timeouts = { statementMs: 1_000, lockMs: 100, poolWaitMs: 100 }
    const a = await openDatabase({ databaseUrl: url, dataDir: 'memory://', writerLease: { checkMs: CHECK_MS }, timeouts, poolSize: 1 })
    t.teardown(() => a.close())
    const store = new GameStore(a)
    const { game } = await store.createGame(newGame())
    await until(() => trusts(a), 3_000, 'trusted after the grace')
    const busy = a.sql.query('SELECT pg_sleep(0.6) IS NULL AS slept', []) // holds the only pooled connection
    const failed = Date.now()
    await t.rejects(store.appendAction(game, draw(1)), 'no connection within the pool wait: the database never said the write failed')
    t.notOk(trusts(a), 'so no head is trusted')
    await busy
    const againMs = await until(() => trusts(a), 3_000, 'trusted again')
    t.ok(Date.now() - failed >= 2 * timeouts.poolWaitMs + timeouts.statementMs, `after the grace: ${Date.now() - failed} ms after the failure`)
    t.comment(`trusted again ${againMs} ms after the busy statement ended`)
  })

  t.test('a sole writer that does not let go is cut off after the join wait', async (t) => {
    const { url } = await testExecutor(t)
    const stuck = await connect(url!, WRITER_LEASE_APPLICATION_NAME) // a sole writer whose process stopped
    t.teardown(() => stuck.end().catch(() => {}))
    await stuck.query(`SELECT pg_advisory_lock_shared(${LOCK}), pg_advisory_lock(${LOCK})`)
    const ended = new Promise<void>((resolve) => stuck.on('end', resolve))
    const started = Date.now()
    const joining = await openDatabase({ databaseUrl: url, dataDir: 'memory://', writerLease: { checkMs: CHECK_MS, joinWaitMs: 3_000 }, timeouts: TIMEOUTS })
    t.teardown(() => joining.close())
    await until(() => joining.writer.state() !== 'waiting', 10_000, 'the joining process holds the lock')
    const waitedMs = Date.now() - started
    t.ok(waitedMs >= 3_000 && waitedMs < 8_000, `it waited the join wait (3 s) first: ${waitedMs} ms`)
    await ended
    t.pass('the stuck holder’s connection was ended')
    await until(() => joining.writer.state() === 'sole', 2_000, 'and the joining process, now alone, is the sole writer')
  })

  t.test('through HTTP: a game written through a second server is read fresh through the first', async (t) => {
    const { url } = await testExecutor(t)
    const env = { DB_STATEMENT_TIMEOUT_MS: '500', DB_LOCK_TIMEOUT_MS: '400', DB_POOL_TIMEOUT_MS: '300' } // a short grace
    const [a] = await serversOnOneDatabase(t, url!, 1, env)
    const created = await request(a.url, 'POST', '/games', {}, { players: [{ name: 'Ada' }, { name: 'Bo' }] })
    t.equal(created.status, 201)
    const id: string = created.body.game.id
    const token: string = created.body.seats[0].token
    t.match((await request(a.url, 'GET', '/health/ready')).body, { status: 'ready', writer: 'sole' }, 'the first says it is the sole writer')
    await sleep(2_000) // past the grace and the next check: the first now trusts what it reads
    t.equal((await request(a.url, 'GET', `/games/${id}`)).body.version, 0, 'read through the first, alone on the database')

    const [b] = await serversOnOneDatabase(t, url!, 1, env)
    t.match((await request(a.url, 'GET', '/health/ready')).body, { writer: 'shared' }, 'once the second started, the first says it shares the database')
    t.match((await request(b.url, 'GET', '/health/ready')).body, { status: 'ready', writer: 'shared' })
    const drawn = await request(b.url, 'POST', `/games/${id}/draw`, { authorization: `Bearer ${token}` })
    t.equal(drawn.status, 200, 'drawn through the second')
    const read = await request(a.url, 'GET', `/games/${id}`)
    t.equal(read.body.version, 1, 'the first answers the second’s write')
    t.same(read.body.turn, drawn.body.game.turn)

    await stop(b)
    const soleAgainMs = await until(async () => (await request(a.url, 'GET', '/health/ready')).body.writer === 'sole', 3_000, 'the first is the sole writer again')
    t.comment(`the first was the sole writer again ${soleAgainMs} ms after the second stopped`)
    const placed = await request(a.url, 'POST', `/games/${id}/place`, { authorization: `Bearer ${token}` }, drawn.body.placements[0])
    t.equal(placed.status, 200, 'the first writes on after the second stopped')
    t.equal((await request(a.url, 'GET', `/games/${id}`)).body.version, 2)
  })
}
