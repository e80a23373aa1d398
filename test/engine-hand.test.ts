// The three-tile hand, visible (variants.md 3): the worked examples H1..H4, stacked decks after
// the start tile D at (0, 0); the option's checks and the combination refusals of section 8.
import t, { type Test } from 'tap'
import { apply, choicePlacements, createGame, finishingAction, type Action, type GameState } from '../src/engine/index.js'
import { must, newGame, snapshot } from './support/play.js'

const holding = (deck: string[], size = 3) => newGame(deck, { variants: { hand: { size, visible: true } } })
const step = (state: GameState, action: object) => must(state, { ...action, seat: state.turn!.seat } as Action)
const hands = (state: GameState) => state.choice!.hands
const remaining = (state: GameState) => state.pile.length - state.drawn
const H = ['E', 'U', 'V', 'C', 'X', 'B', 'K', 'A']

function refusal(t: Test, state: GameState, action: Action, code: string, what: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  t.equal(result.ok ? 'accepted' : result.error.code, code, what)
  t.strictSame(snapshot(state), before, `${what}: nothing changed`)
}

/** H2: seat 0 places E north of D with a knight, and scores. */
function h2(): { state: GameState; events: readonly unknown[] } {
  const drawn = step(holding(H), { type: 'draw' }).state
  const placed = step(drawn, { type: 'place', tile: 'E', x: 0, y: -1, rotation: 180 }).state
  return step(step(placed, { type: 'deploy', at: 'S' }).state, { type: 'score' })
}

t.test('H1 the deal', async (t) => {
  const state = holding(H)
  t.same([hands(state), remaining(state), state.turn], [[['E', 'U', 'V'], ['C', 'X', 'B']], 2, { seat: 0, phase: 'draw', tile: null, placed: null }])
  t.same(state.options, { farmers: true, hand: { size: 3, visible: true } })
})

t.test('H2 choose a held tile; score draws back', async (t) => {
  const drawn = step(holding(H), { type: 'draw' })
  t.same(drawn.events, [{ type: 'refilled', seat: 0, discarded: [], drawn: [], fromPile: [] }])
  t.same([...new Set(choicePlacements(drawn.state).map((p) => p.tile))], ['E', 'U', 'V'], 'placements of every held tile')
  refusal(t, drawn.state, { type: 'place', seat: 0, tile: 'C', x: 0, y: -1, rotation: 180 } as Action, 'TILE_NOT_AVAILABLE', 'C is not held')
  refusal(t, drawn.state, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }, 'TILE_NOT_AVAILABLE', 'no tile named')
  const { state, events } = h2()
  t.same(events.slice(0, 1).map((e: any) => [e.type, e.score.points, e.score.seats]), [['scored', 4, [0]]])
  t.same(events.slice(1), [{ type: 'refilled', seat: 0, discarded: [], drawn: ['K'], fromPile: ['K'] }])
  t.same([hands(state)![0], remaining(state), state.turn!.seat], [['U', 'V', 'K'], 1, 1])
})

t.test('H3 an unplaceable held tile is removed and replaced at the draw', async (t) => {
  const r = step(h2().state, { type: 'draw' })
  t.same(r.events, [{ type: 'refilled', seat: 1, discarded: ['C'], drawn: ['A'], fromPile: ['A'] }])
  t.same([hands(r.state)![1], remaining(r.state), r.state.turn!.phase, r.state.discarded], [['X', 'B', 'A'], 0, 'place', ['C']])
})

t.test('H4 empty hands are skipped; the last placement ends the game', async (t) => {
  let state = holding(['U', 'U', 'U', 'V'])
  t.same(hands(state), [['U', 'U', 'U'], ['V']])
  const seats: number[] = []
  let last: readonly { type: string }[] = []
  while (state.status === 'active') {
    seats.push(state.turn!.seat)
    state = step(state, { type: 'draw' }).state
    const finishing = finishingAction(state) as Action & { tile: string }
    t.ok(finishing.type === 'place' && typeof finishing.tile === 'string', 'the clock names the tile')
    state = must(state, finishing).state
    const scored = step(state, { type: 'score' })
    last = scored.events
    state = scored.state
  }
  t.same(seats, [0, 1, 0, 0])
  t.same(last.map((e) => e.type), ['refilled', 'ended'], 'the score of the last placement ends the game')
})

t.test('an undo offers the whole hand again', async (t) => {
  const drawn = step(holding(H), { type: 'draw' }).state
  const placed = step(drawn, { type: 'place', tile: 'U', x: 1, y: 0, rotation: 90 }).state
  t.same(snapshot(step(placed, { type: 'undo' }).state), snapshot(drawn))
})

t.test('the hand option, and what it cannot be combined with', async (t) => {
  const players = [{ name: 'A' }, { name: 'B' }]
  const setup = (options: object) => {
    const created = createGame({ players, options: options as never, deck: [] })
    return created.ok ? created.state.options : created.error.message
  }
  t.same(setup({ hand: {} }), { farmers: true, hand: { size: 3, visible: true } }, 'defaults')
  t.same(setup({ hand: { size: 5 } }), { farmers: true, hand: { size: 5, visible: true } })
  t.equal(setup({ hand: { size: 6 } }), 'hand.size is an integer from 2 to 5, not 6')
  t.same(setup({ hand: { visible: false } }), { farmers: true, hand: { size: 3, visible: false } }, 'private hands')
  t.equal(setup({ hand: { visible: 'no' } }), 'hand.visible is true or false, not no')
  t.equal(setup({ hand: {}, redraws: 1 }), 'hand and redraws cannot be combined (variants.md, section 8)')
  t.equal(setup({ hand: {}, draft: true }), 'hand and draft cannot be combined (variants.md, section 8)')
  t.same(setup({ hand: {}, river: {} }), { farmers: true, river: { startTile: 'removed', turnRule: 'no-repeat' }, hand: { size: 3, visible: true } }, 'with the River (variants.md 8)')
  t.same(setup({ hand: null }), { farmers: true }, 'null: no hands')
})
