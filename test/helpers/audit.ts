// Games played through the API for the audit tests: random legal moves from a fixed choice seed,
// to the end or for a number of turns; and direct edits of the append-only log, as an intruder
// with the table owner's rights would make them.
import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import { entryHash, GENESIS_HASH } from '../../src/store/chain.js'
import type { Database } from '../../src/store/database.js'
import { chooser, createGame, getJson } from './app.js'
import { ok } from './http.js'

export interface PlayOptions {
  players: number
  farmers?: boolean
  seed?: string
  deck?: string[]
  /** Stop after this many whole turns; play to the end without it. */
  turns?: number
  /** Seeds the choice of moves. */
  choices?: number
}

export interface PlayedGame {
  id: string
  tokens: string[]
  /** The GameState after the last action. */
  game: any
  /** The move chooser, to play on (playOn) with the moves that would have followed. */
  pick: (n: number) => number
}

export async function playGame(app: FastifyInstance, opts: PlayOptions): Promise<PlayedGame> {
  const created = await createGame(app, {
    players: Array.from({ length: opts.players }, (_, i) => ({ name: `P${i}` })),
    options: { farmers: opts.farmers ?? true },
    ...(opts.seed === undefined ? {} : { seed: opts.seed }),
    ...(opts.deck === undefined ? {} : { deck: opts.deck }),
  })
  const started = { id: created.id, tokens: created.tokens, game: created.body.game, pick: chooser(opts.choices ?? opts.players * 7919) }
  return playOn(app, started, opts.turns)
}

/** Plays `turns` more whole turns of the game (to the end without it), on `app`. */
export async function playOn(app: FastifyInstance, played: PlayedGame, turns?: number): Promise<PlayedGame> {
  const { id, tokens, pick } = played
  let game = played.game
  for (let turn = 0; game.status === 'active' && turn !== turns; turn++) {
    const token = tokens[game.turn.seat]
    game = (await ok(app, id, 'draw', token)).game
    if (game.status === 'finished') break
    const { placements } = await getJson(app, `/games/${id}/legal`)
    await ok(app, id, 'place', token, placements[pick(placements.length)])
    const { deployments } = await getJson(app, `/games/${id}/legal`)
    if (deployments.length > 0 && pick(2) === 0) await ok(app, id, 'deploy', token, { at: deployments[pick(deployments.length)].at })
    game = (await ok(app, id, 'score', token)).game
  }
  return { id, tokens, game, pick }
}

/** Runs the statements on action_log with its append-only trigger off, then turns it back on. Only
 * the owner of the table may: pass the test database's `owner` (see helpers/db.ts). */
export async function forgeLog(db: Database, ...statements: string[]): Promise<void> {
  await db.prisma.$transaction([
    db.prisma.$executeRawUnsafe('ALTER TABLE action_log DISABLE TRIGGER action_log_no_update_delete'),
    ...statements.map((sql) => db.prisma.$executeRawUnsafe(sql)),
    db.prisma.$executeRawUnsafe('ALTER TABLE action_log ENABLE TRIGGER action_log_no_update_delete'),
  ])
}

/** The export document of a stored game. */
export function exportOf(app: FastifyInstance, id: string): Promise<any> {
  return getJson(app, `/games/${id}/export`)
}

/** POST /verify of a document; the report. */
export async function verifyDoc(app: FastifyInstance, doc: unknown): Promise<any> {
  const res = await app.inject({ method: 'POST', url: '/verify', payload: doc as object })
  if (res.statusCode !== 200) throw new Error(`POST /verify: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** What a forger who knows the chain formula does after an edit: every hash recomputed, head included. */
export function rehash(doc: any): any {
  let prev = GENESIS_HASH
  for (const e of doc.log) {
    e.hash = entryHash(prev, { gameId: doc.gameId, seq: e.seq, type: e.type, seat: e.seat, payload: e.payload, result: e.result, rulesVersion: e.rulesVersion, at: e.at })
    prev = e.hash
  }
  doc.headHash = prev
  return doc
}

/** Asserts the report failed, and that check `name` failed at `seq` for `reason`. */
export function expectFailure(t: Test, report: any, name: string, seq: number, reason: RegExp): void {
  t.equal(report.ok, false, `${name}: the report fails`)
  const check = report.checks.find((c: { name: string }) => c.name === name)
  t.match(check, { name, ok: false, seq, reason }, `${name} fails at seq ${seq}: ${check?.reason}`)
}

/** The names of the checks that failed. */
export function failedChecks(report: any): string[] {
  return report.checks.filter((c: { ok: boolean }) => !c.ok).map((c: { name: string }) => c.name)
}
