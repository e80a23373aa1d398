/** Reading a game's legal moves, its action log, and its state at any point of the log. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { legalDeployments, offeredPlacements } from '../../engine/index.js'
import { described, GameIdParams, ref } from '../schemas.js'
import { problems, READ_PROBLEMS } from '../responses.js'
import { etag, gameView } from '../view.js'
import { handShown } from '../../hidden/redact.js'
import { VIEWER_SECURITY, ViewerHeaders, viewerOf } from '../viewer.js'
import type { GameService } from '../../service/games.js'
import { exportEntry } from '../../audit/export.js'
import type { LiveHub } from '../../live/hub.js'
import { waitForActions } from '../../live/long-poll.js'

export const readingRoutes: FastifyPluginAsyncTypebox<{ games: GameService; hub: LiveHub }> = async (app, { games, hub }) => {
  app.get(
    '/games/:id/legal',
    {
      schema: {
        operationId: 'listLegalMoves',
        tags: ['reading'],
        summary: 'The legal moves of the current phase',
        description: 'Phase `place`: every placement POST /games/{id}/place accepts. Phase `deploy`: every segment of the tile just placed that POST /games/{id}/deploy accepts. Both lists are empty in the other phases. ETag: the game\'s version.',
        security: VIEWER_SECURITY,
        params: GameIdParams,
        headers: ViewerHeaders,
        response: {
          200: Type.Object({
            placements: Type.Array(ref.Placement, { description: 'In the draft and with hands: the placements of every tile to choose from, each with its `tile`. With private hands, shown only to the active seat\'s token (empty for other readers: they would name its tiles)' }),
            deployments: Type.Array(ref.Deployment),
          }, { description: 'The legal moves of the current phase (both lists empty in other phases)' }),
          ...problems(...READ_PROBLEMS, 'UNAUTHORIZED'),
        },
      },
    },
    async (request, reply) => {
      const game = await games.load(request.params.id)
      const viewer = await viewerOf(games, game, request, reply)
      const { record, state } = game
      reply.header('etag', etag(record.version, viewer))
      // Only a choice among held tiles names them (a River tile drawn before the deal is public).
      const hidden = state.turn !== null && state.turn.tile === null && !handShown(state, state.turn.seat, viewer)
      return { placements: hidden ? [] : offeredPlacements(state), deployments: legalDeployments(state) }
    },
  )

  app.get(
    '/games/:id/actions',
    {
      schema: {
        operationId: 'listActions',
        tags: ['reading'],
        summary: 'The action log',
        description: 'The append-only action log, oldest first: all of it, or the entries after `after` (at most `limit`). With `wait`, an answer with no entries is held until one is appended (long polling).',
        security: VIEWER_SECURITY,
        params: GameIdParams,
        headers: ViewerHeaders,
        querystring: Type.Object(
          {
            after: Type.Optional(Type.Integer({ minimum: -1, maximum: 2147483647, description: 'Only the entries after this seq (-1: from entry 0, as without it)' })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'At most this many entries (without it: all of them)' })),
            wait: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: 60,
                description: 'Long polling: when there is no entry after `after`, answer as soon as one is appended (by any server process), or with no entries after this many seconds',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ actions: Type.Array(ref.LogEntry) }, { description: 'Log entries, oldest first' }), ...problems(...READ_PROBLEMS, 'UNAUTHORIZED') },
      },
    },
    async (request, reply) => {
      const { wait, ...page } = request.query
      const viewer = await viewerOf(games, request.params.id, request, reply)
      if (wait === undefined) return { actions: (await games.actions(request.params.id, page, viewer)).map(exportEntry) }
      // Long polling; a client that goes away stops the wait.
      const gone = new AbortController()
      reply.raw.once('close', () => gone.abort())
      const entries = await waitForActions(games, hub, request.params.id, page, viewer, wait * 1000, gone.signal)
      return { actions: entries.map(exportEntry) }
    },
  )

  app.get(
    '/games/:id/actions/:seq/state',
    {
      schema: {
        operationId: 'getStateAfterAction',
        tags: ['reading'],
        summary: 'The GameState right after a log entry',
        description: 'Rebuilt by replaying the log with the engine up to entry `seq`, never from a stored snapshot. ETag: `"<seq>"`.',
        security: VIEWER_SECURITY,
        params: Type.Intersect([GameIdParams, Type.Object({ seq: Type.Integer({ minimum: 0, maximum: 2147483647, description: 'The log entry after which the state is rebuilt (404 ACTION_NOT_FOUND past the last one)' }) })]),
        headers: ViewerHeaders,
        response: { 200: described(ref.GameState, 'The GameState right after that entry'), ...problems(...READ_PROBLEMS, 'ACTION_NOT_FOUND', 'UNAUTHORIZED') },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(games, request.params.id, request, reply)
      const { record, state, entry, deadline } = await games.stateAt(request.params.id, request.params.seq)
      reply.header('etag', etag(entry.seq, viewer))
      return gameView({ ...record, version: entry.seq, headHash: entry.hash, deadline }, state, viewer)
    },
  )
}
