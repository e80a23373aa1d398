/** Service metadata: the tile catalog and health. */
import { Type } from '@sinclair/typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CATALOGUE } from '../../engine/index.js'
import { literals, ref } from '../schemas.js'
import { MIGRATIONS_DIR, type Database } from '../../store/database.js'
import { migrationNames } from '../../store/migrate.js'
import { sendProblem } from '../problem.js'
import { ANY_PROBLEMS, LIMITED_PROBLEMS, problems } from '../responses.js'

// Every set's tiles (the base set, the River), in catalogue order; `role` only for the River's
// spring and lake (the base start tile D is told by rules.md and listed without one).
const TILES = {
  tiles: CATALOGUE.map((t) => ({
    type: t.id,
    set: t.set as 'base' | 'river',
    ...(t.role === 'spring' || t.role === 'lake' ? { role: t.role } : {}),
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

const TerrainSchema = literals(['C', 'R', 'F', 'W'] as const, { description: 'C city, R road, F field, W water (the River; meets only W)' })
const SegmentKind = literals(['road', 'city', 'monastery', 'field', 'river'] as const, { description: 'river: never claimed, never scored' })

const DatabaseKind = literals(['postgres', 'pglite'] as const, { description: 'The kind of database configured' })
const WriterState = literals(['sole', 'shared'] as const, {
  description:
    "`sole`: no other process writes this database (the embedded database always), so reads need not ask it for a game's version once a grace (the pool wait and the statement timeout) has passed; `shared`: other processes may write it",
})

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
        description:
          'Every tile type in canonical orientation (rotation 0): the 24 of the base game (rules.md, `set: "base"`) and the 10 of the River (variants.md 1.3, `set: "river"`, with `role` spring for RA and lake for RL): edges, segments and their ports, counts.',
        security: [],
        response: {
          200: Type.Object({
            tiles: Type.Array(
              Type.Object({
                type: ref.TileLetter,
                set: literals(['base', 'river'] as const, { description: 'The tile set: the base game, or the River (used only by games with the River option)' }),
                role: Type.Optional(literals(['spring', 'lake'] as const, { description: "The River's first tile (RA, at (0, 0)) and last (RL)" })),
                count: Type.Integer(),
                edges: Type.Array(TerrainSchema, { description: 'N, E, S, W', minItems: 4, maxItems: 4 }),
                segments: Type.Array(
                  Type.Object({
                    feature: SegmentKind,
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

  // Readiness: the database answers within HEALTH_READY_TIMEOUT_MS, every migration in
  // prisma/migrations is recorded as finished in _prisma_migrations, and the process holds its
  // writer lock (store/writer-lease.ts), without which it does not write, or takes it within that time.
  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'checkReadiness',
        tags: ['meta'],
        summary: 'Readiness',
        description:
          'Ready when the database answers within HEALTH_READY_TIMEOUT_MS, every migration is applied and the process holds its writer lock (without it the process does not write), or takes it within that time; not rate limited.',
        security: [],
        response: {
          200: Type.Object(
            {
              status: Type.Literal('ready'),
              database: DatabaseKind,
              migrations: Type.Integer({ description: 'Migrations applied' }),
              writer: WriterState,
            },
            { description: 'Ready to serve' },
          ),
          ...problems(...ANY_PROBLEMS, 'DATABASE_UNAVAILABLE', 'MIGRATIONS_PENDING'),
        },
      },
    },
    async (request, reply) => {
      const deadline = performance.now() + readyTimeoutMs
      let pending: string[]
      try {
        pending = await withTimeout(database.pendingMigrations(), readyTimeoutMs)
      } catch (err) {
        request.log.warn({ err: { message: (err as Error).message.trim().slice(-300) } }, 'readiness check failed')
        return sendProblem(reply, 'DATABASE_UNAVAILABLE', `the database did not answer within ${readyTimeoutMs} ms`)
      }
      if (pending.length > 0) return sendProblem(reply, 'MIGRATIONS_PENDING', `migrations not applied: ${pending.join(', ')}`)
      // After an outage the lock is taken again at this probe's asking, within what is left of its time.
      await database.writer.ready(Math.max(0, deadline - performance.now())).catch(() => {})
      const writer = database.writer.state()
      if (writer === 'waiting') return sendProblem(reply, 'DATABASE_UNAVAILABLE', 'this process does not hold its writer lock on the database yet')
      return { status: 'ready' as const, database: database.kind, migrations: migrationNames(MIGRATIONS_DIR).length, writer }
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
