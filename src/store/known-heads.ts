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
export const KNOWN_HEADS_CAPACITY = 10_000

export class KnownHeads {
  private readonly heads = new Lru<string, GameHead>(KNOWN_HEADS_CAPACITY)
  /**
   * How many heads were forgotten so far (evicted too: a read of an evicted game could otherwise put
   * back a head older than the one evicted): a read that saw one forgotten meanwhile remembers nothing.
   */
  private forgotten = 0

  get(id: string): GameHead | undefined {
    return this.heads.get(id)
  }

  /** What a read passes back to rememberRead: taken before its statement. */
  readStarted(): number {
    return this.forgotten
  }

  /**
   * Keeps the head the process wrote, unless a later one is known (a read that started before
   * the append may end after it). Only the two fields: a GameRecord would keep its state alive.
   */
  remember(id: string, head: GameHead): void {
    const known = this.heads.peek(id)
    if (known !== undefined && known.version >= head.version) return
    const evicted = this.heads.set(id, { version: head.version, headHash: head.headHash })
    if (evicted) this.forgotten++
  }

  /** Keeps the head a read found, unless a head was forgotten since the read started (`started`, from readStarted). */
  rememberRead(id: string, head: GameHead, started: number): void {
    if (started === this.forgotten) this.remember(id, head)
  }

  /** After a statement that failed or was refused: the head is read again, as on PostgreSQL. */
  forget(id: string): void {
    this.forgotten++
    this.heads.delete(id)
  }
}
