/** What a tile set provides: tile types with their terrain, segments, counts and roles. */
import type { Port } from '../geometry.js'

/** Edge terrain: city, road, field, water (River; meets only water). */
export type Terrain = 'C' | 'R' | 'F' | 'W'
export type FeatureKind = 'road' | 'city' | 'field' | 'monastery' | 'river'
/** What a meeple may stand on and what scores: every feature but the river. */
export type ClaimableKind = Exclude<FeatureKind, 'river'>
/** A tile with a fixed job: the start tile of its set, or the River's spring and lake. */
export type TileRole = 'start' | 'spring' | 'lake'

export interface SegmentSpec {
  readonly kind: FeatureKind
  readonly ports: readonly Port[]
  /** City segments only: the segment carries a shield (coat of arms). */
  readonly shield?: boolean
  /** Field segments only: indices (in this tile's segment list) of the city segments it touches. */
  readonly touches?: readonly number[]
}

export interface TileType<Id extends string = string> {
  readonly id: Id
  readonly set: string
  readonly count: number
  /** Terrain of the N, E, S, W edges. */
  readonly edges: readonly [Terrain, Terrain, Terrain, Terrain]
  /** Segment order is fixed: it is how meeples are addressed internally. */
  readonly segments: readonly SegmentSpec[]
  readonly role?: TileRole
}

export const ALL_HALVES: Port[] = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW']
export const road = (...ports: Port[]): SegmentSpec => ({ kind: 'road', ports })
export const river = (...ports: Port[]): SegmentSpec => ({ kind: 'river', ports })
export const city = (ports: Port[], shield = false): SegmentSpec => ({ kind: 'city', ports, shield })
export const field = (ports: Port[], touches: number[] = []): SegmentSpec => ({ kind: 'field', ports, touches })
export const monastery: SegmentSpec = { kind: 'monastery', ports: ['C'] }

/** A set's tile type from its rows as the specs write them: edges as one string, N E S W. */
export function tileOf<Id extends string>(set: string, id: Id, count: number, edges: string, segments: SegmentSpec[], role?: TileRole): TileType<Id> {
  const type = { id, set, count, edges: edges.split('') as unknown as TileType['edges'], segments }
  return role === undefined ? type : { ...type, role }
}
