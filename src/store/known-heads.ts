/**
 * The heads (version and head hash) of the games of a database that only this process writes: the
 * embedded one, which one process opens at a time (data-lock.ts). There a game changes only by
 * this process's appends, so the head an append committed, or a read found, stays the stored one
 * until the next append, and checking that a cached copy is current needs no statement.
 */
import { Lru } from '../lru.js'

export interface GameHead {
  readonly version: number
  readonly headHash: string
}

/** Enough for every game a server plays at once; a forgotten head is read again. */
const CAPACITY = 10_000

export class KnownHeads {
  private readonly heads = new Lru<string, GameHead>(CAPACITY)

  get(id: string): GameHead | undefined {
    return this.heads.get(id)
  }

  /** Keeps `head` unless a later one is known: a read that started before an append may end after it. */
  remember(id: string, head: GameHead): void {
    const known = this.heads.peek(id)
    if (known === undefined || known.version < head.version) this.heads.set(id, { version: head.version, headHash: head.headHash })
  }

  /** After a statement whose outcome is not known. */
  forget(id: string): void {
    this.heads.delete(id)
  }
}
