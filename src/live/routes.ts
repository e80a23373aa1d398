/**
 * Live events (spec/play.md, "Live events"): GET /games/{id}/events and GET /players/me/events as
 * Server-Sent Events. (Long polling is GET /games/{id}/actions?wait=, in http/routes/reading.ts.)
 * Bad input, an unknown game and a missing token are answered as problems before a stream starts.
 */
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AuthorizationHeader } from '../http/auth.js'
import { problems, READ_PROBLEMS, STORED_PROBLEMS } from '../http/responses.js'
import { NotModified, notModified } from '../http/conditional.js'
import { GameIdParams } from '../http/schemas.js'
import { streamEtag } from '../http/view.js'
import { VIEWER_SECURITY, ViewerHeaders, viewerOf } from '../http/viewer.js'
import type { GameService } from '../service/games.js'
import { ServiceError } from '../service/errors.js'
import { streamGameEvents } from './game-stream.js'
import type { LiveHub } from './hub.js'
import { streamPlayerEvents } from './player-stream.js'
import { EventStream, KEEP_ALIVE_MS } from './sse.js'
import { playerOf } from '../http/player-auth.js'

export interface LiveRoutesOptions {
  games: GameService
  hub: LiveHub
  /** Interval of the keep-alive comment lines (KEEP_ALIVE_MS; shorter in tests). */
  keepAliveMs?: number
}

const MAX_SEQ = 2147483647
const MAX_EVENT_ID = 9223372036854775807n

const KEEP_ALIVE_NOTE = 'A comment line `: keep-alive` is sent at least every 15 s.'

const GAME_EVENTS_FORMAT =
  'One event per log entry, in seq order: `id: <seq>`, `event: <type>` (create, join, draw, place, deploy, undo, score, resign), ' +
  '`data: <the entry as JSON, exactly as GET /games/{id}/actions shows it>`, then an empty line. ' +
  `${KEEP_ALIVE_NOTE} The stream closes after the entry that finishes the game.`

const PLAYER_EVENTS_FORMAT =
  'One event per thing the player is told, in order: `id: <opaque event id>`, `event: <type>`, `data: <JSON>`, then an empty line. ' +
  'Types: `your-turn` `{ "gameId", "seq", "seat", "deadline" }` (`seq`: the entry after which it became that seat\'s move; ' +
  '`deadline`: ISO time or null), `game-started` `{ "gameId" }`, `game-finished` `{ "gameId", "winners", "scores" }`. ' +
  `${KEEP_ALIVE_NOTE} The stream stays open.`

const eventStreamResponse = (description: string, headers: Record<string, TSchema> = {}) => ({
  description,
  headers: {
    ...headers,
    'cache-control': Type.Literal('no-cache', { description: 'The stream is never cached' }),
    'x-accel-buffering': Type.Literal('no', { description: 'Tells nginx not to buffer the stream' }),
  },
  content: { 'text/event-stream': { schema: Type.String({ description: 'Server-Sent Events, as described above' }) } },
})

const STREAM_ETAG = Type.String({
  description: 'Weak validator of the stream as it starts (`W/"<version>-after<seq>"`, with `-seat<N>` before `-after` for a seat\'s view of a game with private hands): sent back in If-None-Match, it is answered 304 while no entry was appended since',
})

export const liveRoutes: FastifyPluginAsyncTypebox<LiveRoutesOptions> = async (app, { games, hub, keepAliveMs = KEEP_ALIVE_MS }) => {
  // Open streams and long polls must not hold the server open: they end before it closes.
  app.addHook('preClose', async () => hub.drain())

  app.get(
    '/games/:id/events',
    {
      // HEAD would run the stream with no body to send: not offered.
      exposeHeadRoute: false,
      schema: {
        operationId: 'streamGameEvents',
        tags: ['live'],
        summary: "Follow a game's log live (Server-Sent Events)",
        security: VIEWER_SECURITY,
        description:
          'Starts after `Last-Event-ID` (a seq), or after `?after=SEQ` (from entry 0 when neither), sends the entries already in the log, ' +
          `then each entry as it is appended by any server process. ${GAME_EVENTS_FORMAT}`,
        params: GameIdParams,
        headers: Type.Object({
          ...ViewerHeaders.properties,
          'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$', description: 'The seq of the last entry received: the stream resumes after it (wins over `after`)' })),
        }),
        querystring: Type.Object(
          { after: Type.Optional(Type.Integer({ minimum: -1, maximum: MAX_SEQ, description: 'Start after this seq (-1: from entry 0)' })) },
          { additionalProperties: false },
        ),
        response: { 200: eventStreamResponse(GAME_EVENTS_FORMAT, { etag: STREAM_ETAG }), 304: NotModified, ...problems(...READ_PROBLEMS, 'UNAUTHORIZED') },
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id']
      const after = header === undefined ? (request.query.after ?? -1) : Number(header)
      if (after > MAX_SEQ) throw new ServiceError('VALIDATION_ERROR', `Last-Event-ID must be a seq from 0 to ${MAX_SEQ}`)
      const game = await games.load(request.params.id) // GAME_NOT_FOUND before the stream starts
      const viewer = await viewerOf(games, game, request, reply)
      // play.md: every GET under /games/{id} answers an ETag and honours If-None-Match (nothing new since).
      const tag = streamEtag(game.record.version, after, viewer)
      reply.header('etag', tag)
      if (notModified(request, tag)) return reply.code(304).send(null)
      const stream = new EventStream(request, reply, keepAliveMs)
      void streamGameEvents(stream, games, hub, request.params.id, after, viewer, request.log)
    },
  )

  app.get(
    '/players/me/events',
    {
      exposeHeadRoute: false,
      schema: {
        operationId: 'streamPlayerEvents',
        tags: ['live'],
        summary: "Follow a player's events over all its games (Server-Sent Events)",
        description: `Starts after \`Last-Event-ID\` (an event id received earlier), else from the player's first event. ${PLAYER_EVENTS_FORMAT}`,
        security: [{ playerToken: [] }],
        headers: Type.Object({
          authorization: Type.Optional(AuthorizationHeader),
          'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,19}$', description: 'The id of the last event received: the stream resumes after it' })),
        }),
        response: { 200: eventStreamResponse(PLAYER_EVENTS_FORMAT), ...problems(...STORED_PROBLEMS, 'UNAUTHORIZED') },
      },
    },
    async (request, reply) => {
      const player = playerOf(request)
      const header = request.headers['last-event-id']
      const after = header === undefined ? 0n : BigInt(header)
      if (after > MAX_EVENT_ID) throw new ServiceError('VALIDATION_ERROR', 'Last-Event-ID is not an event id of this stream')
      const stream = new EventStream(request, reply, keepAliveMs)
      void streamPlayerEvents(stream, hub, player.id, after, request.log)
    },
  )
}
