/**
 * Feature control and points (rules.md, "Scoring"): which features the placed tile completes,
 * what they are worth, who scores them, and the final scoring of everything still held.
 */
import { PORT_CENTRE, portIndex } from './geometry.js'
import { SEGMENT_SLOTS, type BoardIndex } from './board.js'
import type { ScoreEvent } from './events.js'
import { MAX_PLAYERS, MEEPLES_PER_PLAYER, type GameState, type Meeple } from './state.js'
import type { ClaimableKind } from './tiles.js'

interface Feature {
  readonly root: number
  readonly kind: ClaimableKind
}

/** The segment id a meeple stands on. */
export function meepleSegment(index: BoardIndex, meeple: Meeple): number {
  const tile = index.tileAt(meeple.x, meeple.y)
  return tile * SEGMENT_SLOTS + index.tiles[tile].portSegment[portIndex(meeple.at)]
}

/** meepleRoots() output: overwritten by the next call (isOccupied's too), so each caller reads it at once. */
const ROOTS = new Int32Array(MAX_PLAYERS * MEEPLES_PER_PLAYER)
/**
 * Whose roots ROOTS holds: a turn asks for the same meeples on the same board more than once
 * (legalDeployments, then deploy's check, or score when nothing was deployed), and a board's
 * roots change only when a tile is added.
 */
let rootsMeeples: readonly Meeple[] | null = null
let rootsIndex: BoardIndex | null = null
let rootsSize = -1

/** The feature root of each meeple, by its index in state.meeples (the first meeples.length entries). */
export function meepleRoots(state: GameState, index: BoardIndex): Int32Array {
  const meeples = state.meeples
  if (meeples === rootsMeeples && index === rootsIndex && index.size === rootsSize) return ROOTS
  for (let i = 0; i < meeples.length; i++) ROOTS[i] = index.find(meepleSegment(index, meeples[i]))
  rootsMeeples = meeples
  rootsIndex = index
  rootsSize = index.size
  return ROOTS
}

/** Whether a meeple stands on the feature whose root is `root`. */
export function isOccupied(state: GameState, index: BoardIndex, root: number): boolean {
  return holds(meepleRoots(state, index), state.meeples.length, root)
}

/** What most turns complete: one shared empty list, so that they allocate nothing here. */
const NOTHING: readonly Feature[] = Object.freeze([])

/** Roads and cities through the tile at `tileIndex` that are now closed, and monasteries now surrounded. */
export function completedFeatures(index: BoardIndex, tileIndex: number): readonly Feature[] {
  let found: Feature[] | null = null
  const segments = index.tiles[tileIndex].segments
  for (let s = 0; s < segments.length; s++) {
    const kind = segments[s].kind
    if (kind !== 'road' && kind !== 'city') continue
    const root = index.find(tileIndex * SEGMENT_SLOTS + s)
    if (index.isComplete(root) && !(found !== null && holdsRoot(found, root))) (found ??= []).push({ root, kind })
  }
  const { x, y } = index.placed[tileIndex]
  const monasteries = index.monasteries
  for (let i = 0; i < monasteries.length; i++) {
    const t = monasteries[i]
    const m = index.placed[t]
    if (Math.abs(m.x - x) <= 1 && Math.abs(m.y - y) <= 1 && index.neighbourCount(t) === 8) {
      ;(found ??= []).push({ root: t * SEGMENT_SLOTS + index.tiles[t].portSegment[PORT_CENTRE], kind: 'monastery' })
    }
  }
  return found ?? NOTHING
}

function holdsRoot(features: readonly Feature[], root: number): boolean {
  for (let i = 0; i < features.length; i++) if (features[i].root === root) return true
  return false
}

/** A feature that holds meeples, and the indices (into state.meeples) of those meeples, ascending. */
interface HeldFeature extends Feature {
  readonly meeples: readonly number[]
}

/**
 * Every feature that holds a meeple: roads, cities and monasteries first, then fields, each in the
 * order of its first meeple. Grouped by scanning the roots (a few dozen comparisons at most), in
 * two passes for the order: a Map of lists and a sort cost several times that.
 */
export function heldFeatures(state: GameState, index: BoardIndex): HeldFeature[] {
  const roots = meepleRoots(state, index)
  const meeples = state.meeples
  const held: HeldFeature[] = []
  for (let pass = 0; pass < 2; pass++) {
    const fields = pass === 1
    for (let i = 0; i < meeples.length; i++) {
      const kind = meeples[i].feature
      if ((kind === 'field') !== fields || holds(roots, i, roots[i])) continue
      const on = [i]
      for (let j = i + 1; j < meeples.length; j++) if (roots[j] === roots[i]) on.push(j)
      held.push({ root: roots[i], kind, meeples: on })
    }
  }
  return held
}

/** Whether `root` is among the first `count` entries of `roots` (a meepleRoots answer). */
export function holds(roots: Int32Array, count: number, root: number): boolean {
  for (let i = 0; i < count; i++) if (roots[i] === root) return true
  return false
}

/** Builds the score event of one feature given the meeples on it. */
export function scoreFeature(state: GameState, index: BoardIndex, feature: Feature, meepleIndices: readonly number[]): ScoreEvent {
  const { root, kind } = feature
  const tileIndex = (root / SEGMENT_SLOTS) | 0
  const completedCities: number[] | null = kind === 'field' ? [] : null
  const tiles = kind === 'monastery' ? index.surroundingTiles(tileIndex) : index.featureTiles(root, completedCities)
  const shields = kind === 'city' ? index.shieldCount(root) : 0
  const complete = kind === 'monastery' ? tiles.length === 9 : kind === 'field' ? false : index.isComplete(root)
  let points: number
  let cities: number | undefined
  switch (kind) {
    case 'road':
      points = tiles.length
      break
    case 'city':
      points = complete ? 2 * (tiles.length + shields) : tiles.length + shields
      break
    case 'monastery':
      points = complete ? 9 : tiles.length
      break
    case 'field':
      cities = completedCities!.length
      points = 3 * cities
      break
  }
  const counts = [0, 0, 0, 0, 0]
  for (const i of meepleIndices) counts[state.meeples[i].seat]++
  let most = 0
  for (const count of counts) if (count > most) most = count
  const seats: number[] = []
  const meeples: { seat: number; count: number }[] = []
  for (let seat = 0; seat < counts.length; seat++) {
    if (counts[seat] === 0) continue
    meeples.push({ seat, count: counts[seat] })
    if (counts[seat] === most) seats.push(seat)
  }
  const positions = sortedPositions(state, tiles)
  return cities === undefined
    ? { feature: kind, points, seats, tiles: tiles.length, shields, complete, meeples, positions }
    : { feature: kind, points, seats, tiles: tiles.length, shields, cities, complete, meeples, positions }
}

/** The tiles' positions, by y then x. */
function sortedPositions(state: GameState, tiles: readonly number[]): { x: number; y: number }[] {
  const keys: number[] = []
  for (const t of tiles) {
    const key = ((state.board[t].y + 128) << 8) | (state.board[t].x + 128)
    let j = keys.length
    keys.push(key)
    while (j > 0 && keys[j - 1] > key) {
      keys[j] = keys[j - 1]
      j--
    }
    keys[j] = key
  }
  return keys.map((key) => ({ x: (key & 255) - 128, y: (key >> 8) - 128 }))
}
