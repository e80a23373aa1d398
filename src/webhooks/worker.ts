/**
 * Delivers the webhook outbox (webhook_deliveries, filled by the append statement): polls for due
 * rows, claims them (store/webhooks.ts: FOR UPDATE SKIP LOCKED, so each attempt is made by exactly
 * one of several processes, and a crashed process's claims expire), POSTs each event signed
 * (signature.ts) to the checked addresses of its URL (destination.ts), and logs every attempt.
 * Delivery is at least once: a 2xx within the timeout ends it, anything else is retried (retry.ts).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { PrismaClient } from '../generated/prisma/client.js'
import { WebhookStore, type ClaimedDelivery } from '../store/webhooks.js'
import { resolveDestination, webhookUrl } from './destination.js'
import { messageBody, messageId } from './message.js'
import { post } from './post.js'
import { DEFAULT_RETRY_POLICY, retryDelay, type RetryPolicy } from './retry.js'
import { signature } from './signature.js'

export interface WebhookWorkerOptions extends RetryPolicy {
  /** Deliver to loopback and private addresses too (WEBHOOK_ALLOW_PRIVATE, tests). */
  readonly allowPrivate: boolean
  /** How often the outbox is read for due rows. */
  readonly pollMs: number
  /** Attempts in flight at most (claimed together when that many are due). */
  readonly concurrency: number
  /** An attempt without a status line within this time failed (the lookup and connection included). */
  readonly timeoutMs: number
  /** How long a claim lasts: longer than an attempt and its logging, so that no other process takes it over meanwhile. */
  readonly lockMs: number
  /** On stop, how long attempts in flight may finish before they are abandoned (and logged as such). */
  readonly stopGraceMs: number
}

export const DEFAULT_WORKER_OPTIONS: WebhookWorkerOptions = {
  ...DEFAULT_RETRY_POLICY,
  allowPrivate: false,
  pollMs: 250,
  concurrency: 16,
  timeoutMs: 10_000,
  lockMs: 60_000,
  stopGraceMs: 2_000,
}

/** Retries due sooner than this get a wake-up of their own; later ones are found by the polls. */
const RETRY_WAKE_MAX_MS = 60_000

/** Longest error text kept in the delivery log. */
const ERROR_LENGTH = 300

interface Outcome {
  readonly status: number | null
  readonly error: string | null
}

export class WebhookWorker {
  private readonly store: WebhookStore
  private readonly options: WebhookWorkerOptions
  private readonly inFlight = new Set<Promise<void>>()
  /** Aborts the attempts still in flight when the stop grace ends. */
  private abandon = new AbortController()
  private timer: NodeJS.Timeout | undefined
  private polling: Promise<void> | undefined
  private wakeRequested = false
  /** Wake-ups at the time a failed delivery is due again (a poll interval late would exceed the spec's 5 s). */
  private readonly retryWakes = new Set<NodeJS.Timeout>()
  private stopped = true
  /** Whether the last poll failed (logged once per run of failures). */
  private failing = false

  constructor(prisma: PrismaClient, private readonly log: FastifyBaseLogger, options: Partial<WebhookWorkerOptions> = {}) {
    this.store = new WebhookStore(prisma)
    this.options = { ...DEFAULT_WORKER_OPTIONS, ...options }
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.abandon = new AbortController()
    this.schedule(0)
  }

  /** Polls now rather than at the next interval (after an append that queued deliveries). */
  wake(): void {
    if (this.stopped) return
    if (this.polling !== undefined) this.wakeRequested = true
    else this.schedule(0)
  }

  /** Stops polling; attempts in flight get stopGraceMs to finish, then are abandoned and logged. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    for (const timer of this.retryWakes) clearTimeout(timer)
    this.retryWakes.clear()
    await this.polling
    const settled = Promise.all(this.inFlight)
    let grace: NodeJS.Timeout | undefined
    await Promise.race([settled, new Promise((resolve) => (grace = setTimeout(resolve, this.options.stopGraceMs)))])
    clearTimeout(grace)
    this.abandon.abort()
    await settled
  }

  /** A poll `ms` from now (the row's next_at was set from the database's clock before this). */
  private wakeIn(ms: number): void {
    if (this.stopped) return
    const timer = setTimeout(() => {
      this.retryWakes.delete(timer)
      this.wake()
    }, ms)
    timer.unref()
    this.retryWakes.add(timer)
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.polling = this.poll().finally(() => (this.polling = undefined))
    }, ms)
    this.timer.unref() // the server keeps the process alive, not this
  }

  private async poll(): Promise<void> {
    const room = this.options.concurrency - this.inFlight.size
    let claimed: ClaimedDelivery[] = []
    if (room > 0) {
      try {
        claimed = await this.store.claimDue(room, this.options.lockMs)
        if (this.failing) this.log.info('webhook deliveries: the outbox can be read again')
        this.failing = false
      } catch (err) {
        if (!this.failing) this.log.warn({ err }, 'webhook deliveries: could not read the outbox; retrying')
        this.failing = true
      }
    }
    for (const claim of claimed) {
      const attempt = this.attempt(claim).finally(() => this.inFlight.delete(attempt))
      this.inFlight.add(attempt)
    }
    if (this.stopped) return
    // A full batch may mean more rows are due: read again at once.
    const again = this.wakeRequested || (room > 0 && claimed.length === room)
    this.wakeRequested = false
    this.schedule(again ? 0 : this.options.pollMs)
  }

  /** One attempt of a claimed delivery, logged; never throws. */
  private async attempt(claim: ClaimedDelivery): Promise<void> {
    const at = new Date()
    const outcome = await this.send(claim)
    const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300
    const retryInMs = delivered ? null : retryDelay(this.options, claim.attempt, at, claim.firstAttemptAt ?? at)
    const givenUp = !delivered && retryInMs === null
    const logged = givenUp ? { ...outcome, error: `${outcome.error}; given up after attempt ${claim.attempt}` } : outcome
    if (givenUp) this.log.warn({ webhookId: claim.webhookId, eventId: claim.eventId, attempts: claim.attempt }, 'webhook delivery given up')
    try {
      await this.store.finish(claim, at, logged, retryInMs)
      if (retryInMs !== null && retryInMs <= RETRY_WAKE_MAX_MS) this.wakeIn(retryInMs)
    } catch (err) {
      // The claim expires and the attempt is made again: at least once.
      this.log.warn({ err, webhookId: claim.webhookId, eventId: claim.eventId }, 'webhook delivery: could not log the attempt')
    }
  }

  private async send(claim: ClaimedDelivery): Promise<Outcome> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs)
    const signal = AbortSignal.any([timeout, this.abandon.signal])
    try {
      // Every rule of registration again: the server's settings or the host's addresses may have changed since.
      const url = webhookUrl(claim.url, this.options.allowPrivate)
      const addresses = await resolveDestination(url, this.options.allowPrivate, signal)
      const id = messageId(claim.eventId)
      const body = messageBody({ id: claim.eventId, type: claim.type, at: claim.at, data: claim.data })
      const timestamp = Math.floor(Date.now() / 1000)
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'carcassonne-service-webhooks',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature(claim.secret, id, timestamp, body),
      }
      const status = await post(url, addresses, headers, body, signal)
      return { status, error: status >= 200 && status < 300 ? null : `the receiver answered ${status}` }
    } catch (error) {
      if (this.abandon.signal.aborted) return { status: null, error: 'abandoned: the server stopped' }
      if (timeout.aborted) return { status: null, error: `no answer within ${this.options.timeoutMs} ms` }
      return { status: null, error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH) }
    }
  }
}
