// What PostgreSQL's background processes do, which PGlite lacks: it runs PostgreSQL as one
// single-user backend, with no checkpointer and no autovacuum.
// - Checkpoints: none ever runs on time, and the one that max_wal_size requests (after about 540 MB
//   of WAL with the default 1 GB) wedged PGlite 0.4.3 inside a COMMIT, spinning at 100% CPU for good,
//   and the server with it (BENCHMARKS.md, 2026-12-06 (fifth session)). So the server checkpoints
//   whenever an eighth of max_wal_size has been written since the last checkpoint, which also keeps
//   pg_wal small on disk.
// - Vacuum: without it every update of a game leaves a dead row behind (the games table of a
//   10-minute benchmark held 68 MB for 1,070 games) and transaction ids are never frozen. So the
//   server vacuums a table when autovacuum would, by its default thresholds.
// exec, not query: this is the database's upkeep, not statements of a request.
import type { PGlite } from '@electric-sql/pglite'

export interface Upkeep {
  /** Stops; resolves once upkeep under way has finished. */
  stop(): Promise<void>
}

export interface UpkeepOptions {
  /** How often the WAL and the tables are looked at (ms). */
  readonly everyMs: number
  readonly onError: (error: unknown) => void
}

/** Every 10 s: PGlite writes well under 10 MB of WAL a second here, an eighth of 1 GB is 128 MB. */
export const UPKEEP_EVERY_MS = 10_000

const WAL_SINCE_CHECKPOINT = `
SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), c.redo_lsn)::float8 AS since,
  (SELECT setting::float8 * 1024 * 1024 FROM pg_settings WHERE name = 'max_wal_size' AND unit = 'MB') AS max
FROM pg_control_checkpoint() AS c`

/** autovacuum_vacuum_threshold and _scale_factor, and their counterparts for inserts (PostgreSQL 13+). */
const TABLES_TO_VACUUM = `
SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
WHERE n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup`

export function keepUp(pglite: PGlite, opts: UpkeepOptions): Upkeep {
  let running: Promise<void> | null = null
  const upkeep = async () => {
    const [wal] = await pglite.exec(WAL_SINCE_CHECKPOINT)
    const { since, max } = wal.rows[0] as { since: number; max: number }
    if (since >= max / 8) await pglite.exec('CHECKPOINT')
    const [tables] = await pglite.exec(TABLES_TO_VACUUM)
    for (const { name } of tables.rows as { name: string }[]) await pglite.exec(`VACUUM (ANALYZE) ${name}`)
  }
  const timer = setInterval(() => {
    running ??= upkeep()
      .catch(opts.onError)
      .finally(() => (running = null))
  }, opts.everyMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
