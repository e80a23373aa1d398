/** Joining an open seat by its invitation, and resigning (spec/play.md). Each appends log entries. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { scoreEvents } from '../../engine/index.js'
import { GameIdParams, LIMITS, ref, SafeString } from '../schemas.js'
import { takesNoBody } from '../problem.js'
import { problems, SEAT_WRITE_PROBLEMS } from '../responses.js'
import { writeAnswer } from '../response-headers.js'
import { answerFor, parseIfMatch } from '../view.js'
import { IfMatchHeader } from '../conditional.js'
import { AuthorizationHeader, bearerToken } from '../auth.js'
import { IdempotencyKeyHeader, idempotencyOf, renderJson, sendAnswer } from '../idempotency.js'
import type { GameService } from '../../service/games.js'
import type { PlayerService } from '../../players/service.js'

const JoinBody = Type.Object(
  {
    // Any string: what is not a code of this game is 404 INVALID_INVITE (play.md), never a validation error.
    invite: Type.String({ description: 'The invitation code of an open seat (single use; a used one gets 409 SEAT_TAKEN); a string that is no code of this game gets 404 INVALID_INVITE' }),
    name: Type.Optional(SafeString('printable', LIMITS.name, { minLength: 1, description: "Required without a player token; defaults to the player's name" })),
  },
  { additionalProperties: false },
)

const WriteHeaders = Type.Object({ authorization: Type.Optional(AuthorizationHeader), 'if-match': IfMatchHeader, 'idempotency-key': IdempotencyKeyHeader })

export const seatRoutes: FastifyPluginAsyncTypebox<{ games: GameService; players: PlayerService }> = async (app, { games }) => {
  app.post(
    '/games/:id/join',
    {
      schema: {
        operationId: 'joinGame',
        tags: ['play'],
        summary: 'Take an open seat with its invitation',
        description:
          'No authentication needed; with a player token the seat is bound to that player (and `name` may be omitted). Appends a `join` entry; the join that fills the last open seat starts the game. The seat token is shown only here.',
        security: [{}, { playerToken: [] }],
        params: GameIdParams,
        headers: WriteHeaders,
        body: JoinBody,
        response: {
          200: writeAnswer(Type.Object(
            {
              game: ref.GameState,
              seat: Type.Object({ seat: Type.Integer(), name: Type.String(), color: ref.Color, token: Type.String() }),
              events: Type.Array(ref.GameEvent),
              receipt: ref.Receipt,
            },
            { description: 'Joined; the seat token is shown only here' },
          )),
          ...problems(...SEAT_WRITE_PROBLEMS.filter((code) => code !== 'NOT_A_PLAYER'), 'INVALID_INVITE', 'SEAT_TAKEN', 'GAME_FINISHED', 'VERSION_CONFLICT'),
        },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization)
      const answer = await games.join(request.params.id, request.body.invite, request.body.name, token, {
        ifMatch: parseIfMatch(request.headers['if-match']),
        idempotency: idempotencyOf(request, token),
        render: ({ record, state, seat, events, receipt }) => {
          const answer = answerFor(record, state, seat.seat, events)
          return renderJson(reply, 200, { etag: answer.etag }, { game: answer.game, seat, events: answer.events, receipt })
        },
      })
      return sendAnswer(reply, answer)
    },
  )

  app.post(
    '/games/:id/resign',
    {
      schema: {
        operationId: 'resignSeat',
        tags: ['play'],
        summary: 'Resign a seat, in or out of turn',
        description:
          "Appends a `resign` entry; also while seats are open (the seat then takes no turn). During the seat's own turn after drawing, the turn is first finished as a timeout would (the tile at the first legal placement unless placed, no further meeple, score), as entries of their own marked `by: resign`. The seat takes no more turns and cannot win; when one seat is left the game ends (final scoring in `final`). Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`).",
        security: [{ seatToken: [] }, { playerToken: [] }],
        params: GameIdParams,
        headers: WriteHeaders,
        response: {
          200: writeAnswer(Type.Object(
            {
              game: ref.GameState,
              final: Type.Optional(Type.Array(ref.ScoreEvent, { description: 'Final scoring, when the resignation ended the game' })),
              events: Type.Array(ref.GameEvent),
              receipt: ref.Receipt,
            },
            { description: 'Resigned' },
          )),
          ...problems(...SEAT_WRITE_PROBLEMS, 'NOT_YOUR_TURN', 'GAME_FINISHED', 'VERSION_CONFLICT'),
        },
      },
      preValidation: takesNoBody,
    },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization)
      const answer = await games.resign(request.params.id, token, {
        ifMatch: parseIfMatch(request.headers['if-match']),
        idempotency: idempotencyOf(request, token),
        render: ({ record, state, actor, events, receipt }) => {
          const ended = events.some((e) => e.type === 'ended')
          const answer = answerFor(record, state, actor, events)
          return renderJson(reply, 200, { etag: answer.etag }, { game: answer.game, ...(ended ? { final: scoreEvents(events, 'final') } : {}), events: answer.events, receipt })
        },
      })
      return sendAnswer(reply, answer)
    },
  )
}
