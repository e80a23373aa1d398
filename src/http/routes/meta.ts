/** Service metadata: the tile catalog and health. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BASE_TILES, type ClaimableKind, type Terrain } from '../../engine/index.js'
import { FeatureKind, literals, ref } from '../schemas.js'
import { MIGRATIONS_DIR, type Database } from '../../store/database.js'
import { migrationNames } from '../../store/migrate.js'
import { sendProblem } from '../problem.js'
import { ANY_PROBLEMS, LIMITED_PROBLEMS, problems } from '../responses.js'

// The base set has no water edge and no river segment (the River's tiles are not listed yet).
const TILES = {
  tiles: BASE_TILES.map((t) => ({
    type: t.id,
    count: t.count,
    edges: [...t.edges] as Exclude<Terrain, 'W'>[],
    segments: t.segments.map((s) => ({
      feature: s.kind as ClaimableKind,
      ports: [...s.ports],
      ...(s.kind === 'city' ? { shield: s.shield === true } : {}),
      ...(s.kind === 'field' ? { touches: [...(s.touches ?? [])] } : {}),
    })),
  })),
}

const TerrainSchema = literals(['C', 'R', 'F'] as const, { description: 'C city, R road, F field' })

const DatabaseKind = literals(['postgres', 'pglite'] as const, { description: 'The kind of database configured' })

export interface MetaOptions {
  database: Database
  /** How long GET /health/ready waits for the database (ms). */
  readyTimeoutMs: number
}

export const metaRoutes: FastifyPluginAsyncTypebox<MetaOptions> = async (app, { database, readyTimeoutMs }) => {
  app.get(
    '/tiles',
    {
      schema: {
        operationId: 'listTiles',
        tags: ['meta'],
        summary: 'The tile catalog',
        description: 'The 24 tile types in canonical orientation (rotation 0), as in rules.md: edges, segments and their ports, counts.',
        security: [],
        response: {
          200: Type.Object({
            tiles: Type.Array(
              Type.Object({
                type: ref.TileLetter,
                count: Type.Integer(),
                edges: Type.Array(TerrainSchema, { description: 'N, E, S, W', minItems: 4, maxItems: 4 }),
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
          ...problems(...LIMITED_PROBLEMS),
        },
      },
    },
    async () => TILES,
  )

  // Liveness: answers without touching the database (a database outage is not a reason to restart
  // the process), and is not shed under pressure.
  app.get(
    '/health',
    {
      config: { pressureHandler: () => undefined },
      schema: {
        operationId: 'checkLiveness',
        tags: ['meta'],
        summary: 'Liveness',
        description: 'The process answers; does not touch the database (an outage of the database is no reason to restart it), not rate limited, not shed under load.',
        security: [],
        response: {
          200: Type.Object(
            { status: Type.Literal('ok'), database: DatabaseKind },
            { description: 'The process is alive' },
          ),
          ...problems(...ANY_PROBLEMS),
        },
      },
    },
    async () => ({ status: 'ok' as const, database: database.kind }),
  )

  // Readiness: the database answers within HEALTH_READY_TIMEOUT_MS and every migration in
  // prisma/migrations is recorded as finished in _prisma_migrations.
  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'checkReadiness',
        tags: ['meta'],
        summary: 'Readiness',
        description: 'Ready when the database answers within HEALTH_READY_TIMEOUT_MS and every migration is applied; not rate limited.',
        security: [],
        response: {
          200: Type.Object(
            {
              status: Type.Literal('ready'),
              database: DatabaseKind,
              migrations: Type.Integer({ description: 'Migrations applied' }),
            },
            { description: 'Ready to serve' },
          ),
          ...problems(...ANY_PROBLEMS, 'DATABASE_UNAVAILABLE', 'MIGRATIONS_PENDING'),
        },
      },
    },
    async (request, reply) => {
      let pending: string[]
      try {
        pending = await withTimeout(database.pendingMigrations(), readyTimeoutMs)
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message.trim().slice(-300) } }, 'readiness check failed')
        return sendProblem(reply, 'DATABASE_UNAVAILABLE', `the database did not answer within ${readyTimeoutMs} ms`)
      }
      if (pending.length > 0) return sendProblem(reply, 'MIGRATIONS_PENDING', `migrations not applied: ${pending.join(', ')}`)
      return { status: 'ready' as const, database: database.kind, migrations: migrationNames(MIGRATIONS_DIR).length }
    },
  )
}

/** `promise`, or a rejection once `ms` have passed (the promise itself runs on). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  promise.catch(() => {}) // settled after the timeout: nobody is waiting any more
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
