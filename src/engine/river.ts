/**
 * The River's placement rules (variants.md, section 1.5). River tiles are placed before any land
 * tile, the spring first, so the board's River tiles are a prefix of its placement order: the
 * last of them is the river's open end (unless it is the lake), and the one before it is where
 * that tile's river came in. Everything here is derived from the board.
 */
import { SIDE_DX, SIDE_DY, SIDE_NAMES, type SidePort } from './geometry.js'
import type { BoardIndex, PlacedTile } from './board.js'
import { orientation } from './orientations.js'
import type { GameState, RiverTurnRule, TableBounds } from './state.js'
import { insideTable } from './table.js'
import { CATALOGUE, typeIndexOf, type TileId } from './tiles.js'

export type RiverTurn = 'left' | 'right' | 'straight'

/** Where the river leaves the last River tile placed: its cell, the side (0-3: N E S W), and how that tile turned. */
export interface RiverEnd {
  readonly x: number
  readonly y: number
  readonly side: number
  readonly lastTurn: RiverTurn
}

const IS_RIVER: readonly boolean[] = CATALOGUE.map((type) => type.set === 'river')

export function isRiverTile(id: TileId): boolean {
  return IS_RIVER[typeIndexOf(id)]
}

/** The sides (0-3) of a placed tile's river segment in board orientation; none for a land tile. */
function riverSides(id: TileId, rotation: PlacedTile['rotation']): readonly number[] {
  for (const segment of orientation(typeIndexOf(id), rotation).segments) if (segment.kind === 'river') return segment.ports
  return []
}

/**
 * Whether the river phase lasts (variants.md 1.5): River tiles remain in the pile. They are its top,
 * as they come before every land tile and nothing goes back under the pile before they are drawn
 * (a redraw refuses them; the draft puts tiles back only once it has begun, after the river).
 */
export function inRiverPhase(pile: readonly TileId[], drawn: number): boolean {
  return drawn < pile.length && isRiverTile(pile[drawn])
}

/** How a river that comes in at side `entry` and leaves at side `exit` turns. */
function turnOf(entry: number, exit: number): RiverTurn {
  const heading = (entry + 2) & 3
  return exit === heading ? 'straight' : exit === ((heading + 1) & 3) ? 'right' : 'left'
}

/** The river's open end; null without a river, or once the lake closes it. */
export function riverEnd(board: readonly PlacedTile[]): RiverEnd | null {
  let count = 0
  while (count < board.length && isRiverTile(board[count].tile)) count++
  if (count === 0) return null
  const last = board[count - 1]
  const sides = riverSides(last.tile, last.rotation)
  // One river side: the spring (the first tile, counted straight) or the lake (the river ends).
  if (sides.length === 1) return count === 1 ? { x: last.x, y: last.y, side: sides[0], lastTurn: 'straight' } : null
  const before = board[count - 2]
  const entry = sides.find((side) => last.x + SIDE_DX[side] === before.x && last.y + SIDE_DY[side] === before.y)!
  const exit = sides[0] === entry ? sides[1] : sides[0]
  return { x: last.x, y: last.y, side: exit, lastTurn: turnOf(entry, exit) }
}

/** The empty cell the river's open end faces: the only cell a River tile can extend it from. */
export function frontCell(end: RiverEnd): { x: number; y: number } {
  return { x: end.x + SIDE_DX[end.side], y: end.y + SIDE_DY[end.side] }
}

/**
 * Bit set of the rotations with which a River tile may go to the front cell (x, y): its edges
 * match (so a river side faces back), and its turn obeys `rule`. The caller checks the cell.
 */
export function riverRotations(index: BoardIndex, end: RiverEnd, rule: RiverTurnRule, table: TableBounds | undefined, id: TileId, x: number, y: number): number {
  let rotations = index.fittingRotations(id, x, y)
  if (rule === 'none') return rotations
  const entry = (end.side + 2) & 3
  for (let r = 0; r < 4; r++) {
    if ((rotations & (1 << r)) === 0) continue
    const sides = riverSides(id, (r * 90) as PlacedTile['rotation'])
    // The lake has no exit: it neither turns nor needs room ahead.
    if (sides.length === 1) continue
    const exit = sides[0] === entry ? sides[1] : sides[0]
    const allowed = rule === 'no-repeat' ? !repeatsTurn(end.lastTurn, turnOf(entry, exit)) : clearAhead(index, table, x, y, exit)
    if (!allowed) rotations &= ~(1 << r)
  }
  return rotations
}

/** The official rule: no two turns in a row the same way (a straight in between resets it). */
function repeatsTurn(last: RiverTurn, turn: RiverTurn): boolean {
  return turn !== 'straight' && turn === last
}

/**
 * JCloisterZone's rule: the 3-wide, 2-deep block of cells in front of the new open end (at (x, y),
 * leaving at side `exit`) holds no tile and lies on the table.
 */
function clearAhead(index: BoardIndex, table: TableBounds | undefined, x: number, y: number, exit: number): boolean {
  const dx = SIDE_DX[exit]
  const dy = SIDE_DY[exit]
  // The unit vector 90 degrees clockwise of the exit; its opposite is the anticlockwise one.
  const sx = SIDE_DX[(exit + 1) & 3]
  const sy = SIDE_DY[(exit + 1) & 3]
  for (let depth = 1; depth <= 2; depth++) {
    for (let across = -1; across <= 1; across++) {
      const cx = x + depth * dx + across * sx
      const cy = y + depth * dy + across * sy
      if (table !== undefined && !insideTable(table, cx, cy)) return false
      if (index.tileAt(cx, cy) >= 0) return false
    }
  }
  return true
}

/** The River as GameState shows it (variants.md 1.5): the open end and how the last River tile turned. */
export interface RiverView {
  readonly open: { readonly x: number; readonly y: number; readonly edge: SidePort } | null
  readonly lastTurn: RiverTurn | null
  /** River tiles still in the pile, the lake included. */
  readonly left: number
}

/** Null in a game without the River. */
export function riverView(state: GameState): RiverView | null {
  if (state.options.river === undefined) return null
  const end = riverEnd(state.board)
  let left = 0
  for (let i = state.drawn; i < state.pile.length; i++) if (isRiverTile(state.pile[i])) left++
  return end === null ? { open: null, lastTurn: null, left } : { open: { x: end.x, y: end.y, edge: SIDE_NAMES[end.side] }, lastTurn: end.lastTurn, left }
}
