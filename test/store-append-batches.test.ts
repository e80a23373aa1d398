// Group commit of plain appends (src/store/append-batches.ts): the queue's rules against a scripted
// database (each append answered once and by its own row, one append per game per batch, the size
// and in-flight bounds, a refused batch sent again append by append, an unknown outcome failed, an
// append not sent in time refused, a statement that runs long giving its turn up), then the
// statement on the real database (several games in one statement, each appended or refused on its
// own, a game locked elsewhere skipped, not waited for, a long batch not holding up the next).
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import pg from 'pg'
import t from 'tap'
import { loadConfig } from '../src/config.js'
import { AppendBatches, BATCH_TURN_MS, LONE_TURN_MS, type AppendOutcome, type PlainAppend } from '../src/store/append-batches.js'
import { GameNotFoundError, VersionConflictError } from '../src/store/errors.js'
import { GameStore, type GameRecord } from '../src/store/games.js'
import type { RawArg, RawSql } from '../src/store/raw-sql.js'
import { DatabaseUnavailableError, UnsentWriteError } from '../src/store/unavailable.js'
import { act, createGame, testApp } from './helpers/app.js'
import { testDatabase } from './helpers/db.js'
import { sleep } from './helpers/faults.js'
import { until } from './helpers/webhooks.js'
import { draw, newGame } from './helpers/store-rows.js'
import { statementReader } from './support/statements.js'

/** A plain append of game `id`; `hash` tells appends apart. */
function plain(id: string, hash: string): PlainAppend {
  return {
    id, version: 1, head: 'h', state: '{"n":1}', status: 'active', hash, at: '2026-12-06T00:00:00.000Z', finished: false, type: 'draw',
    seat: 0, payload: '{}', result: '{"s":"é"}', rules: 'rules-1', turnSeat: 0, deadline: null, botTurn: false, notice: '{"g":"a\\"\\\\b"}',
  }
}

/** A statement sent: a batch (the batch statement) or one append alone (the single append's). */
interface Sent {
  readonly kind: 'batch' | 'alone'
  readonly appends: PlainAppend[]
  /** performance.now() when it was sent. */
  readonly at: number
  /** Answers each append with `row` (default: locked here, appended, at its version). */
  answer(row?: (a: PlainAppend) => { id: string; locked: boolean; appended: number; version: number | null }): void
  fail(error: unknown): void
}

/** A database that records each statement and answers it when the test says. */
function scripted(settings: { maxSize: number; inFlight: number; waitMs: number }) {
  const sent: Sent[] = []
  /** Statements running, and the most at one time. */
  let running = 0
  let maxRunning = 0
  const record = <T>(kind: Sent['kind'], appends: PlainAppend[], shape: (rows: ReturnType<NonNullable<Parameters<Sent['answer']>[0]>>[]) => T): Promise<T> => {
    running++
    maxRunning = Math.max(maxRunning, running)
    return new Promise<T>((resolve, reject) => {
      sent.push({
        kind,
        appends,
        at: performance.now(),
        answer: (row = (a) => ({ id: a.id, locked: true, appended: 1, version: a.version })) => {
          running--
          resolve(shape(appends.map(row)))
        },
        fail: (error) => {
          running--
          reject(error)
        },
      })
    })
  }
  const sql: RawSql = {
    query<T>(_sql: string, args: readonly RawArg[]) {
      const appends = (JSON.parse(args[0] as string) as Record<string, unknown>[]).map(
        (a) => ({ ...a, state: JSON.stringify(a.state), payload: JSON.stringify(a.payload), result: JSON.stringify(a.result) }) as unknown as PlainAppend,
      )
      return record('batch', appends, (rows) => rows as T[])
    },
  }
  const alone = (append: PlainAppend): Promise<AppendOutcome> => record('alone', [append], ([row]) => ({ appended: row.appended, version: row.version }))
  const batches = new AppendBatches(sql, alone, settings)
  const hashes = () => sent.map((s) => `${s.kind}:${s.appends.map((a) => a.hash).join(',')}`)
  return { batches, sent, hashes, maxRunning: () => maxRunning }
}

const refusedError = (code: string) => Object.assign(new Error('refused'), { cause: { originalCode: code } })

t.test('the queue, against a scripted database', async (t) => {
  t.test('the first append goes at once, alone; those that arrive meanwhile go together in the next batch, one per game', async (t) => {
    const { batches, sent, hashes } = scripted({ maxSize: 3, inFlight: 1, waitMs: 1000 })
    const outcomes = ['a', 'b', 'a', 'c', 'd', 'e'].map((id, i) => batches.append(plain(id, `${id}${i}`)))
    t.same(hashes(), ['alone:a0'], 'one turn at a time; a batch of one is the single append')
    sent[0].answer()
    await sleep(0)
    t.same(hashes(), ['alone:a0', 'batch:b1,a2,c3'], 'the next three, oldest first, one per game')
    sent[1].answer()
    await sleep(0)
    t.same(hashes(), ['alone:a0', 'batch:b1,a2,c3', 'batch:d4,e5'])
    sent[2].answer()
    t.same(await Promise.all(outcomes), Array(6).fill({ appended: 1, version: 1 }))
    t.same(sent[1].appends[0], plain('b', 'b1'), 'each append is sent as given, its JSON values as JSON')
  })

  t.test(`a lone append that waits (for a lock held elsewhere) gives its turn up after ${LONE_TURN_MS} ms, unless as many as may run past their turns`, async (t) => {
    const { batches, sent, hashes } = scripted({ maxSize: 8, inFlight: 1, waitMs: 1000 })
    const first = batches.append(plain('a', 'a'))
    const second = batches.append(plain('b', 'b'))
    await new Promise(setImmediate)
    t.same(hashes(), ['alone:a'], 'the lone append holds its turn at first')
    await until(() => sent.length === 2, 1000, 'the second append to be sent')
    t.ok(sent[1].at - sent[0].at >= LONE_TURN_MS - 2, `once the first's turn passed: ${Math.round(sent[1].at - sent[0].at)} ms later`)
    t.same(hashes(), ['alone:a', 'alone:b'])
    const third = batches.append(plain('c', 'c'))
    await sleep(3 * LONE_TURN_MS)
    t.same(hashes(), ['alone:a', 'alone:b'], 'a already runs past its turn (inFlight 1): b keeps its turn, c waits')
    sent[0].answer()
    t.same(await first, { appended: 1, version: 1 })
    await sleep(3 * LONE_TURN_MS)
    t.same(hashes(), ['alone:a', 'alone:b'], 'b still holds its turn')
    sent[1].answer()
    t.same(await second, { appended: 1, version: 1 })
    await until(() => sent.length === 3, 1000, 'the third append to be sent')
    sent[2].answer()
    t.same(await third, { appended: 1, version: 1 })
  })

  t.test(`a batch whose answer does not come (its connection gone silent) gives its turn up after ${BATCH_TURN_MS} ms, unless as many as may run past their turns`, async (t) => {
    const { batches, sent, hashes } = scripted({ maxSize: 8, inFlight: 1, waitMs: 10_000 })
    const first = batches.append(plain('a', 'a0'))
    const silent = ['a', 'b'].map((id) => batches.append(plain(id, `${id}1`)).catch((e: unknown) => e))
    sent[0].answer()
    await first
    await new Promise(setImmediate)
    const next = ['c', 'd'].map((id) => batches.append(plain(id, `${id}1`)))
    await new Promise(setImmediate)
    t.same(hashes(), ['alone:a0', 'batch:a1,b1'], 'the batch holds its turn at first')
    await until(() => sent.length === 3, 1000, 'the next batch to be sent')
    t.ok(sent[2].at - sent[1].at >= BATCH_TURN_MS - 2, `once the silent batch's turn passed: ${Math.round(sent[2].at - sent[1].at)} ms later`)
    t.same(hashes(), ['alone:a0', 'batch:a1,b1', 'batch:c1,d1'])
    sent[2].answer()
    t.same(await Promise.all(next), Array(2).fill({ appended: 1, version: 1 }), 'answered while the silent batch still runs')
    const stuck = ['e', 'f'].map((id) => batches.append(plain(id, `${id}1`)))
    await until(() => sent.length === 4, 1000, 'the third batch to be sent')
    const last = batches.append(plain('g', 'g1'))
    await sleep(3 * BATCH_TURN_MS)
    t.same(hashes(), ['alone:a0', 'batch:a1,b1', 'batch:c1,d1', 'batch:e1,f1'], 'one runs past its turn already (inFlight 1): the third keeps its turn')
    const lost = new Error('Connection terminated unexpectedly')
    sent[1].fail(lost)
    t.same(await Promise.all(silent), [lost, lost], 'each append of the silent batch gets its error when it comes')
    await sleep(3 * BATCH_TURN_MS)
    t.equal(sent.length, 4, 'the third batch still holds its turn')
    sent[3].answer()
    await until(() => sent.length === 5, 1000, 'the last append to be sent')
    t.same(hashes().slice(4), ['alone:g1'])
    sent[4].answer()
    t.same(await Promise.all([...stuck, last]), Array(3).fill({ appended: 1, version: 1 }))
  })

  t.test('a lone append that fails is answered with its error', async (t) => {
    const { batches, sent } = scripted({ maxSize: 8, inFlight: 1, waitMs: 1000 })
    const outcome = batches.append(plain('a', 'a')).catch((e: unknown) => e)
    const error = refusedError('23514')
    sent[0].fail(error)
    t.equal(await outcome, error)
  })

  t.test('a batch the database refused for its content is sent again append by append; an outage or an unknown outcome fails them all', async (t) => {
    const cases = [
      [refusedError('P0001'), true], // raised by a trigger
      [refusedError('23505'), true], // a unique violation
      [refusedError('22P05'), true], // a value jsonb refuses
      [refusedError('57014'), false], // the statement timeout: an outage, nothing written
      [refusedError('55P03'), false], // the lock timeout
      [refusedError('53300'), false], // too many connections
      [refusedError('57P01'), false], // the session ended: maybe committed
      [refusedError('08006'), false],
      [new Error('Connection terminated unexpectedly'), false],
    ] as const
    for (const [error, sentAlone] of cases) {
      const what = `${error.message} ${(error as { cause?: { originalCode?: string } }).cause?.originalCode}`
      const { batches, sent, hashes } = scripted({ maxSize: 8, inFlight: 1, waitMs: 1000 })
      const first = batches.append(plain('a', 'a0'))
      const rest = ['b', 'c'].map((id) => batches.append(plain(id, `${id}1`)).catch((e: unknown) => e))
      sent[0].answer()
      await first
      await sleep(0)
      sent[1].fail(error)
      await sleep(0)
      if (sentAlone) {
        t.same(hashes(), ['alone:a0', 'batch:b1,c1', 'alone:b1', 'alone:c1'], `${what}: each sent again alone`)
        sent[2].answer((a) => ({ id: a.id, locked: true, appended: 0, version: 7 }))
        sent[3].answer()
        t.same(await Promise.all(rest), [{ appended: 0, version: 7 }, { appended: 1, version: 1 }], 'each has the answer of its own statement')
      } else {
        t.same(hashes(), ['alone:a0', 'batch:b1,c1'], `${what}: none sent again`)
        t.same(await Promise.all(rest), [error, error], 'each fails with the error')
      }
    }
  })

  t.test('a game not locked by the batch (locked elsewhere) is sent alone; a game that does not exist is answered', async (t) => {
    const { batches, sent, hashes } = scripted({ maxSize: 8, inFlight: 1, waitMs: 1000 })
    const outcomes = ['a', 'b', 'c', 'd'].map((id) => batches.append(plain(id, id)))
    sent[0].answer()
    await sleep(0)
    sent[1].answer((a) => ({ id: a.id, locked: a.id === 'c', appended: a.id === 'c' ? 1 : 0, version: a.id === 'b' ? null : 1 }))
    await sleep(0)
    t.same(hashes(), ['alone:a', 'batch:b,c,d', 'alone:d'], 'b does not exist, c was locked here, d elsewhere: d is sent alone')
    sent[2].answer()
    t.same(await Promise.all(outcomes), [{ appended: 1, version: 1 }, { appended: 0, version: null }, { appended: 1, version: 1 }, { appended: 1, version: 1 }])
  })

  t.test('an append not sent within the wait is refused, and never sent', async (t) => {
    const { batches, sent, hashes } = scripted({ maxSize: 8, inFlight: 1, waitMs: 50 })
    const first = batches.append(plain('a', 'a'))
    const pair = ['b', 'c'].map((id) => batches.append(plain(id, id)))
    await until(() => sent.length === 2, 1000, 'the pair to be sent once the lone append gave its turn up')
    const started = performance.now()
    const error = await batches.append(plain('d', 'd')).catch((e: unknown) => e)
    t.type(error, UnsentWriteError, 'a 503 (DATABASE_UNAVAILABLE) that tells the writer lock nothing was sent')
    t.type(error, DatabaseUnavailableError)
    t.match((error as Error).message, 'the append to game d was not sent within 50 ms')
    t.ok(performance.now() - started >= 45, 'after the wait')
    sent[1].answer()
    sent[0].answer()
    t.same(await Promise.all([first, ...pair]), Array(3).fill({ appended: 1, version: 1 }))
    await sleep(0)
    t.same(hashes(), ['alone:a', 'batch:b,c'], 'd was not sent later')
  })

  t.test('an append whose wait ran out while the event loop was held up is refused when its turn comes, though its timer has not run', async (t) => {
    const { batches, sent, hashes } = scripted({ maxSize: 8, inFlight: 1, waitMs: 30 })
    const first = batches.append(plain('a', 'a'))
    const late = batches.append(plain('b', 'b')).catch((e: unknown) => e)
    const held = performance.now()
    while (performance.now() - held < 60); // the event loop held up past b's wait: its timer cannot run
    sent[0].answer() // a's turn ends: the next batch is taken before any timer runs
    t.same(await first, { appended: 1, version: 1 })
    await sleep(50)
    t.same(hashes(), ['alone:a'], 'b was not sent')
    sent[1]?.answer() // (had it been, the test still ends)
    t.type(await late, UnsentWriteError, 'b is refused as not sent')
  })

  t.test('an append whose batch was refused after its wait ran out is not sent alone', async (t) => {
    const { batches, sent, hashes } = scripted({ maxSize: 8, inFlight: 1, waitMs: 40 })
    const first = batches.append(plain('a', 'a'))
    const rest = ['b', 'c'].map((id) => batches.append(plain(id, id)).catch((e: unknown) => e))
    sent[0].answer()
    await first
    await sleep(60) // the batch runs past b's and c's wait
    sent[1].fail(refusedError('P0001'))
    const outcomes = await Promise.all(rest)
    t.ok(outcomes.every((e) => e instanceof UnsentWriteError), 'each refused as not sent')
    t.same(hashes(), ['alone:a', 'batch:b,c'], 'none sent alone after its wait')
  })

  t.test('property: every append is answered once, by its own row; batches keep the bounds and each game its order', async (t) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), fc.nat(3)), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.nat(2), { minLength: 1, maxLength: 10 }),
        async (arrivals, maxSize, inFlight, delays) => {
          const { batches, sent, maxRunning } = scripted({ maxSize, inFlight, waitMs: 60_000 })
          const outcomes: Promise<AppendOutcome>[] = []
          let answered = 0
          // Answers the statements sent so far, in the order sent, each after 0 to 2 ms.
          const answerSome = async () => {
            while (answered < sent.length) {
              const statement = sent[answered++]
              await sleep(delays[answered % delays.length])
              statement.answer((a) => ({ id: a.id, locked: true, appended: 1, version: Number(a.hash) }))
            }
          }
          for (const [i, [id, pause]] of arrivals.entries()) {
            outcomes.push(batches.append({ ...plain(id, String(i)), version: i }))
            if (pause === 0) await answerSome()
          }
          // Until every append was sent: each answer lets the next batch go.
          while (sent.reduce((n, b) => n + b.appends.length, 0) < arrivals.length) {
            await sleep(0)
            await answerSome()
          }
          await answerSome()
          const results = await Promise.all(outcomes)
          if (!results.every((r, i) => r.version === i && r.appended === 1)) return false
          const order = sent.flatMap((b) => b.appends.map((a) => Number(a.hash)))
          if ([...order].sort((x, y) => x - y).join() !== arrivals.map((_, i) => i).join()) return false // each sent once
          for (const statement of sent) {
            if (statement.appends.length > maxSize || new Set(statement.appends.map((a) => a.id)).size !== statement.appends.length) return false
            if (statement.kind === 'alone' && statement.appends.length !== 1) return false
          }
          for (const id of new Set(arrivals.map(([g]) => g))) {
            const sentOfGame = order.filter((i) => arrivals[i][0] === id)
            if (sentOfGame.join() !== [...sentOfGame].sort((x, y) => x - y).join()) return false
          }
          // inFlight in their turns, and as many more that ran past theirs (a slow machine's 2 ms may last LONE_TURN_MS).
          return maxRunning() <= 2 * inFlight
        },
      ),
      { numRuns: 150, seed: 20261206 },
    )
  })
})

t.test('the batch statement, on the database', async (t) => {
  const statements: string[] = []
  const read = statementReader()
  const { db, owner, ownerUrl } = await testDatabase(t, (text) => {
    const sql = read(text)
    if (sql !== undefined) statements.push(sql)
  })
  const store = new GameStore(db)
  const batchStatements = () => statements.filter((sql) => sql.startsWith('WITH batch AS')).length
  const singleAppends = () => statements.filter((sql) => sql.startsWith('WITH moved AS')).length
  const games = async (n: number): Promise<GameRecord[]> => Promise.all(Array.from({ length: n }, async () => (await store.createGame(newGame())).game))

  t.test('appends to five games at once: the first alone, the next four in one statement; each appended or refused on its own', async (t) => {
    const [first, ...rest] = await games(5)
    const before = batchStatements()
    const singlesBefore = singleAppends()
    const stale = { ...rest[1], version: 0, headHash: 'f'.repeat(64) } // another head at the same version
    const missing = { ...rest[2], id: randomUUID() }
    const outcomes = await Promise.allSettled([
      store.appendAction(first, draw(1)),
      store.appendAction(rest[0], draw(1)),
      store.appendAction(stale, draw(1)),
      store.appendAction(missing, draw(1)),
      store.appendAction(rest[3], draw(1, { result: { tile: 'E', n: 1, quote: '\'"\\\u2028é' } })),
    ])
    t.equal(singleAppends() - singlesBefore, 1, 'the first alone, and none sent again alone: the batch was accepted as it was')
    t.equal(batchStatements() - before, 1, 'the other four in one statement')
    t.match(outcomes.map((o) => o.status), ['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled'])
    t.type((outcomes[2] as PromiseRejectedResult).reason, VersionConflictError)
    t.type((outcomes[3] as PromiseRejectedResult).reason, GameNotFoundError)
    for (const game of [first, rest[0], rest[3]]) {
      const [, entry] = await store.listActions(game.id)
      t.match(await store.loadGame(game.id), { version: 1, headHash: entry.hash, state: { turn: { seat: 1, phase: 'place' }, n: 1 } })
      t.match(entry, { seq: 1, type: 'draw', seat: 1, rulesVersion: 'rules-1' })
    }
    t.strictSame((await store.listActions(rest[3].id))[1].result, { tile: 'E', n: 1, quote: '\'"\\\u2028é' }, 'JSON values arrive as they were')
    t.match(await store.loadGame(rest[1].id), { version: 0, headHash: rest[1].headHash }, 'the stale append wrote nothing')
    t.equal(await store.countActions(rest[1].id), 1)
  })

  t.test('a batch the database refuses (one entry refused by a trigger) is sent again append by append: only that one fails', async (t) => {
    const [first, ...rest] = await games(4)
    const culprit = rest[1].id
    await owner.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_one() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.game_id = '${culprit}' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`)
    await owner.prisma.$executeRawUnsafe('CREATE TRIGGER refuse_one BEFORE INSERT ON action_log FOR EACH ROW EXECUTE FUNCTION refuse_one()')
    t.teardown(async () => {
      await owner.prisma.$executeRawUnsafe('DROP TRIGGER refuse_one ON action_log')
      await owner.prisma.$executeRawUnsafe('DROP FUNCTION refuse_one()')
    })
    const outcomes = await Promise.allSettled([first, ...rest].map((game) => store.appendAction(game, draw(1))))
    t.match(outcomes.map((o) => o.status), ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'])
    t.match(String((outcomes[2] as PromiseRejectedResult).reason), /refused by the test/)
    for (const [i, game] of [first, ...rest].entries()) t.equal(await store.countActions(game.id), i === 2 ? 1 : 2, `game ${i}`)
  })

  t.test('a game whose row another session holds locked is skipped: the rest of its batch commits at once, it after the lock', { skip: db.kind === 'pglite' && 'the embedded database has one session' }, async (t) => {
    const [first, locked, other] = await games(3)
    const locker = new pg.Client({ connectionString: ownerUrl })
    await locker.connect()
    t.teardown(() => locker.end())
    await locker.query('BEGIN')
    await locker.query('SELECT 1 FROM games WHERE id = $1 FOR UPDATE', [locked.id])
    const singlesBefore = singleAppends()
    const outcomes = [first, locked, other].map((game) => store.appendAction(game, draw(1)))
    // Had the batch waited for the lock, it would end in a lock timeout, and both would fail.
    await outcomes[0]
    await outcomes[2]
    t.equal(await store.countActions(other.id), 2, 'the other game of the batch is appended while the lock is held')
    await until(async () => (await locker.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows[0].n === 1, 1_500, 'the locked game\'s append to wait for the lock')
    t.equal(singleAppends() - singlesBefore, 2, "two appends sent alone: the first, and the locked game's")
    t.equal(await store.countActions(locked.id), 1, 'it waits')
    await locker.query('COMMIT')
    await outcomes[1]
    t.equal(await store.countActions(locked.id), 2, 'then it is appended')
  })

  t.test('a lone append waiting for a lock held elsewhere gives its turn up: the appends after it go on', { skip: db.kind === 'pglite' && 'the embedded database has one session' }, async (t) => {
    const [locked, ...others] = await games(3)
    const locker = new pg.Client({ connectionString: ownerUrl })
    await locker.connect()
    t.teardown(() => locker.end())
    await locker.query('BEGIN')
    await locker.query('SELECT 1 FROM games WHERE id = $1 FOR UPDATE', [locked.id])
    let settled = false
    const waiting = store.appendAction(locked, draw(1)).finally(() => (settled = true))
    await Promise.all(others.map((game) => store.appendAction(game, draw(1))))
    t.notOk(settled, 'the locked game\'s append is still waiting')
    t.same(await Promise.all(others.map((game) => store.countActions(game.id))), [2, 2], 'the others are appended while the lock is held')
    t.equal(await store.countActions(locked.id), 1, 'the locked game waits')
    await locker.query('COMMIT')
    await waiting
    t.equal(await store.countActions(locked.id), 2, 'then it is appended')
  })

  t.test('batches go to the batch connections, every other statement to the pool', async (t) => {
    const routes: string[] = []
    /** `sql`, noting each append it is sent (a batch, or one alone) under `name`. */
    const sentTo = (name: string, sql: RawSql): RawSql => ({
      query: (text, args) => {
        const statement = text.trim().slice(0, 13)
        if (statement === 'WITH batch AS' || statement === 'WITH moved AS') routes.push(`${name}:${statement}`)
        return sql.query(text, args)
      },
    })
    const routed = new GameStore({ ...db, sql: sentTo('pool', db.sql), batchSql: sentTo('batch', db.batchSql) })
    const [first, ...rest] = await games(3)
    await Promise.all([first, ...rest].map((game) => routed.appendAction(game, draw(1))))
    t.strictSame(routes, ['pool:WITH moved AS', 'batch:WITH batch AS'], 'the first append alone on the pool, the next two in a batch on the batch connections')
  })

  t.test('on a table of a few games, the batch statement still finds each game by its key (on its own connections), where the planner would scan the table', { skip: db.kind === 'pglite' && 'PostgreSQL plans here' }, async (t) => {
    const [first, ...rest] = await games(3)
    await Promise.all([first, ...rest].map((game) => store.appendAction(game, draw(1)))) // the first alone, the rest as a batch
    const { count } = (await db.sql.query<{ count: number }>('SELECT count(*)::int AS count FROM games', []))[0]
    t.ok(count < 100, `${count} games`)
    // Compacted first: the dead row versions the earlier tests left can make the table large enough
    // to the planner that it would look games up by key anyway, and the premise below would not hold.
    await owner.sql.query('VACUUM FULL games', [])
    const batchStatement = statements.find((sql) => sql.startsWith('WITH batch AS'))!
    const explain = async (sql: RawSql) =>
      (await sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) ${batchStatement}`, [JSON.stringify([{ id: 'x', version: 1 }])])).map((row) => row['QUERY PLAN']).join('\n')
    t.match(await explain(db.sql), /Seq Scan on games/, "elsewhere the planner reckons a scan of so small a table cheaper than 10 lookups by key (the test's premise)")
    const plan = await explain(db.batchSql)
    t.notMatch(plan, /Seq Scan on games/, 'no scan of the whole games table')
    t.match(plan, /Update on games[\s\S]*Index Cond: \(id = ANY/, 'the games updated by their keys')
  })

  t.test('the batch statement finds each game by its primary key, also as a generic plan on a table of 3,000 games', { skip: db.kind === 'pglite' && 'PostgreSQL plans here' }, async (t) => {
    const [first, ...rest] = await games(3)
    await Promise.all([first, ...rest].map((game) => store.appendAction(game, draw(1)))) // the first alone, the rest as a batch
    const batchSql = statements.find((sql) => sql.startsWith('WITH batch AS'))!
    const planner = new pg.Client({ connectionString: ownerUrl })
    await planner.connect()
    t.teardown(() => planner.end())
    // Copies of a game under new ids: a table of 3,000 games, as many pages as the benchmark's 300.
    await planner.query(`INSERT INTO games SELECT (jsonb_populate_record(g, jsonb_build_object('id', gen_random_uuid()::text))).* FROM games g, generate_series(1, 3000) WHERE g.id = $1`, [first.id])
    const { rows: pages } = await planner.query("SELECT pg_relation_size('games') / 8192 AS pages")
    t.ok(Number(pages[0].pages) >= 75, `${pages[0].pages} pages`)
    const heads = await Promise.all(rest.map((game) => store.loadGame(game.id)))
    const batch = heads.map((game) => ({ ...plain(game!.id, 'a'.repeat(64)), version: game!.version, head: game!.headHash }))
    await planner.query('BEGIN')
    t.teardown(() => planner.query('ROLLBACK').catch(() => {}))
    await planner.query('SET LOCAL plan_cache_mode = force_generic_plan')
    await planner.query(`PREPARE batch_plan(jsonb) AS ${batchSql}`)
    const { rows } = await planner.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) EXECUTE batch_plan(${planner.escapeLiteral(`[${batch.map((a) => JSON.stringify({ ...a, state: {}, payload: {}, result: {} })).join(',')}]`)})`)
    const plan = rows.map((row) => row['QUERY PLAN'] as string).join('\n')
    t.notMatch(plan, /Seq Scan on games/, 'no scan of the whole games table')
    t.match(plan, /LockRows[^\n]*\n\s*->\s+Index Scan using games_pkey on games[^\n]*\n\s*Index Cond: \(id = /, 'each game locked by its key')
    t.match(plan, /Update on games[\s\S]*Index Cond: \(id = ANY/, 'the games updated by their keys')
    t.match(plan, /Insert on action_log \(actual rows=2(\.00)? /, 'both appended')
  })

  t.test('a batch that runs long (its trigger waits for a lock the test holds) gives its turn up: the appends after it go on', { skip: db.kind === 'pglite' && 'the embedded database has one session' }, async (t) => {
    const [first, slow, withSlow, ...later] = await games(5)
    const holder = new pg.Client({ connectionString: ownerUrl })
    await holder.connect()
    t.teardown(() => holder.end())
    await holder.query('SELECT pg_advisory_lock(20261206)')
    await owner.prisma.$executeRawUnsafe(`CREATE FUNCTION wait_for_the_test() RETURNS trigger LANGUAGE plpgsql SET lock_timeout = 0 AS $$ BEGIN
      IF NEW.game_id = '${slow.id}' THEN PERFORM pg_advisory_xact_lock(20261206); END IF; RETURN NEW; END $$`)
    await owner.prisma.$executeRawUnsafe('CREATE TRIGGER wait_for_the_test BEFORE INSERT ON action_log FOR EACH ROW EXECUTE FUNCTION wait_for_the_test()')
    t.teardown(async () => {
      await holder.query('SELECT pg_advisory_unlock_all()') // should the test fail before it lets the batch go
      await owner.prisma.$executeRawUnsafe('DROP TRIGGER wait_for_the_test ON action_log')
      await owner.prisma.$executeRawUnsafe('DROP FUNCTION wait_for_the_test()')
    })
    const before = batchStatements()
    let settled = false
    const firstAppended = store.appendAction(first, draw(1))
    const long = Promise.all([slow, withSlow].map((game) => store.appendAction(game, draw(1)))).finally(() => (settled = true))
    await firstAppended
    await until(() => batchStatements() - before === 1, 1_000, 'the long batch to be sent')
    await until(async () => (await holder.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows[0].n === 1, 2_000, 'the batch to wait for the lock')
    await Promise.all(later.map((game) => store.appendAction(game, draw(1))))
    t.notOk(settled, 'the long batch still runs')
    t.same(await Promise.all(later.map((game) => store.countActions(game.id))), [2, 2], 'the later appends are committed meanwhile')
    await holder.query('SELECT pg_advisory_unlock(20261206)')
    await long
    t.same(await Promise.all([slow, withSlow].map((game) => store.countActions(game.id))), [2, 2], 'then the long batch commits')
  })
})

t.test('through HTTP: turns of eight games sent together are group-committed; each answered, each game verifies', async (t) => {
  const read = statementReader()
  let batches = 0
  const { app, db } = await testApp(t, undefined, {}, (text) => {
    if (read(text)?.startsWith('WITH batch AS')) batches++
  })
  t.same(db.appendBatch, { maxSize: 64, inFlight: 1, waitMs: 2000 }, 'the defaults')
  const games = await Promise.all(Array.from({ length: 8 }, () => createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], seed: 'batches' })))
  const before = batches
  const drawn = await Promise.all(games.map((game) => act(app, game.id, 'draw', game.tokens[0])))
  t.same(drawn.map((res) => res.statusCode), Array(8).fill(200))
  t.same(drawn.map((res) => [res.json().game.version, res.json().receipt.seq]), Array(8).fill([1, 1]))
  t.ok(batches - before >= 1 && batches - before < 8, `${batches - before} statements for 8 turns`)
  for (const game of games) {
    const verified = await app.inject({ method: 'GET', url: `/games/${game.id}/verify` })
    t.equal(verified.json().ok, true, `game ${game.id} verifies`)
  }
})

t.test('APPEND_BATCH_SIZE and APPEND_BATCHES_IN_FLIGHT', async (t) => {
  t.same(loadConfig({}).appendBatch, { maxSize: 64, inFlight: 1 }, 'unset: 64 appends a statement, one batch at a time')
  t.same(loadConfig({ APPEND_BATCH_SIZE: '1', APPEND_BATCHES_IN_FLIGHT: '4' }).appendBatch, { maxSize: 1, inFlight: 4 })
  t.same(loadConfig({ APPEND_BATCH_SIZE: '100' }).appendBatch, { maxSize: 100, inFlight: 1 }, 'the largest batch')
  for (const [name, value, max] of [['APPEND_BATCH_SIZE', '0', 100], ['APPEND_BATCH_SIZE', '101', 100], ['APPEND_BATCHES_IN_FLIGHT', '0', 1000], ['APPEND_BATCHES_IN_FLIGHT', 'x', 1000]] as const) {
    t.throws(() => loadConfig({ [name]: value }), { message: new RegExp(`${name} must be an integer from 1 to ${max}, got "${value}"`) }, `${name}="${value}" stops the server`)
  }
})
