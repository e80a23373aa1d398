/**
 * A tile type's picture, derived from the catalogue (src/engine/tiles.ts): fields fill the square,
 * roads and city areas follow their segments' ports, walls edge the cities, and shields and
 * monasteries sit where their segments are. Drawn in the canonical orientation on a 100 x 100
 * square; a placed tile is this picture rotated about its centre.
 */
import { SIDE_NAMES, HALF_NAMES, type Port } from '../engine/geometry.js'
import { tileType, type SegmentSpec, type TileId } from '../engine/tiles.js'
import { num } from './xml.js'

export const TILE_SIZE = 100
const CENTRE: Point = [50, 50]

export type Point = readonly [number, number]

/** Clockwise from the north-west corner: side s runs from CORNERS[s] to CORNERS[s + 1]. */
const CORNERS: readonly Point[] = [[0, 0], [100, 0], [100, 100], [0, 100]]
const SIDE_MIDDLES: readonly Point[] = [[50, 0], [100, 50], [50, 100], [0, 50]]
/** NNW, NNE, ENE, ESE, SSE, SSW, WSW, WNW: each half-edge port at the middle of its half side. */
const HALF_MIDDLES: readonly Point[] = [[25, 0], [75, 0], [100, 25], [100, 75], [75, 100], [25, 100], [0, 75], [0, 25]]

const COLOURS = {
  field: '#8fbf5a',
  tileEdge: '#4d6b2f',
  city: '#c98d4b',
  wall: '#6b4424',
  roadEdge: '#6d6250',
  road: '#f2ead3',
  building: '#efe2c0',
  buildingEdge: '#5a4a32',
  shield: '#2f5fb3',
  shieldEdge: '#f4f1e8',
  water: '#4f93c9',
} as const

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
const pt = (p: Point) => `${num(p[0])} ${num(p[1])}`

function sideIndex(port: Port): number {
  return (SIDE_NAMES as readonly string[]).indexOf(port)
}

function halfIndex(port: Port): number {
  return (HALF_NAMES as readonly string[]).indexOf(port)
}

function sidesOf(segment: SegmentSpec): number[] {
  return segment.ports.map(sideIndex).filter((s) => s >= 0)
}

/**
 * The wall's control point between two stretches of city edge, by the sides it passes: past one
 * side it bends into the city, past two it cuts the corner between them, past three it caps the
 * city's side.
 */
function wallControl(firstGapSide: number, gapSides: number): Point {
  if (gapSides === 2) return lerp(CENTRE, CORNERS[(firstGapSide + 1) & 3], 0.3)
  const middle = SIDE_MIDDLES[(firstGapSide + (gapSides >> 1)) & 3]
  return lerp(CENTRE, middle, -0.2)
}

/** A city's area (one path along its sides and walls) and its walls alone. */
function cityPaths(sides: readonly number[]): { area: string; walls: string } {
  if (sides.length === 4) return { area: 'M0 0H100V100H0Z', walls: '' }
  const has = (s: number) => sides.includes(s & 3)
  // Each run of neighbouring city sides, clockwise, from the side after a gap.
  const runs: { first: number; last: number }[] = []
  for (let s = 0; s < 4; s++) {
    if (!has(s) || has(s + 3)) continue
    let last = s
    while (has(last + 1)) last++
    runs.push({ first: s, last: last & 3 })
  }
  let area = ''
  let walls = ''
  runs.forEach((run, i) => {
    const next = runs[(i + 1) % runs.length]
    const from = CORNERS[(run.last + 1) & 3]
    const to = CORNERS[next.first]
    const control = wallControl(run.last + 1, (next.first - run.last - 1) & 3)
    area += i === 0 ? `M${pt(CORNERS[run.first])}` : ''
    for (let s = run.first; s !== ((run.last + 1) & 3); s = (s + 1) & 3) area += `L${pt(CORNERS[(s + 1) & 3])}`
    area += `Q${pt(control)} ${pt(to)}`
    walls += `M${pt(from)}Q${pt(control)} ${pt(to)}`
  })
  return { area: `${area}Z`, walls }
}

/** A road's centre line: side to side, or from its side to the centre (a junction, a monastery, a city). */
function roadPath(sides: readonly number[], hasMonastery: boolean): string {
  const [a, b] = sides
  if (b === undefined) return `M${pt(SIDE_MIDDLES[a])}L${pt(hasMonastery ? lerp(SIDE_MIDDLES[a], CENTRE, 0.6) : CENTRE)}`
  if (((a - b) & 3) === 2) return `M${pt(SIDE_MIDDLES[a])}L${pt(SIDE_MIDDLES[b])}`
  const corner = CORNERS[((a - b) & 3) === 1 ? a : b]
  return `M${pt(SIDE_MIDDLES[a])}Q${pt(lerp(CENTRE, corner, 0.3))} ${pt(SIDE_MIDDLES[b])}`
}

/** Whether something is drawn at the tile's centre: a monastery, or a river's spring or lake. */
export function centreTaken(segments: readonly SegmentSpec[]): boolean {
  return segments.some((s) => s.kind === 'monastery' || (s.kind === 'river' && s.ports.length === 1))
}

/**
 * Where a segment's meeple stands (canonical orientation): a city towards its sides, a road on its
 * line, a field towards its edges (beside the centre when the field goes all round something
 * drawn there), a monastery on it.
 */
export function segmentAnchor(segment: SegmentSpec, centreIsTaken: boolean): Point {
  switch (segment.kind) {
    case 'monastery':
    case 'river': // never holds a meeple
      return CENTRE
    case 'city':
      return lerp(CENTRE, average(sidesOf(segment).map((s) => SIDE_MIDDLES[s])), 0.7)
    case 'road': {
      const [a, b] = sidesOf(segment)
      if (b === undefined) return lerp(SIDE_MIDDLES[a], CENTRE, 0.4)
      if (((a - b) & 3) === 2) return CENTRE
      // The quadratic's middle: a quarter of each end and half of the control point.
      const control = lerp(CENTRE, CORNERS[((a - b) & 3) === 1 ? a : b], 0.3)
      return lerp(lerp(SIDE_MIDDLES[a], SIDE_MIDDLES[b], 0.5), control, 0.5)
    }
    case 'field': {
      const middle = average(segment.ports.map((p) => HALF_MIDDLES[halfIndex(p)]))
      // A field all around a monastery, spring or lake: beside it, away from the road a monastery may have (south).
      if (centreIsTaken && Math.hypot(middle[0] - 50, middle[1] - 50) < 5) return [20, 78]
      return lerp(middle, CENTRE, 0.15)
    }
  }
}

function average(points: readonly Point[]): Point {
  const sum = points.reduce<Point>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0])
  return [sum[0] / points.length, sum[1] / points.length]
}

const SHIELD_OFFSET: Point = [-22, -14]
const MONASTERY = `<path class="monastery" d="M36 62V42L50 30L64 42V62Z" fill="${COLOURS.building}" stroke="${COLOURS.buildingEdge}" stroke-width="2"/><path d="M50 38V50M45 43H55" stroke="${COLOURS.buildingEdge}" stroke-width="2"/>`

function shieldAt(at: Point): string {
  const [x, y] = [at[0] + SHIELD_OFFSET[0], at[1] + SHIELD_OFFSET[1]]
  return `<path class="shield" d="M${num(x - 6)} ${num(y - 7)}H${num(x + 6)}V${num(y)}Q${num(x + 6)} ${num(y + 5)} ${num(x)} ${num(y + 8)}Q${num(x - 6)} ${num(y + 5)} ${num(x - 6)} ${num(y)}Z" fill="${COLOURS.shield}" stroke="${COLOURS.shieldEdge}" stroke-width="1.5"/>`
}

/** The markup of a tile type, canonical orientation, 100 x 100 (fields, roads, cities, walls, shields, monastery). */
export function tileMarkup(letter: TileId): string {
  const { segments } = tileType(letter)
  const hasMonastery = segments.some((s) => s.kind === 'monastery')
  const roads = segments.filter((s) => s.kind === 'road').map((s) => roadPath(sidesOf(s), hasMonastery)).join('')
  const deadEnds = segments.filter((s) => s.kind === 'road' && s.ports.length === 1).length
  let markup = `<rect class="field" width="100" height="100" fill="${COLOURS.field}"/>`
  const rivers = segments.filter((s) => s.kind === 'river').map((s) => roadPath(sidesOf(s), hasMonastery)).join('')
  if (rivers !== '') markup += `<path class="river" d="${rivers}" fill="none" stroke="${COLOURS.water}" stroke-width="16" stroke-linecap="round"/>`
  if (roads !== '') {
    markup += `<path d="${roads}" fill="none" stroke="${COLOURS.roadEdge}" stroke-width="11"/>`
    markup += `<path class="road" d="${roads}" fill="none" stroke="${COLOURS.road}" stroke-width="7"/>`
  }
  // Three or more roads ending in the middle meet at a junction.
  if (deadEnds >= 3 && !hasMonastery) markup += `<rect x="43" y="43" width="14" height="14" fill="${COLOURS.buildingEdge}"/>`
  for (const segment of segments) {
    if (segment.kind !== 'city') continue
    const { area, walls } = cityPaths(sidesOf(segment))
    markup += `<path class="city" d="${area}" fill="${COLOURS.city}"/>`
    if (walls !== '') markup += `<path class="wall" d="${walls}" fill="none" stroke="${COLOURS.wall}" stroke-width="4" stroke-linecap="round"/>`
    if (segment.shield === true) markup += shieldAt(segmentAnchor(segment, hasMonastery))
  }
  if (hasMonastery) markup += MONASTERY
  return `${markup}<rect width="100" height="100" fill="none" stroke="${COLOURS.tileEdge}" stroke-width="1"/>`
}

/** One tile type as a whole SVG document (GET /tiles/{letter}.svg). */
export function renderTile(letter: TileId): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><title>Tile ${letter}</title>${tileMarkup(letter)}</svg>\n`
}
