/** Builds the export document of a stored game from its rows. */
import type { Color, GameState } from '../engine/index.js'
import type { ActionRecord, GameRecord, SeatRecord } from '../store/games.js'
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportedEntry, type GameExport } from './document.js'
import { revealedDeck } from '../service/deck.js'

export function exportDocument(record: GameRecord, seats: readonly SeatRecord[], entries: readonly ActionRecord[]): GameExport {
  // games.state as stored: the snapshot check, not this, judges whether it is a sound state.
  const state = record.state as Partial<GameState> | null
  // Every secret stays so until the pile order no longer matters (a legacy client's seed is in entry 0 anyway).
  const legacySeed = record.deckSource === 'seed' && record.deckSalt === null ? { seed: record.seed! } : {}
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    gameId: record.id,
    status: record.status,
    version: record.version,
    rulesVersion: record.rulesVersion,
    options: record.options as unknown as GameExport['options'],
    players: seats.map((s) => ({ seat: s.seat, name: s.name, color: s.color as Color, score: state?.players?.[s.seat]?.score ?? 0 })),
    winners: state?.winners ?? [],
    deckSource: record.deckSource,
    deckCommitment: record.deckCommitment,
    ...(record.status === 'finished' ? revealedDeck(record) : legacySeed),
    headHash: record.headHash,
    log: entries.map(exportEntry),
  }
}

/** A log entry as the API shows it (GET /games/{id}/actions) and exports it. */
export function exportEntry(entry: ActionRecord): ExportedEntry {
  return {
    seq: entry.seq,
    type: entry.type,
    seat: entry.seat,
    payload: entry.payload as Record<string, unknown>,
    result: entry.result as Record<string, unknown>,
    rulesVersion: entry.rulesVersion,
    hash: entry.hash,
    at: entry.at.toISOString(),
  }
}
