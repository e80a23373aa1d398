/**
 * The game service: the one path every write takes. Load the game, authenticate the seat, let
 * the engine decide, append the entry and the new snapshot in one statement (optimistic on the
 * version), and answer with a signed receipt. A rejected action writes nothing.
 */
import { randomUUID } from 'node:crypto'
import { apply, createGame, RULES_VERSION, type Action, type GameEvent, type Color, type GameSetup, type GameState } from '../engine/index.js'
import { issueReceipt, type Receipt } from '../receipts/receipt.js'
import type { Keyring } from '../receipts/keyring.js'
import type { ActionRecord, GameRecord, GameStore, NewGame, SeatRecord } from '../store/games.js'
import type { IdempotencyStore } from '../store/idempotency.js'
import { chooseDeck, storedSecret } from './deck.js'
import { ServiceError } from './errors.js'
import { versionConflict, WriteLoop, type Answer, type IdempotencyRequest, type Rendered } from './idempotency.js'
import { replayLog, type CreatePayload, type TurnActionType } from './log.js'
import { newToken, seatOfToken, tokenHash } from './tokens.js'
import type { WriteQueue } from './write-queue.js'
import type { Appended } from '../live/hub.js'
import type { PlayerService } from '../players/service.js'

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

export interface CreatedGame {
  readonly game: LoadedGame
  readonly seats: { seat: number; name: string; color: Color; token: string }[]
  readonly receipt: Receipt
}

export interface ActResult extends LoadedGame {
  readonly events: readonly GameEvent[]
  readonly receipt: Receipt
}

/** How a write is answered: the route turns the outcome into the response stored for retries. */
export interface WriteOptions<T> {
  readonly idempotency?: IdempotencyRequest
  readonly render?: (outcome: T) => Rendered
}

const NOTHING_RENDERED: Rendered = { status: 200, headers: {}, body: '' }

export class GameService {
  /** Seats never change after creation, so their hashes are cached per game. */
  private readonly seatCache = new Map<string, SeatRecord[]>()
  private readonly writes: WriteLoop

  constructor(
    private readonly store: GameStore,
    idempotency: IdempotencyStore,
    private readonly keys: Keyring,
    /** One write per game at a time in this process; the others wait in memory. */
    private readonly queue: WriteQueue,
    private readonly players: PlayerService,
    /** Told after each append of this process commits (wakes streams and long polls). */
    private readonly onAppended: (note: Appended) => void = () => {},
  ) {
    this.writes = new WriteLoop(idempotency)
  }

  create(request: CreateGameRequest, opts: WriteOptions<CreatedGame> = {}): Promise<Answer<CreatedGame>> {
    if (request.deck !== undefined && request.seed !== undefined) {
      throw new ServiceError('VALIDATION_ERROR', 'give either a stacked deck or a seed, not both')
    }
    const deck = chooseDeck(request)
    const created = createGame({
      players: request.players as GameSetup['players'],
      options: request.options,
      ...('deck' in deck.secret ? { deck: deck.secret.deck } : { seed: deck.secret.seed }),
    })
    if (!created.ok) throw new ServiceError('VALIDATION_ERROR', created.error.message)
    const state = created.state
    const payload: CreatePayload = {
      players: state.players.map((p) => ({ name: p.name, color: p.color })),
      options: state.options,
      ...(deck.source === 'seed' ? { seed: request.seed! } : {}),
    }
    const tokens = state.players.map(() => newToken())
    const seats = state.players.map((p, i) => ({ seat: p.seat, name: p.name, color: p.color, token: tokens[i] }))
    const game: NewGame = {
      id: randomUUID(),
      options: state.options as object,
      state: state as object,
      status: state.status,
      deckSource: deck.source,
      seed: 'seed' in deck.secret ? deck.secret.seed : null,
      stackedDeck: 'deck' in deck.secret ? deck.secret.deck : null,
      deckSalt: 'deck' in deck.secret ? deck.secret.salt : null,
      deckCommitment: deck.commitment,
      rulesVersion: RULES_VERSION,
      seats: state.players.map((p, i) => ({ seat: p.seat, name: p.name, color: p.color, tokenHash: tokenHash(tokens[i]) })),
      entry: { payload: payload as object, result: { deckSource: deck.source, deckCommitment: deck.commitment } },
    }
    return this.writes.run(opts.idempotency, false, async () => {
      let outcome: CreatedGame | undefined
      let rendered = NOTHING_RENDERED
      await this.store.createGame(game, (entry, record) => {
        outcome = { game: { record, state }, seats, receipt: this.receipt(entry) }
        rendered = opts.render?.(outcome) ?? NOTHING_RENDERED
        return opts.idempotency === undefined ? undefined : { ...opts.idempotency, ...rendered }
      })
      return { rendered, outcome: outcome! }
    })
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
  act(
    id: string,
    token: string | undefined,
    type: TurnActionType,
    payload: Record<string, unknown>,
    opts: WriteOptions<ActResult> & { readonly ifMatch?: (version: number) => boolean } = {},
  ): Promise<Answer<ActResult>> {
    return this.writes.run(opts.idempotency, opts.ifMatch === undefined, () =>
      this.queue.run(id, async () => {
        const { record, state } = await this.load(id)
        const seat = token === undefined ? null : seatOfToken(await this.seats(id), token)
        if (seat === null) throw new ServiceError('UNAUTHORIZED', 'a seat token of this game is required (Authorization: Bearer <token>)')
        if (opts.ifMatch !== undefined && !opts.ifMatch(record.version)) throw versionConflict(record.version)
        const result = apply(state, { ...payload, type, seat } as Action)
        if (!result.ok) throw new ServiceError(result.error.code as Exclude<typeof result.error.code, 'INVALID_SETUP'>, result.error.message)
        const next = result.state
        let outcome: ActResult | undefined
        let rendered = NOTHING_RENDERED
        await this.store.appendAction(
          record,
          {
            type,
            seat,
            payload: payload as object,
            result: { events: result.events } as object,
            rulesVersion: RULES_VERSION,
            state: next as object,
            status: next.status,
            finished: next.status === 'finished',
          },
          (entry, updated) => {
            outcome = { record: updated, state: next, events: result.events, receipt: this.receipt(entry) }
            rendered = opts.render?.(outcome) ?? NOTHING_RENDERED
            return opts.idempotency === undefined ? undefined : { ...opts.idempotency, ...rendered }
          },
        )
        return { rendered, outcome: outcome! }
      }),
    )
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
    const outcome = replayLog(entries, storedSecret(record))
    if (!outcome.ok) throw new Error(`game ${id}: the engine rejects log entry ${outcome.seq} on replay (${outcome.error.code})`)
    return { record, state: outcome.state, entry: entries[seq] }
  }

  list(query: { status?: 'active' | 'finished'; limit: number; offset?: number }) {
    return this.store.listGames(query)
  }

  private receipt(entry: ActionRecord): Receipt {
    return issueReceipt(this.keys, entry.gameId, entry.seq, entry.hash)
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
