/** Process entry point: configuration, database, listening, and graceful shutdown. */
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { createLogger } from './logger.js'
import { DataDirLockedError } from './store/data-lock.js'
import { openDatabase } from './store/database.js'

async function main(): Promise<void> {
  const config = loadConfig()
  const log = createLogger(config.logLevel)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log }).catch((error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error
    // Another process has the embedded database open: one line saying which, then out.
    log.fatal({ dataDir: error.folder, holderPid: error.holder?.pid }, error.message)
    process.exit(1)
  })
  const app = await buildApp({ database, logger: log })
  let closing = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    log.info({ signal }, 'shutting down: finishing in-flight requests')
    try {
      // close() stops accepting connections and resolves once in-flight requests are answered.
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      log.error({ err: error }, 'unclean shutdown')
      process.exit(1)
    }
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
  await app.listen({ port: config.port, host: config.host })
  log.info({ database: database.kind, ...(database.kind === 'pglite' ? { dataDir: config.dataDir } : {}) }, 'carcassonne-service ready')
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
