/**
 * Where a tile may go in this game: edge matching on the board, then the limits of the variants
 * chosen (the table's bounds, the River's rules). The one source for `place`, the draw's removal
 * of unplaceable tiles and the listing of legal placements.
 */
import { MAX_FRONTIER, type BoardIndex } from './board.js'
import { frontCell, isRiverTile, riverEnd, riverRotations } from './river.js'
import type { GameOptions } from './state.js'
import { insideTable } from './table.js'
import type { TileId } from './tiles.js'

/** Why a placement is refused (the `reason` of ILLEGAL_PLACEMENT, variants.md 0.2). */
export type PlacementRefusal = 'occupied' | 'no-neighbour' | 'edge-mismatch' | 'outside-table' | 'river-disconnected' | 'river-u-turn'

/** Bit set of the rotations (bit r = rotation 90r) with which `id` may go to (x, y). */
export function legalRotations(options: GameOptions, index: BoardIndex, id: TileId, x: number, y: number): number {
  const table = options.table
  if (table !== undefined && !insideTable(table, x, y)) return 0
  if (options.river === undefined || !isRiverTile(id)) return index.fittingRotations(id, x, y)
  const end = riverEnd(index.placed)
  if (end === null) return 0
  const front = frontCell(end)
  return front.x === x && front.y === y ? riverRotations(index, end, options.river.turnRule, table, id, x, y) : 0
}

/** fits() output of the table's check, consumed at once. */
const FITS = new Int32Array(MAX_FRONTIER)

/** Whether `id` has a legal placement anywhere (rules.md, Turn 1: otherwise it is removed at the draw). */
export function isPlaceable(options: GameOptions, index: BoardIndex, id: TileId): boolean {
  if (options.river !== undefined && isRiverTile(id)) {
    const end = riverEnd(index.placed)
    if (end === null) return false
    const front = frontCell(end)
    return legalRotations(options, index, id, front.x, front.y) !== 0
  }
  const table = options.table
  if (table === undefined) return index.isPlaceable(id)
  const count = index.fits(id, FITS)
  for (let i = 0; i < count; i++) if (insideTable(table, cellX(FITS[i]), cellY(FITS[i]))) return true
  return false
}

/** The cell of a fits() key, ((y + 128) << 12) | ((x + 128) << 4) | rotation bits. */
export function cellX(key: number): number {
  return ((key >>> 4) & 255) - 128
}
export function cellY(key: number): number {
  return (key >>> 12) - 128
}

/** Why `id` may not go to (x, y) at `rotation` (a placement legalRotations refuses). */
export function refusalOf(options: GameOptions, index: BoardIndex, id: TileId, x: number, y: number, rotation: number): PlacementRefusal {
  if (options.table !== undefined && !insideTable(options.table, x, y)) return 'outside-table'
  if (index.tileAt(x, y) >= 0) return 'occupied'
  if (!index.touches(x, y)) return 'no-neighbour'
  if ((index.fittingRotations(id, x, y) & (1 << (rotation / 90))) === 0) return 'edge-mismatch'
  const end = riverEnd(index.placed)
  const front = end === null ? null : frontCell(end)
  return front !== null && front.x === x && front.y === y ? 'river-u-turn' : 'river-disconnected'
}

/**
 * The position in `pile` of the first tile from `from` on that has a legal placement, or
 * `pile.length`: the draw's removal rule (rules.md, Turn 1). The ones passed over go to `discarded`.
 */
export function nextPlaceable(options: GameOptions, index: BoardIndex, pile: readonly TileId[], from: number, discarded: TileId[]): number {
  let position = from
  while (position < pile.length && !isPlaceable(options, index, pile[position])) discarded.push(pile[position++])
  return position
}

/**
 * nextPlaceable during the river phase of a game with the draft or hands, where River tiles are
 * drawn one at a time: it also stops at the first land tile, where the river phase ends.
 */
export function nextPlaceableRiverTile(options: GameOptions, index: BoardIndex, pile: readonly TileId[], from: number, discarded: TileId[]): number {
  let position = from
  while (position < pile.length && isRiverTile(pile[position]) && !isPlaceable(options, index, pile[position])) discarded.push(pile[position++])
  return position
}
