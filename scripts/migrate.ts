// npm run migrate: applies pending migrations through MIGRATION_DATABASE_URL (the tables' owner)
// when set, else DATABASE_URL, or else to the embedded database in DATA_DIR (default ./data).
import { ConfigError, loadConfig } from '../src/config.js'
import { DataDirLockedError } from '../src/store/data-lock.js'
import { openDatabase } from '../src/store/database.js'
import { MigrationPrivilegeError } from '../src/store/migrate.js'

try {
  const config = loadConfig()
  const db = await openDatabase({
    databaseUrl: config.migrationDatabaseUrl ?? config.databaseUrl,
    dataDir: config.dataDir,
    log: { info: (obj, msg) => console.log(msg, JSON.stringify(obj)) },
  })
  console.log(`${db.kind} database is up to date`)
  await db.close()
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof MigrationPrivilegeError || error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
}
