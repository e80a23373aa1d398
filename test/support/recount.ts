/**
 * An independent scorer for engine tests. It floods features over a board port by port, using only
 * the rules.md transcription in ./catalog.ts (no BoardIndex, no union-find, no engine tables),
 * and computes the score events the rules call for:
 * - `recountTurn`: the roads, cities and monasteries that the tile just placed completes;
 * - `recountFinal`: every feature that still holds a meeple at the end, fields included.
 * Events have the engine's ScoreEvent shape, so the two can be compared with deep equality.
 */
import { FACING, STEP, edgeOf, rotatedSegments, type Kind, type SpecSegment } from './catalog.js'
import { key, type BoardTile } from './brute.js'

export interface MeepleOnBoard {
  readonly seat: number
  readonly x: number
  readonly y: number
  readonly at: string
}

export interface Score {
  feature: Kind
  points: number
  seats: number[]
  tiles: number
  shields: number
  cities?: number
  complete: boolean
  meeples: { seat: number; count: number }[]
  positions: { x: number; y: number }[]
}

interface Cell {
  readonly tile: BoardTile
  readonly segments: SpecSegment[]
}

export interface Feature {
  readonly id: number
  readonly kind: Kind
  /** Node keys `x,y,segment`. */
  readonly nodes: string[]
  readonly tiles: { x: number; y: number }[]
  readonly shields: number
  /** Roads and cities: no open edge. Monasteries: 8 neighbours. Fields: false. */
  readonly complete: boolean
}

const NEIGHBOURHOOD = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]] as const

const byPosition = (a: { x: number; y: number }, b: { x: number; y: number }) => a.y - b.y || a.x - b.x

/** The board's features, found by flooding from every segment. */
export class Landscape {
  readonly cells = new Map<string, Cell>()
  private readonly featureOf = new Map<string, Feature>()
  readonly features: Feature[] = []

  constructor(board: readonly BoardTile[]) {
    for (const t of board) {
      if (this.cells.has(key(t.x, t.y))) throw new Error(`two tiles at ${key(t.x, t.y)}`)
      this.cells.set(key(t.x, t.y), { tile: t, segments: rotatedSegments(t.tile, t.rotation) })
    }
    for (const cell of this.cells.values()) {
      cell.segments.forEach((_, s) => {
        const node = `${cell.tile.x},${cell.tile.y},${s}`
        if (!this.featureOf.has(node)) this.flood(node)
      })
    }
  }

  /** Index of the segment of the tile at (x, y) that has `port`, or -1. */
  segmentAt(x: number, y: number, port: string): number {
    const cell = this.cells.get(key(x, y))
    if (cell === undefined) return -1
    return cell.segments.findIndex((s) => s.ports.includes(port))
  }

  feature(x: number, y: number, segment: number): Feature {
    const f = this.featureOf.get(`${x},${y},${segment}`)
    if (f === undefined) throw new Error(`no segment ${segment} at ${x},${y}`)
    return f
  }

  featureAt(x: number, y: number, port: string): Feature {
    const s = this.segmentAt(x, y, port)
    if (s < 0) throw new Error(`no segment at ${x},${y} ${port}`)
    return this.feature(x, y, s)
  }

  neighbourCount(x: number, y: number): number {
    return NEIGHBOURHOOD.filter(([dx, dy]) => this.cells.has(key(x + dx, y + dy))).length
  }

  private flood(start: string): void {
    const [sx, sy, ss] = start.split(',').map(Number)
    const kind = this.cells.get(key(sx, sy))!.segments[ss].kind
    const nodes: string[] = []
    const seen = new Set<string>([start])
    const queue = [start]
    let open = false
    let shields = 0
    while (queue.length > 0) {
      const node = queue.pop()!
      nodes.push(node)
      const [x, y, s] = node.split(',').map(Number)
      const segment = this.cells.get(key(x, y))!.segments[s]
      if (segment.shield) shields++
      for (const port of segment.ports) {
        const edge = edgeOf(port)
        if (edge === null) continue
        const [dx, dy] = STEP[edge]
        const other = this.cells.get(key(x + dx, y + dy))
        if (other === undefined) {
          if (port.length === 1) open = true
          continue
        }
        const t = other.segments.findIndex((o) => o.ports.includes(FACING[port]))
        if (t < 0 || other.segments[t].kind !== kind) {
          throw new Error(`${kind} port ${port} at ${x},${y} meets nothing of its kind at ${x + dx},${y + dy}`)
        }
        const next = `${x + dx},${y + dy},${t}`
        if (!seen.has(next)) {
          seen.add(next)
          queue.push(next)
        }
      }
    }
    const tileKeys = new Set(nodes.map((n) => n.split(',').slice(0, 2).join(',')))
    const tiles = [...tileKeys].map((k) => {
      const [x, y] = k.split(',').map(Number)
      return { x, y }
    })
    let complete: boolean
    if (kind === 'monastery') complete = this.neighbourCount(sx, sy) === 8
    else complete = kind === 'field' ? false : !open
    const feature: Feature = { id: this.features.length, kind, nodes, tiles: tiles.sort(byPosition), shields, complete }
    this.features.push(feature)
    for (const n of nodes) this.featureOf.set(n, feature)
  }

  /** Distinct completed cities that a field touches. */
  completedCitiesOf(field: Feature): number {
    const cities = new Set<number>()
    for (const node of field.nodes) {
      const [x, y, s] = node.split(',').map(Number)
      for (const port of this.cells.get(key(x, y))!.segments[s].touches) {
        const city = this.featureAt(x, y, port)
        if (city.kind !== 'city') throw new Error('a field touches a non-city')
        if (city.complete) cities.add(city.id)
      }
    }
    return cities.size
  }

  /** The score event of `feature` with the given meeples on it. */
  score(feature: Feature, meeples: readonly MeepleOnBoard[]): Score {
    let points: number
    let positions = feature.tiles
    let cities: number | undefined
    switch (feature.kind) {
      case 'road':
        points = feature.tiles.length
        break
      case 'city':
        points = (feature.complete ? 2 : 1) * (feature.tiles.length + feature.shields)
        break
      case 'monastery': {
        const { x, y } = feature.tiles[0]
        positions = [{ x, y }, ...NEIGHBOURHOOD.map(([dx, dy]) => ({ x: x + dx, y: y + dy })).filter((p) => this.cells.has(key(p.x, p.y)))].sort(byPosition)
        points = feature.complete ? 9 : positions.length
        break
      }
      case 'field':
        cities = this.completedCitiesOf(feature)
        points = 3 * cities
        break
      default:
        throw new Error(`a ${feature.kind} does not score`)
    }
    const counts = new Map<number, number>()
    for (const m of meeples) counts.set(m.seat, (counts.get(m.seat) ?? 0) + 1)
    const most = Math.max(0, ...counts.values())
    const seats = [...counts.keys()].filter((s) => counts.get(s) === most).sort((a, b) => a - b)
    return {
      feature: feature.kind,
      points,
      seats,
      tiles: positions.length,
      shields: feature.kind === 'city' ? feature.shields : 0,
      ...(cities === undefined ? {} : { cities }),
      complete: feature.complete,
      meeples: [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([seat, count]) => ({ seat, count })),
      positions,
    }
  }

  /** Meeples grouped by the feature they stand on. */
  meeplesByFeature(meeples: readonly MeepleOnBoard[]): Map<Feature, MeepleOnBoard[]> {
    const out = new Map<Feature, MeepleOnBoard[]>()
    for (const m of meeples) {
      const f = this.featureAt(m.x, m.y, m.at)
      out.set(f, [...(out.get(f) ?? []), m])
    }
    return out
  }
}

/** What scoring a turn must do after the tile at (x, y) was placed (and a meeple maybe deployed). */
export function recountTurn(board: readonly BoardTile[], meeples: readonly MeepleOnBoard[], x: number, y: number): Score[] {
  const land = new Landscape(board)
  const held = land.meeplesByFeature(meeples)
  const completed = new Set<Feature>()
  const cell = land.cells.get(key(x, y))!
  cell.segments.forEach((s, i) => {
    if ((s.kind === 'road' || s.kind === 'city') && land.feature(x, y, i).complete) completed.add(land.feature(x, y, i))
  })
  for (const [dx, dy] of [[0, 0], ...NEIGHBOURHOOD]) {
    const c = land.cells.get(key(x + dx, y + dy))
    if (c === undefined) continue
    const m = c.segments.findIndex((s) => s.kind === 'monastery')
    if (m >= 0 && land.feature(x + dx, y + dy, m).complete) completed.add(land.feature(x + dx, y + dy, m))
  }
  return [...completed].map((f) => land.score(f, held.get(f) ?? []))
}

/** Final scoring: every feature that holds a meeple, with its unfinished (or field) value. */
export function recountFinal(board: readonly BoardTile[], meeples: readonly MeepleOnBoard[]): Score[] {
  const land = new Landscape(board)
  return [...land.meeplesByFeature(meeples)].map(([f, ms]) => land.score(f, ms))
}

/** Points per seat that a list of score events awards. */
export function totals(events: readonly { readonly points: number; readonly seats: readonly number[] }[], seats: number): number[] {
  const out = new Array<number>(seats).fill(0)
  for (const e of events) for (const s of e.seats) out[s] += e.points
  return out
}

/** A canonical order for comparing lists of score events as multisets. */
export function canonical<T>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0))
}
