/** A player's webhooks (spec/play.md, "Webhooks"): register, list, remove, and the delivery log. */
import { randomUUID } from 'node:crypto'
import { ServiceError } from '../service/errors.js'
import type { Answer, IdempotencyRequest, Rendered, WriteLoop } from '../service/idempotency.js'
import type { AttemptRecord, WebhookRecord, WebhookStore } from '../store/webhooks.js'
import { checkWebhookUrl } from './destination.js'
import { newSecret } from './signature.js'

export const WEBHOOK_EVENTS = ['your-turn', 'game-started', 'game-finished'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

/** Webhooks one player may have: each event is sent once per webhook. */
export const MAX_WEBHOOKS_PER_PLAYER = 20
/** Attempts listed by the delivery log, newest first. */
export const DELIVERIES_LISTED = 100

export interface RegisteredWebhook {
  readonly id: string
  readonly url: string
  readonly events: WebhookEvent[]
  /** Shown only when registered. */
  readonly secret: string
}

export class WebhookService {
  /** `writes`: the Idempotency-Key rules of registrations. */
  constructor(
    private readonly store: WebhookStore,
    private readonly allowPrivate: boolean,
    private readonly writes: WriteLoop,
  ) {}

  /** Registers a webhook; `render` makes the answer, which is stored with the webhook under `idempotency`'s key. */
  async register(
    playerId: string,
    request: { url: string; events: WebhookEvent[] },
    idempotency: IdempotencyRequest | undefined,
    render: (registered: RegisteredWebhook) => Rendered,
  ): Promise<Answer<RegisteredWebhook>> {
    const { url, events } = request
    return this.writes.run(idempotency, false, async () => {
      await checkWebhookUrl(url, this.allowPrivate)
      const webhook = { id: randomUUID(), playerId, url, events, secret: newSecret() }
      const registered = { id: webhook.id, url, events, secret: webhook.secret }
      const rendered = render(registered)
      const created = await this.store.create(webhook, MAX_WEBHOOKS_PER_PLAYER, idempotency && { ...idempotency, ...rendered })
      if (created === null) throw new ServiceError('VALIDATION_ERROR', `a player may have at most ${MAX_WEBHOOKS_PER_PLAYER} webhooks; remove one first`)
      return { rendered, outcome: registered }
    })
  }

  async list(playerId: string): Promise<WebhookRecord[]> {
    return this.store.list(playerId)
  }

  async remove(playerId: string, id: string): Promise<void> {
    if (!(await this.store.remove(playerId, id))) throw notFound(id)
  }

  async deliveries(playerId: string, id: string): Promise<AttemptRecord[]> {
    if (!(await this.store.exists(playerId, id))) throw notFound(id)
    return this.store.attempts(id, DELIVERIES_LISTED)
  }
}

function notFound(id: string): ServiceError {
  return new ServiceError('WEBHOOK_NOT_FOUND', `you have no webhook ${id}`)
}
