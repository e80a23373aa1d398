/**
 * How a game with private hands keeps its log verifiable while hands are secret: an entry stores
 * the public form of its result, plus `private`, the sha256 of its whole result salted with a salt
 * only the game's deck secret yields. The hash chain covers that digest, so the private tiles are
 * committed to when the entry is written; once the game ends the secret is revealed, and anyone can
 * recompute every result with the engine, its salt, and its digest.
 */
import { canonicalJson } from '../store/chain.js'
import { sha256Hex, type DeckSecret } from '../service/deck.js'
import type { GameOptions } from '../engine/index.js'
import { redactResult } from './redact.js'

export const hasPrivateHands = (options: GameOptions): boolean => options.hand !== undefined && !options.hand.visible

/** Entry `seq`'s salt: from the seed, or from the stacked deck's salt (both revealed at the end). */
export function entrySalt(secret: DeckSecret, seq: number): string {
  return sha256Hex(`carcassonne private hand\n${'seed' in secret ? secret.seed : secret.salt}\n${seq}`)
}

/**
 * What the log stores of entry `seq`'s result: as it is, or in a game with private hands its public
 * form and the digest of the whole. `secret` is null only for games recorded with their stacked deck
 * in the log, which predate hands.
 */
export function sealResult(options: GameOptions, secret: DeckSecret | null, seq: number, result: object): object {
  if (!hasPrivateHands(options)) return result
  if (secret === null) throw new Error('a game with private hands has a deck secret')
  const shown = redactResult(result, null) as object
  if (canonicalJson(shown) === canonicalJson(result)) return result
  return { ...shown, private: sha256Hex(canonicalJson({ salt: entrySalt(secret, seq), result })) }
}

/** A sealed result as `viewer` may see it, given the whole result it seals. */
export function unsealFor(stored: unknown, whole: unknown, viewer: number | null): unknown {
  const digest = (stored as { private?: unknown } | null)?.private
  const shown = redactResult(whole, viewer) as object
  return digest === undefined ? shown : { ...shown, private: digest }
}
