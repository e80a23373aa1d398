/**
 * Board geometry and port naming (rules.md, "Board geometry", "Ports", "Rotation").
 * Sides are numbered clockwise N=0, E=1, S=2, W=3; half-edge ports clockwise from NNW=0 to WNW=7.
 */

export type Rotation = 0 | 90 | 180 | 270
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270]

export const SIDE_NAMES = ['N', 'E', 'S', 'W'] as const
export const HALF_NAMES = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'] as const
export type SidePort = (typeof SIDE_NAMES)[number]
export type HalfPort = (typeof HALF_NAMES)[number]
export type Port = SidePort | HalfPort | 'C'
export const PORTS: readonly Port[] = [...SIDE_NAMES, ...HALF_NAMES, 'C']

/** Offsets of the neighbour across each side (y grows to the south). */
export const SIDE_DX = [0, 1, 0, -1] as const
export const SIDE_DY = [-1, 0, 1, 0] as const

/** The half-edge port facing each half-edge port across the shared edge. */
export const OPPOSITE_HALF = [5, 4, 7, 6, 1, 0, 3, 2] as const

/** Port index space: sides 0-3, half-edges 4-11, centre 12 (used for compact tables). */
export const PORT_CENTRE = 12
const PORT_INDEX: ReadonlyMap<string, number> = new Map(PORTS.map((p, i) => [p, i]))

/**
 * A perfect hash of the 13 port names (3 * first char + 2 * second + third, mod 32), so that the
 * index of a meeple's port, asked for every meeple several times a turn, takes a table read
 * instead of a Map lookup. Defined for ports only: anything else is refused by isPort first.
 */
function portHash(port: string): number {
  const first = 3 * port.charCodeAt(0)
  return (port.length === 1 ? first : first + 2 * port.charCodeAt(1) + port.charCodeAt(2)) & 31
}
const PORT_BY_HASH = new Int8Array(32).fill(-1)
PORTS.forEach((p, i) => {
  if (PORT_BY_HASH[portHash(p)] !== -1) throw new Error(`port hash collision at ${p}`)
  PORT_BY_HASH[portHash(p)] = i
})

export function portIndex(port: Port): number {
  return PORT_BY_HASH[portHash(port)]
}

/** Rotates a port (as port index) clockwise by `turns` quarter turns. */
export function rotatePortIndex(index: number, turns: number): number {
  if (index < 4) return (index + turns) & 3
  if (index < 12) return 4 + ((index - 4 + 2 * turns) & 7)
  return index
}

export function isPort(value: string): value is Port {
  return PORT_INDEX.has(value)
}
