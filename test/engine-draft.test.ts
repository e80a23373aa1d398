// Two-player draft (variants.md 6): the worked examples F1..F5, stacked decks after the start
// tile D at (0, 0); place's tile, undo and the clock's finishing moves in the draft; the
// combination refusal with redraws (section 8).
import t, { type Test } from 'tap'
import { apply, bottomTiles, choicePlacements, createGame, finishingAction, legalPlacements, type Action, type GameState } from '../src/engine/index.js'
import { must, newGame, snapshot } from './support/play.js'

const drafting = (deck: string[]) => newGame(deck, { variants: { draft: true } })
const step = (state: GameState, action: Omit<Action, 'seat'>) => must(state, { ...action, seat: state.turn!.seat } as Action)
const draftOf = (state: GameState) => state.choice!.draft
const remaining = (state: GameState) => state.pile.length - state.drawn

function refusal(t: Test, state: GameState, action: Action, code: string, what: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  t.equal(result.ok ? 'accepted' : result.error.code, code, what)
  t.strictSame(snapshot(state), before, `${what}: nothing changed`)
}

/** Seat 0's turn of F2: display [E, U, V], U placed at (1, 0, 90), scored. */
function f2(): GameState {
  const revealed = step(drafting(['E', 'U', 'V', 'X', 'B', 'A']), { type: 'draw' })
  const placed = step(revealed.state, { type: 'place', tile: 'U', x: 1, y: 0, rotation: 90 } as never).state
  return step(placed, { type: 'score' }).state
}

t.test('F1 the draft is for exactly two players', async (t) => {
  const players = [{ name: 'A' }, { name: 'B' }, { name: 'C' }]
  const created = createGame({ players, options: { draft: true }, deck: [] })
  t.same(created.ok ? 'ok' : [created.error.code, created.error.message], ['INVALID_SETUP', 'the draft is for exactly 2 players, not 3'])
  const both = createGame({ players: players.slice(0, 2), options: { draft: true, redraws: 1 }, deck: [] })
  t.same(both.ok ? 'ok' : both.error.message, 'redraws and draft cannot be combined (variants.md, section 8)')
  t.same(drafting([]).options, { farmers: true, draft: true })
  const river = createGame({ players: players.slice(0, 2), options: { draft: true, river: {} }, deck: [] })
  t.same(river.ok ? river.state.options : river.error.message, { farmers: true, river: { startTile: 'removed', turnRule: 'no-repeat' }, draft: true }, 'with the River (variants.md 8)')
})

t.test('F2 display, placement, leftovers, and the next seat reserves', async (t) => {
  const revealed = step(drafting(['E', 'U', 'V', 'X', 'B', 'A']), { type: 'draw' })
  t.same(revealed.events, [{ type: 'revealed', seat: 0, display: ['E', 'U', 'V'], discarded: [], fromPile: ['E', 'U', 'V'] }])
  t.same([draftOf(revealed.state), remaining(revealed.state), revealed.state.turn], [{ display: ['E', 'U', 'V'], kept: null, leftovers: [] }, 3, { seat: 0, phase: 'place', tile: null, placed: null }])
  t.same(legalPlacements(revealed.state), [], 'no single drawn tile')
  const choices = choicePlacements(revealed.state)
  t.same([...new Set(choices.map((p) => p.tile))], ['E', 'U', 'V'], 'placements of every display tile')
  t.ok(choices.some((p) => p.tile === 'U' && p.x === 1 && p.y === 0 && p.rotation === 90))
  refusal(t, revealed.state, { type: 'place', seat: 0, x: 1, y: 0, rotation: 90 }, 'TILE_NOT_AVAILABLE', 'no tile named')
  refusal(t, revealed.state, { type: 'place', seat: 0, tile: 'X', x: 1, y: 0, rotation: 90 }, 'TILE_NOT_AVAILABLE', 'X is not in the display')
  const placed = step(revealed.state, { type: 'place', tile: 'U', x: 1, y: 0, rotation: 90 } as never).state
  t.same(placed.turn, { seat: 0, phase: 'deploy', tile: 'U', placed: { x: 1, y: 0, rotation: 90 } })
  const scored = f2()
  t.same([scored.turn, draftOf(scored)], [{ seat: 1, phase: 'reserve', tile: null, placed: null }, { display: [], kept: null, leftovers: ['E', 'V'] }])
  t.same(finishingAction(scored), { type: 'reserve', seat: 1, tile: 'E' }, 'the clock keeps the first leftover')
})

t.test('F3 reserve, the bottom of the pile, and the next display', async (t) => {
  const scored = f2()
  refusal(t, scored, { type: 'reserve', seat: 0, tile: 'V' }, 'NOT_YOUR_TURN', 'seat 0 reserves')
  refusal(t, scored, { type: 'reserve', seat: 1, tile: 'X' }, 'TILE_NOT_AVAILABLE', 'X is not a leftover')
  refusal(t, scored, { type: 'draw', seat: 1 }, 'WRONG_PHASE', 'draw before reserve')
  const reserved = must(scored, { type: 'reserve', seat: 1, tile: 'V' })
  t.same(reserved.events, [{ type: 'reserved', seat: 1, tile: 'V', putBack: 'E' }])
  t.same([remaining(reserved.state), bottomTiles(reserved.state), reserved.state.turn!.phase], [4, ['E'], 'draw'])
  const revealed = must(reserved.state, { type: 'draw', seat: 1 })
  t.same([draftOf(revealed.state)!.display, remaining(revealed.state)], [['V', 'X', 'B'], 2])
  t.same(revealed.events, [{ type: 'revealed', seat: 1, display: ['V', 'X', 'B'], discarded: [], fromPile: ['X', 'B'] }])
  refusal(t, revealed.state, { type: 'place', seat: 1, tile: 'E', x: 0, y: -1, rotation: 180 }, 'TILE_NOT_AVAILABLE', 'E went to the bottom')
  refusal(t, reserved.state, { type: 'reserve', seat: 1, tile: 'V' }, 'WRONG_PHASE', 'reserve twice')
})

t.test('F4 one leftover is kept automatically; the last score ends the game', async (t) => {
  const revealed = step(drafting(['E', 'U']), { type: 'draw' }).state
  t.same(draftOf(revealed)!.display, ['E', 'U'])
  const placed = step(revealed, { type: 'place', tile: 'E', x: 0, y: -1, rotation: 180 } as never).state
  const scored = step(placed, { type: 'score' }).state
  t.same([scored.status, scored.turn, draftOf(scored)], ['active', { seat: 1, phase: 'draw', tile: null, placed: null }, { display: [], kept: 'U', leftovers: [] }])
  const seat1 = step(scored, { type: 'draw' })
  t.same(seat1.events, [{ type: 'revealed', seat: 1, display: ['U'], discarded: [], fromPile: [] }])
  t.same(finishingAction(seat1.state), { type: 'place', seat: 1, ...choicePlacements(seat1.state)[0], tile: 'U' }, 'the clock places the first listed placement')
  const last = step(step(seat1.state, { type: 'place', x: 1, y: 0, rotation: 90 } as never).state, { type: 'score' })
  t.equal(last.state.status, 'finished', 'ends with the score')
  t.equal(last.events.at(-1)!.type, 'ended')
})

t.test('F5 an unplaceable kept tile is removed at the reveal', async (t) => {
  const revealed = step(drafting(['E', 'C', 'V', 'X']), { type: 'draw' }).state
  t.same(draftOf(revealed)!.display, ['E', 'C', 'V'])
  const scored = step(step(revealed, { type: 'place', tile: 'E', x: 0, y: -1, rotation: 180 } as never).state, { type: 'score' }).state
  const reserved = step(scored, { type: 'reserve', tile: 'C' } as never).state
  t.same(bottomTiles(reserved), ['V'])
  const r = step(reserved, { type: 'draw' })
  t.same(r.events, [{ type: 'revealed', seat: 1, display: ['X', 'V'], discarded: ['C'], fromPile: ['X', 'V'] }])
  t.same(r.state.discarded, ['C'])
})

t.test('an undo in the draft offers the whole display again', async (t) => {
  const revealed = step(drafting(['E', 'U', 'V']), { type: 'draw' }).state
  const placed = step(revealed, { type: 'place', tile: 'U', x: 1, y: 0, rotation: 90 } as never).state
  const undone = step(placed, { type: 'undo' }).state
  t.same(snapshot(undone), snapshot(revealed), 'the state before the placement')
})

t.test('a leftover put back on an empty pile is revealed again at once', async (t) => {
  const revealed = step(drafting(['E', 'U', 'C']), { type: 'draw' }).state
  const placed = step(revealed, { type: 'place', tile: 'E', x: 0, y: -1, rotation: 180 } as never).state
  const scored = step(placed, { type: 'score' }).state
  const kept = step(scored, { type: 'reserve', tile: 'C' } as never).state
  const r = step(kept, { type: 'draw' })
  t.same(r.events[0], { type: 'revealed', seat: 1, display: ['U'], discarded: ['C'], fromPile: ['U'] }, 'U came back from the bottom')
  t.equal(r.state.status, 'active')
})

t.test('place in games without a choice: tile, when sent, is the drawn one', async (t) => {
  const drawn = must(newGame(['E', 'U']), { type: 'draw', seat: 0 }).state
  refusal(t, drawn, { type: 'place', seat: 0, tile: 'U', x: 0, y: -1, rotation: 180 }, 'TILE_NOT_AVAILABLE', 'another tile')
  t.equal(must(drawn, { type: 'place', seat: 0, tile: 'E', x: 0, y: -1, rotation: 180 }).state.turn!.phase, 'deploy', 'the drawn tile')
  refusal(t, drawn, { type: 'reserve', seat: 0, tile: 'E' }, 'WRONG_PHASE', 'reserve without the draft')
})

t.test('an empty display ends the game at the reveal', async (t) => {
  const revealed = step(drafting(['E', 'C']), { type: 'draw' }).state
  const scored = step(step(revealed, { type: 'place', tile: 'E', x: 0, y: -1, rotation: 180 } as never).state, { type: 'score' }).state
  t.same([scored.turn!.phase, draftOf(scored)!.kept], ['draw', 'C'])
  const r = step(scored, { type: 'draw' })
  t.same(r.events.map((e) => e.type), ['revealed', 'ended'])
  t.same(r.events[0], { type: 'revealed', seat: 1, display: [], discarded: ['C'], fromPile: [] })
  t.same([r.state.status, r.state.winners], ['finished', [0, 1]])
})
