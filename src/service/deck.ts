/** Where a game's pile order comes from, and the public commitment to it. */
import { createHash, randomBytes } from 'node:crypto'

export type DeckSource = 'server' | 'seed' | 'stacked'

export interface DeckChoice {
  readonly source: DeckSource
  /** The shuffle seed (secret while the game runs when the server chose it); null for a stacked deck. */
  readonly seed: string | null
  /** sha256 hex of the seed; null for a stacked deck. */
  readonly commitment: string | null
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

export function chooseDeck(request: { deck?: readonly string[]; seed?: string }): DeckChoice {
  if (request.deck !== undefined) return { source: 'stacked', seed: null, commitment: null }
  if (request.seed !== undefined) return { source: 'seed', seed: request.seed, commitment: sha256Hex(request.seed) }
  const seed = randomBytes(32).toString('hex')
  return { source: 'server', seed, commitment: sha256Hex(seed) }
}
