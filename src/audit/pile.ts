/**
 * Pile orders. The committed one, recomputed with the engine's shuffle from a seed (or a stacked
 * deck), and the one the log reveals: every tile its draws took, discarded ones first, in order.
 */
import { pileInventory, shuffledPile, type GameOptions } from '../engine/index.js'
import { deckCommitment, storedSecret, type DeckSecret } from '../service/deck.js'
import type { CreatePayload } from '../service/log.js'
import { isRecord, show } from './diff.js'
import type { ExportedEntry, GameExport } from './document.js'

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly seq: number; readonly reason: string }

export interface LoggedDraw {
  readonly seq: number
  /** A tile put at the bottom of the pile before the draw (a redraw's rejected tile, a reserve's other leftover). */
  readonly putBack?: string
  /** The tiles this draw took off the pile, in pile order (for `drawn`: the discarded ones, then the drawn one). */
  readonly tiles: readonly string[]
  /** The draw emptied the pile without finding a placeable tile. */
  readonly exhausted: boolean
}

type LoggedEvent = { type?: unknown; tile?: unknown; discarded?: unknown; rejected?: unknown; display?: unknown; fromPile?: unknown; putBack?: unknown } | null

const isTiles = (value: unknown): value is string[] => Array.isArray(value) && value.every((t) => typeof t === 'string')

/** What one event did to the pile; null when it is not well formed. */
function pileStep(seq: number, e: NonNullable<LoggedEvent>): LoggedDraw | null {
  const { tile, discarded } = e
  switch (e.type) {
    case 'drawn':
      if (!(tile === null || typeof tile === 'string') || !isTiles(discarded)) return null
      return { seq, tiles: tile === null ? discarded : [...discarded, tile], exhausted: tile === null }
    case 'redrawn':
      if (typeof tile !== 'string' || typeof e.rejected !== 'string' || !isTiles(discarded)) return null
      return { seq, putBack: e.rejected, tiles: [...discarded, tile], exhausted: false }
    case 'revealed':
      if (!isTiles(e.fromPile) || !isTiles(e.display)) return null
      return { seq, tiles: e.fromPile, exhausted: e.display.length === 0 }
    case 'refilled':
      return isTiles(e.fromPile) ? { seq, tiles: e.fromPile, exhausted: false } : null
    default:
      if (typeof e.putBack !== 'string') return null
      return { seq, putBack: e.putBack, tiles: [], exhausted: false }
  }
}

/**
 * The event of an entry's result that tells what it did to the pile: a draw's is `drawn`, in the
 * draft `revealed`, with hands `refilled`; a score's only with hands (`refilled`, drawing back).
 */
const PILE_EVENTS: Readonly<Record<string, readonly string[]>> = { draw: ['drawn', 'revealed', 'refilled'], redraw: ['redrawn'], reserve: ['reserved'] }
const OPTIONAL_PILE_EVENTS: Readonly<Record<string, readonly string[]>> = { score: ['refilled'] }

/**
 * Hands with the River: an entry that deals the hands when the river phase ends (a `dealt` event in
 * a score, or in a draw after the River tiles it removed and before the active hand's check, whose
 * `refilled` follows), its tiles in the order the engine took them: seat `from` first, then in seat
 * order. Undefined for an entry without a deal, null for one not well formed.
 */
function dealtDraw(entry: ExportedEntry): LoggedDraw | null | undefined {
  const events = isRecord(entry.result) && Array.isArray(entry.result.events) ? (entry.result.events as { type?: unknown }[]) : []
  const at = events.findIndex((e) => e?.type === 'dealt')
  if (at < 0) return undefined
  const { from, hands, discarded } = events[at] as { from?: unknown; hands?: unknown; discarded?: unknown }
  if (!Array.isArray(hands) || !hands.every(isTiles) || !Number.isInteger(from) || !isTiles(discarded)) return null
  const first = from as number
  if (first < 0 || first >= hands.length) return null
  const dealt = hands.flatMap((_, k) => hands[(first + k) % hands.length])
  const check = events.slice(at + 1).find((e) => e?.type === 'refilled') as { fromPile?: unknown } | undefined
  const refilled = check === undefined ? [] : check.fromPile
  if (!isTiles(refilled)) return null
  return { seq: entry.seq, tiles: [...discarded, ...dealt, ...refilled], exhausted: false }
}

/** Every step of the log that takes tiles off the pile or puts one at its bottom, from entry 0's deal and the events of their results. */
export function loggedDraws(log: readonly ExportedEntry[]): Checked<LoggedDraw[]> {
  const draws: LoggedDraw[] = []
  for (const entry of log) {
    const deal = entry.seq === 0 && isRecord(entry.result) ? entry.result.hands : undefined
    if (deal !== undefined) {
      if (!Array.isArray(deal) || !deal.every(isTiles)) return { ok: false, seq: 0, reason: "entry 0's hands are not lists of tiles" }
      draws.push({ seq: 0, tiles: deal.flat(), exhausted: false })
    }
    const dealt = dealtDraw(entry)
    if (dealt === null) return { ok: false, seq: entry.seq, reason: `the ${entry.type}'s dealt event is not well formed` }
    if (dealt !== undefined) {
      draws.push(dealt)
      continue
    }
    const required = PILE_EVENTS[entry.type]
    const types = required ?? OPTIONAL_PILE_EVENTS[entry.type]
    if (types === undefined) continue
    const events = isRecord(entry.result) ? entry.result.events : undefined
    const event = Array.isArray(events) ? (events as LoggedEvent[]).find((e) => types.includes(e?.type as string)) : undefined
    if (event === undefined && required === undefined) continue
    const step = event == null ? null : pileStep(entry.seq, event)
    if (step === null) return { ok: false, seq: entry.seq, reason: `the ${entry.type} has no well-formed ${types.join(' or ')} event in its result` }
    draws.push(step)
  }
  return { ok: true, value: draws }
}

/** The secret the document itself reveals: a seed in entry 0 (older games), or a revealed seed (and salt) or stacked deck. */
export function revealedSecret(doc: GameExport, payload: CreatePayload): DeckSecret | null {
  if (payload.seed !== undefined) return { seed: payload.seed }
  // What the document reveals is read as the service reads what it stores.
  return storedSecret({ seed: doc.seed ?? null, stackedDeck: doc.stackedDeck ?? null, deckSalt: doc.deckSalt ?? null })
}

/** The committed pile of a game with these options (the River's tiles shuffled apart from the land's). */
export function pileOf(secret: DeckSecret, options: GameOptions): readonly string[] {
  return 'seed' in secret ? shuffledPile(options, secret.seed) : secret.deck
}

/** The pile order anyone can know from the document: a stacked deck in the log, a client's seed or a revealed secret. */
export function publicPile(doc: GameExport, payload: CreatePayload): readonly string[] | null {
  if (payload.deck !== undefined) return payload.deck
  const secret = revealedSecret(doc, payload)
  return secret === null ? null : pileOf(secret, payload.options)
}

/**
 * The pile to replay with: the committed order when a secret known to the verifier matches entry
 * 0's commitment; otherwise the order the log reveals, then the undrawn tiles in inventory order
 * (a game whose pile is still secret: its moves can be checked, its draws not yet).
 */
export function replayPile(doc: GameExport, payload: CreatePayload, secret: DeckSecret | null): Checked<readonly string[]> {
  if (payload.deck !== undefined) return { ok: true, value: payload.deck }
  const committed = committedSecret(doc, payload, secret)
  return committed ? { ok: true, value: pileOf(committed, payload.options) } : pileFromLog(doc.log, pileInventory(payload.options))
}

/** The secret, revealed by the document or known to the verifier, that matches entry 0's commitment; null when none does. */
export function committedSecret(doc: GameExport, payload: CreatePayload, secret: DeckSecret | null): DeckSecret | null {
  const commitment = isRecord(doc.log[0].result) ? doc.log[0].result.deckCommitment : undefined
  return [revealedSecret(doc, payload), secret].find((s) => s !== null && deckCommitment(s) === commitment) ?? null
}

function pileFromLog(log: readonly ExportedEntry[], inventory: readonly string[]): Checked<readonly string[]> {
  const draws = loggedDraws(log)
  if (!draws.ok) return draws
  const left = new Map<string, number>()
  for (const tile of inventory) left.set(tile, (left.get(tile) ?? 0) + 1)
  const pile: string[] = []
  // Tiles put back (redraws, reserves) follow the whole inventory: taking one reveals nothing of the committed order.
  let position = 0
  for (const draw of draws.value) {
    for (const tile of draw.tiles) {
      if (position++ >= inventory.length) continue
      const count = left.get(tile) ?? 0
      if (count === 0) return { ok: false, seq: draw.seq, reason: `the log draws a ${show(tile)} tile that the ${inventory.length}-tile inventory no longer holds` }
      left.set(tile, count - 1)
      pile.push(tile)
    }
  }
  for (const tile of inventory) {
    const count = left.get(tile)!
    if (count > 0) {
      left.set(tile, count - 1)
      pile.push(tile)
    }
  }
  return { ok: true, value: pile }
}
