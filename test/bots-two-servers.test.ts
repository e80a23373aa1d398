// Bot seats on two server processes on one PostgreSQL database: each bot move is computed by one
// process only (the game is claimed before the move is computed), so a game of four bots plays to
// the end with every entry written once and no move computed twice (no process loses one at the
// version guard: the workers' debug lines count what each run appended and lost).
// PostgreSQL only (skipped on PGlite: one process per embedded database).
import t from 'tap'
import { testExecutor } from './helpers/db.js'
import { sleep } from './helpers/faults.js'
import { logLines, request, serversOnOneDatabase } from './helpers/server.js'

if (!process.env.DATABASE_URL) {
  t.pass('skipped: two servers on one database need PostgreSQL (set DATABASE_URL)')
} else {
  t.test('two servers, four bots: every move computed and written once', async (t) => {
    const { url } = await testExecutor(t)
    const servers = await serversOnOneDatabase(t, url!, 2, { LOG_LEVEL: 'debug' })
    const [a, b] = servers.map((s) => s.url)
    const created = await request(a, 'POST', '/games', {}, { players: [{ bot: 'greedy' }, { bot: 'random' }, { bot: 'greedy' }, { bot: 'random' }], seed: 'bots-two-servers' })
    t.equal(created.status, 201)
    const id = created.body.game.id
    const until = Date.now() + 240_000
    let game = created.body.game
    while (game.status !== 'finished' && Date.now() < until) {
      await sleep(250)
      game = (await request(b, 'GET', `/games/${id}`)).body
    }
    t.equal(game.status, 'finished', `the game played to the end on its own (version ${game.version})`)
    const { log } = (await request(b, 'GET', `/games/${id}/export`)).body
    t.same(log.map((e: any) => e.seq), log.map((_: unknown, i: number) => i), 'one entry per seq')
    t.ok(log.slice(1).every((e: any) => e.payload.by === 'bot'), 'every move by: bot')
    t.equal((await request(a, 'GET', `/games/${id}/verify`)).body.ok, true, 'the game verifies')

    const runsOf = () => servers.map((s) => logLines(s.output()).filter((l) => l.msg === 'bots: acted on a due game' && l.gameId === id))
    const sum = (runs: ReturnType<typeof runsOf>, key: 'appended' | 'lost') => runs.flat().reduce((n, l) => n + l[key], 0)
    // A run's line is logged once its last append answered, and read from the child's output later:
    // waited for until every entry is accounted for, then half a second more for runs that lost.
    const linesDue = Date.now() + 15_000
    while (sum(runsOf(), 'appended') < log.length - 1 && Date.now() < linesDue) await sleep(100)
    await sleep(500)
    const runs = runsOf()
    const total = (key: 'appended' | 'lost') => sum(runs, key)
    t.comment(`runs on A: ${runs[0].length} (${runs[0].reduce((s, l) => s + l.appended, 0)} entries), on B: ${runs[1].length} (${runs[1].reduce((s, l) => s + l.appended, 0)} entries)`)
    t.equal(total('appended'), log.length - 1, 'the runs of both processes appended each entry once')
    t.equal(total('lost'), 0, 'no move was computed by one process and lost to the other at the version guard')
    const warnings = servers.flatMap((s) => logLines(s.output()).filter((l) => l.level >= 40 && /^bots:/.test(l.msg)))
    t.same(warnings, [], 'no bot worker warnings')
  })
}
