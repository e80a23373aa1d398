// Applies the hand-written SQL migrations in Prisma's layout (prisma/migrations/<name>/migration.sql)
// and records them in `_prisma_migrations` exactly as `prisma migrate deploy` does, so that either
// tool sees the other's work. Works on a node-postgres Pool/Client and on an embedded PGlite.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'

export type MigrationExecutor = pg.Pool | pg.ClientBase | PGliteInterface

/** Prisma's own advisory lock key (schema-engine, postgres flavour): excludes `prisma migrate` too. */
const ADVISORY_LOCK_KEY = 72707369

// The DDL Prisma's schema engine uses for its bookkeeping table on PostgreSQL.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs a script that may hold several statements. */
  exec(sql: string): Promise<void>
}

interface Session extends Queryable {
  transaction(fn: (tx: Queryable) => Promise<void>): Promise<void>
  release(): void
}

interface AppliedRow {
  migration_name: string
  finished_at: Date | null
}

export interface MigrationFile {
  name: string
  script: string
}

/** SQLSTATE of "permission denied" (and of "must be owner of …"). */
const INSUFFICIENT_PRIVILEGE = '42501'

/**
 * The connection's role may not apply the pending migrations: the service runs as a role that may
 * only read and append (see the 20261201090000_app_role migration), and the owner migrates. The
 * message is one line, meant for the operator.
 */
export class MigrationPrivilegeError extends Error {
  constructor(
    readonly role: string,
    readonly pending: string[],
    readonly cause: unknown,
  ) {
    super(
      `database role "${role}" may not apply the pending migrations (${pending.join(', ')}): ` +
        `${cause instanceof Error ? cause.message : String(cause)}; ` +
        'run them as the owner of the tables: set MIGRATION_DATABASE_URL to the owner\'s URL, or run `npm run migrate` with it',
    )
    this.name = 'MigrationPrivilegeError'
  }
}

/**
 * Applies every pending migration, each in its own transaction; returns the names applied. With
 * nothing pending it only reads _prisma_migrations, so that the service's restricted role (SELECT
 * on it, nothing else) can check that the owner has migrated the database.
 */
export async function applyMigrations(executor: MigrationExecutor, migrationsDir: string): Promise<string[]> {
  const migrations = readMigrations(migrationsDir)
  const session = await openSession(executor)
  try {
    await session.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
    let pending = migrations.map((m) => m.name)
    try {
      // CREATE TABLE IF NOT EXISTS needs CREATE on the schema even when the table exists.
      const [{ exists }] = await session.query<{ exists: boolean }>(
        "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists",
      )
      if (!exists) await session.exec(CREATE_MIGRATIONS_TABLE)
      const applied = await appliedMigrations(session)
      const todo = migrations.filter((m) => !applied.has(m.name))
      pending = todo.map((m) => m.name)
      for (const migration of todo) await applyOne(session, migration)
      return pending
    } catch (error) {
      if (isInsufficientPrivilege(error)) {
        const [{ role }] = await session.query<{ role: string }>('SELECT current_user AS role')
        throw new MigrationPrivilegeError(role, pending, error)
      }
      throw error
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY])
    }
  } finally {
    session.release()
  }
}

/** sha256 hex of the script, as Prisma computes a migration's checksum. */
function migrationChecksum(script: string): string {
  return createHash('sha256').update(script).digest('hex')
}

/** Names of the migrations in `dir`, in the order they apply. */
export function migrationNames(dir: string): string[] {
  return readMigrations(dir).map((m) => m.name)
}

/** The migrations in `dir`, in the order they apply, with their scripts. */
export function readMigrations(dir: string): MigrationFile[] {
  const lockFile = join(dir, 'migration_lock.toml')
  if (existsSync(lockFile) && !/provider\s*=\s*"postgresql"/.test(readFileSync(lockFile, 'utf8'))) {
    throw new Error(`${lockFile} names another provider than postgresql`)
  }
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, script: readFileSync(join(dir, name, 'migration.sql'), 'utf8') }))
}

/** Names of the applied migrations; like Prisma, refuses to go on while one is recorded as failed. */
async function appliedMigrations(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<AppliedRow>(
    'SELECT migration_name, finished_at FROM _prisma_migrations WHERE rolled_back_at IS NULL',
  )
  const failed = rows.filter((row) => row.finished_at === null).map((row) => row.migration_name)
  if (failed.length > 0) {
    throw new Error(`migrations failed earlier and must be resolved first: ${failed.join(', ')}`)
  }
  return new Set(rows.map((row) => row.migration_name))
}

function isInsufficientPrivilege(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INSUFFICIENT_PRIVILEGE
}

async function applyOne(session: Session, migration: MigrationFile): Promise<void> {
  const id = randomUUID()
  await session.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
      [id, migrationChecksum(migration.script), migration.name],
    )
    await tx.exec(migration.script)
    await tx.query(
      'UPDATE _prisma_migrations SET applied_steps_count = applied_steps_count + 1, finished_at = clock_timestamp() WHERE id = $1',
      [id],
    )
  })
}

async function openSession(executor: MigrationExecutor): Promise<Session> {
  if (isPGlite(executor)) return pgliteSession(executor)
  if (isPool(executor)) {
    const client = await executor.connect()
    return pgSession(client, () => client.release())
  }
  return pgSession(executor, () => {})
}

function isPGlite(executor: MigrationExecutor): executor is PGliteInterface {
  return 'exec' in executor && 'transaction' in executor
}

function isPool(executor: pg.Pool | pg.ClientBase): executor is pg.Pool {
  return 'totalCount' in executor
}

function pgQueryable(client: pg.ClientBase): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql) => void (await client.query(sql)), // no parameters: simple protocol, many statements
  }
}

function pgSession(client: pg.ClientBase, release: () => void): Session {
  const queryable = pgQueryable(client)
  return {
    ...queryable,
    release,
    async transaction(fn) {
      await client.query('BEGIN')
      try {
        await fn(queryable)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      }
    },
  }
}

function pgliteQueryable(db: PGliteInterface | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
  }
}

function pgliteSession(db: PGliteInterface): Session {
  return {
    ...pgliteQueryable(db),
    release: () => {},
    transaction: (fn) => db.transaction((tx) => fn(pgliteQueryable(tx))),
  }
}
