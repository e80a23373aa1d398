/**
 * Brute-force placement check, independent of the engine's tables: every cell of the board's
 * bounding box grown by one, every rotation, edges matched from test/support/catalog.ts.
 */
import { SIDES, STEP, FACING, rotatedEdges } from './catalog.js'

export interface BoardTile {
  readonly x: number
  readonly y: number
  readonly tile: string
  readonly rotation: number
}

export interface Spot {
  readonly x: number
  readonly y: number
  readonly rotation: number
}

export const key = (x: number, y: number): string => `${x},${y}`

export function boundingBox(board: readonly BoardTile[]): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (const t of board) {
    minX = Math.min(minX, t.x)
    maxX = Math.max(maxX, t.x)
    minY = Math.min(minY, t.y)
    maxY = Math.max(maxY, t.y)
  }
  return { minX: minX - 1, maxX: maxX + 1, minY: minY - 1, maxY: maxY + 1 }
}

/** Whether `letter` at `rotation` may go to (x, y): free cell, at least one neighbour, every touching edge equal. */
export function fits(cells: ReadonlyMap<string, BoardTile>, letter: string, x: number, y: number, rotation: number): boolean {
  if (cells.has(key(x, y))) return false
  const mine = rotatedEdges(letter, rotation)
  let neighbours = 0
  for (const side of SIDES) {
    const [dx, dy] = STEP[side]
    const other = cells.get(key(x + dx, y + dy))
    if (other === undefined) continue
    neighbours++
    if (rotatedEdges(other.tile, other.rotation)[FACING[side]] !== mine[side]) return false
  }
  return neighbours > 0
}

export function cellMap(board: readonly BoardTile[]): Map<string, BoardTile> {
  return new Map(board.map((t) => [key(t.x, t.y), t]))
}

/** Every legal spot in the bounding box + 1, ordered by y, x, rotation. */
export function bruteForcePlacements(board: readonly BoardTile[], letter: string): Spot[] {
  const cells = cellMap(board)
  const box = boundingBox(board)
  const out: Spot[] = []
  for (let y = box.minY; y <= box.maxY; y++) {
    for (let x = box.minX; x <= box.maxX; x++) {
      for (const rotation of [0, 90, 180, 270]) if (fits(cells, letter, x, y, rotation)) out.push({ x, y, rotation })
    }
  }
  return out
}
