/**
 * BoardIndex: the derived, incrementally maintained view of a board: which cell holds which tile,
 * which empty cells touch the landscape (and what they require), and the connected features as a
 * union-find over tile segments. It is rebuilt from a board's tile list whenever needed, so it is
 * never part of the serialised state.
 */
import { OPPOSITE_HALF, SIDE_DX, SIDE_DY, type Rotation } from './geometry.js'
import { CONSTRAINT_KEYS, FIT, ORIENTATIONS, type Orientation } from './orientations.js'
import { CATALOGUE, typeIndexOf, type TileId } from './tiles.js'

export interface PlacedTile {
  readonly x: number
  readonly y: number
  readonly tile: TileId
  readonly rotation: Rotation
}

/**
 * Tiles by cell: open addressing over 256 slots (about three times the most tiles a game has, so probe runs
 * stay short), each slot (position << 7) | tile index, 0 when empty (no reachable position is 0).
 * A cell's home slot takes the low 4 bits of x and of y: any 16 x 16 area maps without collision.
 */
const CELL_SLOTS = 256
const CELL_MASK = CELL_SLOTS - 1
const TILE_BITS = 7
function homeSlot(position: number): number {
  return ((position >> 4) & 0xf0) | (position & 0x0f)
}
/** Segment ids are tileIndex * SEGMENT_SLOTS + segment index; no tile has more than 8 segments. */
export const SEGMENT_SLOTS = 8
/** No game holds more tiles than the whole catalogue (72 base and 12 River tiles). */
const MAX_TILES = CATALOGUE.reduce((n, type) => n + type.count, 0)
if (MAX_TILES >= 1 << TILE_BITS) throw new Error(`a board of ${MAX_TILES} tiles does not fit the cell table`)
const MAX_SEGMENTS = MAX_TILES * SEGMENT_SLOTS
/** The frontier never holds more cells than this. */
export const MAX_FRONTIER = 4 * MAX_TILES
// Module-local copies: reading imported bindings in hot loops is measurably slower.
const OPPOSITE: readonly number[] = [...OPPOSITE_HALF]

/**
 * A cell's position, ((y + 128) << 8) | (x + 128): ascending positions are ordered by y, then x.
 * -1 for a cell no tile can reach.
 */
function positionOf(x: number, y: number): number {
  const reachable = Number.isInteger(x) && Number.isInteger(y) && Math.abs(x) < 128 && Math.abs(y) < 128
  return reachable ? ((y + 128) << 8) | (x + 128) : -1
}

/** Position offsets of the cell across each side, and of the 8 cells around one. */
const SIDE_STEP = [0, 1, 2, 3].map((side) => SIDE_DY[side] * 256 + SIDE_DX[side])
// In the order of the rows above, at and below the cell, each from west to east.
const AROUND_STEP = [-257, -256, -255, -1, 1, 255, 256, 257]

/** A frontier entry packs a cell's position (bits 12-27) above its constraint key (bits 0-11). */
const KEY_BITS = 12
const KEY_MASK = (1 << KEY_BITS) - 1

/** A feature never has as many as 2^10 open ends (4 per tile at most), so shields count above them. */
const SHIELD_SHIFT = 10
const SHIELD = 1 << SHIELD_SHIFT
const OPEN_MASK = SHIELD - 1
if (4 * MAX_TILES >= SHIELD) throw new Error('open ends overflow into the shield count')

/**
 * What each segment of each orientation (ORIENTATIONS' order) brings to the ends table: one read
 * per segment when a tile is placed, instead of its open ends and its segment's shield.
 */
const SEGMENT_ENDS: readonly (readonly number[])[] = ORIENTATIONS.map((o) => o.openEnds.map((open, s) => open + (o.segments[s].shield ? SHIELD : 0)))

/** Zeroed tables are sliced from this: a slice of a packed array is a plain memory copy. */
const ZEROS = Array.from({ length: MAX_SEGMENTS }, () => 0)

/**
 * Every table is an ordinary array of small integers, so that an index lives on the JS heap: a
 * typed array of this size is memory outside it, and allocating and freeing one per game cost
 * more garbage-collector time than the rest of the index.
 */
export class BoardIndex {
  private readonly cells = ZEROS.slice(0, CELL_SLOTS)
  /**
   * Empty cells that share an edge with a tile, ascending by position (by y, then x), found by
   * binary search. Each entry packs the position above the cell's constraint key (see
   * orientations.FIT), so listing the fits reads one array.
   */
  private frontierSize = 0
  private readonly frontier = ZEROS.slice(0, MAX_FRONTIER)
  readonly tiles: Orientation[] = []
  readonly placed: PlacedTile[] = []
  /** Tile indices of the monasteries, in placement order (six at most). */
  readonly monasteries: number[] = []
  // Union-find over segments; `ends` is valid at roots.
  private readonly parent = ZEROS.slice()
  /** A feature's open ends plus SHIELD times its shields: one table, as union adds both alike. */
  private readonly ends = ZEROS.slice()
  /** Circular member list of each set, spliced on union. */
  private readonly nextMember = ZEROS.slice()
  private readonly stamp = ZEROS.slice(0, MAX_TILES)
  private stampValue = 0
  /**
   * The cell fittingRotations last looked up and its frontierSlot, until the next add: a placement
   * is checked just before it is added, and add then needs no search of its own.
   */
  private checkedPosition = -1
  private checkedSlot = -1

  static build(board: readonly PlacedTile[]): BoardIndex {
    const index = new BoardIndex()
    for (const t of board) index.add(t)
    return index
  }

  get size(): number {
    return this.tiles.length
  }

  tileAt(x: number, y: number): number {
    const position = positionOf(x, y)
    return position < 0 ? -1 : this.tileAtPosition(position)
  }

  /** The tile at a reachable position, or -1. */
  private tileAtPosition(position: number): number {
    const cells = this.cells
    for (let slot = homeSlot(position); ; slot = (slot + 1) & CELL_MASK) {
      const entry = cells[slot]
      if (entry === 0) return -1
      if (entry >> TILE_BITS === position) return entry & ((1 << TILE_BITS) - 1)
    }
  }

  private setTile(position: number, tile: number): void {
    const cells = this.cells
    let slot = homeSlot(position)
    while (cells[slot] !== 0) slot = (slot + 1) & CELL_MASK
    cells[slot] = (position << TILE_BITS) | tile
  }

  /** Bit set of rotations (bit r = rotation 90r) with which `letter` may go to (x, y). */
  fittingRotations(letter: TileId, x: number, y: number): number {
    const position = positionOf(x, y)
    if (position < 0) return 0
    const slot = this.frontierSlot(position)
    this.checkedPosition = position
    this.checkedSlot = slot
    if (slot < 0) return 0
    return FIT[typeIndexOf(letter) * CONSTRAINT_KEYS + (this.frontier[slot] & KEY_MASK)]
  }

  /** Whether the empty cell (x, y) shares an edge with a tile. */
  touches(x: number, y: number): boolean {
    const position = positionOf(x, y)
    return position >= 0 && this.frontierSlot(position) >= 0
  }

  /**
   * Writes every frontier position where the tile fits into `out` as keys (position << 4) |
   * rotation bits, that is ((y + 128) << 12) | ((x + 128) << 4) | rotation bits, ascending, and returns
   * how many it wrote. `out` needs room for the whole frontier (MAX_FRONTIER cells).
   */
  fits(letter: TileId, out: Int32Array): number {
    const base = typeIndexOf(letter) * CONSTRAINT_KEYS
    // A local: reading an imported binding inside the loop costs several times the lookup itself.
    const fit = FIT
    const entries = this.frontier
    const size = this.frontierSize
    let n = 0
    for (let i = 0; i < size; i++) {
      const entry = entries[i]
      const rotations = fit[base + (entry & KEY_MASK)]
      // Written always, kept only when some rotation fits: no branch to mispredict.
      out[n] = ((entry >>> KEY_BITS) << 4) | rotations
      n += (rotations + 15) >> 4
    }
    return n
  }

  isPlaceable(letter: TileId): boolean {
    const base = typeIndexOf(letter) * CONSTRAINT_KEYS
    const fit = FIT
    const entries = this.frontier
    for (let i = 0; i < this.frontierSize; i++) if (fit[base + (entries[i] & KEY_MASK)] !== 0) return true
    return false
  }

  add(placed: PlacedTile): void {
    const tileIndex = this.tiles.length
    const orientationIndex = typeIndexOf(placed.tile) * 4 + placed.rotation / 90
    const o = ORIENTATIONS[orientationIndex]
    const segmentEnds = SEGMENT_ENDS[orientationIndex]
    const position = positionOf(placed.x, placed.y)
    this.tiles.push(o)
    this.placed.push(placed)
    if (o.hasMonastery) this.monasteries.push(tileIndex)
    this.setTile(position, tileIndex)
    // The cell leaves the frontier: its slot is freed at the end, unless a new frontier cell takes it first (see constrain).
    let placedSlot = position === this.checkedPosition ? this.checkedSlot : this.frontierSlot(position)
    this.checkedPosition = -1
    const base = tileIndex * SEGMENT_SLOTS
    for (let s = 0; s < segmentEnds.length; s++) {
      const id = base + s
      this.parent[id] = id
      this.nextMember[id] = id
      this.ends[id] = segmentEnds[s]
    }
    for (let side = 0; side < 4; side++) {
      const next = position + SIDE_STEP[side]
      const neighbour = this.tileAtPosition(next)
      if (neighbour >= 0) this.join(tileIndex, o, side, neighbour)
      else placedSlot = this.constrain(next, (side + 2) & 3, (o.edgeCode >> (2 * side)) & 3, position, placedSlot)
    }
    if (placedSlot >= 0) this.moveVacancy(placedSlot, --this.frontierSize)
  }

  private join(tileIndex: number, o: Orientation, side: number, neighbour: number): void {
    const other = this.tiles[neighbour]
    const otherSide = (side + 2) & 3
    const mine = o.portSegment[side]
    const theirs = other.portSegment[otherSide]
    if (mine >= 0 && theirs >= 0) {
      const root = this.union(tileIndex * SEGMENT_SLOTS + mine, neighbour * SEGMENT_SLOTS + theirs)
      this.ends[root] -= 2
    }
    // The side's two half-edges (2 * side and 2 * side + 1) against their opposites.
    for (let half = 2 * side; half <= 2 * side + 1; half++) {
      const a = o.portSegment[4 + half]
      const b = other.portSegment[4 + OPPOSITE[half]]
      if (a >= 0 && b >= 0) this.union(tileIndex * SEGMENT_SLOTS + a, neighbour * SEGMENT_SLOTS + b)
    }
  }

  /**
   * Adds a neighbouring side's terrain to the constraint of the empty cell at `position`, next to
   * the cell just placed at `placed`. `placedSlot` is the placed cell's slot while it still holds
   * one, else -1 - the slot it would sort to (frontierSlot's answer); returns it as it is after.
   * The search only looks where the cell can sort: the cell west of the placed one right before
   * it, the one north further before, the one east right after it, the one south further after.
   * A cell new to the frontier takes over the placed cell's slot, the entries between moving one
   * step, instead of the whole rest of the frontier moving once for the insertion and once for the removal.
   */
  private constrain(position: number, side: number, terrain: number, placed: number, placedSlot: number): number {
    const before = placedSlot >= 0 ? placedSlot : -1 - placedSlot
    const after = placedSlot >= 0 ? placedSlot + 1 : before
    let slot =
      position < placed
        ? this.frontierSlot(position, position === placed - 1 ? Math.max(before - 1, 0) : 0, before)
        : this.frontierSlot(position, after, position === placed + 1 ? Math.min(after + 1, this.frontierSize) : this.frontierSize)
    if (slot < 0) {
      const at = -1 - slot
      if (placedSlot >= 0) {
        slot = position < placed ? at : at - 1
        this.moveVacancy(placedSlot, slot)
        placedSlot = -1 - (position < placed ? placedSlot + 1 : placedSlot)
      } else {
        slot = at
        this.moveVacancy(this.frontierSize++, slot)
        if (position < placed) placedSlot--
      }
      this.frontier[slot] = position << KEY_BITS
    }
    this.frontier[slot] |= (terrain << (2 * side)) | (1 << (8 + side))
    return placedSlot
  }

  /**
   * The slot of the cell at `position` in the frontier, or -1 - the slot it would go to; searched
   * between slots `low` and `high`, which must hold that slot.
   */
  private frontierSlot(position: number, low = 0, high = this.frontierSize): number {
    const entries = this.frontier
    if (low === high) return -1 - low
    // Narrows to the last slot at or before `position` without branching on the comparisons,
    // which are unpredictable: (at - position - 1) >> 31 is all ones exactly when at <= position.
    // Entries are positive, so >> (unlike >>>) keeps the arithmetic in int32.
    for (let n = high - low; n > 1; ) {
      const half = n >> 1
      low += half & (((entries[low + half] >> KEY_BITS) - position - 1) >> 31)
      n -= half
    }
    const at = entries[low] >> KEY_BITS
    if (at === position) return low
    return at < position ? -2 - low : -1 - low
  }

  /** Moves the free slot `from` to `to`, the entries between shifting one step toward `from`. */
  private moveVacancy(from: number, to: number): void {
    const entries = this.frontier
    for (let j = from; j > to; j--) entries[j] = entries[j - 1]
    for (let j = from; j < to; j++) entries[j] = entries[j + 1]
  }

  find(id: number): number {
    const parent = this.parent
    while (parent[id] !== id) {
      parent[id] = parent[parent[id]]
      id = parent[id]
    }
    return id
  }

  private union(a: number, b: number): number {
    const ra = this.find(a)
    const rb = this.find(b)
    if (ra === rb) return ra
    this.parent[rb] = ra
    this.ends[ra] += this.ends[rb]
    const next = this.nextMember[ra]
    this.nextMember[ra] = this.nextMember[rb]
    this.nextMember[rb] = next
    return ra
  }

  isComplete(root: number): boolean {
    return (this.ends[root] & OPEN_MASK) === 0
  }

  shieldCount(root: number): number {
    return this.ends[root] >> SHIELD_SHIFT
  }

  /**
   * Distinct tile indices of a feature (a tile counts once per feature). For a field, with
   * `completedCities`, also collects there the roots of the distinct completed cities it touches:
   * final scoring needs both, and one walk of the members serves them.
   */
  featureTiles(root: number, completedCities: number[] | null = null): number[] {
    const mark = ++this.stampValue
    const tiles: number[] = []
    let id = root
    do {
      const tile = (id / SEGMENT_SLOTS) | 0
      if (this.stamp[tile] !== mark) {
        this.stamp[tile] = mark
        tiles.push(tile)
      }
      if (completedCities !== null) {
        const touches = this.tiles[tile].segments[id % SEGMENT_SLOTS].touches
        for (let i = 0; i < touches.length; i++) {
          const cityRoot = this.find(tile * SEGMENT_SLOTS + touches[i])
          if ((this.ends[cityRoot] & OPEN_MASK) === 0 && !completedCities.includes(cityRoot)) completedCities.push(cityRoot)
        }
      }
      id = this.nextMember[id]
    } while (id !== root)
    return tiles
  }

  /** Number of tiles among the 8 cells around a tile. */
  neighbourCount(tileIndex: number): number {
    const { x, y } = this.placed[tileIndex]
    const position = positionOf(x, y)
    let count = 0
    for (let i = 0; i < 8; i++) if (this.tileAtPosition(position + AROUND_STEP[i]) >= 0) count++
    return count
  }

  /** Tile indices of the tile and its 8 neighbours that exist. */
  surroundingTiles(tileIndex: number): number[] {
    const { x, y } = this.placed[tileIndex]
    const position = positionOf(x, y)
    const out = [tileIndex]
    for (let i = 0; i < 8; i++) {
      const tile = this.tileAtPosition(position + AROUND_STEP[i])
      if (tile >= 0) out.push(tile)
    }
    return out
  }
}
