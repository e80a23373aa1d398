// Limited table space and the no-farmer learning game (variants.md, sections 5 and 2): the worked
// examples T1..T4 and N1..N3, two players, stacked decks after the start tile D at (0, 0).
import t, { type Test } from 'tap'
import { apply, createGame, legalDeployments, legalPlacements, type Action, type GameState, type TableBounds } from '../src/engine/index.js'
import { must, newGame, snapshot, turn } from './support/play.js'

function tabled(deck: string[], table: TableBounds): GameState {
  return newGame(deck, { variants: { table } })
}

const legal = (state: GameState) => legalPlacements(state).map((p) => [p.x, p.y, p.rotation])

function refusal(t: Test, state: GameState, action: Action, expected: { code: string; reason?: string }, what: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  t.same(result.ok ? 'accepted' : { code: result.error.code, reason: result.error.reason }, expected, what)
  t.strictSame(state, before, `${what}: nothing changed`)
}

t.test('T1, T2 placements outside the table', async (t) => {
  const table = { minX: 0, maxX: 1, minY: -1, maxY: 0 }
  const drawn = must(tabled(['E'], table), { type: 'draw', seat: 0 }).state
  t.same(legal(drawn), [[0, -1, 180]])
  const unbounded = must(newGame(['E']), { type: 'draw', seat: 0 }).state
  t.same(legal(unbounded).filter(([x, y]) => x === 0 && y === 1), [[0, 1, 90], [0, 1, 180], [0, 1, 270]], 'unbounded, south of D too')
  refusal(t, drawn, { type: 'place', seat: 0, x: 0, y: 1, rotation: 90 }, { code: 'ILLEGAL_PLACEMENT', reason: 'outside-table' }, 'T2')
  refusal(t, drawn, { type: 'place', seat: 0, x: 1, y: 0, rotation: 0 }, { code: 'ILLEGAL_PLACEMENT', reason: 'edge-mismatch' }, 'on the table, city against road')
})

t.test('T3 a full table removes the remaining tiles and ends the game', async (t) => {
  const table = { minX: 0, maxX: 0, minY: -1, maxY: 0 }
  const first = must(tabled(['U', 'E', 'V', 'U'], table), { type: 'draw', seat: 0 })
  t.same(first.events, [{ type: 'drawn', seat: 0, tile: 'E', discarded: ['U'] }])
  const played = turn(tabled(['U', 'E', 'V', 'U'], table), { x: 0, y: -1, r: 180, at: 'S' })
  t.same(played.scored.map((e) => [e.feature, e.points, e.seats]), [['city', 4, [0]]])
  const last = must(played.state, { type: 'draw', seat: 1 })
  t.same(last.events[0], { type: 'drawn', seat: 1, tile: null, discarded: ['V', 'U'] })
  t.same(last.events.slice(1), [{ type: 'ended', winners: [0], scores: [4, 0] }], 'final: no score event')
  t.equal(last.state.status, 'finished')
  t.same(last.state.winners, [0])
})

t.test('T4 tables that do not hold (0, 0) or are not integers', async (t) => {
  const players = [{ name: 'A' }, { name: 'B' }]
  const code = (table: object) => {
    const created = createGame({ players, options: { table: table as TableBounds }, deck: [] })
    return created.ok ? 'ok' : created.error.code
  }
  t.equal(code({ minX: 1, maxX: 3, minY: 0, maxY: 0 }), 'INVALID_SETUP', 'no (0, 0)')
  t.equal(code({ minX: 1, maxX: 0, minY: 0, maxY: 0 }), 'INVALID_SETUP', 'minX > maxX')
  t.equal(code({ minX: 0, maxX: 0.5, minY: 0, maxY: 0 }), 'INVALID_SETUP', 'not an integer')
  t.equal(code({ minX: 0, maxX: 0, minY: 0 }), 'INVALID_SETUP', 'a bound missing')
  t.equal(code({ minX: 0, maxX: 0, minY: 0, maxY: 0 }), 'ok', 'the start tile alone')
  t.equal(code({ minX: -(2 ** 31), maxX: 2 ** 31 - 1, minY: -200, maxY: 200 }), 'ok', 'bounds far beyond any reachable cell (32-bit integers)')
  t.equal(code({ minX: 0, maxX: 2 ** 31, minY: 0, maxY: 0 }), 'INVALID_SETUP', 'beyond 32 bits')
  const created = createGame({ players, options: { table: { minX: -5, maxX: 5, minY: -4, maxY: 4 } }, deck: [] })
  t.same(created.ok && created.state.options, { farmers: true, table: { minX: -5, maxX: 5, minY: -4, maxY: 4 } })
})

t.test('N1..N3 the no-farmer learning game', async (t) => {
  const placed = (farmers: boolean) => must(must(newGame(['E'], { farmers }), { type: 'draw', seat: 0 }).state, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }).state
  t.same(legalDeployments(placed(false)), [{ at: 'S', feature: 'city' }], 'N1')
  t.same(legalDeployments(placed(true)), [{ at: 'S', feature: 'city' }, { at: 'WSW', feature: 'field' }], 'N1 with farmers')
  refusal(t, placed(false), { type: 'deploy', seat: 0, at: 'NNE' }, { code: 'NO_SUCH_SEGMENT' }, 'N2')
  const knight = must(placed(false), { type: 'deploy', seat: 0, at: 'S' }).state
  const scored = must(knight, { type: 'score', seat: 0 })
  t.same(scored.events.map((e) => (e.type === 'scored' ? [e.stage, e.score.feature, e.score.points] : e.type)), [['turn', 'city', 4], 'ended'], 'N3: the city, then the end with no final event')
})
