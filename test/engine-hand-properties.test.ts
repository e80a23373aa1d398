// Properties of random games with hands (seeded shuffles, random legal moves, 2-5 players, hand
// sizes 2-5, visible or private, with or without a limited table), against independent test code:
// (a) no hand ever holds more than its size; after a draw every held tile has a legal placement,
//     and every removed one had none at that moment;
// (b) the deal and the refills take the pile in order: every tile is dealt or drawn exactly once;
// (c) the turn only goes to seats holding tiles, and the game ends with the pile and every hand empty;
// (d) every turn's scores and the final scores equal the independent flood-fill recount.
// FC_SEED=<n> replays a seed.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import t from 'tap'
import { choicePlacements, createGame, legalDeployments, scoreEvents, type TableBounds } from '../src/engine/index.js'
import { CheckedGame, unplaceable } from './support/play.js'
import { canonical, recountFinal } from './support/recount.js'
import { chooser } from './support/mulberry.js'
import { assertOnTable, tableOption, tableOrNone } from './support/table.js'

const params = fc.record({ players: fc.integer({ min: 2, max: 5 }), size: fc.integer({ min: 2, max: 5 }), visible: fc.boolean(), table: tableOrNone, seed: fc.nat() })

function playHands(p: { players: number; size: number; visible: boolean; table: TableBounds | null; seed: number }): void {
  const players = Array.from({ length: p.players }, (_, i) => ({ name: `P${i}` }))
  const created = createGame({ players, options: { hand: { size: p.size, visible: p.visible }, ...tableOption(p.table) }, seed: `hand-${p.seed}` })
  if (!created.ok) throw new Error(created.error.message)
  const start = created.state
  const pick = chooser(p.seed)
  const taken: string[] = start.choice!.hands!.flat()
  assert.deepEqual(taken, start.pile.slice(0, p.players * p.size), 'the deal: seat 0 first, from the top')
  const game = new CheckedGame(start, (before, action, events) => {
    for (const e of events) {
      if (e.type !== 'refilled') continue
      for (const d of e.discarded) assert.ok(unplaceable(before, e.seat, d), `removed ${d} fits nowhere`)
      taken.push(...e.fromPile)
    }
    for (const hand of game.state.choice!.hands!) assert.ok(hand.length <= p.size, 'a hand never exceeds its size')
  })
  while (game.state.status === 'active') {
    const seat = game.state.turn!.seat
    assert.ok(game.state.choice!.hands![seat].length > 0, 'the turn goes to a seat holding tiles')
    game.act({ type: 'draw', seat })
    if (game.state.status !== 'active' || game.state.turn!.seat !== seat || game.state.turn!.phase !== 'place') continue
    const placements = choicePlacements(game.state)
    assert.deepEqual([...new Set(placements.map((q) => q.tile))], [...new Set(game.state.choice!.hands![seat])], 'every held tile has a placement')
    game.act({ type: 'place', seat, ...placements[pick(placements.length)] })
    const deployments = legalDeployments(game.state)
    if (deployments.length > 0 && pick(2) === 0) game.act({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    game.act({ type: 'score', seat })
  }
  assert.deepEqual(taken, [...game.state.pile], 'every tile dealt or drawn once, in pile order')
  assert.ok(game.state.choice!.hands!.every((h) => h.length === 0), 'every hand is empty at the end')
  assertOnTable(game.state, p.table)
  assert.deepStrictEqual(canonical(scoreEvents(game.events, 'final')), canonical(recountFinal(game.state.board, game.state.meeples)), 'final scoring')
}

const fixedSeed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

t.test('random games with hands keep hands small and placeable and score as the recount says', async (t) => {
  fc.assert(fc.property(params, playHands), { numRuns: 30, ...fixedSeed })
  t.pass('30 random games with hands')
})
