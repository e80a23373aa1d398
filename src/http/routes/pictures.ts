/** Pictures as SVG: a game's board (now, or after any log entry) and each tile type. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CATALOGUE, isTileId } from '../../engine/index.js'
import { renderBoard, renderTile } from '../../render/index.js'
import type { GameService } from '../../service/games.js'
import { GameIdParams } from '../schemas.js'
import { sendProblem } from '../problem.js'
import { LIMITED_PROBLEMS, problems, READ_PROBLEMS } from '../responses.js'

const SVG = 'image/svg+xml'
const svgResponse = (description: string) => ({ description, content: { [SVG]: { schema: Type.String() } } })

export const pictureRoutes: FastifyPluginAsyncTypebox<{ games: GameService }> = async (app, { games }) => {
  app.get(
    '/games/:id/board.svg',
    {
      schema: {
        operationId: 'getBoardPicture',
        tags: ['reading'],
        security: [],
        summary: 'The board as a picture (SVG): tiles, meeples, the last placed tile, the open frontier and a legend of the players',
        description:
          'Pure vector, self-contained (no external reference), and the same bytes for the same state. With `seq`, the board right after that log entry, rebuilt by replaying the log like `/actions/{seq}/state`.',
        params: GameIdParams,
        querystring: Type.Object(
          { seq: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: 'Draw the board right after this log entry (404 ACTION_NOT_FOUND past the last one)' })) },
          { additionalProperties: false },
        ),
        response: { 200: svgResponse('The board as an SVG document'), ...problems(...READ_PROBLEMS, 'ACTION_NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { seq } = request.query
      const { state } = seq === undefined ? await games.load(id) : await games.stateAt(id, seq)
      return reply.type(SVG).send(renderBoard(state))
    },
  )

  app.get(
    '/tiles/:letter.svg',
    {
      schema: {
        operationId: 'getTilePicture',
        tags: ['meta'],
        security: [],
        summary: 'A tile type as a picture (SVG), canonical orientation (rotation 0)',
        description: 'Drawn from the tile catalogue (GET /tiles) like the board picture: fields, roads, cities with walls and shields, monasteries. The same bytes every time (strong ETag).',
        params: Type.Object({ letter: Type.String({ maxLength: 16, examples: CATALOGUE.map((t) => t.id), description: 'A tile type: A to X, or a River tile RA to RL (404 TILE_NOT_FOUND otherwise)' }) }),
        response: { 200: svgResponse('The tile as an SVG document, 100 x 100'), ...problems(...LIMITED_PROBLEMS, 'TILE_NOT_FOUND') },
      },
    },
    async (request, reply) => {
      const { letter } = request.params
      if (!isTileId(letter)) return sendProblem(reply, 'TILE_NOT_FOUND', `no tile type ${letter}; the types are A to X and the River's RA to RL (GET /tiles)`)
      return reply.type(SVG).send(renderTile(letter))
    },
  )
}
