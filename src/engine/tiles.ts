/**
 * The tile catalogue: every set's tile types in one list, addressed by type index (the order of
 * CATALOGUE), which the board's tables use. Which tiles a game uses comes from its setup.
 */
import { BASE_TILES, type BaseTileId } from './sets/base.js'
import { RIVER_TILES, type RiverTileId } from './sets/river.js'
import type { TileType } from './sets/types.js'

export type { ClaimableKind, FeatureKind, SegmentSpec, Terrain, TileRole, TileType } from './sets/types.js'
export type { BaseTileId } from './sets/base.js'
export type { RiverTileId } from './sets/river.js'
export { BASE_TILES } from './sets/base.js'
export { RIVER_TILES } from './sets/river.js'

export type TileId = BaseTileId | RiverTileId

export const CATALOGUE: readonly TileType<TileId>[] = [...BASE_TILES, ...RIVER_TILES]

/**
 * Type index by id code (one or two ASCII characters: c0, or c0 << 7 | c1), -1 for none: a table
 * read, because the board asks it for every placement and every placeability check.
 */
const TYPE_BY_CODE = new Int16Array(1 << 14).fill(-1)
function idCode(id: string): number {
  return id.length === 1 ? id.charCodeAt(0) : (id.charCodeAt(0) << 7) | id.charCodeAt(1)
}
CATALOGUE.forEach((type, index) => {
  if (!/^[A-Z]{1,2}$/.test(type.id) || TYPE_BY_CODE[idCode(type.id)] !== -1) throw new Error(`bad or repeated tile id ${type.id}`)
  TYPE_BY_CODE[idCode(type.id)] = index
})

export function isTileId(value: string): value is TileId {
  return (value.length === 1 || value.length === 2) && value.charCodeAt(0) < 128 && value.charCodeAt(value.length - 1) < 128 && TYPE_BY_CODE[idCode(value)] >= 0
}

/** The type index of a catalogue id. */
export function typeIndexOf(id: TileId): number {
  return TYPE_BY_CODE[idCode(id)]
}

export function tileType(id: TileId): TileType<TileId> {
  return CATALOGUE[typeIndexOf(id)]
}

/** The base game's start tile. */
export const START_TILE: BaseTileId = BASE_TILES.find((t) => t.role === 'start')!.id

/** Every tile of `types`, `count` times each, in catalogue order, less the ones listed in `without`. */
export function inventory<Id extends TileId>(types: readonly TileType<Id>[], without: readonly Id[] = []): Id[] {
  const tiles: Id[] = []
  for (const type of types) {
    let count = type.count
    for (const id of without) if (id === type.id) count--
    for (let i = 0; i < count; i++) tiles.push(type.id)
  }
  return tiles
}

export function baseInventory(): BaseTileId[] {
  return inventory(BASE_TILES, [START_TILE])
}
