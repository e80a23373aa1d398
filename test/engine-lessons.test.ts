// The lesson set (rules/001_*): 13 lessons and 3 strategy positions (their positions, layouts and
// solutions are src/lessons/catalogue.ts), plus the worked examples of the rule Q&A, the rulebook
// (000_*) and the player's guide (003_*), built from stacked decks and scripted turns. Geometry:
// the start tile D at (0, 0) has its city to the north, its road west-east and its field to the
// south; y grows to the south; rotations are clockwise. Seat 0 is red, seat 1 blue.
import t, { type Test } from 'tap'
import { apply, legalDeployments, legalPlacements, type Action, type GameState } from '../src/engine/index.js'
import { bruteForcePlacements } from './support/brute.js'
import { brief, drawAndPlace, must, newGame, play, rotationsAt, scores, snapshot, supply, turn } from './support/play.js'
import { lessonNamed } from '../src/lessons/catalogue.js'
import { fiftyEightToFortyEight, lessonPosition, redTwoBlueOne, supplyExhausted, threeCitiesToMerge } from './support/positions.js'

function rejects(t: Test, state: GameState, action: Action, code: string, what: string): void {
  const before = snapshot(state)
  const result = apply(state, action)
  t.equal(result.ok ? 'accepted' : result.error.code, code, what)
  t.strictSame(state, before, `${what}: nothing changed`)
}

/** Draws the learner's tile in a lesson's position, checking it is the one the lesson is about. */
function drawn(t: Test, state: GameState, tile: string): GameState {
  const next = must(state, { type: 'draw', seat: state.turn!.seat }).state
  t.equal(next.turn!.tile, tile, `the learner draws ${tile}`)
  return next
}

t.test('lessons', async (t) => {
  t.test('1 place a tile and a meeple: the rotated city cap closes the start city for 4', async (t) => {
    const { state } = lessonPosition('01-place-a-tile-and-a-meeple')
    t.same(rotationsAt(drawn(t, state, 'E'), 0, -1), [180], 'only the cap turned to face the start city fits north of it')
    const r = turn(state, lessonNamed('01-place-a-tile-and-a-meeple').solution)
    t.same(r.scored.map(brief), [{ feature: 'city', points: 4, seats: [0], tiles: 2, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(r.state), [4, 0])
    t.same(supply(r.state), [7, 7], 'the knight returns')
  })

  t.test('2 occupancy and return: closing an occupied city admits no knight, scores 4 and returns the knight', async (t) => {
    const { state } = lessonPosition('02-occupancy-and-return')
    const placed = drawAndPlace(state, lessonNamed('02-occupancy-and-return').solution)
    rejects(t, placed, { type: 'deploy', seat: 1, at: 'N' }, 'FEATURE_OCCUPIED', 'a second knight')
    t.same(legalDeployments(placed), [{ at: 'ENE', feature: 'field' }], 'only the field is free')
    const r2 = must(placed, { type: 'score', seat: 1 })
    t.same(r2.events.map((e) => (e.type === 'scored' ? [e.score.points, e.score.seats] : e.type)), [[4, [0]]])
    t.same(scores(r2.state), [4, 0])
    t.same(supply(r2.state), [7, 7])
    t.same(r2.state.meeples, [])
  })

  t.test('3 close a road: the road-ending monastery, rotated, closes a 2-tile road for 2', async (t) => {
    const { state } = lessonPosition('03-close-a-road')
    const before = drawn(t, state, 'A')
    t.same(rotationsAt(before, 0, 2), [180])
    for (const rotation of [0, 90, 270] as const) rejects(t, before, { type: 'place', seat: 0, x: 0, y: 2, rotation }, 'ILLEGAL_PLACEMENT', `rotation ${rotation}`)
    const r = turn(state, lessonNamed('03-close-a-road').solution)
    t.same(r.scored.map(brief), [{ feature: 'road', points: 2, seats: [0], tiles: 2, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(r.state), [2, 0])
  })

  t.test('4 eight neighbours of a monastery: the last one scores 9 and returns the monk', async (t) => {
    const { turns, state } = lessonPosition('04-eight-neighbors-of-a-monastery')
    t.same(turns.flatMap((x) => x.scored), [], 'seven neighbours: nothing yet')
    t.same(supply(state), [6, 7])
    const last = turn(state, lessonNamed('04-eight-neighbors-of-a-monastery').solution)
    t.same(last.scored.map(brief), [{ feature: 'monastery', points: 9, seats: [0], tiles: 9, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(last.state), [9, 0])
    t.same(supply(last.state), [7, 7])
  })

  t.test('5 final field scoring: the final tile completes the city, the farmer scores 3', async (t) => {
    const { state } = lessonPosition('05-final-field-scoring')
    const r = turn(state, lessonNamed('05-final-field-scoring').solution)
    t.same(
      r.events.map((e) => (e.type === 'scored' ? `${e.stage}:${e.score.feature}:${e.score.points}` : e.type)),
      ['drawn', 'placed', 'turn:city:4', 'final:field:3', 'ended'],
      'the completing city scores before the field',
    )
    t.same(r.final.map(brief), [{ feature: 'field', points: 3, seats: [0], tiles: 2, shields: 0, complete: false, meeples: [{ seat: 0, count: 1 }] }])
    t.equal(r.final[0].cities, 1)
    t.same(scores(r.state), [3, 0])
  })

  t.test('6 tied majority: three cities merge, no new knight, 8 each, all knights return', async (t) => {
    const { state } = threeCitiesToMerge()
    t.same(supply(state), [6, 6])
    const placed = drawAndPlace(state, lessonNamed('06-tied-majority').solution)
    for (const at of ['S', 'W', 'E'] as const) rejects(t, placed, { type: 'deploy', seat: 0, at }, 'FEATURE_OCCUPIED', `knight at ${at}`)
    const r = must(placed, { type: 'score', seat: 0 })
    t.same(r.events.map((e) => (e.type === 'scored' ? brief(e.score) : e.type)), [
      { feature: 'city', points: 8, seats: [0, 1], tiles: 4, shields: 0, complete: true, meeples: [{ seat: 0, count: 1 }, { seat: 1, count: 1 }] },
    ])
    t.same(scores(r.state), [8, 8])
    t.same(supply(r.state), [7, 7])
  })

  t.test('7 meeple majority: red 2 against blue 1 scores 10 to 0, every knight returns', async (t) => {
    // Red's two knights stand in one city because of an earlier legal merge of two separate cities.
    const { deck, script, solution } = lessonNamed('07-meeple-majority')
    const MERGE = 8
    const before = play(newGame([...deck]), script.slice(0, MERGE)).state
    const merging = drawAndPlace(before, script[MERGE])
    rejects(t, merging, { type: 'deploy', seat: 0, at: 'N' }, 'FEATURE_OCCUPIED', 'a third knight into the merged city')
    t.same(must(merging, { type: 'score', seat: 0 }).events, [], 'the merged city is still open')
    const { state } = redTwoBlueOne()
    t.same(state.meeples.map((m) => m.seat).sort(), [0, 0, 1])
    t.same(supply(state), [5, 6])
    const r = turn(state, solution)
    t.same(r.scored.map(brief), [
      { feature: 'city', points: 10, seats: [0], tiles: 5, shields: 0, complete: true, meeples: [{ seat: 0, count: 2 }, { seat: 1, count: 1 }] },
    ])
    t.same(scores(r.state), [10, 0])
    t.same(supply(r.state), [7, 7], 'blue recovers its knight too')
  })

  t.test('8 coat of arms: a three-tile city with one shield scores 3x2+2 = 8', async (t) => {
    const { state } = lessonPosition('08-coat-of-arms')
    const r = turn(state, lessonNamed('08-coat-of-arms').solution)
    t.same(r.scored.map(brief), [{ feature: 'city', points: 8, seats: [0], tiles: 3, shields: 1, complete: true, meeples: [{ seat: 0, count: 1 }] }])
    t.same(scores(r.state), [8, 0])
  })

  t.test('9 unfinished features: city 3 + road 1 + monastery 4 = 8 at the end', async (t) => {
    const { state } = lessonPosition('09-unfinished-features')
    const { final, state: end } = turn(state, lessonNamed('09-unfinished-features').solution)
    t.same(final.map((e) => [e.feature, e.points, e.seats]), [
      ['city', 3, [0]],
      ['monastery', 4, [0]],
      ['road', 1, [0]],
      ['field', 0, [1]],
    ])
    t.same(scores(end), [8, 0])
  })

  t.test('10 field counting: two completed cities touched more than once pay 2x3 = 6', async (t) => {
    const { state } = lessonPosition('10-field-counting')
    const last = turn(state, lessonNamed('10-field-counting').solution)
    t.same(last.scored.map((e) => [e.feature, e.points, e.seats]), [['city', 4, []]])
    t.same(last.final.map((e) => [e.feature, e.points, e.seats, e.cities]), [['field', 6, [0], 2]])
    t.same(scores(last.state), [6, 0])
  })

  t.test('11 no meeples left: skip deployment, score 4 and recover 1', async (t) => {
    const { state } = supplyExhausted()
    t.same(supply(state), [0, 7])
    const placed = drawAndPlace(state, lessonNamed('11-no-meeples-left').solution)
    t.same(legalDeployments(placed), [])
    rejects(t, placed, { type: 'deploy', seat: 0, at: 'S' }, 'NO_MEEPLES', 'deploying the knight that is about to return')
    const r = must(placed, { type: 'score', seat: 0 })
    t.same(scores(r.state), [4, 0])
    t.same(supply(r.state), [1, 7])
  })

  t.test('12 match every edge: the start-pattern tile fits the gap at 270 only, 180 is rejected', async (t) => {
    const { state } = lessonPosition('12-match-every-edge')
    const before = drawn(t, state, 'D')
    t.same(rotationsAt(before, 1, -1), [270])
    rejects(t, before, { type: 'place', seat: 0, x: 1, y: -1, rotation: 180 }, 'ILLEGAL_PLACEMENT', '180: road against city, city against road')
    rejects(t, before, { type: 'place', seat: 0, x: 1, y: -1, rotation: 90 }, 'ILLEGAL_PLACEMENT', '90: matches the road only')
    rejects(t, before, { type: 'place', seat: 0, x: 1, y: -1, rotation: 0 }, 'ILLEGAL_PLACEMENT', '0: matches neither')
    const r = turn(state, lessonNamed('12-match-every-edge').solution)
    t.same(r.scored.map((e) => [e.feature, e.points, e.tiles]), [['city', 6, 3]], 'the city closes')
  })

  t.test('13 unplaceable tile: the monastery leaves the four-sided city no place; it is removed, a city cap drawn', async (t) => {
    const { state } = lessonPosition('13-unplaceable-tile')
    t.ok(bruteForcePlacements(state.board, 'C').length > 0, 'before the monastery, C fits north of the start city')
    const { state: after } = turn(state, lessonNamed('13-unplaceable-tile').solution)
    t.same(bruteForcePlacements(after.board, 'C'), [], 'C has no position or rotation anywhere')
    t.ok(bruteForcePlacements(after.board, 'E').length > 0)
    const r = must(after, { type: 'draw', seat: 1 })
    t.same(r.events, [{ type: 'drawn', seat: 1, tile: 'E', discarded: ['C'] }])
    t.same(r.state.discarded, ['C'])
    t.same(r.state.turn, { seat: 1, phase: 'place', tile: 'E', placed: null })
    t.ok(legalPlacements(r.state).length > 0)
  })
})

t.test('strategy positions', async (t) => {
  t.test('close or leave open: 4 and the knight back, or 0 and the knight committed', async (t) => {
    const { state } = lessonPosition('14-close-or-leave-open')
    const close = turn(state, lessonNamed('14-close-or-leave-open').solution)
    t.same(close.scored.map((e) => [e.points, e.seats]), [[4, [0]]])
    t.same(scores(close.state), [4, 0])
    t.same(supply(close.state), [7, 7])
    t.same(close.state.meeples, [])
    const open = turn(state, { x: 1, y: -1, r: 0 })
    t.same(open.scored, [])
    t.same(scores(open.state), [0, 0])
    t.same(supply(open.state), [6, 7])
    t.same(open.state.meeples, [{ seat: 0, x: 0, y: 1, at: 'S', feature: 'city' }])
  })

  t.test('final knight or farmer: 8 for the knight, 3 for the farmer', async (t) => {
    const { state } = lessonPosition('15-final-knight-or-farmer')
    t.same(supply(state), [7, 7], 'all 7 meeples available')
    const knight = turn(state, lessonNamed('15-final-knight-or-farmer').solution)
    t.same(knight.scored.map((e) => [e.feature, e.points, e.seats]), [['city', 8, [1]]])
    t.same(knight.final, [])
    t.same(scores(knight.state), [0, 8])
    t.same(supply(knight.state), [7, 7])
    const farmer = turn(state, { x: 0, y: -2, r: 180, at: 'NNW' })
    t.same(farmer.scored.map((e) => [e.feature, e.points, e.seats]), [['city', 8, []]])
    t.same(farmer.final.map((e) => [e.feature, e.points, e.seats, e.cities]), [['field', 3, [1], 1]])
    t.same(scores(farmer.state), [0, 3])
    t.equal(scores(knight.state)[1] - scores(farmer.state)[1], 5, 'the farmer makes 5 fewer')
  })

  t.test('final monk or farmer: 1+3 = 4 for the monk, 3 for the farmer', async (t) => {
    const { state } = lessonPosition('16-final-monk-or-farmer')
    const monk = turn(state, lessonNamed('16-final-monk-or-farmer').solution)
    t.same(monk.final.map((e) => [e.feature, e.points, e.seats, e.tiles, e.complete]), [['monastery', 4, [0], 4, false]])
    t.same(scores(monk.state), [4, 0])
    const farmer = turn(state, { x: 1, y: -1, r: 0, at: 'NNW' })
    t.same(farmer.final.map((e) => [e.feature, e.points, e.seats, e.cities, e.tiles]), [['field', 3, [0], 1, 4]])
    t.same(scores(farmer.state), [3, 0])
  })
})

t.test('worked examples of the rule texts', async (t) => {
  t.test('two road-ending monastery tiles facing one another: a completed road worth 2', async (t) => {
    const { turns } = play(newGame(['A', 'A', 'U']), [
      { x: 0, y: 1, r: 0, at: 'S' },
      { x: 0, y: 2, r: 180, at: 'C' },
    ])
    t.same(turns[1].scored.map((e) => [e.feature, e.points, e.seats, e.tiles, e.complete]), [['road', 2, [0], 2, true]])
  })

  t.test('an unfinished 3-tile city with 1 coat of arms scores 4; a monastery with 5 neighbours scores 6', async (t) => {
    // Red's city: start + F (0,-1) r90 (shield) + G (0,-2) r90, open to the north.
    // Blue's monk on B (0,1): neighbours start, U (1,0), U (-1,0), caps E (-1,1) r270, E (1,1) r90.
    const { turns, state } = play(newGame(['F', 'B', 'U', 'U', 'E', 'G', 'E']), [
      { x: 0, y: -1, r: 90, at: 'N' },
      { x: 0, y: 1, r: 0, at: 'C' },
      { x: 1, y: 0, r: 90 },
      { x: -1, y: 0, r: 90 },
      { x: -1, y: 1, r: 270 },
      { x: 0, y: -2, r: 90 },
      { x: 1, y: 1, r: 90 },
    ])
    t.same(turns[6].final.map((e) => [e.feature, e.points, e.seats, e.tiles, e.shields]), [
      ['city', 4, [0], 3, 1],
      ['monastery', 6, [1], 6, 0],
    ])
    t.same(scores(state), [4, 6])
    t.same(state.winners, [1])
  })

  t.test('a field touching one complete city twice and one incomplete city still scores 3', async (t) => {
    // As lesson 10 without its last tile: city 1 is touched twice, caps E (1,-1) and E (3,-1) are open.
    const { deck, script } = lessonNamed('10-field-counting')
    const { turns } = play(newGame(deck.slice(0, -1)), script)
    t.same(turns[5].final.map((e) => [e.feature, e.points, e.seats, e.cities]), [['field', 3, [0], 1]])
  })

  t.test('an 8-point city with red 1, blue 1 scores 8 each', async (t) => {
    const { state } = threeCitiesToMerge()
    const r = turn(state, { x: 0, y: -1, r: 180 })
    t.same(r.scored.map((e) => [e.points, e.seats]), [[8, [0, 1]]])
    t.same(scores(r.state), [8, 8])
    const end = turn(r.state, { x: 2, y: 0, r: 90 })
    t.equal(end.state.status, 'finished')
    t.same(end.state.winners, [0, 1], 'tied leaders share the victory')
  })

  t.test('an 8-point city with red 2, blue 1 scores red 8, blue 0', async (t) => {
    // R (0,1) r180 (city west, south, east) merges three caps: red E (1,1) r270, blue E (-1,1) r90,
    // red E (0,2) r0. U (1,0), U (-1,0), U (2,0) and B (1,2) only carry the caps.
    const { state } = play(newGame(['U', 'U', 'E', 'E', 'B', 'U', 'E', 'R']), [
      { x: 1, y: 0, r: 90 },
      { x: -1, y: 0, r: 90 },
      { x: 1, y: 1, r: 270, at: 'W' },
      { x: -1, y: 1, r: 90, at: 'E' },
      { x: 1, y: 2, r: 0 },
      { x: 2, y: 0, r: 90 },
      { x: 0, y: 2, r: 0, at: 'N' },
    ])
    const r = turn(state, { x: 0, y: 1, r: 180 })
    t.same(r.scored.map(brief), [
      { feature: 'city', points: 8, seats: [0], tiles: 4, shields: 0, complete: true, meeples: [{ seat: 0, count: 2 }, { seat: 1, count: 1 }] },
    ])
    t.same(scores(r.state), [8, 0])
    t.same(supply(r.state), [7, 7])
  })

  t.test('58 is 10 ahead of 48: totals keep counting past 50, the highest total wins', async (t) => {
    const { state, turns } = fiftyEightToFortyEight()
    const after = (i: number) => turns[i].state.players.map((p) => p.score)
    t.same(after(12), [14, 14])
    t.same(after(21), [48, 48])
    t.same(after(27), [58, 48])
    t.same(scores(state), [58, 48])
    t.same(state.winners, [0], 'red wins although its marker (58 mod 50 = 8) stands behind blue at 48')
    t.same(turns[27].events[turns[27].events.length - 1], { type: 'ended', winners: [0], scores: [58, 48] })
  })

  t.test('fields touching only at a corner are separate: a second farmer may go there', async (t) => {
    // Cap E (0,-1) r180 and road U (1,0) r90 touch only at a corner: red's farmer on the cap's
    // field does not occupy U's north field (which joins the start tile's field).
    const r1 = turn(newGame(['E', 'U']), { x: 0, y: -1, r: 180, at: 'ESE' })
    const placed = drawAndPlace(r1.state, { x: 1, y: 0, r: 90 })
    t.ok(legalDeployments(placed).some((d) => d.at === 'WNW'), "U's north field is free")
    const r2 = turn(r1.state, { x: 1, y: 0, r: 90, at: 'NNE' })
    t.same(r2.final.map((e) => [e.feature, e.points, e.seats]), [
      ['field', 3, [0]],
      ['field', 3, [1]],
    ], 'the same completed city pays both fields')
    t.same(r2.state.winners, [0, 1])
  })

  t.test('a feature completed by the same tile may take a meeple if it was free', async (t) => {
    const placed = drawAndPlace(newGame(['E', 'U']), { x: 0, y: -1, r: 180 })
    t.same(legalDeployments(placed)[0], { at: 'S', feature: 'city' })
    const r = must(must(placed, { type: 'deploy', seat: 0, at: 'S' }).state, { type: 'score', seat: 0 })
    t.same(scores(r.state), [4, 0])
    t.same(supply(r.state), [7, 7])
  })
})
