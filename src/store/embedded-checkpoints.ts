// PGlite runs PostgreSQL as one single-user backend: there is no checkpointer process, so no timed
// checkpoint ever runs, and the checkpoint that max_wal_size requests (after about 540 MB of WAL
// with the default 1 GB) wedges PGlite 0.4 inside a COMMIT, spinning at 100% CPU for good, and the
// server with it (reproduced with PGlite's default settings; BENCHMARKS.md, 2026-12-06 (fifth
// session)). So the server checkpoints the embedded database itself, long before that: whenever the
// WAL written since the last checkpoint has passed an eighth of max_wal_size. This also keeps pg_wal
// small on disk. exec, not query: these are the database's upkeep, not statements of a request.
import type { PGlite } from '@electric-sql/pglite'

export interface Checkpoints {
  /** Stops checking; resolves once a check under way has finished. */
  stop(): Promise<void>
}

export interface CheckpointOptions {
  /** How often the WAL written since the last checkpoint is looked at (ms). */
  readonly everyMs: number
  readonly onError: (error: unknown) => void
}

/** Checking every 10 s: PGlite writes well under 10 MB of WAL a second here, an eighth of 1 GB is 128 MB. */
export const CHECKPOINT_CHECK_MS = 10_000

const WAL_SINCE_CHECKPOINT = `
SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), c.redo_lsn)::float8 AS since,
  (SELECT setting::float8 * 1024 * 1024 FROM pg_settings WHERE name = 'max_wal_size' AND unit = 'MB') AS max
FROM pg_control_checkpoint() AS c`

export function checkpointWhenWalGrows(pglite: PGlite, opts: CheckpointOptions): Checkpoints {
  let running: Promise<void> | null = null
  const check = async () => {
    const [{ rows }] = await pglite.exec(WAL_SINCE_CHECKPOINT)
    const { since, max } = rows[0] as { since: number; max: number }
    if (since >= max / 8) await pglite.exec('CHECKPOINT')
  }
  const timer = setInterval(() => {
    running ??= check()
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
