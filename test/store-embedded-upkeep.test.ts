// The embedded database's upkeep (src/store/embedded-upkeep.ts): PGlite has no checkpointer and no
// autovacuum, and the checkpoint that max_wal_size requests wedges it at 100% CPU for good.
// With max_wal_size at 96 MB, PostgreSQL requests a checkpoint once 2 WAL segments of 16 MB have
// been filled since the last one (where PGlite 0.4.3 wedged, with no checkpoint of the server's own);
// a process writes 160 MB of WAL through the store and finishes, and the table it updated, rows of it deleted, is vacuumed.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { openDatabase } from '../src/store/database.js'

const WRITER = new URL('./support/wal-writer.ts', import.meta.url).pathname

t.test('the embedded database checkpoints before PostgreSQL would request a checkpoint, so writing on never wedges it, and vacuums', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-wal-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const setup = await openDatabase({ dataDir })
  await setup.prisma.$executeRawUnsafe("ALTER SYSTEM SET max_wal_size = '96MB'")
  await setup.close()

  // Killed if wedged: a wedged PGlite never lets its process end.
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', WRITER, dataDir, '50', '160'], { timeout: 60_000, killSignal: 'SIGKILL' })
  const outcome = JSON.parse(stdout)
  t.ok(outcome.writtenMb >= 160, `wrote ${outcome.writtenMb} MB of WAL`)
  t.equal(outcome.checkpointed, true, 'the server checkpointed')
  t.ok(outcome.sinceCheckpointMb < 24, `${outcome.sinceCheckpointMb.toFixed(1)} MB of WAL since the last checkpoint`)
  t.ok(outcome.vacuums >= 1, `the table, rows of it deleted, was vacuumed ${outcome.vacuums} times`)

  const reopened = await openDatabase({ dataDir })
  t.teardown(() => reopened.close())
  const [{ rows }] = await reopened.prisma.$queryRawUnsafe<{ rows: number }[]>('SELECT count(*)::int AS rows FROM wal_filler')
  t.equal(rows, 16, 'what was written is there after a restart')
})
