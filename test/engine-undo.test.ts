// Undo within one's own turn: the state after `undo` is the state before the turn's placement
// (board, meeples, supplies, pile, turn), property-based over random games; another placement is
// then accepted; refusals leave the state alone.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import t from 'tap'
import { apply, legalDeployments, legalPlacements, replay, type Action, type GameSetup, type GameState } from '../src/engine/index.js'
import { must } from './support/play.js'
import { chooser } from './support/mulberry.js'

const applied = (state: GameState, action: Action): GameState => must(state, action).state

function created(setup: GameSetup): GameState {
  const r = replay(setup, [])
  if (!r.ok) throw new Error(r.error.message)
  return r.state
}

/** A JSON copy: what the state looks like stored, so that comparisons see values only. */
const plain = (state: GameState) => JSON.parse(JSON.stringify(state))

t.test('undo restores the state before the placement, and the turn goes on: random games', async (t) => {
  let undos = 0
  let withMeeple = 0
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 5 }), fc.boolean(), fc.nat(), (players, farmers, seed) => {
      const pick = chooser(seed)
      const setup = { players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), options: { farmers }, seed: `undo-${seed}` }
      const actions: Action[] = []
      let state = created(setup)
      const act = (action: Action) => {
        state = applied(state, action)
        actions.push(action)
      }
      while (state.status === 'active') {
        const seat = state.turn!.seat
        act({ type: 'draw', seat })
        if (state.status !== 'active') break
        // Up to two undos a turn, each with or without a deployment first.
        for (let tries = pick(3); tries >= 0; tries--) {
          const beforePlacement = plain(state)
          const placements = legalPlacements(state)
          act({ type: 'place', seat, ...placements[pick(placements.length)] })
          const deployments = legalDeployments(state)
          const deployed = deployments.length > 0 && pick(2) === 0
          if (deployed) act({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
          if (tries === 0) break
          const placed = state.turn!.placed!
          const r = apply(state, { type: 'undo', seat })
          if (!r.ok) throw new Error(`undo rejected: ${r.error.code}`)
          assert.deepStrictEqual(plain(r.state), beforePlacement, 'the state before the placement')
          const event = r.events[0]
          if (event.type !== 'undone') throw new Error('an undo reports undone')
          assert.deepStrictEqual([event.tile, event.x, event.y, event.rotation, event.at], [state.turn!.tile, placed.x, placed.y, placed.rotation, deployed ? state.meeples.at(-1)!.at : undefined])
          state = r.state
          actions.push({ type: 'undo', seat })
          undos++
          if (deployed) withMeeple++
        }
        act({ type: 'score', seat })
      }
      const again = replay(setup, actions)
      assert.ok(again.ok && JSON.stringify(again.state) === JSON.stringify(state), 'the log with its undos replays to the same final state')
    }),
    { numRuns: 30, ...(process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }) },
  )
  t.ok(undos > 500 && withMeeple > 100, `undos were tried (${undos}, ${withMeeple} with a meeple)`)
})

t.test('undo is refused out of its phases, by another seat, when turned off; refusals change nothing', async (t) => {
  const setup = { players: [{ name: 'A' }, { name: 'B' }], deck: ['E', 'U', 'V'] }
  const start = created(setup)
  t.same(apply(start, { type: 'undo', seat: 0 }), { ok: false, error: { code: 'WRONG_PHASE', message: 'cannot undo in phase draw' } })
  const drawn = applied(start, { type: 'draw', seat: 0 })
  t.same(apply(drawn, { type: 'undo', seat: 0 }), { ok: false, error: { code: 'WRONG_PHASE', message: 'cannot undo in phase place' } })
  const placed = applied(drawn, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 })
  t.same(apply(placed, { type: 'undo', seat: 1 }), { ok: false, error: { code: 'NOT_YOUR_TURN', message: "it is seat 0's turn" } })
  const deployed = applied(placed, { type: 'deploy', seat: 0, at: 'S' })
  t.equal(deployed.players[0].meeples, 6)
  const undone = apply(deployed, { type: 'undo', seat: 0 })
  t.ok(undone.ok)
  if (!undone.ok) return
  t.same(undone.events, [{ type: 'undone', seat: 0, tile: 'E', x: 0, y: -1, rotation: 180, at: 'S' }])
  t.same(undone.state.turn, { seat: 0, phase: 'place', tile: 'E', placed: null })
  t.same([undone.state.board.length, undone.state.meeples, undone.state.players[0].meeples], [1, [], 7])
  // Another placement of the same tile, then the turn ends as usual.
  const elsewhere = applied(undone.state, { type: 'place', seat: 0, x: 0, y: 1, rotation: 90 })
  t.same(elsewhere.board.at(-1), { x: 0, y: 1, tile: 'E', rotation: 90 })
  const scored = applied(elsewhere, { type: 'score', seat: 0 })
  t.same(scored.turn, { seat: 1, phase: 'draw', tile: null, placed: null })
  t.same(apply(scored, { type: 'undo', seat: 0 }), { ok: false, error: { code: 'NOT_YOUR_TURN', message: "it is seat 1's turn" } }, 'after score, the turn is gone')
  t.same(apply(scored, { type: 'undo', seat: 1 }), { ok: false, error: { code: 'WRONG_PHASE', message: 'cannot undo in phase draw' } })

  const tournament = created({ ...setup, options: { undo: false } })
  t.same(tournament.options, { farmers: true, undo: false })
  t.same(created({ ...setup, options: { undo: true } }).options, { farmers: true }, 'undo allowed: the options stay as before')
  const tPlaced = applied(applied(tournament, { type: 'draw', seat: 0 }), { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 })
  const frozen = JSON.stringify(tPlaced)
  t.same(apply(tPlaced, { type: 'undo', seat: 0 }), { ok: false, error: { code: 'NO_UNDO', message: 'undo is turned off in this game (option undo: false)' } })
  t.equal(JSON.stringify(tPlaced), frozen, 'a refused undo leaves the state as it was')
})
