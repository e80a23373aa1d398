// One test per rule of rules.md: placement, the error codes of api.md (a rejected action leaves
// the state as it was), draw and removal of unplaceable tiles, completion and scoring of roads,
// cities, monasteries and fields, control, deploy-before-score, final scoring, winners, setup.
// Geometry reminder: the start tile D at (0, 0) has its city to the north, its road west-east and
// its field to the south; y grows to the south; rotations are clockwise.
import t, { type Test } from 'tap'
import {
  apply,
  baseInventory,
  createGame,
  legalDeployments,
  legalPlacements,
  scoreEvents,
  shuffle,
  type Action,
  type GameState,
} from '../src/engine/index.js'
import { brief, drawAndPlace, must, newGame, play, rotationsAt, scores, snapshot, supply, turn } from './support/play.js'
import { fiftyEightToFortyEight, supplyExhausted, threeCitiesToMerge } from './support/positions.js'

/** Asserts that `action` is rejected with `code` and leaves `state` deep-equal to its JSON copy. */
function rejects(t: Test, state: GameState, action: Action, code: string, what?: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  t.equal(result.ok, false, `${what ?? action.type} is rejected`)
  if (!result.ok) {
    t.equal(result.error.code, code, `${what ?? action.type}: ${code}`)
    t.type(result.error.message, 'string')
  }
  t.strictSame(state, before, `${what ?? action.type}: the state is unchanged`)
}

t.test('placement', async (t) => {
  t.test('legal placements of a city cap next to the start tile', async (t) => {
    const s = must(newGame(['E']), { type: 'draw', seat: 0 }).state
    // North: the cap must face the city (rotation 180). South: any rotation whose north edge is field.
    // East and west need a road: none.
    t.same(legalPlacements(s), [
      { x: 0, y: -1, rotation: 180 },
      { x: 0, y: 1, rotation: 90 },
      { x: 0, y: 1, rotation: 180 },
      { x: 0, y: 1, rotation: 270 },
    ])
  })

  t.test('a tile must share an edge: a corner is not enough', async (t) => {
    const s = must(newGame(['E']), { type: 'draw', seat: 0 }).state
    for (const [x, y] of [[1, -1], [-1, -1], [1, 1], [-1, 1], [0, -2], [2, 0], [7, 7]]) {
      for (const rotation of [0, 90, 180, 270] as const) rejects(t, s, { type: 'place', seat: 0, x, y, rotation }, 'ILLEGAL_PLACEMENT', `(${x},${y})@${rotation}`)
    }
  })

  t.test('a tile may not cover a tile', async (t) => {
    const s = must(newGame(['E', 'E']), { type: 'draw', seat: 0 }).state
    for (const rotation of [0, 90, 180, 270] as const) rejects(t, s, { type: 'place', seat: 0, x: 0, y: 0, rotation }, 'ILLEGAL_PLACEMENT')
    const after = must(s, { type: 'place', seat: 0, x: 0, y: 1, rotation: 180 }).state
    t.equal(after.board.length, 2)
    const next = must(must(after, { type: 'score', seat: 0 }).state, { type: 'draw', seat: 1 }).state
    rejects(t, next, { type: 'place', seat: 1, x: 0, y: 1, rotation: 180 }, 'ILLEGAL_PLACEMENT', 'onto the tile just placed')
  })

  t.test('every touching edge must match in terrain', async (t) => {
    const s = must(newGame(['E', 'U']), { type: 'draw', seat: 0 }).state
    rejects(t, s, { type: 'place', seat: 0, x: 0, y: -1, rotation: 0 }, 'ILLEGAL_PLACEMENT', 'field against city')
    rejects(t, s, { type: 'place', seat: 0, x: 0, y: 1, rotation: 0 }, 'ILLEGAL_PLACEMENT', 'city against field')
    rejects(t, s, { type: 'place', seat: 0, x: 1, y: 0, rotation: 90 }, 'ILLEGAL_PLACEMENT', 'city/field against road')
    const s2 = must(must(s, { type: 'place', seat: 0, x: 0, y: 1, rotation: 90 }).state, { type: 'score', seat: 0 }).state
    const u = must(s2, { type: 'draw', seat: 1 }).state
    // U (road N-S): east of the start tile only rotated so that its road runs west-east.
    t.same(rotationsAt(u, 1, 0), [90, 270])
    rejects(t, u, { type: 'place', seat: 1, x: 1, y: 0, rotation: 0 }, 'ILLEGAL_PLACEMENT', 'field against road')
  })

  t.test('a gap touching two neighbours must match both', async (t) => {
    // E (0,-1) r180 closes the start city: its east edge is field. U (1,0) r90: its north edge is
    // field. The gap (1,-1) needs field to the west and to the south: the cap's city may face
    // north or east only; facing south or west matches one neighbour and is still illegal.
    const { state } = play(newGame(['E', 'U', 'E']), [
      { x: 0, y: -1, r: 180 },
      { x: 1, y: 0, r: 90 },
    ])
    const s = must(state, { type: 'draw', seat: 0 }).state
    t.same(rotationsAt(s, 1, -1), [0, 90])
    rejects(t, s, { type: 'place', seat: 0, x: 1, y: -1, rotation: 180 }, 'ILLEGAL_PLACEMENT', 'matches the west neighbour only')
    rejects(t, s, { type: 'place', seat: 0, x: 1, y: -1, rotation: 270 }, 'ILLEGAL_PLACEMENT', 'matches the south neighbour only')
    t.equal(must(s, { type: 'place', seat: 0, x: 1, y: -1, rotation: 90 }).state.board.length, 4)
  })

  t.test('a rotation other than 0, 90, 180, 270 is an illegal placement', async (t) => {
    const s = must(newGame(['E']), { type: 'draw', seat: 0 }).state
    for (const rotation of [45, 135, 200, 360, -90, 0.5]) {
      rejects(t, s, { type: 'place', seat: 0, x: 0, y: 1, rotation } as unknown as Action, 'ILLEGAL_PLACEMENT', `rotation ${rotation}`)
    }
    rejects(t, s, { type: 'place', seat: 0, x: 0.5, y: 1, rotation: 90 }, 'ILLEGAL_PLACEMENT', 'a fractional position')
  })

  t.test('far positions that alias a frontier cell in the board index are illegal', async (t) => {
    // The engine indexes cells modulo 128: (128, -1), (0, 127) and (-128, -1) share (0, -1)'s slot.
    const s = must(newGame(['E']), { type: 'draw', seat: 0 }).state
    for (const [x, y] of [[128, -1], [0, 127], [-128, -1], [128, 127], [256, -1]]) {
      rejects(t, s, { type: 'place', seat: 0, x, y, rotation: 180 }, 'ILLEGAL_PLACEMENT', `(${x},${y})`)
    }
    t.ok(must(s, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }).state)
  })
})

t.test('turn phases and error codes', async (t) => {
  t.test('NOT_YOUR_TURN', async (t) => {
    const s = newGame(['E', 'E'])
    rejects(t, s, { type: 'draw', seat: 1 }, 'NOT_YOUR_TURN')
    rejects(t, s, { type: 'draw', seat: 2 }, 'NOT_YOUR_TURN')
    const drawn = must(s, { type: 'draw', seat: 0 }).state
    rejects(t, drawn, { type: 'place', seat: 1, x: 0, y: -1, rotation: 180 }, 'NOT_YOUR_TURN')
    const placed = must(drawn, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }).state
    rejects(t, placed, { type: 'deploy', seat: 1, at: 'S' }, 'NOT_YOUR_TURN')
    rejects(t, placed, { type: 'score', seat: 1 }, 'NOT_YOUR_TURN')
  })

  t.test('WRONG_PHASE in each phase', async (t) => {
    const s = newGame(['E', 'E'])
    t.same(s.turn, { seat: 0, phase: 'draw', tile: null, placed: null })
    rejects(t, s, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }, 'WRONG_PHASE', 'place in draw')
    rejects(t, s, { type: 'deploy', seat: 0, at: 'S' }, 'WRONG_PHASE', 'deploy in draw')
    rejects(t, s, { type: 'score', seat: 0 }, 'WRONG_PHASE', 'score in draw')
    const drawn = must(s, { type: 'draw', seat: 0 }).state
    t.same(drawn.turn, { seat: 0, phase: 'place', tile: 'E', placed: null })
    rejects(t, drawn, { type: 'draw', seat: 0 }, 'WRONG_PHASE', 'draw in place')
    rejects(t, drawn, { type: 'deploy', seat: 0, at: 'S' }, 'WRONG_PHASE', 'deploy in place')
    rejects(t, drawn, { type: 'score', seat: 0 }, 'WRONG_PHASE', 'score in place')
    const placed = must(drawn, { type: 'place', seat: 0, x: 0, y: 1, rotation: 180 }).state
    t.same(placed.turn, { seat: 0, phase: 'deploy', tile: 'E', placed: { x: 0, y: 1, rotation: 180 } })
    rejects(t, placed, { type: 'draw', seat: 0 }, 'WRONG_PHASE', 'draw in deploy')
    rejects(t, placed, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }, 'WRONG_PHASE', 'place in deploy')
    const deployed = must(placed, { type: 'deploy', seat: 0, at: 'S' }).state
    t.same(deployed.turn, { seat: 0, phase: 'score', tile: 'E', placed: { x: 0, y: 1, rotation: 180 } })
    rejects(t, deployed, { type: 'deploy', seat: 0, at: 'NNW' }, 'WRONG_PHASE', 'a second deploy')
    rejects(t, deployed, { type: 'draw', seat: 0 }, 'WRONG_PHASE', 'draw in score')
    rejects(t, deployed, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }, 'WRONG_PHASE', 'place in score')
    const scored = must(deployed, { type: 'score', seat: 0 }).state
    t.same(scored.turn, { seat: 1, phase: 'draw', tile: null, placed: null })
  })

  t.test('GAME_FINISHED for every action on a finished game', async (t) => {
    const end = turn(newGame(['E']), { x: 0, y: -1, r: 180 })
    t.equal(end.state.status, 'finished')
    t.equal(end.state.turn, null)
    for (const seat of [0, 1]) {
      rejects(t, end.state, { type: 'draw', seat }, 'GAME_FINISHED')
      rejects(t, end.state, { type: 'place', seat, x: 1, y: 0, rotation: 0 }, 'GAME_FINISHED')
      rejects(t, end.state, { type: 'deploy', seat, at: 'N' }, 'GAME_FINISHED')
      rejects(t, end.state, { type: 'score', seat }, 'GAME_FINISHED')
    }
  })

  t.test('NO_SUCH_SEGMENT: ports that name no segment of the placed tile', async (t) => {
    // E (0,-1) r180: its city faces south; E (0,-2) r0: its city faces north.
    const first = drawAndPlace(newGame(['E', 'E']), { x: 0, y: -1, r: 180 })
    for (const at of ['SSW', 'SSE', 'N', 'E', 'W', 'C', 'bogus', '', 'constructor', '__proto__']) {
      rejects(t, first, { type: 'deploy', seat: 0, at } as unknown as Action, 'NO_SUCH_SEGMENT', `at ${JSON.stringify(at)}`)
    }
    t.same(legalDeployments(first), [{ at: 'S', feature: 'city' }, { at: 'WSW', feature: 'field' }])
    const second = drawAndPlace(must(first, { type: 'score', seat: 0 }).state, { x: 0, y: -2, r: 0 })
    rejects(t, second, { type: 'deploy', seat: 1, at: 'NNW' }, 'NO_SUCH_SEGMENT', "NNW on E's city edge")
    rejects(t, second, { type: 'deploy', seat: 1, at: 'NNE' }, 'NO_SUCH_SEGMENT', "NNE on E's city edge")
    const deployed = must(second, { type: 'deploy', seat: 1, at: 'SSW' })
    t.same(deployed.events, [{ type: 'deployed', seat: 1, x: 0, y: -2, at: 'SSW', feature: 'field' }])
  })

  t.test('NO_SUCH_SEGMENT: a field while farmers are off', async (t) => {
    const s = drawAndPlace(newGame(['E'], { farmers: false }), { x: 0, y: 1, r: 180 })
    t.same(legalDeployments(s), [{ at: 'S', feature: 'city' }], 'no field offered')
    rejects(t, s, { type: 'deploy', seat: 0, at: 'NNW' }, 'NO_SUCH_SEGMENT', 'field')
    rejects(t, s, { type: 'deploy', seat: 0, at: 'ENE' }, 'NO_SUCH_SEGMENT', 'field')
    t.equal(must(s, { type: 'deploy', seat: 0, at: 'S' }).state.meeples.length, 1, 'the city still takes a knight')
  })

  t.test('FEATURE_OCCUPIED: by an opponent, and by an own meeple far along the feature', async (t) => {
    // U tiles extend the start road: (1,0) with red's highwayman, then (2,0), then (-1,0).
    const r1 = turn(newGame(['U', 'U', 'U', 'U']), { x: 1, y: 0, r: 90, at: 'E' })
    const blue = drawAndPlace(r1.state, { x: 2, y: 0, r: 90 })
    rejects(t, blue, { type: 'deploy', seat: 1, at: 'W' }, 'FEATURE_OCCUPIED', "onto red's road")
    rejects(t, blue, { type: 'deploy', seat: 1, at: 'E' }, 'FEATURE_OCCUPIED', "onto red's road by the other port")
    t.same(legalDeployments(blue), [{ at: 'ESE', feature: 'field' }, { at: 'WNW', feature: 'field' }])
    const r2 = must(blue, { type: 'score', seat: 1 }).state
    const red = drawAndPlace(r2, { x: -1, y: 0, r: 90 })
    rejects(t, red, { type: 'deploy', seat: 0, at: 'E' }, 'FEATURE_OCCUPIED', 'own highwayman two tiles away')
    rejects(t, red, { type: 'deploy', seat: 0, at: 'W' }, 'FEATURE_OCCUPIED', 'own highwayman two tiles away, far port')
    const farmer = must(red, { type: 'deploy', seat: 0, at: 'NNE' })
    t.same(farmer.events, [{ type: 'deployed', seat: 0, x: -1, y: 0, at: 'NNE', feature: 'field' }], 'a separate feature of the same tile is free')
    const r3 = must(farmer.state, { type: 'score', seat: 0 }).state
    const blue2 = drawAndPlace(r3, { x: 3, y: 0, r: 90 })
    rejects(t, blue2, { type: 'deploy', seat: 1, at: 'NNW' }, 'FEATURE_OCCUPIED', "the north field holds red's farmer four tiles away")
    t.same(legalDeployments(blue2), [{ at: 'ESE', feature: 'field' }])
  })

  t.test('NO_MEEPLES with an empty supply', async (t) => {
    const { state } = supplyExhausted()
    t.same(supply(state), [0, 7])
    t.equal(state.meeples.filter((m) => m.seat === 0).length, 7)
    const placed = drawAndPlace(state, { x: 1, y: -2, r: 180 })
    t.same(legalDeployments(placed), [], 'nothing to deploy without a meeple')
    rejects(t, placed, { type: 'deploy', seat: 0, at: 'S' }, 'NO_MEEPLES', 'on the city')
    rejects(t, placed, { type: 'deploy', seat: 0, at: 'NNW' }, 'NO_MEEPLES', 'on the field')
  })
})

t.test('draw', async (t) => {
  t.test('reveals the next tile of a stacked pile', async (t) => {
    const r = must(newGame(['V', 'E']), { type: 'draw', seat: 0 })
    t.same(r.events, [{ type: 'drawn', seat: 0, tile: 'V', discarded: [] }])
    t.equal(r.state.drawn, 1)
    t.same(r.state.discarded, [])
  })

  t.test('removes tiles that fit nowhere, reports them and draws on', async (t) => {
    // E (0,-1) r180 closes the start city; no city edge is left open, so the four-sided city C
    // (all edges city) fits nowhere, in no rotation.
    const s = turn(newGame(['E', 'C', 'E']), { x: 0, y: -1, r: 180 }).state
    const r = must(s, { type: 'draw', seat: 1 })
    t.same(r.events, [{ type: 'drawn', seat: 1, tile: 'E', discarded: ['C'] }])
    t.same(r.state.discarded, ['C'])
    t.equal(r.state.drawn, 3)
    t.same(r.state.turn, { seat: 1, phase: 'place', tile: 'E', placed: null })
  })

  t.test('the game ends when removals exhaust the pile, with final scoring', async (t) => {
    // Red's farmer on the cap's field, which touches the completed 2-tile city; the pile holds only C.
    const r1 = turn(newGame(['E', 'C']), { x: 0, y: -1, r: 180, at: 'NNW' })
    t.equal(r1.state.status, 'active')
    t.same(r1.scored.map(brief), [{ feature: 'city', points: 4, seats: [], tiles: 2, shields: 0, complete: true, meeples: [] }])
    const r = must(r1.state, { type: 'draw', seat: 1 })
    t.same(r.events[0], { type: 'drawn', seat: 1, tile: null, discarded: ['C'] })
    t.same(scoreEvents(r.events, 'final'), [
      { feature: 'field', points: 3, seats: [0], tiles: 1, shields: 0, cities: 1, complete: false, meeples: [{ seat: 0, count: 1 }], positions: [{ x: 0, y: -1 }] },
    ])
    t.same(r.events[r.events.length - 1], { type: 'ended', winners: [0], scores: [3, 0] })
    t.equal(r.state.status, 'finished')
    t.equal(r.state.turn, null)
    t.same(r.state.winners, [0])
    t.same(r.state.discarded, ['C'])
    t.equal(r.state.meeples.length, 1, 'meeples scored at the end stay on the board')
    t.same(supply(r.state), [6, 7])
  })

  t.test('an empty stacked pile ends the game at the first draw', async (t) => {
    const r = must(newGame([]), { type: 'draw', seat: 0 })
    t.same(r.events, [
      { type: 'drawn', seat: 0, tile: null, discarded: [] },
      { type: 'ended', winners: [0, 1], scores: [0, 0] },
    ])
    t.equal(r.state.status, 'finished')
  })
})

t.test('roads', async (t) => {
  t.test('a road ending at a city and at a junction is complete: 1 per tile', async (t) => {
    // T (1,0) r90: three-sided city, its road ends there pointing west. L (-1,0) r0: junction.
    const r1 = turn(newGame(['T', 'L']), { x: 1, y: 0, r: 90, at: 'W' })
    t.same(r1.scored, [])
    t.same(supply(r1.state), [6, 7])
    const r2 = turn(r1.state, { x: -1, y: 0, r: 0 })
    t.same(r2.scored, [
      {
        feature: 'road', points: 3, seats: [0], tiles: 3, shields: 0, complete: true,
        meeples: [{ seat: 0, count: 1 }], positions: [{ x: -1, y: 0 }, { x: 0, y: 0 }, { x: 1, y: 0 }],
      },
    ])
    t.same(scores(r2.state), [3, 0])
    t.same(supply(r2.state), [7, 7])
    t.same(r2.state.meeples, [])
  })

  t.test('a road ending at two monasteries is complete', async (t) => {
    // A (1,0) r90 and A (-1,0) r270: road-ending monasteries on both ends of the start road.
    const r1 = turn(newGame(['A', 'A', 'U']), { x: 1, y: 0, r: 90, at: 'W' })
    const r2 = turn(r1.state, { x: -1, y: 0, r: 270, at: 'C' })
    t.same(r2.scored.map(brief), [{ feature: 'road', points: 3, seats: [0], tiles: 3, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(r2.state), [3, 0])
    t.same(supply(r2.state), [7, 6], "blue's monk stays")
  })

  t.test('a closed loop is complete', async (t) => {
    // Four curves V south of the start tile: (0,1) r270, (1,1) r0, (1,2) r90, (0,2) r180.
    const { turns, state } = play(newGame(['V', 'V', 'V', 'V']), [
      { x: 0, y: 1, r: 270, at: 'E' },
      { x: 1, y: 1, r: 0 },
      { x: 1, y: 2, r: 90 },
      { x: 0, y: 2, r: 180 },
    ])
    t.same(turns.slice(0, 3).map((x) => x.scored), [[], [], []])
    t.same(turns[3].scored.map(brief), [{ feature: 'road', points: 4, seats: [0], tiles: 4, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(state), [4, 0])
    t.same(supply(state), [7, 7])
  })

  t.test('the arms of a junction are separate roads', async (t) => {
    // W (1,0) r0: junction with arms east, south, west; its west arm continues the start road.
    const r1 = turn(newGame(['W', 'U', 'U', 'L']), { x: 1, y: 0, r: 0, at: 'E' })
    t.equal(r1.state.meeples[0].at, 'E')
    const blue = drawAndPlace(r1.state, { x: 2, y: 0, r: 90 })
    rejects(t, blue, { type: 'deploy', seat: 1, at: 'W' }, 'FEATURE_OCCUPIED', 'the occupied east arm')
    const r2 = must(must(blue, { type: 'score', seat: 1 }).state, { type: 'draw', seat: 0 }).state
    const red = must(r2, { type: 'place', seat: 0, x: 1, y: 1, rotation: 0 }).state
    t.same(legalDeployments(red), [
      { at: 'N', feature: 'road' },
      { at: 'NNE', feature: 'field' },
      { at: 'SSW', feature: 'field' },
    ], 'the south arm is free although red holds the east arm')
    const r3 = must(must(red, { type: 'deploy', seat: 0, at: 'N' }).state, { type: 'score', seat: 0 }).state
    // L (-1,0) r0 closes the start road between two junctions: the west arm of W, D, the east arm of L.
    const r4 = turn(r3, { x: -1, y: 0, r: 0 })
    t.same(r4.scored.map(brief), [{ feature: 'road', points: 3, seats: [], tiles: 3, shields: 0, complete: true, meeples: [] }])
    t.equal(r4.state.status, 'finished')
    // Final: red's east arm (W + U = 2 tiles, open) and south arm (W + U = 2 tiles, open) score apart.
    t.same(r4.final.map(brief), [
      { feature: 'road', points: 2, seats: [0], tiles: 2, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }] },
      { feature: 'road', points: 2, seats: [0], tiles: 2, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }] },
    ])
    t.same(scores(r4.state), [4, 0])
  })

  t.test('a road through one tile twice counts the tile once', async (t) => {
    // From the east arm of junction W (1,0) round V (2,0) r0, V (2,1) r90, V (1,1) r180 back into
    // its south arm: both ends at the same junction, 4 distinct tiles, 5 segments.
    const { turns, state } = play(newGame(['W', 'V', 'V', 'V']), [
      { x: 1, y: 0, r: 0, at: 'E' },
      { x: 2, y: 0, r: 0 },
      { x: 2, y: 1, r: 90 },
      { x: 1, y: 1, r: 180 },
    ])
    t.same(turns[3].scored, [
      {
        feature: 'road', points: 4, seats: [0], tiles: 4, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }],
        positions: [{ x: 1, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 1 }],
      },
    ])
    t.same(scores(state), [4, 0])
  })
})

t.test('cities', async (t) => {
  t.test('a closed city scores 2 per tile', async (t) => {
    const r = turn(newGame(['E', 'E']), { x: 0, y: -1, r: 180, at: 'S' })
    t.same(r.scored, [
      {
        feature: 'city', points: 4, seats: [0], tiles: 2, shields: 0, complete: true,
        meeples: [{ seat: 0, count: 1 }], positions: [{ x: 0, y: -1 }, { x: 0, y: 0 }],
      },
    ])
    t.same(scores(r.state), [4, 0])
    t.same(supply(r.state), [7, 7])
  })

  t.test('a shield adds 2 to a completed city', async (t) => {
    // F (0,-1) r90: city north-south with a shield; E (0,-2) r180 closes it.
    const { turns, state } = play(newGame(['F', 'E']), [
      { x: 0, y: -1, r: 90, at: 'N' },
      { x: 0, y: -2, r: 180 },
    ])
    t.same(turns[0].scored, [])
    t.same(turns[1].scored.map(brief), [{ feature: 'city', points: 8, seats: [0], tiles: 3, shields: 1, complete: true, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(state), [8, 0])
  })

  t.test('a city through one tile twice counts the tile once', async (t) => {
    // The two cities of I (0,2) r0 (north, east) are joined around by three corners N:
    // (0,1) r180 (south+east), (1,1) r270 (west+south), (1,2) r0 (north+west): 4 tiles, 5 segments.
    // Blue's farmer on I's field touches that one city with both of I's city segments: 3, not 6.
    const { turns, state } = play(newGame(['N', 'N', 'N', 'I']), [
      { x: 0, y: 1, r: 180, at: 'S' },
      { x: 1, y: 1, r: 270 },
      { x: 1, y: 2, r: 0 },
      { x: 0, y: 2, r: 0, at: 'SSW' },
    ])
    t.same(turns[3].scored, [
      {
        feature: 'city', points: 8, seats: [0], tiles: 4, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }],
        positions: [{ x: 0, y: 1 }, { x: 1, y: 1 }, { x: 0, y: 2 }, { x: 1, y: 2 }],
      },
    ])
    t.same(turns[3].final.map(brief), [{ feature: 'field', points: 3, seats: [1], tiles: 1, shields: 0, complete: false, meeples: [{ seat: 1, count: 1 }] }])
    t.equal(turns[3].final[0].cities, 1)
    t.same(scores(state), [8, 3])
  })

  t.test('two cities of one tile stay apart until other tiles join them', async (t) => {
    // H (0,-1) r0 would need its south city against the start city: H's north city stays separate.
    const s = drawAndPlace(newGame(['H', 'E']), { x: 0, y: -1, r: 0 })
    const r = must(must(s, { type: 'deploy', seat: 0, at: 'N' }).state, { type: 'score', seat: 0 })
    t.same(scoreEvents(r.events, 'turn').map(brief), [{ feature: 'city', points: 4, seats: [], tiles: 2, shields: 0, complete: true, meeples: [] }], "H's south city closes the start city; the knight's north city is open")
    t.same(supply(r.state), [6, 7])
  })
})

t.test('monasteries', async (t) => {
  t.test('a surrounded monastery scores 9', async (t) => {
    const { turns, state } = play(newGame(['B', 'U', 'U', 'B', 'B', 'B', 'E', 'E']), [
      { x: 0, y: 1, r: 0, at: 'C' },
      { x: 1, y: 0, r: 90 },
      { x: -1, y: 0, r: 90 },
      { x: -1, y: 1, r: 0 },
      { x: 1, y: 1, r: 0 },
      { x: 0, y: 2, r: 0 },
      { x: -1, y: 2, r: 270 },
      { x: 1, y: 2, r: 90 },
    ])
    t.same(turns.slice(0, 7).flatMap((x) => x.scored), [])
    t.same(turns[7].scored, [
      {
        feature: 'monastery', points: 9, seats: [0], tiles: 9, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }],
        positions: [
          { x: -1, y: 0 }, { x: 0, y: 0 }, { x: 1, y: 0 },
          { x: -1, y: 1 }, { x: 0, y: 1 }, { x: 1, y: 1 },
          { x: -1, y: 2 }, { x: 0, y: 2 }, { x: 1, y: 2 },
        ],
      },
    ])
    t.same(scores(state), [9, 0])
    t.same(supply(state), [7, 7])
  })

  t.test('an unfinished monastery scores 1 + its neighbours at the end', async (t) => {
    const { turns, state } = play(newGame(['B', 'U', 'U']), [
      { x: 0, y: 1, r: 0, at: 'C' },
      { x: 1, y: 0, r: 90 },
      { x: -1, y: 0, r: 90 },
    ])
    t.same(turns[2].final.map(brief), [{ feature: 'monastery', points: 4, seats: [0], tiles: 4, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(state), [4, 0])
  })
})

t.test('control', async (t) => {
  t.test('tied leaders each score the full value', async (t) => {
    const { state } = threeCitiesToMerge()
    const placed = drawAndPlace(state, { x: 0, y: -1, r: 180 })
    rejects(t, placed, { type: 'deploy', seat: 0, at: 'S' }, 'FEATURE_OCCUPIED', 'the merged city')
    const r = must(placed, { type: 'score', seat: 0 })
    t.same(scoreEvents(r.events, 'turn').map(brief), [
      { feature: 'city', points: 8, seats: [0, 1], tiles: 4, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }, { seat: 1, count: 1 }] },
    ])
    t.same(scores(r.state), [8, 8])
    t.same(supply(r.state), [7, 7])
  })

  // The majority taking all (2 against 1) is lesson 7 in engine-lessons.test.ts.

  t.test('three players: the tie of two leaders excludes the third', async (t) => {
    // As threeCitiesToMerge; green (seat 2) holds a knight on another city, E (0,1) r180, and
    // places the merging R itself.
    const { state } = play(newGame(['U', 'U', 'E', 'E', 'E', 'R'], { players: 3 }), [
      { x: 1, y: 0, r: 90 },
      { x: -1, y: 0, r: 90 },
      { x: 0, y: 1, r: 180, at: 'S' },
      { x: 1, y: -1, r: 270, at: 'W' },
      { x: -1, y: -1, r: 90, at: 'E' },
    ])
    t.equal(state.turn!.seat, 2)
    const r = turn(state, { x: 0, y: -1, r: 180 })
    t.same(r.scored.map(brief), [
      { feature: 'city', points: 8, seats: [0, 1], tiles: 4, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }, { seat: 1, count: 1 }] },
    ])
    t.same(r.final.map((e) => [e.feature, e.points, e.seats]), [['city', 1, [2]]], "green's open cap at the end")
    t.same(scores(r.state), [8, 8, 1])
  })
})

t.test('deployment comes before scoring', async (t) => {
  t.test('a meeple may go onto a feature this tile completes, and returns at once', async (t) => {
    const placed = drawAndPlace(newGame(['E', 'E']), { x: 0, y: -1, r: 180 })
    const deployed = must(placed, { type: 'deploy', seat: 0, at: 'S' })
    t.same(supply(deployed.state), [6, 7])
    const r = must(deployed.state, { type: 'score', seat: 0 })
    t.same(scoreEvents(r.events, 'turn').map((e) => [e.points, e.seats]), [[4, [0]]])
    t.same(supply(r.state), [7, 7])
  })

  t.test('with 0 in supply: no deployment, then scoring returns the meeple', async (t) => {
    const { state } = supplyExhausted()
    const placed = drawAndPlace(state, { x: 1, y: -2, r: 180 })
    rejects(t, placed, { type: 'deploy', seat: 0, at: 'S' }, 'NO_MEEPLES')
    const r = must(placed, { type: 'score', seat: 0 })
    t.same(scoreEvents(r.events, 'turn').map(brief), [{ feature: 'city', points: 4, seats: [0], tiles: 2, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }] }])
    t.same(supply(r.state), [1, 7])
    t.equal(r.state.meeples.length, 6)
  })

  t.test('a completed feature with no meeple scores nobody but still pays fields', async (t) => {
    // Blue's farmer on U (1,0)'s north field touches the start city through the start tile's field.
    const r1 = turn(newGame(['U', 'E']), { x: 1, y: 0, r: 90, at: 'NNW' })
    const r2 = turn(r1.state, { x: 0, y: -1, r: 180 })
    t.same(r2.scored.map(brief), [{ feature: 'city', points: 4, seats: [], tiles: 2, shields: 0, complete: true, meeples: [] }])
    t.same(r2.final.map(brief), [{ feature: 'field', points: 3, seats: [0], tiles: 2, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(r2.state), [3, 0])
  })
})

t.test('fields', async (t) => {
  // Layout for merges: E (0,-1) r180 closes the start city; its field wraps west, north and east.
  // The start tile's north field reaches west to U (-1,0) r90. X (1,0) r0 is a crossing: its
  // north-west field continues the start tile's north field, its north-east field is separate.
  // A (1,-1) r0 joins them all: its field touches the cap's east side and both halves of X's top.
  const mergeDeck = ['E', 'U', 'X', 'A']

  t.test('farmer majority: 2 against 1 takes the field, a city touched twice counts once', async (t) => {
    const { turns, state } = play(newGame(mergeDeck), [
      { x: 0, y: -1, r: 180, at: 'NNW' },
      { x: -1, y: 0, r: 90, at: 'NNE' },
      { x: 1, y: 0, r: 0, at: 'NNE' },
      { x: 1, y: -1, r: 0 },
    ])
    t.same(turns[3].scored.map(brief), [{ feature: 'road', points: 2, seats: [], tiles: 2, shields: 0, complete: true, meeples: [] }], 'A and the crossing close a 2-tile road')
    t.same(turns[3].final.map(brief), [
      { feature: 'field', points: 3, seats: [0], tiles: 5, shields: 0, complete: false, meeples: [{ seat: 0, count: 2 }, { seat: 1, count: 1 }] },
    ])
    t.equal(turns[3].final[0].cities, 1)
    t.same(scores(state), [3, 0])
    t.same(state.winners, [0])
  })

  t.test('tied farmers each score the full field', async (t) => {
    const { turns, state } = play(newGame(mergeDeck), [
      { x: 0, y: -1, r: 180, at: 'NNW' },
      { x: -1, y: 0, r: 90, at: 'NNE' },
      { x: 1, y: 0, r: 0 },
      { x: 1, y: -1, r: 0 },
    ])
    t.same(turns[3].final.map(brief), [
      { feature: 'field', points: 3, seats: [0, 1], tiles: 5, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }, { seat: 1, count: 1 }] },
    ])
    t.same(scores(state), [3, 3])
    t.same(state.winners, [0, 1])
  })

  t.test('the same city pays several fields', async (t) => {
    // Red's farmer on the cap's field, blue's on the start tile's north field (via U (1,0)):
    // two fields, one completed city each.
    const { turns, state } = play(newGame(['E', 'U']), [
      { x: 0, y: -1, r: 180, at: 'NNE' },
      { x: 1, y: 0, r: 90, at: 'NNW' },
    ])
    const finals = turns[1].final
    t.same(finals.map((e) => [e.feature, e.points, e.seats, e.cities]), [
      ['field', 3, [0], 1],
      ['field', 3, [1], 1],
    ])
    t.same(scores(state), [3, 3])
  })

  t.test('3 per distinct completed city, unfinished cities pay nothing', async (t) => {
    // North field of the start road: the start tile's field, U (1,0), U (2,0), U (3,0); caps above.
    // City 1: start + E (0,-1) r180. City 2: E (1,-1) r90 + E (2,-1) r270. Open: E (3,-1) r0.
    const moves = [
      { x: 1, y: 0, r: 90, at: 'NNW' },
      { x: 0, y: -1, r: 180 },
      { x: 2, y: 0, r: 90 },
      { x: 1, y: -1, r: 90 },
      { x: 3, y: 0, r: 90 },
      { x: 3, y: -1, r: 0 },
      { x: 2, y: -1, r: 270 },
    ] as const
    const full = play(newGame(['U', 'E', 'U', 'E', 'U', 'E', 'E']), [...moves])
    t.same(full.turns[6].final.map((e) => [e.feature, e.points, e.seats, e.cities, e.tiles]), [['field', 6, [0], 2, 8]])
    const short = play(newGame(['U', 'E', 'U', 'E', 'U', 'E']), moves.slice(0, 6))
    t.same(short.turns[5].final.map((e) => [e.feature, e.points, e.seats, e.cities, e.tiles]), [['field', 3, [0], 1, 7]])
    const none = play(newGame(['U']), moves.slice(0, 1))
    t.same(none.turns[0].final.map((e) => [e.feature, e.points, e.seats, e.cities]), [['field', 0, [0], 0]], 'only an unfinished city: 0')
    t.same(scores(none.state), [0, 0])
  })

  t.test('farmers off: no field takes a farmer and no field scores', async (t) => {
    const s = newGame(mergeDeck, { farmers: false })
    t.same(s.options, { farmers: false })
    const placed = drawAndPlace(s, { x: 0, y: -1, r: 180 })
    rejects(t, placed, { type: 'deploy', seat: 0, at: 'NNW' }, 'NO_SUCH_SEGMENT')
    const { turns, state } = play(must(placed, { type: 'score', seat: 0 }).state, [
      { x: -1, y: 0, r: 90 },
      { x: 1, y: 0, r: 0 },
      { x: 1, y: -1, r: 0 },
    ])
    t.same(turns[2].final, [])
    t.same(scores(state), [0, 0])
    const byDefault = createGame({ players: [{ name: 'a' }, { name: 'b' }], deck: [] })
    t.same(byDefault.ok && byDefault.state.options, { farmers: true }, 'farmers are on by default')
  })
})

t.test('final scoring of unfinished road, city and monastery', async (t) => {
  // Red: knight on F (0,-1) r90 (city with the start tile: 2 tiles + 1 shield, open north),
  // monk on B (0,1) (neighbours: start, U (-1,0), X (1,0)), highwayman on X's east arm (1 tile).
  const { turns, state } = play(newGame(['F', 'U', 'B', 'U', 'X']), [
    { x: 0, y: -1, r: 90, at: 'N' },
    { x: -1, y: 0, r: 90 },
    { x: 0, y: 1, r: 0, at: 'C' },
    { x: -2, y: 0, r: 90 },
    { x: 1, y: 0, r: 0, at: 'E' },
  ])
  const last = turns[4]
  t.same(last.scored, [])
  t.same(last.final.map(brief).sort((a, b) => String(a.feature).localeCompare(String(b.feature))), [
    { feature: 'city', points: 3, seats: [0], tiles: 2, shields: 1, complete: false, meeples: [{ seat: 0, count: 1 }] },
    { feature: 'monastery', points: 4, seats: [0], tiles: 4, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }] },
    { feature: 'road', points: 1, seats: [0], tiles: 1, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }] },
  ])
  t.same(scores(state), [8, 0])
  t.same(last.events[last.events.length - 1], { type: 'ended', winners: [0], scores: [8, 0] })
  t.same(state.meeples.length, 3, 'final scoring leaves meeples where they are')
})

t.test('end of game, winners and score track', async (t) => {
  t.test('the game ends after the last tile is placed and scored', async (t) => {
    const r1 = turn(newGame(['U', 'U']), { x: 1, y: 0, r: 90 })
    t.equal(r1.state.status, 'active')
    t.same(r1.events.map((e) => e.type), ['drawn', 'placed'])
    const r2 = turn(r1.state, { x: 2, y: 0, r: 90 })
    t.equal(r2.state.status, 'finished')
    t.same(r2.events.map((e) => e.type), ['drawn', 'placed', 'ended'])
    t.same(r2.state.winners, [0, 1], 'tied totals share the victory')
  })

  t.test('winners: every player with the highest total', async (t) => {
    const three = play(newGame(['E', 'U', 'U'], { players: 3 }), [
      { x: 0, y: -1, r: 180, at: 'NNE' },
      { x: 1, y: 0, r: 90, at: 'NNW' },
      { x: -1, y: 0, r: 90 },
    ])
    t.same(scores(three.state), [3, 3, 0])
    t.same(three.state.winners, [0, 1])
  })

  t.test('scores beyond 50 accumulate: 58 beats 48', async (t) => {
    const { state, turns } = fiftyEightToFortyEight()
    t.same(turns[12].scored.map((e) => [e.points, e.seats, e.tiles, e.shields]), [[14, [0, 1], 5, 2]])
    t.same(turns[21].scored.map((e) => [e.points, e.seats, e.tiles, e.shields]), [[34, [0, 1], 9, 8]])
    t.same(turns[27].scored.map((e) => [e.points, e.seats, e.tiles, e.shields]), [[10, [0], 5, 0]])
    t.same(scores(state), [58, 48])
    t.same(state.winners, [0])
    t.equal(state.status, 'finished')
  })
})

t.test('seat order', async (t) => {
  const { turns, state } = play(newGame(['U', 'U', 'U', 'U', 'U'], { players: 3 }), [
    { x: 1, y: 0, r: 90 },
    { x: 2, y: 0, r: 90 },
    { x: 3, y: 0, r: 90 },
    { x: 4, y: 0, r: 90 },
  ])
  t.same(
    turns.map((x) => (x.events[0] as { seat: number }).seat),
    [0, 1, 2, 0],
  )
  t.equal(state.turn!.seat, 1, 'wraps to seat 1 after seat 0')
})

t.test('setup', async (t) => {
  t.test('2 to 5 players, 7 meeples each, start tile at the origin', async (t) => {
    for (const n of [2, 3, 4, 5]) {
      const created = createGame({ players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), seed: 's' })
      t.ok(created.ok, `${n} players`)
      if (!created.ok) continue
      const s = created.state
      t.same(s.players.map((p) => p.meeples), Array(n).fill(7))
      t.same(s.players.map((p) => p.score), Array(n).fill(0))
      t.same(s.players.map((p) => p.seat), [...Array(n).keys()])
      t.same(s.board, [{ x: 0, y: 0, tile: 'D', rotation: 0 }])
      t.same(s.turn, { seat: 0, phase: 'draw', tile: null, placed: null })
      t.equal(s.status, 'active')
      t.same(s.meeples, [])
      t.equal(s.pile.length, 71)
      t.same(s.pile, shuffle(baseInventory(), 's'), 'the seeded shuffle of the inventory')
    }
    for (const n of [0, 1, 6, 7]) {
      const created = createGame({ players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), seed: 's' })
      t.equal(created.ok ? 'ok' : created.error.code, 'INVALID_SETUP', `${n} players`)
    }
  })

  t.test('colours: defaults in seat order, explicit ones unique', async (t) => {
    const five = createGame({ players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }, { name: 'e' }], seed: 's' })
    t.same(five.ok && five.state.players.map((p) => p.color), ['red', 'blue', 'green', 'yellow', 'black'])
    const chosen = createGame({ players: [{ name: 'a', color: 'green' }, { name: 'b' }, { name: 'c', color: 'red' }], seed: 's' })
    t.ok(chosen.ok)
    if (chosen.ok) {
      const colors = chosen.state.players.map((p) => p.color)
      t.same(colors, ['green', 'blue', 'red'])
      t.equal(new Set(colors).size, 3)
    }
    const twice = createGame({ players: [{ name: 'a', color: 'blue' }, { name: 'b', color: 'blue' }], seed: 's' })
    t.equal(twice.ok ? 'ok' : twice.error.code, 'INVALID_SETUP')
    const unknown = createGame({ players: [{ name: 'a', color: 'pink' as 'red' }, { name: 'b' }], seed: 's' })
    t.equal(unknown.ok ? 'ok' : unknown.error.code, 'INVALID_SETUP')
  })

  t.test('a stacked deck must fit within the 71 non-start tiles', async (t) => {
    const players = [{ name: 'a' }, { name: 'b' }]
    const code = (deck: string[]) => {
      const r = createGame({ players, deck })
      return r.ok ? 'ok' : r.error.code
    }
    t.equal(code(baseInventory()), 'ok', 'the whole inventory')
    t.equal(code(shuffle(baseInventory(), 'x')), 'ok', 'in any order')
    t.equal(code([]), 'ok', 'an empty deck')
    t.equal(code(['D', 'D', 'D']), 'ok', 'three D besides the start tile')
    t.equal(code(['D', 'D', 'D', 'D']), 'INVALID_SETUP', 'a fourth D')
    t.equal(code(['C', 'C']), 'INVALID_SETUP', 'two C')
    t.equal(code([...baseInventory(), 'V']), 'INVALID_SETUP', '72 tiles')
    t.equal(code(['Y']), 'INVALID_SETUP', 'no such tile')
    t.equal(code(['e']), 'INVALID_SETUP', 'lower case')
    t.equal(code(['EE']), 'INVALID_SETUP', 'two letters')
    const r = createGame({ players, deck: ['V', 'E'], seed: 'ignored' })
    t.ok(r.ok && r.state.pile.join('') === 'VE', 'a deck wins over a seed')
    t.equal(createGame({ players }).ok, false, 'no deck and no seed')
  })

  t.test('the game keeps its own copy of a stacked deck', async (t) => {
    const deck = ['E', 'U']
    const created = createGame({ players: [{ name: 'a' }, { name: 'b' }], deck })
    t.ok(created.ok)
    if (!created.ok) return
    deck[0] = 'C'
    t.same(created.state.pile, ['E', 'U'])
  })
})
