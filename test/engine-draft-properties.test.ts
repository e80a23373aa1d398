// Properties of random two-player draft games (seeded shuffles, random legal moves and reserves),
// against independent test code:
// (a) a display never holds more than three tiles, each with a legal placement; every removed
//     tile (discarded at a reveal) has none at that moment;
// (b) the tiles taken are the pile in order, each leftover put back appended at its bottom;
//     every tile of the game is placed, removed, or put back and taken again;
// (c) a turn starts in `reserve` exactly when the last turn left two tiles;
// (d) every turn's scores and the final scores equal the independent flood-fill recount;
// (e) the display shown without the turn (as once the game is finished) is the one shown with it:
//     the count of revealed tiles finds the placed tile as the turn does, also in the game the other
//     seat's resignation ends at that moment, and after an undo; a game played out shows none.
// FC_SEED=<n> replays a seed.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import t from 'tap'
import { apply, choicePlacements, createGame, legalDeployments, scoreEvents, shownDisplay, type TableBounds } from '../src/engine/index.js'
import { CheckedGame, unplaceable } from './support/play.js'
import { canonical, recountFinal } from './support/recount.js'
import { chooser } from './support/mulberry.js'
import { assertOnTable, tableOption, tableOrNone } from './support/table.js'

const params = fc.record({ table: tableOrNone, seed: fc.nat() })

function playDraft(p: { table: TableBounds | null; seed: number }): void {
  const created = createGame({ players: [{ name: 'A' }, { name: 'B' }], options: { draft: true, ...tableOption(p.table) }, seed: `draft-${p.seed}` })
  if (!created.ok) throw new Error(created.error.message)
  const start = created.state
  const pick = chooser(p.seed)
  const expectedPile = [...start.pile]
  const taken: string[] = []
  let left = 0
  const game = new CheckedGame(start, (before, action, events) => {
    if (game.state.turn !== null) {
      assert.deepEqual(shownDisplay({ ...game.state, turn: null }), shownDisplay(game.state), `the display shown after ${action.type}, without the turn`)
      const resigned = apply(game.state, { type: 'resign', seat: 1 - game.state.turn.seat })
      if (!resigned.ok) throw new Error(`resign rejected: ${resigned.error.code}`)
      assert.equal(resigned.state.status, 'finished', 'a resignation ends a two-player game')
      assert.deepEqual(shownDisplay(resigned.state), shownDisplay(game.state), `the display shown once a resignation after ${action.type} ended the game`)
    }
    for (const e of events) {
      if (e.type === 'reserved') expectedPile.push(e.putBack)
      if (e.type !== 'revealed') continue
      assert.ok(e.display.length <= 3, 'at most three tiles on display')
      for (const d of e.discarded) assert.ok(unplaceable(before, e.seat, d), `removed ${d} fits nowhere`)
      taken.push(...e.fromPile)
    }
  })
  while (game.state.status === 'active') {
    const seat = game.state.turn!.seat
    assert.equal(game.state.turn!.phase === 'reserve', left === 2, 'reserve exactly after two leftovers')
    if (game.state.turn!.phase === 'reserve') game.act({ type: 'reserve', seat, tile: game.state.choice!.draft!.leftovers[pick(2)] })
    game.act({ type: 'draw', seat })
    if (game.state.status !== 'active') break
    const display = game.state.choice!.draft!.display
    const placements = choicePlacements(game.state)
    assert.deepEqual([...new Set(placements.map((q) => q.tile))], [...new Set(display)], 'every display tile has a placement')
    const chosen = placements[pick(placements.length)]
    game.act({ type: 'place', seat, ...chosen })
    const deployments = legalDeployments(game.state)
    if (deployments.length > 0 && pick(2) === 0) game.act({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    if (pick(5) === 0) {
      game.act({ type: 'undo', seat })
      game.act({ type: 'place', seat, ...chosen })
    }
    left = display.length - 1
    game.act({ type: 'score', seat })
  }
  assert.deepEqual(taken, expectedPile, 'every tile taken in pile order, put-back ones from the bottom')
  assert.equal(game.state.drawn, game.state.pile.length, 'the pile is empty at the end')
  assert.deepEqual(shownDisplay(game.state), [], 'a game that a score or a reveal ended shows no display')
  assert.deepStrictEqual(canonical(scoreEvents(game.events, 'final')), canonical(recountFinal(game.state.board, game.state.meeples)), 'final scoring')
  assertOnTable(game.state, p.table)
}

const fixedSeed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

t.test('random draft games keep displays small and placeable and score as the recount says', async (t) => {
  fc.assert(fc.property(params, playDraft), { numRuns: 30, ...fixedSeed })
  t.pass('30 random draft games')
})
