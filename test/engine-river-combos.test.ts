// The River with the draft and with hands (variants.md 8, 1.5, 3 step 1): worked sequences from
// stacked decks (draws after the spring RA at (0, 0), whose river flows east), then random games
// of both combinations against independent test code:
// (a) the pile is the 10 middle River tiles, the lake, then the land tiles, and the game takes it
//     in that order (put-back leftovers from the bottom): River tiles one at a time, lake last;
// (b) while River tiles are drawn the display and every hand are empty; afterwards a display never
//     holds more than 3 tiles and a hand never more than its size;
// (c) the draft starts like a game without the River (the next seat, phase draw, no leftovers);
//     the hands are dealt once, the next seat first;
// (d) every game ends with the pile and the hands (or the display's unplaced tiles) empty, and every
//     turn's scores and the final scores equal the independent flood-fill recount.
// FC_SEED=<n> replays a seed.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import t, { type Test } from 'tap'
import {
  apply,
  choicePlacements,
  createGame,
  finishingAction,
  legalDeployments,
  riverView,
  scoreEvents,
  shownDisplay,
  type Action,
  type GameEvent,
  type GameState,
  type RiverTurnRule,
} from '../src/engine/index.js'
import { loggedDraws } from '../src/audit/pile.js'
import { canonical, recountFinal } from './support/recount.js'
import { chooser } from './support/mulberry.js'
import { CheckedGame, must, newGame, snapshot } from './support/play.js'

const step = (state: GameState, action: Omit<Action, 'seat'>) => must(state, { ...action, seat: state.turn!.seat } as Action)
const remaining = (state: GameState) => state.pile.length - state.drawn
const riverLeft = (state: GameState) => riverView(state)!.left

function refusal(t: Test, state: GameState, action: Action, code: string, what: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  t.equal(result.ok ? 'accepted' : result.error.code, code, what)
  t.strictSame(snapshot(state), before, `${what}: nothing changed`)
}

/** Draw, place at (x, y, rotation) (with `tile` when chosen), score: the state and the turn's events. */
function turn(state: GameState, x: number, y: number, rotation: 0 | 90 | 180 | 270, tile?: string): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = []
  let s = state
  for (const action of [{ type: 'draw' }, { type: 'place', x, y, rotation, ...(tile === undefined ? {} : { tile }) }, { type: 'score' }]) {
    const r = step(s, action as Omit<Action, 'seat'>)
    events.push(...r.events)
    s = r.state
  }
  return { state: s, events }
}

const DRAFT_DECK = ['RD', 'RL', 'E', 'U', 'V', 'X', 'B', 'A']
/** The lake fits nowhere: under turnRule none the river turns right twice, so its front cell (1, 1) faces RB's road. */
const LAKE_LOST = ['RB', 'RG', 'RG', 'RL', 'E', 'U', 'V', 'X', 'B']

/** The three River turns of LAKE_LOST: RB straight, RG right (south), RG right again (west). */
function toLostLake(state: GameState): GameState {
  return turn(turn(turn(state, 1, 0, 0).state, 2, 0, 0).state, 2, 1, 90).state
}

t.test('river + draft: River tiles one at a time, then the draft starts as without the River', async (t) => {
  const start = newGame(DRAFT_DECK, { variants: { river: {}, draft: true } })
  t.same([remaining(start), riverLeft(start), start.choice!.draft, start.turn], [8, 2, { display: [], kept: null, leftovers: [] }, { seat: 0, phase: 'draw', tile: null, placed: null }])
  const drawn = step(start, { type: 'draw' })
  t.same(drawn.events, [{ type: 'drawn', seat: 0, tile: 'RD', discarded: [] }], 'a River draw, not a reveal')
  t.same([drawn.state.turn, drawn.state.choice!.draft, remaining(drawn.state), riverLeft(drawn.state)], [{ seat: 0, phase: 'place', tile: 'RD', placed: null }, { display: [], kept: null, leftovers: [] }, 7, 1])
  t.same(choicePlacements(drawn.state), [{ tile: 'RD', x: 1, y: 0, rotation: 0 }, { tile: 'RD', x: 1, y: 0, rotation: 180 }], '/legal lists the drawn River tile with its tile')
  refusal(t, drawn.state, { type: 'place', seat: 0, tile: 'E', x: 1, y: 0, rotation: 0 }, 'TILE_NOT_AVAILABLE', 'a land tile during the river phase')
  t.same(finishingAction(drawn.state), { type: 'place', seat: 0, tile: 'RD', x: 1, y: 0, rotation: 0 }, 'the clock places the River tile')
  const placed = step(drawn.state, { type: 'place', x: 1, y: 0, rotation: 0 } as never).state
  t.same(step(placed, { type: 'undo' }).state.turn, { seat: 0, phase: 'place', tile: 'RD', placed: null }, 'an undo keeps the River tile drawn')
  const first = step(placed, { type: 'score' }).state
  t.same([first.turn, first.choice!.draft], [{ seat: 1, phase: 'draw', tile: null, placed: null }, { display: [], kept: null, leftovers: [] }], 'no leftovers, no reserve')

  const lake = turn(first, 2, 0, 0, 'RL')
  t.same(lake.events.map((e) => e.type), ['drawn', 'placed'], 'seat 1 draws and places the lake')
  const draftStart = lake.state
  t.same([draftStart.turn, draftStart.choice!.draft, remaining(draftStart), riverLeft(draftStart), riverView(draftStart)!.open], [{ seat: 0, phase: 'draw', tile: null, placed: null }, { display: [], kept: null, leftovers: [] }, 6, 0, null], 'the draft starts with the next seat, in phase draw, as a plain draft game starts')
  const plain = newGame(DRAFT_DECK.slice(2), { variants: { draft: true } })
  t.same([draftStart.turn, draftStart.choice], [plain.turn, plain.choice], 'the same turn and choice state as a new draft game')

  const revealed = step(draftStart, { type: 'draw' })
  t.same(revealed.events, [{ type: 'revealed', seat: 0, display: ['E', 'U', 'V'], discarded: [], fromPile: ['E', 'U', 'V'] }])
  t.same([revealed.state.turn!.tile, remaining(revealed.state)], [null, 3])
  refusal(t, revealed.state, { type: 'place', seat: 0, x: -1, y: 0, rotation: 0 }, 'TILE_NOT_AVAILABLE', 'place names a display tile')
  const scored = step(step(revealed.state, { type: 'place', tile: 'U', x: -1, y: 0, rotation: 0 } as never).state, { type: 'score' }).state
  t.same([scored.turn, scored.choice!.draft], [{ seat: 1, phase: 'reserve', tile: null, placed: null }, { display: [], kept: null, leftovers: ['E', 'V'] }], 'the second draft turn reserves')
  const reserved = step(scored, { type: 'reserve', tile: 'V' } as never)
  t.same(reserved.events, [{ type: 'reserved', seat: 1, tile: 'V', putBack: 'E' }])
  t.same([remaining(reserved.state), reserved.state.pile.slice(reserved.state.drawn)], [4, ['X', 'B', 'A', 'E']])
  t.same(step(reserved.state, { type: 'draw' }).events, [{ type: 'revealed', seat: 1, display: ['V', 'X', 'B'], discarded: [], fromPile: ['X', 'B'] }])
})

t.test('river + draft: a draw that removes the last River tiles reveals the display', async (t) => {
  const before = toLostLake(newGame(LAKE_LOST, { variants: { river: { turnRule: 'none' }, draft: true } }))
  t.same([before.turn, riverLeft(before), riverView(before)!.open], [{ seat: 1, phase: 'draw', tile: null, placed: null }, 1, { x: 2, y: 1, edge: 'W' }])
  const r = step(before, { type: 'draw' })
  t.same(r.events, [{ type: 'revealed', seat: 1, display: ['E', 'U', 'V'], discarded: ['RL'], fromPile: ['RL', 'E', 'U', 'V'] }], 'the lake removed, then the display')
  t.same([r.state.turn, r.state.discarded, remaining(r.state), riverLeft(r.state)], [{ seat: 1, phase: 'place', tile: null, placed: null }, ['RL'], 2, 0])
})

t.test('river + hands: empty hands during the river phase, dealt when it ends, the next seat first', async (t) => {
  const deck = ['RD', 'RL', 'E', 'U', 'V', 'X', 'B', 'A', 'K']
  const start = newGame(deck, { players: 3, variants: { river: {}, hand: { size: 2 } } })
  t.same([start.choice!.hands, remaining(start), riverLeft(start)], [[[], [], []], 9, 2], 'nothing dealt at setup')
  const drawn = step(start, { type: 'draw' })
  t.same(drawn.events, [{ type: 'drawn', seat: 0, tile: 'RD', discarded: [] }])
  t.same(choicePlacements(drawn.state), [{ tile: 'RD', x: 1, y: 0, rotation: 0 }, { tile: 'RD', x: 1, y: 0, rotation: 180 }])
  const placed = step(drawn.state, { type: 'place', tile: 'RD', x: 1, y: 0, rotation: 0 } as never).state
  t.same(step(placed, { type: 'undo' }).state.turn!.tile, 'RD', 'an undo keeps the River tile drawn')
  const first = step(placed, { type: 'score' })
  t.same([first.events, first.state.turn, first.state.choice!.hands], [[], { seat: 1, phase: 'draw', tile: null, placed: null }, [[], [], []]], 'no refill during the river phase')

  const lake = turn(first.state, 2, 0, 0)
  t.same(lake.events.at(-1), { type: 'dealt', from: 2, hands: [['V', 'X'], ['B', 'A'], ['E', 'U']], discarded: [] }, 'the score of the lake deals: seat 2, then 0, then 1')
  t.same([lake.state.turn, lake.state.choice!.hands, remaining(lake.state), riverLeft(lake.state)], [{ seat: 2, phase: 'draw', tile: null, placed: null }, [['V', 'X'], ['B', 'A'], ['E', 'U']], 1, 0])
  const checked = step(lake.state, { type: 'draw' })
  t.same(checked.events, [{ type: 'refilled', seat: 2, discarded: [], drawn: [], fromPile: [] }], "seat 2's draw is the hand's check")
  const e = step(step(checked.state, { type: 'place', tile: 'E', x: 0, y: -1, rotation: 0 } as never).state, { type: 'score' })
  t.same(e.events, [{ type: 'refilled', seat: 2, discarded: [], drawn: ['K'], fromPile: ['K'] }])
  t.same([e.state.turn!.seat, e.state.choice!.hands, remaining(e.state)], [0, [['V', 'X'], ['B', 'A'], ['U', 'K']], 0])
})

t.test('river + hands: a draw that removes the last River tiles deals there, the active seat first', async (t) => {
  const before = toLostLake(newGame(LAKE_LOST, { variants: { river: { turnRule: 'none' }, hand: { size: 2 } } }))
  t.same([before.turn!.seat, before.choice!.hands], [1, [[], []]])
  const r = step(before, { type: 'draw' })
  t.same(r.events, [
    { type: 'dealt', from: 1, hands: [['V', 'X'], ['E', 'U']], discarded: ['RL'] },
    { type: 'refilled', seat: 1, discarded: [], drawn: [], fromPile: [] },
  ])
  t.same([r.state.turn, r.state.discarded, remaining(r.state)], [{ seat: 1, phase: 'place', tile: null, placed: null }, ['RL'], 1])
  const log = [{ seq: 7, type: 'draw', result: { events: r.events } }] as never
  t.same(loggedDraws(log), { ok: true, value: [{ seq: 7, tiles: ['RL', 'E', 'U', 'V', 'X'], exhausted: false }] }, 'the audit takes the tiles in the order the engine did')
  const malformed = [{ seq: 7, type: 'draw', result: { events: [{ type: 'dealt', from: 2, hands: [[], []], discarded: [] }] } }] as never
  t.same(loggedDraws(malformed), { ok: false, seq: 7, reason: "the draw's dealt event is not well formed" })
})

t.test('river + hands: a resigned seat is dealt nothing; without River tiles the deal is at setup; without land tiles it is empty', async (t) => {
  const three = newGame(['RD', 'RL', 'E', 'U', 'V', 'X', 'B'], { players: 3, variants: { river: {}, hand: { size: 2 } } })
  const resigned = must(three, { type: 'resign', seat: 2 }).state
  const lake = turn(turn(resigned, 1, 0, 0).state, 2, 0, 0)
  t.same(lake.events.at(-1), { type: 'dealt', from: 0, hands: [['E', 'U'], ['V', 'X'], []], discarded: [] }, 'seat 2 resigned: seat 0 is next')
  const landOnly = newGame(['E', 'U', 'V', 'X'], { variants: { river: {}, hand: { size: 2 } } })
  t.same([landOnly.choice!.hands, remaining(landOnly)], [[['E', 'U'], ['V', 'X']], 0], 'a stacked deck without River tiles: no river phase')
  const riverOnly = turn(newGame(['RL'], { variants: { river: {}, hand: { size: 2 } } }), 1, 0, 0)
  t.same(riverOnly.events.map((e) => e.type), ['drawn', 'placed', 'dealt', 'ended'], 'nothing to deal: the game ends with the lake')
  t.same([riverOnly.state.status, riverOnly.events[2]], ['finished', { type: 'dealt', from: 1, hands: [[], []], discarded: [] }])
})

// Random games of both combinations.

const MIDDLE = ['RB', 'RC', 'RD', 'RD', 'RE', 'RG', 'RG', 'RH', 'RI', 'RK']
const isRiver = (id: string) => id.length === 2 && id[0] === 'R'

interface Params {
  readonly combo: 'draft' | 'hand'
  readonly players: number
  readonly size: number
  readonly startTile: 'removed' | 'shuffled'
  readonly turnRule: RiverTurnRule
  readonly seed: number
}

const params = (combo: Params['combo']): fc.Arbitrary<Params> =>
  fc.record({
    combo: fc.constant(combo),
    players: combo === 'draft' ? fc.constant(2) : fc.integer({ min: 2, max: 5 }),
    size: fc.integer({ min: 2, max: 5 }),
    startTile: fc.constantFrom('removed' as const, 'shuffled' as const),
    turnRule: fc.constantFrom<RiverTurnRule>('no-repeat', 'clearance', 'none'),
    seed: fc.nat(),
  })

/** The tiles an event takes off the pile, in order (a deal: `size` a seat, from seat `from` on). */
function takenBy(e: GameEvent): string[] {
  switch (e.type) {
    case 'drawn':
      return [...e.discarded, ...(e.tile === null ? [] : [e.tile])]
    case 'revealed':
    case 'refilled':
      return [...e.fromPile]
    case 'dealt':
      return [...e.discarded, ...e.hands.flatMap((_, k) => e.hands[(e.from + k) % e.hands.length])]
    default:
      return []
  }
}

function playCombo(p: Params): void {
  const players = Array.from({ length: p.players }, (_, i) => ({ name: `P${i}` }))
  const variants = p.combo === 'draft' ? { draft: true } : { hand: { size: p.size } }
  const created = createGame({ players, options: { river: { startTile: p.startTile, turnRule: p.turnRule }, ...variants }, seed: `combo-${p.combo}-${p.seed}` })
  if (!created.ok) throw new Error(created.error.message)
  const start = created.state
  const pile = start.pile
  assert.deepEqual([...pile.slice(0, 10)].sort(), MIDDLE, 'the middle tiles first')
  assert.equal(pile[10], 'RL', 'then the lake')
  assert.ok(!pile.slice(11).some(isRiver), 'then land tiles only')
  const pick = chooser(p.seed)
  const expected = [...pile]
  const taken: string[] = []
  let deals = 0
  let started = false
  const game = new CheckedGame(start, (before, action, events) => {
    for (const e of events) {
      taken.push(...takenBy(e))
      if (e.type === 'reserved') expected.push(e.putBack)
      if (e.type === 'drawn') assert.ok(e.tile === null || isRiver(e.tile), 'only River tiles are drawn one at a time')
      if (e.type === 'revealed' && !started) {
        started = true
        assert.equal(taken.filter(isRiver).length, 11, 'the draft starts once the 11 River tiles are taken')
        assert.deepEqual(before.choice!.draft, { display: [], kept: null, leftovers: [] }, 'the first draft turn has nothing to reserve')
      }
      if (e.type === 'dealt') {
        deals++
        assert.equal(taken.filter(isRiver).length, 11, 'the hands are dealt once the 11 River tiles are taken')
        const next = action.type === 'score' ? (before.turn!.seat + 1) % p.players : before.turn!.seat
        assert.equal(e.from, next, 'the deal starts with the seat whose turn comes next (the active one in a draw)')
        assert.ok(e.hands.every((h) => h.length <= p.size))
      }
    }
    const turnTile = game.state.turn?.tile
    if (game.state.status === 'active' && turnTile != null && isRiver(turnTile)) {
      assert.ok(p.combo === 'draft' ? game.state.choice!.draft!.display.length === 0 : game.state.choice!.hands!.every((h) => h.length === 0), 'nothing to choose from during the river phase')
    }
    if (p.combo === 'draft') {
      assert.ok(game.state.choice!.draft!.display.length <= 3, 'at most three tiles on display')
      if (game.state.turn !== null) assert.deepEqual(shownDisplay({ ...game.state, turn: null }), shownDisplay(game.state), `the display shown after ${action.type}, counted as once finished`)
    }
    else for (const hand of game.state.choice!.hands!) assert.ok(hand.length <= p.size, 'a hand never exceeds its size')
  })
  while (game.state.status === 'active') {
    const seat = game.state.turn!.seat
    if (game.state.turn!.phase === 'reserve') game.act({ type: 'reserve', seat, tile: game.state.choice!.draft!.leftovers[pick(2)] })
    game.act({ type: 'draw', seat })
    if (game.state.status !== 'active' || game.state.turn!.seat !== seat || game.state.turn!.phase !== 'place') continue
    const placements = choicePlacements(game.state)
    assert.ok(placements.length > 0, 'something to place')
    game.act({ type: 'place', seat, ...placements[pick(placements.length)] })
    const deployments = legalDeployments(game.state)
    if (deployments.length > 0 && pick(2) === 0) game.act({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    game.act({ type: 'score', seat })
  }
  assert.deepEqual(taken, expected, 'every tile taken once, in pile order (put-back ones from the bottom)')
  assert.equal(game.state.drawn, game.state.pile.length, 'the pile is empty at the end')
  const firstLand = game.state.board.findIndex((b) => !isRiver(b.tile))
  assert.ok(firstLand < 0 || !game.state.board.slice(firstLand).some((b) => isRiver(b.tile)), 'River tiles are the first tiles of the board')
  if (p.combo === 'hand') {
    assert.equal(deals, 1, 'one deal')
    assert.ok(game.state.choice!.hands!.every((h) => h.length === 0), 'every hand is empty at the end')
  } else {
    assert.ok(started, 'the draft started')
    const draft = game.state.choice!.draft!
    assert.deepEqual([shownDisplay(game.state), draft.kept, draft.leftovers], [[], null, []], 'no tile left on display (the last one placed is not shown)')
  }
  assert.deepStrictEqual(canonical(scoreEvents(game.events, 'final')), canonical(recountFinal(game.state.board, game.state.meeples)), 'final scoring')
}

const fixedSeed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

t.test('random river + draft games: River first, lake last, the draft after it, scores as the recount says', async (t) => {
  fc.assert(fc.property(params('draft'), playCombo), { numRuns: 30, ...fixedSeed })
  t.pass('30 random river + draft games')
})

t.test('random river + hands games: River first, lake last, one deal after it, scores as the recount says', async (t) => {
  fc.assert(fc.property(params('hand'), playCombo), { numRuns: 30, ...fixedSeed })
  t.pass('30 random river + hands games')
})
