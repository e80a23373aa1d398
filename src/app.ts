/**
 * Builds the Fastify application: schemas, OpenAPI, error mapping and the routes, around an
 * already opened database. Process concerns (config, listening, signals) live in server.ts.
 */
import Fastify, { errorCodes, type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { serializerFactory } from './http/serializer.js'
import { validatorFactory } from './http/validation.js'
import { DEFAULTS, type Config } from './config.js'
import { registerPressure } from './http/pressure.js'
import { errorHandler, sendProblem } from './http/problem.js'
import { DEFAULT_RATE_LIMIT_PER_MINUTE, DOCS_CSP, registerLimits, SERVER_LIMITS } from './http/limits.js'
import { SHARED_SCHEMAS } from './http/schemas.js'
import { LOG_SCHEMAS } from './http/log-schemas.js'
import { OPENAPI_OPTIONS } from './http/openapi.js'
import { AUDIT_SCHEMAS, auditRoutes } from './http/routes/audit.js'
import { gameRoutes } from './http/routes/games.js'
import { lessonRoutes } from './http/routes/lessons.js'
import { metaRoutes } from './http/routes/meta.js'
import { readingRoutes } from './http/routes/reading.js'
import { pictureRoutes } from './http/routes/pictures.js'
import { turnRoutes } from './http/routes/turn.js'
import { GameService } from './service/games.js'
import { WriteLoop } from './service/idempotency.js'
import { WriteQueue } from './service/write-queue.js'
import type { Database } from './store/database.js'
import { GameStore } from './store/games.js'
import { IdempotencyStore } from './store/idempotency.js'
import { keyRoutes } from './http/routes/keys.js'
import { problemRoutes } from './http/routes/problems.js'
import { playerRoutes } from './http/routes/players.js'
import { seatRoutes } from './http/routes/seats.js'
import { registerConditional } from './http/conditional.js'
import { registerCors } from './http/cors.js'
import { DueWorker, WORKER_DEFAULTS, type WorkerOptions } from './workers/due-worker.js'
import { registerUnrouted } from './http/methods.js'
import { LiveHub } from './live/hub.js'
import { liveRoutes } from './live/routes.js'
import { PlayerService } from './players/service.js'
import { PlayerStore } from './store/players.js'
import { webhookRoutes } from './webhooks/routes.js'
import { WebhookWorker } from './webhooks/worker.js'
import { ephemeralKeyring, type Keyring } from './receipts/keyring.js'
import { webRoutes } from './web/routes.js'
import { registerPlayerAuth } from './http/player-auth.js'

export interface AppOptions {
  readonly database: Database
  /** A logger from createLogger (it redacts seat tokens); none by default. */
  readonly logger?: FastifyBaseLogger
  /** The keys that sign receipts; a throwaway key by default. */
  readonly keys?: Keyring
  /** Requests per minute per client address and per seat token (src/http/limits.ts); 0 turns them off. */
  readonly rateLimitPerMinute?: number
  /** Whether loopback addresses are limited too (LimitOptions); true unless the server's configuration says otherwise. */
  readonly rateLimitLoopback?: boolean
  /** The proxies whose X-Forwarded-For gives the client's address (Fastify's trustProxy: addresses, CIDRs or loopback/linklocal/uniquelocal); false: none. */
  readonly trustProxy?: string | false
  /** Load shedding, per-game write queue, Retry-After and readiness timeout; config.ts defaults. */
  readonly limits?: Partial<AppLimits>
  /** Browser origins allowed by CORS; none by default. */
  readonly corsOrigins?: readonly string[]
  /** Webhook URLs may point at loopback or private addresses (tests only). */
  readonly webhookAllowPrivate?: boolean
  /** Runs the clock, the bots and the webhook deliveries in this process (default true). */
  readonly workers?: boolean
  /** The pace of the clock's and the bots' workers (workers/due-worker.ts defaults). */
  readonly dueWorkers?: Partial<WorkerOptions>
  /**
   * How often the workers look for games at a bot's turn missing from the bots' queue (also once
   * at the start), in ms: 5 minutes (BOT_REQUEUE_MS below), shorter in tests.
   */
  readonly botRequeueMs?: number
  /** Interval of the keep-alive comments of the live event streams (15 s; shorter in tests). */
  readonly liveKeepAliveMs?: number
  /** Refuses (500) a response that its schema would serialize differently (tests; see http/serializer.ts). */
  readonly checkResponses?: boolean
}

export type AppLimits = Pick<Config, 'writeQueue' | 'pressure' | 'retryAfterSeconds'> & { readonly readyTimeoutMs: number }

export const DEFAULT_LIMITS: AppLimits = {
  writeQueue: { limit: DEFAULTS.writeQueueLimit, waitMs: DEFAULTS.writeQueueWaitMs },
  // Load shedding is the server's (config.ts turns it on); an app embedded in a process that also
  // does other work (tests, scripts) would measure that work's event-loop delay as pressure.
  pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0 },
  retryAfterSeconds: DEFAULTS.retryAfterSeconds,
  readyTimeoutMs: DEFAULTS.readyMs,
}

/**
 * The path (`body/log/7/seq`) of a non-finite number in a parsed request part, or null.
 * Iterative: free-form members (a log entry's payload) may nest deeper than the call stack.
 */
function nonFinitePath(root: unknown, part: string): string | null {
  type Node = { value: unknown; key: string; parent: Node | null }
  const stack: Node[] = [{ value: root, key: part, parent: null }]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (typeof node.value === 'number' && !Number.isFinite(node.value)) {
      const keys: string[] = []
      for (let at: Node | null = node; at !== null; at = at.parent) keys.unshift(at.key)
      return keys.join('/')
    }
    if (node.value !== null && typeof node.value === 'object') {
      for (const [key, value] of Object.entries(node.value)) stack.push({ value, key, parent: node })
    }
  }
  return null
}

/** How often expired idempotency keys are removed. */
const IDEMPOTENCY_PURGE_MS = 60 * 60 * 1000

/** How often the workers look for games at a bot's turn that no write queued (a rolling upgrade's, or mended by hand). */
const BOT_REQUEUE_MS = 5 * 60 * 1000

export async function buildApp({
  database,
  logger,
  keys = ephemeralKeyring(),
  rateLimitPerMinute = DEFAULT_RATE_LIMIT_PER_MINUTE,
  rateLimitLoopback = true,
  trustProxy = false,
  limits: given = {},
  corsOrigins = [],
  webhookAllowPrivate = false,
  workers = true,
  dueWorkers = {},
  botRequeueMs = BOT_REQUEUE_MS,
  liveKeepAliveMs,
  checkResponses = false,
}: AppOptions): Promise<FastifyInstance> {
  const limits: AppLimits = { ...DEFAULT_LIMITS, ...given }
  const app = Fastify({
    ...(logger === undefined ? { logger: false } : { loggerInstance: logger }),
    // Request ids (x-request-id, checked), the header size limit and parser errors as problems.
    ...SERVER_LIMITS,
    bodyLimit: 32 * 1024,
    // The client's address (rate limits, logs) through the proxies the operator names, and no others.
    trustProxy,
    // While draining, our own onRequest hook answers 503 problem+json (below), not Fastify's JSON.
    return503OnClosing: false,
    // Compiling every route's schemas on a busy machine can take longer than Fastify's 10 s default:
    // a slow start is still a start.
    pluginTimeout: 120_000,
    // The router's own rejections (a malformed URL, an over-long path parameter) as problems too.
    // They skip the onSend hooks, so they carry the x-request-id themselves.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply.header('x-request-id', request.id)),
    // Query strings, path parameters and headers only: bodies are never coerced (http/validation.ts).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    schemaController: { compilersFactory: { buildValidator: validatorFactory(), buildSerializer: serializerFactory(checkResponses) } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('retryAfterSeconds', limits.retryAfterSeconds)

  // Draining (app.close(), on SIGTERM/SIGINT): requests already running finish and are answered;
  // a request that arrives meanwhile (on a kept-alive connection) gets a 503 and the connection is
  // closed after each response, so that the server can stop.
  let draining = false
  app.addHook('preClose', async () => {
    draining = true
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return
    reply.header('connection', 'close')
    return sendProblem(reply, 'SERVICE_UNAVAILABLE', 'the server is shutting down; try again later')
  })

  for (const schema of [...SHARED_SCHEMAS, ...LOG_SCHEMAS, ...AUDIT_SCHEMAS]) app.addSchema(schema)
  await registerCors(app, corsOrigins) // before the rate limits: a preflight is not counted
  await registerLimits(app, { rateLimitPerMinute, rateLimitLoopback }) // helmet, rate limits, x-request-id: before any route
  await registerConditional(app)

  // JSON only: Fastify's built-in text/plain parser would hand a string to the schema (400);
  // any other content type is 415 UNSUPPORTED_MEDIA_TYPE, unless the body is empty (`curl -d ''`
  // sends a form type): that is no body, which the schema then judges.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('*', (request, _payload, done) => {
    // Judged by its framing, unread (as Fastify judges a body without a type); a chunked one is refused.
    const length = request.headers['content-length']
    const empty = request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')
    done(empty ? null : new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined)
  })
  // Actions without a body (draw, score) may still say Content-Type: application/json.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined)
    parseJson(request, body as string, done)
  })

  // A JSON number beyond a double's range (1e400) parses as Infinity, as numeric text such as
  // "1e400" in a query string is read; a free-form member (a log entry's payload in POST /verify)
  // has no bound to stop it: reject non-finite numbers that passed validation.
  app.addHook('preHandler', async (request, reply) => {
    for (const [part, values] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const path = nonFinitePath(values, part)
      if (path !== null) return sendProblem(reply, 'VALIDATION_ERROR', `${path} must be a finite number`, { errors: [{ path, message: 'must be a finite number' }] })
    }
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    if (draining) reply.header('connection', 'close')
  })
  app.setErrorHandler(errorHandler)

  // Load shedding before collapse (http/pressure.ts); GET /health opts out (routes/meta.ts).
  await registerPressure(app, limits.pressure, limits.retryAfterSeconds)
  // 405 with Allow on a path that exists under other methods, 404 on one that does not (http/methods.ts).
  registerUnrouted(app)

  await app.register(swagger, {
    ...OPENAPI_OPTIONS,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', ...DOCS_CSP })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  const store = new GameStore(database)
  const idempotency = new IdempotencyStore(database.prisma)
  const hub = new LiveHub(database)
  /** The Idempotency-Key rules of registering players and webhooks. */
  const registrations = new WriteLoop(idempotency)
  const players = new PlayerService(new PlayerStore(database.prisma), registrations)
  const deliveries = workers ? new WebhookWorker(database.prisma, app.log, { allowPrivate: webhookAllowPrivate }) : undefined
  /** Set below when this process runs workers. */
  let botWorker: DueWorker | undefined
  const games = new GameService(store, idempotency, keys, new WriteQueue(limits.writeQueue), players, (note) => {
    hub.appended(note)
    // An entry that told players something may have queued webhook deliveries: send them now.
    if (note.players.length > 0) deliveries?.wake()
    if (note.botToMove) botWorker?.wake()
  })
  registerPlayerAuth(app, players) // before the /players/me routes
  await app.register(gameRoutes, { games })
  await app.register(lessonRoutes, { games })
  await app.register(turnRoutes, { games })
  await app.register(seatRoutes, { games, players })
  await app.register(playerRoutes, { players })
  await app.register(readingRoutes, { games, hub })
  await app.register(pictureRoutes, { games })
  await app.register(liveRoutes, { games, hub, keepAliveMs: liveKeepAliveMs })
  await app.register(webhookRoutes, { prisma: database.prisma, allowPrivate: webhookAllowPrivate, writes: registrations })
  await app.register(metaRoutes, { database, readyTimeoutMs: limits.readyTimeoutMs })
  await app.register(auditRoutes, { store, keys, idempotency })
  await app.register(keyRoutes, { keys })
  await app.register(problemRoutes)
  await app.register(webRoutes)

  await hub.start()
  app.addHook('onClose', async () => hub.close())
  if (deliveries !== undefined) {
    const pace = { ...WORKER_DEFAULTS, ...dueWorkers }
    const clock = new DueWorker({ name: 'clock', due: (limit, skip) => games.dueGames(limit, skip), run: (id) => games.runClock(id), next: () => games.nextDeadline() }, app.log, pace)
    const bots = new DueWorker(
      { name: 'bots', due: (limit, skip) => games.claimBotTurns(limit, skip), run: (id) => games.runBots(id), release: (id, holdMs) => games.releaseBotTurn(id, holdMs) },
      app.log,
      pace,
    )
    botWorker = bots
    clock.start()
    bots.start()
    deliveries.start()
    every(app, botRequeueMs, "could not look for games at a bot's turn missing from the bots' queue", async () => {
      const queued = await games.requeueBotTurns()
      if (queued.length === 0) return
      app.log.warn({ games: queued }, `queued ${queued.length} game(s) at a bot's turn that no write had queued (written by an earlier version, or by hand)`)
      bots.wake()
    }, true)
    // preClose: stop taking work before the database closes under it.
    app.addHook('preClose', async () => {
      await Promise.all([clock.stop(), bots.stop(), deliveries.stop()])
    })
  }

  every(app, IDEMPOTENCY_PURGE_MS, 'could not purge expired idempotency keys', () => idempotency.purgeExpired())
  return app
}

/**
 * Runs `task` every `ms` (and once now if `startNow`), one run at a time, until the app closes,
 * which waits for a run under way; a failure is logged as `failure`.
 */
function every(app: FastifyInstance, ms: number, failure: string, task: () => Promise<unknown>, startNow = false): void {
  let running: Promise<void> | undefined
  const run = () => {
    running ??= task()
      .then(() => undefined, (err: unknown) => app.log.warn({ err }, failure))
      .finally(() => (running = undefined))
  }
  const timer = setInterval(run, ms)
  timer.unref()
  if (startNow) run()
  app.addHook('preClose', async () => {
    clearInterval(timer)
    await running
  })
}
