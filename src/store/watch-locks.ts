/**
 * Which games and players some process has live readers for (streams, long polls), told through
 * advisory locks: a process holds a shared session lock for each one it watches, on its listener
 * connection, and an append NOTIFYs only when the lock of its game or of a player it tells is held
 * by someone (its exclusive try-lock fails). Without readers an append sends nothing: PostgreSQL
 * serializes the commits of notifying transactions on one database-wide lock, which cut pgbench
 * to 0.52 of its rate at 32 clients (BENCHMARKS.md).
 *
 * No wake-up is lost: a reader's lock is held before its first read. An append's try-lock comes
 * either after it (the try fails: the append notifies) or before it (the append then holds the lock
 * exclusively until it commits, so the reader's lock, and its read after it, wait for the commit).
 *
 * Ids are hashed into LOCK_BUCKETS locks per kind, which bounds the entries a process takes in
 * PostgreSQL's shared lock table (max_locks_per_transaction × max_connections, 6,400 by default;
 * SCALING.md); an id that shares a watched bucket, or an append that meets another append's lock of
 * the same bucket, only costs a spare NOTIFY. A batch of appends (append-batches.ts) takes one
 * bucket per game, so two batches running at once (of two processes) meet often: then that batch
 * commits as a notifying transaction, one of at most processes × APPEND_BATCHES_IN_FLIGHT.
 */
export type WatchKind = 'game' | 'player'

export const LOCK_BUCKETS = 1024

/** The first key of the two-key advisory locks, one per kind (other advisory locks use one bigint key). */
const NAMESPACES: Record<WatchKind, number> = { game: 0x43415201, player: 0x43415202 }

const bucketOf = (idSql: string) => `hashtext(${idSql}) & ${LOCK_BUCKETS - 1}`

/** $1: the kind's namespace (watchNamespace), $2: the id. */
export const HOLD_WATCH = `SELECT pg_advisory_lock_shared($1::int, ${bucketOf('$2')})`
export const RELEASE_WATCH = `SELECT pg_advisory_unlock_shared($1::int, ${bucketOf('$2')})`

export function watchNamespace(kind: WatchKind): number {
  return NAMESPACES[kind]
}

/**
 * An SQL condition, true when the game `gameSql` or a player of `playersSql` (a text[]) is watched.
 * Evaluated in the append's transaction: its exclusive locks are held until it commits.
 */
export function watchedSql(gameSql: string, playersSql?: string): string {
  const game = `NOT pg_try_advisory_xact_lock(${NAMESPACES.game}, ${bucketOf(gameSql)})`
  if (playersSql === undefined) return `(${game})`
  return `(${game} OR EXISTS (SELECT 1 FROM unnest(${playersSql}::text[]) AS player(id) WHERE NOT pg_try_advisory_xact_lock(${NAMESPACES.player}, ${bucketOf('player.id')})))`
}
