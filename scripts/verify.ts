/**
 * npm run verify [-- --game ID]: verifies every game in the database (DATABASE_URL, or else the
 * embedded one in DATA_DIR, default ./data), or one game, exactly as GET /games/{id}/verify does.
 * Shows a progress bar on a terminal and a line per game otherwise, then a summary naming every
 * failure with its game and seq. Exit status: 0 all verified, 1 a game failed, 2 bad usage, 3 the
 * embedded database's folder is in use by another process (a running server: stop it first).
 */
import { parseArgs } from 'node:util'
import type { VerifyReport } from '../src/audit/report.js'
import { listGameIds, verifyStoredGame } from '../src/audit/stored.js'
import { DataDirLockedError } from '../src/store/data-lock.js'
import { openDatabase } from '../src/store/database.js'
import { GameStore } from '../src/store/games.js'

function options(): { game?: string } | string {
  try {
    return parseArgs({ options: { game: { type: 'string' } } }).values
  } catch (error) {
    return `${(error as Error).message}\nusage: npm run verify [-- --game ID]`
  }
}

function failureLines(id: string, report: VerifyReport | null): string[] {
  if (report === null) return [`FAIL ${id}: no such game`]
  return report.checks.filter((c) => !c.ok).map((c) => `FAIL ${id} ${c.name} at seq ${c.seq}: ${c.reason}`)
}

function progress(done: number, total: number): void {
  const width = 30
  const filled = total === 0 ? width : Math.round((done / total) * width)
  process.stdout.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`)
}

const opts = options()
if (typeof opts === 'string') {
  console.error(opts)
  process.exit(2)
}
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' }).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(error.message)
  process.exit(3)
})
const store = new GameStore(database)
const ids = opts.game === undefined ? await listGameIds(store) : [opts.game]
const tty = process.stdout.isTTY === true
/** One line per failed check: the game, the check, the seq and why. */
const failures: string[] = []
let failedGames = 0
for (const [i, id] of ids.entries()) {
  const found = failureLines(id, await verifyStoredGame(store, id))
  failures.push(...found)
  if (found.length > 0) failedGames++
  if (tty) progress(i + 1, ids.length)
  else console.log(`${found.length === 0 ? 'ok' : 'FAIL'} ${id}`)
}
await database.close()

console.log(`${tty ? '\n' : ''}checked ${ids.length} games (${database.kind}): ${ids.length - failedGames} verified, ${failedGames} failed`)
for (const line of failures) console.log(line)
process.exit(failures.length === 0 ? 0 : 1)
