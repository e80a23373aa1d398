// openDatabase: the embedded PGlite keeps its data in its folder across restarts, and migrates
// only once, with the shared buffers configured; a folder whose initialization fails is left
// unlocked and empty, and one left half-initialized is initialized again; an in-memory instance
// handed over is migrated and closed with the database; with a URL the store runs on PostgreSQL.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import t from 'tap'
import { loadConfig } from '../src/config.js'
import { MIGRATIONS_DIR, openDatabase, type Database } from '../src/store/database.js'
import { migrationNames } from '../src/store/migrate.js'
import { GameStore } from '../src/store/games.js'
import { testDatabase } from './helpers/db.js'

t.test('PGlite in a folder persists across a restart', async (t) => {
  const parent = mkdtempSync(join(tmpdir(), 'carc-'))
  t.teardown(() => rmSync(parent, { recursive: true, force: true }))
  const dataDir = join(parent, 'nested', 'data')
  const logged: { msg?: string }[] = []
  const log = { info: (obj: object, msg?: string) => void logged.push({ ...obj, msg }) }

  const first = await openDatabase({ dataDir, log })
  t.equal(first.kind, 'pglite')
  t.ok(existsSync(dataDir), 'the folder is created')
  await first.ping()
  t.equal(await sharedBuffers(first), '16MB', 'the default shared buffers')
  const id = randomUUID()
  await new GameStore(first).createGame({
    id,
    options: {},
    state: { kept: true },
    status: 'active',
    deckSource: 'server',
    seed: 's',
    deckCommitment: null,
    rulesVersion: 'r1',
    seats: [{ seat: 0, name: 'Ada', color: 'red', tokenHash: 'a'.repeat(64), inviteHash: null, playerId: null, bot: null }],
    entry: { payload: {}, result: {} },
  })
  await first.close()

  const second = await openDatabase({ dataDir, log, embeddedSharedBuffersMb: 8 })
  t.teardown(() => second.close())
  t.match(await new GameStore(second).loadGame(id), { id, state: { kept: true } })
  t.match(logged, [
    { msg: 'initialized the embedded database in a child process', dataDir, pid: Number, ms: Number },
    { msg: 'applied database migrations', migrations: migrationNames(MIGRATIONS_DIR) },
  ])
  t.equal(logged.length, 2, 'the folder was initialized, and migrations applied, on the first open only')
  t.not((logged[0] as { pid: number }).pid, process.pid)
  t.equal(await sharedBuffers(second), '8MB', 'the shared buffers configured')
})

t.test('a folder whose initialization fails: a clear error, and the folder is left unlocked and uninitialized', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const options = process.env.NODE_OPTIONS
  process.env.NODE_OPTIONS = '--require=/nonexistent/preload.cjs' // the initializing child cannot start
  try {
    await t.rejects(openDatabase({ dataDir }), { message: new RegExp(`^initializing the embedded database in ${dataDir} failed: .*Cannot find module '/nonexistent/preload.cjs'`, 's') })
  } finally {
    if (options === undefined) delete process.env.NODE_OPTIONS
    else process.env.NODE_OPTIONS = options
  }
  t.same(readdirSync(dataDir), [], 'no lock, no database, no folder of the child is left')
})

t.test('a folder left by an initialization cut short is initialized again', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  // The child's own folder, and part of a database moved out of it, without PG_VERSION.
  mkdirSync(join(dataDir, '.initializing-1-2', 'base'), { recursive: true })
  mkdirSync(join(dataDir, 'base', '1'), { recursive: true })
  writeFileSync(join(dataDir, 'base', '1', 'junk'), 'half a database')
  writeFileSync(join(dataDir, 'global'), 'a file where a folder belongs')
  const db = await openDatabase({ dataDir })
  t.teardown(() => db.close())
  await db.ping()
  t.equal(await sharedBuffers(db), '16MB')
  t.notOk(readdirSync(dataDir).some((entry) => entry.startsWith('.initializing-')), "the child's folders are gone")
  t.notOk(existsSync(join(dataDir, 'base', '1', 'junk')), 'what was left of a database was replaced')
})

t.test('EMBEDDED_SHARED_BUFFERS_MB', async (t) => {
  t.equal(loadConfig({}).embeddedSharedBuffersMb, 16, 'unset: 16')
  t.equal(loadConfig({ EMBEDDED_SHARED_BUFFERS_MB: '128' }).embeddedSharedBuffersMb, 128)
  t.equal(loadConfig({ EMBEDDED_SHARED_BUFFERS_MB: '1024' }).embeddedSharedBuffersMb, 1024, 'the largest')
  for (const value of ['0', '-1', '1.5', '16MB', '1025']) {
    t.throws(() => loadConfig({ EMBEDDED_SHARED_BUFFERS_MB: value }), { message: new RegExp(`EMBEDDED_SHARED_BUFFERS_MB must be an integer from 1 to 1024, got "${value}"`) }, `"${value}" stops the server`)
  }
})

async function sharedBuffers(db: Database): Promise<string> {
  const [row] = await db.prisma.$queryRawUnsafe<{ shared_buffers: string }[]>('SHOW shared_buffers')
  return row.shared_buffers
}

t.test('the test database is of the configured kind and answers', async (t) => {
  const { db, url } = await testDatabase(t)
  t.equal(db.kind, process.env.DATABASE_URL ? 'postgres' : 'pglite')
  t.equal(url === undefined, !process.env.DATABASE_URL)
  await db.ping()
})

t.test('an embedded instance handed over is migrated, used and closed with the database; refused, it is left open', async (t) => {
  const embedded = await PGlite.create('memory://')
  t.teardown(() => (embedded.closed ? undefined : embedded.close()))
  const refusal = { message: "an embedded instance is only used with dataDir 'memory://' and no databaseUrl" }
  const parent = mkdtempSync(join(tmpdir(), 'carc-'))
  t.teardown(() => rmSync(parent, { recursive: true, force: true }))
  await t.rejects(openDatabase({ dataDir: join(parent, 'data'), embedded }), refusal, 'not with a folder')
  await t.rejects(openDatabase({ dataDir: 'memory://', databaseUrl: 'postgresql://nobody@127.0.0.1:1/none', embedded }), refusal, 'not with PostgreSQL')
  t.notOk(existsSync(join(parent, 'data')), 'no folder made')
  t.equal(embedded.closed, false, 'a refused instance stays its owner\'s')

  const logged: object[] = []
  const db = await openDatabase({ dataDir: 'memory://', embedded, log: { info: (obj: object) => void logged.push(obj) } })
  t.same(logged, [{ migrations: migrationNames(MIGRATIONS_DIR) }], 'its migrations were applied')
  const { rows } = await embedded.query<{ n: number }>('SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL')
  t.equal(rows[0].n, migrationNames(MIGRATIONS_DIR).length, 'recorded in the instance handed over')
  await db.ping()
  await db.close()
  t.equal(embedded.closed, true, 'closed with the database')
})

t.test('an embedded instance whose migrations fail is closed, and the migration error is the one reported', async (t) => {
  const embedded = await PGlite.create('memory://')
  t.teardown(() => (embedded.closed ? undefined : embedded.close()))
  await embedded.exec('CREATE TABLE games (taken int)')
  await t.rejects(openDatabase({ dataDir: 'memory://', embedded }), { message: /relation "games" already exists/ })
  t.equal(embedded.closed, true)
})
