// Snapshot shapes (src/engine/snapshot-shape.ts) and the audit's snapshot check of a snapshot
// stored before a state field existed: compared with the replay without the fields it lacks,
// every field it has in full; a shape no version wrote is compared with the whole replay.
import t from 'tap'
import { ADDED_FIELDS, CURRENT_SHAPE, restrictToShape, snapshotShape, type AddedField, type GameState } from '../src/engine/index.js'
import { checkSnapshot } from '../src/audit/outcome.js'
import type { GameExport } from '../src/audit/document.js'
import { passed } from '../src/audit/report.js'
import { newGame, turn } from './support/play.js'

/** Seat 0 closes the start tile's city with its first tile: score 4, citiesCompleted 1. */
const state: GameState = turn(newGame(['E', 'E']), { x: 0, y: -1, r: 180, at: 'S' }, 'E').state
const LAST_SEQ = 4
const doc = { log: [{ seq: LAST_SEQ }] } as unknown as GameExport
const replayed = { check: passed('replay'), state }

/** A JSON copy of the state as stored, changed by `edit`. */
function stored(edit: (copy: any) => void = () => {}): any {
  const copy = JSON.parse(JSON.stringify(state))
  edit(copy)
  return copy
}

const withoutCities = (copy: any) => copy.players.forEach((p: any) => delete p.citiesCompleted)

t.test('the shape of a snapshot', async (t) => {
  t.same(state.players.map((p) => [p.score, p.citiesCompleted]), [[4, 1], [0, 0]])
  t.equal(CURRENT_SHAPE, 1)
  t.equal(snapshotShape(stored()), CURRENT_SHAPE, 'the state the engine writes')
  t.equal(snapshotShape(stored(withoutCities)), 0, 'stored before citiesCompleted')
  t.equal(snapshotShape(stored((c) => delete c.players[1].citiesCompleted)), null, 'citiesCompleted in some players only')
  for (const value of [null, [], 'state', { players: null }, { players: [1, 2] }]) t.equal(snapshotShape(value), null, `not a state: ${JSON.stringify(value)}`)

  // Two fields added in turn (here two that exist, to stand for them): shapes 0, 1 and 2.
  const added: AddedField[] = [{ in: 'player', key: 'timeouts' }, { in: 'state', key: 'winners' }]
  t.equal(snapshotShape(stored(), added), 2)
  t.equal(snapshotShape(stored((c) => delete c.winners), added), 1)
  t.equal(snapshotShape(stored((c) => (delete c.winners, c.players.forEach((p: any) => delete p.timeouts))), added), 0)
  t.equal(snapshotShape(stored((c) => c.players.forEach((p: any) => delete p.timeouts)), added), null, 'a later field without an earlier one')
  t.same(restrictToShape(state, 0, added), stored((c) => (delete c.winners, c.players.forEach((p: any) => delete p.timeouts))))
})

t.test('every field added since the first stored shape is listed', async (t) => {
  // The keys of shape 0, as the first stored games have them: a field added to every state or
  // player and not to ADDED_FIELDS fails here (its old games would not be recognised as old).
  const firstState = ['board', 'discarded', 'drawn', 'meeples', 'options', 'pile', 'players', 'status', 'turn', 'winners']
  const firstPlayer = ['color', 'meeples', 'name', 'resigned', 'score', 'seat', 'timeouts']
  const addedIn = (where: AddedField['in']) => ADDED_FIELDS.filter((f) => f.in === where).map((f) => f.key)
  t.same(Object.keys(state).sort(), [...firstState, ...addedIn('state')].sort())
  for (const player of state.players) t.same(Object.keys(player).sort(), [...firstPlayer, ...addedIn('player')].sort())
})

t.test('the replay restricted to a shape', async (t) => {
  t.equal(restrictToShape(state, CURRENT_SHAPE), state, 'the current shape: the state itself')
  t.same(restrictToShape(state, 0), stored(withoutCities))
  t.equal(state.players[0].citiesCompleted, 1, 'the state is not changed')
})

t.test('the snapshot check', async (t) => {
  const check = (snapshot: unknown) => checkSnapshot(doc, snapshot, replayed)
  const differs = (at: string) => ({ name: 'snapshot', ok: false, seq: LAST_SEQ, reason: `the stored state differs from the replay at ${at}` })
  t.same(check(stored()), { name: 'snapshot', ok: true }, 'a current snapshot equal to the replay')
  t.same(check(stored(withoutCities)), { name: 'snapshot', ok: true }, 'an earlier shape equal to the replay in its fields')
  t.same(check(stored((c) => (withoutCities(c), (c.players[0].score = 5)))), differs('players[0].score: stored 5, replayed 4'), 'a wrong score in an earlier shape')
  t.same(check(stored((c) => (withoutCities(c), (c.players[1].meeples = 3)))), differs('players[1].meeples: stored 3, replayed 7'))
  t.same(check(stored((c) => (withoutCities(c), (c.drawn = 0)))), differs('drawn: stored 0, replayed 1'))
  t.same(check(stored((c) => delete c.players[0].citiesCompleted)), differs('players[0].citiesCompleted: stored nothing, replayed 1'), 'no shape: compared in full')
  t.same(check(stored((c) => (c.players[0].citiesCompleted = 0))), differs('players[0].citiesCompleted: stored 0, replayed 1'), 'a current snapshot in full')
})
