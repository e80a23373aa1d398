// Opens the database the service runs on: PostgreSQL when a URL is given, else an embedded PGlite
// persisted in a folder (or in memory for 'memory://'). Pending migrations are applied first.
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { PrismaClient } from '../generated/prisma/client.js'
import { embeddedFolder, lockDataDir } from './data-lock.js'
import { applyMigrations, type MigrationExecutor } from './migrate.js'

export interface Database {
  prisma: PrismaClient
  kind: 'postgres' | 'pglite'
  close(): Promise<void>
  /** Resolves when the database answers a query. */
  ping(): Promise<void>
}

export interface Logger {
  info(obj: object, msg?: string): void
}

export interface OpenDatabaseOptions {
  /** postgresql://… ; without it, the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string
  /** PGlite's folder (created if missing), or 'memory://' for a throwaway database. */
  dataDir: string
  log?: Logger
}

/** prisma/migrations of the nearest folder above this file that has one (src/ under tsx, dist/src/ when compiled). */
export const MIGRATIONS_DIR = findMigrations(dirname(fileURLToPath(import.meta.url)))

function findMigrations(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'prisma', 'migrations')
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) throw new Error(`no prisma/migrations folder above ${from}`)
  }
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const logApplied = (applied: string[]) => {
    if (applied.length > 0) opts.log?.info({ migrations: applied }, 'applied database migrations')
  }
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, logApplied)
    : openPglite(opts.dataDir, logApplied)
}

async function openPostgres(url: string, logApplied: (names: string[]) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url })
  return migratedDatabase('postgres', pool, new PrismaPg(pool), () => pool.end(), logApplied)
}

/** A folder is opened by one process at a time: its lock is taken first and released after closing (see data-lock.ts). */
async function openPglite(dataDir: string, logApplied: (names: string[]) => void): Promise<Database> {
  const folder = embeddedFolder(dataDir)
  if (folder !== null) mkdirSync(folder, { recursive: true })
  const lock = folder === null ? null : lockDataDir(folder)
  let pglite: PGlite
  try {
    pglite = await PGlite.create(dataDir)
  } catch (error) {
    lock?.release()
    throw error
  }
  const close = () => pglite.close().finally(() => lock?.release())
  return migratedDatabase('pglite', pglite, new PrismaPGlite(pglite), close, logApplied)
}

/** Applies pending migrations over the raw connection, then hands it to Prisma through the adapter. */
async function migratedDatabase(
  kind: Database['kind'],
  connection: MigrationExecutor,
  adapter: PrismaPg | PrismaPGlite,
  closeConnection: () => Promise<void>,
  logApplied: (names: string[]) => void,
): Promise<Database> {
  try {
    logApplied(await applyMigrations(connection, MIGRATIONS_DIR))
  } catch (error) {
    await closeConnection()
    throw error
  }
  const prisma = new PrismaClient({ adapter })
  return {
    prisma,
    kind,
    ping: () => ping(prisma),
    async close() {
      await prisma.$disconnect()
      await closeConnection()
    },
  }
}

async function ping(prisma: PrismaClient): Promise<void> {
  await prisma.$queryRaw`SELECT 1`
}
