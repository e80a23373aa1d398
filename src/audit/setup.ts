/**
 * Entry 0: a valid setup (players or open seats, options, and a stacked deck or a client's seed or neither), whose
 * result names the deck source it implies and the game's commitment, and which agrees with what the
 * document says of the game.
 */
import { createGame, type GameSetup } from '../engine/index.js'
import type { CreatePayload, CreateSeat } from '../service/log.js'
import { firstDifference, isRecord, show } from './diff.js'
import type { DeckSource, GameExport } from './document.js'
import { failed, passed, type Check } from './report.js'

export interface SetupCheck {
  readonly check: Check
  /** Entry 0's payload when it is a setup the engine accepts (even if the document disagrees with it). */
  readonly payload: CreatePayload | null
}

const SHA256_HEX = /^[0-9a-f]{64}$/

export function checkSetup(doc: GameExport): SetupCheck {
  const entry = doc.log[0]
  if (entry === undefined || entry.type !== 'create' || entry.seat !== null) {
    return { check: failed('setup', 0, 'entry 0 is not a create entry without a seat'), payload: null }
  }
  const payload = parseCreatePayload(entry.payload)
  if (typeof payload === 'string') return { check: failed('setup', 0, payload), payload: null }
  const created = createGame({ players: payload.players as GameSetup['players'], options: payload.options, deck: payload.deck ?? [] })
  if (!created.ok) return { check: failed('setup', 0, `the engine refuses the setup: ${created.error.message}`), payload: null }
  const kept = firstDifference(payload.options, created.state.options)
  if (kept !== null) return { check: failed('setup', 0, `entry 0's options are not as the service keeps them, at ${kept.path}: ${show(kept.stored)}, expected ${show(kept.replayed)}`), payload: null }
  const problem = disagreement(doc, payload)
  return { check: problem === null ? passed('setup') : failed('setup', 0, problem), payload }
}

/** What the document says of the game and entry 0 does not, if anything. */
function disagreement(doc: GameExport, payload: CreatePayload): string | null {
  const entry = doc.log[0]
  // A deck stacked or a seed given in entry 0 itself (games recorded before they were kept secret):
  // a stacked one has no commitment. A secret one is told from a server shuffle by entry 0's result alone.
  const logged = isRecord(entry.result) ? entry.result.deckSource : undefined
  const source: DeckSource = payload.deck !== undefined || logged === 'stacked' ? 'stacked' : payload.seed !== undefined || logged === 'seed' ? 'seed' : 'server'
  if (doc.deckSource !== source) return `entry 0 sets up a ${source} deck, the document says ${doc.deckSource}`
  if (payload.deck !== undefined ? doc.deckCommitment !== null : !SHA256_HEX.test(doc.deckCommitment ?? '')) {
    return `a ${source} deck cannot have the commitment ${show(doc.deckCommitment)}`
  }
  // The deal of a game with hands (and its seal) is the replay's to check.
  const { hands: _deal, private: _sealed, ...deck } = isRecord(entry.result) ? entry.result : {}
  const result = firstDifference(isRecord(entry.result) ? deck : entry.result, { deckSource: source, deckCommitment: doc.deckCommitment })
  if (result !== null) return `entry 0's result differs from the game at ${result.path}: ${show(result.stored)}, expected ${show(result.replayed)}`
  const docPlayers = doc.players.map(({ seat, name, color }) => ({ seat, name, color }))
  // A seat open in entry 0 gets its name from a later join, which the replay checks: any name fits here.
  const expected = payload.players.map((p, seat) => ({ seat, name: 'open' in p ? doc.players[seat]?.name : p.name, color: p.color }))
  const people = firstDifference(docPlayers, expected)
  if (people !== null) return `the document's players differ from entry 0 at ${people.path}: ${show(people.stored)}, entry 0 has ${show(people.replayed)}`
  if (firstDifference(doc.options, payload.options) !== null) return `the document's options ${show(doc.options)} are not entry 0's ${show(payload.options)}`
  if (doc.rulesVersion !== entry.rulesVersion) return `the document's rules version ${doc.rulesVersion} is not entry 0's ${entry.rulesVersion}`
  return null
}

/** Entry 0's payload as the service writes it, or why it is not. */
function parseCreatePayload(payload: unknown): CreatePayload | string {
  if (!isRecord(payload)) return "entry 0's payload is not an object"
  const { players, options, deck, seed, lesson, ...rest } = payload
  if (Object.keys(rest).length > 0) return `entry 0's payload has unknown members: ${Object.keys(rest).join(', ')}`
  if (!Array.isArray(players) || !players.every(isSeat)) return "entry 0's players are not a list of { name, color }, { name, color, bot } or { open: true, color }"
  if (!isOptions(options)) return "entry 0's options are not { farmers: true | false } with optional clock { turnSeconds, maxTimeouts }, undo: false, river { startTile, turnRule }, table { minX, maxX, minY, maxY }, tieBreak [criteria], redraws (a count), draft: true and hand { size, visible }"
  if (deck !== undefined && !(Array.isArray(deck) && deck.every((t) => typeof t === 'string'))) return "entry 0's deck is not a list of tiles"
  if (seed !== undefined && (typeof seed !== 'string' || seed === '')) return "entry 0's seed is not a string"
  if (deck !== undefined && seed !== undefined) return 'entry 0 has both a stacked deck and a seed'
  // A lesson's id is information (the replay checks that only its scripted entries say by: lesson).
  if (lesson !== undefined && (typeof lesson !== 'string' || lesson === '')) return "entry 0's lesson is not a string"
  return { players, options, ...(deck === undefined ? {} : { deck }), ...(seed === undefined ? {} : { seed }), ...(lesson === undefined ? {} : { lesson }) }
}

function isSeat(value: unknown): value is CreateSeat {
  if (!isRecord(value) || typeof value.color !== 'string') return false
  const keys = Object.keys(value).sort().join()
  // A bot seat's moves are ordinary entries: the strategy's name is information, not a rule to check.
  if (keys === 'bot,color,name') return typeof value.name === 'string' && typeof value.bot === 'string'
  return keys === 'color,name' ? typeof value.name === 'string' : keys === 'color,open' && value.open === true
}

/**
 * The shape of each option entry 0 may hold; the values and ranges are the engine's to judge
 * (createGame), and checkSetup also requires the options in the form the engine keeps them. `undo`
 * is kept only as false, a variant only when chosen.
 */
const OPTION_SHAPES: Record<string, (value: unknown) => boolean> = {
  farmers: (value) => typeof value === 'boolean',
  clock: (value) => hasKeys(value, 'maxTimeouts,turnSeconds'),
  undo: (value) => value === false,
  river: (value) => hasKeys(value, 'startTile,turnRule'),
  table: (value) => hasKeys(value, 'maxX,maxY,minX,minY'),
  tieBreak: (value) => Array.isArray(value) && value.length > 0 && value.every((c) => typeof c === 'string'),
  redraws: (value) => Number.isInteger(value),
  draft: (value) => value === true,
  hand: (value) => hasKeys(value, 'size,visible'),
}

function isOptions(value: unknown): value is CreatePayload['options'] {
  if (!isRecord(value) || !('farmers' in value)) return false
  return Object.entries(value).every(([key, option]) => Object.hasOwn(OPTION_SHAPES, key) && OPTION_SHAPES[key](option) === true)
}

function hasKeys(value: unknown, keys: string): boolean {
  return isRecord(value) && Object.keys(value).sort().join() === keys
}
