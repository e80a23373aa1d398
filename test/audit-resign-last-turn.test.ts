// A resignation during the game's last turn, as the log holds it and as the audit checks it: the
// turn's entries, the score with `resignFollows`, then the seat's `resign`, which ends the game;
// an earlier version's single score with `resigns: true` still verifies; a log that stops after
// the announcing score, or puts anything but that resign after it, does not. Players bound to
// seats are told the end once, and nobody is told a turn began in between.
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { apply, createGame, type Action, type GameState } from '../src/engine/index.js'
import { act, getJson, testApp } from './helpers/app.js'
import { expectFailure, exportOf, rehash, verifyDoc } from './helpers/audit.js'
import { listen } from './helpers/live.js'
import { openSse } from './helpers/sse.js'

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** A two-seat game with deck ["E"] whose seat 0 draws and resigns (or times out, maxTimeouts 1): its export. */
async function resignedInLastTurn(app: FastifyInstance, by: 'resign' | 'clock'): Promise<any> {
  const options = by === 'clock' ? { clock: { turnSeconds: 1, maxTimeouts: 1 } } : {}
  const created = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }], deck: ['E'], options } })
  const id = created.json().game.id
  const token = created.json().seats[0].token
  if (by === 'resign') {
    const drawn = await act(app, id, 'draw', token)
    const resigned = await app.inject({ method: 'POST', url: `/games/${id}/resign`, headers: auth(token) })
    if (drawn.statusCode !== 200 || resigned.statusCode !== 200) throw new Error(`draw ${drawn.statusCode}, resign ${resigned.statusCode} ${resigned.body}`)
  }
  for (const until = Date.now() + 10_000; (await getJson(app, `/games/${id}`)).status !== 'finished'; ) {
    if (Date.now() > until) throw new Error('the clock did not end the game')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return exportOf(app, id)
}

/** The same game as an earlier version logged it: one score with `resigns: true`, no resign entry. */
function asEarlierVersion(doc: any): any {
  const legacy = structuredClone(doc)
  const created = createGame({ players: [{ name: 'A' }, { name: 'B' }], deck: ['E'], options: legacy.log[0].payload.options })
  if (!created.ok) throw new Error(created.error.code)
  let state: GameState = created.state
  for (const entry of legacy.log.slice(1, 3)) state = (apply(state, { ...entry.payload, type: entry.type, seat: entry.seat } as Action) as { state: GameState }).state
  const by = legacy.log[3].payload.by
  const scored = apply(state, { type: 'score', seat: 0, by, resigns: true })
  if (!scored.ok) throw new Error(scored.error.code)
  legacy.log = legacy.log.slice(0, 4)
  legacy.log[3].payload = { by, resigns: true }
  legacy.log[3].result = { events: scored.events }
  legacy.version = 3
  return rehash(legacy)
}

t.test("the last turn's entries, then the resign; an earlier version's resigns still verifies; a log cut or forged after the announcing score does not", async (t) => {
  const { app } = await testApp(t)
  for (const by of ['resign', 'clock'] as const) {
    const doc = await resignedInLastTurn(app, by)
    t.same(
      doc.log.slice(1).map((e: any) => [e.type, e.seat, e.payload]),
      [
        ['draw', 0, by === 'clock' ? { by } : {}],
        ['place', 0, { x: 0, y: -1, rotation: 180, by }],
        ['score', 0, { by, resignFollows: true }],
        ['resign', 0, by === 'clock' ? { by } : {}],
      ],
      `by ${by}: the turn finished for the seat, then its resign`,
    )
    t.match(doc, { status: 'finished', winners: [1] })
    t.equal((await verifyDoc(app, doc)).ok, true, `by ${by}: the export verifies`)

    const legacy = asEarlierVersion(doc)
    const report = await verifyDoc(app, legacy)
    t.same(report.checks.filter((c: any) => !c.ok), [], `by ${by}: the earlier version's log (score with resigns, no resign entry) verifies`)

    const cut = structuredClone(doc)
    cut.log = cut.log.slice(0, 4)
    cut.version = 3
    expectFailure(t, await verifyDoc(app, rehash(cut)), 'replay', 3, /ends after the score of the last turn announced seat 0's resignation, without it/)

    const drawnInstead = structuredClone(doc)
    drawnInstead.log[4] = { ...drawnInstead.log[4], type: 'draw', payload: {}, result: { events: [] } }
    expectFailure(t, await verifyDoc(app, rehash(drawnInstead)), 'replay', 4, /rejects the draw: WRONG_PHASE .*resignation must come next/)
  }
})

t.test("players bound to the seats: no your-turn between the last turn's score and the resign, one game-finished each", async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const players = []
  for (const name of ['Ada', 'Bo', 'Cy']) {
    const res = await app.inject({ method: 'POST', url: '/players', payload: { name } })
    players.push({ id: res.json().player.id as string, token: res.json().token as string })
  }
  const created = await app.inject({ method: 'POST', url: '/games', payload: { players: players.map((p) => ({ player: p.id })), deck: ['E'] } })
  const id = created.json().game.id
  const streams = await Promise.all(players.map((p) => openSse(`${base}/players/me/events`, auth(p.token))))
  t.teardown(() => streams.forEach((s) => s.close()))
  await Promise.all(streams.map((s) => s.waitForEvents(1)))
  t.equal((await act(app, id, 'draw', players[0].token)).statusCode, 200)
  const resigned = await app.inject({ method: 'POST', url: `/games/${id}/resign`, headers: auth(players[0].token) })
  t.match(resigned.json().game, { status: 'finished', winners: [1, 2] })
  for (const [i, stream] of streams.entries()) {
    const events = await stream.waitForEvents(i === 0 ? 3 : 2)
    await new Promise((resolve) => setTimeout(resolve, 200))
    t.same(
      stream.events().map((e) => e.event),
      i === 0 ? ['game-started', 'your-turn', 'game-finished'] : ['game-started', 'game-finished'],
      `${['Ada', 'Bo', 'Cy'][i]}: told the start${i === 0 ? ', her turn' : ''} and the end once, no turn in between`,
    )
    t.same(JSON.parse(events.at(-1)!.data), { gameId: id, winners: [1, 2], scores: [0, 0, 0] })
  }
})
