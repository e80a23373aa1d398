/**
 * Precomputed tables for every tile type in every rotation: rotated edges, segment ports and the
 * placement table that answers "which rotations fit this hole" with one lookup.
 */
import { PORTS, PORT_CENTRE, portIndex, rotatePortIndex, type Port, type Rotation } from './geometry.js'
import { CATALOGUE, type FeatureKind } from './tiles.js'

/**
 * Terrain codes packed 2 bits per side (side s at bits 2s..2s+1). Water is 0: a constraint key
 * tells an empty side from a water side by its neighbour bits, and no base tile has a 0 side.
 */
const TERRAIN_CODE = { W: 0, F: 1, R: 2, C: 3 } as const

export interface OrientedSegment {
  readonly kind: FeatureKind
  /** Board-orientation port indices (see geometry.portIndex). */
  readonly ports: readonly number[]
  readonly shield: boolean
  /** Segment indices of the city segments this field touches. */
  readonly touches: readonly number[]
}

export interface Orientation {
  /** Packed terrain of the four sides. */
  readonly edgeCode: number
  readonly segments: readonly OrientedSegment[]
  /** Segment index behind each port index, or -1. */
  readonly portSegment: Int8Array
  /** Open ends each segment brings to its feature: edge ports of roads and cities, else 0. */
  readonly openEnds: readonly number[]
  readonly hasMonastery: boolean
}

function orient(typeIndex: number, turns: number): Orientation {
  const type = CATALOGUE[typeIndex]
  let edgeCode = 0
  for (let side = 0; side < 4; side++) {
    edgeCode |= TERRAIN_CODE[type.edges[side]] << (2 * ((side + turns) & 3))
  }
  const portSegment = new Int8Array(PORTS.length).fill(-1)
  const segments = type.segments.map((spec, segmentIndex): OrientedSegment => {
    const ports = spec.ports.map((p) => rotatePortIndex(portIndex(p), turns))
    for (const p of ports) portSegment[p] = segmentIndex
    return { kind: spec.kind, ports, shield: spec.shield === true, touches: spec.touches ?? [] }
  })
  const openEnds = segments.map((s) => (s.kind === 'road' || s.kind === 'city' ? s.ports.length : 0))
  return { edgeCode, segments, portSegment, openEnds, hasMonastery: portSegment[PORT_CENTRE] >= 0 }
}

/** ORIENTATIONS[typeIndex * 4 + quarterTurns] */
export const ORIENTATIONS: readonly Orientation[] = CATALOGUE.flatMap((_, t) => [0, 1, 2, 3].map((r) => orient(t, r)))

export function orientation(typeIndex: number, rotation: Rotation): Orientation {
  return ORIENTATIONS[typeIndex * 4 + rotation / 90]
}

/**
 * A hole's constraint key: bits 0-7 the required terrain per side, bits 8-11 which sides have a
 * neighbour. FIT[typeIndex * 4096 + key] holds the set of fitting rotations as 4 bits.
 */
export const CONSTRAINT_KEYS = 4096
export const FIT = new Uint8Array(CATALOGUE.length * CONSTRAINT_KEYS)
for (let t = 0; t < CATALOGUE.length; t++) {
  for (let key = 0; key < CONSTRAINT_KEYS; key++) {
    const mask = key >> 8
    let sideBits = 0
    for (let s = 0; s < 4; s++) if (mask & (1 << s)) sideBits |= 3 << (2 * s)
    let fits = 0
    for (let r = 0; r < 4; r++) {
      if (((ORIENTATIONS[t * 4 + r].edgeCode ^ key) & sideBits) === 0) fits |= 1 << r
    }
    FIT[t * CONSTRAINT_KEYS + key] = fits
  }
}

export function portName(index: number): Port {
  return PORTS[index]
}
