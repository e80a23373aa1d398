// What an entry changes beyond the state (src/service/effects.ts): the turn deadline and the
// players' your-turn. The clock appends a timed-out turn's score and the resign of a seat that
// reached maxTimeouts in one statement; a game an earlier version stored between the two (the
// seat waiting for its resign) still gets its next turn afresh at the resign, told once.
import t from 'tap'
import { apply, createGame, finishingAction, type Action, type GameState } from '../src/engine/index.js'
import { deadlineAfter, playerEvents, toldOnce } from '../src/service/effects.js'

const T = 60
const OWNERS = [0, 1, 2].map((seat) => ({ seat, playerId: `p${seat}` }))
const must = (state: GameState, action: Action) => {
  const r = apply(state, action)
  if (!r.ok) throw new Error(`${action.type}: ${r.error.code}`)
  return r.state
}
const turnsOf = (events: readonly { type: string; data: unknown }[]) => events.filter((e) => e.type === 'your-turn').map((e) => e.data)

/** Seat 0's only allowed timeout, finished by the clock up to its score: [before the score, after it (seat 0 waits for its resign)]. */
function timedOut(): [GameState, GameState] {
  const created = createGame({ players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], options: { farmers: true, clock: { turnSeconds: T, maxTimeouts: 1 } }, seed: 'effects' })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.state
  for (;;) {
    const action = { ...finishingAction(state)!, by: 'clock' } as Action
    if (action.type === 'score') return [state, must(state, action)]
    state = must(state, action)
  }
}

t.test('one statement: the next turn begins at the score, told once with its seq and one deadline', async (t) => {
  const [beforeScore, waiting] = timedOut()
  const resigned = must(waiting, { type: 'resign', seat: 0, by: 'clock' })
  const at = new Date('2026-12-06T00:00:00.000Z')
  const turnDeadline = new Date('2026-12-05T23:59:00.000Z')
  const afterScore = deadlineAfter(beforeScore, turnDeadline, waiting, at)
  t.equal(afterScore?.toISOString(), '2026-12-06T00:01:00.000Z', 'set when seat 1 begins, at the score')
  t.equal(deadlineAfter(waiting, afterScore, resigned, at)?.toISOString(), afterScore?.toISOString(), 'the same after the resign')
  const steps = [
    { events: playerEvents('g', 3, beforeScore, waiting, afterScore, OWNERS) },
    { events: playerEvents('g', 4, waiting, resigned, afterScore, OWNERS) },
  ]
  t.same(turnsOf(toldOnce(steps, resigned).flatMap((s) => s.events)), [{ gameId: 'g', seq: 3, seat: 1, deadline: '2026-12-06T00:01:00.000Z' }])
})

t.test('a game stored waiting for the resign (an earlier version): the resign starts the next turn afresh', async (t) => {
  const [, waiting] = timedOut()
  const storedAt = new Date('2026-12-05T23:00:00.000Z') // the earlier version's "now" while waiting
  const at = new Date('2026-12-06T00:00:00.000Z')
  const resigned = must(waiting, { type: 'resign', seat: 0, by: 'clock' })
  const deadline = deadlineAfter(waiting, storedAt, resigned, at)
  t.equal(deadline?.toISOString(), '2026-12-06T00:01:00.000Z', 'a whole turn from the resign')
  t.same(turnsOf(playerEvents('g', 4, waiting, resigned, deadline, OWNERS)), [{ gameId: 'g', seq: 4, seat: 1, deadline: '2026-12-06T00:01:00.000Z' }], 'your-turn at the resign')

  // Seat 1 drew while seat 0 still waited: its turn is under way; the resign gives it a whole deadline but tells nothing new.
  const drawn = must(waiting, { type: 'draw', seat: 1 })
  t.equal(deadlineAfter(waiting, storedAt, drawn, at)?.toISOString(), storedAt.toISOString(), 'a draw while waiting keeps the deadline')
  const resignedAfterDraw = must(drawn, { type: 'resign', seat: 0, by: 'clock' })
  t.equal(deadlineAfter(drawn, storedAt, resignedAfterDraw, at)?.toISOString(), '2026-12-06T00:01:00.000Z', 'the resign gives the turn a whole deadline')
  t.same(turnsOf(playerEvents('g', 5, drawn, resignedAfterDraw, null, OWNERS)), [], 'no your-turn in the middle of a turn')
})
