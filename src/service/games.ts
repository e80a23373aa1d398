/**
 * The game service: the one path every write takes. Load the game, authenticate the seat, let
 * the engine decide, append the entry and the new snapshot in one transaction (optimistic on the
 * version). A rejected action writes nothing.
 */
import { randomUUID } from 'node:crypto'
import { apply, createGame, RULES_VERSION, type Action, type GameEvent, type Color, type GameSetup, type GameState } from '../engine/index.js'
import type { ActionRecord, GameRecord, GameStore, SeatRecord } from '../store/games.js'
import { VersionConflictError } from '../store/errors.js'
import { chooseDeck } from './deck.js'
import { ServiceError } from './errors.js'
import { replayLog, type CreatePayload, type TurnActionType } from './log.js'
import { newToken, seatOfToken, tokenHash } from './tokens.js'

export interface CreateGameRequest {
  readonly players: readonly { readonly name: string; readonly color?: string }[]
  readonly options?: { readonly farmers?: boolean }
  readonly deck?: readonly string[]
  readonly seed?: string
}

export interface LoadedGame {
  readonly record: GameRecord
  readonly state: GameState
}

export interface ActResult extends LoadedGame {
  readonly events: readonly GameEvent[]
}

/** Optimistic retries for writes without If-Match: a lost race re-reads and re-decides. */
const MAX_ATTEMPTS = 8

export class GameService {
  /** Seats never change after creation, so their hashes are cached per game. */
  private readonly seatCache = new Map<string, SeatRecord[]>()

  constructor(private readonly store: GameStore) {}

  async create(request: CreateGameRequest): Promise<{ game: LoadedGame; seats: { seat: number; name: string; color: Color; token: string }[] }> {
    if (request.deck !== undefined && request.seed !== undefined) {
      throw new ServiceError('VALIDATION_ERROR', 'give either a stacked deck or a seed, not both')
    }
    const deck = chooseDeck(request)
    const created = createGame({
      players: request.players as GameSetup['players'],
      options: request.options,
      ...(request.deck !== undefined ? { deck: request.deck } : { seed: deck.seed! }),
    })
    if (!created.ok) throw new ServiceError('VALIDATION_ERROR', created.error.message)
    const state = created.state
    const payload: CreatePayload = {
      players: state.players.map((p) => ({ name: p.name, color: p.color })),
      options: state.options,
      ...(request.deck !== undefined ? { deck: request.deck } : {}),
      ...(deck.source === 'seed' ? { seed: deck.seed! } : {}),
    }
    const tokens = state.players.map(() => newToken())
    const { game } = await this.store.createGame({
      id: randomUUID(),
      options: state.options as object,
      state: state as object,
      status: state.status,
      deckSource: deck.source,
      seed: deck.seed,
      deckCommitment: deck.commitment,
      rulesVersion: RULES_VERSION,
      seats: state.players.map((p, i) => ({ seat: p.seat, name: p.name, color: p.color, tokenHash: tokenHash(tokens[i]) })),
      entry: { payload: payload as object, result: { deckSource: deck.source, deckCommitment: deck.commitment } },
    })
    return {
      game: { record: game, state },
      seats: state.players.map((p, i) => ({ seat: p.seat, name: p.name, color: p.color, token: tokens[i] })),
    }
  }

  async load(id: string): Promise<LoadedGame> {
    const record = await this.store.loadGame(id)
    if (record === null) throw new ServiceError('GAME_NOT_FOUND', `no game ${id}`)
    return { record, state: record.state as unknown as GameState }
  }

  /**
   * Applies one turn action for the seat holding `token`. `ifMatch` (from If-Match) says whether
   * a version is acceptable; when given, a concurrent change is a VERSION_CONFLICT instead of a retry.
   */
  async act(
    id: string,
    token: string | undefined,
    type: TurnActionType,
    payload: Record<string, unknown>,
    ifMatch?: (version: number) => boolean,
  ): Promise<ActResult> {
    for (let attempt = 1; ; attempt++) {
      const { record, state } = await this.load(id)
      const seat = token === undefined ? null : seatOfToken(await this.seats(id), token)
      if (seat === null) throw new ServiceError('UNAUTHORIZED', 'a seat token of this game is required (Authorization: Bearer <token>)')
      if (ifMatch !== undefined && !ifMatch(record.version)) throw versionConflict(record.version)
      const result = apply(state, { ...payload, type, seat } as Action)
      if (!result.ok) throw new ServiceError(result.error.code as Exclude<typeof result.error.code, 'INVALID_SETUP'>, result.error.message)
      const next = result.state
      try {
        const entry = await this.store.appendAction(id, record.version, {
          type,
          seat,
          payload: payload as object,
          result: { events: result.events } as object,
          rulesVersion: RULES_VERSION,
          state: next as object,
          status: next.status,
          finished: next.status === 'finished',
        })
        const updated: GameRecord = { ...record, version: entry.seq, headHash: entry.hash, status: next.status, updatedAt: entry.at }
        return { record: updated, state: next, events: result.events }
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error
        if (ifMatch !== undefined || attempt === MAX_ATTEMPTS) throw versionConflict(error.actualVersion ?? (await this.load(id)).record.version)
      }
    }
  }

  async actions(id: string, page: { after?: number; limit?: number }): Promise<ActionRecord[]> {
    await this.load(id)
    return this.store.listActions(id, page)
  }

  /** The state right after entry `seq`, rebuilt by replaying the log (never from the snapshot). */
  async stateAt(id: string, seq: number): Promise<LoadedGame & { entry: ActionRecord }> {
    const { record } = await this.load(id)
    if (seq > record.version) throw new ServiceError('ACTION_NOT_FOUND', `game ${id} has no entry ${seq} (its version is ${record.version})`)
    const entries = await this.store.listActions(id, { limit: seq + 1 })
    const outcome = replayLog(entries, record.seed)
    if (!outcome.ok) throw new Error(`game ${id}: the engine rejects log entry ${outcome.seq} on replay (${outcome.error.code})`)
    return { record, state: outcome.state, entry: entries[seq] }
  }

  list(query: { status?: 'active' | 'finished'; limit: number; offset?: number }) {
    return this.store.listGames(query)
  }

  private async seats(id: string): Promise<SeatRecord[]> {
    let seats = this.seatCache.get(id)
    if (seats === undefined) {
      seats = await this.store.loadSeats(id)
      if (this.seatCache.size >= 10_000) this.seatCache.delete(this.seatCache.keys().next().value!)
      this.seatCache.set(id, seats)
    }
    return seats
  }
}

function versionConflict(current: number): ServiceError {
  return new ServiceError('VERSION_CONFLICT', `the game is at version ${current}`, { version: current })
}
