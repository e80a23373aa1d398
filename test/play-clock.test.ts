// The clock (spec/play.md): with no request at all, the server finishes a turn within 2 s of its
// deadline (entries marked by: clock), resigns a seat after maxTimeouts timed-out turns in a row,
// acts after a restart on a deadline that passed while no server ran, and with two server processes
// on one database appends each timed-out turn exactly once.
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { buildApp } from '../src/app.js'
import { GameStore } from '../src/store/games.js'
import { WORKER_DEFAULTS } from '../src/workers/due-worker.js'
import { getJson, testApp } from './helpers/app.js'
import { testDatabase, testExecutor } from './helpers/db.js'
import { sleep } from './helpers/faults.js'
import { DEFAULT_VARIANTS } from './helpers/http.js'
import { request, serversOnOneDatabase } from './helpers/server.js'
import { listen } from './helpers/live.js'
import { openSse } from './helpers/sse.js'

// The subtests mostly wait for deadlines: they run side by side on PostgreSQL. Not on the embedded
// database, whose queries run on this process's own thread and would delay each other's clocks.
t.jobs = process.env.DATABASE_URL ? 3 : 1

const CLOCK = { turnSeconds: 1, maxTimeouts: 2 }

async function create(app: FastifyInstance, clock: object, seed: string): Promise<any> {
  const res = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }], options: { clock }, seed } })
  if (res.statusCode !== 201) throw new Error(`POST /games: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** Polls the log until it holds `count` entries (or `ms` pass); returns them. */
async function entries(read: () => Promise<any[]>, count: number, ms: number): Promise<any[]> {
  const until = Date.now() + ms
  let log = await read()
  while (log.length < count && Date.now() < until) {
    await sleep(50)
    log = await read()
  }
  return log
}

const shape = (log: any[]) => log.map((e) => [e.type, e.seat, e.payload.by ?? null])

/**
 * A fresh app compiles each statement on its first use, which takes seconds on a loaded machine
 * (a cold create committed after its own 1 s deadline): play one turn of another game and let the
 * clock's first pass end, so that the figure measured is the clock's delay. Starting cold is the
 * restart test's case.
 */
async function warm(app: FastifyInstance): Promise<void> {
  const created = await create(app, { turnSeconds: 3600, maxTimeouts: 1 }, 'warm-up')
  const headers = { authorization: `Bearer ${created.seats[0].token}` }
  const id = created.game.id
  await app.inject({ method: 'POST', url: `/games/${id}/draw`, headers })
  await app.inject({ method: 'POST', url: `/games/${id}/place`, headers, payload: (await getJson(app, `/games/${id}/legal`)).placements[0] })
  await app.inject({ method: 'POST', url: `/games/${id}/score`, headers })
  await getJson(app, `/games/${id}/actions`)
  await sleep(WORKER_DEFAULTS.intervalMs + 100)
}

t.test('a 1 s clock: turns finished by the server, then the seat resigned after maxTimeouts', async (t) => {
  const { app } = await testApp(t)
  await warm(app)
  const created = await create(app, CLOCK, 'clock-1s')
  const id = created.game.id
  const deadline = Date.parse(created.game.turn.deadline)
  t.match(created.game.turn, { seat: 0, phase: 'draw' })
  t.equal(deadline, Date.parse((await getJson(app, `/games/${id}/actions`)).actions[0].at) + 1000, 'the deadline is the turn start plus turnSeconds')
  const read = async () => (await getJson(app, `/games/${id}/actions`)).actions

  const first = await entries(read, 4, 5000)
  t.same(shape(first.slice(1, 4)), [['draw', 0, 'clock'], ['place', 0, 'clock'], ['score', 0, 'clock']], "seat 0's turn finished by the clock")
  const late = Date.parse(first[3].at) - deadline
  t.ok(late >= 0 && late <= 2000, `finished ${late} ms after the deadline (at most 2000)`)
  const place = first[2].payload
  t.same(Object.keys(place).sort(), ['by', 'rotation', 'x', 'y'])

  // Seat 1 times out once, seat 0 a second time: then the clock resigns seat 0 and the game ends.
  const all = await entries(read, 11, 8000)
  t.same(shape(all.slice(4)), [
    ['draw', 1, 'clock'],
    ['place', 1, 'clock'],
    ['score', 1, 'clock'],
    ['draw', 0, 'clock'],
    ['place', 0, 'clock'],
    ['score', 0, 'clock'],
    ['resign', 0, 'clock'],
  ])
  const game = await getJson(app, `/games/${id}`)
  t.match(game, { status: 'finished', turn: null, winners: [1] })
  t.same(game.players.map((p: any) => [p.resigned, p.timeouts]), [[true, 2], [false, 1]])
  await sleep(1200)
  t.equal((await read()).length, 11, 'nothing more once finished')
  t.equal((await getJson(app, `/games/${id}/verify`)).ok, true)
})

t.test("the clock's timed-out turn and its resign are written at one time: your-turn names the score entry, and the deadline is set when the turn begins", async (t) => {
  const { app } = await testApp(t)
  await warm(app)
  const base = await listen(app)
  const registered = await app.inject({ method: 'POST', url: '/players', payload: { name: 'Bo' } })
  const bo = registered.json()
  const res = await app.inject({
    method: 'POST',
    url: '/games',
    payload: { players: [{ name: 'A' }, { player: bo.player.id }, { name: 'C' }], options: { clock: { turnSeconds: 3, maxTimeouts: 1 } }, seed: 'clock-resign-3' },
  })
  const id = res.json().game.id
  const stream = await openSse(`${base}/players/me/events`, { authorization: `Bearer ${bo.token}` })
  t.teardown(() => stream.close())
  // Seat 0 times out once: the clock finishes its turn, which hands the move to seat 1, and resigns it.
  const log = await entries(async () => (await getJson(app, `/games/${id}/actions`)).actions, 5, 8000)
  t.same(shape(log), [['create', null, null], ['draw', 0, 'clock'], ['place', 0, 'clock'], ['score', 0, 'clock'], ['resign', 0, 'clock']])
  const events = (await stream.waitForEvents(2)).map((e) => [e.event, JSON.parse(e.data)])
  await sleep(300)
  const turns = stream.events().filter((e) => e.event === 'your-turn').map((e) => JSON.parse(e.data))
  t.same(events[0], ['game-started', { gameId: id }])
  t.same(new Set(log.slice(1).map((e: { at: string }) => e.at)).size, 1, 'the four entries: one statement, one time')
  const deadline = new Date(Date.parse(log[3].at) + 3000).toISOString()
  t.same(turns, [{ gameId: id, seq: 3, seat: 1, deadline }], 'one your-turn: seat 1 moves after the score entry, with the deadline its turn began with')
  t.equal((await getJson(app, `/games/${id}`)).turn.deadline, deadline, 'the deadline the game shows')
  for (const seq of [3, 4]) {
    const { turn } = await getJson(app, `/games/${id}/actions/${seq}/state`)
    t.same([turn.seat, turn.phase, turn.deadline], [1, 'draw', deadline], `after entry ${seq}: seat 1's turn, the same deadline`)
  }
})

t.test('when the clock resigns one of two seats, the game ends in that statement: no your-turn, game-finished for both', async (t) => {
  const { app } = await testApp(t)
  await warm(app)
  const base = await listen(app)
  const players = await Promise.all(['Ada', 'Bo'].map(async (name) => (await app.inject({ method: 'POST', url: '/players', payload: { name } })).json()))
  const res = await app.inject({
    method: 'POST',
    url: '/games',
    payload: { players: players.map((p) => ({ player: p.player.id })), options: { clock: { turnSeconds: 1, maxTimeouts: 1 } }, seed: 'clock-resign-2' },
  })
  const id = res.json().game.id
  const streams = await Promise.all(players.map((p) => openSse(`${base}/players/me/events`, { authorization: `Bearer ${p.token}` })))
  t.teardown(() => streams.forEach((s) => s.close()))
  const log = await entries(async () => (await getJson(app, `/games/${id}/actions`)).actions, 5, 6000)
  t.same(shape(log), [['create', null, null], ['draw', 0, 'clock'], ['place', 0, 'clock'], ['score', 0, 'clock'], ['resign', 0, 'clock']])
  const game = await getJson(app, `/games/${id}`)
  t.same([game.status, game.winners], ['finished', [1]])
  for (const [i, stream] of streams.entries()) {
    await stream.waitForEvents(i === 0 ? 3 : 2)
    await sleep(200)
    const told = stream.events().map((e) => [e.event, JSON.parse(e.data).seq ?? null])
    // Seat 0's turn began with the game (seq 0); seat 1's would have begun at the score, which the resign in the same statement ends.
    t.same(told, [['game-started', null], ...(i === 0 ? [['your-turn', 0]] : []), ['game-finished', null]], `player ${i}: what it is told`)
  }
})

t.test('no request at all between the creation and 2 s after the deadline: the turn is finished by then', async (t) => {
  const { app } = await testApp(t)
  await warm(app)
  const created = await create(app, { turnSeconds: 1, maxTimeouts: 10 }, 'clock-unread')
  const deadline = Date.parse(created.game.turn.deadline)
  // Nobody reads the game meanwhile, so only the server's own clock can have acted. Reads never
  // move the clock (its worker alone does), so a read that finds the turn unfinished (this process
  // starved) may wait for it: the entries' own times judge.
  await sleep(deadline + 2000 - Date.now())
  const log = await entries(async () => (await getJson(app, `/games/${created.game.id}/actions`)).actions, 4, 5000)
  t.same(shape(log.slice(1, 4)), [['draw', 0, 'clock'], ['place', 0, 'clock'], ['score', 0, 'clock']], 'the turn finished by the clock')
  t.ok(Date.parse(log[3].at) <= deadline + 2000, `its last entry ${Date.parse(log[3].at) - deadline} ms after the deadline (at most 2000)`)
})

t.test("a 1 s clock in the game's last turn: the maxTimeouts-th timeout finishes the turn, then its resign entry ends the game", async (t) => {
  const { app } = await testApp(t)
  const res = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }], options: { clock: { turnSeconds: 1, maxTimeouts: 1 } }, deck: ['E'] } })
  t.equal(res.statusCode, 201)
  const id = res.json().game.id
  const read = async () => (await getJson(app, `/games/${id}/actions`)).actions
  const log = await entries(read, 5, 5000)
  t.same(shape(log.slice(1)), [['draw', 0, 'clock'], ['place', 0, 'clock'], ['score', 0, 'clock'], ['resign', 0, 'clock']], 'the last turn finished by the clock, then its resign')
  t.same(log[3].payload, { by: 'clock', resignFollows: true }, 'its score leaves the end to the resign')
  t.same(log[3].result.events.map((e: any) => e.type), ['scored'])
  t.same(log[4].result.events.map((e: any) => e.type), ['resigned', 'ended'])
  const game = await getJson(app, `/games/${id}`)
  t.match(game, { status: 'finished', turn: null, winners: [1] })
  t.same(game.players.map((p: any) => [p.resigned, p.timeouts]), [[true, 1], [false, 0]])
  await sleep(1200)
  t.equal((await read()).length, 5, 'nothing follows the end')
  t.equal((await getJson(app, `/games/${id}/verify`)).ok, true, 'the game verifies')
  const exported = await getJson(app, `/games/${id}/export`)
  t.equal((await app.inject({ method: 'POST', url: '/verify', payload: exported })).json().ok, true, 'its export verifies')
  // The marker is accepted there only: on a score the clock finished short of maxTimeouts, or by a bot, the audit refuses it.
  const early = structuredClone(exported)
  early.log[0].payload.options.clock.maxTimeouts = 2
  const refused = (await app.inject({ method: 'POST', url: '/verify', payload: early })).json()
  t.match(refused.checks.find((c: any) => c.name === 'replay'), { ok: false, seq: 3, reason: /rejects the score: WRONG_PHASE/ }, 'by the clock short of maxTimeouts: the engine refuses it')
  for (const by of ['bot', undefined]) {
    const forged = structuredClone(exported)
    forged.log[3].payload = { ...(by === undefined ? {} : { by }), resignFollows: true }
    const report = (await app.inject({ method: 'POST', url: '/verify', payload: forged })).json()
    t.match(report.checks.find((c: any) => c.name === 'replay'), { ok: false, seq: 3, reason: "a score's resignFollows is true, with by 'resign' or 'clock'" }, `resignFollows with by ${by ?? 'absent'} is refused by the replay`)
  }
})

t.test('a turn played in time resets the count and sets the next deadline', async (t) => {
  const { app } = await testApp(t)
  const created = await create(app, { turnSeconds: 30, maxTimeouts: 1 }, 'clock-30s')
  const id = created.game.id
  const [a] = created.seats.map((s: any) => s.token)
  const headers = { authorization: `Bearer ${a}` }
  const drawn = await app.inject({ method: 'POST', url: `/games/${id}/draw`, headers })
  t.equal(drawn.json().game.turn.deadline, created.game.turn.deadline, 'the deadline holds through the turn')
  const placement = (await getJson(app, `/games/${id}/legal`)).placements[0]
  await app.inject({ method: 'POST', url: `/games/${id}/place`, headers, payload: placement })
  const scored = (await app.inject({ method: 'POST', url: `/games/${id}/score`, headers })).json()
  const at = Date.parse((await getJson(app, `/games/${id}/actions?after=2`)).actions[0].at)
  t.equal(Date.parse(scored.game.turn.deadline), at + 30_000, "seat 1's deadline: its turn start plus 30 s")
  t.same(scored.game.players.map((p: any) => p.timeouts), [0, 0])
  t.same(scored.game.options, { farmers: true, clock: { turnSeconds: 30, maxTimeouts: 1 }, ...DEFAULT_VARIANTS })
  // The state after each entry shows the deadline as it stood then, not the current one.
  const deadlines = []
  for (let seq = 0; seq <= 3; seq++) deadlines.push((await getJson(app, `/games/${id}/actions/${seq}/state`)).turn.deadline)
  t.same(deadlines, [created.game.turn.deadline, created.game.turn.deadline, created.game.turn.deadline, scored.game.turn.deadline], 'each entry\'s deadline')
})

t.test('clock options are validated', async (t) => {
  const { app } = await testApp(t)
  for (const clock of [{ turnSeconds: 0, maxTimeouts: 1 }, { turnSeconds: 2_592_001, maxTimeouts: 1 }, { turnSeconds: 10, maxTimeouts: 11 }, { turnSeconds: 10 }, { turnSeconds: 1.5, maxTimeouts: 1 }]) {
    const res = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }], options: { clock } } })
    t.equal(res.statusCode, 400, JSON.stringify(clock))
  }
  const plain = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }] } })
  t.same(plain.json().game.options, { farmers: true, ...DEFAULT_VARIANTS }, 'no clock: options as before')
  t.notOk('deadline' in plain.json().game.turn)
})

t.test('a deadline that passed while no server ran is acted on after start', async (t) => {
  const { db } = await testDatabase(t)
  const before = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  const created = await create(before, CLOCK, 'clock-restart')
  const id = created.game.id
  await before.close()
  await sleep(1500)
  // Read from the database before the next server starts: its clock may act before a first request.
  t.equal((await new GameStore(db).loadGame(id))!.version, 0, 'nothing happened while no server ran')
  const after = await buildApp({ database: db, rateLimitPerMinute: 0 })
  t.teardown(() => after.close())
  const started = Date.now()
  const log = await entries(async () => (await getJson(after, `/games/${id}/actions`)).actions, 4, 8000)
  t.same(shape(log.slice(1, 4)), [['draw', 0, 'clock'], ['place', 0, 'clock'], ['score', 0, 'clock']])
  // Soon after the start, with room for a cold server (its first statements, the engine not yet compiled) on a busy machine.
  t.ok(Date.now() - started <= 5000, `acted on within ${Date.now() - started} ms of the start`)
})

if (!process.env.DATABASE_URL) {
  t.pass('skipped: two server processes need PostgreSQL (set DATABASE_URL)')
} else {
  t.test('two server processes: each timed-out turn is appended exactly once', async (t) => {
    const { url } = await testExecutor(t)
    const servers = await serversOnOneDatabase(t, url!, 2)
    // Before the creation: the k-th turn cannot end before `began` plus k seconds.
    const began = Date.now()
    const created = await request(servers[0].url, 'POST', '/games', {}, { players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], options: { clock: { turnSeconds: 1, maxTimeouts: 10 } }, seed: 'two-clocks' })
    const id = created.body.game.id
    await sleep(5500)
    // At least three turns: waited for beyond 5.5 s only where the processes were starved.
    const log = await entries(async () => (await request(servers[1].url, 'GET', `/games/${id}/actions`)).body.actions, 10, 15_000)
    const seconds = (Date.now() - began) / 1000
    // The clocks keep going: judge the whole turns read.
    const turns = log.slice(1, 1 + Math.floor((log.length - 1) / 3) * 3)
    t.ok(turns.length >= 9, `${turns.length / 3} turns timed out in ${seconds.toFixed(1)} s`)
    const expected = turns.map((_: unknown, i: number) => [['draw', 'place', 'score'][i % 3], Math.floor(i / 3) % 3, 'clock'])
    t.same(shape(turns), expected, 'draw, place, score by the clock, once per turn, seats in order')
    // A turn acted on twice would show as the next seat's turn finished before its own deadline.
    const early = turns.filter((_: unknown, i: number) => i % 3 === 0).map((draw: any) => Date.parse(draw.at) - Date.parse(log[draw.seq - 1].at)).filter((ms: number) => ms < 1000)
    t.same(early, [], 'no turn finished before its deadline (its start plus 1 s)')
    t.ok(turns.length / 3 <= Math.floor(seconds), `at most one turn a second (${turns.length / 3} in ${seconds.toFixed(1)} s)`)
    const timeouts = (await request(servers[0].url, 'GET', `/games/${id}/actions/${turns.length}/state`)).body.players.map((p: any) => p.timeouts)
    t.same(timeouts, [0, 1, 2].map((seat) => turns.filter((e: any, i: number) => e.type === 'score' && Math.floor(i / 3) % 3 === seat).length))
    t.equal((await request(servers[1].url, 'GET', `/games/${id}/verify`)).body.ok, true)
  })
}
