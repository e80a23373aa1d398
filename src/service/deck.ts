/**
 * Where a game's pile order comes from, and the public commitment to it. A server's seed and a
 * stacked deck are secret while the game runs: only their commitment is public, and they are
 * revealed once the game ends. A client's seed is public from the start.
 */
import { createHash, randomBytes } from 'node:crypto'
import { canonicalJson } from '../store/chain.js'

export type DeckSource = 'server' | 'seed' | 'stacked'

/** What fixes the pile order: a shuffle seed, or a stacked deck with the salt of its commitment. */
export type DeckSecret = { readonly seed: string } | { readonly deck: readonly string[]; readonly salt: string }

export interface DeckChoice {
  readonly source: DeckSource
  readonly secret: DeckSecret
  readonly commitment: string
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** sha256 of a seed; sha256 of the canonical JSON `{"deck":[...],"salt":"..."}` of a stacked deck. */
export function deckCommitment(secret: DeckSecret): string {
  return 'seed' in secret ? sha256Hex(secret.seed) : sha256Hex(canonicalJson({ deck: secret.deck, salt: secret.salt }))
}

export function chooseDeck(request: { deck?: readonly string[]; seed?: string }): DeckChoice {
  const secret: DeckSecret =
    request.deck !== undefined
      ? { deck: request.deck, salt: randomBytes(16).toString('hex') }
      : { seed: request.seed ?? randomBytes(32).toString('hex') }
  const source: DeckSource = request.deck !== undefined ? 'stacked' : request.seed !== undefined ? 'seed' : 'server'
  return { source, secret, commitment: deckCommitment(secret) }
}

/** The secret a stored game keeps: its seed, or its stacked deck and salt (null for a legacy stacked game, whose deck is in its log). */
export function storedSecret(record: { seed: string | null; stackedDeck: unknown; deckSalt: string | null }): DeckSecret | null {
  if (record.seed !== null) return { seed: record.seed }
  if (Array.isArray(record.stackedDeck) && record.deckSalt !== null) return { deck: record.stackedDeck as string[], salt: record.deckSalt }
  return null
}
