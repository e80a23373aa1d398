/**
 * Webhooks (spec/play.md, "Webhooks"), all with the player token: POST and GET
 * /players/me/webhooks, DELETE /players/me/webhooks/{id}, GET /players/me/webhooks/{id}/deliveries.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { PrismaClient } from '../generated/prisma/client.js'
import { AuthorizationHeader, bearerToken } from '../http/auth.js'
import { IdempotencyKeyHeader, idempotencyOf, renderJson, sendAnswer } from '../http/idempotency.js'
import { BODY_PROBLEMS, IDEMPOTENCY_PROBLEMS, problems, STORED_PROBLEMS } from '../http/responses.js'
import { IdempotentReplayedHeader, withHeaders } from '../http/response-headers.js'
import { LIMITS, literals, SafeString } from '../http/schemas.js'
import type { WriteLoop } from '../service/idempotency.js'
import { WebhookStore } from '../store/webhooks.js'
import { messageId } from './message.js'
import { MAX_WEBHOOKS_PER_PLAYER, WEBHOOK_EVENTS, WebhookService, type WebhookEvent } from './service.js'
import { playerOf } from '../http/player-auth.js'

/** The longest URL accepted (what browsers and proxies reliably carry). */
const URL_LENGTH = 2048

const EventType = literals(WEBHOOK_EVENTS)
const DateTime = Type.String({ format: 'date-time' })
const Headers = Type.Object({ authorization: Type.Optional(AuthorizationHeader) })
const Params = Type.Object({ id: SafeString('id', LIMITS.id, { description: 'The webhook id' }) })

const Url = Type.String({
  maxLength: URL_LENGTH,
  // http(s), then no whitespace or control character; the rest is checked when parsed.
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u0020\\u007F-\\u009F\\uD800-\\uDFFF]+$',
  description:
    'Where events are POSTed: https (http too when the server allows private addresses, for tests). A URL whose host resolves to a loopback, private, link-local, multicast or otherwise non-public address is refused (422 WEBHOOK_URL_REFUSED), at registration and before every delivery.',
})

const Registered = Type.Object({
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(EventType),
  secret: Type.String({ description: 'whsec_<base64 key> (Standard Webhooks): verifies Webhook-Signature. Shown only here' }),
})

const Listed = Type.Object({ id: Type.String(), url: Type.String(), events: Type.Array(EventType), createdAt: DateTime })

const Attempt = Type.Object({
  eventId: Type.String({ description: 'The event: its `id` in the body and Webhook-Id header' }),
  type: EventType,
  attempt: Type.Integer({ minimum: 1, description: '1 for the first attempt at this event' }),
  at: DateTime,
  status: Type.Union([Type.Integer(), Type.Null()], { description: "The receiver's HTTP status; null when it did not answer" }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why the attempt failed (null when delivered)' }),
})

/** Every webhook route reads the player's token from the database. */
const PLAYER_PROBLEMS = [...STORED_PROBLEMS, 'UNAUTHORIZED'] as const

export const webhookRoutes: FastifyPluginAsyncTypebox<{ prisma: PrismaClient; allowPrivate: boolean; writes: WriteLoop }> = async (
  app,
  { prisma, allowPrivate, writes },
) => {
  const webhooks = new WebhookService(new WebhookStore(prisma), allowPrivate, writes)

  app.post(
    '/players/me/webhooks',
    {
      schema: {
        operationId: 'registerWebhook',
        tags: ['players'],
        summary: 'Register a webhook',
        description: `Events of the chosen types are POSTed to \`url\` as JSON \`{ id, type, at, data }\`, signed as Standard Webhooks (headers Webhook-Id, Webhook-Timestamp, Webhook-Signature), at least once: retried until a 2xx answer within 10 s, first after at most 5 s, then with doubling delays up to one hour, for at least 24 hours. At most ${MAX_WEBHOOKS_PER_PLAYER} webhooks per player (400 beyond).`,
        security: [{ playerToken: [] }],
        headers: Type.Object({ ...Headers.properties, 'idempotency-key': IdempotencyKeyHeader }),
        body: Type.Object(
          { url: Url, events: Type.Array(EventType, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true }) },
          { additionalProperties: false },
        ),
        response: {
          201: withHeaders(Type.Object(Registered.properties, { description: 'Registered; the secret is shown only here' }), { 'idempotent-replayed': IdempotentReplayedHeader }),
          ...problems(...PLAYER_PROBLEMS, ...BODY_PROBLEMS, ...IDEMPOTENCY_PROBLEMS, 'WEBHOOK_URL_REFUSED'),
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization)
      const player = playerOf(request)
      const answer = await webhooks.register(player.id, request.body, idempotencyOf(request, token), (registered) => renderJson(reply, 201, {}, registered))
      return sendAnswer(reply, answer)
    },
  )

  app.get(
    '/players/me/webhooks',
    {
      schema: {
        operationId: 'listWebhooks',
        tags: ['players'],
        summary: "The player's webhooks",
        description: 'Oldest first, without their secrets.',
        security: [{ playerToken: [] }],
        headers: Headers,
        response: { 200: Type.Object({ webhooks: Type.Array(Listed) }, { description: 'The webhooks' }), ...problems(...PLAYER_PROBLEMS) },
      },
    },
    async (request) => {
      const player = playerOf(request)
      const listed = await webhooks.list(player.id)
      return { webhooks: listed.map((w) => ({ id: w.id, url: w.url, events: w.events as WebhookEvent[], createdAt: w.createdAt.toISOString() })) }
    },
  )

  app.delete(
    '/players/me/webhooks/:id',
    {
      schema: {
        operationId: 'deleteWebhook',
        tags: ['players'],
        summary: 'Remove a webhook',
        description: 'Its pending deliveries and its delivery log go with it.',
        security: [{ playerToken: [] }],
        headers: Headers,
        params: Params,
        // Fastify reads a DELETE's body too: an unsupported or too large one is refused (415, 413).
        response: { 204: Type.Null({ description: 'Removed' }), ...problems(...PLAYER_PROBLEMS, ...BODY_PROBLEMS, 'WEBHOOK_NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const player = playerOf(request)
      await webhooks.remove(player.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/players/me/webhooks/:id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        tags: ['players'],
        summary: "A webhook's delivery attempts",
        description: 'The latest 100 attempts, newest first.',
        security: [{ playerToken: [] }],
        headers: Headers,
        params: Params,
        response: {
          200: Type.Object({ deliveries: Type.Array(Attempt) }, { description: 'The attempts' }),
          ...problems(...PLAYER_PROBLEMS, 'WEBHOOK_NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const player = playerOf(request)
      const attempts = await webhooks.deliveries(player.id, request.params.id)
      return {
        deliveries: attempts.map((a) => ({ eventId: messageId(a.eventId), type: a.type as WebhookEvent, attempt: a.attempt, at: a.at.toISOString(), status: a.status, error: a.error })),
      }
    },
  )
}
