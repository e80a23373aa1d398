// The PostgreSQL pool's connections (src/store/database.ts). One that falls silent mid-statement
// (silent-connections.ts): the write on it answers 503 DATABASE_UNAVAILABLE once it has had no
// answer for the statement timeout plus SILENCE_MARGIN_MS, and the connection is ended (warned in
// the log), instead of waiting as long as TCP retransmits; the silence comes from a TCP proxy between
// the service and PostgreSQL that drops every byte from some moment on; such a connection is reset
// where it is TCP, closed where it cannot be reset (a Unix socket). And each connection is replaced
// once its lifetime is over, with the plans of its prepared statements. The group commit's batches
// run on connections of their own, which never scan a table whole (the planner setting sent at
// connection, added to the URL's own), and start-up fails when one cannot be opened within the connect
// timeout. PostgreSQL only, but for the reset and how the batch connections' settings are read from the URL.
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pino } from 'pino'
import t, { type Test } from 'tap'
import { buildApp } from '../src/app.js'
import { openDatabase, withSessionOption } from '../src/store/database.js'
import { endAtOnce, SILENCE_MARGIN_MS } from '../src/store/silent-connections.js'
import { act, createGame } from './helpers/app.js'
import { testDatabase } from './helpers/db.js'
import { is503 } from './helpers/faults.js'
import { memoryStream } from './helpers/logs.js'
import { tcpProxy } from './helpers/tcp-proxy.js'
import { until } from './helpers/webhooks.js'

const STATEMENT_MS = 300

t.test('a silent connection is reset where it can be, closed where it cannot (a Unix socket)', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'silent-'))
  t.teardown(() => rmSync(folder, { recursive: true, force: true }))
  const ended = (path: string | number) =>
    new Promise<string>((resolve) => {
      const server = net.createServer((peer) => {
        peer.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
        peer.on('end', () => resolve('end'))
      })
      server.listen(typeof path === 'number' ? { port: path, host: '127.0.0.1' } : { path }, () => {
        const address = typeof path === 'number' ? { port: (server.address() as net.AddressInfo).port, host: '127.0.0.1' } : { path }
        const socket = net.connect(address, () => endAtOnce(socket))
        socket.on('error', () => {})
      })
      t.teardown(() => server.close())
    })
  t.equal(await ended(0), 'ECONNRESET', 'TCP: the peer sees a reset')
  t.equal(await ended(join(folder, 'socket')), 'end', 'a Unix socket: the peer sees it closed, and nothing throws')
})

if (!process.env.DATABASE_URL) {
  t.pass('skipped: the pool is PostgreSQL\'s (set DATABASE_URL)')
} else {
  /**
   * The app on a test database reached through a TCP proxy, with a short statement timeout and its
   * warnings logged; no workers, whose statements would fall silent beside the write's. A game is
   * created and its first tile drawn through the proxy.
   */
  async function drawnThroughProxy(t: Test, seed: string) {
    const { url, owner } = await testDatabase(t)
    const target = new URL(url!)
    const proxy = await tcpProxy(t, { host: target.hostname, port: Number(target.port || 5432) })
    const proxied = new URL(url!)
    proxied.port = String(proxy.port)
    const log = memoryStream()
    const logger = pino({ level: 'warn' }, log)
    const db = await openDatabase({ databaseUrl: proxied.href, dataDir: 'memory://', log: logger, timeouts: { statementMs: STATEMENT_MS, lockMs: STATEMENT_MS } })
    t.teardown(() => db.close())
    const app = await buildApp({ database: db, logger, rateLimitPerMinute: 0, workers: false })
    t.teardown(() => app.close())
    const game = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], seed })
    const drawn = await act(app, game.id, 'draw', game.tokens[0])
    t.equal(drawn.statusCode, 200, 'a write goes through the proxy')
    return { app, owner, proxy, log, game, placement: drawn.json().placements[0] }
  }

  t.test('a write whose connection falls silent answers 503 once its statement had no answer for the statement timeout and the margin', async (t) => {
    const { app, owner, proxy, log, game, placement } = await drawnThroughProxy(t, 'silent')

    proxy.silence()
    const silentMs = STATEMENT_MS + SILENCE_MARGIN_MS
    const started = performance.now()
    const place = app.inject({ method: 'POST', url: `/games/${game.id}/place`, headers: { authorization: `Bearer ${game.tokens[0]}` }, payload: placement })
    const res = await Promise.race([place, new Promise<null>((resolve) => setTimeout(() => resolve(null), silentMs + 10_000).unref())])
    const ms = Math.round(performance.now() - started)
    t.not(res, null, `answered (${ms} ms), not left waiting for TCP to give up`)
    if (res === null) return
    t.ok(is503(res), `503 DATABASE_UNAVAILABLE with Retry-After: ${res.statusCode} ${res.body.slice(0, 200)}`)
    t.ok(ms >= silentMs - 50, `after the statement timeout and the margin (${silentMs} ms): ${ms} ms`)
    const warned = log.records().filter((r) => String(r.msg).startsWith('database connection silent'))
    t.match(warned, [{ level: 40, silentMs }], 'warned, with the bound')
    t.equal(warned.length, 1, 'once: one connection fell silent mid-statement')
    t.match(await owner.prisma.game.findUnique({ where: { id: game.id } }), { version: 1 }, 'nothing was written')
  })

  t.test('a write whose answer is lost after PostgreSQL received it answers 503 with "outcome": "unknown", and it was written', async (t) => {
    const { app, owner, proxy, log, game, placement } = await drawnThroughProxy(t, 'lost-answer')
    proxy.silenceAnswers()
    const res = await app.inject({ method: 'POST', url: `/games/${game.id}/place`, headers: { authorization: `Bearer ${game.tokens[0]}` }, payload: placement })
    t.ok(is503(res), `503 DATABASE_UNAVAILABLE with Retry-After: ${res.statusCode} ${res.body.slice(0, 300)}`)
    t.equal(res.json().outcome, 'unknown', 'the problem says the write may have been written')
    t.match(res.json().detail, /may have been written/, 'and so does its detail')
    const logged = log.records().filter((r) => r.msg === 'database unavailable')
    t.match(logged, [{ level: 40, outcome: 'unknown' }], 'the log says so too')
    t.notOk(logged.some((r) => r.reason === 'DATABASE_UNAVAILABLE'), `and what the connection died of: ${logged.map((r) => r.reason).join(', ')}`)
    t.match(await owner.prisma.game.findUnique({ where: { id: game.id } }), { version: 2 }, 'it was: the game is at version 2')
    const last = await owner.prisma.action.findFirst({ where: { gameId: game.id }, orderBy: { seq: 'desc' } })
    t.match(last, { seq: 2, type: 'place', payload: placement }, 'its last entry is the place')
  })

  t.test('a pooled connection is replaced once its lifetime is over, so its statements are planned again', async (t) => {
    const { url } = await testDatabase(t)
    const db = await openDatabase({ databaseUrl: url!, dataDir: 'memory://', poolSize: 1, poolLifetimeSeconds: 3 })
    t.teardown(() => db.close())
    const backend = async () => (await db.sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', []))[0].pid
    const first = await backend()
    t.equal(await backend(), first, 'the same connection while its lifetime lasts')
    let next = first
    await until(async () => (next = await backend()) !== first, 10_000, 'another connection')
    t.not(next, first, `another connection once it is over (${first}, then ${next})`)
  })

  t.test('batches run on connections that never scan a table whole; every other statement keeps the planner as configured', async (t) => {
    const { url } = await testDatabase(t)
    const configured = new URL(url!)
    configured.searchParams.set('options', '-c work_mem=7MB')
    const db = await openDatabase({ databaseUrl: configured.href, dataDir: 'memory://' })
    t.teardown(() => db.close())
    const settings = async (sql: typeof db.sql) => (await sql.query<{ seq: string; mem: string }>("SELECT current_setting('enable_seqscan') AS seq, current_setting('work_mem') AS mem", []))[0]
    t.strictSame(await settings(db.batchSql), { seq: 'off', mem: '7MB' }, "the batch connections: no whole-table scan, the URL's options kept")
    t.strictSame(await settings(db.sql), { seq: 'on', mem: '7MB' }, 'the others: as configured')
  })

  t.test('start-up fails, naming the cause, when a batch connection cannot be opened (a pooler that refuses its options)', async (t) => {
    const { url } = await testDatabase(t)
    const target = new URL(url!)
    // Passes every connection on to PostgreSQL but those whose startup packet carries the batch setting.
    const proxy = await tcpProxy(t, { host: target.hostname, port: Number(target.port || 5432) }, { refuses: (startup) => startup.includes('enable_seqscan') })
    const through = new URL(url!)
    through.port = String(proxy.port)
    const opened = await openDatabase({ databaseUrl: through.href, dataDir: 'memory://' }).then(
      (db) => db.close().then(() => 'opened'),
      (error: Error) => error.message,
    )
    t.match(opened, new RegExp(`^cannot open a batch connection to PostgreSQL at 127\\.0\\.0\\.1:${through.port}/\\w+ within 5000 ms \\(sent with options '-c enable_seqscan=off'\\): `))
    const unbatched = await openDatabase({ databaseUrl: through.href, dataDir: 'memory://', appendBatch: { maxSize: 1 } })
    t.teardown(() => unbatched.close())
    t.strictSame(await unbatched.sql.query('SELECT 1 AS one', []), [{ one: 1 }], 'without group commit no batch connection is opened, and the rest works')
  })

  t.test("start-up's batch connection may take the connect timeout, longer than a request's wait for a pooled connection", async (t) => {
    const { url } = await testDatabase(t)
    const target = new URL(url!)
    // Every connection through it reaches PostgreSQL 300 ms late, as on a loaded machine.
    const proxy = await tcpProxy(t, { host: target.hostname, port: Number(target.port || 5432) }, { delayMs: 300 })
    const through = new URL(url!)
    through.port = String(proxy.port)
    const timeouts = { connectMs: 5_000, poolWaitMs: 100 }
    const db = await openDatabase({ databaseUrl: through.href, dataDir: 'memory://', timeouts })
    t.teardown(() => db.close())
    const pooled = await db.sql.query('SELECT 1 AS one', []).then(
      () => 'answered',
      (error: Error) => error.message,
    )
    t.equal(pooled, 'Connection terminated due to connection timeout', 'a pooled connection is still waited for only 100 ms')
  })
}

t.test("the batch connections' settings: the URL as the driver reads it, the option after the URL's options, else after PGOPTIONS", async (t) => {
  const saved = process.env.PGOPTIONS
  t.teardown(() => (saved === undefined ? delete process.env.PGOPTIONS : (process.env.PGOPTIONS = saved)))
  delete process.env.PGOPTIONS
  t.match(withSessionOption('postgresql://app:s%40cret@db.example:5433/games?sslmode=verify-full&application_name=x', '-c a=off'), {
    user: 'app', password: 's@cret', host: 'db.example', port: '5433', database: 'games', ssl: {}, application_name: 'x', options: '-c a=off', connectionString: undefined,
  })
  t.match(withSessionOption('postgresql://app:pw@/games?host=/var/run/postgresql', '-c a=off'), { user: 'app', password: 'pw', host: '/var/run/postgresql', database: 'games', options: '-c a=off' }, 'a Unix socket, with credentials and no host in the authority')
  t.match(withSessionOption('socket://app:pw@/var/run/postgresql?db=games', '-c a=off'), { user: 'app', host: '/var/run/postgresql', database: 'games', options: '-c a=off' })
  t.match(withSessionOption('postgresql://db/games?options=-c%20search_path%3Dx', '-c a=off'), { options: '-c search_path=x -c a=off' }, "the URL's own kept, first")
  process.env.PGOPTIONS = '-c work_mem=8MB'
  t.match(withSessionOption('postgresql://db/games', '-c a=off'), { options: '-c work_mem=8MB -c a=off' }, 'PGOPTIONS kept, as the driver would have sent it')
  t.match(withSessionOption('postgresql://db/games?options=', '-c a=off'), { options: '-c work_mem=8MB -c a=off' }, 'an empty options in the URL is none, as for the driver')
  t.match(withSessionOption('postgresql://db/games?options=-c%20x%3D1', '-c a=off'), { options: '-c x=1 -c a=off' }, "the URL's own win over PGOPTIONS, as in the driver")
})
