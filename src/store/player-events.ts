// Reading player_events (what a player is told: your-turn, game-started, game-finished), in id
// order, for GET /players/me/events. The rows are written by the statements that append log
// entries; this module only reads them.
import type { PrismaClient } from '../generated/prisma/client.js'

export type PlayerEventType = 'your-turn' | 'game-started' | 'game-finished'

export interface PlayerEvent {
  /** The row's id (a bigserial), as a decimal string. */
  readonly id: string
  readonly type: PlayerEventType
  /** The event's data as the stream sends it (spec/play.md, "Live events"). */
  readonly data: Record<string, unknown>
}

/** The members of each event's data, in the spec's order; missing ones are null. */
const DATA_FIELDS: Record<PlayerEventType, readonly string[]> = {
  'your-turn': ['gameId', 'seq', 'seat', 'deadline'],
  'game-started': ['gameId'],
  'game-finished': ['gameId', 'winners', 'scores'],
}

/** The highest id handed out so far, and the transactions that may still commit player events. */
export interface WriteHorizon {
  readonly lastId: bigint
  /** Virtual transaction ids holding a write lock on player_events (they may hold ids not yet visible). */
  readonly writers: readonly string[]
}

export class PlayerEventStore {
  constructor(private readonly prisma: PrismaClient) {}

  /** Up to `limit` events of `playerId` with ids above `after`, in id order. */
  async after(playerId: string, after: bigint, limit: number): Promise<(PlayerEvent & { readonly rowId: bigint })[]> {
    const rows = await this.prisma.playerEvent.findMany({
      where: { playerId, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: limit,
      select: { id: true, type: true, data: true },
    })
    return rows.map((row) => {
      const type = row.type as PlayerEventType
      const stored = (row.data ?? {}) as Record<string, unknown>
      const data = Object.fromEntries((DATA_FIELDS[type] ?? []).map((field) => [field, stored[field] ?? null]))
      return { rowId: row.id, id: row.id.toString(), type, data }
    })
  }

  /**
   * Two statements, in this order: an id handed out before the first one and not visible after
   * the second belongs to a transaction listed by the second (it holds its lock until it ends).
   */
  async horizon(): Promise<WriteHorizon> {
    const [sequence] = await this.prisma.$queryRaw<{ last_value: bigint; is_called: boolean }[]>`
      SELECT last_value, is_called FROM player_events_id_seq`
    const writers = await this.prisma.$queryRaw<{ virtualtransaction: string }[]>`
      SELECT DISTINCT virtualtransaction FROM pg_locks
      WHERE locktype = 'relation' AND mode = 'RowExclusiveLock' AND relation = 'player_events'::regclass
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`
    return { lastId: sequence.is_called ? sequence.last_value : sequence.last_value - 1n, writers: writers.map((w) => w.virtualtransaction) }
  }
}

/**
 * Which ids are final: no transaction still running can commit a smaller one. Ids are handed out
 * when rows are inserted, not when they commit, so a reader that went by ids alone could see id
 * 101 of one game's append before id 100 of another's commits, and never send 100. A reader
 * sends rows up to `bound()` only: every id handed out before a horizon is final once all the
 * writers that horizon listed are gone (or at once when it listed none).
 */
export class SettledIds {
  private settled = 0n
  private candidate: { readonly upTo: bigint; readonly writers: ReadonlySet<string> } | null = null

  constructor(private readonly store: PlayerEventStore) {}

  /** Call before reading the rows: ids up to the answer are final for a read that starts after it. */
  async bound(): Promise<bigint> {
    const { lastId, writers } = await this.store.horizon()
    if (this.candidate !== null && !writers.some((w) => this.candidate!.writers.has(w))) {
      this.settle(this.candidate.upTo)
      this.candidate = null
    }
    if (writers.length === 0) {
      this.settle(lastId)
      this.candidate = null
    } else if (this.candidate === null) {
      this.candidate = { upTo: lastId, writers: new Set(writers) }
    }
    return this.settled
  }

  private settle(upTo: bigint): void {
    if (upTo > this.settled) this.settled = upTo
  }
}
