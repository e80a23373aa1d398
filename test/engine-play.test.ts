// Play-by-web rules of the engine (shared/spec/play.md): open seats and join, resignation in and
// out of turn, winners only among seats that did not resign, the clock option, timeouts counted
// per seat, finishingAction in each phase; the log and audit shapes of these entries; and random
// games where seats resign and the clock finishes turns at random moments.
// Geometry reminder: the start tile D at (0, 0) has its city to the north, its road west-east and
// its field to the south; y grows to the south.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import t, { type Test } from 'tap'
import { verifyHistory } from '../src/audit/verify.js'
import type { ExportedEntry, GameExport } from '../src/audit/document.js'
import {
  apply,
  createGame,
  finishingAction,
  legalDeployments,
  legalPlacements,
  replay,
  RULES_VERSION,
  type Action,
  type FinishedBy,
  type GameEvent,
  type GameSetup,
  type GameState,
} from '../src/engine/index.js'
import { sha256Hex } from '../src/service/deck.js'
import { replayLog, type CreatePayload, type LogEntry, type LogEntryType } from '../src/service/log.js'
import { entryHash, GENESIS_HASH } from '../src/store/chain.js'
import { brief, must, snapshot, turn } from './support/play.js'
import { chooser } from './support/mulberry.js'

const PLAYER_KEYS = ['seat', 'name', 'color', 'score', 'meeples', 'resigned', 'timeouts', 'citiesCompleted']

function created(setup: GameSetup): GameState {
  const result = createGame(setup)
  if (!result.ok) throw new Error(`createGame: ${result.error.code} ${result.error.message}`)
  return result.state
}

function named(count: number): { name: string }[] {
  return Array.from({ length: count }, (_, i) => ({ name: `P${i}` }))
}

/** Asserts that `action` is rejected with `code` and leaves `state` deep-equal to its JSON copy. */
function rejects(t: Test, state: GameState, action: Action, code: string, what?: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  const label = what ?? JSON.stringify(action)
  t.equal(result.ok ? 'accepted' : result.error.code, code, label)
  t.strictSame(state, before, `${label}: the state is unchanged`)
}

/**
 * Applies finishingAction until the active seat's turn is over, with `by`, or as the seat's own
 * moves when `by` is undefined; returns every step.
 */
function finishTurn(state: GameState, by: FinishedBy | undefined): { state: GameState; actions: Action[]; events: GameEvent[] } {
  const actions: Action[] = []
  const events: GameEvent[] = []
  let s = state
  for (;;) {
    const next = finishingAction(s)
    assert.ok(next !== null, 'a running turn has a finishing action')
    const action = by === undefined ? next : ({ ...next, by } as Action)
    const r = must(s, action)
    actions.push(action)
    events.push(...r.events)
    s = r.state
    if (next.type === 'score' || s.status !== 'active') return { state: s, actions, events }
  }
}

t.test('open seats and join', async (t) => {
  const waiting = created({ players: [{ name: 'Ada' }, { open: true }, { open: true, color: 'black' }], deck: ['E', 'U'] })
  t.equal(waiting.status, 'waiting')
  t.equal(waiting.turn, null)
  t.strictSame(waiting.players, [
    { seat: 0, name: 'Ada', color: 'red', score: 0, meeples: 7, resigned: false, timeouts: 0, citiesCompleted: 0 },
    { seat: 1, name: null, color: 'blue', score: 0, meeples: 7, resigned: false, timeouts: 0, citiesCompleted: 0 },
    { seat: 2, name: null, color: 'black', score: 0, meeples: 7, resigned: false, timeouts: 0, citiesCompleted: 0 },
  ])
  t.same(legalPlacements(waiting), [])
  t.same(legalDeployments(waiting), [])

  t.test('every turn action and the clock: GAME_NOT_STARTED', async (t) => {
    for (const seat of [0, 1, 2]) {
      rejects(t, waiting, { type: 'draw', seat }, 'GAME_NOT_STARTED')
      rejects(t, waiting, { type: 'place', seat, x: 0, y: -1, rotation: 180 }, 'GAME_NOT_STARTED')
      rejects(t, waiting, { type: 'deploy', seat, at: 'S' }, 'GAME_NOT_STARTED')
      rejects(t, waiting, { type: 'score', seat }, 'GAME_NOT_STARTED')
      rejects(t, waiting, { type: 'score', seat, by: 'clock' }, 'GAME_NOT_STARTED')
    }
    rejects(t, waiting, { type: 'resign', seat: 0, by: 'clock' }, 'GAME_NOT_STARTED')
  })

  t.test('a seat resigns while others are open (play.md: at any time): it takes no turn once the game starts', async (t) => {
    for (const seat of [1, 2]) rejects(t, waiting, { type: 'resign', seat }, 'NOT_YOUR_TURN', `open seat ${seat}`)
    const left = must(waiting, { type: 'resign', seat: 0 })
    t.strictSame(left.events, [{ type: 'resigned', seat: 0 }])
    t.same([left.state.status, left.state.turn, left.state.players.map((p) => p.resigned)], ['waiting', null, [true, false, false]])
    rejects(t, left.state, { type: 'resign', seat: 0 }, 'NOT_YOUR_TURN', 'resigned already')
    const started = must(must(left.state, { type: 'join', seat: 1, name: 'Bo' }).state, { type: 'join', seat: 2, name: 'Cy' }).state
    t.strictSame([started.status, started.turn], ['active', { seat: 1, phase: 'draw', tile: null, placed: null }], 'the first seat that stayed begins')

    const two = createGame({ players: [{ name: 'Ada' }, { open: true }], seed: 'waiting-2' })
    if (!two.ok) throw new Error(two.error.message)
    const ended = must(two.state, { type: 'resign', seat: 0 })
    t.strictSame(ended.events, [{ type: 'resigned', seat: 0 }, { type: 'ended', winners: [], scores: [0, 0] }], 'one seat stays: the game ends at once, and an open seat wins nothing')
    t.same([ended.state.status, ended.state.turn, ended.state.winners], ['finished', null, []])
    rejects(t, ended.state, { type: 'join', seat: 1, name: 'Bo' }, 'GAME_FINISHED', 'nobody joins a finished game')
  })

  t.test('a seat that is not open: SEAT_TAKEN', async (t) => {
    rejects(t, waiting, { type: 'join', seat: 0, name: 'Eve' }, 'SEAT_TAKEN', 'a named seat')
    for (const seat of [3, -1, 1.5]) rejects(t, waiting, { type: 'join', seat, name: 'Eve' }, 'SEAT_TAKEN', `no seat ${seat}`)
  })

  t.test('each join names its seat; the last one starts the game', async (t) => {
    const first = must(waiting, { type: 'join', seat: 2, name: 'Cy' })
    t.strictSame(first.events, [{ type: 'joined', seat: 2, name: 'Cy' }])
    t.equal(first.state.status, 'waiting')
    t.equal(first.state.turn, null)
    t.strictSame(first.state.players[2], { seat: 2, name: 'Cy', color: 'black', score: 0, meeples: 7, resigned: false, timeouts: 0, citiesCompleted: 0 })
    t.equal(waiting.players[2].name, null, 'the state joined is unchanged')
    rejects(t, first.state, { type: 'join', seat: 2, name: 'Dee' }, 'SEAT_TAKEN', 'the seat just filled')
    rejects(t, first.state, { type: 'draw', seat: 0 }, 'GAME_NOT_STARTED', 'a draw with one seat still open')

    const last = must(first.state, { type: 'join', seat: 1, name: 'Bo' })
    t.strictSame(last.events, [{ type: 'joined', seat: 1, name: 'Bo' }])
    t.equal(last.state.status, 'active')
    t.strictSame(last.state.turn, { seat: 0, phase: 'draw', tile: null, placed: null })
    t.same(last.state.players.map((p) => p.name), ['Ada', 'Bo', 'Cy'])
    for (const seat of [0, 1, 2, 3]) rejects(t, last.state, { type: 'join', seat, name: 'Eve' }, 'SEAT_TAKEN', `seat ${seat} of a started game`)
    t.equal(must(last.state, { type: 'draw', seat: 0 }).state.turn?.tile, 'E', 'seat 0 plays first')
  })

  t.test('a game without open seats starts at once, as before', async (t) => {
    const game = created({ players: named(2), deck: ['E'] })
    t.equal(game.status, 'active')
    t.strictSame(game.turn, { seat: 0, phase: 'draw', tile: null, placed: null })
    for (const p of game.players) t.same(Object.keys(p), PLAYER_KEYS)
    rejects(t, game, { type: 'join', seat: 1, name: 'Eve' }, 'SEAT_TAKEN')
  })

  t.test('seats at setup: INVALID_SETUP', async (t) => {
    const invalid = (players: GameSetup['players'], what: string) => {
      const result = createGame({ players, deck: [] })
      t.equal(result.ok ? 'accepted' : result.error.code, 'INVALID_SETUP', what)
    }
    invalid([{ name: 'Ada' }, {}], 'a seat neither named nor open')
    invalid([{ name: 'Ada' }, { open: false }], 'open: false without a name')
    invalid([{ name: 'Ada' }, { open: true, name: 'Bo' }], 'an open seat with a name')
    invalid([{ open: true, color: 'red' }, { open: true, color: 'red' }], 'open seats share the colour rules')
    t.equal(created({ players: [{ open: true }, { open: true }], deck: [] }).status, 'waiting', 'every seat may be open')
  })
})

t.test('the clock option', async (t) => {
  const optionsOf = (clock: unknown) => {
    const result = createGame({ players: named(2), deck: [], options: { farmers: false, clock } as GameSetup['options'] })
    return result.ok ? result.state.options : result.error.code
  }
  t.strictSame(optionsOf({ turnSeconds: 86400, maxTimeouts: 3 }), { farmers: false, clock: { turnSeconds: 86400, maxTimeouts: 3 } })
  t.strictSame(optionsOf({ turnSeconds: 1, maxTimeouts: 1 }), { farmers: false, clock: { turnSeconds: 1, maxTimeouts: 1 } })
  t.strictSame(optionsOf({ turnSeconds: 2_592_000, maxTimeouts: 10 }), { farmers: false, clock: { turnSeconds: 2_592_000, maxTimeouts: 10 } })
  t.strictSame(optionsOf({ turnSeconds: 60, maxTimeouts: 2, extra: true }), { farmers: false, clock: { turnSeconds: 60, maxTimeouts: 2 } }, 'only the two settings are kept')
  const plain = created({ players: named(2), deck: [] }).options
  t.same(Object.keys(plain), ['farmers'], 'no clock: the options stay { farmers }')
  for (const clock of [
    { turnSeconds: 0, maxTimeouts: 3 },
    { turnSeconds: 2_592_001, maxTimeouts: 3 },
    { turnSeconds: 1.5, maxTimeouts: 3 },
    { turnSeconds: '60', maxTimeouts: 3 },
    { turnSeconds: 60, maxTimeouts: 0 },
    { turnSeconds: 60, maxTimeouts: 11 },
    { turnSeconds: 60, maxTimeouts: 2.5 },
    { turnSeconds: 60, maxTimeouts: Number.NaN },
    { turnSeconds: 60 },
    {},
    null,
    86400,
  ]) {
    t.equal(optionsOf(clock), 'INVALID_SETUP', JSON.stringify(clock) ?? 'NaN')
  }
})

t.test('resigning', async (t) => {
  // Four seats. Seat 0 closes the start city with E and no meeple; seat 1 puts a monk on B south
  // of the start tile, then resigns out of turn; seat 3 resigns in its turn before drawing; seat 2
  // resigns last, which leaves seat 0 alone: final scoring gives the resigned seat 1's monk
  // 1 + 3 neighbours = 4, yet seat 0 (0 points) is the only winner.
  const start = created({ players: named(4), deck: ['E', 'B', 'U', 'U', 'U', 'U'] })
  const t1 = turn(start, { x: 0, y: -1, r: 180 }).state
  const t2 = turn(t1, { x: 0, y: 1, r: 0, at: 'C' }).state
  t.strictSame(t2.turn, { seat: 2, phase: 'draw', tile: null, placed: null })

  const out = must(t2, { type: 'resign', seat: 1 })
  t.strictSame(out.events, [{ type: 'resigned', seat: 1 }])
  t.strictSame(out.state.players[1], { seat: 1, name: 'P1', color: 'blue', score: 0, meeples: 6, resigned: true, timeouts: 0, citiesCompleted: 0 })
  t.strictSame(out.state.turn, t2.turn, 'out of turn: the turn goes on')
  t.same(out.state.meeples, [{ seat: 1, x: 0, y: 1, at: 'C', feature: 'monastery' }], 'its monk stays')
  for (const action of [
    { type: 'draw', seat: 1 },
    { type: 'score', seat: 1 },
    { type: 'score', seat: 1, by: 'clock' },
    { type: 'resign', seat: 1 },
    { type: 'resign', seat: 1, by: 'clock' },
  ] as Action[]) {
    rejects(t, out.state, action, 'NOT_YOUR_TURN', `resigned seat: ${JSON.stringify(action)}`)
  }
  rejects(t, out.state, { type: 'resign', seat: 4 }, 'NOT_YOUR_TURN', 'no seat 4')

  // Mid-turn, the seat must first finish its turn (the service does it, with by: 'resign').
  const drawn = must(out.state, { type: 'draw', seat: 2 }).state
  rejects(t, drawn, { type: 'resign', seat: 2 }, 'WRONG_PHASE', 'after drawing')
  const placed = must(drawn, { type: 'place', seat: 2, x: 1, y: 0, rotation: 90 }).state
  rejects(t, placed, { type: 'resign', seat: 2 }, 'WRONG_PHASE', 'after placing')
  const t3 = must(placed, { type: 'score', seat: 2 }).state
  t.strictSame(t3.turn, { seat: 3, phase: 'draw', tile: null, placed: null })

  const inTurn = must(t3, { type: 'resign', seat: 3 })
  t.strictSame(inTurn.events, [{ type: 'resigned', seat: 3 }])
  t.strictSame(inTurn.state.turn, { seat: 0, phase: 'draw', tile: null, placed: null }, 'in turn before drawing: the next seat plays')
  t.equal(inTurn.state.drawn, t3.drawn, 'nothing was drawn for the resigning seat')

  const t4 = turn(inTurn.state, { x: -1, y: 0, r: 90 }).state
  t.strictSame(t4.turn, { seat: 2, phase: 'draw', tile: null, placed: null }, 'the resigned seat 1 is skipped')

  const last = must(t4, { type: 'resign', seat: 2 })
  t.equal(last.state.status, 'finished')
  t.equal(last.state.turn, null)
  t.same(last.events.map((e) => e.type), ['resigned', 'scored', 'ended'])
  t.strictSame(last.events[0], { type: 'resigned', seat: 2 })
  const final = last.events[1]
  t.same(final.type === 'scored' && final.stage === 'final' && brief(final.score), {
    feature: 'monastery', points: 4, seats: [1], tiles: 4, shields: 0, complete: false, meeples: [{ seat: 1, count: 1 }],
  })
  t.strictSame(last.events[2], { type: 'ended', winners: [0], scores: [0, 4, 0, 0] })
  t.same(last.state.winners, [0], 'the resigned seat 1 has the most points and does not win')
  t.same(last.state.players.map((p) => p.resigned), [false, true, true, true])
  t.equal(last.state.meeples.length, 1, 'final scoring leaves the monk where it is')
  rejects(t, last.state, { type: 'resign', seat: 0 }, 'GAME_FINISHED', 'resigning once finished')
  rejects(t, last.state, { type: 'draw', seat: 0 }, 'GAME_FINISHED', 'drawing once finished')

  t.test('out of turn while the other seat is mid-turn: two seats, the game ends at once', async (t) => {
    // Seat 0's monk on B south of the start tile; seat 1 draws U, then seat 0 resigns: the board
    // as it stands scores (monk: 1 + the start tile), the drawn U is never placed.
    const monk = turn(created({ players: named(2), deck: ['B', 'U', 'U'] }), { x: 0, y: 1, r: 0, at: 'C' }).state
    const midTurn = must(monk, { type: 'draw', seat: 1 }).state
    const ended = must(midTurn, { type: 'resign', seat: 0, by: 'clock' })
    t.strictSame(ended.events[0], { type: 'resigned', seat: 0, by: 'clock' })
    t.same(ended.events.slice(1).map((e) => (e.type === 'scored' ? [e.stage, brief(e.score)] : e)), [
      ['final', { feature: 'monastery', points: 2, seats: [0], tiles: 2, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }] }],
      { type: 'ended', winners: [1], scores: [2, 0] },
    ])
    t.equal(ended.state.board.length, 2, 'the drawn tile is not placed')
    t.same(ended.state.winners, [1])
  })

  t.test('in turn after deploying: WRONG_PHASE in phase score', async (t) => {
    const deployed = must(must(must(created({ players: named(3), deck: ['E'] }), { type: 'draw', seat: 0 }).state, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }).state, { type: 'deploy', seat: 0, at: 'S' }).state
    t.equal(deployed.turn?.phase, 'score')
    rejects(t, deployed, { type: 'resign', seat: 0 }, 'WRONG_PHASE')
    t.ok(must(deployed, { type: 'resign', seat: 1 }).state.players[1].resigned, 'another seat may resign meanwhile')
  })

  t.test('at pile exhaustion, winners are chosen among the seats that did not resign', async (t) => {
    // Seat 0 closes the city with a knight (4 points), resigns; seats 1 and 2 play U out (0 points).
    const scored = turn(created({ players: named(3), deck: ['E', 'U', 'U'] }), { x: 0, y: -1, r: 180, at: 'S' }).state
    const resigned = must(scored, { type: 'resign', seat: 0 }).state
    const t2 = turn(resigned, { x: 1, y: 0, r: 90 }).state
    t.equal(t2.turn?.seat, 2)
    const end = turn(t2, { x: -1, y: 0, r: 90 })
    t.equal(end.state.status, 'finished')
    t.strictSame(end.events.at(-1), { type: 'ended', winners: [1, 2], scores: [4, 0, 0] })
  })
})

t.test('timeouts: counted by the clock, reset by an own turn, kept by a turn finished to resign', async (t) => {
  let state = created({ players: named(2), deck: [...Array(8).fill('U'), 'V', 'V'], options: { clock: { turnSeconds: 60, maxTimeouts: 3 } } })
  const timeouts = () => state.players.map((p) => p.timeouts)
  const own = () => {
    state = finishTurn(state, undefined).state
  }

  const clocked = finishTurn(state, 'clock')
  t.same(clocked.actions.map((a) => a.type), ['draw', 'place', 'score'])
  t.ok(clocked.events.every((e) => !('by' in e)), 'events do not say who finished the turn')
  state = clocked.state
  t.same(timeouts(), [1, 0], 'a turn the clock finished')
  own()
  t.same(timeouts(), [1, 0], "seat 1's own turn leaves seat 0's count")
  state = must(state, { type: 'draw', seat: 0 }).state
  state = finishTurn(state, 'clock').state
  t.same(timeouts(), [2, 0], 'drawn by the seat, finished by the clock: a timeout too')
  own()
  own()
  t.same(timeouts(), [0, 0], 'an own turn ends the run')
  state = finishTurn(state, 'clock').state
  t.same(timeouts(), [0, 1])
  state = finishTurn(state, 'clock').state
  t.same(timeouts(), [1, 1])
  state = must(state, { type: 'draw', seat: 1 }).state
  state = finishTurn(state, 'resign').state
  t.same(timeouts(), [1, 1], 'a turn finished before resigning leaves the count')
  const clockResign = must(state, { type: 'resign', seat: 1, by: 'clock' })
  t.strictSame(clockResign.events.slice(0, 1), [{ type: 'resigned', seat: 1, by: 'clock' }])
  t.equal(clockResign.state.status, 'finished')
})

t.test('finishingAction in each phase', async (t) => {
  const game = created({ players: named(2), deck: ['E', 'U'] })
  t.strictSame(finishingAction(game), { type: 'draw', seat: 0 })
  const drawn = must(game, { type: 'draw', seat: 0 }).state
  t.same(legalPlacements(drawn)[0], { x: 0, y: -1, rotation: 180 })
  t.strictSame(finishingAction(drawn), { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }, 'the first legal placement')
  const placed = must(drawn, finishingAction(drawn)!).state
  t.strictSame(finishingAction(placed), { type: 'score', seat: 0 }, 'phase deploy: no deployment, score')
  const deployed = must(placed, { type: 'deploy', seat: 0, at: 'S' }).state
  t.strictSame(finishingAction(deployed), { type: 'score', seat: 0 }, 'phase score')
  const next = must(deployed, finishingAction(deployed)!).state
  t.strictSame(finishingAction(next), { type: 'draw', seat: 1 })
  t.equal(finishingAction(created({ players: [{ name: 'a' }, { open: true }], deck: [] })), null, 'a waiting game has no turn')
  const finished = finishTurn(must(next, { type: 'draw', seat: 1 }).state, 'clock').state
  t.equal(finished.status, 'finished')
  t.equal(finishingAction(finished), null, 'a finished game has no turn')
})

/** The log entries of `actions` as the service writes them: type, seat, and the rest as payload. */
function logEntries(actions: readonly Action[]): { type: LogEntryType; seat: number; payload: Record<string, unknown> }[] {
  return actions.map(({ type, seat, ...payload }) => ({ type, seat, payload: type === 'join' ? { seat, ...payload } : payload }))
}

/** An export document of a game played from a client's seed, with its chain computed. */
function exportOf(create: CreatePayload, actions: readonly Action[]): GameExport {
  const gameId = 'play-test'
  const seed = create.seed!
  let state = created(create as GameSetup)
  const rows = [{ type: 'create', seat: null as number | null, payload: { ...create } as Record<string, unknown>, result: { deckSource: 'seed', deckCommitment: sha256Hex(seed) } as Record<string, unknown> }]
  for (const [i, entry] of logEntries(actions).entries()) {
    const r = must(state, actions[i])
    state = r.state
    rows.push({ ...entry, result: { events: r.events } })
  }
  // The entry types as the service writes them; ExportedEntry may name fewer.
  const entries = rows.map((row, seq) => ({ ...row, seq, type: row.type as ExportedEntry['type'], rulesVersion: RULES_VERSION, hash: '', at: '2026-12-01T00:00:00.000Z' }))
  const log = chained(gameId, entries)
  return {
    format: 'carcassonne-game-export',
    formatVersion: 1,
    gameId,
    status: state.status as GameExport['status'],
    version: log.length - 1,
    rulesVersion: RULES_VERSION,
    options: state.options,
    players: state.players.map((p) => ({ seat: p.seat, name: p.name!, color: p.color, score: p.score })),
    winners: state.winners,
    deckSource: 'seed',
    deckCommitment: sha256Hex(seed),
    seed,
    headHash: log[log.length - 1].hash,
    log,
  }
}

/** The entries with their hashes computed in order. */
function chained(gameId: string, entries: readonly ExportedEntry[]): ExportedEntry[] {
  let prevHash = GENESIS_HASH
  return entries.map(({ hash: _, ...covered }) => {
    prevHash = entryHash(prevHash, { gameId, ...covered })
    return { ...covered, hash: prevHash }
  })
}

/** The same document with entry `seq` changed and the chain recomputed. */
function withEntry(doc: GameExport, seq: number, change: Partial<ExportedEntry>): GameExport {
  const log = chained(doc.gameId, doc.log.map((entry) => (entry.seq === seq ? { ...entry, ...change } : entry)))
  return { ...doc, log, headHash: log[log.length - 1].hash }
}

t.test('the log and the audit: joins, turns finished by the clock or to resign, resignations', async (t) => {
  const create: CreatePayload = {
    players: [{ name: 'Ada', color: 'red' }, { open: true, color: 'blue' }, { open: true, color: 'green' }],
    options: { farmers: true, clock: { turnSeconds: 3600, maxTimeouts: 2 } },
    seed: 'play-audit',
  }
  const actions: Action[] = [{ type: 'join', seat: 2, name: 'Cy' }, { type: 'join', seat: 1, name: 'Bo' }]
  let state = must(must(created(create as GameSetup), actions[0]).state, actions[1]).state
  const run = (more: Action[]) => {
    for (const action of more) state = must(state, action).state
    actions.push(...more)
  }
  run(finishTurn(state, 'clock').actions)
  run([{ type: 'resign', seat: 2 }])
  run([{ type: 'draw', seat: 1 }])
  run(finishTurn(state, 'resign').actions)
  run([{ type: 'resign', seat: 1, by: 'clock' }])
  t.equal(state.status, 'finished')
  t.same(state.winners, [0])

  const doc = exportOf(create, actions)
  const where = (action: Action) => (action.type === 'place' ? { x: action.x, y: action.y, rotation: action.rotation } : {})
  t.strictSame(
    doc.log.map((e) => [e.type, e.seat, e.payload]),
    [
      ['create', null, create],
      ['join', 2, { seat: 2, name: 'Cy' }],
      ['join', 1, { seat: 1, name: 'Bo' }],
      ['draw', 0, { by: 'clock' }],
      ['place', 0, { ...where(actions[3]), by: 'clock' }],
      ['score', 0, { by: 'clock' }],
      ['resign', 2, {}],
      ['draw', 1, {}],
      ['place', 1, { ...where(actions[7]), by: 'resign' }],
      ['score', 1, { by: 'resign' }],
      ['resign', 1, { by: 'clock' }],
    ],
    'the entries as the service writes them',
  )
  const replayed = replayLog(doc.log as unknown as LogEntry[], { seed: 'play-audit' })
  t.ok(replayed.ok, 'replayLog accepts every entry')
  if (replayed.ok) t.strictSame(replayed.state, state, 'and rebuilds the same state')

  const report = verifyHistory(doc)
  t.same(report.checks.filter((c) => !c.ok), [], 'every check passes')
  t.same(report.checks.map((c) => c.name), ['chain', 'setup', 'replay', 'outcome', 'commitment', 'draws'])

  // A replay that stops leaves the outcome unreached: that check fails too, at the same seq.
  const refused = (changed: GameExport, check: 'setup' | 'replay', seq: number, what: string) => {
    const failed = verifyHistory(changed).checks.filter((c) => !c.ok)
    t.same(failed.map((c) => [c.name, c.seq]), check === 'replay' ? [['replay', seq], ['outcome', seq]] : [[check, seq]], what)
  }
  refused(withEntry(doc, 1, { payload: { seat: 1, name: 'Cy' } }), 'replay', 1, "a join's payload names another seat than the entry")
  refused(withEntry(doc, 1, { payload: { seat: 2 } }), 'replay', 1, 'a join without a name')
  refused(withEntry(doc, 1, { payload: { seat: 2, name: 'Cy', by: 'clock' } }), 'replay', 1, 'a join by the clock')
  refused(withEntry(doc, 3, { payload: { by: 'robot' } }), 'replay', 3, "a turn's by is clock or resign")
  refused(withEntry(doc, 3, { payload: { by: 'clock', extra: 1 } }), 'replay', 3, 'a draw with more than by')
  refused(withEntry(doc, 6, { payload: { by: 'resign' } }), 'replay', 6, "a resign's by is only clock")
  refused(withEntry(doc, 6, { payload: { seat: 2 } }), 'replay', 6, 'a resign with other members')
  refused(withEntry(doc, 6, { type: 'forfeit' as 'draw' }), 'replay', 6, 'an unknown entry type')
  refused(withEntry(doc, 10, { payload: {} }), 'replay', 10, 'a resign whose stored result says by clock but the payload not')

  const renamed = (seat: number, name: string) => ({ ...doc, players: doc.players.map((p) => (p.seat === seat ? { ...p, name } : p)) })
  refused(renamed(0, 'Eve'), 'setup', 0, "a seat named in entry 0 keeps entry 0's name")
  t.same(verifyHistory(renamed(1, 'Eve')).checks.filter((c) => !c.ok), [], "an open seat's name is the join's, not entry 0's concern")
  const recoloured = { ...doc, players: doc.players.map((p) => (p.seat === 1 ? { ...p, color: 'yellow' as const } : p)) }
  refused(recoloured, 'setup', 0, "an open seat's colour is entry 0's")
  const badClock = withEntry(doc, 0, { payload: { ...create, options: { farmers: true, clock: { turnSeconds: 0, maxTimeouts: 2 } } } })
  t.same(verifyHistory(badClock).checks.find((c) => c.name === 'setup')?.ok, false, 'a clock out of range in entry 0')
  const oddOpen = withEntry(doc, 0, { payload: { ...create, players: [{ name: 'Ada', color: 'red' }, { open: 'yes', color: 'blue' }, { open: true, color: 'green' }] } })
  t.same(verifyHistory(oddOpen).checks.find((c) => c.name === 'setup')?.ok, false, 'an open seat is { open: true, color }')
})

// Random games: seats open and joined in random order, then at random moments a seat resigns (its
// turn first finished by: 'resign' when it is mid-turn, as the service does) and the clock
// finishes turns (by: 'clock'), resigning a seat after maxTimeouts timed-out turns in a row.
interface RandomParams {
  readonly players: number
  readonly open: readonly number[]
  readonly seed: number
  readonly choices: number
  readonly deck: readonly string[] | null
  /** Per mille, before each action. */
  readonly resignRate: number
  /** Percent, before each action. */
  readonly clockRate: number
  readonly maxTimeouts: number
}

const randomParams: fc.Arbitrary<RandomParams> = fc.integer({ min: 2, max: 5 }).chain((players) =>
  fc.record({
    players: fc.constant(players),
    open: fc.shuffledSubarray(Array.from({ length: players }, (_, i) => i)),
    seed: fc.nat(),
    choices: fc.nat(),
    deck: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.shuffledSubarray(['E', 'U', 'U', 'V', 'B', 'A', 'D', 'K', 'L', 'X', 'C', 'F', 'E', 'V']), weight: 1 }),
    resignRate: fc.constantFrom(0, 5, 20, 60),
    clockRate: fc.constantFrom(0, 10, 40, 100),
    maxTimeouts: fc.integer({ min: 1, max: 4 }),
  }),
)

function checkInvariants(state: GameState, before: GameState, timeouts: readonly number[]): void {
  const unresigned = state.players.filter((p) => !p.resigned).map((p) => p.seat)
  for (const p of state.players) assert.deepEqual(Object.keys(p), PLAYER_KEYS, 'one Player shape')
  for (const p of before.players) if (p.resigned) assert.ok(state.players[p.seat].resigned, 'a resignation is for good')
  assert.deepEqual(state.players.map((p) => p.timeouts), timeouts, 'timeouts: clock turns in a row')
  if (state.status === 'active') {
    assert.ok(state.turn !== null && !state.players[state.turn.seat].resigned, 'never a turn for a resigned seat')
    assert.ok(unresigned.length >= 2, 'a game with one unresigned seat has ended')
  } else if (state.status === 'finished') {
    assert.equal(state.turn, null)
    assert.ok(unresigned.length >= 1)
    const best = Math.max(...unresigned.map((seat) => state.players[seat].score))
    assert.deepEqual(state.winners, unresigned.filter((seat) => state.players[seat].score === best), 'winners: the best among unresigned seats')
  }
}

/** fast-check options: a fixed seed when FC_SEED is set. */
const fixedSeed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

t.test('random games with resignations and the clock: the game ends, replays identically', async (t) => {
  const endings = { resigned: 0, exhausted: 0 }
  fc.assert(
    fc.property(randomParams, (p) => {
      const pick = chooser(p.choices)
      const setup: GameSetup = {
        players: Array.from({ length: p.players }, (_, seat) => (p.open.includes(seat) ? { open: true } : { name: `P${seat}` })),
        options: { farmers: pick(2) === 0, clock: { turnSeconds: 60, maxTimeouts: p.maxTimeouts } },
        ...(p.deck === null ? { seed: `play-${p.seed}` } : { deck: p.deck }),
      }
      let state = created(setup)
      const actions: Action[] = []
      const timeouts = new Array<number>(p.players).fill(0)
      const act = (action: Action) => {
        const r = must(state, action)
        if (action.type === 'score') timeouts[action.seat] = action.by === 'clock' ? timeouts[action.seat] + 1 : action.by === undefined ? 0 : timeouts[action.seat]
        checkInvariants(r.state, state, timeouts)
        actions.push(action)
        state = r.state
      }
      const finish = (by: FinishedBy) => {
        for (;;) {
          const next = finishingAction(state)!
          act({ ...next, by } as Action)
          if (next.type === 'score' || state.status !== 'active') return
        }
      }

      assert.equal(state.status, p.open.length > 0 ? 'waiting' : 'active')
      for (const seat of p.open) {
        const early = apply(state, { type: 'draw', seat: 0 })
        assert.ok(!early.ok && early.error.code === 'GAME_NOT_STARTED', 'no draw while seats are open')
        act({ type: 'join', seat, name: `J${seat}` })
      }
      assert.equal(state.status, 'active', 'the last join starts the game')
      assert.deepEqual(state.turn, { seat: 0, phase: 'draw', tile: null, placed: null })

      for (let guard = 0; state.status === 'active'; guard++) {
        assert.ok(guard < 2000, 'the game ends')
        const turn = state.turn!
        const resigned = state.players.filter((pl) => pl.resigned)
        if (resigned.length > 0) {
          const seat = resigned[pick(resigned.length)].seat
          const refused = apply(state, { type: 'draw', seat })
          assert.ok(!refused.ok && refused.error.code === 'NOT_YOUR_TURN', "a resigned seat's turn action")
        }
        if (pick(1000) < p.resignRate) {
          const unresigned = state.players.filter((pl) => !pl.resigned)
          const seat = unresigned[pick(unresigned.length)].seat
          if (seat === turn.seat && turn.phase !== 'draw') finish('resign')
          if (state.status === 'active') act({ type: 'resign', seat })
        } else if (pick(100) < p.clockRate) {
          finish('clock')
          if (state.status === 'active' && timeouts[turn.seat] >= p.maxTimeouts) act({ type: 'resign', seat: turn.seat, by: 'clock' })
        } else if (turn.phase === 'draw') {
          act({ type: 'draw', seat: turn.seat })
        } else if (turn.phase === 'place') {
          const placements = legalPlacements(state)
          act({ type: 'place', seat: turn.seat, ...placements[pick(placements.length)] })
        } else {
          const deployments = turn.phase === 'deploy' && pick(2) === 0 ? legalDeployments(state) : []
          act(deployments.length > 0 ? { type: 'deploy', seat: turn.seat, at: deployments[pick(deployments.length)].at } : { type: 'score', seat: turn.seat })
        }
      }
      assert.equal(state.status, 'finished')
      endings[state.players.filter((pl) => !pl.resigned).length === 1 ? 'resigned' : 'exhausted']++
      const rebuilt = replay(setup, actions)
      assert.ok(rebuilt.ok, 'replay accepts every action')
      assert.deepStrictEqual(rebuilt.state, state, 'replay reaches the identical state')
    }),
    { numRuns: 300, ...fixedSeed },
  )
  t.ok(endings.resigned > 0 && endings.exhausted > 0, `games ended both ways (${JSON.stringify(endings)})`)
})
