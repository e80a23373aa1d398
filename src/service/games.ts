/**
 * The game service: the one path every write takes. Load the game, authenticate the seat, let
 * the engine decide, append the entry, the new snapshot, the players' events and the webhook
 * outbox in one statement (optimistic on the version), and answer with a signed receipt. A
 * rejected action writes nothing. Turns finished by the clock, seats filled by invitations, bot
 * moves and a lesson's scripted turns take the same path.
 */
import { randomUUID } from 'node:crypto'
import {
  apply,
  createGame,
  CURRENT_SHAPE,
  finishingAction,
  RULES_VERSION,
  snapshotShape,
  type Action,
  type Color,
  type GameEvent,
  type GameSetup,
  type GameState,
  type ReplayObserver,
  type RuleError,
} from '../engine/index.js'
import { seededPick } from '../bots/random.js'
import { botAction, type BotStrategy } from '../bots/strategies.js'
import type { Appended } from '../live/hub.js'
import type { PlayerRecord, PlayerService } from '../players/service.js'
import { issueReceipt, type Receipt } from '../receipts/receipt.js'
import type { Keyring } from '../receipts/keyring.js'
import { VersionConflictError } from '../store/errors.js'
import { appendedNote, isBotTurn, type ActionRecord, type GameRecord, type GameStore, type NewAction, type NewGame, type ScriptedEntry, type SeatFill, type SeatRecord } from '../store/games.js'
import { learnerSeat, lessonById, type Lesson } from '../lessons/catalogue.js'
import { decisiveScoreIndex, goalAchieved } from '../lessons/progress.js'
import { lessonActions } from '../lessons/script.js'
import type { IdempotencyStore } from '../store/idempotency.js'
import { chooseDeck, storedSecret } from './deck.js'
import { GameCache } from './game-cache.js'
import { Lru } from '../lru.js'
import { deadlineAfter, playerEvents, seatToResign, toldOnce, type SeatOwner } from './effects.js'
import { ServiceError } from './errors.js'
import { versionConflict, WriteLoop, type Answer, type IdempotencyRequest, type Rendered } from './idempotency.js'
import { creationResult, replayLog, wholeResults, type CreatePayload, type LogEntry, type TurnActionType } from './log.js'
import { actingSeat, invitedSeat, viewingSeat } from './seats.js'
import { hasPrivateHands, sealResult, unsealFor } from '../hidden/seal.js'
import type { Viewer } from '../hidden/redact.js'
import { newToken, tokenHash } from './tokens.js'
import type { WriteQueue } from './write-queue.js'
import type { RunOutcome } from '../workers/due-worker.js'

/** A seat at creation: a named seat, an open seat (joined later by invitation), or a player's seat. */
export type SeatRequest =
  | { readonly name: string; readonly color?: string }
  | { readonly open: true; readonly color?: string }
  | { readonly player: string; readonly name?: string; readonly color?: string }
  | { readonly bot: BotStrategy; readonly name?: string; readonly color?: string }

/** The seats of a lesson game: red and blue, each with its token. */
const LESSON_SEATS: readonly SeatRequest[] = [{ name: 'Red', color: 'red' }, { name: 'Blue', color: 'blue' }]

/** A bot seat's name when none is given. */
const BOT_NAMES: Record<BotStrategy, string> = { random: 'Random bot', greedy: 'Greedy bot' }

export interface CreateGameRequest {
  readonly players: readonly SeatRequest[]
  readonly options?: GameSetup['options']
  readonly deck?: readonly string[]
  readonly seed?: string
}

export interface LoadedGame {
  readonly record: GameRecord
  readonly state: GameState
}

/** A seat as its creator or joiner learns it: with its token, or with its invitation while open. */
export interface IssuedSeat {
  readonly seat: number
  readonly name: string | null
  readonly color: Color
  readonly token?: string
  readonly invite?: string
  readonly player?: string
  /** A seat the server plays: no token is issued for it. */
  readonly bot?: BotStrategy
}

export interface CreatedGame {
  readonly game: LoadedGame
  readonly seats: IssuedSeat[]
  readonly receipt: Receipt
}

export interface ActResult extends LoadedGame {
  /** The seat the entry is for (the one whose private hand its answer may show). */
  readonly actor: number | null
  readonly events: readonly GameEvent[]
  readonly receipt: Receipt
}

export interface JoinResult extends ActResult {
  readonly seat: { readonly seat: number; readonly name: string; readonly color: Color; readonly token: string }
}

/** How a write is answered: the route turns the outcome into the response stored for retries. */
export interface WriteOptions<T> {
  readonly idempotency?: IdempotencyRequest
  readonly render?: (outcome: T) => Rendered
}

/** A write to an existing game: `ifMatch` (from If-Match) says whether a version is acceptable. */
export interface ConditionalWriteOptions<T> extends WriteOptions<T> {
  readonly ifMatch?: (version: number) => boolean
}

const NOTHING_RENDERED: Rendered = { status: 200, headers: {}, body: '' }

/** What this process is told once one of its appends committed. */
export interface AppendedHere extends Appended {
  /**
   * A bot seat is to move after an entry no bot made (a creation, a person's move, the clock's): the
   * bots' worker looks at once instead of at its next interval. A bot's own moves go on in its run.
   */
  readonly botToMove: boolean
}

/** Games whose latest state a process keeps (a late-game state is some tens of KB). */
const GAME_CACHE_SIZE = 1000
/** Seats of started games, small and unchanging: kept for many more games than states. */
const SEAT_CACHE_SIZE = 10_000

/** Games with private hands whose whole results a process keeps (some tens of KB each). */
const WHOLE_RESULTS_CACHE_SIZE = 100

/** Entries one clock pass may append to one game (a turn takes at most 3, a resignation 1). */
const CLOCK_STEPS = 16

/** Entries one bot pass may append to one game before the worker turns to the next (a turn takes 3 or 4). */
const BOT_STEPS = 64

/**
 * How long a process's claim of a bot game lasts: far longer than a pass of BOT_STEPS moves takes
 * (it is given back right after), short enough that a crashed process's games are soon taken over.
 */
const BOT_CLAIM_MS = 30_000

/** Games one sweep of the bots' queue may queue (requeueBotTurns); the next sweep takes the rest. */
const REQUEUE_LIMIT = 1000

/** Refuses a write whose If-Match does not name the game's version (412 VERSION_CONFLICT). */
function checkIfMatch(opts: Pick<ConditionalWriteOptions<unknown>, 'ifMatch'>, version: number): void {
  if (opts.ifMatch !== undefined && !opts.ifMatch(version)) throw versionConflict(version)
}

/** The engine's refusal as the service reports it. */
function refused(error: RuleError): ServiceError {
  if (error.code === 'INVALID_SETUP') return new ServiceError('VALIDATION_ERROR', error.message)
  return new ServiceError(error.code, error.message, error.reason === undefined ? {} : { reason: error.reason })
}

/** The log entry of an action: its type, its seat, and the rest as payload (a join's payload names its seat too). */
function entryOf(action: Action): { type: Action['type']; seat: number; payload: object } {
  const { type, seat, ...rest } = action
  return { type, seat, payload: type === 'join' ? { seat, ...rest } : rest }
}

export class GameService {
  /** Seats change only while a game waits for its open seats, so those of started games are cached. */
  private readonly seatCache = new Lru<string, SeatRecord[]>(SEAT_CACHE_SIZE)
  /** Games with private hands read by their seats: each entry's whole result at a version. */
  private readonly wholeResults = new Lru<string, { version: number; results: object[] }>(WHOLE_RESULTS_CACHE_SIZE)
  private readonly cache = new GameCache(GAME_CACHE_SIZE)
  /** The bot games this process claimed, with their claim's expiry (which identifies the claim). */
  private readonly botClaims = new Map<string, Date>()
  private readonly writes: WriteLoop

  constructor(
    private readonly store: GameStore,
    idempotency: IdempotencyStore,
    private readonly keys: Keyring,
    /** One write per game at a time in this process; the others wait in memory. */
    private readonly queue: WriteQueue,
    private readonly players: PlayerService,
    /** Told after each append of this process commits (wakes streams, long polls and the bots' worker). */
    private readonly onAppended: (note: AppendedHere) => void = () => {},
  ) {
    this.writes = new WriteLoop(idempotency)
  }

  create(request: CreateGameRequest, opts: WriteOptions<CreatedGame> = {}): Promise<Answer<CreatedGame>> {
    return this.createWith(request, null, opts)
  }

  /**
   * A lesson's game: two seats (red, blue) and the lesson's stacked deck, with its scripted turns
   * (`by: lesson`) written with entry 0 in one statement, so no half-scripted game is ever stored.
   */
  createLesson(lesson: Lesson, opts: WriteOptions<CreatedGame> = {}): Promise<Answer<CreatedGame>> {
    return this.createWith({ players: LESSON_SEATS, options: { farmers: true }, deck: lesson.deck }, lesson, opts)
  }

  private createWith(request: CreateGameRequest, lesson: Lesson | null, opts: WriteOptions<CreatedGame>): Promise<Answer<CreatedGame>> {
    return this.writes.run(opts.idempotency, false, async () => {
      const bound = await this.boundPlayers(request.players)
      const deck = chooseDeck(request)
      const bots = request.players.map((p) => ('bot' in p ? p.bot : null))
      const setupPlayers = request.players.map((p, i) =>
        'open' in p ? { open: true, color: p.color } : { name: p.name ?? ('bot' in p ? BOT_NAMES[p.bot] : bound[i]!.name), color: p.color },
      )
      const created = createGame({
        players: setupPlayers as GameSetup['players'],
        options: request.options,
        ...('deck' in deck.secret ? { deck: deck.secret.deck } : { seed: deck.secret.seed }),
      })
      if (!created.ok) throw refused(created.error)
      const payload: CreatePayload = {
        players: created.state.players.map((p, i) => (p.name === null ? { open: true, color: p.color } : { name: p.name, color: p.color, ...(bots[i] === null ? {} : { bot: bots[i] }) })),
        options: created.state.options,
        ...(lesson === null ? {} : { lesson: lesson.id }),
      }
      const { state, script } = lesson === null ? { state: created.state, script: [] } : playScript(created.state, lessonActions(lesson))
      const seats: IssuedSeat[] = state.players.map((p, i) => ({
        seat: p.seat,
        name: p.name,
        color: p.color,
        ...(p.name === null ? { invite: newToken() } : bots[i] !== null ? { bot: bots[i]! } : { token: newToken() }),
        ...(bound[i] !== null ? { player: bound[i]!.id } : {}),
      }))
      const id = randomUUID()
      const at = new Date()
      const owners = seats.map((s) => ({ seat: s.seat, playerId: s.player ?? null }))
      const deadline = deadlineAfter(null, null, state, at)
      const events = playerEvents(id, script.length, null, state, deadline, owners)
      const game: NewGame = {
        id,
        options: state.options as object,
        state: state as object,
        status: state.status,
        deckSource: deck.source,
        seed: 'seed' in deck.secret ? deck.secret.seed : null,
        stackedDeck: 'deck' in deck.secret ? deck.secret.deck : null,
        deckSalt: deck.secret.salt ?? null,
        deckCommitment: deck.commitment,
        rulesVersion: RULES_VERSION,
        seats: seats.map((s) => ({
          seat: s.seat,
          name: s.name,
          color: s.color,
          // A bot seat's token is never issued: only the server acts for it.
          tokenHash: s.token !== undefined ? tokenHash(s.token) : s.bot !== undefined ? tokenHash(newToken()) : null,
          inviteHash: s.invite === undefined ? null : tokenHash(s.invite),
          playerId: s.player ?? null,
          bot: s.bot ?? null,
        })),
        entry: { payload: payload as object, result: sealResult(state.options, deck.secret, 0, creationResult(deck.source, deck.commitment, created.state)) },
        script,
        lesson: lesson?.id ?? null,
        turnSeat: state.turn?.seat ?? null,
        deadline,
        events,
        at,
      }
      let outcome: CreatedGame | undefined
      let rendered = NOTHING_RENDERED
      await this.store.createGame(game, (entry, record) => {
        outcome = { game: { record, state }, seats, receipt: this.receipt(entry) }
        rendered = opts.render?.(outcome) ?? NOTHING_RENDERED
        return opts.idempotency === undefined ? undefined : { ...opts.idempotency, ...rendered }
      })
      this.cache.set(outcome!.game)
      this.onAppended({ ...appendedNote(id, script.length, events), botToMove: isBotTurn(bots, state.status, state.turn?.seat ?? null) })
      return { rendered, outcome: outcome! }
    })
  }

  /**
   * The game as stored; a cached copy when it is still the stored version (a read of the version only).
   * A snapshot of an earlier shape (stored before a state field existed) is not computed with: the
   * state is rebuilt from the log, and the game's next append stores it in the current shape.
   */
  async load(id: string): Promise<LoadedGame> {
    const cached = this.cache.get(id)
    if (cached !== undefined && (await this.isCurrent(cached))) return cached
    const record = await this.store.loadGame(id)
    if (record === null) throw new ServiceError('GAME_NOT_FOUND', `no game ${id}`)
    const current = snapshotShape(record.state) === CURRENT_SHAPE
    const state = current ? (record.state as unknown as GameState) : replayedState(record, await this.store.listActions(id, { limit: record.version + 1 }))
    const game = { record, state }
    this.cache.set(game)
    return game
  }

  /**
   * Runs a write on this process's latest copy of the game, without reading it, or on the stored
   * game when there is no copy. A copy may be stale (another process wrote since): a write refused
   * on a stale copy (by the rules, If-Match or the version guard of its append) is decided again on
   * the stored game, so only the stored game's refusals are answered. A refusal on a copy that is
   * still current (its version read back) is answered as it is.
   */
  private async onLatest<T>(id: string, attempt: (game: LoadedGame) => Promise<T>): Promise<T> {
    const cached = this.cache.get(id)
    if (cached !== undefined) {
      try {
        return await attempt(cached)
      } catch (error) {
        if (error instanceof ServiceError && (await this.isCurrent(cached))) throw error
        this.cache.delete(id)
        if (!(error instanceof ServiceError) && !(error instanceof VersionConflictError)) throw error
      }
    }
    return attempt(await this.load(id))
  }

  /** Whether the stored game is still at the copy's version and head. */
  private async isCurrent(copy: LoadedGame): Promise<boolean> {
    const head = await this.store.loadHead(copy.record.id)
    return head !== null && head.version === copy.record.version && head.headHash === copy.record.headHash
  }

  /**
   * Applies one turn action for the seat `token` acts for. With `ifMatch`, a game at another
   * version, or a concurrent change, is a VERSION_CONFLICT instead of a retry (so for join and resign).
   */
  act(id: string, token: string | undefined, type: TurnActionType, payload: Record<string, unknown>, opts: ConditionalWriteOptions<ActResult> = {}): Promise<Answer<ActResult>> {
    return this.writes.run(opts.idempotency, opts.ifMatch === undefined, () =>
      this.queue.run(id, () =>
        this.onLatest(id, async ({ record, state }) => {
          const seats = await this.seats(record)
          const seat = await actingSeat(seats, token, this.players)
          checkIfMatch(opts, record.version)
          return this.decide({ record, state }, [{ ...payload, type, seat } as Action], seats, opts)
        }),
      ),
    )
  }

  /** Fills the open seat of `invite`; the last one starts the game. With a player token, the seat is bound to that player. */
  join(id: string, invite: string, name: string | undefined, token: string | undefined, opts: ConditionalWriteOptions<JoinResult> = {}): Promise<Answer<JoinResult>> {
    return this.writes.run(opts.idempotency, opts.ifMatch === undefined, () =>
      this.queue.run(id, async () => {
        const game = await this.load(id)
        const seats = await this.store.loadSeats(id)
        const seat = invitedSeat(seats, invite)
        const player = token === undefined ? null : await this.players.authenticate(token)
        if (token !== undefined && player === null) throw new ServiceError('UNAUTHORIZED', 'the Authorization header holds no player token; join without it, giving a name')
        if (player !== null && seats.some((s) => s.playerId === player.id)) {
          throw new ServiceError('VALIDATION_ERROR', `player ${player.id} already holds a seat of this game`)
        }
        const seatName = name ?? player?.name
        if (seatName === undefined) throw new ServiceError('VALIDATION_ERROR', 'name is required when joining without a player token')
        checkIfMatch(opts, game.record.version)
        const seatToken = newToken()
        const fill: SeatFill = { seat: seat.seat, name: seatName, tokenHash: tokenHash(seatToken), playerId: player?.id ?? null }
        const owners = seats.map((s) => (s.seat === seat.seat ? { ...s, playerId: fill.playerId } : s))
        const issued = { seat: seat.seat, name: seatName, color: seat.color as Color, token: seatToken }
        return this.decide(game, [{ type: 'join', seat: seat.seat, name: seatName }], owners, {
          idempotency: opts.idempotency,
          render: opts.render === undefined ? undefined : (outcome) => opts.render!(joined(outcome, issued)),
        }, fill).then(({ rendered, outcome }) => ({ rendered, outcome: joined(outcome, issued) }))
      }),
    )
  }

  /**
   * Resigns the seat `token` acts for, in or out of turn: the entries of resignActions, in one
   * statement; the last one is the answer.
   */
  resign(id: string, token: string | undefined, opts: ConditionalWriteOptions<ActResult> = {}): Promise<Answer<ActResult>> {
    return this.writes.run(opts.idempotency, opts.ifMatch === undefined, () =>
      this.queue.run(id, () =>
        this.onLatest(id, async (game) => {
          const seats = await this.seats(game.record)
          const seat = await actingSeat(seats, token, this.players)
          checkIfMatch(opts, game.record.version)
          return this.decide(game, resignActions(game.state, seat), seats, opts)
        }),
      ),
    )
  }

  /**
   * Acts for the clock on one game: finishes a turn whose deadline passed and resigns a seat that
   * timed out too often, the entries of clockActions in one statement. Safe on several processes:
   * the version guard lets one append them. Returns how many entries this process appended, and
   * how many it decided that another process's append beat.
   */
  async runClock(id: string): Promise<RunOutcome> {
    return this.queue.run(id, async () => {
      let appended = 0
      let lost = 0
      for (let attempt = 0; attempt < CLOCK_STEPS; attempt++) {
        const game = await this.load(id)
        const actions = clockActions(game.record.deadline, game.state, new Date())
        if (actions.length === 0) break
        try {
          await this.decide(game, actions, await this.seats(game.record), {})
          appended += actions.length
        } catch (error) {
          if (!(error instanceof VersionConflictError)) throw error // another process acted first: look again
          lost += actions.length
        }
      }
      return { appended, lost }
    })
  }

  /**
   * Plays the bot seats of one game while it is a bot's turn: each move an ordinary entry
   * (`by: bot`) through decide. Called for a game this process claimed (claimBotTurns), so no other
   * process computes the same moves; the version guard still decides when a person resigns
   * meanwhile or a claim expired under a stalled process: the loser looks again (counted as lost).
   * The random bot's source is seeded by the game and the entry's seq, so either would have chosen
   * the same move.
   */
  async runBots(id: string): Promise<RunOutcome> {
    return this.queue.run(id, async () => {
      let appended = 0
      let lost = 0
      for (let step = 0; step < BOT_STEPS; step++) {
        const game = await this.load(id)
        const seats = await this.seats(game.record)
        const turn = game.state.status === 'active' ? game.state.turn : null
        const strategy = turn === null ? null : (seats[turn.seat]?.bot as BotStrategy | null)
        if (strategy == null) {
          // Claimed, yet no bot is to move: a row queued by hand or by an older version. Left
          // queued, it would be claimed first again and again, ahead of every due game.
          if (step === 0) await this.store.unqueueBotTurn(id, game.record.version)
          break
        }
        const action = botAction(strategy, game.state, seededPick(`${id}:${game.record.version + 1}`))!
        try {
          await this.decide(game, [{ ...action, by: 'bot' } as Action], seats, {})
          appended++
        } catch (error) {
          if (!(error instanceof VersionConflictError)) throw error
          lost++
        }
      }
      return { appended, lost }
    })
  }

  /**
   * Claims up to `limit` active games where a bot seat is to move, none of `skip`, for this process
   * (BOT_CLAIM_MS at most: a claim a crashed process left expires). Give each back with releaseBotTurn.
   */
  async claimBotTurns(limit: number, skip: readonly string[]): Promise<string[]> {
    const claims = await this.store.claimBotTurns(limit, skip, BOT_CLAIM_MS)
    for (const claim of claims) this.botClaims.set(claim.id, claim.until)
    return claims.map((c) => c.id)
  }

  /**
   * Queues the active games where a bot seat is to move that no write queued (REQUEUE_LIMIT at
   * most): written by a process of an earlier version during an upgrade, or mended by hand. Their ids.
   */
  async requeueBotTurns(): Promise<string[]> {
    return this.store.requeueBotTurns(REQUEUE_LIMIT)
  }

  /** Gives back this process's claim of a game: free at once, or held `holdMs` longer (a game that failed is left alone meanwhile). */
  async releaseBotTurn(id: string, holdMs: number): Promise<void> {
    const until = this.botClaims.get(id)
    if (until === undefined) return
    this.botClaims.delete(id)
    await this.store.releaseBotTurn(id, until, holdMs)
  }

  /** Games whose deadline has passed, none of `skip`. */
  dueGames(limit: number, skip: readonly string[] = []): Promise<string[]> {
    return this.store.dueGames(new Date(), limit, skip)
  }

  /** The earliest deadline of any game; null when no game has one. */
  nextDeadline(): Promise<Date | null> {
    return this.store.nextDeadline()
  }

  /**
   * Log entries as `viewer` may see them: with private hands, a seat's own tiles are filled in from
   * the replayed results. The log keeps its sealed form for everyone else, also once the game is
   * finished (its hashes cover that form; the revealed secret lets anyone recompute the rest).
   */
  async actions(id: string, page: { after?: number; limit?: number }, viewer: Viewer = null): Promise<ActionRecord[]> {
    if (viewer === null || viewer === 'all') {
      if ((await this.store.loadHead(id)) === null) throw new ServiceError('GAME_NOT_FOUND', `no game ${id}`)
      return this.store.listActions(id, page)
    }
    const { record } = await this.load(id)
    const entries = await this.store.listActions(id, { limit: record.version + 1 })
    const whole = this.wholeResultsOf(record, entries)
    const after = page.after ?? -1
    const listed = entries.filter((e) => e.seq > after).slice(0, page.limit ?? entries.length)
    return listed.map((entry) => ({ ...entry, result: unsealFor(entry.result, whole[entry.seq], viewer) as ActionRecord['result'] }))
  }

  /**
   * Whose private hand a reader may see (variants.md 0.2), in a game with private hands: every one
   * once it is finished ('all'); while it runs, the seat of a seat token or of a bound player's
   * token, and null (the public view) without a token or for a player who holds no seat of the game;
   * a token that is neither is refused (401). Null in other games.
   */
  async viewer(game: LoadedGame, token: string | undefined): Promise<Viewer> {
    if (!hasPrivateHands(game.state.options)) return null
    if (game.state.status === 'finished') return 'all'
    return token === undefined ? null : viewingSeat(await this.seats(game.record), token, this.players)
  }

  /** Every entry's whole result (hidden/seal.ts), replayed once per version of a game and kept while it is current. */
  private wholeResultsOf(record: GameRecord, entries: readonly LogEntry[]): object[] {
    const kept = this.wholeResults.get(record.id)
    if (kept !== undefined && kept.version === record.version) return kept.results
    const results = wholeResults(entries, storedSecret(record))
    this.wholeResults.set(record.id, { version: record.version, results })
    return results
  }

  /**
   * The state right after entry `seq`, rebuilt by replaying the log (never from the snapshot), with
   * the turn deadline as it stood then (folded the way the write path sets it).
   */
  async stateAt(id: string, seq: number): Promise<LoadedGame & { entry: ActionRecord; deadline: Date | null }> {
    const { record } = await this.load(id)
    if (seq > record.version) throw new ServiceError('ACTION_NOT_FOUND', `game ${id} has no entry ${seq} (its version is ${record.version})`)
    const entries = await this.store.listActions(id, { limit: seq + 1 })
    let deadline: Date | null = null
    const state = replayedState(record, entries, (before, after, index) => {
      deadline = deadlineAfter(before, deadline, after, entries[index].at)
    })
    return { record, state, entry: entries[seq], deadline }
  }

  /**
   * A lesson game's lesson, and whether its learner achieved the goal: null until the learner's
   * turn is scored, then judged on that entry and the state the log replays to after it. Null for
   * other games.
   */
  async lessonProgress({ record }: LoadedGame): Promise<{ lesson: Lesson; seat: number; achieved: boolean | null } | null> {
    const lesson = record.lesson === null ? undefined : lessonById(record.lesson)
    if (lesson === undefined) return null
    const seat = learnerSeat(lesson)
    const entries = await this.store.listActions(record.id, { limit: record.version + 1 })
    const decisive = decisiveScoreIndex(entries)
    if (decisive < 0) return { lesson, seat, achieved: null }
    return { lesson, seat, achieved: goalAchieved(lesson, entries[decisive], replayedState(record, entries.slice(0, decisive + 1))) }
  }

  list(query: { status?: 'waiting' | 'active' | 'finished'; limit: number; offset?: number }) {
    return this.store.listGames(query)
  }

  /**
   * The engine decides; the accepted actions are appended as consecutive entries in one statement
   * (all or none), each with its deadline and events, and the last one is answered with its receipt.
   */
  private async decide(
    game: LoadedGame,
    actions: readonly Action[],
    owners: readonly (SeatOwner & Pick<SeatRecord, 'bot'>)[],
    opts: WriteOptions<ActResult>,
    fill?: SeatFill,
  ): Promise<{ rendered: Rendered; outcome: ActResult }> {
    const { record } = game
    const at = new Date()
    const steps: NewAction[] = []
    let state = game.state
    let deadline = record.deadline
    let events: readonly GameEvent[] = []
    for (const action of actions) {
      const result = apply(state, action)
      if (!result.ok) throw refused(result.error)
      const next = result.state
      const entry = entryOf(action)
      const seq = record.version + 1 + steps.length
      deadline = deadlineAfter(state, deadline, next, at)
      steps.push({
        type: entry.type,
        seat: entry.seat,
        payload: entry.payload,
        result: sealResult(state.options, storedSecret(record), seq, { events: result.events }),
        rulesVersion: RULES_VERSION,
        state: next as object,
        status: next.status,
        finished: next.status === 'finished',
        turnSeat: next.turn?.seat ?? null,
        deadline,
        events: playerEvents(record.id, seq, state, next, deadline, owners),
        seatFill: fill,
        at,
      })
      state = next
      events = result.events
    }
    const told = toldOnce(steps, state)
    const last = actions[actions.length - 1]
    let outcome: ActResult | undefined
    let rendered = NOTHING_RENDERED
    await this.store.appendActions(record, told, (written, updated) => {
      outcome = { record: updated, state, actor: entryOf(last).seat, events, receipt: this.receipt(written) }
      rendered = opts.render?.(outcome) ?? NOTHING_RENDERED
      return opts.idempotency === undefined ? undefined : { ...opts.idempotency, ...rendered }
    })
    this.cache.set({ record: outcome!.record, state })
    if (fill !== undefined) this.seatCache.delete(record.id)
    const byBot = 'by' in last && last.by === 'bot'
    const note = appendedNote(record.id, outcome!.record.version, told.flatMap((s) => s.events ?? []))
    this.onAppended({ ...note, botToMove: !byBot && isBotTurn(outcome!.record.bots, state.status, state.turn?.seat ?? null) })
    return { rendered, outcome: outcome! }
  }

  /** The players bound at creation, by index (null for other seats); PLAYER_NOT_FOUND for an unknown id. */
  private async boundPlayers(requested: readonly SeatRequest[]): Promise<(PlayerRecord | null)[]> {
    const ids = requested.map((p) => ('player' in p ? p.player : null))
    const named = ids.filter((id): id is string => id !== null)
    if (new Set(named).size !== named.length) throw new ServiceError('VALIDATION_ERROR', 'a player can hold only one seat of a game')
    return Promise.all(
      ids.map(async (id) => {
        if (id === null) return null
        const player = await this.players.find(id)
        if (player === null) throw new ServiceError('PLAYER_NOT_FOUND', `no player ${id}`)
        return player
      }),
    )
  }

  private receipt(entry: ActionRecord): Receipt {
    return issueReceipt(this.keys, entry.gameId, entry.seq, entry.hash)
  }

  private async seats(record: GameRecord): Promise<SeatRecord[]> {
    let seats = this.seatCache.get(record.id)
    if (seats === undefined) {
      seats = await this.store.loadSeats(record.id)
      if (record.status === 'waiting') return seats
      this.seatCache.set(record.id, seats)
    }
    return seats
  }
}

/** The state the log's `entries` (entry 0 first) replay to; the log the server wrote always replays. */
function replayedState(record: GameRecord, entries: readonly LogEntry[], observe?: ReplayObserver): GameState {
  const outcome = replayLog(entries, storedSecret(record), observe)
  if (!outcome.ok) throw new Error(`game ${record.id}: the engine rejects log entry ${outcome.seq} on replay (${outcome.error.code})`)
  return outcome.state
}

/** The engine applies a lesson's scripted actions; each is an entry of the new game's log. */
function playScript(start: GameState, actions: readonly Action[]): { state: GameState; script: ScriptedEntry[] } {
  let state = start
  const script: ScriptedEntry[] = []
  for (const action of actions) {
    const result = apply(state, action)
    // The catalogue's scripts are played by the engine tests: a refusal here is a bug, not a request's fault.
    if (!result.ok) throw new Error(`the lesson script's ${action.type} is refused: ${result.error.code} (${result.error.message})`)
    const entry = entryOf(action)
    script.push({ type: entry.type as ScriptedEntry['type'], seat: entry.seat, payload: entry.payload, result: { events: result.events } as object })
    state = result.state
  }
  return { state, script }
}

/**
 * What the clock must do now in this game (payloads say `by: clock`), as the entries of one statement:
 * the missing steps of a turn whose deadline passed, then the resign of a seat that timed out
 * maxTimeouts times in a row (in the last turn, its score leaves the end to that resign).
 */
function clockActions(deadline: Date | null, state: GameState, now: Date): Action[] {
  const actions: Action[] = []
  for (let step = 0; step < CLOCK_STEPS && state.status === 'active' && state.options.clock !== undefined; step++) {
    const action = clockAction(deadline, state, now)
    if (action === null) break
    actions.push(action)
    const result = apply(state, action)
    if (!result.ok) break // decide refuses it with the engine's reason
    deadline = deadlineAfter(state, deadline, result.state, now)
    state = result.state
  }
  return actions
}

function clockAction(deadline: Date | null, state: GameState, now: Date): Action | null {
  const resigning = seatToResign(state)
  if (resigning !== null) return { type: 'resign', seat: resigning, by: 'clock' }
  if (deadline === null || deadline.getTime() > now.getTime()) return null
  return finishingStep(state, 'clock')
}

/**
 * The next step of finishing the active seat's turn for it (`by`), or null when nothing is left. A
 * score in the game's last turn whose seat resigns next (a resigning seat's, or the clock's
 * maxTimeouts-th timeout) leaves the end to that resign entry (`resignFollows`).
 */
function finishingStep(state: GameState, by: 'clock' | 'resign'): Action | null {
  const finishing = finishingAction(state)
  if (finishing === null) return null
  const action = { ...finishing, by } as Action
  const resigning = action.type === 'score' ? ({ ...action, resignFollows: true } as const) : null
  return resigning !== null && apply(state, resigning).ok ? resigning : action
}

/**
 * A seat's resignation, in or out of turn, as the entries of one statement. During its own turn
 * after drawing, the turn is first finished as a timeout finishes it, each step a log entry
 * (`by: resign`), then comes the resign entry (play.md), which ends the game after its last turn.
 */
function resignActions(start: GameState, seat: number): Action[] {
  const actions: Action[] = []
  let state = start
  for (let step = 0; step < CLOCK_STEPS; step++) {
    const turn = state.turn
    if (state.status !== 'active' || turn === null || turn.seat !== seat || turn.phase === 'draw') break
    const finishing = finishingStep(state, 'resign')!
    actions.push(finishing)
    const result = apply(state, finishing)
    if (!result.ok) return actions // decide refuses it with the engine's reason
    state = result.state
  }
  return [...actions, { type: 'resign', seat }]
}

function joined(outcome: ActResult, seat: JoinResult['seat']): JoinResult {
  return { ...outcome, seat }
}
