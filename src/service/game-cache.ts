/**
 * The latest state this process saw of each game (written or read), so that a write needs no
 * read: it is decided on the cached state and appended under the version guard, which refuses it
 * if another process moved the game on (then the game is read again and the write decided anew).
 * The cached state object is also the one the engine's board index was built for, so the index is
 * reused.
 */
import type { GameRecord } from '../store/games.js'
import type { GameState } from '../engine/index.js'
import { Lru } from '../lru.js'

export interface CachedGame {
  readonly record: GameRecord
  readonly state: GameState
}

export class GameCache {
  private readonly games: Lru<string, CachedGame>

  constructor(capacity: number) {
    this.games = new Lru(capacity)
  }

  get(id: string): CachedGame | undefined {
    return this.games.get(id)
  }

  /**
   * Keeps `game` unless a newer copy is kept (a read that finished after this process's own
   * append). A finished game is not kept: nothing more is written to it, and a late-game copy with
   * its board index is tens of KB that a server playing many games would hold for nothing.
   */
  set(game: CachedGame): void {
    const kept = this.games.peek(game.record.id)
    if (kept !== undefined && kept.record.version > game.record.version) return
    if (game.record.status === 'finished') this.games.delete(game.record.id)
    else this.games.set(game.record.id, game)
  }

  delete(id: string): void {
    this.games.delete(id)
  }
}
