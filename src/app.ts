/**
 * Builds the Fastify application: schemas, OpenAPI, error mapping and the routes, around an
 * already opened database. Process concerns (config, listening, signals) live in server.ts.
 */
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { RULES_VERSION } from './engine/index.js'
import { errorHandler, sendProblem } from './http/problem.js'
import { SHARED_SCHEMAS } from './http/schemas.js'
import { AUDIT_SCHEMAS, auditRoutes } from './http/routes/audit.js'
import { gameRoutes } from './http/routes/games.js'
import { metaRoutes } from './http/routes/meta.js'
import { readingRoutes } from './http/routes/reading.js'
import { turnRoutes } from './http/routes/turn.js'
import { GameService } from './service/games.js'
import type { Database } from './store/database.js'
import { GameStore } from './store/games.js'

export interface AppOptions {
  readonly database: Database
  /** A logger from createLogger (it redacts seat tokens); none by default. */
  readonly logger?: FastifyBaseLogger
}

export async function buildApp({ database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger === undefined ? { logger: false } : { loggerInstance: logger }),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 32 * 1024,
    // The router's own rejections (a malformed URL, an over-long path parameter) as problems too.
    // They skip the onSend hooks, so they carry the x-request-id themselves.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply.header('x-request-id', request.id)),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  for (const schema of [...SHARED_SCHEMAS, ...AUDIT_SCHEMAS]) app.addSchema(schema)

  // JSON only: Fastify's built-in text/plain parser would hand a string to the schema (400);
  // any other content type is 415 UNSUPPORTED_MEDIA_TYPE.
  app.removeContentTypeParser('text/plain')
  // Actions without a body (draw, score) may still say Content-Type: application/json.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined)
    parseJson(request, body as string, done)
  })

  // Ajv coerces a numeric string such as "1e400" to Infinity and then skips minimum/maximum
  // (those only check finite numbers): reject non-finite numbers that passed validation.
  app.addHook('preHandler', async (request, reply) => {
    for (const [part, values] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      if (values === null || typeof values !== 'object') continue
      for (const [key, value] of Object.entries(values)) {
        if (typeof value === 'number' && !Number.isFinite(value)) {
          const path = `${part}/${key}`
          return sendProblem(reply, 'VALIDATION_ERROR', `${path} must be a finite number`, { errors: [{ path, message: 'must be a finite number' }] })
        }
      }
    }
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler((request, reply) => sendProblem(reply, 'ROUTE_NOT_FOUND', `no route ${request.method} ${request.url}`))

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'carcassonne-service',
        version: RULES_VERSION,
        description:
          'Game state service for the Carcassonne base game (2-5 players, farmers included), with an append-only, hash-chained action log. Errors are application/problem+json with a stable `code`.',
      },
      tags: [
        { name: 'games', description: 'Create, list and read games' },
        { name: 'turn', description: 'The four turn actions (seat token of the active seat)' },
        { name: 'reading', description: 'Legal moves, the action log and replay' },
        { name: 'meta', description: 'Tiles and health' },
        { name: 'audit', description: 'Export a game and verify its history (docs/AUDIT.md)' },
      ],
      components: { securitySchemes: { seatToken: { type: 'http', scheme: 'bearer', description: 'The seat token returned once by POST /games' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  const games = new GameService(new GameStore(database.prisma))
  await app.register(gameRoutes, { games })
  await app.register(turnRoutes, { games })
  await app.register(readingRoutes, { games })
  await app.register(metaRoutes, { database })
  await app.register(auditRoutes, { store: new GameStore(database.prisma) })
  return app
}
