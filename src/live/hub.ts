/**
 * Wakes streams and long polls when a game gets a new log entry or a player a new event, whichever
 * process appended it. STUB: to be implemented (in-process fan-out + LISTEN carcassonne_appended).
 */
import type { Database } from '../store/database.js'

/** What an append tells the others; also the JSON payload of NOTIFY carcassonne_appended ({ g, s, p }). */
export interface Appended {
  readonly gameId: string
  readonly seq: number
  /** Players that got an event (player_events) with this entry. */
  readonly players: readonly string[]
}

export const APPENDED_CHANNEL = 'carcassonne_appended'

export class LiveHub {
  constructor(private readonly database: Database) {}

  async start(): Promise<void> {}

  async close(): Promise<void> {}

  /** Called by the service once an append of this process committed. */
  appended(_note: Appended): void {}
}
