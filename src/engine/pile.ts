/**
 * The tiles a game starts with, from its options (rules.md, "Setup"; variants.md 1.5): the tile at
 * (0, 0) and the face-down pile, shuffled from a seed or stacked, in three parts drawn in order:
 * the River's middle tiles, its lake, the land tiles. A game without the River has only land tiles.
 */
import type { PlacedTile } from './board.js'
import { shuffleEach } from './shuffle.js'
import type { GameOptions } from './state.js'
import { BASE_TILES, RIVER_TILES, START_TILE, inventory, isTileId, type TileId } from './tiles.js'

interface PileParts {
  readonly middle: readonly TileId[]
  readonly lake: readonly TileId[]
  readonly land: readonly TileId[]
}

const SPRING = RIVER_TILES.find((t) => t.role === 'spring')!.id
const LAKE = RIVER_TILES.find((t) => t.role === 'lake')!.id

/**
 * The parts of each kind of game, made once: every game shuffles or checks against copies of them.
 * Not frozen: a copy of a frozen array has holey elements, slower to read all game long.
 */
const NONE: readonly TileId[] = []
const BASE_PARTS: PileParts = { middle: NONE, lake: NONE, land: inventory(BASE_TILES, [START_TILE]) }
const RIVER_MIDDLE: readonly TileId[] = inventory(RIVER_TILES, [SPRING, LAKE])
const RIVER_LAKE: readonly TileId[] = [LAKE]
const RIVER_PARTS = {
  removed: { middle: RIVER_MIDDLE, lake: RIVER_LAKE, land: BASE_PARTS.land },
  shuffled: { middle: RIVER_MIDDLE, lake: RIVER_LAKE, land: inventory(BASE_TILES) },
} as const

function pileParts(options: GameOptions): PileParts {
  return options.river === undefined ? BASE_PARTS : RIVER_PARTS[options.river.startTile]
}

/** The tile every game starts from: the base start tile, or the River's spring (the river flows east). */
export function startingTile(options: GameOptions): PlacedTile {
  return { x: 0, y: 0, tile: options.river === undefined ? START_TILE : SPRING, rotation: 0 }
}

/** Every tile of the pile, unshuffled: its parts in order, each in catalogue order. */
export function pileInventory(options: GameOptions): TileId[] {
  const parts = pileParts(options)
  return [...parts.middle, ...parts.lake, ...parts.land]
}

/**
 * The pile shuffled from `seed`: one stream shuffles the middle River tiles, then the land tiles
 * (an empty list takes no values, so a base game's pile is the shuffle of its 71 tiles).
 */
export function shuffledPile(options: GameOptions, seed: string): TileId[] {
  const parts = pileParts(options)
  const [middle, land] = shuffleEach([parts.middle, parts.land], seed)
  // Without the River the land tiles are the whole pile (the shuffle's copy is the game's own).
  return middle.length === 0 && parts.lake.length === 0 ? land : [...middle, ...parts.lake, ...land]
}

/**
 * A stacked deck as the pile, or why it cannot be one: a sub-multiset of the game's pile whose
 * parts come in their order (no River tile after a land tile, no middle River tile after the lake).
 */
export function stackedPile(options: GameOptions, deck: readonly string[]): TileId[] | string {
  const parts = pileParts(options)
  const order = [parts.middle, parts.lake, parts.land]
  const left = new Map<string, number>()
  for (const part of order) for (const id of part) left.set(id, (left.get(id) ?? 0) + 1)
  const total = parts.middle.length + parts.lake.length + parts.land.length
  let stage = 0
  for (const id of deck) {
    if (!isTileId(id) || !left.has(id)) return `unknown tile ${id}`
    const count = left.get(id)!
    if (count === 0) return `the deck holds more ${id} tiles than the ${total} tiles of this game's pile`
    left.set(id, count - 1)
    const part = order.findIndex((p) => p.includes(id))
    if (part < stage) return `${id} comes too late: the River's middle tiles come first, then its lake, then the land tiles`
    stage = part
  }
  // A copy: the caller's array must not be able to change the game's pile later.
  return deck.slice() as TileId[]
}
