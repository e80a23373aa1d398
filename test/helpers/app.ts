// The application on a fresh test database (see db.ts), plus small request helpers.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Test } from 'tap'
import { buildApp, type AppOptions } from '../../src/app.js'
import type { OpenDatabaseOptions } from '../../src/store/database.js'
import type { FastifyBaseLogger } from 'fastify'
import { testDatabase, type TestDatabase } from './db.js'
import { checkDocumented } from './documented.js'

export interface TestApp extends TestDatabase {
  app: FastifyInstance
}

/**
 * Builds the app on its own database; both are closed in teardown. Call it inside a subtest.
 * Rate limits are off unless `options` turn them on (test/http-rate-limit.test.ts). Every response is
 * checked against the committed OpenAPI document.
 */
export async function testApp(
  t: Test,
  logger?: FastifyBaseLogger,
  options: Partial<Omit<AppOptions, 'database' | 'logger'>> = {},
  onStatement?: (sql: string) => void,
  databaseOptions: Pick<OpenDatabaseOptions, 'appendBatch'> = {},
): Promise<TestApp> {
  const database = await testDatabase(t, onStatement, databaseOptions)
  const app = await buildApp({ database: database.db, logger, rateLimitPerMinute: 0, checkResponses: true, ...options })
  // Every status, header and problem code answered must be in the OpenAPI document (helpers/documented.ts).
  checkDocumented(t, app)
  t.teardown(() => app.close())
  return { ...database, app }
}

export interface CreatedGame {
  id: string
  tokens: string[]
  body: any
}

export async function createGame(app: FastifyInstance, body: object): Promise<CreatedGame> {
  const res = await app.inject({ method: 'POST', url: '/games', payload: body })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`)
  const json = res.json()
  return { id: json.game.id, tokens: json.seats.map((s: { token: string }) => s.token), body: json }
}

/** POSTs a turn action with the given token (and optional If-Match). */
export function act(
  app: FastifyInstance,
  id: string,
  type: 'draw' | 'place' | 'deploy' | 'score' | 'undo' | 'redraw' | 'reserve',
  token: string | undefined,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/games/${id}/${type}`,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
    ...(payload === undefined ? {} : { payload }),
  })
}

export async function getJson(app: FastifyInstance, url: string): Promise<any> {
  const res = await app.inject({ method: 'GET', url })
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** A seeded move chooser (a linear congruential generator), so that API games are repeatable. */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0
    return (s >>> 8) % n
  }
}
