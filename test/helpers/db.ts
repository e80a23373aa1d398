// A fresh database per test file: a new database on the server named by DATABASE_URL (dropped in
// teardown), or else an in-memory PGlite.
import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Test } from 'tap'
import { openDatabase, type Database } from '../../src/store/database.js'
import type { MigrationExecutor } from '../../src/store/migrate.js'

export interface TestDatabase {
  db: Database
  /** The fresh database's URL on PostgreSQL; undefined on PGlite. */
  url?: string
}

/** A fresh, migrated database opened through the store, closed in teardown. Call it in a subtest:
 * the root test ends as soon as it is idle once it has a teardown. */
export async function testDatabase(t: Test): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL ? await createPostgresDatabase(t) : undefined
  const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' })
  t.teardown(() => db.close()) // runs before the DROP DATABASE registered earlier
  return { db, url }
}

/** A fresh, empty (unmigrated) database as a raw connection, closed in teardown. */
export async function testExecutor(t: Test): Promise<{ executor: pg.Client | PGlite; url?: string }> {
  if (!process.env.DATABASE_URL) {
    const executor = await PGlite.create('memory://')
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
