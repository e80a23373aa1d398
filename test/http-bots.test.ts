// Bot seats against real Postgres: a game of four bots plays to the end on its own and verifies;
// a bot answers a person's turn, at once when a creation, a person or the clock hands it the turn; bots resume after a restart (a game created while no worker ran);
// two server processes on one database never play the same bot move twice (the log is exactly the
// moves the strategies choose, each once); a bot game whose move fails is logged and left alone,
// longer after each failure, while another bot game is served and plays to the end.
import { isDeepStrictEqual } from 'node:util'
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { buildApp } from '../src/app.js'
import { createLogger } from '../src/logger.js'
import { seededPick } from '../src/bots/random.js'
import { botAction, type BotStrategy } from '../src/bots/strategies.js'
import type { GameState } from '../src/engine/index.js'
import { replayLog } from '../src/service/log.js'
import { openDatabase } from '../src/store/database.js'
import { createGame, getJson, testApp } from './helpers/app.js'
import { testDatabase } from './helpers/db.js'
import { expectProblem, ok } from './helpers/http.js'
import { memoryStream } from './helpers/logs.js'

const FOUR: { bot: BotStrategy }[] = [{ bot: 'greedy' }, { bot: 'random' }, { bot: 'greedy' }, { bot: 'random' }]

async function finished(app: FastifyInstance, id: string, timeoutMs = 120_000): Promise<any> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const game = await getJson(app, `/games/${id}`)
    if (game.status === 'finished') return game
    if (Date.now() > until) throw new Error(`game ${id} not finished after ${timeoutMs} ms (version ${game.version})`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Each entry after 0 is the move the seat's strategy chooses from the state before it, with its seeded source. */
function expectStrategyMoves(t: Test, id: string, exported: any, strategies: BotStrategy[]): void {
  const { log } = exported
  // The finished game's export reveals the seed and its salt.
  const secret = { seed: exported.seed, salt: exported.deckSalt }
  for (let i = 1; i < log.length; i++) {
    const before = replayLog(log.slice(0, i), secret)
    if (!before.ok) throw new Error(`entry ${i}: ${before.error.code}`)
    const state: GameState = before.state
    const expected = botAction(strategies[state.turn!.seat], state, seededPick(`${id}:${i}`))!
    const { type, seat, ...rest } = expected
    if (log[i].type !== type || log[i].seat !== seat || !isDeepStrictEqual(log[i].payload, { ...rest, by: 'bot' })) {
      t.fail(`entry ${i} is ${JSON.stringify(log[i])}, the strategy chooses ${JSON.stringify(expected)}`)
      return
    }
  }
  t.pass(`each of the ${log.length - 1} entries is the move the seat's strategy chooses`)
}

t.test('four bots play a whole game on their own, and it verifies', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: FOUR, seed: 'four-bots' })
  t.same(
    g.body.seats.map((s: any) => [s.seat, s.name, s.bot, s.token]),
    [[0, 'Greedy bot', 'greedy', undefined], [1, 'Random bot', 'random', undefined], [2, 'Greedy bot', 'greedy', undefined], [3, 'Random bot', 'random', undefined]],
    'bot seats get no token',
  )
  t.same(g.body.game.players.map((p: any) => p.bot), ['greedy', 'random', 'greedy', 'random'], "the create response's GameState names each seat's bot")
  const game = await finished(app, g.id)
  t.same(game.players.map((p: any) => p.bot), ['greedy', 'random', 'greedy', 'random'], 'GET /games/{id} too')
  t.same((await getJson(app, `/games/${g.id}/actions/5/state`)).players.map((p: any) => p.bot), ['greedy', 'random', 'greedy', 'random'], 'and the state after an entry')
  t.equal(game.status, 'finished')
  const exported = await getJson(app, `/games/${g.id}/export`)
  t.same(exported.log[0].payload.players.map((p: any) => p.bot), ['greedy', 'random', 'greedy', 'random'], 'entry 0 names the bots')
  t.ok(exported.log.slice(1).every((e: any) => e.payload.by === 'bot'), 'every move says by: bot')
  t.equal((await getJson(app, `/games/${g.id}/verify`)).ok, true)
  t.equal((await app.inject({ method: 'POST', url: '/verify', payload: exported })).json().ok, true)
  expectStrategyMoves(t, g.id, exported, FOUR.map((s) => s.bot))
})

t.test('a bot answers a person: the person plays, the bot takes its turn through the same path', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: [{ name: 'Ada' }, { bot: 'greedy', name: 'Gus' }], deck: ['E', 'U', 'V'] })
  const ada = g.tokens[0]
  const bots = (players: any[]) => players.map((p) => ('bot' in p ? p.bot : 'absent'))
  t.same(bots(g.body.game.players), ['absent', 'greedy'], "a person's seat has no bot member")
  const drawn = await ok(app, g.id, 'draw', ada)
  t.same(bots(drawn.game.players), ['absent', 'greedy'], 'a turn answer names the bot seat')
  await ok(app, g.id, 'place', ada, { x: 0, y: -1, rotation: 180 })
  await ok(app, g.id, 'score', ada)
  const until = Date.now() + 30_000
  let game = await getJson(app, `/games/${g.id}`)
  while (game.turn?.seat !== 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    game = await getJson(app, `/games/${g.id}`)
  }
  const { actions } = await getJson(app, `/games/${g.id}/actions?after=3`)
  const types = actions.map((a: any) => a.type).join()
  t.ok(types === 'draw,place,score' || types === 'draw,place,deploy,score', `the bot played one whole turn (${types})`)
  t.ok(actions.every((a: any) => a.seat === 1 && a.payload.by === 'bot'), 'as seat 1, by: bot')
  t.equal(game.turn.seat, 0, "it is Ada's turn again")
  t.same(bots(game.players), ['absent', 'greedy'], 'GET /games/{id}: bot for the bot seat only')
  const refused = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { bot: 'clever' }] } })
  expectProblem(t, refused, 400, 'VALIDATION_ERROR', 'an unknown strategy')
})

t.test('a bot moves at once when a creation, a person or the clock hands it the turn, not at the next look for due games', async (t) => {
  const { db } = await testDatabase(t)
  const bot = { bot: 'greedy' }
  // A person's turn whose deadline passes while no worker runs: the clock finishes it in its first pass.
  const idle = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  const timed = await createGame(idle, { players: [{ name: 'Ada' }, bot], deck: ['E', 'U', 'V'], options: { clock: { turnSeconds: 1, maxTimeouts: 5 } } })
  await idle.close()
  await new Promise((resolve) => setTimeout(resolve, 1100))
  // The workers look for due games once a minute here (after a first look at start): only being woken explains a prompt move.
  const app = await buildApp({ database: db, rateLimitPerMinute: 0, dueWorkers: { intervalMs: 60_000 } })
  t.teardown(() => app.close())
  /**
   * Ms until `seat` is to move again at a version above `version` (the bot played its turn), and
   * the log up to then. Infinity after 20 s: well before the workers' next look (60 s), so only a wake explains a move.
   */
  const turnBackTo = async (id: string, seat: number, version: number): Promise<{ ms: number; log: any[] }> => {
    const start = Date.now()
    for (;;) {
      const game = await getJson(app, `/games/${id}`)
      if (game.version > version && game.turn?.seat === seat) {
        const ms = Date.now() - start
        // Up to that version only: the clock goes on timing out the person's next turns.
        const log = (await getJson(app, `/games/${id}/actions`)).actions.filter((a: any) => a.seq <= game.version)
        return { ms, log }
      }
      if (Date.now() - start > 20_000) return { ms: Infinity, log: [] }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const afterClock = await turnBackTo(timed.id, 0, 3)
  t.ok(afterClock.ms < 20_000, `the clock finished the person's turn at start, and the bot's turn followed: back to the person ${afterClock.ms} ms after the start`)

  const botFirst = await createGame(app, { players: [bot, { name: 'Ada' }], deck: ['E', 'U', 'V'] })
  const afterCreation = await turnBackTo(botFirst.id, 1, 0)
  t.ok(afterCreation.ms < 20_000, `created with a bot to move: its turn was played ${afterCreation.ms} ms later`)

  const personFirst = await createGame(app, { players: [{ name: 'Ada' }, bot], deck: ['E', 'U', 'V'] })
  await ok(app, personFirst.id, 'draw', personFirst.tokens[0])
  await ok(app, personFirst.id, 'place', personFirst.tokens[0], { x: 0, y: -1, rotation: 180 })
  await ok(app, personFirst.id, 'score', personFirst.tokens[0])
  const afterPerson = await turnBackTo(personFirst.id, 0, 3)
  t.ok(afterPerson.ms < 20_000, `after the person's score: the bot's turn was played ${afterPerson.ms} ms later`)

  for (const [{ log }, botSeat] of [[afterClock, 1], [afterCreation, 0], [afterPerson, 1]] as const) {
    const botMoves = log.filter((a: any) => a.seat === botSeat)
    t.ok(/^draw,place,(deploy,)?score$/.test(botMoves.map((a: any) => a.type).join()), `the bot played one whole turn (${botMoves.map((a: any) => a.type).join()})`)
    t.ok(botMoves.every((a: any) => a.payload.by === 'bot'), 'by: bot')
  }
  const clockMoves = afterClock.log.filter((a: any) => a.seat === 0).map((a: any) => [a.type, a.payload.by])
  t.same(clockMoves, [['draw', 'clock'], ['place', 'clock'], ['score', 'clock']], "the person's turn was finished by the clock")
})

t.test('bots resume after a restart, and two processes on one database never play the same move twice', async (t) => {
  const { db, url } = await testDatabase(t)
  // No worker runs while the game is created: as if every server were down.
  const idle = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  t.teardown(() => idle.close())
  const g = await createGame(idle, { players: FOUR, seed: 'two-processes' })
  await new Promise((resolve) => setTimeout(resolve, 700))
  t.equal((await getJson(idle, `/games/${g.id}`)).version, 0, 'nothing moves without a worker')
  // Two "processes": their own connection pools, caches and write queues, on the same database.
  const second = url === undefined ? db : await openDatabase({ databaseUrl: url, dataDir: 'memory://' })
  if (second !== db) t.teardown(() => second.close())
  const a = await buildApp({ database: db, rateLimitPerMinute: 0 })
  const b = await buildApp({ database: second, rateLimitPerMinute: 0 })
  t.teardown(async () => {
    await a.close()
    await b.close()
  })
  await finished(a, g.id)
  const exported = await getJson(b, `/games/${g.id}/export`)
  t.same(exported.log.map((e: any) => e.seq), exported.log.map((_: any, i: number) => i), 'one entry per seq')
  expectStrategyMoves(t, g.id, exported, FOUR.map((s) => s.bot))
  t.equal((await getJson(b, `/games/${g.id}/verify`)).ok, true)
})

t.test('a bot game whose move fails is backed off, and the worker serves the others meanwhile', async (t) => {
  const { db } = await testDatabase(t)
  const idle = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  t.teardown(() => idle.close())
  const broken = await createGame(idle, { players: [{ name: 'Ada' }, { bot: 'greedy' }], deck: ['E', 'U', 'V'] })
  // A row mended by hand, badly: the bot's turn (since its last entry), placing a tile that does not exist (its move throws).
  const turn = { seat: 1, phase: 'place', tile: 'nope', placed: null }
  await db.prisma.$executeRawUnsafe(
    `UPDATE games SET turn_seat = 1, bot_turn_at = updated_at, state = jsonb_set(state, '{turn}', $2::jsonb) WHERE id = $1`,
    broken.id,
    JSON.stringify(turn),
  )
  const stream = memoryStream()
  // One game per pass: the broken game, least recently moved, is listed first until it is backed off.
  const app = await buildApp({ database: db, logger: createLogger('info', stream), rateLimitPerMinute: 0, dueWorkers: { batch: 1, firstBackoffMs: 1000 } })
  t.teardown(() => app.close())
  const healthy = await createGame(app, { players: [{ bot: 'greedy' }, { bot: 'random' }], seed: 'beside-a-broken-game' })
  const game = await finished(app, healthy.id, 60_000)
  t.equal(game.status, 'finished', 'the healthy game played to the end')
  t.equal((await getJson(app, `/games/${healthy.id}/verify`)).ok, true)
  const failures = stream.records().filter((r) => r.gameId === broken.id)
  t.ok(failures.length >= 1, `the broken game failed ${failures.length} times meanwhile`)
  t.same(
    failures.map((r) => [r.level, r.msg, r.failures, r.retryInMs]),
    failures.map((_, i) => [40, `bots: could not act on a due game; leaving it alone for ${1000 * 2 ** i} ms`, i + 1, 1000 * 2 ** i]),
    'each failure logged with the game, the count and a doubling wait',
  )
  t.equal(failures[0].err.type, 'TypeError', 'with the error')
  t.equal((await getJson(app, `/games/${broken.id}/actions`)).actions.length, 1, 'nothing was written to the broken game')
  // Between two tries the game's claim is held until the logged wait ends (read again until a try's release is seen).
  const heldAsLogged = async () => {
    for (let i = 0; i < 20; i++) {
      const [row] = await db.prisma.$queryRawUnsafe<{ until: Date | null }[]>('SELECT bot_claimed_until AS until FROM games WHERE id = $1', broken.id)
      const last = stream.records().filter((r) => r.gameId === broken.id).at(-1)!
      if (row.until !== null && Math.abs(row.until.getTime() - (last.time + last.retryInMs)) < 250) return true
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return false
  }
  t.ok(await heldAsLogged(), 'its claim is held through the wait, so that no other process retries it before then')
})
