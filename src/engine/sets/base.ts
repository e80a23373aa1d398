/** The base game's tiles exactly as rules.md lists them (canonical orientation, rotation 0). */
import { ALL_HALVES, city, field, monastery, road, tileOf, type SegmentSpec, type TileRole, type TileType } from './types.js'

export type BaseTileId =
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L'
  | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U' | 'V' | 'W' | 'X'

const tile = (id: BaseTileId, count: number, edges: string, segments: SegmentSpec[], role?: TileRole) => tileOf('base', id, count, edges, segments, role)

/** The 24 tile types, 72 tiles; one D is the start tile. */
export const BASE_TILES: readonly TileType<BaseTileId>[] = [
  tile('A', 2, 'FFRF', [monastery, road('S'), field(ALL_HALVES)]),
  tile('B', 4, 'FFFF', [monastery, field(ALL_HALVES)]),
  tile('C', 1, 'CCCC', [city(['N', 'E', 'S', 'W'], true)]),
  tile('D', 4, 'CRFR', [city(['N']), road('W', 'E'), field(['WNW', 'ENE'], [0]), field(['WSW', 'SSW', 'SSE', 'ESE'])], 'start'),
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
