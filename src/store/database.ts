// Opens the database the service runs on: PostgreSQL when a URL is given, else an embedded PGlite
// persisted in a folder (or in memory for 'memory://'). Pending migrations are applied first.
// Every wait on PostgreSQL is bounded (connect, pool, statement, lock, transaction): a database
// that is slow, locked or gone makes requests fail fast, never hang (see store/unavailable.ts).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { parse as parseConnectionString } from 'pg-connection-string'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { DEFAULTS, type DatabaseTimeouts } from '../config.js'
import { PrismaClient } from '../generated/prisma/client.js'
import { embeddedFolder, lockDataDir } from './data-lock.js'
import { createEmbedded, type Initialized } from './embedded.js'
import { trimResultParsers } from './embedded-parsers.js'
import { keepUp, UPKEEP_EVERY_MS, type Upkeep } from './embedded-upkeep.js'
import { applyMigrations, migrationNames } from './migrate.js'
import { LISTENER_APPLICATION_NAME, listenPostgres, type Listening, type NotificationListener } from './notifications.js'
import type { AppendBatchSettings } from './append-batches.js'
import { rawSql, type RawSql } from './raw-sql.js'
import { endSilentConnections, SILENCE_MARGIN_MS } from './silent-connections.js'
import { onlyWriter, writerLease, type WriterLock } from './writer-lease.js'
import { batchWaitMs, soleWriterGraceMs, writeSentWithinMs } from './write-bounds.js'

export interface Database {
  prisma: PrismaClient
  /** The statements of every request, on Prisma's driver adapter (raw-sql.ts). */
  sql: RawSql
  /** The group commit's batch statements (append-batches.ts): on PostgreSQL, connections of their own that never scan a table whole. */
  batchSql: RawSql
  kind: 'postgres' | 'pglite'
  /** This process as a writer: the game heads it may trust, and the gate of its writes (writer-lease.ts). */
  writer: WriterLock
  /** How plain appends are batched (append-batches.ts). */
  appendBatch: AppendBatchSettings
  close(): Promise<void>
  /** Resolves when the database answers a query. */
  ping(): Promise<void>
  /** Migrations in prisma/migrations not recorded as finished in _prisma_migrations (a query). */
  pendingMigrations(): Promise<string[]>
  /**
   * Calls `listener` with the payloads NOTIFYed on `channel` by any process (PostgreSQL, over a
   * connection of its own that is reopened when lost). The embedded database has no other
   * process: there it listens to nothing and holds nothing (appends never NOTIFY, as no lock is held).
   */
  listen(channel: string, listener: NotificationListener): Promise<Listening>
}

export interface Logger {
  info(obj: object, msg?: string): void
  warn?(obj: object, msg?: string): void
}

export interface OpenDatabaseOptions {
  /** postgresql://… ; without it, the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string
  /**
   * postgresql://… of the tables' owner: when set (with `databaseUrl`), pending migrations are
   * applied through it, then the service uses `databaseUrl` (a role that may only read and append).
   * When unset, `databaseUrl` migrates too.
   */
  migrationUrl?: string
  /** PGlite's folder (created if missing), or 'memory://' for a throwaway database. */
  dataDir: string
  /** PostgreSQL's shared buffers in the PGlite this opens (MB; default as in config.ts; not for `embedded`). */
  embeddedSharedBuffersMb?: number
  /** How often the embedded database's checkpoints and vacuums are looked at (embedded-upkeep.ts; tests shorten it). */
  embeddedUpkeepMs?: number
  log?: Logger
  /** How often PostgreSQL's writer lock is looked at, and how long a joining process waits for it (writer-lease.ts; tests shorten them). */
  writerLease?: { checkMs?: number; joinWaitMs?: number }
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number
  /** How long a pooled PostgreSQL connection lives (s; POOL_CONNECTION_LIFETIME_S; tests shorten it). */
  poolLifetimeSeconds?: number
  /** Defaults as in config.ts. */
  timeouts?: Partial<DatabaseTimeouts>
  /** Group commit of plain appends (append-batches.ts); defaults as in config.ts. */
  appendBatch?: Partial<Omit<AppendBatchSettings, 'waitMs'>>
  /** Told the text of every statement the service sends (tests: which statements exist). */
  onStatement?: (sql: string) => void
  /**
   * Only with `dataDir` 'memory://' and no `databaseUrl`: this PGlite instead of a new one (whose
   * initdb in WebAssembly takes seconds; tests load a saved image instead). Its pending migrations
   * are applied as usual; once accepted it is closed with the database, or when opening fails.
   */
  embedded?: PGlite
}

/** The sole writer looks for a process waiting to join this often: a join notice that was lost costs at most this. */
const WRITER_CHECK_MS = 1_000
/**
 * How long a joining process waits for the sole writer to let go before it ends the sole writer's
 * lock connection: a sole writer answers a joiner within a second, so only one that froze this long
 * (or was cut off) is ended, and it stopped trusting its heads long before.
 */
const WRITER_JOIN_WAIT_MS = 30_000

/**
 * A pooled connection is replaced after this long (once it is released), and with it the plans of
 * its prepared statements: made while a table was a few pages long, a plan may scan it whole, and
 * PostgreSQL plans again only when the table's statistics change: soon where autovacuum runs,
 * never where it is off. The cost, a connection opened and its statements prepared again, is small
 * once a minute.
 */
const POOL_CONNECTION_LIFETIME_S = 60

/**
 * The batch connections' planner setting. The batch statement updates its games by `id = ANY` of
 * the ones it locked, which the planner reckons at 10 games: against a table of up to about 150
 * games (30 pages) it costs a scan of the whole table lower than 10 lookups by key, and a
 * connection keeps that plan (generic after 5 executions) until it is replaced. Each scan reads
 * every game's row version, dead ones included: in a fresh database's first minute, 5,844 scans
 * at 8 clients (BENCHMARKS.md, fifteenth session). Every table the statement reads it reads by
 * key, so a scan is never the better plan there; other statements keep the planner's choice.
 */
const BATCH_SESSION_OPTION = '-c enable_seqscan=off'

/**
 * The driver's settings for connections to `url` that also send `option` at connection: `url`
 * parsed as the driver parses it, with `option` after the options the driver would have sent (the
 * URL's, else PGOPTIONS; the driver sends PGOPTIONS only when the URL has none).
 */
export function withSessionOption(url: string, option: string): pg.ClientConfig {
  const config = parseConnectionString(url)
  const own = config.options || process.env.PGOPTIONS
  return { ...(config as pg.ClientConfig), connectionString: undefined, options: own ? `${own} ${option}` : option }
}

/**
 * Start-up fails, naming the cause, when a batch connection cannot be opened while the pool's can
 * (a pooler that refuses the `options` startup parameter, SCALING.md): else only batches of
 * several appends would fail, under load. A connection of its own, so that opening it may take the
 * connect timeout, like the migrator's, rather than the pool's shorter wait.
 */
async function checkBatchConnection(client: pg.Client, url: string, connectMs: number): Promise<void> {
  client.on('error', () => {}) // a connection lost here rejects the pending call instead
  try {
    await client.connect()
    await client.query('SELECT 1')
  } catch (error) {
    throw new Error(`cannot open a batch connection to PostgreSQL at ${describeUrl(url)} within ${connectMs} ms (sent with options '${BATCH_SESSION_OPTION}'): ${(error as Error).message}`, { cause: error })
  } finally {
    await client.end().catch(() => {})
  }
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

export function databaseTimeouts(overrides: Partial<DatabaseTimeouts> = {}): DatabaseTimeouts {
  return {
    connectMs: DEFAULTS.connectMs,
    poolWaitMs: DEFAULTS.poolWaitMs,
    statementMs: DEFAULTS.statementMs,
    lockMs: DEFAULTS.lockMs,
    transactionMs: DEFAULTS.transactionMs,
    readyMs: DEFAULTS.readyMs,
    ...overrides,
  }
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const logApplied = (applied: string[]) => {
    if (applied.length > 0) opts.log?.info({ migrations: applied }, 'applied database migrations')
  }
  if (opts.embedded !== undefined && (opts.databaseUrl || opts.dataDir !== 'memory://')) {
    throw new Error("an embedded instance is only used with dataDir 'memory://' and no databaseUrl")
  }
  const timeouts = databaseTimeouts(opts.timeouts)
  const appendBatch = {
    maxSize: opts.appendBatch?.maxSize ?? DEFAULTS.appendBatchSize,
    inFlight: opts.appendBatch?.inFlight ?? DEFAULTS.appendBatchesInFlight,
    waitMs: batchWaitMs(timeouts),
  }
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.migrationUrl, { size: opts.poolSize ?? DEFAULTS.poolSize, lifetimeSeconds: opts.poolLifetimeSeconds ?? POOL_CONNECTION_LIFETIME_S }, timeouts, appendBatch, { checkMs: WRITER_CHECK_MS, joinWaitMs: WRITER_JOIN_WAIT_MS, ...opts.writerLease }, logApplied, opts.log, opts.onStatement)
    : openPglite(opts, timeouts, appendBatch, logApplied)
}

/** Where a URL points, without its credentials (for messages). */
function describeUrl(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname}:${u.port || 5432}${u.pathname}`
  } catch {
    return 'DATABASE_URL'
  }
}

async function openPostgres(
  url: string,
  /** The owner's URL, when migrations run as another role than the server's. */
  migrationUrl: string | undefined,
  poolSettings: { size: number; lifetimeSeconds: number },
  timeouts: DatabaseTimeouts,
  appendBatch: AppendBatchSettings,
  leaseTimes: { checkMs: number; joinWaitMs: number },
  logApplied: (names: string[]) => void,
  log?: Logger,
  onStatement?: (sql: string) => void,
): Promise<Database> {
  // Session settings sent in the startup packet: PostgreSQL itself cancels a statement that runs
  // too long or waits too long for a lock, and ends a session left idle inside a transaction.
  const session = {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.transactionMs + timeouts.statementMs,
    application_name: 'carcassonne-service',
  }
  // Migrate over one connection of our own first (as the owner when given): start-up fails within
  // the connect timeout, with a message naming the server, when the database cannot be reached.
  const migrator = new pg.Client({ ...session, connectionString: migrationUrl ?? url, statement_timeout: 0, lock_timeout: 0 })
  migrator.on('error', () => {}) // a connection lost here rejects the pending query instead
  try {
    await migrator.connect()
  } catch (error) {
    await migrator.end().catch(() => {})
    throw new Error(`cannot connect to PostgreSQL at ${describeUrl(migrationUrl ?? url)} within ${timeouts.connectMs} ms: ${(error as Error).message}`, { cause: error })
  }
  try {
    logApplied(await applyMigrations(migrator, MIGRATIONS_DIR))
  } finally {
    await migrator.end().catch(() => {})
  }
  // In a pool, the pool's own timeout bounds a request's wait for a connection, opening one included;
  // outside one (start-up's check of a batch connection) the connect timeout does.
  class SessionClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs })
    }
  }
  endSilentConnections(SessionClient.prototype, timeouts.statementMs + SILENCE_MARGIN_MS, (silentMs) =>
    log?.warn?.({ silentMs }, 'database connection silent: a statement had no answer, so its connection was ended'),
  )
  if (onStatement !== undefined) observeStatements(SessionClient.prototype, onStatement)
  const openPool = (config: pg.PoolConfig) => {
    const pool = new pg.Pool({ ...session, maxLifetimeSeconds: poolSettings.lifetimeSeconds, connectionTimeoutMillis: timeouts.poolWaitMs, Client: SessionClient, ...config })
    // An idle pooled connection that the server ends (restart, pg_terminate_backend) is dropped from
    // the pool; without a listener the 'error' event would end the process.
    pool.on('error', (error) => log?.warn?.({ err: { message: error.message, code: (error as { code?: string }).code } }, 'idle database connection lost'))
    return pool
  }
  const batchSession = withSessionOption(url, BATCH_SESSION_OPTION)
  if (appendBatch.maxSize > 1) await checkBatchConnection(new SessionClient({ ...session, ...batchSession }), url, timeouts.connectMs)
  const pool = openPool({ max: poolSettings.size })
  // Batches run one after another (`inFlight` on their turns, as many past them), opened when first needed.
  const batchPool = openPool({ ...batchSession, max: Math.min(2 * appendBatch.inFlight, poolSettings.size) })
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementNames() })
  const batchAdapter = new PrismaPg(batchPool, { statementNameGenerator: statementNames() })
  const prisma = new PrismaClient({
    adapter,
    // Other formats capture a stack trace at every call for their error messages.
    errorFormat: 'minimal',
    transactionOptions: { maxWait: timeouts.poolWaitMs, timeout: timeouts.transactionMs },
  })
  const listen = (channel: string, listener: NotificationListener) =>
    // No statement or lock timeout: a watch's lock waits for the commit of an append that holds it.
    listenPostgres({ ...session, application_name: LISTENER_APPLICATION_NAME, statement_timeout: 0, lock_timeout: 0 }, channel, listener, (error) =>
      log?.warn?.({ err: { message: error.message, code: (error as { code?: string }).code } }, 'database listener connection lost'),
    )
  const lease = await writerLease(session, {
    ...leaseTimes,
    sentWithinMs: writeSentWithinMs(timeouts),
    graceMs: soleWriterGraceMs(timeouts),
    writeWaitMs: timeouts.poolWaitMs,
    onError: (error) => log?.warn?.({ err: { message: error.message, code: (error as { code?: string }).code } }, 'database writer lock'),
  })
  // The writer lock goes last: no write of this process is left in flight when another becomes the sole writer.
  const closePostgres = async () => {
    const ended = await Promise.allSettled([pool.end(), batchPool.end()])
    await lease.stop()
    for (const outcome of ended) if (outcome.status === 'rejected') throw outcome.reason
  }
  return database('postgres', prisma, rawSql(() => adapter.connect()), rawSql(() => batchAdapter.connect()), lease, appendBatch, closePostgres, listen)
}

/** A folder is opened by one process at a time: its lock is taken first and released after closing (see data-lock.ts). */
async function openPglite(opts: OpenDatabaseOptions, timeouts: DatabaseTimeouts, appendBatch: AppendBatchSettings, logApplied: (names: string[]) => void): Promise<Database> {
  const { dataDir, onStatement, embedded } = opts
  const folder = embeddedFolder(dataDir)
  if (folder !== null) mkdirSync(folder, { recursive: true })
  const lock = folder === null ? null : lockDataDir(folder)
  let pglite: PGlite
  try {
    const logInitialized = (initialized: Initialized) => opts.log?.info({ dataDir: folder, ...initialized }, 'initialized the embedded database in a child process')
    pglite = embedded ?? (await createEmbedded(dataDir, folder, opts.embeddedSharedBuffersMb ?? DEFAULTS.embeddedSharedBuffersMb, logInitialized))
  } catch (error) {
    lock?.release()
    throw error
  }
  let upkeep: Upkeep | null = null
  const closePglite = async () => {
    try {
      await upkeep?.stop()
    } finally {
      await pglite.close().finally(() => lock?.release())
    }
  }
  try {
    logApplied(await applyMigrations(pglite, MIGRATIONS_DIR))
    await trimResultParsers(pglite)
    upkeep = keepUp(pglite, {
      everyMs: opts.embeddedUpkeepMs ?? UPKEEP_EVERY_MS,
      onError: (error) => opts.log?.warn?.({ err: { message: error instanceof Error ? error.message : String(error) } }, 'embedded database upkeep failed'),
    })
    if (onStatement !== undefined) observeStatements(pglite, onStatement)
    const adapter = new PrismaPGlite(pglite)
    const prisma = new PrismaClient({
      adapter,
      errorFormat: 'minimal',
      transactionOptions: { maxWait: timeouts.poolWaitMs, timeout: timeouts.transactionMs },
    })
    const sql = rawSql(() => adapter.connect(), { prepare: true })
    return database('pglite', prisma, sql, sql, onlyWriter(), appendBatch, closePglite, async () => NOT_LISTENING)
  } catch (error) {
    // The opening's error is the one to report, not a failure to close after it.
    await closePglite().catch(() => {})
    throw error
  }
}

const NOT_LISTENING: Listening = { hold: async () => {}, release: () => {}, stop: async () => {} }

/**
 * Names for prepared statements, from a hash of their text (the same in every process): each
 * pooled connection parses and plans a statement once, then only binds and executes it (the
 * append's statement is a long CTE). The service's statement texts are fixed in its code
 * (test/store-sql-statements.test.ts lists them), so the names are few.
 */
function statementNames(): (query: { sql: string }) => string {
  const names = new Map<string, string>()
  return ({ sql }) => {
    let name = names.get(sql)
    if (name === undefined) names.set(sql, (name = `carcassonne_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`))
    return name
  }
}

/** Wraps `target.query` (a pg client's or PGlite's: text first, or a config with `text`) to report each statement's text. */
function observeStatements(target: { query: (...args: never[]) => unknown }, onStatement: (sql: string) => void): void {
  const query = target.query as (...args: unknown[]) => unknown
  target.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0]
    onStatement(typeof first === 'string' ? first : (first as { text: string }).text)
    return query.apply(this, args)
  } as never
}

function database(
  kind: Database['kind'],
  prisma: PrismaClient,
  sql: RawSql,
  batchSql: RawSql,
  writer: WriterLock,
  appendBatch: AppendBatchSettings,
  closeConnection: () => Promise<void>,
  listen: Database['listen'],
): Database {
  return {
    prisma,
    sql,
    batchSql,
    kind,
    writer,
    appendBatch,
    listen,
    ping: () => ping(prisma),
    pendingMigrations: () => pendingMigrations(prisma),
    async close() {
      await prisma.$disconnect()
      await closeConnection()
    },
  }
}

async function ping(prisma: PrismaClient): Promise<void> {
  await prisma.$queryRaw`SELECT 1`
}

async function pendingMigrations(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`
  const applied = new Set(rows.map((r) => r.migration_name))
  return migrationNames(MIGRATIONS_DIR).filter((name) => !applied.has(name))
}
