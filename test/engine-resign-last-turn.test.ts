// A seat resigning during the game's last turn, or timing out for the maxTimeouts-th time in it: its
// score entry carries `resigns: true` and resigns it; a score without the marker (as recorded before it existed) never resigns, so old logs replay.
import t from 'tap'
import { apply, createGame, legalPlacements, type Action, type FinishedBy, type GameState } from '../src/engine/index.js'

function lastTurnPlaced(deck: string[], options: { clock?: { turnSeconds: number; maxTimeouts: number } } = {}, by: FinishedBy = 'resign'): GameState {
  const created = createGame({ players: [{ name: 'A' }, { name: 'B' }], deck, options })
  if (!created.ok) throw new Error(created.error.code)
  const step = (state: GameState, action: Action) => {
    const result = apply(state, action)
    if (!result.ok) throw new Error(`${action.type}: ${result.error.code}`)
    return result.state
  }
  const drawn = step(created.state, { type: 'draw', seat: 0, by })
  return step(drawn, { type: 'place', seat: 0, ...legalPlacements(drawn)[0], by })
}

t.test('score { by: resign, resigns: true } in the last turn resigns the seat before the end', async (t) => {
  const result = apply(lastTurnPlaced(['E']), { type: 'score', seat: 0, by: 'resign', resigns: true })
  t.ok(result.ok)
  if (!result.ok) return
  t.same(result.events.map((e) => e.type), ['scored', 'resigned', 'ended'])
  t.same(result.state.players.map((p) => p.resigned), [true, false])
  t.same(result.state.winners, [1])
})

t.test('score { by: resign } without the marker ends the game as it always did', async (t) => {
  const result = apply(lastTurnPlaced(['E']), { type: 'score', seat: 0, by: 'resign' })
  t.ok(result.ok)
  if (!result.ok) return
  t.same(result.events.map((e) => e.type), ['scored', 'ended'])
  t.same(result.state.players.map((p) => p.resigned), [false, false])
  t.same(result.state.winners, [0, 1])
})

t.test('resigns is refused before the last turn, and without by: resign', async (t) => {
  const early = apply(lastTurnPlaced(['E', 'U']), { type: 'score', seat: 0, by: 'resign', resigns: true })
  t.same(early.ok ? null : early.error.code, 'WRONG_PHASE')
  const own = apply(lastTurnPlaced(['E']), { type: 'score', seat: 0, resigns: true })
  t.same(own.ok ? null : own.error.code, 'WRONG_PHASE')
})

t.test('score { by: clock, resigns: true } resigns a seat whose last-turn timeout is its maxTimeouts-th', async (t) => {
  const clock = { turnSeconds: 1, maxTimeouts: 1 }
  const result = apply(lastTurnPlaced(['E'], { clock }, 'clock'), { type: 'score', seat: 0, by: 'clock', resigns: true })
  t.ok(result.ok)
  if (!result.ok) return
  t.same(result.events.map((e) => e.type), ['scored', 'resigned', 'ended'])
  t.same(result.state.players.map((p) => [p.resigned, p.timeouts]), [[true, 1], [false, 0]])
  t.same(result.state.winners, [1])
  const plain = apply(lastTurnPlaced(['E'], { clock }, 'clock'), { type: 'score', seat: 0, by: 'clock' })
  t.same(plain.ok ? plain.state.players.map((p) => p.resigned) : null, [false, false], 'without the marker the seat is not resigned')
})

t.test('resigns by the clock is refused short of maxTimeouts, before the last turn, without a clock, and for a bot', async (t) => {
  const code = (state: GameState, by: FinishedBy) => {
    const result = apply(state, { type: 'score', seat: 0, by, resigns: true })
    return result.ok ? null : result.error.code
  }
  t.equal(code(lastTurnPlaced(['E'], { clock: { turnSeconds: 1, maxTimeouts: 2 } }, 'clock'), 'clock'), 'WRONG_PHASE', 'first timeout of two')
  t.equal(code(lastTurnPlaced(['E', 'U'], { clock: { turnSeconds: 1, maxTimeouts: 1 } }, 'clock'), 'clock'), 'WRONG_PHASE', 'not the last turn')
  t.equal(code(lastTurnPlaced(['E'], {}, 'clock'), 'clock'), 'WRONG_PHASE', 'no clock')
  t.equal(code(lastTurnPlaced(['E'], { clock: { turnSeconds: 1, maxTimeouts: 1 } }, 'bot'), 'bot'), 'WRONG_PHASE', 'by: bot')
})
