// Friendly tile redraw (variants.md 4): the worked examples D1..D5, two players, stacked decks
// after the start tile D at (0, 0); option checks and the combination refusals of section 8.
import t, { type Test } from 'tap'
import { apply, bottomTiles, createGame, legalPlacements, type Action, type GameState } from '../src/engine/index.js'
import { must, newGame, snapshot, turn } from './support/play.js'

const redrawing = (deck: string[], redraws = 1) => newGame(deck, { variants: { redraws } })
const drawn = (state: GameState) => must(state, { type: 'draw', seat: state.turn!.seat }).state
const deckOf = (state: GameState) => ({ remaining: state.pile.length - state.drawn, bottom: bottomTiles(state) })

function refusal(t: Test, state: GameState, action: Action, expected: { code: string; message: string }, what: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  t.same(result.ok ? 'accepted' : { code: result.error.code, message: result.error.message }, expected, what)
  t.strictSame(snapshot(state), before, `${what}: nothing changed`)
}

t.test('D1 the rejected tile goes to the bottom and comes back last', async (t) => {
  const first = drawn(redrawing(['E', 'U', 'V']))
  t.same(deckOf(first), { remaining: 2, bottom: [] })
  const r = must(first, { type: 'redraw', seat: 0 })
  t.same(r.events, [{ type: 'redrawn', seat: 0, tile: 'U', rejected: 'E', discarded: [] }])
  t.same(r.state.turn, { seat: 0, phase: 'place', tile: 'U', placed: null })
  t.same(r.state.choice, { redrawsLeft: [0, 1], redrawn: true, putBack: 1 })
  t.same(deckOf(r.state), { remaining: 2, bottom: ['E'] })
  t.ok(legalPlacements(r.state).length > 0, 'the replacement has placements')
  const seat1 = placedAnywhere(r.state)
  t.same(seat1.choice, { redrawsLeft: [0, 1], redrawn: false, putBack: 1 }, 'seat 1 has not redrawn')
  const seat1Drawn = drawn(seat1)
  t.same([seat1Drawn.turn!.seat, seat1Drawn.turn!.tile], [1, 'V'], 'seat 1 gets V')
  t.same(deckOf(seat1Drawn), { remaining: 1, bottom: ['E'] })
  const seat0Again = drawn(placedAnywhere(seat1Drawn))
  t.same([seat0Again.turn!.seat, seat0Again.turn!.tile], [0, 'E'], 'then seat 0 gets E')
  t.same(deckOf(seat0Again), { remaining: 0, bottom: [] })
})

/** Places the drawn tile at its first legal placement and scores: the next seat's draw phase. */
function placedAnywhere(state: GameState): GameState {
  const seat = state.turn!.seat
  const s = must(state, { type: 'place', seat, ...legalPlacements(state)[0] }).state
  return must(s, { type: 'score', seat }).state
}

t.test('D2 one redraw a game each, one a turn', async (t) => {
  const redrawn = must(drawn(redrawing(['E', 'U', 'V', 'W', 'X'])), { type: 'redraw', seat: 0 }).state
  const laterTurn = drawn(placedAnywhere(drawn(placedAnywhere(redrawn))))
  t.equal(laterTurn.turn!.seat, 0)
  refusal(t, laterTurn, { type: 'redraw', seat: 0 }, { code: 'NO_REDRAW', message: 'seat 0 has no redraw left' }, 'none left')
  const twice = must(drawn(redrawing(['E', 'U', 'V'], 2)), { type: 'redraw', seat: 0 }).state
  refusal(t, twice, { type: 'redraw', seat: 0 }, { code: 'NO_REDRAW', message: 'one redraw a turn: the replacement must be played' }, 'twice in a turn')
})

t.test('D3 phases, seats and the option', async (t) => {
  const game = redrawing(['E', 'U', 'V'])
  refusal(t, game, { type: 'redraw', seat: 0 }, { code: 'WRONG_PHASE', message: 'cannot redraw in phase draw' }, 'phase draw')
  const placed = must(drawn(game), { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }).state
  refusal(t, placed, { type: 'redraw', seat: 0 }, { code: 'WRONG_PHASE', message: 'cannot redraw in phase deploy' }, 'phase deploy')
  refusal(t, drawn(game), { type: 'redraw', seat: 1 }, { code: 'NOT_YOUR_TURN', message: "it is seat 0's turn" }, "seat 1 in seat 0's turn")
  const base = drawn(newGame(['E', 'U', 'V']))
  refusal(t, base, { type: 'redraw', seat: 0 }, { code: 'NO_REDRAW', message: 'redraws are off in this game (option redraws: 0)' }, 'redraws: 0')
  t.equal(base.choice, undefined, 'a game without the option has no choice state')
  t.same(newGame([], { variants: { redraws: 0 } }).options, { farmers: true }, 'redraws: 0 is no option')
})

t.test('D4 nothing to redraw from an empty pile', async (t) => {
  refusal(t, drawn(redrawing(['E'])), { type: 'redraw', seat: 0 }, { code: 'NO_REDRAW', message: 'the pile is empty' }, 'pile empty')
})

t.test('D5 the rejected tile comes back when the rest is unplaceable', async (t) => {
  const played = turn(redrawing(['E', 'K', 'C']), { x: 0, y: -1, r: 180 }, 'E')
  const r = must(drawn(played.state), { type: 'redraw', seat: 1 })
  t.same(r.events, [{ type: 'redrawn', seat: 1, tile: 'K', rejected: 'K', discarded: ['C'] }])
  t.same(deckOf(r.state), { remaining: 0, bottom: [] })
  t.same(r.state.discarded, ['C'])
  t.same(r.state.choice, { redrawsLeft: [1, 0], redrawn: true, putBack: 1 })
})

t.test('a River tile cannot be redrawn', async (t) => {
  const river = drawn(newGame(['RD', 'E'], { variants: { river: {}, redraws: 1 } }))
  refusal(t, river, { type: 'redraw', seat: 0 }, { code: 'NO_REDRAW', message: 'a River tile cannot be redrawn: the lake must stay the last of them' }, 'River tile')
})

t.test('the redraws option: an integer from 0 to 3', async (t) => {
  const players = [{ name: 'A' }, { name: 'B' }]
  const setup = (redraws: unknown) => {
    const created = createGame({ players, options: { redraws: redraws as number }, deck: [] })
    return created.ok ? created.state.options : created.error.message
  }
  t.same(setup(3), { farmers: true, redraws: 3 })
  t.equal(setup(4), 'redraws is an integer from 0 to 3, not 4')
  t.equal(setup(-1), 'redraws is an integer from 0 to 3, not -1')
  t.equal(setup(1.5), 'redraws is an integer from 0 to 3, not 1.5')
})
