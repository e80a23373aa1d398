// The typed client of carcassonne-service: openapi-fetch driven by the types that
// scripts/generate.mjs derives from the service's OpenAPI document (src/schema.d.ts).
import createClient, { type Client, type ClientOptions } from 'openapi-fetch'
import type { components, paths } from './schema.js'

export type { components, operations, paths } from './schema.js'

type Schemas = components['schemas']
export type GameState = Schemas['GameState']
export type ScoreEvent = Schemas['ScoreEvent']
/** What an action did: narrow on `type` (`if (e.type === 'placed') e.x`). */
export type GameEvent = Schemas['GameEvent']
/** An entry of the action log: narrow on `type` for its payload and result. */
export type LogEntry = Schemas['LogEntry']
export type Problem = Schemas['Problem']
export type TileLetter = Schemas['TileLetter']
export type Port = Schemas['Port']

/** A client of every route, its paths, parameters, bodies and answers typed by the OpenAPI document. */
export type CarcassonneClient = Client<paths>

/** A client for the service at `baseUrl` (e.g. `http://localhost:3000`); other options go to openapi-fetch. */
export function createCarcassonneClient(baseUrl: string, options: Omit<ClientOptions, 'baseUrl'> = {}): CarcassonneClient {
  return createClient<paths>({ ...options, baseUrl })
}

/** The `Authorization` header of a seat token or a player token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` }
}
