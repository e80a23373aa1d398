/**
 * The HTTP benchmark's client: plays complete random 2-player games through the API, one request
 * at a time, and reports every request's endpoint, latency and status to a recorder. The
 * transport is pluggable: real HTTP (keep-alive sockets, `socketTransport` in socket-transport.ts) for the benchmark, or
 * Fastify's `inject` in test/bench-driver.test.ts.
 *
 * One turn: GET /games/{id} (the state, as a client refreshing before it moves), draw, GET /legal
 * (the placements, which must be as many as draw answered), place a random one of them, deploy on
 * a random one of the deployments place answered about half the time, score. A finished game is
 * followed by a new one.
 */
import { performance } from 'node:perf_hooks'

export const ENDPOINTS = ['create', 'game', 'draw', 'legal', 'place', 'deploy', 'score'] as const
export type Endpoint = (typeof ENDPOINTS)[number]
/** Endpoints whose accepted request appends one log entry. */
export const WRITE_ENDPOINTS: ReadonlySet<Endpoint> = new Set(['create', 'draw', 'place', 'deploy', 'score'])
/** How each endpoint is shown in reports. */
export const ENDPOINT_LABELS: Record<Endpoint, string> = {
  create: 'POST /games',
  game: 'GET /games/{id}',
  legal: 'GET /legal',
  draw: 'draw',
  place: 'place',
  deploy: 'deploy',
  score: 'score',
}

export interface Reply {
  status: number
  body: any
}

/** Sends one request; `status` 0 means no answer (a network error). */
export type Transport = (method: 'GET' | 'POST', path: string, body?: object, token?: string) => Promise<Reply>

/** Called once per request when its answer has been read: `at` is performance.now() then. */
export type Recorder = (endpoint: Endpoint, ms: number, status: number, at: number) => void

/** A seeded move chooser (xorshift32), so that a client's choices are repeatable. */
export function chooser(seed: number): (n: number) => number {
  let s = seed | 1
  return (n) => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) % n
  }
}

/** A request that did not get its expected status. */
export class UnexpectedReply extends Error {
  constructor(
    readonly endpoint: Endpoint,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${ENDPOINT_LABELS[endpoint]}: status ${status}: ${JSON.stringify(body)?.slice(0, 300)}`)
  }
}

export interface ClientOptions {
  transport: Transport
  pick: (n: number) => number
  record?: Recorder
  /** Checked before every request: when true the client stops, leaving its game where it is. */
  shouldStop?: () => boolean
  /** Stop after this many games have been created (and played to the end, unless stopped). */
  maxGames?: number
  /** Called with each game's id as soon as it is created. */
  onGame?: (id: string) => void
  /** Called when a request gets an unexpected status; the game is abandoned and a new one started. */
  onError?: (error: UnexpectedReply) => void
  /** Wait this long after an error before the next game (a server shedding load asks for it). */
  errorPauseMs?: number
  /** Stop once this many errors have happened (default: never). */
  maxErrors?: number
}

export interface ClientResult {
  /** Ids of every game created, finished or not. */
  games: string[]
  /** Games played to the end. */
  finished: number
  /** Requests that got an unexpected status (each abandoned its game). */
  errors: number
}

class Stopped extends Error {}

/** Plays games until `shouldStop()` or `maxGames`; never throws for a bad answer (see onError). */
export async function runClient(opts: ClientOptions): Promise<ClientResult> {
  const { transport, pick } = opts
  const result: ClientResult = { games: [], finished: 0, errors: 0 }
  const stop = opts.shouldStop ?? (() => false)

  async function call(endpoint: Endpoint, expected: number, method: 'GET' | 'POST', path: string, body?: object, token?: string): Promise<any> {
    if (stop()) throw new Stopped()
    const start = performance.now()
    const reply = await transport(method, path, body, token)
    const end = performance.now()
    opts.record?.(endpoint, end - start, reply.status, end)
    if (reply.status !== expected) throw new UnexpectedReply(endpoint, reply.status, reply.body)
    return reply.body
  }

  while (!stop() && (opts.maxGames === undefined || result.games.length < opts.maxGames)) {
    try {
      const created = await call('create', 201, 'POST', '/games', { players: [{ name: 'Bench A' }, { name: 'Bench B' }] })
      const id: string = created.game.id
      const tokens: string[] = created.seats.map((s: { token: string }) => s.token)
      result.games.push(id)
      opts.onGame?.(id)
      const base = `/games/${encodeURIComponent(id)}`
      let game = created.game
      while (game.status === 'active') {
        game = await call('game', 200, 'GET', base)
        if (game.status !== 'active') break
        const token = tokens[game.turn.seat]
        const drawn = await call('draw', 200, 'POST', `${base}/draw`, undefined, token)
        game = drawn.game
        if (game.status !== 'active') break
        if (drawn.placements.length === 0) throw new UnexpectedReply('draw', 200, { placements: [], note: 'no legal placement for a drawn tile' })
        const { placements } = await call('legal', 200, 'GET', `${base}/legal`)
        if (placements.length !== drawn.placements.length) throw new UnexpectedReply('legal', 200, { placements, note: `draw answered ${drawn.placements.length}` })
        const { deployments } = await call('place', 200, 'POST', `${base}/place`, placements[pick(placements.length)], token)
        if (deployments.length > 0 && pick(2) === 0) {
          await call('deploy', 200, 'POST', `${base}/deploy`, { at: deployments[pick(deployments.length)].at }, token)
        }
        game = (await call('score', 200, 'POST', `${base}/score`, undefined, token)).game
      }
      result.finished++
    } catch (error) {
      if (error instanceof Stopped) break
      if (!(error instanceof UnexpectedReply)) throw error
      result.errors++
      opts.onError?.(error)
      if (result.errors >= (opts.maxErrors ?? Infinity)) break
      if (opts.errorPauseMs) await new Promise((resolve) => setTimeout(resolve, opts.errorPauseMs))
    }
  }
  return result
}
