// Webhooks (spec/play.md, "Webhooks"): the players' registrations, the outbox of deliveries that
// the append statement fills (one row per webhook and event), and the log of delivery attempts.
import type { PrismaClient } from '../generated/prisma/client.js'
import { rememberRegistered, answerParams, rethrowWriteError, type StoredResponse } from './idempotency.js'

export interface WebhookRecord {
  readonly id: string
  readonly url: string
  readonly events: string[]
  readonly createdAt: Date
}

export interface NewWebhook {
  readonly id: string
  readonly playerId: string
  readonly url: string
  readonly events: readonly string[]
  readonly secret: string
}

/** One row of the delivery log. */
export interface AttemptRecord {
  readonly eventId: string
  readonly type: string
  readonly attempt: number
  readonly at: Date
  readonly status: number | null
  readonly error: string | null
}

/** An outbox row claimed by a worker for one attempt, with what the request needs. */
export interface ClaimedDelivery {
  readonly id: string
  readonly webhookId: string
  /** This attempt's number (1 for the first): attempts are counted when claimed. */
  readonly attempt: number
  readonly url: string
  readonly secret: string
  readonly eventId: string
  readonly type: string
  readonly data: unknown
  /** When the event happened. */
  readonly at: Date
  /** When the first attempt was made; null for the first attempt. */
  readonly firstAttemptAt: Date | null
}

/**
 * The webhook, unless the player has `$6` already; with it the answer of an Idempotency-Key, if any
 * ($7 not null). The count is read in the same statement: concurrent registrations may pass the cap
 * together, by one each.
 */
const CREATE = `
WITH registered AS (
  INSERT INTO webhooks (id, player_id, url, events, secret)
  SELECT $1::text, $2::text, $3::text, $4::text[], $5::text
  WHERE (SELECT count(*) FROM webhooks WHERE player_id = $2::text) < $6::int
  RETURNING created_at
), ${rememberRegistered(7)}
SELECT created_at AS "createdAt" FROM registered`

const ATTEMPTS = `
SELECT a.event_id::text AS "eventId", a.type, a.attempt, a.at, a.status, a.error
FROM webhook_attempts a
WHERE a.webhook_id = $1::text
ORDER BY a.id DESC
LIMIT $2::int`

/**
 * Claims due rows: not done, due, and not claimed by a live worker (a claim expires at
 * locked_until, so a crashed process's rows are taken over). SKIP LOCKED: concurrent workers claim
 * disjoint rows, and the re-check of the WHERE on the locked row keeps one claim per attempt.
 */
const CLAIM = `
WITH due AS (
  SELECT id FROM webhook_deliveries
  WHERE done_at IS NULL AND next_at <= now() AND (locked_until IS NULL OR locked_until <= now())
  ORDER BY next_at, id
  LIMIT $1::int
  FOR UPDATE SKIP LOCKED
)
UPDATE webhook_deliveries d
SET attempts = d.attempts + 1, locked_until = now() + $2::float8 * interval '1 millisecond'
FROM due, webhooks w, player_events e
WHERE d.id = due.id AND w.id = d.webhook_id AND e.id = d.event_id
RETURNING d.id::text AS id, d.webhook_id AS "webhookId", d.attempts AS attempt, w.url, w.secret,
  e.id::text AS "eventId", e.type, e.data, e.created_at AS at,
  (SELECT min(a.at) FROM webhook_attempts a WHERE a.delivery_id = d.id) AS "firstAttemptAt"`

/**
 * Ends an attempt: logs it (unless the webhook was removed meanwhile) and, if the claim is still
 * this attempt's (it did not expire and get taken over), marks the row done ($9) or due again after
 * $10 ms. One statement: the log and the row never disagree.
 */
const FINISH = `
WITH logged AS (
  INSERT INTO webhook_attempts (delivery_id, webhook_id, event_id, type, attempt, at, status, error)
  SELECT $1::bigint, $2::text, $3::bigint, $4::text, $5::int, $6::timestamptz, $7::int, $8::text
  WHERE EXISTS (SELECT 1 FROM webhook_deliveries WHERE id = $1::bigint)
)
UPDATE webhook_deliveries
SET locked_until = NULL,
    done_at = CASE WHEN $9::boolean THEN now() END,
    next_at = CASE WHEN $9::boolean THEN next_at ELSE now() + $10::float8 * interval '1 millisecond' END
WHERE id = $1::bigint AND attempts = $5::int AND done_at IS NULL`

export class WebhookStore {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Registers the webhook unless the player already has `limit`; its creation time, or null at the
   * limit. `answer` (Idempotency-Key) is stored with the webhook, in the same statement, or not at all.
   */
  async create(webhook: NewWebhook, limit: number, answer?: StoredResponse): Promise<Date | null> {
    const rows = await this.prisma
      .$queryRawUnsafe<{ createdAt: Date }[]>(
        CREATE,
        webhook.id,
        webhook.playerId,
        webhook.url,
        webhook.events,
        webhook.secret,
        limit,
        ...answerParams(answer),
      )
      .catch(rethrowWriteError)
    return rows[0]?.createdAt ?? null
  }

  /** The player's webhooks, oldest first. */
  async list(playerId: string): Promise<WebhookRecord[]> {
    return this.prisma.webhook.findMany({
      where: { playerId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, url: true, events: true, createdAt: true },
    })
  }

  /** Removes the player's webhook with its outbox rows and log; false when the player has none with this id. */
  async remove(playerId: string, id: string): Promise<boolean> {
    const { count } = await this.prisma.webhook.deleteMany({ where: { id, playerId } }).catch(rethrowWriteError)
    return count > 0
  }

  async exists(playerId: string, id: string): Promise<boolean> {
    return (await this.prisma.webhook.count({ where: { id, playerId } })) > 0
  }

  /** The webhook's attempts, newest first. */
  async attempts(webhookId: string, limit: number): Promise<AttemptRecord[]> {
    return this.prisma.$queryRawUnsafe<AttemptRecord[]>(ATTEMPTS, webhookId, limit)
  }

  /** Claims up to `limit` due deliveries for `lockMs`. */
  async claimDue(limit: number, lockMs: number): Promise<ClaimedDelivery[]> {
    return this.prisma.$queryRawUnsafe<ClaimedDelivery[]>(CLAIM, limit, lockMs)
  }

  /**
   * Logs the attempt of `claim` made at `at` and ends the delivery (`retryInMs` null: delivered or
   * given up) or schedules the next attempt.
   */
  async finish(claim: ClaimedDelivery, at: Date, outcome: { status: number | null; error: string | null }, retryInMs: number | null): Promise<void> {
    await this.prisma.$executeRawUnsafe(
      FINISH,
      claim.id,
      claim.webhookId,
      claim.eventId,
      claim.type,
      claim.attempt,
      at.toISOString(),
      outcome.status,
      outcome.error,
      retryInMs === null,
      retryInMs ?? 0,
    )
  }
}
