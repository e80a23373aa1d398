/**
 * The export document: one game's whole history, self-contained, so that anyone can check it with
 * the published rules alone (docs/AUDIT.md). Seat tokens are never part of it; a server-chosen
 * seed only once the game is finished.
 */
import type { Color, GameOptions } from '../engine/index.js'

export const EXPORT_FORMAT = 'carcassonne-game-export'
export const EXPORT_FORMAT_VERSION = 1

export type DeckSource = 'server' | 'seed' | 'stacked'

/** One log entry as stored: what its hash covers, plus the hash. */
export interface ExportedEntry {
  readonly seq: number
  readonly type: 'create' | 'join' | 'draw' | 'place' | 'deploy' | 'score' | 'undo' | 'redraw' | 'reserve' | 'resign'
  readonly seat: number | null
  readonly payload: Record<string, unknown>
  readonly result: Record<string, unknown>
  readonly rulesVersion: string
  readonly hash: string
  /** ISO 8601, milliseconds, UTC (Date#toISOString). */
  readonly at: string
}

export interface GameExport {
  readonly format: typeof EXPORT_FORMAT
  readonly formatVersion: typeof EXPORT_FORMAT_VERSION
  readonly gameId: string
  readonly status: 'waiting' | 'active' | 'finished'
  /** seq of the last log entry. */
  readonly version: number
  readonly rulesVersion: string
  /** Entry 0's options, as the engine keeps them (a variant only when chosen). */
  readonly options: GameOptions
  /** Scores are final once the game is finished. */
  /** `name` is null for a seat still open. */
  readonly players: readonly { readonly seat: number; readonly name: string | null; readonly color: Color; readonly score: number }[]
  readonly winners: readonly number[]
  readonly deckSource: DeckSource
  readonly deckCommitment: string | null
  /** The shuffle seed once the game is finished (a client's from the start in games recorded before client seeds were kept secret). */
  readonly seed?: string
  /** A stacked deck, and the salt of the commitment of a stacked deck or a client's seed, once the game is finished. */
  readonly stackedDeck?: readonly string[]
  readonly deckSalt?: string
  readonly headHash: string
  readonly log: readonly ExportedEntry[]
}
