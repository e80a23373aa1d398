/** Game setup (rules.md, "Setup"): seats, colours, supplies, the start tile and the pile. */
import { ruleError, type RuleError } from './errors.js'
import { shuffle } from './shuffle.js'
import { COLORS, MAX_PLAYERS, MEEPLES_PER_PLAYER, MIN_PLAYERS, type Color, type GameState } from './state.js'
import { START_TILE, baseInventory, isTileLetter, type TileLetter } from './tiles.js'

export interface GameSetup {
  readonly players: readonly { readonly name: string; readonly color?: Color }[]
  readonly options?: { readonly farmers?: boolean }
  /** The exact draw order after the start tile (a sub-multiset of the 71 other tiles). */
  readonly deck?: readonly string[]
  /** Shuffle seed; required when no deck is stacked. */
  readonly seed?: string
}

export function createGame(setup: GameSetup): { ok: true; state: GameState } | { ok: false; error: RuleError } {
  const { players } = setup
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    return ruleError('INVALID_SETUP', `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}`)
  }
  const colors = assignColors(players.map((p) => p.color))
  if (typeof colors === 'string') return ruleError('INVALID_SETUP', colors)
  const pile = setup.deck === undefined ? shuffledPile(setup.seed) : stackedPile(setup.deck)
  if (typeof pile === 'string') return ruleError('INVALID_SETUP', pile)
  return {
    ok: true,
    state: {
      status: 'active',
      options: { farmers: setup.options?.farmers ?? true },
      players: players.map((p, seat) => ({ seat, name: p.name, color: colors[seat], score: 0, meeples: MEEPLES_PER_PLAYER })),
      turn: { seat: 0, phase: 'draw', tile: null, placed: null },
      board: [{ x: 0, y: 0, tile: START_TILE, rotation: 0 }],
      meeples: [],
      pile,
      drawn: 0,
      discarded: [],
      winners: [],
    },
  }
}

/** Explicit colours must be unique; the others take the first unused colours in default order. */
function assignColors(requested: readonly (Color | undefined)[]): Color[] | string {
  const taken = new Set<Color>()
  for (const color of requested) {
    if (color === undefined) continue
    if (!COLORS.includes(color)) return `unknown colour ${color}`
    if (taken.has(color)) return `colour ${color} is chosen twice`
    taken.add(color)
  }
  const free = COLORS.filter((c) => !taken.has(c))
  return requested.map((color) => color ?? (free.shift() as Color))
}

function shuffledPile(seed: string | undefined): TileLetter[] | string {
  if (seed === undefined) return 'a seed is required to shuffle the pile'
  return shuffle(baseInventory(), seed)
}

function stackedPile(deck: readonly string[]): TileLetter[] | string {
  const available = new Map<string, number>()
  for (const letter of baseInventory()) available.set(letter, (available.get(letter) ?? 0) + 1)
  for (const letter of deck) {
    if (!isTileLetter(letter)) return `unknown tile ${letter}`
    const left = available.get(letter) ?? 0
    if (left === 0) return `the deck holds more ${letter} tiles than the 71 non-start tiles have`
    available.set(letter, left - 1)
  }
  // A copy: the caller's array must not be able to change the game's pile later.
  return deck.slice() as TileLetter[]
}
