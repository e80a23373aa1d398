// Decides whether an error means "the database is unavailable right now" (lost, refused, dropped,
// overloaded, or a timeout we set), however node-postgres, pg-pool, the Prisma adapter or Prisma
// itself wrapped it. Such failures are answered 503 DATABASE_UNAVAILABLE, never 500.
//
// Shapes seen by experiment (Prisma 7.10, @prisma/adapter-pg):
// - PrismaClientKnownRequestError { code: 'P2010' | 'P2039' | 'P1003' | ..., meta.driverAdapterError:
//   DriverAdapterError { cause: { kind: 'postgres', code: '55P03' } | { kind: 'DatabaseDoesNotExist',
//   originalCode: '3D000' } | { kind: 'DatabaseNotReachable' } ... } }
// - PrismaClientKnownRequestError P2028 (transaction timeout, or no connection within maxWait)
// - plain Error('timeout exceeded when trying to connect') from pg-pool, passed through by Prisma
// - plain Error('Connection terminated due to connection timeout', { cause: Error('Connection
//   terminated unexpectedly') }) from node-postgres
// - pg's DatabaseError { code: '57P01' } and Node's socket errors { code: 'ECONNREFUSED' } (raw pool use)

/** SQLSTATEs: connection exceptions (class 08), errors external to PostgreSQL (class 58: a file of
 * the database missing, 58P01; an I/O error, 58030), shutdown, no database, a full disk, too many
 * connections, out of shared memory (a full lock table), our own statement/lock/idle-in-transaction
 * timeouts, and the retryable conflicts. */
const UNAVAILABLE_SQLSTATE = new Set(['57P01', '57P02', '57P03', '3D000', '53100', '53300', '53200', '57014', '55P03', '25P03', '40001', '40P01'])
const UNAVAILABLE_CLASSES = /^(08|58)[0-9A-Z]{3}$/
/** Of those, the ones that do not pass by themselves: a full disk, a file missing, an I/O error. */
const NEEDS_OPERATOR = /^SQLSTATE (58[0-9A-Z]{3}|53100)$/

/** Whether an outage of this reason (databaseUnavailableReason) needs an operator rather than time. */
export function needsOperator(reason: string): boolean {
  return NEEDS_OPERATOR.test(reason)
}
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED'])
/** Prisma: can't reach, timed out, database missing, operation timed out, connection closed,
 * pool timeout, transaction API (expired or not started in time), write conflict or deadlock. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1003', 'P1008', 'P1017', 'P2024', 'P2028', 'P2034'])
/** The adapter's error kinds for the same conditions. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TransactionWriteConflict',
  'TransactionAlreadyClosed',
])
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /Client was closed and is not queryable/i,
  /^timeout expired$/i,
]

/** Thrown by the service itself when it sheds a write (e.g. a game's write queue is full). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DatabaseUnavailableError'
  }
}

/** A write refused before it was sent to the database (its batch's wait ran out): it wrote nothing. */
export class UnsentWriteError extends DatabaseUnavailableError {}

/**
 * A write whose connection was lost after the write was sent, before its answer came: PostgreSQL
 * may have committed it. Still an outage (503), but one that must not say nothing was written.
 */
export class WriteOutcomeUnknownError extends DatabaseUnavailableError {
  constructor(cause: unknown) {
    super(
      'the connection to the database was lost after the write was sent, so it may have been written: read before writing again (a retry with the same Idempotency-Key is safe)',
      { cause },
    )
    this.name = 'WriteOutcomeUnknownError'
  }
}

/**
 * Reasons (databaseUnavailableReason) of a connection lost while it may have been in use: its
 * backend ended (57P01, 57P02), the connection broke (class 08 but the failures to connect, 08001
 * and 08004), a reset, a broken pipe or a socket timeout (as the sockets, the adapter, or Prisma's
 * P1017 and P1008 name them), or node-postgres's "terminated unexpectedly". A reset or a close while
 * connecting reads the same, and is answered as unknown too: the safe side. Refusals, pool waits and
 * the timeouts PostgreSQL reports (57014, 55P03) come before or instead of a commit.
 */
const LOST_IN_USE = /^(SQLSTATE (57P01|57P02|08(?!001|004)[0-9A-Z]{3})|ECONNRESET|EPIPE|ETIMEDOUT|P1017|P1008|ConnectionClosed|SocketTimeout|Connection terminated unexpectedly)$/

/**
 * Whether a write that failed with `error` may have been written, as the client is told. Stricter
 * than mayHaveCommitted (raw-sql.ts), which the writer lock asks, and which counts any failure
 * without PostgreSQL's word (a pool wait too) as one whose write may land later.
 */
export function mayHaveBeenWritten(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return false // raised by the service: before the write was sent
  const reason = databaseUnavailableReason(error)
  return reason !== null && LOST_IN_USE.test(reason)
}

/** The SQLSTATE, adapter kind, Prisma or socket code that makes `error` a database outage, or
 * null when it is something else (a bug, a constraint, a rule). Follows cause chains. */
export function databaseUnavailableReason(error: unknown): string | null {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const e = queue.shift()
    if (e === null || typeof e !== 'object' || seen.has(e)) continue
    seen.add(e)
    const o = e as Record<string, unknown>
    if (e instanceof DatabaseUnavailableError) return e.code
    for (const key of ['code', 'originalCode'] as const) {
      const code = o[key]
      if (typeof code !== 'string') continue
      if (UNAVAILABLE_SQLSTATE.has(code) || UNAVAILABLE_CLASSES.test(code)) return `SQLSTATE ${code}`
      if (SOCKET_CODES.has(code) || PRISMA_CODES.has(code)) return code
    }
    if (typeof o.kind === 'string' && ADAPTER_KINDS.has(o.kind)) return o.kind
    if (typeof o.message === 'string' && MESSAGES.some((m) => m.test(o.message as string))) return o.message
    queue.push(o.cause)
    if (o.meta !== null && typeof o.meta === 'object') queue.push((o.meta as Record<string, unknown>).driverAdapterError)
    if (Array.isArray(o.errors)) queue.push(...o.errors) // AggregateError (e.g. every address refused)
  }
  return null
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== null
}
