/**
 * Positions that several engine tests share, each built from a stacked deck and scripted turns.
 * Coordinates: the start tile D is at (0, 0) with its city to the north (0, -1), its road running
 * west-east and its field to the south; y grows to the south; rotations are clockwise.
 * Seat 0 is red, seat 1 blue; seats alternate, so turn k (from 1) belongs to seat (k - 1) % 2.
 */
import type { GameState } from '../../src/engine/index.js'
import { newGame, play, type Move, type TurnResult } from './play.js'

export interface Position {
  /** The state right before the turn the position is about. */
  readonly state: GameState
  readonly turns: TurnResult[]
}

function build(deck: string[], moves: Move[], opts: { farmers?: boolean } = {}): Position {
  return play(newGame(deck, opts), moves)
}

/**
 * Seat 0 commits all 7 meeples: six monks on a row of monasteries south of the road (y = 1, never
 * surrounded: row y = 2 stays empty) and a knight on a city cap E at (1, -1) whose city is open to
 * the north. Seat 1 only extends the road. Seat 0 is to move and draws the E that closes the city
 * from (1, -2) at rotation 180. One more tile (U) stays in the pile: that turn does not end the game.
 */
export function supplyExhausted(): Position {
  const deck = ['B', 'U', 'B', 'U', 'B', 'U', 'B', 'U', 'A', 'U', 'A', 'U', 'E', 'U', 'E', 'U']
  return build(deck, [
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
  ])
}

/**
 * Three cities about to merge: the start tile's open city (no meeple: nobody deploys on the start
 * tile), red's cap E at (1, -1) rotated 270 (city to the west) and blue's cap E at (-1, -1) rotated
 * 90 (city to the east), both standing on road tiles U. Red (seat 0) is to move and draws an R
 * (three-sided city) that fits (0, -1) at rotation 180 (city S, W, E): 4 tiles, 0 shields.
 * One more tile (U) stays in the pile.
 */
export function threeCitiesToMerge(): Position {
  return build(['U', 'U', 'E', 'E', 'R', 'U'], [
    { x: 1, y: 0, r: 90 },
    { x: -1, y: 0, r: 90 },
    { x: 1, y: -1, r: 270, at: 'W' },
    { x: -1, y: -1, r: 90, at: 'E' },
  ])
}

/**
 * Red (seat 0) holds two knights in one unfinished city, made by a legal merge: cap E (-3, -1) r90
 * [red knight], corner N (-2, -2) r180 [red knight, a separate city then], merged by corner N
 * (-2, -1) r0. Blue's cap E (-1, -1) r0 holds a knight. The road row y = 0 carries the caps; a
 * monastery B at (-3, -2) only gives the corner at (-2, -2) a neighbour; a road tile U at (1, 0)
 * passes a turn. Blue (seat 1) is to move
 * and draws the corner N that fits (-1, -2) at rotation 270, joining both cities: 5 tiles.
 */
export const RED_TWO_BLUE_ONE: { readonly deck: string[]; readonly moves: Move[] } = {
  deck: ['U', 'U', 'U', 'U', 'E', 'B', 'N', 'E', 'N', 'N'],
  moves: [
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
  ],
}

export function redTwoBlueOne(): Position {
  return build(RED_TWO_BLUE_ONE.deck, RED_TWO_BLUE_ONE.moves)
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
