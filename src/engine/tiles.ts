/**
 * The base-game tile catalog exactly as rules.md lists it (canonical orientation, rotation 0).
 */
import type { Port } from './geometry.js'

export type TileLetter =
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L'
  | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U' | 'V' | 'W' | 'X'
export type Terrain = 'C' | 'R' | 'F'
export type FeatureKind = 'road' | 'city' | 'field' | 'monastery'

export interface SegmentSpec {
  readonly kind: FeatureKind
  readonly ports: readonly Port[]
  /** City segments only: the segment carries a shield (coat of arms). */
  readonly shield?: boolean
  /** Field segments only: indices (in this tile's segment list) of the city segments it touches. */
  readonly touches?: readonly number[]
}

export interface TileType {
  readonly letter: TileLetter
  readonly count: number
  /** Terrain of the N, E, S, W edges. */
  readonly edges: readonly [Terrain, Terrain, Terrain, Terrain]
  readonly segments: readonly SegmentSpec[]
}

const ALL_HALVES: Port[] = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW']
const road = (...ports: Port[]): SegmentSpec => ({ kind: 'road', ports })
const city = (ports: Port[], shield = false): SegmentSpec => ({ kind: 'city', ports, shield })
const field = (ports: Port[], touches: number[] = []): SegmentSpec => ({ kind: 'field', ports, touches })
const monastery: SegmentSpec = { kind: 'monastery', ports: ['C'] }

function tile(letter: TileLetter, count: number, edges: string, segments: SegmentSpec[]): TileType {
  return { letter, count, edges: edges.split('') as unknown as TileType['edges'], segments }
}

/** The 24 tile types; segment order is fixed (it is how meeples are addressed internally). */
export const TILE_TYPES: readonly TileType[] = [
  tile('A', 2, 'FFRF', [monastery, road('S'), field(ALL_HALVES)]),
  tile('B', 4, 'FFFF', [monastery, field(ALL_HALVES)]),
  tile('C', 1, 'CCCC', [city(['N', 'E', 'S', 'W'], true)]),
  tile('D', 4, 'CRFR', [city(['N']), road('W', 'E'), field(['WNW', 'ENE'], [0]), field(['WSW', 'SSW', 'SSE', 'ESE'])]),
  tile('E', 5, 'CFFF', [city(['N']), field(['ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'], [0])]),
  tile('F', 2, 'FCFC', [city(['E', 'W'], true), field(['NNW', 'NNE'], [0]), field(['SSE', 'SSW'], [0])]),
  tile('G', 1, 'FCFC', [city(['E', 'W']), field(['NNW', 'NNE'], [0]), field(['SSE', 'SSW'], [0])]),
  tile('H', 3, 'CFCF', [city(['N']), city(['S']), field(['ENE', 'ESE', 'WSW', 'WNW'], [0, 1])]),
  tile('I', 2, 'CCFF', [city(['N']), city(['E']), field(['SSE', 'SSW', 'WSW', 'WNW'], [0, 1])]),
  tile('J', 3, 'CRRF', [city(['N']), road('E', 'S'), field(['ESE', 'SSE']), field(['SSW', 'WSW', 'WNW', 'ENE'], [0])]),
  tile('K', 3, 'CFRR', [city(['N']), road('S', 'W'), field(['SSW', 'WSW']), field(['SSE', 'ESE', 'ENE', 'WNW'], [0])]),
  tile('L', 3, 'CRRR', [city(['N']), road('E'), road('S'), road('W'), field(['WNW', 'ENE'], [0]), field(['ESE', 'SSE']), field(['SSW', 'WSW'])]),
  tile('M', 2, 'CFFC', [city(['N', 'W'], true), field(['ENE', 'ESE', 'SSE', 'SSW'], [0])]),
  tile('N', 3, 'CFFC', [city(['N', 'W']), field(['ENE', 'ESE', 'SSE', 'SSW'], [0])]),
  tile('O', 2, 'CRRC', [city(['N', 'W'], true), road('E', 'S'), field(['ESE', 'SSE']), field(['ENE', 'SSW'], [0])]),
  tile('P', 3, 'CRRC', [city(['N', 'W']), road('E', 'S'), field(['ESE', 'SSE']), field(['ENE', 'SSW'], [0])]),
  tile('Q', 1, 'CCFC', [city(['N', 'E', 'W'], true), field(['SSE', 'SSW'], [0])]),
  tile('R', 3, 'CCFC', [city(['N', 'E', 'W']), field(['SSE', 'SSW'], [0])]),
  tile('S', 2, 'CCRC', [city(['N', 'E', 'W'], true), road('S'), field(['SSW'], [0]), field(['SSE'], [0])]),
  tile('T', 1, 'CCRC', [city(['N', 'E', 'W']), road('S'), field(['SSW'], [0]), field(['SSE'], [0])]),
  tile('U', 8, 'RFRF', [road('N', 'S'), field(['NNE', 'ENE', 'ESE', 'SSE']), field(['SSW', 'WSW', 'WNW', 'NNW'])]),
  tile('V', 9, 'FFRR', [road('S', 'W'), field(['SSW', 'WSW']), field(['WNW', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE'])]),
  tile('W', 4, 'FRRR', [road('E'), road('S'), road('W'), field(['WNW', 'NNW', 'NNE', 'ENE']), field(['ESE', 'SSE']), field(['SSW', 'WSW'])]),
  tile('X', 1, 'RRRR', [road('N'), road('E'), road('S'), road('W'), field(['NNE', 'ENE']), field(['ESE', 'SSE']), field(['SSW', 'WSW']), field(['WNW', 'NNW'])]),
]

export const START_TILE: TileLetter = 'D'
export const TILE_LETTERS: readonly TileLetter[] = TILE_TYPES.map((t) => t.letter)

export function isTileLetter(value: string): value is TileLetter {
  return value.length === 1 && value >= 'A' && value <= 'X'
}

export function tileType(letter: TileLetter): TileType {
  return TILE_TYPES[letter.charCodeAt(0) - 65]
}

/** The 71 tiles shuffled at setup: the full inventory minus the start tile, in catalog order. */
export function baseInventory(): TileLetter[] {
  const tiles: TileLetter[] = []
  for (const type of TILE_TYPES) {
    const count = type.letter === START_TILE ? type.count - 1 : type.count
    for (let i = 0; i < count; i++) tiles.push(type.letter)
  }
  return tiles
}
