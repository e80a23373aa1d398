/**
 * The lesson set (rules/001_*): 13 lessons and 3 strategy positions, each a stacked deck, the
 * turns the server plays first (seats alternating from seat 0), and the goal of the learner's
 * turn that follows as a predicate. Where the text leaves the layout open, the comment gives the
 * one chosen. Geometry: the start tile D at (0, 0) has its city to the north, its road west-east
 * and its field to the south; y grows to the south; rotations are clockwise. Seat 0 is red,
 * seat 1 blue.
 */
import { legalPlacements, type GameState, type ScoreEvent } from '../engine/index.js'
import type { Move } from './moves.js'

/** The learner's turn after the scripted ones, once scored. */
export interface DecisiveTurn {
  readonly seat: number
  /** Completed-feature scores of the turn. */
  readonly scored: readonly ScoreEvent[]
  /** Final scores, when the turn ended the game. */
  readonly final: readonly ScoreEvent[]
  /** The state after the turn. */
  readonly state: GameState
}

export interface Lesson {
  /** Stable: clients link to it. */
  readonly id: string
  readonly kind: 'lesson' | 'strategy'
  readonly title: string
  /** What the learner's turn should achieve. */
  readonly goal: string
  /** The exact draw order after the start tile. */
  readonly deck: readonly string[]
  /** The turns played before the learner's, by seat 0, 1, 0, ... */
  readonly script: readonly Move[]
  /** A move that achieves the goal. */
  readonly solution: Move
  readonly achieved: (turn: DecisiveTurn) => boolean
}

/** Whether `seat` scored `points` for a `feature` among these scores. */
function scoredFor(scores: readonly ScoreEvent[], feature: ScoreEvent['feature'], points: number, seat: number): boolean {
  return scores.some((e) => e.feature === feature && e.points === points && e.seats.includes(seat))
}

/** Lesson 10 before its last tile: a farmer in the start road's north field beside four caps. */
const FIELD_COUNTING_SCRIPT: Move[] = [
  { x: 1, y: 0, r: 90, at: 'NNW' },
  { x: 0, y: -1, r: 180 },
  { x: 2, y: 0, r: 90 },
  { x: 1, y: -1, r: 90 },
  { x: 3, y: 0, r: 90 },
  { x: 3, y: -1, r: 0 },
]

/**
 * Red (seat 0) holds two knights in one unfinished city, made by a legal merge: cap E (-3, -1) r90
 * [red knight], corner N (-2, -2) r180 [red knight, a separate city then], merged by corner N
 * (-2, -1) r0. Blue's cap E (-1, -1) r0 holds a knight. The road row y = 0 carries the caps; a
 * monastery B at (-3, -2) only gives the corner at (-2, -2) a neighbour; road tiles U at (1, 0)
 * and (2, 0) pass turns. Red then draws the corner N that fits (-1, -2) at rotation 270, joining
 * both cities: 5 tiles.
 */
const RED_TWO_BLUE_ONE_SCRIPT: Move[] = [
  { x: -1, y: 0, r: 90 },
  { x: -2, y: 0, r: 90 },
  { x: -3, y: 0, r: 90 },
  { x: 1, y: 0, r: 90 },
  { x: -3, y: -1, r: 90, at: 'E' },
  { x: -3, y: -2, r: 0 },
  { x: -2, y: -2, r: 180, at: 'S' },
  { x: -1, y: -1, r: 0, at: 'N' },
  // The merge: red's two cities become one.
  { x: -2, y: -1, r: 0 },
  { x: 2, y: 0, r: 90 },
]

/**
 * Seat 0 commits all 7 meeples: six monks on a row of monasteries south of the road (y = 1, never
 * surrounded: row y = 2 stays empty) and a knight on a city cap E at (1, -1) whose city is open to
 * the north. Seat 1 only extends the road. Seat 0 then draws the E that closes the city from
 * (1, -2) at rotation 180. One more tile (U) stays in the pile: that turn does not end the game.
 */
const SUPPLY_EXHAUSTED_SCRIPT: Move[] = [
  { x: 0, y: 1, r: 0, at: 'C' },
  { x: 1, y: 0, r: 90 },
  { x: 1, y: 1, r: 0, at: 'C' },
  { x: -1, y: 0, r: 90 },
  { x: -1, y: 1, r: 0, at: 'C' },
  { x: 2, y: 0, r: 90 },
  { x: 2, y: 1, r: 0, at: 'C' },
  { x: -2, y: 0, r: 90 },
  { x: -2, y: 1, r: 0, at: 'C' },
  { x: 3, y: 0, r: 90 },
  { x: 3, y: 1, r: 0, at: 'C' },
  { x: -3, y: 0, r: 90 },
  { x: 1, y: -1, r: 0, at: 'N' },
  { x: 4, y: 0, r: 90 },
]

export const LESSONS: readonly Lesson[] = [
  {
    id: '01-place-a-tile-and-a-meeple',
    kind: 'lesson',
    title: 'Place a tile and a meeple',
    goal: 'Rotate the city cap, connect it to the starting city, then place a knight to score 4.',
    deck: ['E', 'U'],
    script: [],
    solution: { x: 0, y: -1, r: 180, at: 'S' },
    achieved: (t) => scoredFor(t.scored, 'city', 4, t.seat),
  },
  {
    // Red's knight on cap E (0, 1) r180 (its city faces south); blue closes it with cap E (0, 2) r0.
    id: '02-occupancy-and-return',
    kind: 'lesson',
    title: 'Occupancy and return',
    goal: 'Close an occupied city: no extra knight may be deployed. Confirm to score 4 and return the original knight.',
    deck: ['E', 'E', 'U'],
    script: [{ x: 0, y: 1, r: 180, at: 'S' }],
    solution: { x: 0, y: 2, r: 0 },
    achieved: (t) => t.scored.some((e) => e.feature === 'city' && e.points === 4 && e.seats.length > 0) && t.state.meeples.length === 0,
  },
  {
    // Red's highwayman on A (0, 1) r0 (its road runs south); blue's U (1, 0) passes; red's A at
    // (0, 2) fits turned 180 only.
    id: '03-close-a-road',
    kind: 'lesson',
    title: 'Close a road',
    goal: 'Rotate the road-ending monastery to close the road, then confirm for 2.',
    deck: ['A', 'U', 'A', 'U'],
    script: [
      { x: 0, y: 1, r: 0, at: 'S' },
      { x: 1, y: 0, r: 90 },
    ],
    solution: { x: 0, y: 2, r: 180 },
    achieved: (t) => scoredFor(t.scored, 'road', 2, t.seat),
  },
  {
    // Monk on B (0, 1); neighbours: the start tile, U (-1, 0) and (1, 0), five city caps E turned
    // outwards; blue's U (2, 0) passes a turn. The last neighbour is (1, 2).
    id: '04-eight-neighbors-of-a-monastery',
    kind: 'lesson',
    title: 'Eight neighbors of a monastery',
    goal: 'Fill the last surrounding space to score 9 and return the monk.',
    deck: ['B', 'U', 'U', 'E', 'E', 'E', 'E', 'U', 'E'],
    script: [
      { x: 0, y: 1, r: 0, at: 'C' },
      { x: 1, y: 0, r: 90 },
      { x: -1, y: 0, r: 90 },
      { x: -1, y: 1, r: 270 },
      { x: 1, y: 1, r: 90 },
      { x: -1, y: 2, r: 270 },
      { x: 0, y: 2, r: 180 },
      { x: 2, y: 0, r: 90 },
    ],
    solution: { x: 1, y: 2, r: 90 },
    achieved: (t) => scoredFor(t.scored, 'monastery', 9, t.seat),
  },
  {
    // Red's farmer on U (-1, 0)'s north field, which runs into the start tile's field under its
    // city; blue's monastery B (0, 1) lies in the other field. The final cap closes the city.
    id: '05-final-field-scoring',
    kind: 'lesson',
    title: 'Final field scoring',
    goal: 'Complete the city with the final tile; the farmer scores 3 for this distinct completed city.',
    deck: ['U', 'B', 'E'],
    script: [
      { x: -1, y: 0, r: 90, at: 'NNE' },
      { x: 0, y: 1, r: 0 },
    ],
    solution: { x: 0, y: -1, r: 180 },
    achieved: (t) => scoredFor(t.final, 'field', 3, t.seat),
  },
  {
    // The start tile's open city (no meeple: nobody deploys on the start tile), red's cap E at
    // (1, -1) r270 (city to the west) and blue's cap E at (-1, -1) r90 (city to the east), both on
    // road tiles U. Red's R fits (0, -1) at rotation 180 (city S, W, E): 4 tiles, 0 shields.
    id: '06-tied-majority',
    kind: 'lesson',
    title: 'Tied majority',
    goal: 'Merge three cities; no new meeple may enter the occupied city. Confirm for 8 each.',
    deck: ['U', 'U', 'E', 'E', 'R', 'U'],
    script: [
      { x: 1, y: 0, r: 90 },
      { x: -1, y: 0, r: 90 },
      { x: 1, y: -1, r: 270, at: 'W' },
      { x: -1, y: -1, r: 90, at: 'E' },
    ],
    solution: { x: 0, y: -1, r: 180 },
    achieved: (t) => t.scored.some((e) => e.feature === 'city' && e.points === 8 && e.seats.length === 2),
  },
  {
    id: '07-meeple-majority',
    kind: 'lesson',
    title: 'Meeple majority',
    goal: 'Red already has two knights in one city. Join blue’s city and resolve 10 versus 0; all knights return.',
    deck: ['U', 'U', 'U', 'U', 'E', 'B', 'N', 'E', 'N', 'U', 'N'],
    script: RED_TWO_BLUE_ONE_SCRIPT,
    solution: { x: -1, y: -2, r: 270 },
    achieved: (t) => scoredFor(t.scored, 'city', 10, t.seat) && t.state.meeples.length === 0,
  },
  {
    // Red's knight on F (0, -1) r90 (city north-south, shield); blue's monastery B (0, 1) passes;
    // red's cap E (0, -2) r180 closes the city.
    id: '08-coat-of-arms',
    kind: 'lesson',
    title: 'Coat of arms',
    goal: 'Complete a three-tile city with one coat of arms to score 8.',
    deck: ['F', 'B', 'E', 'U'],
    script: [
      { x: 0, y: -1, r: 90, at: 'S' },
      { x: 0, y: 1, r: 0 },
    ],
    solution: { x: 0, y: -2, r: 180 },
    achieved: (t) => scoredFor(t.scored, 'city', 8, t.seat),
  },
  {
    // Red: knight on F (0, -1) r90 (with the start tile: 2 tiles + 1 shield), monk on B (0, 1)
    // (neighbours: start tile, U (-1, 0), and the final X (1, 0)), highwayman on the crossing X's
    // east arm. Blue's farmer on U (-1, 0)'s north field touches only the open city.
    id: '09-unfinished-features',
    kind: 'lesson',
    title: 'Unfinished features',
    goal: 'Place the final tile and score unfinished city, road and monastery: 3+1+4=8.',
    deck: ['F', 'U', 'B', 'U', 'X'],
    script: [
      { x: 0, y: -1, r: 90, at: 'N' },
      { x: -1, y: 0, r: 90, at: 'NNE' },
      { x: 0, y: 1, r: 0, at: 'C' },
      { x: -2, y: 0, r: 90 },
    ],
    solution: { x: 1, y: 0, r: 0, at: 'E' },
    achieved: (t) => scoredFor(t.final, 'city', 3, t.seat) && scoredFor(t.final, 'road', 1, t.seat) && scoredFor(t.final, 'monastery', 4, t.seat),
  },
  {
    // The north field of the start road (start tile, U (1, 0), (2, 0), (3, 0)) touches: city 1 =
    // start + E (0, -1) r180 (through the start tile and through the cap), city 2 = E (1, -1) r90 +
    // the last tile E (2, -1) r270 (through both caps), and the open cap E (3, -1) r0.
    id: '10-field-counting',
    kind: 'lesson',
    title: 'Field counting',
    goal: 'Place the last tile: repeated contact with one city counts once; unfinished cities do not count.',
    deck: ['U', 'E', 'U', 'E', 'U', 'E', 'E'],
    script: FIELD_COUNTING_SCRIPT,
    solution: { x: 2, y: -1, r: 270 },
    achieved: (t) => scoredFor(t.final, 'field', 6, t.seat),
  },
  {
    id: '11-no-meeples-left',
    kind: 'lesson',
    title: 'No meeples left',
    goal: 'With 0 in supply, complete your city: skip deployment first, then score 4 and recover 1 meeple.',
    deck: ['B', 'U', 'B', 'U', 'B', 'U', 'B', 'U', 'A', 'U', 'A', 'U', 'E', 'U', 'E', 'U'],
    script: SUPPLY_EXHAUSTED_SCRIPT,
    solution: { x: 1, y: -2, r: 180 },
    achieved: (t) => scoredFor(t.scored, 'city', 4, t.seat) && t.state.players[t.seat].meeples === 1,
  },
  {
    // V (1, 0) r90 bends the start road north; corner N (0, -1) r180 takes the start city east.
    // The gap (1, -1) needs city to the west and road to the south: the D fits at 270 only.
    id: '12-match-every-edge',
    kind: 'lesson',
    title: 'Match every edge',
    goal: 'Rotate the starting-pattern tile into the gap, matching both city and road. Try 180° to see why it is rejected.',
    deck: ['V', 'N', 'D', 'U'],
    script: [
      { x: 1, y: 0, r: 90 },
      { x: 0, y: -1, r: 180 },
    ],
    solution: { x: 1, y: -1, r: 270 },
    achieved: (t) => t.state.board.some((b) => b.x === 1 && b.y === -1),
  },
  {
    // Road tiles U (1, 0) and (-1, 0) extend the start road. The four-sided city C drawn next
    // could only go north of the start city, (0, -1); red's monastery at (1, -1) or (-1, -1)
    // turns a field edge to that cell, so C fits nowhere: blue's draw removes it and gives the E.
    id: '13-unplaceable-tile',
    kind: 'lesson',
    title: 'Unplaceable tile',
    goal: 'Place the monastery so that the four-sided city drawn next has no legal position: it is removed and a city cap drawn instead.',
    deck: ['U', 'U', 'B', 'C', 'E'],
    script: [
      { x: 1, y: 0, r: 90 },
      { x: -1, y: 0, r: 90 },
    ],
    solution: { x: 1, y: -1, r: 0 },
    // The engine lists the placements of the drawn tile: C is put in the learner's hand to ask.
    achieved: (t) => legalPlacements({ ...t.state, turn: { seat: t.seat, phase: 'place', tile: 'C', placed: null } }).length === 0,
  },
  {
    // Red's knight on cap E (0, 1) r180; blue's U (1, 0) passes; red draws another cap.
    id: '14-close-or-leave-open',
    kind: 'strategy',
    title: 'Close or leave open',
    goal: 'Same city cap: close for 4 and recover the knight (placing elsewhere scores 0 now and leaves the knight committed). Secure the 4.',
    deck: ['E', 'U', 'E', 'U'],
    script: [
      { x: 0, y: 1, r: 180, at: 'S' },
      { x: 1, y: 0, r: 90 },
    ],
    solution: { x: 0, y: 2, r: 0 },
    achieved: (t) => scoredFor(t.scored, 'city', 4, t.seat) && t.state.meeples.length === 0,
  },
  {
    // Red's F (0, -1) r90 extends the start city with a shield; blue's final cap E (0, -2) r180
    // closes it, with a knight on the city (S) or a farmer on the field (NNW).
    id: '15-final-knight-or-farmer',
    kind: 'strategy',
    title: 'Final knight or farmer',
    goal: 'Same final tile and 7 available meeples: complete the shield city and deploy the meeple that scores more, a knight (8) or a farmer (3).',
    deck: ['F', 'E'],
    script: [{ x: 0, y: -1, r: 90 }],
    solution: { x: 0, y: -2, r: 180, at: 'S' },
    achieved: (t) => scoredFor(t.scored, 'city', 8, t.seat),
  },
  {
    // City: start + E (0, -1) r180 (closed). The final monastery B (1, -1) has 3 neighbours: the
    // cap, the start tile, U (1, 0). Its field reaches the cap's field and, through U, the start
    // tile's north field: the same completed city twice, still 3 for a farmer.
    id: '16-final-monk-or-farmer',
    kind: 'strategy',
    title: 'Final monk or farmer',
    goal: 'Same final monastery: a monk scores 4 with 3 surrounding tiles, a farmer 3 for one completed city. Take the 4.',
    deck: ['E', 'U', 'B'],
    script: [
      { x: 0, y: -1, r: 180 },
      { x: 1, y: 0, r: 90 },
    ],
    solution: { x: 1, y: -1, r: 0, at: 'C' },
    achieved: (t) => scoredFor(t.final, 'monastery', 4, t.seat),
  },
]

const BY_ID = new Map(LESSONS.map((l) => [l.id, l]))

export function lessonById(id: string): Lesson | undefined {
  return BY_ID.get(id)
}

/** The seat whose turn follows the script: seats alternate from seat 0 (no scripted draw discards). */
export function learnerSeat(lesson: Lesson): number {
  return lesson.script.length % 2
}

/** The lesson of a known id (tests and scripts); throws for an unknown one. */
export function lessonNamed(id: string): Lesson {
  const lesson = lessonById(id)
  if (lesson === undefined) throw new Error(`no lesson ${id}`)
  return lesson
}
