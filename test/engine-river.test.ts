// The River (variants.md, section 1): its 12 tiles, setup, the three turn rules and the worked
// examples R1..R9, each built from a stacked deck (draws after the spring RA at (0, 0), whose
// river flows east) and scripted turns; two players, `river: {}` (the defaults) unless said.
import fc from 'fast-check'
import t, { type Test } from 'tap'
import {
  RIVER_TILES,
  baseInventory,
  pileInventory,
  shuffle,
  shuffledPile,
  apply,
  createGame,
  legalDeployments,
  legalPlacements,
  riverView,
  type Action,
  type GameState,
  type RiverTurnRule,
  type TableBounds,
} from '../src/engine/index.js'
import { SPEC_RIVER_TILES } from './support/catalog.js'
import { must, newGame, play, scores, snapshot, turn, type Move } from './support/play.js'

function river(deck: string[], turnRule?: RiverTurnRule, table?: TableBounds): GameState {
  return newGame(deck, { variants: { river: turnRule === undefined ? {} : { turnRule }, ...(table === undefined ? {} : { table }) } })
}

/** The drawn tile's legal placements as [x, y, rotation]. */
function legal(state: GameState): number[][] {
  return legalPlacements(state).map((p) => [p.x, p.y, p.rotation])
}

function draw(state: GameState): { state: GameState; tile: string | null; discarded: readonly string[] } {
  const r = must(state, { type: 'draw', seat: state.turn!.seat })
  const drawn = r.events.find((e) => e.type === 'drawn')!
  if (drawn.type !== 'drawn') throw new Error('no drawn event')
  return { state: r.state, tile: drawn.tile, discarded: drawn.discarded }
}

function refusal(t: Test, state: GameState, action: Action, code: string, reason: string | undefined, what: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  t.same(result.ok ? 'accepted' : { code: result.error.code, reason: result.error.reason }, { code, reason }, what)
  t.strictSame(state, before, `${what}: nothing changed`)
}

const moves = (...list: [number, number, 0 | 90 | 180 | 270][]): Move[] => list.map(([x, y, r]) => ({ x, y, r }))

t.test('the 12 River tiles of variants.md 1.3', async (t) => {
  t.same(RIVER_TILES.map((x) => `${x.id} ${x.count} ${x.edges.join('')}${x.role ? ` ${x.role}` : ''}`), [
    'RA 1 FWFF spring', 'RB 1 CWRW', 'RC 1 CWCW', 'RD 2 FWFW', 'RE 1 CWWC', 'RG 2 FFWW', 'RH 1 FWRW', 'RI 1 RRWW', 'RK 1 WRWR', 'RL 1 FFFW lake',
  ])
  t.equal(RIVER_TILES.reduce((n, x) => n + x.count, 0), 12)
  const described = (segments: readonly { kind: string; ports: readonly string[]; touches: readonly string[] }[]) =>
    segments.map((x) => `${x.kind} ${[...x.ports].sort().join(' ')} >${[...x.touches].sort().join(',')}`).sort()
  for (const x of RIVER_TILES) {
    const spec = SPEC_RIVER_TILES.find((y) => y.letter === x.id)!
    t.same([x.count, x.edges.join('')], [spec.count, spec.edges], `${x.id} count and edges`)
    const touches = x.segments.map((seg) => (seg.touches ?? []).map((i) => x.segments[i].ports[0]))
    t.same(described(x.segments.map((seg, i) => ({ ...seg, touches: touches[i] }))), described(spec.segments), `${x.id} segments, as the independent transcription`)
    t.notOk(x.segments.some((seg) => seg.shield === true), `${x.id} has no shield`)
  }
  const count = (kind: string) => RIVER_TILES.reduce((n, x) => n + x.count * x.segments.filter((s) => s.kind === kind).length, 0)
  t.same({ city: count('city'), monastery: count('monastery'), road: count('road'), river: count('river') }, { city: 4, monastery: 1, road: 4, river: 12 })
  for (const x of RIVER_TILES) {
    const water = x.edges.flatMap((e, side) => (e === 'W' ? ['NESW'[side]] : []))
    t.same([...x.segments.find((s) => s.kind === 'river')!.ports].sort(), water.sort(), `${x.id}: the river runs exactly through its water edges`)
    const halves = x.segments.flatMap((s) => s.ports).filter((p) => p.length === 3)
    t.equal(new Set(halves).size, halves.length, `${x.id}: every half-edge belongs to one segment`)
  }
})

t.test('R1 setup', async (t) => {
  const players = [{ name: 'A' }, { name: 'B' }]
  for (const [startTile, remaining, ds] of [['removed', 82, 3], ['shuffled', 83, 4]] as const) {
    const created = createGame({ players, options: { river: { startTile } }, seed: `r1-${startTile}` })
    if (!created.ok) throw new Error(created.error.message)
    const s = created.state
    t.same(s.board, [{ x: 0, y: 0, tile: 'RA', rotation: 0 }], `${startTile}: the spring at (0, 0)`)
    t.equal(s.pile.length - s.drawn, remaining, `${startTile}: deck.remaining`)
    t.same(riverView(s), { open: { x: 0, y: 0, edge: 'E' }, lastTurn: 'straight', left: 11 })
    t.same(s.options, { farmers: true, river: { startTile, turnRule: 'no-repeat' } }, 'defaults filled in')
    t.same(s.pile.slice(0, 10).sort(), ['RB', 'RC', 'RD', 'RD', 'RE', 'RG', 'RG', 'RH', 'RI', 'RK'], 'the 10 middle tiles first')
    t.equal(s.pile[10], 'RL', 'then the lake')
    t.equal(s.pile.slice(11).filter((x) => x === 'D').length, ds, `then the land tiles, ${ds} D`)
    t.notOk(s.pile.slice(11).some((x) => x.startsWith('R') && x.length === 2), 'no River tile among them')
  }
  const setup = (deck: string[], startTile: 'removed' | 'shuffled' = 'removed') => {
    const created = createGame({ players, options: { river: { startTile } }, deck })
    return created.ok ? 'ok' : created.error.code
  }
  t.equal(setup(['RD', 'E', 'RL']), 'INVALID_SETUP', 'a River tile after a land tile')
  t.equal(setup(['RL', 'RL']), 'INVALID_SETUP', 'two lakes')
  t.equal(setup(['RL', 'RD']), 'INVALID_SETUP', 'a middle tile after the lake')
  t.equal(setup(['RA']), 'INVALID_SETUP', 'the spring is not in the pile')
  t.equal(setup(['D', 'D', 'D', 'D']), 'INVALID_SETUP', 'four D with the start tile removed')
  t.equal(setup(['D', 'D', 'D', 'D'], 'shuffled'), 'ok', 'four D with the start tile shuffled in')
  t.equal(setup(['RD', 'RD', 'RL', 'E']), 'ok', 'middle, lake, land')
  t.equal(setup(['RD', 'E']), 'ok', 'a river without its lake')
  const bad = (options: object) => {
    const created = createGame({ players, options: options as never, deck: [] })
    return created.ok ? 'ok' : created.error.code
  }
  t.equal(bad({ river: { turnRule: 'sometimes' } }), 'INVALID_SETUP')
  t.equal(bad({ river: { startTile: 'kept' } }), 'INVALID_SETUP')
  t.equal(bad({ river: null }), 'ok', 'null is no River')
  const base = createGame({ players, deck: ['RD'] })
  t.equal(base.ok ? 'ok' : base.error.code, 'INVALID_SETUP', 'no River tile in a game without the River')
})

t.test('the pile of a game without the River is the shuffle of the 71 tiles, as before variants', async (t) => {
  t.same(pileInventory({ farmers: true }), baseInventory())
  fc.assert(fc.property(fc.string(), (seed) => JSON.stringify(shuffledPile({ farmers: false }, seed)) === JSON.stringify(shuffle(baseInventory(), seed))))
  const options = { farmers: true, river: { startTile: 'removed', turnRule: 'no-repeat' } } as const
  t.same(pileInventory(options).slice(0, 11), ['RB', 'RC', 'RD', 'RD', 'RE', 'RG', 'RG', 'RH', 'RI', 'RK', 'RL'])
  t.same(pileInventory(options).slice(11), baseInventory())
  const pile = shuffledPile(options, 'one stream')
  t.same(pile.slice(0, 10), shuffle(pileInventory(options).slice(0, 10), 'one stream'), 'the middle tiles take the stream first')
  t.notSame(pile.slice(11), shuffle(baseInventory(), 'one stream'), 'the land tiles take the values after them')
})

t.test('R2 extend the river', async (t) => {
  const drawn = draw(river(['RD', 'E'])).state
  t.same(legal(drawn), [[1, 0, 0], [1, 0, 180]])
  refusal(t, drawn, { type: 'place', seat: 0, x: 0, y: -1, rotation: 0 }, 'ILLEGAL_PLACEMENT', 'river-disconnected', 'RD north of the spring: edges match, the river does not')
  refusal(t, drawn, { type: 'place', seat: 0, x: 1, y: 0, rotation: 90 }, 'ILLEGAL_PLACEMENT', 'edge-mismatch', 'RD across the river')
  refusal(t, drawn, { type: 'place', seat: 0, x: 0, y: 0, rotation: 0 }, 'ILLEGAL_PLACEMENT', 'occupied', 'on the spring')
  refusal(t, drawn, { type: 'place', seat: 0, x: 5, y: 5, rotation: 0 }, 'ILLEGAL_PLACEMENT', 'no-neighbour', 'far away')
  const placed = must(drawn, { type: 'place', seat: 0, x: 1, y: 0, rotation: 0 }).state
  t.same(legalDeployments(placed), [{ at: 'WNW', feature: 'field' }, { at: 'WSW', feature: 'field' }], 'the two bank fields')
  refusal(t, placed, { type: 'deploy', seat: 0, at: 'E' }, 'NO_SUCH_SEGMENT', undefined, 'the river takes no meeple')
  refusal(t, placed, { type: 'deploy', seat: 0, at: 'W' }, 'NO_SUCH_SEGMENT', undefined, 'nor at its entry')
  t.same(riverView(placed), { open: { x: 1, y: 0, edge: 'E' }, lastTurn: 'straight', left: 0 })
})

t.test('R3 immediate U-turn', async (t) => {
  for (const rule of ['no-repeat', 'clearance'] as const) {
    const start = river(['RG', 'RG'], rule)
    t.same(legal(draw(start).state), [[1, 0, 0], [1, 0, 90]], `${rule}: right (exits S) or left`)
    const second = draw(turn(start, { x: 1, y: 0, r: 0 }).state)
    t.same(second.tile, 'RG')
    t.same(riverView(second.state)?.lastTurn, 'right')
    t.same(legal(second.state), [[1, 1, 180]], `${rule}: only the left turn`)
    refusal(t, second.state, { type: 'place', seat: 1, x: 1, y: 1, rotation: 90 }, 'ILLEGAL_PLACEMENT', 'river-u-turn', `${rule}: right again, towards the spring`)
  }
  const second = draw(turn(river(['RG', 'RG'], 'none'), { x: 1, y: 0, r: 0 }).state).state
  t.same(legal(second), [[1, 1, 90], [1, 1, 180]], 'none: both')
})

t.test('R4 where the two rules differ', async (t) => {
  const deck = ['RG', 'RD', 'RG', 'RD', 'RI']
  const path = moves([1, 0, 0], [1, 1, 90], [1, 2, 90], [0, 2, 0])
  const before = (rule: RiverTurnRule) => draw(play(river(deck, rule), path).state).state
  const noRepeat = before('no-repeat')
  t.same(riverView(noRepeat), { open: { x: 0, y: 2, edge: 'W' }, lastTurn: 'straight', left: 0 }, 'the river flows west along y = 2')
  t.same(legal(noRepeat), [[-1, 2, 180], [-1, 2, 270]], 'no-repeat: right (north) or left (south)')
  t.same(legal(before('clearance')), [[-1, 2, 270]], 'clearance: the spring lies in the block ahead of a northward exit')
  refusal(t, before('clearance'), { type: 'place', seat: 0, x: -1, y: 2, rotation: 180 }, 'ILLEGAL_PLACEMENT', 'river-u-turn', 'clearance refuses the northward exit')
})

t.test('R5a dead end under no-repeat', async (t) => {
  const deck = ['RB', 'RE', 'RC', 'RG', 'RD', 'RG', 'RD', 'RL', 'E']
  const path = moves([1, 0, 0], [2, 0, 90], [2, 1, 90], [2, 2, 90], [1, 2, 0], [0, 2, 180])
  const seventh = draw(play(river(deck), path).state)
  t.same(seventh.discarded, ['RD'])
  t.equal(seventh.tile, 'RL')
  t.same(legal(seventh.state), [[0, 1, 270]], 'the front cell lies south of the spring')
  const sixth = draw(play(river(deck, 'clearance'), path.slice(0, 5)).state).state
  t.same(legal(sixth), [[0, 2, 270]], 'clearance refuses the sixth placement already')
  refusal(t, sixth, { type: 'place', seat: 1, x: 0, y: 2, rotation: 180 }, 'ILLEGAL_PLACEMENT', 'river-u-turn', 'clearance')
})

t.test('R5b dead end under clearance', async (t) => {
  const deck = ['RE', 'RB', 'RC', 'RG', 'RD', 'RG', 'RD', 'RH', 'RI']
  const path = moves([1, 0, 90], [1, 1, 90], [1, 2, 90], [1, 3, 90], [0, 3, 0], [-1, 3, 180])
  const clearance = draw(play(river(deck, 'clearance'), path).state)
  t.same(clearance.discarded, ['RD', 'RH'])
  t.equal(clearance.tile, 'RI')
  t.same(legal(clearance.state), [[-1, 2, 0]])
  const noRepeat = draw(play(river(deck), path).state)
  t.same(noRepeat.discarded, [])
  t.equal(noRepeat.tile, 'RD')
  t.same(legal(noRepeat.state), [[-1, 2, 90], [-1, 2, 270]])
})

t.test('R6 one field around the spring', async (t) => {
  const first = turn(river(['RD', 'RD', 'E']), { x: 1, y: 0, r: 0, at: 'NNW' }).state
  const second = must(draw(first).state, { type: 'place', seat: 1, x: 2, y: 0, rotation: 0 }).state
  refusal(t, second, { type: 'deploy', seat: 1, at: 'SSE' }, 'FEATURE_OCCUPIED', undefined, 'the south bank is the north bank round the spring')
  t.same(legalDeployments(second), [])
})

t.test('R7 lake and hand-over', async (t) => {
  const lake = draw(river(['RL', 'E'])).state
  t.same(legal(lake), [[1, 0, 0]])
  const placed = must(lake, { type: 'place', seat: 0, x: 1, y: 0, rotation: 0 }).state
  t.same(legalDeployments(placed), [{ at: 'NNW', feature: 'field' }])
  const farmer = must(placed, { type: 'deploy', seat: 0, at: 'NNE' }).state
  const next = must(farmer, { type: 'score', seat: 0 }).state
  t.same(riverView(next), { open: null, lastTurn: null, left: 0 }, 'the lake closes the river')
  const land = draw(next)
  t.equal(land.tile, 'E')
  const expected = [
    [0, -1, 0], [0, -1, 90], [0, -1, 270], [1, -1, 0], [1, -1, 90], [1, -1, 270],
    [-1, 0, 0], [-1, 0, 180], [-1, 0, 270], [2, 0, 0], [2, 0, 90], [2, 0, 180],
    [0, 1, 90], [0, 1, 180], [0, 1, 270], [1, 1, 90], [1, 1, 180], [1, 1, 270],
  ]
  t.same(legal(land.state), expected, '18 placements')
})

t.test('R8 cities on a river tile, field around the spring', async (t) => {
  const { state, turns } = play(river(['RC', 'E', 'E']), [{ x: 1, y: 0, r: 0, at: 'WNW' }, { x: 1, y: -1, r: 180, at: 'S' }, { x: 1, y: 1, r: 0 }])
  t.same(turns[1].scored.map((e) => [e.feature, e.points, e.seats]), [['city', 4, [1]]])
  t.same(turns[2].scored.map((e) => [e.feature, e.points, e.seats, e.complete]), [['city', 4, [], true]], "RC's south city scores nobody")
  t.same(turns[2].final.map((e) => [e.feature, e.points, e.seats, e.cities]), [['field', 6, [0], 2]])
  t.same(scores(state), [6, 4])
  t.same(state.winners, [0])
})

t.test('R9 table and clearance', async (t) => {
  const table = { minX: 0, maxX: 2, minY: -2, maxY: 2 }
  const clearance = draw(river(['RD', 'RG'], 'clearance', table))
  t.same(clearance.discarded, ['RD'], 'the block ahead of an eastward exit at (1, 0) reaches x = 3')
  t.equal(clearance.tile, 'RG')
  t.same(legal(clearance.state), [[1, 0, 0], [1, 0, 90]])
  const noRepeat = draw(river(['RD', 'RG'], 'no-repeat', table))
  t.equal(noRepeat.tile, 'RD')
  t.same(legal(noRepeat.state), [[1, 0, 0], [1, 0, 180]])
})

t.test('a river whose front cell leaves the table loses its remaining tiles, the lake included', async (t) => {
  const table = { minX: 0, maxX: 1, minY: -1, maxY: 1 }
  const state = turn(river(['RD', 'RD', 'RL', 'E'], 'no-repeat', table), { x: 1, y: 0, r: 0 }).state
  const next = draw(state)
  t.same(next.discarded, ['RD', 'RL'])
  t.equal(next.tile, 'E')
  refusal(t, turn(river(['RD', 'E'], 'no-repeat', table), { x: 1, y: 0, r: 0 }).state, { type: 'draw', seat: 0 }, 'NOT_YOUR_TURN', undefined, 'seat 1 draws next')
})
