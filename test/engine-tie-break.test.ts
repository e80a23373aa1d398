// Tie-break options (variants.md, section 7): the worked examples B1..B4, the chain's validation,
// and players[i].citiesCompleted counted from the cities scored during play only.
import t from 'tap'
import { createGame, outcomeOf, type GameState, type VariantRequest } from '../src/engine/index.js'
import { newGame, play } from './support/play.js'

const RULEBOOK = ['landscapeFollowers', 'citiesCompleted', 'supplyFollowers']

const chained = (deck: string[], tieBreak: string[] = RULEBOOK): GameState => newGame(deck, { variants: { tieBreak } })

t.test('B1 decided by the followers on the board', async (t) => {
  const moves = [{ x: 1, y: 0, r: 90 as const, at: 'NNE' as const }, { x: -1, y: 0, r: 90 as const }]
  const { state, turns } = play(chained(['U', 'U']), moves)
  t.same(turns[1].final.map((e) => [e.feature, e.points, e.seats]), [['field', 0, [0]]], 'the field scores 0: no completed city')
  t.same(state.players.map((p) => p.score), [0, 0])
  t.same(state.winners, [0])
  t.same(turns[1].events.at(-1), { type: 'ended', winners: [0], scores: [0, 0] })
  t.same(outcomeOf(state).tieBreak, {
    tied: [0, 1],
    decidedBy: 'landscapeFollowers',
    values: [
      { seat: 0, landscapeFollowers: 1, citiesCompleted: 0, supplyFollowers: 6 },
      { seat: 1, landscapeFollowers: 0, citiesCompleted: 0, supplyFollowers: 7 },
    ],
  })
  const shared = play(chained(['U', 'U'], []), moves).state
  t.same(shared.winners, [0, 1], 'tieBreak []: a shared victory')
  t.equal(outcomeOf(shared).tieBreak, null)
})

t.test('B2 decided by the cities completed', async (t) => {
  const moves = [
    { x: 0, y: -1, r: 180 as const, at: 'S' as const },
    { x: 1, y: 0, r: 90 as const, at: 'E' as const },
    { x: 2, y: 0, r: 0 as const },
    { x: -1, y: 0, r: 0 as const },
  ]
  const { state, turns } = play(chained(['E', 'U', 'W', 'W']), moves)
  t.same(turns.map((turn) => turn.scored.map((e) => [e.feature, e.points, e.seats])), [[['city', 4, [0]]], [], [], [['road', 4, [1]]]])
  t.same(state.players.map((p) => [p.score, p.citiesCompleted]), [[4, 1], [4, 0]])
  t.same(state.winners, [0])
  t.same(outcomeOf(state).tieBreak, {
    tied: [0, 1],
    decidedBy: 'citiesCompleted',
    values: [
      { seat: 0, landscapeFollowers: 0, citiesCompleted: 1, supplyFollowers: 7 },
      { seat: 1, landscapeFollowers: 0, citiesCompleted: 0, supplyFollowers: 7 },
    ],
  })
})

t.test('B3 every criterion equal: a shared victory', async (t) => {
  const { state } = play(chained(['U']), [{ x: 1, y: 0, r: 90 }])
  t.same(state.winners, [0, 1])
  t.same(outcomeOf(state).tieBreak, {
    tied: [0, 1],
    decidedBy: null,
    values: [
      { seat: 0, landscapeFollowers: 0, citiesCompleted: 0, supplyFollowers: 7 },
      { seat: 1, landscapeFollowers: 0, citiesCompleted: 0, supplyFollowers: 7 },
    ],
  })
})

t.test('B4 no tie: no tie-break', async (t) => {
  const { state } = play(chained(['E']), [{ x: 0, y: -1, r: 180, at: 'S' }])
  t.same(state.players.map((p) => p.score), [4, 0])
  t.same(state.winners, [0])
  t.equal(outcomeOf(state).tieBreak, null)
})

t.test('the chain is applied in its order, to the tied seats only', async (t) => {
  // B2 again with the supply first: 7 : 7 cannot separate them, the cities then do.
  const moves = [
    { x: 0, y: -1, r: 180 as const, at: 'S' as const },
    { x: 1, y: 0, r: 90 as const, at: 'E' as const },
    { x: 2, y: 0, r: 0 as const },
    { x: -1, y: 0, r: 0 as const },
  ]
  const state = play(chained(['E', 'U', 'W', 'W'], ['supplyFollowers', 'citiesCompleted']), moves).state
  t.same(outcomeOf(state).tieBreak, {
    tied: [0, 1],
    decidedBy: 'citiesCompleted',
    values: [
      { seat: 0, supplyFollowers: 7, citiesCompleted: 1 },
      { seat: 1, supplyFollowers: 7, citiesCompleted: 0 },
    ],
  })
  t.same(play(chained(['E', 'U', 'W', 'W'], ['supplyFollowers']), moves).state.winners, [0, 1], 'the supply alone cannot decide')
})

t.test('citiesCompleted: an empty city counts for nobody, final scoring never', async (t) => {
  const empty = play(newGame(['E']), [{ x: 0, y: -1, r: 180 }]).state
  t.same(empty.players.map((p) => p.citiesCompleted), [0, 0], 'a city completed with no meeple')
  const unfinished = play(newGame(['U', 'E']), [{ x: 1, y: 0, r: 90 }, { x: 1, y: -1, r: 0, at: 'N' }])
  t.same(unfinished.turns[1].final.map((e) => [e.feature, e.seats]), [['city', [1]]], 'a city scored at the end')
  t.same(unfinished.state.players.map((p) => p.citiesCompleted), [0, 0], 'does not count')
})

t.test('invalid chains are refused at setup', async (t) => {
  const code = (tieBreak: unknown) => {
    const created = createGame({ players: [{ name: 'A' }, { name: 'B' }], options: { tieBreak } as VariantRequest, deck: [] })
    return created.ok ? created.state.options : created.error.code
  }
  t.equal(code(['citiesCompleted', 'citiesCompleted']), 'INVALID_SETUP', 'a repeat')
  t.equal(code(['meeples']), 'INVALID_SETUP', 'an unknown criterion')
  t.equal(code('landscapeFollowers'), 'INVALID_SETUP', 'not a list')
  t.same(code([]), { farmers: true }, '[] is the default and not kept')
  t.same(code(['citiesCompleted']), { farmers: true, tieBreak: ['citiesCompleted'] })
})
