/**
 * Group commit of plain appends (one entry; no seat filled, no player event, no Idempotency-Key:
 * most writes). While `inFlight` batches run, the appends that arrive wait here, in memory; the next
 * free turn sends all of them (up to `maxSize`, one per game) as one statement, so one transaction.
 * PostgreSQL then pays its work per transaction (a commit and its WAL flush, a round trip, a backend
 * woken) once per batch, and the server its driver's and its socket's. Each append still succeeds
 * or fails on its own: a game is updated only at the version and head its entry chains from, as
 * by the single append.
 *
 * A batch of one append is the single append's statement (the batch statement costs the database
 * more for one game), which waits for its game's row if another session holds it locked. A
 * statement still running after its turn (LONE_TURN_MS for a lone append waiting for a lock,
 * BATCH_TURN_MS for a batch on a connection gone silent, whose answer comes after seconds if at
 * all) gives it to the next batch, unless `inFlight` statements already run past their turns.
 * In a larger batch, a game locked elsewhere is skipped (SKIP LOCKED), so that it never stalls the
 * rest: its append is sent alone, outside the turns, and waits for the lock as a single append
 * would (lock_timeout bounds it). A batch the database refused for its content (a constraint, a
 * trigger, a value; so rolled back) is sent again one append at a time, for each its own answer.
 * Any other failure is each append's: an outage (nothing written: a 503 to retry), or an unknown
 * outcome (the connection lost, maybe past the commit), as for a single append.
 *
 * An append is sent (a batch's, or alone) within `waitMs` of its arrival, or not at all: it then
 * fails with UnsentWriteError, having written nothing. The writer lock counts on that bound, and
 * the pool's wait after it (writer-lease.ts).
 */
import { APPENDED_CHANNEL } from '../live/hub.js'
import { mayHaveCommitted, type RawSql } from './raw-sql.js'
import { isDatabaseUnavailable, UnsentWriteError } from './unavailable.js'
import { watchedSql } from './watch-locks.js'

/** One plain append: the game's head it chains from, the game's new row and the entry (JSON values as JSON text). */
export interface PlainAppend {
  readonly id: string
  readonly version: number
  readonly head: string
  readonly state: string
  readonly status: string
  readonly hash: string
  readonly at: string
  readonly finished: boolean
  readonly type: string
  readonly seat: number | null
  readonly payload: string
  readonly result: string
  readonly rules: string
  readonly turnSeat: number | null
  readonly deadline: string | null
  /** A bot seat is to move after it. */
  readonly botTurn: boolean
  /** The NOTIFY payload, sent when the game is watched. */
  readonly notice: string
}

/** Whether the entry was appended (1) or not (0), and the game's version as the statement found it (null: no such game). */
export interface AppendOutcome {
  readonly appended: number
  readonly version: number | null
}

export interface AppendBatchSettings {
  /** Appends in one statement at most; 1 sends each alone, as many at a time as the pool allows. */
  readonly maxSize: number
  /** Batches sent at one time. */
  readonly inFlight: number
  /** How long an append may wait for its batch to be sent (ms). */
  readonly waitMs: number
}

/** PlainAppend's fields, in the order of the single append's parameters that carry them (games.ts checks). */
export const PLAIN_APPEND_FIELDS = [
  'id', 'version', 'head', 'state', 'status', 'hash', 'at', 'finished', 'turnSeat', 'deadline', 'botTurn', 'notice', 'type', 'seat', 'payload', 'result', 'rules',
] as const satisfies readonly (keyof PlainAppend)[]

interface Pending {
  readonly append: PlainAppend
  /** performance.now() at its arrival. */
  readonly arrived: number
  readonly resolve: (outcome: AppendOutcome) => void
  readonly reject: (error: unknown) => void
  readonly timer: NodeJS.Timeout
}

/**
 * $1: a JSON array of PlainAppend. The games are locked first, skipping those locked elsewhere, as
 * the single append's UPDATE locks them (FOR NO KEY UPDATE: inserts that reference a game are not
 * held up); one row answers each append: whether its game was locked here, whether its entry was
 * appended, and the version the statement started from. Each game appended takes its watch bucket's
 * advisory lock (watch-locks.ts), so a batch holds up to `maxSize` entries of the shared lock table.
 *
 * Games are found by their primary key, one lookup per append (the LATERAL lock, the UPDATE's
 * `id = ANY`): the planner reckons a JSON array holds 100 rows, so joined to games the batch was
 * hashed against a scan of the whole table, once to lock and once to update, still at 300 games
 * (a 10-minute benchmark fell from 2,100 to 200 writes/s; BENCHMARKS.md). Nothing here waits for
 * a lock, so the order in which the games are locked does not matter.
 */
const APPEND_BATCH = `
WITH batch AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS b(id text, version int, head text, state jsonb, status text, hash text, at timestamptz,
    finished boolean, type text, seat int, payload jsonb, result jsonb, rules text, "turnSeat" int, deadline timestamptz, "botTurn" boolean, notice text)
), locked AS (
  SELECT g.id FROM batch b CROSS JOIN LATERAL (SELECT id FROM games WHERE id = b.id FOR NO KEY UPDATE SKIP LOCKED) g
), moved AS (
  UPDATE games SET version = b.version + 1, state = b.state, status = b.status, head_hash = b.hash, updated_at = b.at,
    finished_at = CASE WHEN b.finished THEN b.at ELSE games.finished_at END, turn_seat = b."turnSeat", deadline = b.deadline,
    bot_turn_at = CASE WHEN b."botTurn" THEN b.at END
  FROM batch b
  WHERE games.id = ANY (ARRAY(SELECT id FROM locked)) AND games.id = b.id AND games.version = b.version AND games.head_hash = b.head
  RETURNING games.id
), notified AS (
  SELECT pg_notify('${APPENDED_CHANNEL}', b.notice) FROM moved JOIN batch b ON b.id = moved.id WHERE ${watchedSql('moved.id')}
), appended AS (
  INSERT INTO action_log (game_id, seq, type, seat, payload, result, rules_version, hash, at)
  SELECT b.id, b.version + 1, b.type, b.seat, b.payload, b.result, b.rules, b.hash, b.at FROM batch b JOIN moved m ON m.id = b.id
  RETURNING game_id
)
SELECT b.id, EXISTS (SELECT 1 FROM locked l WHERE l.id = b.id) AS locked, (SELECT count(*) FROM appended a WHERE a.game_id = b.id)::int AS appended,
  (SELECT version FROM games g WHERE g.id = b.id) AS version, (SELECT count(*) FROM notified)::int AS notified
FROM batch b`

interface BatchRow {
  readonly id: string
  readonly locked: boolean
  readonly appended: number
  readonly version: number | null
}

/** An append as a JSON object, its JSON values inserted as they are (not as strings). */
function appendJson(a: PlainAppend): string {
  const { state, payload, result, ...scalars } = a
  return `${JSON.stringify(scalars).slice(0, -1)},"state":${state},"payload":${payload},"result":${result}}`
}

/** How long a batch of one append (which may wait for a lock) holds its turn before it may give it up (ms). */
export const LONE_TURN_MS = 20

/**
 * How long a batch of several appends (which waits for no lock) holds its turn before it may give
 * it up (ms): longer than a commit on a slow disk, so that batches run one at a time as set, but
 * a batch on a connection gone silent, whose answer comes after seconds if at all, does not hold
 * up the next one.
 */
export const BATCH_TURN_MS = 200

/** Whether the database refused a batch for what it holds (rolled back, and not an outage): each append may fare otherwise alone. */
function refusedForContent(error: unknown): boolean {
  return !mayHaveCommitted(error) && !isDatabaseUnavailable(error)
}

export class AppendBatches {
  /** Appends not sent yet, oldest first. */
  private readonly waiting: Pending[] = []
  private running = 0
  /** Statements still running after they gave their turns up. */
  private overtime = 0

  constructor(
    private readonly sql: RawSql,
    /** Sends one append by itself (the single append's statement), which waits for its game's lock. */
    private readonly alone: (append: PlainAppend) => Promise<AppendOutcome>,
    private readonly settings: AppendBatchSettings,
  ) {}

  append(append: PlainAppend): Promise<AppendOutcome> {
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        append,
        arrived: performance.now(),
        resolve,
        reject,
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(pending)
          if (i >= 0) this.waiting.splice(i, 1)
          reject(this.unsent(append))
        }, this.settings.waitMs),
      }
      this.waiting.push(pending)
      this.sendNext()
    })
  }

  private sendNext(): void {
    while (this.running < this.settings.inFlight && this.waiting.length > 0) {
      const batch = this.take()
      if (batch.length === 0) continue // every waiting append had waited too long: none is left
      this.running++
      this.send(batch)
        // Nothing is left unanswered, whatever went wrong (an answer to a settled promise is ignored).
        .catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
        .finally(() => {
          this.running--
          this.sendNext()
        })
    }
  }

  /**
   * The oldest appends, one per game (another of a game waits for the next batch). One that waited
   * longer than `waitMs` is refused instead: its timer is due but has not run yet (the event loop
   * was held up), and the bound must hold all the same.
   */
  private take(): Pending[] {
    const batch: Pending[] = []
    const games = new Set<string>()
    const now = performance.now()
    for (let i = 0; i < this.waiting.length && batch.length < this.settings.maxSize; ) {
      const pending = this.waiting[i]
      if (this.overdue(pending, now)) {
        this.waiting.splice(i, 1)
        clearTimeout(pending.timer)
        pending.reject(this.unsent(pending.append))
        continue
      }
      if (games.has(pending.append.id)) {
        i++
        continue
      }
      games.add(pending.append.id)
      batch.push(pending)
      this.waiting.splice(i, 1)
      clearTimeout(pending.timer)
    }
    return batch
  }

  /**
   * Sends a batch and answers each of its appends. Resolves when its turn ends: when its statement
   * has ended, or once it has run its turn (LONE_TURN_MS, BATCH_TURN_MS) if fewer than `inFlight`
   * statements already run past their turns.
   */
  private async send(batch: readonly Pending[]): Promise<void> {
    const lone = batch.length === 1
    const statement = lone ? this.alone(batch[0].append).then(batch[0].resolve, batch[0].reject) : this.sendTogether(batch)
    const done = statement.catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
    let timer: NodeJS.Timeout | undefined
    const turnEnded = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), lone ? LONE_TURN_MS : BATCH_TURN_MS)))
    const passed = await Promise.race([done.then(() => false), turnEnded])
    clearTimeout(timer)
    if (!passed) return
    if (this.overtime < this.settings.inFlight) {
      this.overtime++
      void done.finally(() => this.overtime--)
      return
    }
    await done // as many run past their turns as may: this one keeps its turn
  }

  /** Sends appends of several games as one statement, and answers each. */
  private async sendTogether(batch: readonly Pending[]): Promise<void> {
    let rows: BatchRow[]
    try {
      rows = await this.sql.query<BatchRow>(APPEND_BATCH, [`[${batch.map((p) => appendJson(p.append)).join(',')}]`])
    } catch (error) {
      for (const pending of batch) {
        if (refusedForContent(error)) this.sendAlone(pending)
        else pending.reject(error)
      }
      return
    }
    const byGame = new Map(rows.map((row) => [row.id, row]))
    for (const pending of batch) {
      const row = byGame.get(pending.append.id)
      if (row === undefined) pending.reject(new Error(`the batch statement did not answer for game ${pending.append.id}`))
      // Not locked here: locked elsewhere, or no such game (then version is null, and alone would say so too).
      else if (row.locked || row.version === null) pending.resolve({ appended: row.appended, version: row.version })
      else this.sendAlone(pending)
    }
  }

  /** Sends the append by itself, if its wait has not run out (else it is not sent at all). */
  private sendAlone(pending: Pending): void {
    if (this.overdue(pending, performance.now())) pending.reject(this.unsent(pending.append))
    else this.alone(pending.append).then(pending.resolve, pending.reject)
  }

  /** Whether the append has waited longer than it may to be sent. */
  private overdue(pending: Pending, now: number): boolean {
    return now - pending.arrived > this.settings.waitMs
  }

  private unsent(append: PlainAppend): UnsentWriteError {
    return new UnsentWriteError(`the append to game ${append.id} was not sent within ${this.settings.waitMs} ms`)
  }
}
