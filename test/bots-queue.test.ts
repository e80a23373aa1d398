// The bot workers' queue: every write sets games.bot_turn_at to its entry's time when a bot seat is
// to move after it, and to null otherwise (a person's turn, a finished game), whichever statement
// wrote it (a creation, an append alone or in a batch, a join, a resignation); the workers' claim
// reads it through its partial index in order, so that a poll reads what is due and not the other
// games nor their row versions; a game queued where no bot is to move is taken out of the queue,
// and one at a bot's turn that no write queued (an earlier version's) is queued by the sweep.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import t from 'tap'
import { buildApp } from '../src/app.js'
import { MIGRATIONS_DIR } from '../src/store/database.js'
import { GameStore } from '../src/store/games.js'
import { applyMigrations, migrationNames } from '../src/store/migrate.js'
import { createGame, getJson } from './helpers/app.js'
import { queryRows, testDatabase, testExecutor, type TestDatabase } from './helpers/db.js'
import { ok } from './helpers/http.js'

const ADA_THEN_BOT = { players: [{ name: 'Ada' }, { bot: 'greedy' }], deck: ['E', 'U', 'V'] }

/** The game's bot_turn_at and the time of its last entry. */
async function queueRow(db: TestDatabase['db'], id: string): Promise<{ botTurnAt: Date | null; lastAt: Date; createdAt: Date }> {
  const [row] = await db.prisma.$queryRawUnsafe<{ botTurnAt: Date | null; lastAt: Date; createdAt: Date }[]>(
    `SELECT bot_turn_at AS "botTurnAt", created_at AS "createdAt", (SELECT at FROM action_log WHERE game_id = $1 ORDER BY seq DESC LIMIT 1) AS "lastAt" FROM games WHERE id = $1`,
    id,
  )
  return row
}

/** Games whose bot_turn_at disagrees with their status, turn and seats. */
async function mismatches(db: TestDatabase['db']): Promise<string[]> {
  const rows = await db.prisma.$queryRawUnsafe<{ id: string }[]>(
    `SELECT g.id FROM games g WHERE (g.bot_turn_at IS NOT NULL) <> (g.status = 'active' AND EXISTS (
       SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.seat = g.turn_seat AND s.bot IS NOT NULL))`,
  )
  return rows.map((r) => r.id)
}

/** Ada's first turn: the start tile's city edge takes E; her score hands the turn to the bot. */
async function adaPlays(app: FastifyInstance, id: string, ada: string): Promise<void> {
  await ok(app, id, 'draw', ada)
  await ok(app, id, 'place', ada, { x: 0, y: -1, rotation: 180 })
}

t.test('bot_turn_at: the time of an entry after which a bot seat is to move, by every kind of write; null otherwise', async (t) => {
  const statements: string[] = []
  const { db } = await testDatabase(t, (sql) => statements.push(sql.trimStart()))
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  t.teardown(() => app.close())

  const botFirst = await createGame(app, { players: [{ bot: 'random' }, { name: 'Ada' }], deck: ['E', 'U', 'V'] })
  const first = await queueRow(db, botFirst.id)
  t.same(first.botTurnAt, first.createdAt, 'a creation that hands the bot the turn: the creation time')

  const g = await createGame(app, ADA_THEN_BOT)
  t.equal((await queueRow(db, g.id)).botTurnAt, null, "a creation where a person is to move: null")
  await adaPlays(app, g.id, g.tokens[0])
  t.equal((await queueRow(db, g.id)).botTurnAt, null, 'her draw and place: still null')
  await ok(app, g.id, 'score', g.tokens[0])
  const handed = await queueRow(db, g.id)
  t.same(handed.botTurnAt, handed.lastAt, "her score hands the bot the turn: the score entry's time")

  // Three scores at once: the first alone, the two others in one batch statement (on PostgreSQL; the embedded database may send each alone).
  const three = await Promise.all([0, 1, 2].map(() => createGame(app, ADA_THEN_BOT)))
  await Promise.all(three.map((game) => adaPlays(app, game.id, game.tokens[0])))
  const batchesBefore = statements.filter((sql) => sql.startsWith('WITH batch AS')).length
  await Promise.all(three.map((game) => ok(app, game.id, 'score', game.tokens[0])))
  if (db.kind !== 'pglite') t.ok(statements.filter((sql) => sql.startsWith('WITH batch AS')).length > batchesBefore, 'a batch statement ran')
  for (const game of three) {
    const row = await queueRow(db, game.id)
    t.same(row.botTurnAt, row.lastAt, 'a score in a batch or alone: its entry time')
  }

  // A join that starts a game whose first seat is a bot's (the append that fills a seat).
  const waiting = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ bot: 'greedy' }, { open: true }], deck: ['E', 'U', 'V'] } })
  const waitingId = waiting.json().game.id
  t.equal((await queueRow(db, waitingId)).botTurnAt, null, 'a waiting game: null')
  const joined = await app.inject({ method: 'POST', url: `/games/${waitingId}/join`, payload: { invite: waiting.json().seats[1].invite, name: 'Bo' } })
  t.equal(joined.statusCode, 200)
  const started = await queueRow(db, waitingId)
  t.same(started.botTurnAt, started.lastAt, "the join starts it at the bot's turn: the join's time")

  const resigned = await app.inject({ method: 'POST', url: `/games/${g.id}/resign`, headers: { authorization: `Bearer ${g.tokens[0]}` } })
  t.equal(resigned.statusCode, 200)
  t.equal((await getJson(app, `/games/${g.id}`)).status, 'finished', 'Ada resigned during the bot turn: the game is over')
  t.equal((await queueRow(db, g.id)).botTurnAt, null, 'a finished game is not due')
  t.same(await mismatches(db), [], 'every game agrees with its seats and turn')
})

t.test('bot_turn_at: the bots play their turns and whole games; the queue follows', async (t) => {
  const { db } = await testDatabase(t)
  const app = await buildApp({ database: db, rateLimitPerMinute: 0 })
  t.teardown(() => app.close())
  const g = await createGame(app, ADA_THEN_BOT)
  const bots = await createGame(app, { players: [{ bot: 'greedy' }, { bot: 'random' }], seed: 'queue' })
  await adaPlays(app, g.id, g.tokens[0])
  await ok(app, g.id, 'score', g.tokens[0])
  const until = Date.now() + 60_000
  for (;;) {
    const [mine, theirs] = [await getJson(app, `/games/${g.id}`), await getJson(app, `/games/${bots.id}`)]
    if ((mine.turn?.seat === 0 || mine.status === 'finished') && theirs.status === 'finished') break
    if (Date.now() > until) throw new Error(`not done: ${mine.version}, ${theirs.version}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  t.equal((await queueRow(db, g.id)).botTurnAt, null, "the bot played its turn: Ada's again, null")
  t.equal((await queueRow(db, bots.id)).botTurnAt, null, 'two bots played to the end: null')
  t.same(await mismatches(db), [], 'every game agrees with its seats and turn')
})

/** Three games where a bot is to move, made to wait in the opposite order of their creation, and one of people. */
async function dueGames(db: TestDatabase['db'], app: FastifyInstance) {
  const human = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: ['E', 'U', 'V'] })
  const due = await Promise.all([0, 1, 2].map(() => createGame(app, { players: [{ bot: 'greedy' }, { name: 'Ada' }], deck: ['E', 'U', 'V'] })))
  for (const [i, game] of due.entries()) {
    await db.prisma.$executeRawUnsafe(`UPDATE games SET bot_turn_at = bot_turn_at - $2::int * interval '1 minute' WHERE id = $1`, game.id, i)
  }
  return { human, due }
}

t.test('the claim takes the due games not skipped, least recently moved first, each once', async (t) => {
  const { db } = await testDatabase(t)
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  t.teardown(() => app.close())
  const { due } = await dueGames(db, app)
  const store = new GameStore(db)
  t.same((await store.claimBotTurns(10, [due[2].id], 1000)).map((c) => c.id), [due[1].id, due[0].id], 'the due games not skipped, the longest waiting first')
  t.same((await store.claimBotTurns(10, [], 1000)).map((c) => c.id), [due[2].id], 'then the one left: a claim is held')
  t.same(await store.claimBotTurns(10, [], 1000), [], 'then none')
})

t.test('the claim reads the due games only, also as a generic plan among 3,000 games', { skip: !process.env.DATABASE_URL && 'PostgreSQL plans here' }, async (t) => {
  const statements: string[] = []
  const { db, ownerUrl } = await testDatabase(t, (sql) => statements.push(sql))
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  t.teardown(() => app.close())
  const { human, due } = await dueGames(db, app)
  const planner = new pg.Client({ connectionString: ownerUrl })
  await planner.connect()
  t.teardown(() => planner.end())
  // 3,000 games of people, each with a row version left by an update (nothing vacuumed).
  await planner.query(
    `INSERT INTO games SELECT (jsonb_populate_record(g, jsonb_build_object('id', gen_random_uuid()::text))).* FROM games g, generate_series(1, 3000) WHERE g.id = $1`,
    [human.id],
  )
  await planner.query('UPDATE games SET updated_at = updated_at WHERE bot_turn_at IS NULL')
  await new GameStore(db).claimBotTurns(1, [], 1000)
  const claimSql = statements.find((sql) => sql.trimStart().startsWith('WITH due AS'))!
  await planner.query('BEGIN')
  t.teardown(() => planner.query('ROLLBACK').catch(() => {}))
  await planner.query('UPDATE games SET bot_claimed_until = NULL')
  await planner.query('SET LOCAL plan_cache_mode = force_generic_plan')
  await planner.query(`PREPARE claim_plan(int, float8, text[]) AS ${claimSql}`)
  const { rows } = await planner.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) EXECUTE claim_plan(10, 1000, ARRAY[${planner.escapeLiteral(due[2].id)}])`)
  const plan = rows.map((row) => row['QUERY PLAN'] as string).join('\n')
  t.notMatch(plan, /Seq Scan|games_status_created_at_idx/, 'no scan of a whole table, nor of the active games')
  t.match(plan, /LockRows[^\n]*\n\s*->\s+Index Scan using games_bot_turn_at_idx on games[^\n]*actual rows=2(\.00)? /, 'the partial index in order, unsorted: the two due games not skipped')
  t.match(plan, /Update on games[^\n]*\(actual rows=2(\.00)? [\s\S]*Index Cond: \(id = ANY/, 'both claimed, by their keys')
})

t.test('the migration puts the active games where a bot seat is to move in the queue, at their last entry', async (t) => {
  const { executor } = await testExecutor(t)
  const names = migrationNames(MIGRATIONS_DIR)
  const queue = names.indexOf('20261207000000_bot_turn_queue')
  const before = mkdtempSync(join(tmpdir(), 'carc-migrations-'))
  t.teardown(() => rmSync(before, { recursive: true, force: true }))
  cpSync(join(MIGRATIONS_DIR, 'migration_lock.toml'), join(before, 'migration_lock.toml'))
  for (const name of names.slice(0, queue)) cpSync(join(MIGRATIONS_DIR, name), join(before, name), { recursive: true })
  t.same(await applyMigrations(executor, before), names.slice(0, queue), 'the database as it was')
  // [game, status, turn seat, bot seats]
  const games: [string, string, number | null, number[]][] = [
    ['bot-to-move', 'active', 1, [1]],
    ['person-to-move', 'active', 0, [1]],
    ['no-bots', 'active', 1, []],
    ['finished', 'finished', 1, [0, 1]],
    ['waiting', 'waiting', null, [1]],
  ]
  for (const [id, status, turnSeat, bots] of games) {
    await queryRows(
      executor,
      `INSERT INTO games (id, status, version, options, state, deck_source, head_hash, rules_version, updated_at, turn_seat)
       VALUES ($1, $2, 3, '{}', '{}', 'server', repeat('0', 64), 'r', '2026-12-01T10:00:00.000Z'::timestamptz + length($1) * interval '1 second', $3)`,
      [id, status, turnSeat],
    )
    for (const seat of [0, 1]) {
      const bot = bots.includes(seat)
      await queryRows(executor, 'INSERT INTO seats (game_id, seat, name, color, token_hash, bot) VALUES ($1, $2, $3, $4, $5, $6)', [
        id, seat, bot ? 'Bot' : 'Ada', seat === 0 ? 'red' : 'blue', 'hash', bot ? 'greedy' : null,
      ])
    }
  }
  t.same(await applyMigrations(executor, MIGRATIONS_DIR), names.slice(queue), 'the queue migration and those after it')
  const rows = await queryRows<{ id: string; queued: boolean }>(executor, 'SELECT id, bot_turn_at = updated_at AS queued FROM games ORDER BY id')
  t.same(
    rows.map((r) => [r.id, r.queued]),
    [['bot-to-move', true], ['finished', null], ['no-bots', null], ['person-to-move', null], ['waiting', null]],
    'only the active game whose turn is a bot seat, at its updated_at',
  )
})

t.test("a game queued where no bot is to move (by hand, or by an older version) is taken out of the queue, not claimed first forever", async (t) => {
  const { db } = await testDatabase(t)
  const idle = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  const stale = await createGame(idle, ADA_THEN_BOT)
  await db.prisma.$executeRawUnsafe(`UPDATE games SET bot_turn_at = now() - interval '1 hour' WHERE id = $1`, stale.id)
  await idle.close()
  // One game per claim, the stale one first: left queued, it would be the only one ever claimed.
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, dueWorkers: { batch: 1 } })
  t.teardown(() => app.close())
  const bots = await createGame(app, { players: [{ bot: 'greedy' }, { bot: 'random' }], seed: 'beside-a-stale-row' })
  const until = Date.now() + 30_000
  while ((await getJson(app, `/games/${bots.id}`)).status !== 'finished') {
    if (Date.now() > until) throw new Error('the bots did not finish their game')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  t.pass('the bots played their game to the end')
  t.equal((await queueRow(db, stale.id)).botTurnAt, null, 'the stale row is out of the queue')
  t.equal((await getJson(app, `/games/${stale.id}`)).version, 0, 'and nothing was written to that game')
  t.same(await mismatches(db), [], 'every game agrees with its seats and turn')
})

t.test("the sweep queues the active games at a bot's turn that no write queued, at their last entry, and only those", async (t) => {
  const { db } = await testDatabase(t)
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  t.teardown(() => app.close())
  const store = new GameStore(db)
  const lost = await Promise.all([0, 1].map(() => createGame(app, { players: [{ bot: 'greedy' }, { name: 'Ada' }], deck: ['E', 'U', 'V'] })))
  const queued = await createGame(app, { players: [{ bot: 'random' }, { name: 'Bo' }], deck: ['E', 'U', 'V'] })
  const person = await createGame(app, ADA_THEN_BOT)
  const finished = await createGame(app, { players: [{ bot: 'greedy' }, { name: 'Cy' }], deck: ['E'] })
  const resigned = await app.inject({ method: 'POST', url: `/games/${finished.id}/resign`, headers: { authorization: `Bearer ${finished.tokens[1]}` } })
  t.equal(resigned.statusCode, 200)
  // As a process of an earlier version writes: bot_turn_at left null.
  await db.prisma.$executeRawUnsafe(`UPDATE games SET bot_turn_at = NULL, updated_at = updated_at - interval '1 minute' WHERE id = ANY ($1::text[])`, lost.map((g) => g.id))
  const queuedBefore = (await queueRow(db, queued.id)).botTurnAt
  t.same((await mismatches(db)).sort(), lost.map((g) => g.id).sort(), 'two games at a bot turn are missing from the queue')

  const first = await store.requeueBotTurns(1)
  t.equal(first.length, 1, 'at most the limit')
  const rest = await store.requeueBotTurns(10)
  t.same([...first, ...rest].sort(), lost.map((g) => g.id).sort(), 'the next sweep takes the rest: exactly the two')
  for (const game of lost) {
    const [row] = await db.prisma.$queryRawUnsafe<{ botTurnAt: Date; updatedAt: Date }[]>(`SELECT bot_turn_at AS "botTurnAt", updated_at AS "updatedAt" FROM games WHERE id = $1`, game.id)
    t.same(row.botTurnAt, row.updatedAt, 'queued at its last write')
  }
  t.same((await queueRow(db, queued.id)).botTurnAt, queuedBefore, 'a game already queued keeps its place')
  t.equal((await queueRow(db, person.id)).botTurnAt, null, "a person's turn stays out")
  t.equal((await queueRow(db, finished.id)).botTurnAt, null, 'a finished game stays out')
  t.same(await mismatches(db), [], 'every game agrees with its seats and turn')
  t.same(await store.requeueBotTurns(10), [], 'then nothing is left to queue')
})

t.test("a game handed to a bot by a write that did not queue it (an earlier version's, during an upgrade) is played within the sweep's interval", async (t) => {
  const { db } = await testDatabase(t)
  // The workers look for due games only once a minute here, and sweep every 200 ms.
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, dueWorkers: { intervalMs: 60_000 }, botRequeueMs: 200 })
  t.teardown(() => app.close())
  const older = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  t.teardown(() => older.close())
  const g = await createGame(older, ADA_THEN_BOT)
  await adaPlays(older, g.id, g.tokens[0])
  await ok(older, g.id, 'score', g.tokens[0])
  await db.prisma.$executeRawUnsafe('UPDATE games SET bot_turn_at = NULL WHERE id = $1', g.id)
  const until = Date.now() + 10_000
  while ((await getJson(app, `/games/${g.id}`)).turn?.seat !== 0) {
    if (Date.now() > until) throw new Error('the bot did not move')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const { actions } = await getJson(app, `/games/${g.id}/actions?after=3`)
  const types = actions.map((a: any) => a.type).join()
  t.ok(types === 'draw,place,score' || types === 'draw,place,deploy,score', `the bot played one whole turn (${types})`)
  t.ok(actions.every((a: any) => a.seat === 1 && a.payload.by === 'bot'), 'as seat 1, by: bot')
  t.equal((await queueRow(db, g.id)).botTurnAt, null, "Ada's turn again: out of the queue")
})
