/**
 * Where a game's pile order comes from, and the public commitment to it. A server's seed, a
 * client's seed and a stacked deck are secret while the game runs (rules.md: no client may learn
 * the pile's order): only their commitment is public, and they are revealed once the game ends.
 * Games created before client seeds were kept secret carry theirs in entry 0, committed unsalted.
 */
import { createHash, randomBytes } from 'node:crypto'
import { canonicalJson } from '../store/chain.js'

export type DeckSource = 'server' | 'seed' | 'stacked'

/**
 * What fixes the pile order: a shuffle seed (a client's with the salt of its commitment, since it
 * may be guessable; a server's is 32 random bytes), or a stacked deck with the salt of its commitment.
 */
export type DeckSecret = { readonly seed: string; readonly salt?: string } | { readonly deck: readonly string[]; readonly salt: string }

export interface DeckChoice {
  readonly source: DeckSource
  readonly secret: DeckSecret
  readonly commitment: string
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** sha256 of a server's seed; sha256 of the canonical JSON `{"salt":"...","seed":"..."}` of a client's, `{"deck":[...],"salt":"..."}` of a stacked deck. */
export function deckCommitment(secret: DeckSecret): string {
  if (!('seed' in secret)) return sha256Hex(canonicalJson({ deck: secret.deck, salt: secret.salt }))
  return secret.salt === undefined ? sha256Hex(secret.seed) : sha256Hex(canonicalJson({ salt: secret.salt, seed: secret.seed }))
}

/** A stacked deck fixes the order: a seed sent with it (api.md's own example does) has nothing to shuffle. */
export function chooseDeck(request: { deck?: readonly string[]; seed?: string }): DeckChoice {
  const salt = () => randomBytes(16).toString('hex')
  const secret: DeckSecret =
    request.deck !== undefined
      ? { deck: request.deck, salt: salt() }
      : request.seed !== undefined
        ? { seed: request.seed, salt: salt() }
        : { seed: randomBytes(32).toString('hex') }
  const source: DeckSource = request.deck !== undefined ? 'stacked' : request.seed !== undefined ? 'seed' : 'server'
  return { source, secret, commitment: deckCommitment(secret) }
}

/** The secret a stored game keeps: its seed (and salt), or its stacked deck and salt (null for a legacy stacked game, whose deck is in its log). */
export function storedSecret(record: { seed: string | null; stackedDeck: unknown; deckSalt: string | null }): DeckSecret | null {
  if (record.seed !== null) return record.deckSalt === null ? { seed: record.seed } : { seed: record.seed, salt: record.deckSalt }
  if (Array.isArray(record.stackedDeck) && record.deckSalt !== null) return { deck: record.stackedDeck as string[], salt: record.deckSalt }
  return null
}

/** What a finished game reveals of its pile's secret: the seed, the stacked deck, and the salt of either's commitment. */
export function revealedDeck(game: { seed: string | null; stackedDeck: unknown; deckSalt: string | null }): { seed?: string; stackedDeck?: string[]; deckSalt?: string } {
  return {
    ...(game.seed !== null ? { seed: game.seed } : {}),
    ...(Array.isArray(game.stackedDeck) ? { stackedDeck: game.stackedDeck as string[] } : {}),
    ...(game.deckSalt !== null ? { deckSalt: game.deckSalt } : {}),
  }
}
