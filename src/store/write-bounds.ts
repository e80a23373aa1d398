/**
 * How long a write takes at most to reach PostgreSQL and to end, from the database timeouts: what
 * the writer lock counts on (writer-lease.ts). No dependencies, so that the HTTP benchmark reads
 * the grace without loading the store.
 */
import type { DatabaseTimeouts } from '../config.js'

/** An append waits for its batch (append-batches.ts) at most as long as for a pool connection. */
export function batchWaitMs(timeouts: DatabaseTimeouts): number {
  return timeouts.poolWaitMs
}

/** A write let through the writer gate waits for its batch, then for a pool connection: it has reached the database after this. */
export function writeSentWithinMs(timeouts: DatabaseTimeouts): number {
  return batchWaitMs(timeouts) + timeouts.poolWaitMs
}

/**
 * How long a process that became PostgreSQL's sole writer waits before it trusts its heads: a
 * write any process let through before this period began has reached the database, then run, by
 * then. Until then its reads ask the database for the game's version.
 */
export function soleWriterGraceMs(timeouts: DatabaseTimeouts): number {
  return writeSentWithinMs(timeouts) + timeouts.statementMs
}
