// npm run migrate: applies pending migrations to DATABASE_URL, or else to the embedded database
// in DATA_DIR (default ./data).
import { DataDirLockedError } from '../src/store/data-lock.js'
import { openDatabase } from '../src/store/database.js'

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || './data',
  log: { info: (obj, msg) => console.log(msg, JSON.stringify(obj)) },
}).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(error.message)
  process.exit(1)
})
console.log(`${db.kind} database is up to date`)
await db.close()
