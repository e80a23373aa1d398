// A fresh database per test file: a new database on the server named by DATABASE_URL (dropped in
// teardown), or else an in-memory PGlite.
//
// On PostgreSQL the database is created and migrated by DATABASE_URL's role (the owner, as a
// deployment's MIGRATION_DATABASE_URL), and the service under test connects as
// carcassonne_server_test, a LOGIN role (trust, no password) that is only a member of
// carcassonne_app: the suite runs with the privileges a deployment's server has. Tests that tamper
// with the database behind the service's back use `owner`.
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Test } from 'tap'
import { MIGRATIONS_DIR, openDatabase, type Database, type OpenDatabaseOptions } from '../../src/store/database.js'
import { applyMigrations, readMigrations, type MigrationExecutor } from '../../src/store/migrate.js'

/** Its package.json is not among the package's exports: read from where npm installs it. */
const PGLITE_VERSION: string = JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')).version
const MIGRATE_SOURCE = new URL('../../src/store/migrate.ts', import.meta.url)

/** The LOGIN role the service under test connects as on PostgreSQL: a member of carcassonne_app only. */
export const SERVER_TEST_ROLE = 'carcassonne_server_test'

export interface TestDatabase {
  /** The database as the service sees it: on PostgreSQL through SERVER_TEST_ROLE. */
  db: Database
  /** The same database through the owner of its tables (PGlite: `db` itself), to tamper with it. */
  owner: Database
  /** The fresh database's URL for SERVER_TEST_ROLE on PostgreSQL; undefined on PGlite. */
  url?: string
  /** The fresh database's URL for its owner on PostgreSQL; undefined on PGlite. */
  ownerUrl?: string
}

/** A fresh, migrated database opened through the store, closed in teardown. Call it in a subtest:
 * the root test ends as soon as it is idle once it has a teardown. `onStatement` is told every
 * statement the service's connections send. */
export async function testDatabase(t: Test, onStatement?: (sql: string) => void, options: Pick<OpenDatabaseOptions, 'appendBatch'> = {}): Promise<TestDatabase> {
  if (!process.env.DATABASE_URL) {
    const db = await openDatabase({ dataDir: 'memory://', onStatement, embedded: await freshPglite('migrated'), ...options })
    t.teardown(() => db.close())
    return { db, owner: db }
  }
  const ownerUrl = await createPostgresDatabase(t)
  await ensureServerTestRole()
  const url = urlAs(ownerUrl, SERVER_TEST_ROLE)
  // As a deployment does: migrate through the owner, then serve through the restricted role.
  const db = await openDatabase({ databaseUrl: url, migrationUrl: ownerUrl, dataDir: 'memory://', onStatement, ...options })
  t.teardown(() => db.close()) // runs before the DROP DATABASE registered earlier
  const owner = await openDatabase({ databaseUrl: ownerUrl, dataDir: 'memory://' })
  t.teardown(() => owner.close())
  return { db, owner, url, ownerUrl }
}

type ImageKind = 'empty' | 'migrated'

/**
 * In-memory PGlites start from a saved image of a data folder, fresh or migrated: initdb in
 * WebAssembly takes seconds, loading an image about a third of that. Images are files shared by
 * test processes and runs, named by what makes them (written aside, then renamed: never read half
 * written), in node_modules/.cache, which a new install empties.
 */
const IMAGES_DIR = fileURLToPath(new URL('../../node_modules/.cache/carcassonne-test-pglite/', import.meta.url))
/** An image, and the file it was read from (none when this process made it). */
type Image = { readonly data: Blob; readonly readFrom?: string }
const images: { [kind in ImageKind]?: Promise<Image> } = {}

/** A new in-memory PGlite like a fresh one (`empty`), or like one the service migrated. */
async function freshPglite(kind: ImageKind): Promise<PGlite> {
  const { data, readFrom } = await dataImage(kind)
  try {
    return await PGlite.create('memory://', { loadDataDir: data })
  } catch (error) {
    if (readFrom === undefined) throw error
    // A saved image that does not load (damaged on disk) would fail every later run: made again.
    rmSync(readFrom, { force: true })
    images[kind] = undefined
    return PGlite.create('memory://', { loadDataDir: (await dataImage(kind)).data })
  }
}

function dataImage(kind: ImageKind): Promise<Image> {
  images[kind] ??= readOrMakeImage(kind).catch((error: unknown) => {
    images[kind] = undefined
    throw error
  })
  return images[kind]
}

async function readOrMakeImage(kind: ImageKind): Promise<Image> {
  const file = join(IMAGES_DIR, `${kind}-${imageKey(kind)}.tar`)
  try {
    return { data: new Blob([readFileSync(file)]), readFrom: file }
  } catch {
    // Not made yet: made below.
  }
  const pglite = await PGlite.create('memory://')
  try {
    if (kind === 'migrated') await applyMigrations(pglite, MIGRATIONS_DIR)
    const image = await pglite.dumpDataDir('none')
    saveImage(kind, file, Buffer.from(await image.arrayBuffer()))
    return { data: image }
  } finally {
    await pglite.close()
  }
}

/** What the image is made of: PGlite's version, the migration runner and, migrated, the migrations. */
function imageKey(kind: ImageKind): string {
  const hash = createHash('sha256').update(`${kind}\0${PGLITE_VERSION}\0`).update(readFileSync(MIGRATE_SOURCE))
  if (kind === 'migrated') {
    for (const { name, script } of readMigrations(MIGRATIONS_DIR)) hash.update(`\0${name}\0${script}`)
  }
  return hash.digest('hex').slice(0, 16)
}

/** Saves an image, replacing older ones of its kind; a failure only costs the next process the time. */
function saveImage(kind: ImageKind, file: string, bytes: Buffer): void {
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    mkdirSync(IMAGES_DIR, { recursive: true })
    writeFileSync(partial, bytes)
    renameSync(partial, file)
    for (const other of readdirSync(IMAGES_DIR)) {
      const path = join(IMAGES_DIR, other)
      if (other.startsWith(`${kind}-`) && path !== file && (other.endsWith('.tar') || abandoned(path))) rmSync(path, { force: true })
    }
  } catch {
    rmSync(partial, { force: true })
  }
}

/** A partial image no process has written to for ten minutes: its writer was killed before the rename. */
function abandoned(path: string): boolean {
  const written = statSync(path, { throwIfNoEntry: false })?.mtimeMs
  return written !== undefined && Date.now() - written > 10 * 60_000
}

/** `url` with another user name and no password (the test cluster trusts local connections). */
export function urlAs(url: string, user: string): string {
  const other = new URL(url)
  other.username = user
  other.password = ''
  return other.toString()
}

let serverTestRole: Promise<void> | undefined

/**
 * Creates carcassonne_app (as the app_role migration does) and SERVER_TEST_ROLE, a member of it, if
 * missing. Roles are cluster-wide and several test files run at once: an advisory lock on
 * DATABASE_URL's database serializes the helpers, and a migration creating carcassonne_app in
 * another database at the same moment is caught as a duplicate.
 */
export function ensureServerTestRole(): Promise<void> {
  serverTestRole ??= (async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      await admin.query('BEGIN')
      await admin.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SERVER_TEST_ROLE])
      await admin.query(`DO $$
        BEGIN
          BEGIN
            IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'carcassonne_app') THEN
              CREATE ROLE carcassonne_app NOLOGIN;
            END IF;
          EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
          END;
          IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = '${SERVER_TEST_ROLE}') THEN
            CREATE ROLE ${SERVER_TEST_ROLE} LOGIN;
          END IF;
          IF NOT pg_has_role('${SERVER_TEST_ROLE}', 'carcassonne_app', 'MEMBER') THEN
            GRANT carcassonne_app TO ${SERVER_TEST_ROLE};
          END IF;
        END
        $$`)
      await admin.query('COMMIT')
    } catch (error) {
      serverTestRole = undefined
      await admin.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      await admin.end()
    }
  })()
  return serverTestRole
}

/** A fresh, empty (unmigrated) database as a raw connection of its owner, closed in teardown. */
export async function testExecutor(t: Test): Promise<{ executor: pg.Client | PGlite; url?: string }> {
  if (!process.env.DATABASE_URL) {
    const executor = await freshPglite('empty')
    t.teardown(() => executor.close())
    return { executor }
  }
  const url = await createPostgresDatabase(t)
  const executor = new pg.Client({ connectionString: url })
  await executor.connect()
  t.teardown(() => executor.end())
  return { executor, url }
}

/** Rows of a parameterised query on either kind of connection. */
export async function queryRows<T>(executor: MigrationExecutor, sql: string, params: unknown[] = []): Promise<T[]> {
  const result = await (executor as pg.ClientBase).query(sql, params)
  return result.rows as T[]
}

/** Creates a database with a random name next to DATABASE_URL's and drops it in teardown. */
async function createPostgresDatabase(t: Test): Promise<string> {
  const serverUrl = process.env.DATABASE_URL as string
  const name = `carc_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  t.teardown(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      // pg's Pool#end resolves before its sockets have closed: wait for the sessions to go, so that
      // FORCE has none to kill (a killed session reports an error on the client that owned it).
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
        if (rows[0].n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    } finally {
      await admin.end()
    }
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
