/** Game setup (rules.md, "Setup"): seats, colours, supplies, the start tile and the pile. */
import { ruleError, type RuleError } from './errors.js'
import { initialChoice } from './choice.js'
import { startingHands } from './hand.js'
import { shuffledPile, stackedPile, startingTile } from './pile.js'
import { CLOCK_LIMITS, COLORS, MAX_PLAYERS, MEEPLES_PER_PLAYER, MIN_PLAYERS, type Clock, type Color, type GameOptions, type GameState } from './state.js'
import { variantOptions, type VariantRequest, type Variants } from './variants.js'

/** A seat at creation: a player's name, or `open: true` for a seat that a later `join` fills. */
export interface SeatSetup {
  readonly name?: string
  readonly color?: Color
  readonly open?: boolean
}

export interface GameSetup {
  readonly players: readonly SeatSetup[]
  readonly options?: { readonly farmers?: boolean; readonly clock?: Clock; readonly undo?: boolean } & VariantRequest
  /** The exact draw order after the start tile (a sub-multiset of the pile, its parts in order: see pile.ts). */
  readonly deck?: readonly string[]
  /** Shuffle seed; required when no deck is stacked. */
  readonly seed?: string
}

export function createGame(setup: GameSetup): { ok: true; state: GameState } | { ok: false; error: RuleError } {
  const { players } = setup
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    return ruleError('INVALID_SETUP', `a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}`)
  }
  const names = seatNames(players)
  if (typeof names === 'string') return ruleError('INVALID_SETUP', names)
  const colors = assignColors(players.map((p) => p.color))
  if (typeof colors === 'string') return ruleError('INVALID_SETUP', colors)
  const options = gameOptions(setup.options)
  if (typeof options === 'string') return ruleError('INVALID_SETUP', options)
  if (options.draft === true && players.length !== 2) return ruleError('INVALID_SETUP', `the draft is for exactly 2 players, not ${players.length}`)
  if (setup.deck === undefined && setup.seed === undefined) return ruleError('INVALID_SETUP', 'a seed is required to shuffle the pile')
  const pile = setup.deck === undefined ? shuffledPile(options, setup.seed!) : stackedPile(options, setup.deck)
  if (typeof pile === 'string') return ruleError('INVALID_SETUP', pile)
  const waiting = names.includes(null)
  const dealt = options.hand === undefined ? undefined : startingHands(options.hand.size, pile, players.length)
  const choice = initialChoice(options, players.length, dealt?.hands)
  return {
    ok: true,
    state: {
      status: waiting ? 'waiting' : 'active',
      options,
      players: names.map((name, seat) => ({ seat, name, color: colors[seat], score: 0, meeples: MEEPLES_PER_PLAYER, resigned: false, timeouts: 0, citiesCompleted: 0 })),
      turn: waiting ? null : { seat: 0, phase: 'draw', tile: null, placed: null },
      board: [startingTile(options)],
      meeples: [],
      pile,
      drawn: dealt?.drawn ?? 0,
      discarded: [],
      winners: [],
      ...(choice === undefined ? {} : { choice }),
    },
  }
}

/** Each seat's name, null for an open one; or why the seats are not valid. */
function seatNames(players: readonly SeatSetup[]): (string | null)[] | string {
  const names: (string | null)[] = []
  for (const [seat, p] of players.entries()) {
    if (p.open === true) {
      if (p.name !== undefined) return `seat ${seat} is open: it gets its name when a player joins`
      names.push(null)
    } else {
      if (typeof p.name !== 'string') return `seat ${seat} needs a name, or open: true`
      names.push(p.name)
    }
  }
  return names
}

/** Farmers default to on; a clock is kept only when given, within CLOCK_LIMITS; undo only when turned off; then the variants chosen. */
function gameOptions(requested: GameSetup['options']): GameOptions | string {
  const farmers = requested?.farmers ?? true
  const clock = gameClock(requested?.clock)
  if (typeof clock === 'string') return clock
  const undo = requested?.undo ?? true
  if (typeof undo !== 'boolean') return 'undo is true or false'
  const variants = requested === undefined ? NO_VARIANTS : variantOptions(requested)
  if (typeof variants === 'string') return variants
  // Assigned in this order (not spread, several times slower), which is the order of the JSON keys;
  // every variant chosen follows, whatever variantOptions returns.
  const options: { -readonly [K in keyof GameOptions]: GameOptions[K] } = { farmers }
  if (clock !== undefined) options.clock = clock
  if (!undo) options.undo = false
  return variants === NO_VARIANTS ? options : Object.assign(options, variants)
}

const NO_VARIANTS: Variants = Object.freeze({})

function gameClock(clock: Clock | undefined): Clock | undefined | string {
  if (clock === undefined) return undefined
  if (typeof clock !== 'object' || clock === null) return 'a clock is { turnSeconds, maxTimeouts }'
  for (const setting of ['turnSeconds', 'maxTimeouts'] as const) {
    const { min, max } = CLOCK_LIMITS[setting]
    const value = clock[setting]
    if (!Number.isInteger(value) || value < min || value > max) return `a clock's ${setting} is an integer from ${min} to ${max}, not ${value}`
  }
  return { turnSeconds: clock.turnSeconds, maxTimeouts: clock.maxTimeouts }
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
