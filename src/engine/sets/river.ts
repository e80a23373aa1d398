/**
 * The River (variants.md, section 1.3): 12 tiles in JCloisterZone's orientation. The river is a
 * segment between edge ports, like a road; the half-edges of a river edge belong to the banks.
 */
import { ALL_HALVES, city, field, monastery, river, road, tileOf, type SegmentSpec, type TileRole, type TileType } from './types.js'

export type RiverTileId = 'RA' | 'RB' | 'RC' | 'RD' | 'RE' | 'RG' | 'RH' | 'RI' | 'RK' | 'RL'

const tile = (id: RiverTileId, count: number, edges: string, segments: SegmentSpec[], role?: TileRole) => tileOf('river', id, count, edges, segments, role)

export const RIVER_TILES: readonly TileType<RiverTileId>[] = [
  tile('RA', 1, 'FWFF', [river('E'), field(ALL_HALVES)], 'spring'),
  tile('RB', 1, 'CWRW', [city(['N']), road('S'), river('W', 'E'), field(['WNW'], [0]), field(['ENE'], [0]), field(['ESE', 'SSE']), field(['SSW', 'WSW'])]),
  tile('RC', 1, 'CWCW', [city(['N']), city(['S']), river('W', 'E'), field(['WNW', 'ENE'], [0]), field(['WSW', 'ESE'], [1])]),
  tile('RD', 2, 'FWFW', [river('W', 'E'), field(['WNW', 'NNW', 'NNE', 'ENE']), field(['WSW', 'SSW', 'SSE', 'ESE'])]),
  tile('RE', 1, 'CWWC', [city(['N', 'W']), river('S', 'E'), field(['SSW', 'ENE'], [0]), field(['ESE', 'SSE'])]),
  tile('RG', 2, 'FFWW', [river('W', 'S'), field(['WNW', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE']), field(['WSW', 'SSW'])]),
  tile('RH', 1, 'FWRW', [monastery, road('S'), river('W', 'E'), field(['WNW', 'NNW', 'NNE', 'ENE']), field(['ESE', 'SSE']), field(['SSW', 'WSW'])]),
  tile('RI', 1, 'RRWW', [road('N', 'E'), river('W', 'S'), field(['NNE', 'ENE']), field(['WNW', 'NNW', 'ESE', 'SSE']), field(['WSW', 'SSW'])]),
  tile('RK', 1, 'WRWR', [road('W', 'E'), river('N', 'S'), field(['WNW', 'NNW']), field(['NNE', 'ENE']), field(['ESE', 'SSE']), field(['SSW', 'WSW'])]),
  tile('RL', 1, 'FFFW', [river('W'), field(ALL_HALVES)], 'lake'),
]
