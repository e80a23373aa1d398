// What PostgreSQL's background processes do, which PGlite lacks: it runs PostgreSQL as one
// single-user backend, with no checkpointer and no autovacuum.
// - Checkpoints: none ever runs on time, and the one that max_wal_size requests (after about 540 MB
//   of WAL with the default 1 GB) wedged PGlite 0.4.3 inside a COMMIT, spinning at 100% CPU for good,
//   and the server with it (BENCHMARKS.md, 2026-12-06 (fifth session)). So the server checkpoints
//   whenever an eighth of max_wal_size has been written since the last checkpoint, which also keeps
//   pg_wal small on disk.
// - Vacuum: without it every update of a game leaves a dead row behind (the games table of a
//   soak of 8 minutes held 68 MB for 1,070 games). So the server vacuums a table when autovacuum
//   would, by its default thresholds, and the whole database (catalogs included) when its oldest
//   unfrozen transaction id is as old as autovacuum_freeze_max_age, against wraparound. Without
//   ANALYZE: the service's statements are keyed lookups, and its samples of whole snapshots grow
//   PGlite's memory.
// Limits: a single transaction that writes some 400 MB of WAL between two looks (no statement of
// the service does) is not cut short, and a max_wal_size under about 96 MB (PostgreSQL then asks
// for a checkpoint at every 16 MB segment) leaves no room to checkpoint first.
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
SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS since, pg_size_bytes(current_setting('max_wal_size'))::float8 AS max
FROM pg_control_checkpoint()`

const OLD_TRANSACTION_IDS = `
SELECT age(datfrozenxid) >= current_setting('autovacuum_freeze_max_age')::int AS old FROM pg_database WHERE datname = current_database()`

/** autovacuum_vacuum_threshold and _scale_factor, and their counterparts for inserts (PostgreSQL 13+). */
const TABLES_TO_VACUUM = `
SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
WHERE n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup`

/** Starts the upkeep with a first pass now (after the migrations, whose WAL it may checkpoint), then every `everyMs`. */
export function keepUp(pglite: PGlite, opts: UpkeepOptions): Upkeep {
  let running: Promise<void> | null = null
  const upkeep = async () => {
    const [wal] = await pglite.exec(WAL_SINCE_CHECKPOINT)
    const { since, max } = wal.rows[0] as { since: number; max: number }
    if (since >= max / 8) await pglite.exec('CHECKPOINT')
    const [age] = await pglite.exec(OLD_TRANSACTION_IDS)
    if ((age.rows[0] as { old: boolean }).old) {
      await pglite.exec('VACUUM') // every table, the catalogs' too
    } else {
      const [tables] = await pglite.exec(TABLES_TO_VACUUM)
      for (const { name } of tables.rows as { name: string }[]) await pglite.exec(`VACUUM ${name}`)
    }
  }
  const pass = () => {
    running ??= upkeep()
      .catch((error: unknown) => {
        try {
          opts.onError(error)
        } catch {
          // A failing report must not become an unhandled rejection.
        }
      })
      .finally(() => (running = null))
  }
  pass()
  const timer = setInterval(pass, opts.everyMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
