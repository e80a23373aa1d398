// Games, their seats and their append-only action log. Every write that changes a game appends its
// log entries (one, or the steps of one operation: a turn the clock finishes, a resignation) in one
// SQL statement, guarded by the game's version and head hash (optimistic lock), together with the
// stored answer of an idempotent request when there is one. Plain appends to different games that
// arrive together share one such statement (group commit, append-batches.ts).
import type { Action, Game, Prisma, PrismaClient, Seat } from '../generated/prisma/client.js'
import { entryHash, GENESIS_HASH } from './chain.js'
import { GameNotFoundError, VersionConflictError } from './errors.js'
import { rethrowWriteError, type StoredResponse } from './idempotency.js'
import { APPENDED_CHANNEL, type Appended } from '../live/hub.js'
import type { Database } from './database.js'
import type { GameHead } from './known-heads.js'
import type { WriterLock } from './writer-lease.js'
import type { RawArg, RawSql } from './raw-sql.js'
import { watchedSql } from './watch-locks.js'
import { AppendBatches, PLAIN_APPEND_FIELDS, type AppendOutcome, type PlainAppend } from './append-batches.js'

export type GameStatus = 'waiting' | 'active' | 'finished'
export type DeckSource = 'server' | 'seed' | 'stacked'
export type ActionType = 'create' | 'join' | 'draw' | 'place' | 'deploy' | 'score' | 'undo' | 'redraw' | 'reserve' | 'resign'
export type Json = Prisma.InputJsonValue

// The database's CHECK constraints guarantee the narrowed string unions below.
// bot_turn_at and bot_claimed_until are the bot workers' own (claimBotTurns), never part of a game as
// read. `bots` is read as jsonb: the embedded database reads a NULL element of a text[] as the string "NULL".
export type GameRecord = Omit<Game, 'status' | 'deckSource' | 'botClaimedUntil' | 'botTurnAt'> & {
  status: GameStatus
  deckSource: DeckSource
  /** Each seat's bot strategy (seats.bot, set at creation only), null for the other seats. */
  bots: (string | null)[]
}
export type SeatRecord = Seat
export type ActionRecord = Omit<Action, 'type'> & { type: ActionType }

export interface NewGame {
  id: string
  options: Json
  state: Json
  status: GameStatus
  deckSource: DeckSource
  seed: string | null
  /** A stacked deck and the salt of its commitment, kept secret until the game ends. */
  stackedDeck?: readonly string[] | null
  deckSalt?: string | null
  deckCommitment: string | null
  rulesVersion: string
  seats: Omit<SeatRecord, 'gameId'>[]
  /** Entry 0 (type 'create', no seat) of the log. */
  entry: { payload: Json; result: Json }
  /**
   * Entries 1, 2, ... written in the same statement (a lesson's scripted turns): `state`, `status`,
   * `turnSeat`, `deadline` and `events` are then the game's after the last of them.
   */
  script?: readonly ScriptedEntry[]
  /** The lesson the game was created from. */
  lesson?: string | null
  /** The seat whose turn it is, and when that turn times out (none by default). */
  turnSeat?: number | null
  deadline?: Date | null
  /** What the seated players are told (their event streams and webhooks); none by default. */
  events?: readonly PlayerEventInput[]
  /** The entry's time; now by default. */
  at?: Date
}

/** A log entry written with the game (under the game's rules version). */
export interface ScriptedEntry {
  readonly type: Exclude<ActionType, 'create'>
  readonly seat: number
  readonly payload: Json
  readonly result: Json
}

/** A row of player_events, written in the statement of the entry that causes it. */
export interface PlayerEventInput {
  readonly playerId: string
  readonly type: 'your-turn' | 'game-started' | 'game-finished'
  readonly data: Json
}

/** An open seat filled by a join, in the statement of the join's entry. */
export interface SeatFill {
  readonly seat: number
  readonly name: string
  readonly tokenHash: string
  readonly playerId: string | null
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
  /** As in NewGame. */
  turnSeat?: number | null
  deadline?: Date | null
  events?: readonly PlayerEventInput[]
  seatFill?: SeatFill
  at?: Date
}

/**
 * Called once the entry's hash is known and before anything is written: returns the answer to
 * store in the same statement for an idempotent request (`game`: the game as it will be).
 */
export type Respond = (entry: ActionRecord, game: GameRecord) => StoredResponse | undefined

export interface GameSummary {
  id: string
  status: GameStatus
  version: number
  createdAt: Date
  updatedAt: Date
  finishedAt: Date | null
  players: { seat: number; name: string | null; color: string }[]
}

const CREATE_GAME = `
WITH created AS (
  INSERT INTO games (id, status, version, options, state, deck_source, seed, deck_commitment, stacked_deck, deck_salt, head_hash, rules_version, created_at, updated_at, turn_seat, deadline, lesson, bot_turn_at)
  VALUES ($1, $2, $27::int, $3::jsonb, $4::jsonb, $5, $6, $7, $8::jsonb, $9, $28, $11, $12::timestamptz, $12::timestamptz, $23::int, $24::timestamptz, $29,
    CASE WHEN $31::boolean THEN $12::timestamptz END)
  RETURNING id
), seated AS (
  INSERT INTO seats (game_id, seat, name, color, token_hash, invite_hash, player_id, bot)
  SELECT created.id, s.seat, s.name, s.color, s.token_hash, s.invite_hash, s.player_id, s.bot
  FROM created, jsonb_to_recordset($13::jsonb) AS s(seat int, name text, color text, token_hash text, invite_hash text, player_id text, bot text)
), entry AS (
  INSERT INTO action_log (game_id, seq, type, seat, payload, result, rules_version, hash, at)
  SELECT id, 0, 'create', NULL, $14::jsonb, $15::jsonb, $11, $10, $12::timestamptz FROM created
), scripted AS (
  INSERT INTO action_log (game_id, seq, type, seat, payload, result, rules_version, hash, at)
  SELECT created.id, e.seq, e.type, e.seat, e.payload, e.result, $11, e.hash, $12::timestamptz
  FROM created, jsonb_to_recordset($26::jsonb) AS e(seq int, type text, seat int, payload jsonb, result jsonb, hash text)
), remembered AS (
  INSERT INTO idempotency_keys (scope, key, fingerprint, game_id, status, headers, body, created_at)
  SELECT $16, $17, $18, id, $19::int, $20::jsonb, $21, $12::timestamptz FROM created WHERE $16::text IS NOT NULL
), told AS (
  INSERT INTO player_events (player_id, game_id, seq, type, data, created_at)
  SELECT e.player_id, created.id, $27::int, e.type, e.data, $12::timestamptz FROM created, jsonb_to_recordset($22::jsonb) AS e(player_id text, type text, data jsonb)
  RETURNING id, player_id, type
), outbox AS (
  INSERT INTO webhook_deliveries (webhook_id, event_id, next_at, created_at)
  SELECT w.id, told.id, $12::timestamptz, $12::timestamptz FROM told JOIN webhooks w ON w.player_id = told.player_id AND told.type = ANY (w.events)
), notified AS (
  SELECT pg_notify('${APPENDED_CHANNEL}', $25) FROM created WHERE ${watchedSql('created.id', '$30')}
)
SELECT (SELECT count(*) FROM notified)::int AS notified`

/** The parameters of an append, by name (appendStatement numbers those a statement uses). */
type AppendParam =
  | 'id' | 'version' | 'head' | 'state' | 'status' | 'hash' | 'at' | 'finished' | 'type' | 'seat' | 'payload' | 'result' | 'rules'
  | 'turnSeat' | 'deadline' | 'botTurn' | 'notice' | 'told' | 'fillSeat' | 'fillName' | 'fillTokenHash' | 'fillPlayer' | 'events'
  | 'keyScope' | 'key' | 'keyFingerprint' | 'keyStatus' | 'keyHeaders' | 'keyBody' | 'count' | 'entries'

/**
 * The append statement. The UPDATE touches no row unless the game is still at the version and head
 * the entry chains from (PostgreSQL re-checks the WHERE clause after waiting for a concurrent
 * writer's row lock); then nothing else is written either. The last SELECT reads the version the
 * statement started from. `full` adds a seat filled, the players' events, the webhook outbox and an
 * Idempotency-Key's answer; without them (most writes) the statement touches two tables, not six,
 * which halves the embedded database's work per write. `many` appends several entries (each
 * player event names its entry's seq); it is always full.
 */
function appendStatement(shape: 'plain' | 'full' | 'many'): { sql: string; params: AppendParam[] } {
  const full = shape !== 'plain'
  const many = shape === 'many'
  const params: AppendParam[] = ['id', 'version', 'head']
  const $ = (name: AppendParam) => `$${(params.includes(name) ? params.indexOf(name) : params.push(name) - 1) + 1}`
  const moved = `
WITH moved AS (
  UPDATE games SET version = $2::int + ${many ? `${$('count')}::int` : '1'}, state = ${$('state')}::jsonb, status = ${$('status')}, head_hash = ${$('hash')}, updated_at = ${$('at')}::timestamptz,
    finished_at = CASE WHEN ${$('finished')}::boolean THEN ${$('at')}::timestamptz ELSE finished_at END, turn_seat = ${$('turnSeat')}::int, deadline = ${$('deadline')}::timestamptz,
    bot_turn_at = CASE WHEN ${$('botTurn')}::boolean THEN ${$('at')}::timestamptz END
  WHERE id = $1 AND version = $2::int AND head_hash = $3
  RETURNING id
)`
  const others = !full
    ? ''
    : `, filled AS (
  UPDATE seats SET name = ${$('fillName')}, token_hash = ${$('fillTokenHash')}, player_id = ${$('fillPlayer')} FROM moved
  WHERE seats.game_id = moved.id AND seats.seat = ${$('fillSeat')}::int AND seats.token_hash IS NULL
), told AS (
  INSERT INTO player_events (player_id, game_id, seq, type, data, created_at)
  SELECT e.player_id, moved.id, ${many ? 'e.seq' : '$2::int + 1'}, e.type, e.data, ${$('at')}::timestamptz
  FROM moved, jsonb_to_recordset(${$('events')}::jsonb) AS e(player_id text, seq int, type text, data jsonb)
  RETURNING id, player_id, type
), outbox AS (
  INSERT INTO webhook_deliveries (webhook_id, event_id, next_at, created_at)
  SELECT w.id, told.id, ${$('at')}::timestamptz, ${$('at')}::timestamptz FROM told JOIN webhooks w ON w.player_id = told.player_id AND told.type = ANY (w.events)
), remembered AS (
  INSERT INTO idempotency_keys (scope, key, fingerprint, game_id, status, headers, body, created_at)
  SELECT ${$('keyScope')}, ${$('key')}, ${$('keyFingerprint')}, id, ${$('keyStatus')}::int, ${$('keyHeaders')}::jsonb, ${$('keyBody')}, ${$('at')}::timestamptz FROM moved WHERE ${$('keyScope')}::text IS NOT NULL
)`
  const rest = `, notified AS (
  SELECT pg_notify('${APPENDED_CHANNEL}', ${$('notice')}) FROM moved WHERE ${full ? watchedSql('moved.id', $('told')) : watchedSql('moved.id')}
), appended AS (
  INSERT INTO action_log (game_id, seq, type, seat, payload, result, rules_version, hash, at)
  ${
    many
      ? `SELECT moved.id, e.seq, e.type, e.seat, e.payload, e.result, e.rules_version, e.hash, ${$('at')}::timestamptz
  FROM moved, jsonb_to_recordset(${$('entries')}::jsonb) AS e(seq int, type text, seat int, payload jsonb, result jsonb, rules_version text, hash text)`
      : `SELECT id, $2::int + 1, ${$('type')}, ${$('seat')}::int, ${$('payload')}::jsonb, ${$('result')}::jsonb, ${$('rules')}, ${$('hash')}, ${$('at')}::timestamptz FROM moved`
  }
  RETURNING seq
)
SELECT (SELECT count(*) FROM appended)::int AS appended, (SELECT version FROM games WHERE id = $1) AS version, (SELECT count(*) FROM notified)::int AS notified`
  return { sql: moved + others + rest, params }
}

const APPEND_FULL = appendStatement('full')
const APPEND_PLAIN = appendStatement('plain')
// A plain append's fields are the plain statement's parameters, in order (append-batches.ts).
if (APPEND_PLAIN.params.join() !== PLAIN_APPEND_FIELDS.join()) throw new Error(`the plain append takes ${APPEND_PLAIN.params.join()}`)
const APPEND_MANY = appendStatement('many')

const LOAD_GAME = `
SELECT id, status, version, options, state, deck_source AS "deckSource", seed, deck_commitment AS "deckCommitment",
  stacked_deck AS "stackedDeck", deck_salt AS "deckSalt", head_hash AS "headHash", rules_version AS "rulesVersion",
  created_at AS "createdAt", updated_at AS "updatedAt", finished_at AS "finishedAt", turn_seat AS "turnSeat", deadline, lesson,
  (SELECT jsonb_agg(s.bot ORDER BY s.seat) FROM seats s WHERE s.game_id = games.id) AS bots
FROM games WHERE id = $1`

/**
 * Claims active games where a bot seat is to move (a fan-out listing, in the order of the partial
 * index games_bot_turn_at_idx, which holds exactly those games), least recently moved first, not
 * claimed by a live process (a claim expires at bot_claimed_until). SKIP LOCKED: concurrent workers
 * claim disjoint games, and the re-check of the WHERE on the locked row keeps one claim per game.
 * $3: games the caller skips. No `status = 'active'` (bot_turn_at implies it): without statistics
 * the planner would take the status index for it and read every active game's row versions. The
 * claimed games are updated by their keys (`id = ANY`), as the batch statement's (append-batches.ts).
 */
const CLAIM_BOT_TURNS = `
WITH due AS (
  SELECT id FROM games
  WHERE bot_turn_at IS NOT NULL AND (bot_claimed_until IS NULL OR bot_claimed_until <= now())
    AND id <> ALL ($3::text[])
  ORDER BY bot_turn_at
  LIMIT $1::int
  FOR UPDATE SKIP LOCKED
), claimed AS (
  UPDATE games SET bot_claimed_until = now() + $2::float8 * interval '1 millisecond'
  WHERE id = ANY (ARRAY(SELECT id FROM due))
  RETURNING id, bot_claimed_until AS until, bot_turn_at
)
SELECT id, until FROM claimed ORDER BY bot_turn_at`

/** Ends a claim if it is still the caller's (its expiry unchanged): free ($3 = 0), or held $3 ms more. */
const RELEASE_BOT_TURN = `
UPDATE games SET bot_claimed_until = CASE WHEN $3::float8 > 0 THEN now() + $3::float8 * interval '1 millisecond' END
WHERE id = $1 AND bot_claimed_until = $2::timestamptz`

/**
 * Queues, at their last entry's time, up to $1 active games where a bot seat is to move that no
 * write queued (written by a process of an earlier version during an upgrade, or mended by hand): a
 * fan-out listing, run every few minutes. A game another write changed meanwhile is checked again
 * as it now is (the outer conditions), so a game that has left a bot's turn is not queued.
 */
const REQUEUE_BOT_TURNS = `
UPDATE games SET bot_turn_at = updated_at
WHERE id IN (
    SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = g.turn_seat
    WHERE g.status = 'active' AND g.bot_turn_at IS NULL AND s.bot IS NOT NULL
    LIMIT $1::int)
  AND status = 'active' AND bot_turn_at IS NULL
  AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.seat = games.turn_seat AND s.bot IS NOT NULL)
RETURNING id`

/** Takes a game at version $2 out of the bots' queue. */
const UNQUEUE_BOT_TURN = `UPDATE games SET bot_turn_at = NULL WHERE id = $1 AND version = $2::int AND bot_turn_at IS NOT NULL`

const LOAD_HEAD = `SELECT version, head_hash AS "headHash" FROM games WHERE id = $1`

const LOAD_SEATS = `
SELECT game_id AS "gameId", seat, name, color, token_hash AS "tokenHash", invite_hash AS "inviteHash", player_id AS "playerId", bot
FROM seats WHERE game_id = $1 ORDER BY seat`

/** The values of a plain append (APPEND_PLAIN's parameters). */
function plainAppend(values: Record<AppendParam, RawArg>): PlainAppend {
  return Object.fromEntries(PLAIN_APPEND_FIELDS.map((name) => [name, values[name]])) as unknown as PlainAppend
}

function rememberParams(response: StoredResponse | undefined): RawArg[] {
  if (response === undefined) return [null, null, null, null, null, null]
  return [response.scope, response.key, response.fingerprint, response.status, JSON.stringify(response.headers), response.body]
}

/** The player_events rows of an append; `seq` (the entry's), where one statement appends several entries. */
function eventRows(events: readonly (PlayerEventInput & { seq?: number })[]): string {
  return JSON.stringify(events.map((e) => ({ player_id: e.playerId, seq: e.seq, type: e.type, data: e.data })))
}

/** Whether a bot seat is to move: the game is active and its turn is a seat that `bots` names. */
export function isBotTurn(bots: readonly (string | null)[], status: GameStatus, turnSeat: number | null): boolean {
  return status === 'active' && turnSeat !== null && bots[turnSeat] != null
}

/** The players an append tells something (each once). */
function toldPlayers(events: readonly PlayerEventInput[]): string[] {
  return [...new Set(events.map((e) => e.playerId))]
}

/** The NOTIFY payload of an append: { g: game id, s: seq, p: players told }. */
function notice(gameId: string, seq: number, events: readonly PlayerEventInput[]): string {
  return JSON.stringify({ g: gameId, s: seq, p: toldPlayers(events) })
}

/** What an append tells the live hub of its own process once it committed. */
export function appendedNote(gameId: string, seq: number, events: readonly PlayerEventInput[]): Appended {
  return { gameId, seq, players: toldPlayers(events) }
}

export class GameStore {
  private readonly prisma: PrismaClient
  /** The creation, the append and the version check: the statements of every write and read (raw-sql.ts). */
  private readonly sql: RawSql
  /** The heads that make a version check a lookup while this process is the database's only writer, and the gate of writes. */
  private readonly writer: WriterLock
  /** Plain appends, sent in batches (append-batches.ts); undefined: each by itself. */
  private readonly batches: AppendBatches | undefined

  constructor(database: Pick<Database, 'prisma' | 'sql' | 'batchSql' | 'writer' | 'appendBatch'>) {
    this.prisma = database.prisma
    this.sql = database.sql
    this.writer = database.writer
    this.batches = database.appendBatch.maxSize > 1 ? new AppendBatches(database.batchSql, (append) => this.appendPlain(append), database.appendBatch) : undefined
  }

  /**
   * Inserts the game, its seats, log entry 0 and the scripted entries in one statement; `respond`
   * sees the last entry (the game's version is its seq).
   */
  async createGame(input: NewGame, respond?: Respond): Promise<{ game: GameRecord; entry: ActionRecord }> {
    const at = input.at ?? new Date()
    const fields = {
      gameId: input.id,
      seq: 0,
      type: 'create' as const,
      seat: null,
      payload: input.entry.payload,
      result: input.entry.result,
      rulesVersion: input.rulesVersion,
    }
    const hash = entryHash(GENESIS_HASH, { ...fields, at: at.toISOString() })
    let entry = { ...fields, hash, at } as ActionRecord
    const scripted: ActionRecord[] = []
    for (const [i, e] of (input.script ?? []).entries()) {
      const next = { gameId: input.id, seq: i + 1, type: e.type, seat: e.seat, payload: e.payload, result: e.result, rulesVersion: input.rulesVersion }
      entry = { ...next, hash: entryHash(entry.hash, { ...next, at: at.toISOString() }), at } as ActionRecord
      scripted.push(entry)
    }
    const game: GameRecord = {
      id: input.id,
      status: input.status,
      version: entry.seq,
      options: input.options as Prisma.JsonValue,
      state: input.state as Prisma.JsonValue,
      deckSource: input.deckSource,
      seed: input.seed,
      deckCommitment: input.deckCommitment,
      stackedDeck: (input.stackedDeck ?? null) as Prisma.JsonValue,
      deckSalt: input.deckSalt ?? null,
      headHash: entry.hash,
      rulesVersion: input.rulesVersion,
      createdAt: at,
      updatedAt: at,
      finishedAt: null,
      turnSeat: input.turnSeat ?? null,
      deadline: input.deadline ?? null,
      lesson: input.lesson ?? null,
      bots: input.seats.map((s) => s.bot ?? null),
    }
    await this.writer.write(async (heads) => {
      await this.sql
        .query(CREATE_GAME, [
          input.id,
          input.status,
          JSON.stringify(input.options),
          JSON.stringify(input.state),
          input.deckSource,
          input.seed,
          input.deckCommitment,
          input.stackedDeck == null ? null : JSON.stringify(input.stackedDeck),
          input.deckSalt ?? null,
          hash,
          input.rulesVersion,
          at.toISOString(),
          JSON.stringify(input.seats.map((s) => ({ seat: s.seat, name: s.name, color: s.color, token_hash: s.tokenHash, invite_hash: s.inviteHash, player_id: s.playerId, bot: s.bot }))),
          JSON.stringify(input.entry.payload),
          JSON.stringify(input.entry.result),
          ...rememberParams(respond?.(entry, game)),
          eventRows(input.events ?? []),
          input.turnSeat ?? null,
          input.deadline?.toISOString() ?? null,
          notice(input.id, entry.seq, input.events ?? []),
          JSON.stringify(scripted.map((e) => ({ seq: e.seq, type: e.type, seat: e.seat, payload: e.payload, result: e.result, hash: e.hash }))),
          entry.seq,
          entry.hash,
          input.lesson ?? null,
          toldPlayers(input.events ?? []),
          isBotTurn(game.bots, game.status, game.turnSeat),
        ])
        .catch(rethrowWriteError)
      heads?.remember(game.id, game)
    })
    return { game, entry }
  }

  // The reads of every request are raw SQL: Prisma's query builder cost about twice its raw path.
  async loadGame(id: string): Promise<GameRecord | null> {
    return this.readRow(id, () => this.prisma.$queryRawUnsafe<GameRecord[]>(LOAD_GAME, id))
  }

  /** The game's version and head hash only: whether a copy of it is still current. */
  async loadHead(id: string): Promise<GameHead | null> {
    return this.writer.heads()?.get(id) ?? this.readRow(id, () => this.sql.query<GameHead>(LOAD_HEAD, [id]))
  }

  /** One game's row, whose head the known heads keep unless one was forgotten while it was read. */
  private async readRow<Row extends GameHead>(id: string, read: () => Promise<Row[]>): Promise<Row | null> {
    const heads = this.writer.heads()
    const started = heads?.readStarted()
    const [row] = await read()
    if (row === undefined) return null
    if (heads && started !== undefined) heads.rememberRead(id, row, started)
    return row
  }

  async loadSeats(gameId: string): Promise<SeatRecord[]> {
    return this.prisma.$queryRawUnsafe<SeatRecord[]>(LOAD_SEATS, gameId)
  }

  /** Claims, for `claimMs`, up to `limit` active games whose turn is a bot seat's (none of `skip`); each with its claim's expiry. */
  async claimBotTurns(limit: number, skip: readonly string[], claimMs: number): Promise<{ id: string; until: Date }[]> {
    return this.prisma.$queryRawUnsafe<{ id: string; until: Date }[]>(CLAIM_BOT_TURNS, limit, claimMs, skip)
  }

  /** Takes the game out of the bots' queue if it is still at `version` (where no bot seat is to move). */
  async unqueueBotTurn(id: string, version: number): Promise<void> {
    await this.prisma.$executeRawUnsafe(UNQUEUE_BOT_TURN, id, version)
  }

  /** Queues up to `limit` games at a bot's turn that no write queued; their ids. */
  async requeueBotTurns(limit: number): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(REQUEUE_BOT_TURNS, limit)
    return rows.map((row) => row.id)
  }

  /** Gives back the claim of a bot game that expires `until` (unless it was taken over): free, or held `holdMs` more. */
  async releaseBotTurn(id: string, until: Date, holdMs: number): Promise<void> {
    await this.prisma.$executeRawUnsafe(RELEASE_BOT_TURN, id, until.toISOString(), holdMs)
  }

  /** Games whose clock deadline has passed, oldest deadline first, none of `skip`. */
  async dueGames(now: Date, limit: number, skip: readonly string[] = []): Promise<string[]> {
    const rows = await this.prisma.game.findMany({
      where: { deadline: { lte: now }, ...(skip.length === 0 ? {} : { id: { notIn: [...skip] } }) },
      orderBy: { deadline: 'asc' },
      take: limit,
      select: { id: true },
    })
    return rows.map((r) => r.id)
  }

  /** The earliest deadline of any game, passed or not; null when no game has one. */
  async nextDeadline(): Promise<Date | null> {
    const row = await this.prisma.game.findFirst({ where: { deadline: { not: null } }, orderBy: { deadline: 'asc' }, select: { deadline: true } })
    return row?.deadline ?? null
  }

  /**
   * Appends the entry after `head` (the game as it was read) and moves the game to its seq, in one statement. Throws
   * VersionConflictError, having written nothing, when the game has moved on from `head`
   * (including when a concurrent append wins), and GameNotFoundError when there is no such game.
   */
  async appendAction(head: GameRecord, action: NewAction, respond?: Respond): Promise<ActionRecord> {
    return (await this.appendActions(head, [action], respond))[0]
  }

  /**
   * Appends `actions` as consecutive entries after `head` in one statement, all or none (as
   * appendAction), at one time; the game takes the last one's state. `respond` sees the last entry.
   * Only a single entry may fill a seat.
   */
  async appendActions(head: GameRecord, actions: readonly NewAction[], respond?: Respond): Promise<ActionRecord[]> {
    const last = actions[actions.length - 1]
    const many = actions.length > 1
    if (many && actions.some((a) => a.seatFill !== undefined)) throw new Error('only a single entry fills a seat')
    const at = actions[0].at ?? new Date()
    const entries: ActionRecord[] = []
    for (const [i, action] of actions.entries()) {
      const fields = { gameId: head.id, seq: head.version + 1 + i, type: action.type, seat: action.seat, payload: action.payload, result: action.result, rulesVersion: action.rulesVersion }
      const hash = entryHash(entries[i - 1]?.hash ?? head.headHash, { ...fields, at: at.toISOString() })
      entries.push({ ...fields, hash, at } as ActionRecord)
    }
    const entry = entries[entries.length - 1]
    const finished = actions.some((a) => a.finished === true)
    const game: GameRecord = {
      ...head,
      version: entry.seq,
      headHash: entry.hash,
      state: last.state as Prisma.JsonValue,
      status: last.status,
      updatedAt: at,
      finishedAt: finished ? at : head.finishedAt,
      turnSeat: last.turnSeat ?? null,
      deadline: last.deadline ?? null,
    }
    const response = respond?.(entry, game)
    const [keyScope, key, keyFingerprint, keyStatus, keyHeaders, keyBody] = rememberParams(response)
    const events = actions.flatMap((a, i) => (a.events ?? []).map((e) => ({ ...e, seq: entries[i].seq })))
    const values: Record<AppendParam, RawArg> = {
      id: head.id,
      version: head.version,
      head: head.headHash,
      state: JSON.stringify(last.state),
      status: last.status,
      hash: entry.hash,
      at: at.toISOString(),
      finished,
      type: last.type,
      seat: last.seat,
      payload: JSON.stringify(last.payload),
      result: JSON.stringify(last.result),
      rules: last.rulesVersion,
      turnSeat: last.turnSeat ?? null,
      deadline: last.deadline?.toISOString() ?? null,
      botTurn: isBotTurn(head.bots, last.status, last.turnSeat ?? null),
      notice: notice(head.id, entry.seq, events),
      told: toldPlayers(events),
      fillSeat: last.seatFill?.seat ?? null,
      fillName: last.seatFill?.name ?? null,
      fillTokenHash: last.seatFill?.tokenHash ?? null,
      fillPlayer: last.seatFill?.playerId ?? null,
      events: eventRows(events),
      keyScope,
      key,
      keyFingerprint,
      keyStatus,
      keyHeaders,
      keyBody,
      count: actions.length,
      entries: many ? JSON.stringify(entries.map((e) => ({ seq: e.seq, type: e.type, seat: e.seat, payload: e.payload, result: e.result, rules_version: e.rulesVersion, hash: e.hash }))) : null,
    }
    const statement = many ? APPEND_MANY : response === undefined && events.length === 0 && last.seatFill === undefined ? APPEND_PLAIN : APPEND_FULL
    const outcome = await this.writer.write(async (heads) => {
      const sent =
        statement !== APPEND_PLAIN
          ? this.sql.query<AppendOutcome>(statement.sql, statement.params.map((name) => values[name])).then(([row]) => row)
          : this.sendPlain(plainAppend(values))
      const row = await sent.catch((error) => {
        heads?.forget(head.id)
        return rethrowWriteError(error)
      })
      // Refused: where heads are known, this process's own view of the game was wrong.
      if (row.appended === actions.length) heads?.remember(head.id, game)
      else heads?.forget(head.id)
      return row
    })
    if (outcome.appended === actions.length) return entries
    if (outcome.version === null) throw new GameNotFoundError(head.id)
    // A writer that committed while this statement waited is not in the statement's snapshot.
    const current = outcome.version === head.version ? (await this.loadGame(head.id))?.version : outcome.version
    throw new VersionConflictError(head.id, head.version, current === head.version ? undefined : current)
  }

  /** A plain append: batched (group commit), or by itself where batching is off. */
  private sendPlain(append: PlainAppend): Promise<AppendOutcome> {
    return this.batches !== undefined ? this.batches.append(append) : this.appendPlain(append)
  }

  /** One plain append by itself. */
  private async appendPlain(append: PlainAppend): Promise<AppendOutcome> {
    const [row] = await this.sql.query<AppendOutcome>(APPEND_PLAIN.sql, PLAIN_APPEND_FIELDS.map((name) => append[name]))
    return row
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
