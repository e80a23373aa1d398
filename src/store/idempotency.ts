// Stored answers of POSTs sent with an Idempotency-Key. A key's row is written in the same
// statement as the log entry its request appended (src/store/games.ts), or as the player or
// webhook it registered: never without what the request wrote, nor that without it. Rows older
// than the retention are ignored and purged.
import type { PrismaClient } from '../generated/prisma/client.js'
import { mayHaveBeenWritten, WriteOutcomeUnknownError } from './unavailable.js'

/** How long a key is kept (the IETF draft's suggestion: 24 hours). */
export const IDEMPOTENCY_RETENTION_HOURS = 24

export interface StoredResponse {
  /** Whose key: a hash of the credential, or the client address. */
  readonly scope: string
  readonly key: string
  /** sha256 of the first request's method, path and canonical body. */
  readonly fingerprint: string
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  /** The body exactly as first sent. */
  readonly body: string
}

/** Another request with this key was stored first: nothing of this one was written. */
export class IdempotencyKeyTakenError extends Error {
  constructor() {
    super('the idempotency key was stored by another request')
    this.name = 'IdempotencyKeyTakenError'
  }
}

/**
 * A failed write's error as the store reports it: a unique violation of idempotency_keys' primary
 * key is IdempotencyKeyTakenError (nothing of this request was written), a connection lost after
 * the write was sent is WriteOutcomeUnknownError, anything else is as it came.
 */
export function rethrowWriteError(error: unknown): never {
  if (/idempotency_keys_pkey/.test(errorText(error))) throw new IdempotencyKeyTakenError()
  throw mayHaveBeenWritten(error) ? new WriteOutcomeUnknownError(error) : error
}

function errorText(error: unknown): string {
  const parts: string[] = []
  for (let e: unknown = error, depth = 0; e !== null && e !== undefined && depth < 5; depth++) {
    // Prisma names the constraint in `meta`; its driver adapters in `cause.constraint` (pg) or `cause.originalMessage` (PGlite).
    const { message, meta, constraint, originalMessage } = e as { message?: unknown; meta?: unknown; constraint?: unknown; originalMessage?: unknown }
    parts.push(String(message ?? ''), JSON.stringify(meta ?? null), JSON.stringify(constraint ?? null), String(originalMessage ?? ''))
    e = (e as { cause?: unknown }).cause
  }
  return parts.join(' ')
}

const FRESH = `created_at > now() - interval '${IDEMPOTENCY_RETENTION_HOURS} hours'`

/** A stored answer as the six parameters of its row (scope, key, fingerprint, status, headers, body): all null without one. */
export function answerParams(answer: StoredResponse | undefined): (string | number | null)[] {
  if (answer === undefined) return [null, null, null, null, null, null]
  return [answer.scope, answer.key, answer.fingerprint, answer.status, JSON.stringify(answer.headers), answer.body]
}

/** The part of a registration's statement that stores its answer (answerParams from `$first`), given `registered`, the CTE of what it wrote. */
export function rememberRegistered(first: number): string {
  const $ = (i: number) => `$${first + i}`
  return `remembered AS (
  INSERT INTO idempotency_keys (scope, key, fingerprint, status, headers, body)
  SELECT ${$(0)}::text, ${$(1)}::text, ${$(2)}::text, ${$(3)}::int, ${$(4)}::jsonb, ${$(5)}::text
  WHERE ${$(0)}::text IS NOT NULL AND EXISTS (SELECT 1 FROM registered)
)`
}

export class IdempotencyStore {
  constructor(private readonly prisma: PrismaClient) {}

  /** The stored answer under this key, unless it has expired (an expired one is removed). */
  async find(scope: string, key: string): Promise<StoredResponse | null> {
    const rows = await this.prisma.$queryRawUnsafe<{ fingerprint: string; status: number; headers: Record<string, string>; body: string; fresh: boolean }[]>(
      `SELECT fingerprint, status, headers, body, ${FRESH} AS fresh FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      scope,
      key,
    )
    const row = rows[0]
    if (row === undefined) return null
    if (!row.fresh) {
      await this.prisma.$executeRawUnsafe(`DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND NOT (${FRESH})`, scope, key)
      return null
    }
    return { scope, key, fingerprint: row.fingerprint, status: row.status, headers: row.headers, body: row.body }
  }

  /** Stores the answer of a request that appended nothing (POST /verify). */
  async remember(response: StoredResponse): Promise<void> {
    await this.prisma
      .$executeRawUnsafe(
        'INSERT INTO idempotency_keys (scope, key, fingerprint, status, headers, body) VALUES ($1, $2, $3, $4::int, $5::jsonb, $6)',
        ...answerParams(response),
      )
      .catch(rethrowWriteError)
  }

  /** Removes expired keys; returns how many. */
  async purgeExpired(): Promise<number> {
    return this.prisma.$executeRawUnsafe(`DELETE FROM idempotency_keys WHERE NOT (${FRESH})`)
  }
}
