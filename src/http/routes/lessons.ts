/** The lesson set: listing the lessons, and starting a game at a lesson's position. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { learnerSeat, LESSONS, lessonById } from '../../lessons/catalogue.js'
import { LIMITS, literals, SafeString } from '../schemas.js'
import { BODY_PROBLEMS, IDEMPOTENCY_PROBLEMS, LIMITED_PROBLEMS, problems, STORED_PROBLEMS } from '../responses.js'
import { LocationHeader, writeAnswer } from '../response-headers.js'
import { IdempotencyKeyHeader, idempotencyOf, sendAnswer } from '../idempotency.js'
import { sendProblem, takesNoBody } from '../problem.js'
import type { GameService } from '../../service/games.js'
import { CREATED_GAME, renderCreated } from './games.js'

const LessonId = Type.String({ description: 'Stable: `01-place-a-tile-and-a-meeple` ... `16-final-monk-or-farmer`' })
const LessonKind = literals(['lesson', 'strategy'] as const, { description: 'One of the 13 lessons, or one of the 3 strategy positions' })

export const lessonRoutes: FastifyPluginAsyncTypebox<{ games: GameService }> = async (app, { games }) => {
  app.get(
    '/lessons',
    {
      schema: {
        operationId: 'listLessons',
        tags: ['lessons'],
        summary: 'List the lessons',
        description: 'The 13 lessons and 3 strategy positions of the lesson set, in order: POST /lessons/{id}/games starts one.',
        security: [],
        response: {
          200: Type.Object(
            { lessons: Type.Array(Type.Object({ id: LessonId, title: Type.String(), goal: Type.String({ description: "What the learner's turn should achieve" }), kind: LessonKind })) },
            { description: 'The lessons' },
          ),
          ...problems(...LIMITED_PROBLEMS),
        },
      },
    },
    async () => ({ lessons: LESSONS.map(({ id, title, goal, kind }) => ({ id, title, goal, kind })) }),
  )

  app.post(
    '/lessons/:id/games',
    {
      schema: {
        operationId: 'createLessonGame',
        tags: ['lessons'],
        summary: "Start a game at a lesson's position",
        description:
          "Takes no body (`{}` is accepted; any other body is 400 `VALIDATION_ERROR`). Creates a two-seat game (Red, Blue) with the lesson's stacked deck, in which the server has played the lesson's scripted turns, each an ordinary log entry marked `by: \"lesson\"`, up to and including the learner's draw: the learner (`lesson.seat`, the seat to move) is in phase `place` with the lesson's tile. Answers like POST /games, with `lesson` saying what the lesson expects; GET /games/{id} then says whether it was achieved.",
        security: [],
        headers: Type.Object({ 'idempotency-key': IdempotencyKeyHeader }),
        params: Type.Object({ id: SafeString('id', LIMITS.id, { description: 'A lesson id from GET /lessons (404 LESSON_NOT_FOUND otherwise)' }) }),
        response: {
          201: writeAnswer(
            Type.Object(
              {
                ...CREATED_GAME,
                lesson: Type.Object({ id: LessonId, title: Type.String(), goal: Type.String(), seat: Type.Integer({ minimum: 0, maximum: 1, description: "The learner's seat" }) }),
              },
              { description: "Created at the lesson's position; the seat tokens are shown only here" },
            ),
            { location: LocationHeader },
          ),
          ...problems(...STORED_PROBLEMS, ...BODY_PROBLEMS, ...IDEMPOTENCY_PROBLEMS, 'LESSON_NOT_FOUND'),
        },
      },
      preValidation: takesNoBody,
    },
    async (request, reply) => {
      const lesson = lessonById(request.params.id)
      if (lesson === undefined) return sendProblem(reply, 'LESSON_NOT_FOUND', `no lesson ${request.params.id}; GET /lessons lists them`)
      const summary = { id: lesson.id, title: lesson.title, goal: lesson.goal, seat: learnerSeat(lesson) }
      const answer = await games.createLesson(lesson, {
        // Scoped to the client's address: creating needs no credential.
        idempotency: idempotencyOf(request, undefined),
        render: (created) => renderCreated(reply, created, { lesson: summary }, { lesson: { ...summary, achieved: null } }),
      })
      return sendAnswer(reply, answer)
    },
  )
}
