// Shared by the webhook tests: a receiver on loopback, a Standard Webhooks verifier written from the
// specification (Web Crypto, not the service's code), players and webhooks through the API, and
// player events queued as the append statement queues them.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import type { Database } from '../../src/store/database.js'

export interface Received {
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** Date.now() when the request was complete. */
  readonly at: number
}

/** What the receiver answers to its n-th request (0 first): a status, or 'hang' (never answers). */
export type Answer = (n: number, request: Received) => number | 'hang'

export interface Receiver {
  /** http://127.0.0.1:<port>/hook */
  readonly url: string
  readonly port: number
  readonly received: Received[]
  /** Resolves once `n` requests arrived; fails the test after `timeoutMs`. */
  waitFor(n: number, timeoutMs?: number): Promise<void>
}

/** An HTTP receiver on 127.0.0.1 (on `port` when given), closed in teardown. */
export async function receiver(t: Test, answer: Answer = () => 200, port = 0): Promise<Receiver> {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      const entry = { path: request.url ?? '', headers: request.headers, body, at: Date.now() }
      const status = answer(received.length, entry)
      received.push(entry)
      if (status === 'hang') return
      response.writeHead(status, status >= 300 && status < 400 ? { location: '/redirected' } : {}).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  const bound = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${bound}/hook`,
    port: bound,
    received,
    waitFor: (n, timeoutMs = 15_000) => until(() => received.length >= n, timeoutMs, `${n} webhook requests (got ${received.length})`),
  }
}

/** Polls `done` every 20 ms; throws after `timeoutMs`. */
export async function until(done: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Standard Webhooks verification (standardwebhooks.com): the key is the base64 after `whsec_`; the
 * header holds space-separated `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`; the
 * timestamp must be within 5 minutes of now.
 */
export async function verifiesAsStandardWebhook(secret: string, headers: IncomingHttpHeaders, body: string): Promise<boolean> {
  const id = headers['webhook-id']
  const timestamp = headers['webhook-timestamp']
  const signatures = headers['webhook-signature']
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string' || !secret.startsWith('whsec_')) return false
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false
  const key = await crypto.subtle.importKey('raw', Buffer.from(secret.slice('whsec_'.length), 'base64'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`))
  const expected = Buffer.from(mac).toString('base64')
  return signatures.split(' ').some((s) => s === `v1,${expected}`)
}

export interface TestPlayer {
  readonly id: string
  readonly token: string
}

export async function newPlayer(app: FastifyInstance, name = 'Ada'): Promise<TestPlayer> {
  const res = await app.inject({ method: 'POST', url: '/players', payload: { name } })
  if (res.statusCode !== 201) throw new Error(`POST /players: ${res.statusCode} ${res.body}`)
  return { id: res.json().player.id, token: res.json().token }
}

export interface TestWebhook {
  readonly id: string
  readonly secret: string
}

export async function newWebhook(app: FastifyInstance, player: TestPlayer, url: string, events = ['your-turn', 'game-started', 'game-finished']): Promise<TestWebhook> {
  const res = await app.inject({ method: 'POST', url: '/players/me/webhooks', headers: { authorization: `Bearer ${player.token}` }, payload: { url, events } })
  if (res.statusCode !== 201) throw new Error(`POST /players/me/webhooks: ${res.statusCode} ${res.body}`)
  return { id: res.json().id, secret: res.json().secret }
}

/** GET /players/me/webhooks/{id}/deliveries. */
export async function deliveries(app: FastifyInstance, player: TestPlayer, webhookId: string): Promise<any[]> {
  const res = await app.inject({ method: 'GET', url: `/players/me/webhooks/${webhookId}/deliveries`, headers: { authorization: `Bearer ${player.token}` } })
  if (res.statusCode !== 200) throw new Error(`GET deliveries: ${res.statusCode} ${res.body}`)
  return res.json().deliveries
}

/** A game to attach events to (player_events.game_id references games). */
export async function newGameId(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'Ada' }, { name: 'Bo' }] } })
  if (res.statusCode !== 201) throw new Error(`POST /games: ${res.statusCode} ${res.body}`)
  return res.json().game.id
}

export interface QueuedEvent {
  readonly id: string
  readonly at: Date
}

/**
 * Inserts a player event and its outbox rows (one per webhook of the player subscribed to its
 * type, due at the event's time), in one statement, as the append statement does; through the
 * tables' owner.
 */
export async function queueEvent(owner: Database, playerId: string, gameId: string, type: string, data: object, seq = 0): Promise<QueuedEvent> {
  const [row] = await owner.prisma.$queryRawUnsafe<{ id: string; at: Date }[]>(
    `WITH e AS (
       INSERT INTO player_events (player_id, game_id, seq, type, data) VALUES ($1, $2, $3::int, $4, $5::jsonb) RETURNING id, created_at
     ), d AS (
       INSERT INTO webhook_deliveries (webhook_id, event_id, next_at)
       SELECT w.id, e.id, e.created_at FROM e, webhooks w WHERE w.player_id = $1 AND $4 = ANY (w.events)
     )
     SELECT id::text AS id, created_at AS at FROM e`,
    playerId,
    gameId,
    seq,
    type,
    JSON.stringify(data),
  )
  return row
}
