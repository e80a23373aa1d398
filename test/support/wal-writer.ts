// Run in a child process by test/store-embedded-upkeep.test.ts, since a wedged PGlite blocks its
// process for good: opens the embedded database in argv[2] as the server does, with its upkeep
// every argv[3] ms, and writes argv[4] MB of WAL in 256 KB updates of 16 rows, letting timers run
// between batches as a server's I/O does; then deletes rows and waits for the table's vacuum. Prints
// what it wrote, where the last checkpoint is and how often the table was vacuumed.
import { randomBytes } from 'node:crypto'
import { setImmediate, setTimeout as sleep } from 'node:timers/promises'
import { openDatabase } from '../../src/store/database.js'

const [dataDir, everyMs, megabytes] = process.argv.slice(2)
const db = await openDatabase({ dataDir, embeddedUpkeepMs: Number(everyMs) })
const lsn = async (): Promise<{ insert: string; redo: string }> =>
  (await db.prisma.$queryRawUnsafe<{ insert: string; redo: string }[]>('SELECT pg_current_wal_insert_lsn()::text AS insert, redo_lsn::text AS redo FROM pg_control_checkpoint()'))[0]
const walSince = async (from: string): Promise<number> =>
  Number((await db.prisma.$queryRawUnsafe<{ bytes: number }[]>('SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1::pg_lsn)::float8 AS bytes', from))[0].bytes)

await db.prisma.$executeRawUnsafe('CREATE TABLE wal_filler (id int PRIMARY KEY, body text)')
const start = await lsn()
let written = 0
for (let n = 0; written < Number(megabytes) * 1024 * 1024; n++) {
  await db.prisma.$executeRawUnsafe('INSERT INTO wal_filler VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET body = excluded.body', n % 16, randomBytes(192 * 1024).toString('base64'))
  if (n % 10 === 9) {
    written = await walSince(start.insert)
    await setImmediate()
  }
}
const end = await lsn()
// The updates' dead rows are mostly pruned as their pages fill, so they may never reach autovacuum's
// threshold: rows deleted and not read again do. Counted once the stats are flushed (PGlite does it
// as a command ends), then a pass of the upkeep is awaited, at most 10 s.
await db.prisma.$executeRawUnsafe("INSERT INTO wal_filler SELECT id, 'x' FROM generate_series(1000, 1199) AS id")
await db.prisma.$executeRawUnsafe('DELETE FROM wal_filler WHERE id >= 1000')
await db.prisma.$executeRawUnsafe('SELECT pg_stat_force_next_flush()')
const vacuumCount = async () =>
  (await db.prisma.$queryRawUnsafe<{ vacuums: number }[]>("SELECT vacuum_count::int AS vacuums FROM pg_stat_user_tables WHERE relname = 'wal_filler'"))[0].vacuums
let vacuums = await vacuumCount()
for (const until = Date.now() + 10_000; vacuums === 0 && Date.now() < until; vacuums = await vacuumCount()) await sleep(20)
console.log(JSON.stringify({ writtenMb: Math.floor(written / 1024 / 1024), checkpointed: end.redo !== start.redo, sinceCheckpointMb: (await walSince(end.redo)) / 1024 / 1024, vacuums }))
await db.close()
