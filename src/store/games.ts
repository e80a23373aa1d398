// Games, their seats and their append-only action log. Every write that changes a game appends
// exactly one log entry in the same transaction, guarded by the game's version (optimistic lock).
import type { Action, Game, Prisma, PrismaClient, Seat } from '../generated/prisma/client.js'
import { entryHash, GENESIS_HASH } from './chain.js'
import { GameNotFoundError, VersionConflictError } from './errors.js'

export type GameStatus = 'active' | 'finished'
export type DeckSource = 'server' | 'seed' | 'stacked'
export type ActionType = 'create' | 'draw' | 'place' | 'deploy' | 'score'
export type Json = Prisma.InputJsonValue

// The database's CHECK constraints guarantee the narrowed string unions below.
export type GameRecord = Omit<Game, 'status' | 'deckSource'> & { status: GameStatus; deckSource: DeckSource }
export type SeatRecord = Seat
export type ActionRecord = Omit<Action, 'type'> & { type: ActionType }

export interface NewGame {
  id: string
  options: Json
  state: Json
  status: GameStatus
  deckSource: DeckSource
  seed: string | null
  deckCommitment: string | null
  rulesVersion: string
  seats: Omit<SeatRecord, 'gameId'>[]
  /** Entry 0 (type 'create', no seat) of the log. */
  entry: { payload: Json; result: Json }
}

export interface NewAction {
  type: Exclude<ActionType, 'create'>
  seat: number
  payload: Json
  result: Json
  rulesVersion: string
  /** The game's state and status after the action. */
  state: Json
  status: GameStatus
  /** Sets the game's finishedAt to the entry's time. */
  finished?: boolean
}

export interface GameSummary {
  id: string
  status: GameStatus
  version: number
  createdAt: Date
  updatedAt: Date
  finishedAt: Date | null
  players: { seat: number; name: string; color: string }[]
}

export class GameStore {
  constructor(private readonly prisma: PrismaClient) {}

  /** Inserts the game (version 0), its seats and log entry 0, all in one transaction. */
  async createGame(input: NewGame): Promise<{ game: GameRecord; seats: SeatRecord[]; entry: ActionRecord }> {
    const at = new Date()
    const entry = {
      seq: 0,
      type: 'create' as const,
      seat: null,
      payload: input.entry.payload,
      result: input.entry.result,
      rulesVersion: input.rulesVersion,
      at,
    }
    const hash = entryHash(GENESIS_HASH, { ...entry, gameId: input.id, at: at.toISOString() })
    const { seats, actions, ...game } = await this.prisma.game.create({
      data: {
        id: input.id,
        status: input.status,
        version: 0,
        options: input.options,
        state: input.state,
        deckSource: input.deckSource,
        seed: input.seed,
        deckCommitment: input.deckCommitment,
        headHash: hash,
        rulesVersion: input.rulesVersion,
        createdAt: at,
        updatedAt: at,
        seats: { create: input.seats },
        actions: { create: { ...entry, hash } },
      },
      include: { seats: { orderBy: { seat: 'asc' } }, actions: true },
    })
    return { game: game as GameRecord, seats, entry: actions[0] as ActionRecord }
  }

  async loadGame(id: string): Promise<GameRecord | null> {
    return (await this.prisma.game.findUnique({ where: { id } })) as GameRecord | null
  }

  async loadSeats(gameId: string): Promise<SeatRecord[]> {
    return this.prisma.seat.findMany({ where: { gameId }, orderBy: { seat: 'asc' } })
  }

  /**
   * Appends entry `expectedVersion + 1` and moves the game to that version, in one transaction.
   * Throws VersionConflictError, having written nothing, when the game is at another version
   * (including when a concurrent append wins), and GameNotFoundError when there is no such game.
   */
  async appendAction(gameId: string, expectedVersion: number, action: NewAction): Promise<ActionRecord> {
    return this.prisma.$transaction(async (tx) => {
      const head = await tx.game.findUnique({ where: { id: gameId }, select: { version: true, headHash: true } })
      if (!head) throw new GameNotFoundError(gameId)
      if (head.version !== expectedVersion) throw new VersionConflictError(gameId, expectedVersion, head.version)

      const at = new Date()
      const entry = {
        gameId,
        seq: expectedVersion + 1,
        type: action.type,
        seat: action.seat,
        payload: action.payload,
        result: action.result,
        rulesVersion: action.rulesVersion,
      }
      const hash = entryHash(head.headHash, { ...entry, at: at.toISOString() })
      // Conditional on the head read above: a concurrent append that commits first makes this
      // touch no row (PostgreSQL re-checks the WHERE clause after waiting for the row lock).
      const { count } = await tx.game.updateMany({
        where: { id: gameId, version: expectedVersion, headHash: head.headHash },
        data: {
          version: entry.seq,
          state: action.state,
          status: action.status,
          headHash: hash,
          updatedAt: at,
          ...(action.finished ? { finishedAt: at } : {}),
        },
      })
      if (count === 0) throw new VersionConflictError(gameId, expectedVersion)
      return (await tx.action.create({ data: { ...entry, hash, at } })) as ActionRecord
    })
  }

  /** Log entries in seq order: all of them, or `limit` entries after seq `after`. */
  async listActions(gameId: string, page: { after?: number; limit?: number } = {}): Promise<ActionRecord[]> {
    const rows = await this.prisma.action.findMany({
      where: { gameId, ...(page.after === undefined ? {} : { seq: { gt: page.after } }) },
      orderBy: { seq: 'asc' },
      take: page.limit,
    })
    return rows as ActionRecord[]
  }

  async countActions(gameId: string): Promise<number> {
    return this.prisma.action.count({ where: { gameId } })
  }

  /** Newest first; `total` counts every game that matches the filter. */
  async listGames(query: { status?: GameStatus; limit: number; offset?: number }): Promise<{ games: GameSummary[]; total: number }> {
    const where = query.status ? { status: query.status } : {}
    const [rows, total] = await Promise.all([
      this.prisma.game.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: query.offset,
        take: query.limit,
        select: {
          id: true,
          status: true,
          version: true,
          createdAt: true,
          updatedAt: true,
          finishedAt: true,
          seats: { select: { seat: true, name: true, color: true }, orderBy: { seat: 'asc' } },
        },
      }),
      this.prisma.game.count({ where }),
    ])
    const games = rows.map(({ seats, ...game }) => ({ ...game, status: game.status as GameStatus, players: seats }))
    return { games, total }
  }
}
