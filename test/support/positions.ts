/**
 * Positions that several engine tests share, each built from a stacked deck and scripted turns.
 * Coordinates: the start tile D is at (0, 0) with its city to the north (0, -1), its road running
 * west-east and its field to the south; y grows to the south; rotations are clockwise.
 * Seat 0 is red, seat 1 blue; seats alternate, so turn k (from 1) belongs to seat (k - 1) % 2.
 */
import type { GameState } from '../../src/engine/index.js'
import { lessonNamed } from '../../src/lessons/catalogue.js'
import { newGame, play, type Move, type TurnResult } from './play.js'

export interface Position {
  /** The state right before the turn the position is about. */
  readonly state: GameState
  readonly turns: TurnResult[]
}

function build(deck: readonly string[], moves: readonly Move[], opts: { farmers?: boolean } = {}): Position {
  return play(newGame([...deck], opts), moves)
}

/** The position of a lesson (src/lessons/catalogue.ts): its scripted turns played, before the learner's. */
export function lessonPosition(id: string): Position {
  const lesson = lessonNamed(id)
  return build(lesson.deck, lesson.script)
}

/** Lesson 11: seat 0 has committed all 7 meeples and draws the cap that closes its knight's city. */
export function supplyExhausted(): Position {
  return lessonPosition('11-no-meeples-left')
}

/** Lesson 6: three cities about to merge; red draws the R that joins them. One U stays in the pile. */
export function threeCitiesToMerge(): Position {
  return lessonPosition('06-tied-majority')
}

/** Lesson 7: red holds two knights in one open city (a legal merge), blue one in the city next to it. */
export function redTwoBlueOne(): Position {
  return lessonPosition('07-meeple-majority')
}

/**
 * A long two-player game that ends 58 to 48:
 * - a 5-tile city with 2 shields in the row y = -1 (E F G F E) that red and blue share: 14 each;
 * - a 3x3 city south of the start tile (C in the middle, Q S S R on the sides, M M O O in the
 *   corners: 9 tiles, 8 shields) that red and blue share: 34 each (48 each now);
 * - the red-two-blue-one city of `redTwoBlueOne` in the west: 10 for red, 0 for blue.
 * The deck ends with the last of these tiles, so the game ends with red 58, blue 48.
 */
export function fiftyEightToFortyEight(): Position {
  const moves: Array<[string, Move]> = [
    ['U', { x: 1, y: 0, r: 90 }],
    ['U', { x: 2, y: 0, r: 90 }],
    ['U', { x: 3, y: 0, r: 90 }],
    ['U', { x: 4, y: 0, r: 90 }],
    ['U', { x: 5, y: 0, r: 90 }],
    ['U', { x: -1, y: 0, r: 90 }],
    ['U', { x: -2, y: 0, r: 90 }],
    ['U', { x: -3, y: 0, r: 90 }],
    // The shared 14-point city in the east.
    ['E', { x: 1, y: -1, r: 90, at: 'E' }],
    ['E', { x: 5, y: -1, r: 270, at: 'W' }],
    ['F', { x: 2, y: -1, r: 0 }],
    ['F', { x: 4, y: -1, r: 0 }],
    ['G', { x: 3, y: -1, r: 0 }],
    // The shared 3x3 city in the south.
    ['M', { x: 1, y: 1, r: 270, at: 'W' }],
    ['M', { x: -1, y: 1, r: 180, at: 'E' }],
    ['Q', { x: 0, y: 1, r: 180 }],
    ['S', { x: -1, y: 2, r: 90 }],
    ['S', { x: 1, y: 2, r: 270 }],
    ['O', { x: -1, y: 3, r: 90 }],
    ['O', { x: 1, y: 3, r: 0 }],
    ['R', { x: 0, y: 3, r: 0 }],
    ['C', { x: 0, y: 2, r: 0 }],
    // Red two, blue one in the west.
    ['E', { x: -3, y: -1, r: 90, at: 'E' }],
    ['B', { x: -3, y: -2, r: 0 }],
    ['N', { x: -2, y: -2, r: 180, at: 'S' }],
    ['E', { x: -1, y: -1, r: 0, at: 'N' }],
    ['N', { x: -2, y: -1, r: 0 }],
    ['N', { x: -1, y: -2, r: 270 }],
  ]
  return build(
    moves.map(([letter]) => letter),
    moves.map(([, m]) => m),
    { farmers: false },
  )
}
