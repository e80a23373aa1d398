// Assertions shared by the HTTP tests: problem documents, "nothing changed" snapshots, whole turns.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Test } from 'tap'
import { act, getJson } from './app.js'

/** The variant options every GameState echoes with their defaults (variants.md 0.1) when a game does not choose them. */
export const DEFAULT_VARIANTS = { river: null, hand: null, redraws: 0, table: null, draft: false, tieBreak: [] }

/** Asserts an RFC 9457 problem with the given status and code (and returns its body). */
export function expectProblem(t: Test, res: LightMyRequestResponse, status: number, code: string, what = `${status} ${code}`): any {
  t.equal(res.statusCode, status, `${what}: status (${res.body.slice(0, 300)})`)
  t.equal(res.headers['content-type'], 'application/problem+json', `${what}: problem content type, exactly as api.md names it`)
  let body: any
  try {
    body = res.json()
  } catch {
    t.fail(`${what}: body is not JSON: ${res.body.slice(0, 200)}`)
    return undefined
  }
  t.equal(body.code, code, `${what}: code`)
  t.equal(body.status, status, `${what}: status member`)
  t.type(body.type, 'string', `${what}: type member`)
  t.type(body.title, 'string', `${what}: title member`)
  t.type(body.detail, 'string', `${what}: detail member`)
  return body
}

export interface Snapshot {
  version: number
  headHash: string
  entries: number
  lastSeq: number
  lastHash: string
  status: string
  body: string
}

/** The observable state of a game: its version, head and log. */
export async function snapshot(app: FastifyInstance, id: string): Promise<Snapshot> {
  const game = await app.inject({ method: 'GET', url: `/games/${id}` })
  if (game.statusCode !== 200) throw new Error(`GET /games/${id}: ${game.statusCode} ${game.body}`)
  const state = game.json()
  const { actions } = await getJson(app, `/games/${id}/actions`)
  const last = actions[actions.length - 1]
  return {
    version: state.version,
    headHash: state.headHash,
    entries: actions.length,
    lastSeq: last.seq,
    lastHash: last.hash,
    status: state.status,
    body: game.body,
  }
}

/** Asserts that a rejected request changed nothing: version, log length and last hash. */
export async function expectUnchanged(t: Test, app: FastifyInstance, id: string, before: Snapshot, what = 'rejected request'): Promise<void> {
  const after = await snapshot(app, id)
  t.equal(after.version, before.version, `${what}: version unchanged`)
  t.equal(after.entries, before.entries, `${what}: log length unchanged`)
  t.equal(after.lastSeq, before.lastSeq, `${what}: last seq unchanged`)
  t.equal(after.lastHash, before.lastHash, `${what}: last hash unchanged`)
  t.equal(after.headHash, before.headHash, `${what}: head hash unchanged`)
  t.equal(after.body, before.body, `${what}: GameState unchanged`)
  t.equal(after.entries, after.version + 1, `${what}: log holds entries 0..version`)
}

/**
 * Sends a request that must be rejected with `status`/`code`, and checks the game did not change.
 * Returns the problem body.
 */
export async function expectRejected(
  t: Test,
  app: FastifyInstance,
  id: string,
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
  what = `${status} ${code}`,
): Promise<any> {
  const before = await snapshot(app, id)
  const res = await send()
  const body = expectProblem(t, res, status, code, what)
  await expectUnchanged(t, app, id, before, what)
  return body
}

/** POSTs an action that must succeed; returns its JSON body. */
export async function ok(
  app: FastifyInstance,
  id: string,
  type: 'draw' | 'place' | 'deploy' | 'score' | 'undo' | 'redraw' | 'reserve',
  token: string,
  payload?: object,
  headers?: Record<string, string>,
): Promise<any> {
  const res = await act(app, id, type, token, payload, headers)
  if (res.statusCode !== 200) throw new Error(`${type} ${JSON.stringify(payload ?? {})}: ${res.statusCode} ${res.body}`)
  return res.json()
}

export interface Move {
  x: number
  y: number
  rotation: 0 | 90 | 180 | 270
  /** Port to deploy on, if any. */
  at?: string
}

/** Plays one whole turn (draw, place, optional deploy, score); `tile` is checked when given. */
export async function playTurn(app: FastifyInstance, id: string, token: string, move: Move, tile?: string): Promise<any> {
  const drawn = await ok(app, id, 'draw', token)
  if (tile !== undefined && drawn.tile !== tile) throw new Error(`drew ${drawn.tile}, expected ${tile}`)
  await ok(app, id, 'place', token, { x: move.x, y: move.y, rotation: move.rotation })
  if (move.at !== undefined) await ok(app, id, 'deploy', token, { at: move.at })
  return ok(app, id, 'score', token)
}
