/** Legal moves: the single source of truth for what `place` and `deploy` accept. */
import { ROTATIONS, type Port, type Rotation } from './geometry.js'
import { boardIndex } from './board-cache.js'
import { MAX_FRONTIER, SEGMENT_SLOTS } from './board.js'
import { holds, meepleRoots } from './scoring.js'
import { portName } from './orientations.js'
import { cellX, cellY, legalRotations } from './placement.js'
import { choosesTile } from './choice.js'
import { frontCell, isRiverTile, riverEnd } from './river.js'
import type { GameState } from './state.js'
import { insideTable } from './table.js'
import type { ClaimableKind, TileId } from './tiles.js'

export interface Placement {
  readonly x: number
  readonly y: number
  readonly rotation: Rotation
}

export interface Deployment {
  /** The segment's first port in board orientation. */
  readonly at: Port
  readonly feature: ClaimableKind
}

/**
 * Placements are immutable values, so each (x, y, rotation) is one shared frozen object: listing
 * the legal placements (every turn, for every client and bot) then allocates nothing per entry.
 * The four of a cell are made together on first use and kept side by side in one flat table, at
 * 4 * the cell's position as fits() reports it, ((y + 128) << 8) | (x + 128): reaching them takes
 * no decoding and no array of the cell's own to load first (a cache miss per cell, most turns).
 */
const PLACEMENTS: (Placement | undefined)[] = new Array<Placement | undefined>(4 << 16).fill(undefined)

function addCellPlacements(position: number): void {
  const x = (position & 255) - 128
  const y = (position >> 8) - 128
  for (let r = 0; r < 4; r++) PLACEMENTS[4 * position + r] = Object.freeze({ x, y, rotation: ROTATIONS[r] })
}

/** fits() output, consumed at once by each call. */
const FITS = new Int32Array(MAX_FRONTIER)
/**
 * The PLACEMENTS slots of the placements being listed, then read into a new array of the final
 * length. Integers: the loop writes four per cell, most of them overwritten, and each object
 * reference stored into a long-lived array passes a write barrier (this way a game takes about
 * 3% less time). Room for four per frontier cell.
 */
const LISTED = new Int32Array(4 * MAX_FRONTIER)

/** A placement of one of the tiles the player chooses from (draft): which tile, and where. */
export interface TilePlacement extends Placement {
  readonly tile: TileId
}

/** Every (x, y, rotation) for the drawn tile, ordered by y, then x, then rotation. */
export function legalPlacements(state: GameState): Placement[] {
  const tile = state.turn?.phase === 'place' ? state.turn.tile : null
  return tile === null ? [] : tilePlacements(state, tile)
}

/**
 * Games where the player chooses the tile (draft, hands): the placements of each tile to choose
 * from, in display or hand order (a tile held twice listed once), each ordered as legalPlacements orders them.
 * During the river phase the one to choose from is the River tile drawn (variants.md 1.5).
 */
export function choicePlacements(state: GameState): TilePlacement[] {
  const turn = state.turn
  const choice = state.choice
  if (turn?.phase !== 'place' || choice === undefined) return []
  const tiles = turn.tile !== null ? [turn.tile] : (choice.draft?.display ?? choice.hands?.[turn.seat] ?? [])
  return [...new Set(tiles)].flatMap((tile) => tilePlacements(state, tile).map((p) => ({ tile, x: p.x, y: p.y, rotation: p.rotation })))
}

/** What GET /legal lists: the drawn tile's placements, or in the draft those of every display tile. */
export function offeredPlacements(state: GameState): Placement[] | TilePlacement[] {
  return choosesTile(state.options) ? choicePlacements(state) : legalPlacements(state)
}

/** Every (x, y, rotation) for `tile` on this board. */
function tilePlacements(state: GameState, tile: TileId): Placement[] {
  const fits = FITS
  const placements = PLACEMENTS
  const index = boardIndex(state.board)
  const options = state.options
  let count: number
  if (options.river !== undefined && isRiverTile(tile)) {
    const end = riverEnd(index.placed)
    const front = end === null ? null : frontCell(end)
    count = front === null ? 0 : 1
    if (front !== null) fits[0] = ((front.y + 128) << 12) | ((front.x + 128) << 4) | legalRotations(options, index, tile, front.x, front.y)
  } else {
    count = index.fits(tile, fits)
    if (options.table !== undefined) count = keepInside(options.table, fits, count)
  }
  const listed = LISTED
  let n = 0
  for (let i = 0; i < count; i++) {
    const key = fits[i]
    const first = (key >> 4) * 4
    if (placements[first] === undefined) addCellPlacements(key >> 4)
    // Each rotation written, kept only when it fits (a later one overwrites it): no branch to mispredict.
    listed[n] = first
    n += key & 1
    listed[n] = first + 1
    n += (key >> 1) & 1
    listed[n] = first + 2
    n += (key >> 2) & 1
    listed[n] = first + 3
    n += (key >> 3) & 1
  }
  const listing = new Array<Placement>(n)
  for (let i = 0; i < n; i++) listing[i] = placements[listed[i]]!
  return listing
}

/** Keeps the fits() keys of cells on the table, in order; returns how many. */
function keepInside(table: NonNullable<GameState['options']['table']>, fits: Int32Array, count: number): number {
  let kept = 0
  for (let i = 0; i < count; i++) if (insideTable(table, cellX(fits[i]), cellY(fits[i]))) fits[kept++] = fits[i]
  return kept
}

/** Every segment of the tile just placed where the active player may put a meeple. */
export function legalDeployments(state: GameState): Deployment[] {
  const turn = state.turn
  if (turn === null || turn.phase !== 'deploy' || state.players[turn.seat].meeples === 0) return []
  const index = boardIndex(state.board)
  const tileIndex = index.size - 1
  const roots = meepleRoots(state, index)
  const meeples = state.meeples.length
  const deployments: Deployment[] = []
  const segments = index.tiles[tileIndex].segments
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s]
    if (segment.kind === 'river' || (segment.kind === 'field' && !state.options.farmers)) continue
    if (holds(roots, meeples, index.find(tileIndex * SEGMENT_SLOTS + s))) continue
    deployments.push({ at: portName(segment.ports[0]), feature: segment.kind })
  }
  return deployments
}
