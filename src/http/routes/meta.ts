/** Service metadata: the tile catalog and health. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TILE_TYPES } from '../../engine/index.js'
import { FeatureKind, ref } from '../schemas.js'
import { problems } from '../responses.js'
import type { Database } from '../../store/database.js'
import { sendProblem } from '../problem.js'

const TILES = {
  tiles: TILE_TYPES.map((t) => ({
    type: t.letter,
    count: t.count,
    edges: [...t.edges],
    segments: t.segments.map((s) => ({
      feature: s.kind,
      ports: [...s.ports],
      ...(s.kind === 'city' ? { shield: s.shield === true } : {}),
      ...(s.kind === 'field' ? { touches: [...(s.touches ?? [])] } : {}),
    })),
  })),
}

const Terrain = Type.Union([Type.Literal('C'), Type.Literal('R'), Type.Literal('F')])

export const metaRoutes: FastifyPluginAsyncTypebox<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/tiles',
    {
      schema: {
        tags: ['meta'],
        summary: 'The 24 tile types in canonical orientation (rotation 0), as in rules.md',
        response: {
          200: Type.Object({
            tiles: Type.Array(
              Type.Object({
                type: ref.TileLetter,
                count: Type.Integer(),
                edges: Type.Array(Terrain, { description: 'N, E, S, W', minItems: 4, maxItems: 4 }),
                segments: Type.Array(
                  Type.Object({
                    feature: FeatureKind,
                    ports: Type.Array(ref.Port),
                    shield: Type.Optional(Type.Boolean()),
                    touches: Type.Optional(Type.Array(Type.Integer(), { description: 'Indices of the city segments this field touches' })),
                  }),
                ),
              }),
            ),
          }, { description: 'The tile catalog' }),
          ...problems(429),
        },
      },
    },
    async () => TILES,
  )

  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database check',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }, { description: 'The service and its database answer' }), ...problems(503) },
      },
    },
    async (request, reply) => {
      try {
        await database.ping()
        return { status: 'ok' as const, database: database.kind }
      } catch (err) {
        request.log.error({ err }, 'database health check failed')
        return sendProblem(reply, 'SERVICE_UNAVAILABLE', 'the database does not answer')
      }
    },
  )
}
