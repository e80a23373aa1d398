// Properties of random games with friendly redraws (seeded shuffles, random legal moves, 2-5
// players, 1-3 redraws each, sometimes the River), against independent test code:
// (a) every tile drawn (by a draw or a redraw) has a legal placement, every removed one has none;
// (b) the tiles taken are the pile in order, each rejected tile appended at its bottom: every
//     tile is drawn or removed, a rejected one once more;
// (c) no seat redraws more often than the option allows, nor twice in a turn, nor a River tile;
//     `deck.bottom` (bottomTiles) is the rejected tiles still in the pile, in order;
// (d) every turn's scores and the final scores equal the independent flood-fill recount.
// FC_SEED=<n> replays a seed.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import t from 'tap'
import { apply, bottomTiles, createGame, isRiverTile, legalPlacements, legalDeployments, scoreEvents, type TableBounds } from '../src/engine/index.js'
import { CheckedGame, unplaceable } from './support/play.js'
import { canonical, recountFinal } from './support/recount.js'
import { chooser } from './support/mulberry.js'
import { assertOnTable, tableOption, tableOrNone } from './support/table.js'

interface Params {
  readonly players: number
  readonly redraws: number
  readonly river: boolean
  readonly table: TableBounds | null
  readonly seed: number
  readonly redrawRate: number
}

const params: fc.Arbitrary<Params> = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  redraws: fc.integer({ min: 1, max: 3 }),
  river: fc.boolean(),
  table: tableOrNone,
  seed: fc.nat(),
  redrawRate: fc.integer({ min: 0, max: 100 }),
})

function playRedraws(p: Params): void {
  const players = Array.from({ length: p.players }, (_, i) => ({ name: `P${i}` }))
  const created = createGame({ players, options: { redraws: p.redraws, ...(p.river ? { river: {} } : {}), ...tableOption(p.table) }, seed: `redraw-${p.seed}` })
  if (!created.ok) throw new Error(created.error.message)
  const start = created.state
  const pick = chooser(p.seed)
  const expectedPile = [...start.pile]
  const taken: string[] = []
  const rejected: string[] = []
  const used = new Array<number>(p.players).fill(0)
  const game = new CheckedGame(start, (before, action, events) => {
    for (const e of events) {
      if (e.type !== 'drawn' && e.type !== 'redrawn') continue
      if (e.type === 'redrawn') {
        expectedPile.push(e.rejected)
        rejected.push(e.rejected)
      }
      for (const d of e.discarded) assert.ok(unplaceable(before, e.seat, d), `removed ${d} fits nowhere`)
      taken.push(...e.discarded, ...(e.tile === null ? [] : [e.tile]))
    }
  })
  while (game.state.status === 'active') {
    const seat = game.state.turn!.seat
    game.act({ type: 'draw', seat })
    if (game.state.status !== 'active') break
    if (pick(100) < p.redrawRate) {
      const r = apply(game.state, { type: 'redraw', seat })
      const allowed = used[seat] < p.redraws && game.state.drawn < game.state.pile.length && !isRiverTile(game.state.turn!.tile!)
      assert.equal(r.ok, allowed, `redraw ${allowed ? 'allowed' : 'refused'}`)
      if (r.ok) {
        game.act({ type: 'redraw', seat })
        used[seat]++
        assert.equal(apply(game.state, { type: 'redraw', seat }).ok, false, 'one redraw a turn')
      }
    }
    assert.ok(legalPlacements(game.state).length > 0, `drawn ${game.state.turn!.tile} has a legal placement`)
    const putBack = rejected.length
    assert.deepEqual(bottomTiles(game.state), expectedPile.slice(Math.max(game.state.drawn, expectedPile.length - putBack)), 'deck.bottom')
    const placements = legalPlacements(game.state)
    game.act({ type: 'place', seat, ...placements[pick(placements.length)] })
    const deployments = legalDeployments(game.state)
    if (deployments.length > 0 && pick(2) === 0) game.act({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    game.act({ type: 'score', seat })
  }
  assert.deepEqual(taken, expectedPile, 'every tile drawn or removed in pile order, rejected ones from the bottom')
  assert.deepEqual([...game.state.pile], expectedPile, 'the pile grew by the rejected tiles')
  assert.deepEqual(game.state.choice!.redrawsLeft, used.map((n) => p.redraws - n), 'redraws left')
  assert.deepStrictEqual(canonical(scoreEvents(game.events, 'final')), canonical(recountFinal(game.state.board, game.state.meeples)), 'final scoring')
  assertOnTable(game.state, p.table)
}

const fixedSeed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

t.test('random games with redraws take the pile in order and score as the recount says', async (t) => {
  fc.assert(fc.property(params, playRedraws), { numRuns: 30, ...fixedSeed })
  t.pass('30 random games with redraws')
})
