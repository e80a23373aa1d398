// Properties of random games with the River (seeded shuffles, random legal moves, 2-5 players,
// both start-tile choices, the three turn rules, sometimes a table), against independent test code:
// (a) the pile is the 10 middle River tiles, then the lake, then the land tiles (3 or 4 D), and
//     the draws take it in that order: every tile is drawn or removed, River tiles first, lake last;
// (b) every drawn tile has a legal placement, every removed one has none at that moment; every
//     listed placement of a River tile fits by edges (brute force over test/support/catalog.ts),
//     touches the previous River tile water to water, and lies on the table;
// (c) the board's River tiles are its first tiles; under no-repeat no two consecutive turns of
//     the river (from the tiles' positions alone) go the same way; meeples never stand on the river;
// (d) every turn's scores and the final scores equal the independent flood-fill recount;
// (e) with a random tie-break chain: each seat's citiesCompleted is the count of turn-stage city
//     events it scored in, and the winners are the leaders filtered criterion by criterion with
//     values counted here (meeples on the board, those cities, 7 less the board's meeples).
// FC_SEED=<n> replays a seed.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import t from 'tap'
import { createGame, legalDeployments, legalPlacements, scoreEvents, type GameState, type RiverTurnRule, type ScoreEvent, type TableBounds, type TieBreakCriterion } from '../src/engine/index.js'
import { CheckedGame } from './support/play.js'
import { rotatedEdges } from './support/catalog.js'
import { bruteForcePlacements } from './support/brute.js'
import { canonical, recountFinal } from './support/recount.js'
import { chooser } from './support/mulberry.js'

interface Params {
  readonly players: number
  readonly startTile: 'removed' | 'shuffled'
  readonly turnRule: RiverTurnRule
  readonly table: TableBounds | null
  readonly seed: number
  readonly deployRate: number
  readonly tieBreak: TieBreakCriterion[]
}

const params: fc.Arbitrary<Params> = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  startTile: fc.constantFrom('removed' as const, 'shuffled' as const),
  turnRule: fc.constantFrom<RiverTurnRule>('no-repeat', 'clearance', 'none'),
  table: fc.oneof(
    { arbitrary: fc.constant(null), weight: 3 },
    { arbitrary: fc.record({ minX: fc.integer({ min: -6, max: 0 }), maxX: fc.integer({ min: 0, max: 6 }), minY: fc.integer({ min: -6, max: 0 }), maxY: fc.integer({ min: 0, max: 6 }) }), weight: 1 },
  ),
  seed: fc.nat(),
  deployRate: fc.integer({ min: 0, max: 100 }),
  tieBreak: fc.shuffledSubarray<TieBreakCriterion>(['landscapeFollowers', 'citiesCompleted', 'supplyFollowers']),
})

const isRiver = (id: string) => id.length === 2 && id[0] === 'R'
const MIDDLE = ['RB', 'RC', 'RD', 'RD', 'RE', 'RG', 'RG', 'RH', 'RI', 'RK']
const STEP: Record<string, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }

/** Turns of the river from positions: +1 right, -1 left, 0 straight, at each tile with a successor. */
function turnsOf(path: readonly { x: number; y: number }[]): number[] {
  const turns: number[] = []
  let heading: [number, number] = [1, 0]
  for (let k = 1; k < path.length; k++) {
    const d: [number, number] = [path[k].x - path[k - 1].x, path[k].y - path[k - 1].y]
    if (k > 1) turns.push(Math.sign(heading[0] * d[1] - heading[1] * d[0]))
    heading = d
  }
  return turns
}

function checkDrawn(state: GameState, p: Params, tile: string): void {
  const placements = legalPlacements(state)
  assert.ok(placements.length > 0, `drawn ${tile} has a legal placement`)
  if (p.table !== null) for (const q of placements) assert.ok(q.x >= p.table.minX && q.x <= p.table.maxX && q.y >= p.table.minY && q.y <= p.table.maxY, 'on the table')
  if (!isRiver(tile)) return
  const brute = new Set(bruteForcePlacements(state.board, tile).map((s) => `${s.x},${s.y},${s.rotation}`))
  const river = state.board.filter((b) => isRiver(b.tile))
  const last = river[river.length - 1]
  for (const q of placements) {
    assert.ok(brute.has(`${q.x},${q.y},${q.rotation}`), `${tile} at ${q.x},${q.y},${q.rotation} fits by edges`)
    const side = Object.keys(STEP).find((s) => q.x + STEP[s][0] === last.x && q.y + STEP[s][1] === last.y)
    assert.ok(side !== undefined && rotatedEdges(tile, q.rotation)[side] === 'W', `${tile} extends the river from the last River tile`)
  }
}

function playRiver(p: Params): void {
  const players = Array.from({ length: p.players }, (_, i) => ({ name: `P${i}` }))
  const created = createGame({ players, options: { river: { startTile: p.startTile, turnRule: p.turnRule }, table: p.table, tieBreak: p.tieBreak }, seed: `river-${p.seed}` })
  if (!created.ok) throw new Error(created.error.message)
  const start = created.state
  const pile = start.pile
  assert.deepEqual([...pile.slice(0, 10)].sort(), MIDDLE, 'the middle tiles first')
  assert.equal(pile[10], 'RL', 'then the lake')
  assert.equal(pile.slice(11).filter((x) => x === 'D').length, p.startTile === 'removed' ? 3 : 4)
  assert.ok(!pile.slice(11).some(isRiver), 'then land tiles only')
  const pick = chooser(p.seed)
  const taken: string[] = []
  const game = new CheckedGame(start, (before, action, events) => {
    for (const e of events) {
      if (e.type !== 'drawn') continue
      for (const d of e.discarded) {
        const probe: GameState = { ...before, turn: { seat: e.seat, phase: 'place', tile: d, placed: null } }
        assert.equal(legalPlacements(probe).length, 0, `removed ${d} fits nowhere`)
      }
      taken.push(...e.discarded, ...(e.tile === null ? [] : [e.tile]))
    }
  })
  while (game.state.status === 'active') {
    const seat = game.state.turn!.seat
    game.act({ type: 'draw', seat })
    if (game.state.status !== 'active') break
    checkDrawn(game.state, p, game.state.turn!.tile!)
    const placements = legalPlacements(game.state)
    game.act({ type: 'place', seat, ...placements[pick(placements.length)] })
    if (pick(100) < p.deployRate) {
      const deployments = legalDeployments(game.state)
      assert.ok(deployments.every((d) => (d.feature as string) !== 'river'), 'the river is never deployable')
      if (deployments.length > 0) game.act({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    }
    game.act({ type: 'score', seat })
  }
  assert.deepEqual(taken, [...pile], 'every tile drawn or removed, in pile order')
  const firstLand = game.state.board.findIndex((b) => !isRiver(b.tile))
  assert.ok(firstLand < 0 || !game.state.board.slice(firstLand).some((b) => isRiver(b.tile)), 'River tiles are the first tiles of the board')
  const path = game.state.board.filter((b) => isRiver(b.tile))
  if (p.turnRule === 'no-repeat') {
    const turns = turnsOf(path)
    for (let k = 1; k < turns.length; k++) assert.ok(turns[k] === 0 || turns[k] !== turns[k - 1], `no two ${turns[k] > 0 ? 'right' : 'left'} turns in a row`)
  }
  assert.ok(game.state.meeples.every((m) => m.feature !== ('river' as string)), 'no meeple on the river')
  assert.deepStrictEqual(canonical(scoreEvents(game.events, 'final')), canonical(recountFinal(game.state.board, game.state.meeples)), 'final scoring')
  checkWinners(game.state, p.tieBreak, scoreEvents(game.events, 'turn'))
}

/** (e): the tie-break recomputed from the events and the final board. */
function checkWinners(state: GameState, chain: readonly TieBreakCriterion[], turnScores: readonly ScoreEvent[]): void {
  const cities = state.players.map((p) => turnScores.filter((e) => e.feature === 'city' && e.seats.includes(p.seat)).length)
  assert.deepEqual(state.players.map((p) => p.citiesCompleted), cities, 'citiesCompleted counts the cities scored during play')
  const onBoard = state.players.map((p) => state.meeples.filter((m) => m.seat === p.seat).length)
  const value: Record<TieBreakCriterion, (seat: number) => number> = {
    landscapeFollowers: (seat) => onBoard[seat],
    citiesCompleted: (seat) => cities[seat],
    supplyFollowers: (seat) => 7 - onBoard[seat],
  }
  const best = Math.max(...state.players.map((p) => p.score))
  let winners = state.players.filter((p) => p.score === best).map((p) => p.seat)
  for (const criterion of chain) {
    if (winners.length === 1) break
    const top = Math.max(...winners.map(value[criterion]))
    winners = winners.filter((seat) => value[criterion](seat) === top)
  }
  assert.deepEqual(state.winners, winners, `winners after the chain ${chain.join(', ')}`)
}

const fixedSeed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

t.test('random River games keep the River first, the lake last, and score as the recount says', async (t) => {
  fc.assert(fc.property(params, playRiver), { numRuns: 150, ...fixedSeed })
  t.pass('150 random River games')
})
