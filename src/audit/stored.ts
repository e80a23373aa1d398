/** The audit of games in the database: their export documents and their verification. */
import { storedSecret, type DeckSecret } from '../service/deck.js'
import type { GameStore } from '../store/games.js'
import type { GameExport } from './document.js'
import { exportDocument } from './export.js'
import type { VerifyReport } from './report.js'
import { verifyHistory } from './verify.js'

export interface StoredGame {
  readonly doc: GameExport
  /** The seed or stacked deck as the server keeps it, revealed or not. */
  readonly secret: DeckSecret | null
  /** games.state */
  readonly snapshot: unknown
}

export async function loadStoredGame(store: GameStore, id: string): Promise<StoredGame | null> {
  const record = await store.loadGame(id)
  if (record === null) return null
  // Entries 0..version only: one that a concurrent turn appends after the game was read is not yet
  // part of the history this snapshot and head hash describe.
  const [seats, entries] = await Promise.all([store.loadSeats(id), store.listActions(id, { limit: record.version + 1 })])
  return { doc: exportDocument(record, seats, entries), secret: storedSecret(record), snapshot: record.state }
}

/** Null when there is no such game. */
export async function verifyStoredGame(store: GameStore, id: string): Promise<VerifyReport | null> {
  const game = await loadStoredGame(store, id)
  return game === null ? null : verifyHistory(game.doc, { secret: game.secret, snapshot: game.snapshot })
}

const PAGE = 100

/** Every game's id. Paged newest first, so a game created meanwhile repeats an id but never hides one. */
export async function listGameIds(store: GameStore): Promise<string[]> {
  const ids = new Set<string>()
  for (let offset = 0; ; offset += PAGE) {
    const { games } = await store.listGames({ limit: PAGE, offset })
    for (const game of games) ids.add(game.id)
    if (games.length < PAGE) return [...ids]
  }
}
