// Faults of the database under the running service (PostgreSQL only; skipped on PGlite):
// - a game's row locked by another session past every timeout: the 20 draws racing at it end in
//   200 or 503 DATABASE_UNAVAILABLE (never 500), while other games and /health answer within 1 s;
// - connections killed mid-action (pg_terminate_backend): 200 or 503, and the service recovers;
// - no writer lock to be had: /health/ready waits for it until its timeout, then is 503;
// - the database gone (renamed away, then dropped): 503 DATABASE_UNAVAILABLE with Retry-After,
//   /health 200, /health/ready 503; back when it returns, readiness first.
// Every game is verified afterwards (GET /games/{id}/verify).
import pg from 'pg'
import t from 'tap'
import { createGame, testApp } from './helpers/app.js'
import { WRITER_LEASE_APPLICATION_NAME } from '../src/store/writer-lease.js'
import { adminClient, endConnections, is503, refuseConnections, sleep, step, verifyAll } from './helpers/faults.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

if (!process.env.DATABASE_URL) {
  t.pass('skipped: these faults need PostgreSQL (set DATABASE_URL)')
} else {
  t.test('a game locked in the database for 6 s delays no other game, and its writes fail cleanly', async (t) => {
    const { app, url } = await testApp(t)
    const locked = await createGame(app, { players: TWO, seed: 'locked' })
    const others = await Promise.all([1, 2, 3].map((i) => createGame(app, { players: TWO, seed: `other-${i}` })))

    // Warm up first: Prisma compiles each query shape on first use, which blocks the event loop for
    // a while on a slow machine; that is not what this test measures.
    const warm = others[0]
    for (let i = 0; i < 4; i++) t.equal((await step(app, warm.id, warm.tokens)).statusCode, 200, 'warm-up turn action')
    for (const path of ['/health', '/health/ready', `/games/${warm.id}`, `/games/${warm.id}/actions`, '/games?limit=5']) {
      t.equal((await app.inject({ method: 'GET', url: path })).statusCode, 200, `warm-up GET ${path}`)
    }

    const locker = new pg.Client({ connectionString: url })
    await locker.connect()
    t.teardown(() => locker.end())
    await locker.query('BEGIN')
    await locker.query('SELECT * FROM games WHERE id = $1 FOR UPDATE', [locked.id])
    const lockedAt = Date.now()

    const draws = Array.from({ length: 20 }, () =>
      app.inject({ method: 'POST', url: `/games/${locked.id}/draw`, headers: { authorization: `Bearer ${locked.tokens[0]}` } }),
    )
    // While the lock is held: reads of other games, a write to another game, and the health checks.
    const latencies: Record<string, number[]> = {}
    const timed = async (what: string, send: () => Promise<{ statusCode: number }>, expected = 200) => {
      const start = Date.now()
      const res = await send()
      ;(latencies[what] ??= []).push(Date.now() - start)
      t.equal(res.statusCode, expected, `${what} answers ${expected} while another game is locked`)
    }
    for (let round = 0; Date.now() - lockedAt < 5_000; round++) {
      const other = others[round % others.length]
      await Promise.all([
        timed('GET /health', () => app.inject({ method: 'GET', url: '/health' })),
        timed('GET /health/ready', () => app.inject({ method: 'GET', url: '/health/ready' })),
        timed('GET /games/{other}', () => app.inject({ method: 'GET', url: `/games/${other.id}` })),
        timed('GET /games/{other}/actions', () => app.inject({ method: 'GET', url: `/games/${other.id}/actions` })),
        timed('GET /games', () => app.inject({ method: 'GET', url: '/games?limit=5' })),
        timed('a turn action on another game', () => step(app, other.id, other.tokens)),
      ])
      await sleep(200)
    }
    for (const [what, ms] of Object.entries(latencies)) {
      // Reads and health within 1 s; a write to another game (a transaction) within 2 s on a slow machine.
      const bound = what.startsWith('a turn action') ? 2_000 : 1_000
      t.ok(Math.max(...ms) < bound, `${what}: slowest of ${ms.length} answered in ${Math.max(...ms)} ms (< ${bound}; all: ${ms.join(' ')})`)
    }
    await sleep(Math.max(0, 6_000 - (Date.now() - lockedAt)))
    await locker.query('ROLLBACK')

    const responses = await Promise.all(draws)
    const statuses = responses.map((r) => (r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json().code}`))
    t.notOk(statuses.some((s) => s.startsWith('500')), `no 500 among the 20 draws (${statuses.join(', ')})`)
    const accepted = responses.filter((r) => r.statusCode === 200).length
    t.ok(accepted <= 1, 'at most one draw is accepted')
    for (const r of responses) {
      if (r.statusCode === 200) continue
      // 409 WRONG_PHASE only after a sibling's draw went through (the rules refuse a second draw).
      const fine = is503(r) || (accepted === 1 && r.statusCode === 409 && r.json().code === 'WRONG_PHASE')
      t.ok(fine, `a refused draw is 503 DATABASE_UNAVAILABLE with Retry-After (${r.statusCode} ${r.body.slice(0, 200)})`)
    }

    // Once the lock is gone the game plays on.
    if (accepted === 0) {
      const draw = await app.inject({ method: 'POST', url: `/games/${locked.id}/draw`, headers: { authorization: `Bearer ${locked.tokens[0]}` } })
      t.equal(draw.statusCode, 200, 'the draw goes through once the lock is released')
    }
    const game = (await app.inject({ method: 'GET', url: `/games/${locked.id}` })).json()
    t.equal(game.version, 1, 'exactly one draw was appended')
    await verifyAll(t, app, [locked.id, ...others.map((g) => g.id)])
  })

  t.test('connections killed mid-action: 200 or 503, then the service recovers', async (t) => {
    const { app, url } = await testApp(t)
    const admin = await adminClient(t)
    const dbName = new URL(url!).pathname.slice(1)
    const games = await Promise.all(Array.from({ length: 6 }, (_, i) => createGame(app, { players: TWO, seed: `kill-${i}` })))

    let killing = true
    let killed = 0
    const killer = (async () => {
      while (killing) {
        // One session at a time, busy ones first (mid-statement or inside a transaction).
        const { rows } = await admin.query(
          `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()
           ORDER BY state = 'idle', random() LIMIT 1`,
          [dbName],
        )
        killed += rows.filter((r) => r.killed).length
        await sleep(100 + Math.random() * 150)
      }
    })()
    const seen = new Map<string, number>()
    const clients = games.map(async (game) => {
      const until = Date.now() + 3_000
      // At most 50 turns of 3 actions (71 tiles in the pile): the game must still run afterwards.
      for (let steps = 0; Date.now() < until && steps < 150; steps++) {
        const res = await step(app, game.id, game.tokens)
        const key = res.statusCode === 200 ? '200' : `${res.statusCode} ${res.json().code}`
        seen.set(key, (seen.get(key) ?? 0) + 1)
        if (res.statusCode !== 200) t.ok(is503(res), `a failed request is 503 DATABASE_UNAVAILABLE with Retry-After (${res.statusCode} ${res.body.slice(0, 200)})`)
      }
    })
    await Promise.all(clients)
    killing = false
    await killer
    t.ok(killed > 0, `${killed} backends were terminated`)
    t.comment(`responses while killing: ${JSON.stringify(Object.fromEntries(seen))}`)
    t.ok((seen.get('200') ?? 0) > 0, 'some requests still succeed')

    // Recovered: every game takes more turns without a failure.
    for (const game of games) {
      for (let i = 0; i < 3; i++) {
        const res = await step(app, game.id, game.tokens)
        t.equal(res.statusCode, 200, `after the faults, game ${game.id} plays on (${res.body.slice(0, 200)})`)
      }
    }
    await verifyAll(t, app, games.map((g) => g.id))
  })

  t.test('no writer lock to be had: /health/ready is 503 once its timeout has passed, not before, and not long after', async (t) => {
    const readyTimeoutMs = 1_500
    const { app, url, db } = await testApp(t, undefined, { limits: { readyTimeoutMs } })
    const admin = await adminClient(t)
    const dbName = new URL(url!).pathname.slice(1)
    t.equal((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode, 200)
    // The pool keeps its connections (the database answers); the lock's cannot be opened again.
    await refuseConnections(t, admin, dbName)
    await endConnections(admin, WRITER_LEASE_APPLICATION_NAME, dbName)
    // Once the process has seen its lock connection end.
    for (const until = Date.now() + 5_000; db.writer.state() !== 'waiting' && Date.now() < until; ) await sleep(10)
    const started = Date.now()
    const ready = await app.inject({ method: 'GET', url: '/health/ready' })
    const took = Date.now() - started
    t.ok(is503(ready), `503 DATABASE_UNAVAILABLE (${ready.body})`)
    t.match(ready.json(), { detail: 'this process does not hold its writer lock on the database yet' })
    t.ok(took >= readyTimeoutMs - 50 && took < readyTimeoutMs + 1_000, `answered after ${took} ms, its timeout being ${readyTimeoutMs} ms`)
  })

  t.test('the database gone: 503 DATABASE_UNAVAILABLE, /health 200, /health/ready 503', async (t) => {
    // Readiness after the outage opens a pool connection and the writer lock's: 2 s for both on a loaded machine.
    const { app, url } = await testApp(t, undefined, { limits: { readyTimeoutMs: 2_000 } })
    const admin = await adminClient(t)
    const dbName = new URL(url!).pathname.slice(1)
    const game = await createGame(app, { players: TWO, seed: 'gone' })
    t.equal((await step(app, game.id, game.tokens)).statusCode, 200)

    const expectGone = async (what: string) => {
      const live = await app.inject({ method: 'GET', url: '/health' })
      t.equal(live.statusCode, 200, `${what}: /health is 200 (liveness does not touch the database)`)
      t.same(live.json(), { status: 'ok', database: 'postgres' })
      const ready = await app.inject({ method: 'GET', url: '/health/ready' })
      t.ok(is503(ready), `${what}: /health/ready is 503 DATABASE_UNAVAILABLE with Retry-After (${ready.body})`)
      for (const [method, path] of [['GET', `/games/${game.id}`], ['GET', '/games'], ['GET', `/games/${game.id}/actions`], ['GET', `/games/${game.id}/verify`]] as const) {
        const res = await app.inject({ method, url: path })
        t.ok(is503(res), `${what}: ${method} ${path} is 503 DATABASE_UNAVAILABLE with Retry-After (${res.statusCode} ${res.body.slice(0, 200)})`)
      }
      const created = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO } })
      t.ok(is503(created), `${what}: POST /games is 503 (${created.statusCode} ${created.body.slice(0, 200)})`)
      const draw = await app.inject({ method: 'POST', url: `/games/${game.id}/draw`, headers: { authorization: `Bearer ${game.tokens[1]}` } })
      t.ok(is503(draw), `${what}: a turn action is 503 (${draw.statusCode} ${draw.body.slice(0, 200)})`)
    }

    // Away (renamed, so that it can come back): the pool's sessions end, new ones find no database.
    const away = `${dbName}_away`
    for (let tries = 0; ; tries++) {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName])
      try {
        await admin.query(`ALTER DATABASE ${dbName} RENAME TO ${away}`)
        break
      } catch (error) {
        if (tries > 50) throw error
        await sleep(50)
      }
    }
    try {
      await expectGone('database renamed away')
    } finally {
      await admin.query(`ALTER DATABASE ${away} RENAME TO ${dbName}`)
    }
    // Readiness first: its own asking brings the writer lock back, not a write's.
    const ready = await app.inject({ method: 'GET', url: '/health/ready' })
    t.equal(ready.statusCode, 200, `back: /health/ready is 200 (${ready.body.slice(0, 200)})`)
    t.match(ready.json(), { status: 'ready', database: 'postgres' })
    const back = await step(app, game.id, game.tokens)
    t.equal(back.statusCode, 200, `back: the next action goes through (${back.body.slice(0, 200)})`)
    await verifyAll(t, app, [game.id])

    // Dropped for good.
    await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`)
    await expectGone('database dropped')
  })
}
