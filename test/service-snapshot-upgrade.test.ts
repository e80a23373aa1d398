// A deployment upgraded under games whose stored snapshot (games.state) predates a state field
// (here players' citiesCompleted): such a game reads, plays on and verifies as if it had been
// stored by this version, its state rebuilt from the log; the log is never touched. A snapshot of
// the earlier shape is still compared field by field with the replay. A new app on the same
// database stands for the upgraded process (no cached copy).
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { buildApp } from '../src/app.js'
import type { Database } from '../src/store/database.js'
import { baseInventory, shuffle } from '../src/engine/index.js'
import { getJson } from './helpers/app.js'
import { expectFailure, failedChecks, playGame, playOn, type PlayedGame } from './helpers/audit.js'
import { checkDocumented } from './helpers/documented.js'
import { playTurn } from './helpers/http.js'
import { testApp } from './helpers/app.js'

/** A city cap first (it closes the start tile's city), then 24 tiles of a shuffled pile. */
const DECK = ['E', ...shuffle(baseInventory(), 'upgrade').slice(0, 24)]
const TURNS = 6

/**
 * A game on DECK: seat 0 completes a city with its first tile (citiesCompleted [1, 0]), then
 * `turns` random turns (all the rest without it). The same moves each time.
 */
async function cityGame(app: FastifyInstance, turns?: number): Promise<PlayedGame> {
  const created = await playGame(app, { players: 2, deck: DECK, turns: 0, choices: 5 })
  const closed = await playTurn(app, created.id, created.tokens[0], { x: 0, y: -1, rotation: 180, at: 'S' }, 'E')
  return playOn(app, { ...created, game: closed.game }, turns)
}

/** Rewrites the stored snapshot to the shape before citiesCompleted, as an older version stored it. */
async function storeOldShape(owner: Database, id: string): Promise<void> {
  await owner.prisma.$executeRawUnsafe(
    `UPDATE games SET state = jsonb_set(state, '{players}', (SELECT jsonb_agg(p - 'citiesCompleted' ORDER BY i) FROM jsonb_array_elements(state->'players') WITH ORDINALITY AS x(p, i))) WHERE id = $1`,
    id,
  )
}

/** The players' keys in the stored snapshot. */
async function storedPlayerKeys(owner: Database, id: string): Promise<string[][]> {
  const [row] = await owner.prisma.$queryRawUnsafe<{ state: { players: object[] } }[]>('SELECT state FROM games WHERE id = $1', id)
  return row.state.players.map((p) => Object.keys(p).sort())
}

/** The upgraded process: a new app on the same database, closed in teardown. */
async function upgradedApp(t: Test, db: Database): Promise<FastifyInstance> {
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, checkResponses: true, workers: false })
  checkDocumented(t, app)
  t.teardown(() => app.close())
  return app
}

/** A game view without what differs between two games of the same deck and moves (ids, hashes, the deck's salt). */
function play(view: any): any {
  const { id, headHash, deckCommitment, deckSalt, ...rest } = view
  return rest
}

async function verifyReport(app: FastifyInstance, id: string): Promise<any> {
  return getJson(app, `/games/${id}/verify`)
}

const OLD_KEYS = ['color', 'meeples', 'name', 'resigned', 'score', 'seat', 'timeouts']

t.test('a game stored before citiesCompleted existed', async (t) => {
  const { app, db, owner } = await testApp(t)
  // The same game (seed and moves) played through by this version: what the old one must come to.
  const reference = await cityGame(app)
  const played = await cityGame(app, TURNS)
  const before = await getJson(app, `/games/${played.id}`)
  const actionsBefore = await getJson(app, `/games/${played.id}/actions`)
  t.same(before.players.map((p: any) => [p.score, p.citiesCompleted]), [[4, 1], [0, 0]], 'seat 0 completed a city before the upgrade')
  await storeOldShape(owner, played.id)
  t.same(await storedPlayerKeys(owner, played.id), [OLD_KEYS, OLD_KEYS], 'the stored snapshot has the old shape')

  const upgraded = await upgradedApp(t, db)
  t.same(await getJson(upgraded, `/games/${played.id}`), before, 'GET /games/{id} answers the state the log replays to')
  t.same(await getJson(upgraded, `/games/${played.id}/actions/${before.version}/state`), before, 'the state after the last entry')
  const report = await verifyReport(upgraded, played.id)
  t.same([report.ok, report.checks.find((c: any) => c.name === 'snapshot')], [true, { name: 'snapshot', ok: true }], 'an honest old snapshot verifies')
  t.same(await storedPlayerKeys(owner, played.id), [OLD_KEYS, OLD_KEYS], 'reads write nothing')

  let game = { ...played, game: before }
  game = await playOn(upgraded, game, 1)
  const current = [...OLD_KEYS, 'citiesCompleted'].sort()
  t.same(await storedPlayerKeys(owner, played.id), [current, current], 'the next append stores the current shape')
  let turns = 1
  while (game.game.status === 'active') {
    t.equal((await verifyReport(upgraded, played.id)).ok, true, `verifies after turn ${TURNS + turns}`)
    game = await playOn(upgraded, game, 1)
    turns++
  }
  const final = await getJson(upgraded, `/games/${played.id}`)
  const expected = await getJson(app, `/games/${reference.id}`)
  t.same(play(final), play(expected), 'the game ends as the same game played by this version')
  t.same(failedChecks(await verifyReport(upgraded, played.id)), [], 'the finished game verifies')
  t.same(await getJson(upgraded, `/games/${played.id}/actions?limit=${actionsBefore.actions.length}`), actionsBefore, 'the log before the upgrade is unchanged')
})

t.test('an old-shape snapshot that differs from the log', async (t) => {
  const { app, db, owner } = await testApp(t)
  const played = await cityGame(app, TURNS)
  const before = await getJson(app, `/games/${played.id}`)
  await storeOldShape(owner, played.id)
  await owner.prisma.$executeRawUnsafe(`UPDATE games SET state = jsonb_set(state, '{players,1,score}', '99') WHERE id = $1`, played.id)
  const upgraded = await upgradedApp(t, db)
  const report = await verifyReport(upgraded, played.id)
  t.same(failedChecks(report), ['outcome', 'snapshot'])
  expectFailure(t, report, 'snapshot', before.version, new RegExp(`^the stored state differs from the replay at players\\[1\\]\\.score: stored 99, replayed ${before.players[1].score}$`))
  t.same(await getJson(upgraded, `/games/${played.id}`), before, 'the game is read from its log, not from the forged snapshot')

  // citiesCompleted missing from one player only: no version stored that, so it is compared in full.
  const other = await cityGame(app, TURNS)
  await owner.prisma.$executeRawUnsafe(`UPDATE games SET state = state #- '{players,0,citiesCompleted}' WHERE id = $1`, other.id)
  expectFailure(t, await verifyReport(upgraded, other.id), 'snapshot', other.game.version, /^the stored state differs from the replay at players\[0\]\.citiesCompleted: stored nothing, replayed 1$/)
})
