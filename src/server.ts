/** Process entry point: configuration, database, listening, and graceful shutdown. */
import { setFlagsFromString } from 'node:v8'
import type { Logger } from 'pino'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { createLogger } from './logger.js'
import { DataDirLockedError } from './store/data-lock.js'
import { openDatabase } from './store/database.js'
import { loadKeyFolder } from './receipts/key-folder.js'
import { mallocNote, nodeOptionsNote, runsOnGlibc } from './memory-settings.js'
import { MigrationPrivilegeError } from './store/migrate.js'
import { warnAboutServerRole } from './store/roles.js'

let log: Logger | undefined

// After each full collection V8 lets the heap grow to up to about 4 times what survived before it
// collects again; under load most of that is cached game states already replaced by newer ones. A
// 10-minute soak peaked at 258 MB resident (median 168); growing by half at most kept it under
// 200 MB at no measurable CPU cost (BENCHMARKS.md, 2026-12-04). V8 reads the flag at each new limit.
setFlagsFromString('--heap-growing-percent=50')

async function main(): Promise<void> {
  const config = loadConfig()
  log = createLogger(config.logLevel)
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
    embeddedSharedBuffersMb: config.embeddedSharedBuffersMb,
    log,
    poolSize: config.poolSize,
    timeouts: config.timeouts,
    appendBatch: config.appendBatch,
  }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error
    // Another process has the embedded database open: one line saying which, then out.
    log!.fatal({ dataDir: error.folder, holderPid: error.holder?.pid }, error.message)
    process.exit(1)
  })
  await warnAboutServerRole(database, log)
  const keys = loadKeyFolder(config.receiptKeysDir, config.receiptKeyId)
  const app = await buildApp({
    database,
    logger: log,
    keys,
    rateLimitPerMinute: config.rateLimitPerMinute,
    rateLimitLoopback: config.rateLimitLoopback,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    webhookAllowPrivate: config.webhookAllowPrivate,
    limits: { writeQueue: config.writeQueue, pressure: config.pressure, retryAfterSeconds: config.retryAfterSeconds, readyTimeoutMs: config.timeouts.readyMs },
  })
  let closing = false
  const shutdown = async (signal: NodeJS.Signals) => {
    const logger = log!
    if (closing) {
      logger.warn({ signal }, 'already shutting down')
      return
    }
    closing = true
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    // A drain that cannot finish (a request stuck beyond every timeout) must not keep the process.
    setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long: exiting')
      process.exit(1)
    }, config.shutdownTimeoutMs).unref()
    try {
      // close() answers new requests 503 (app.ts), stops accepting connections and resolves once
      // in-flight requests are answered; only then is the database closed.
      await app.close()
      await database.close()
      logger.info('shut down')
      process.exit(0)
    } catch (error) {
      logger.error({ err: error }, 'unclean shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
  await app.listen({ port: config.port, host: config.host })
  log.info({ database: database.kind, ...(database.kind === 'pglite' ? { dataDir: config.dataDir } : {}) }, 'carcassonne-service ready')
  // After "ready": a start that fails logs one line, its cause.
  for (const note of [mallocNote(process.env, runsOnGlibc), nodeOptionsNote(process.execArgv, process.env.NODE_OPTIONS)]) {
    if (note !== undefined) log.info(note)
  }
}

/** The message of an error and of its causes, on one line (socket errors may have an empty message). */
function describe(error: unknown): string {
  const parts: string[] = []
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const o = e as { message?: string; code?: string; errors?: { message?: string }[] }
    const text = o.message || o.errors?.map((x) => x.message).join('; ') || o.code || (typeof e === 'object' ? JSON.stringify(e) : String(e))
    if (!parts.some((p) => p.includes(text))) parts.push(text)
  }
  return parts.join(': ')
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationPrivilegeError || log === undefined) {
    // Errors the operator fixes by configuration are one line.
    console.error(error instanceof Error ? error.message : error)
  } else {
    // One log line naming the cause; no stack trace: these are operational failures, not bugs.
    const code = (error as { code?: string }).code ?? ((error as { cause?: { code?: string } }).cause?.code)
    log.fatal({ cause: describe(error), ...(code === undefined ? {} : { code }) }, `cannot start: ${describe(error)}`)
  }
  process.exit(1)
})
