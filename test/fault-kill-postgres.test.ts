// SIGKILL of the server process (on PostgreSQL) while 10 clients play turns (stacked 36-tile decks), every write with an
// Idempotency-Key; then the server is started again on the same database and port:
// - every write acknowledged before the kill is in the log with the acknowledged hash;
// - a write in flight at the kill was committed exactly when its key is stored (read from the
//   database while no server runs), and its retry with the same key after the restart gets the
//   stored answer (committed) or a fresh execution (not committed), never a second entry;
// - the games play on to the end, every log entry was acknowledged to a client, and
//   `npm run verify` passes every game. PostgreSQL only (skipped on PGlite).
import { randomUUID } from 'node:crypto'
import t from 'tap'
import { baseInventory, shuffle } from '../src/engine/index.js'
import { chooser } from './helpers/app.js'
import { queryRows, testExecutor } from './helpers/db.js'
import { sleep } from './helpers/faults.js'
import { freePort, isProblem, logLines, request, runVerify, sharedKeyFolder, startForTest, type Reply, type Running } from './helpers/server.js'

const GAMES = 10
/** Tiles in each game's stacked deck (half the pile: shorter games, same rules). */
const TILES = 36
const SEED = Number(process.env.KILL_SEED ?? Date.now() % 1_000_000)

if (!process.env.DATABASE_URL) {
  t.pass('skipped: needs PostgreSQL (set DATABASE_URL)')
} else {
  t.test('SIGKILL mid-game: acknowledged writes kept, interrupted ones retried safely with their keys', async (t) => {
    const { url, executor } = await testExecutor(t)
    // The same port after the restart: the clients keep their base URL.
    const env = { DATABASE_URL: url!, RECEIPT_KEYS_DIR: sharedKeyFolder(t), PORT: String(await freePort()) }
    const running: Running[] = []
    const launch = async () => {
      const server = await startForTest(t, env)
      running.push(server)
      return server
    }
    let server = await launch()
    const base = server.url
    const rng = chooser(SEED)
    t.comment(`server ${base}; choice seed ${SEED} (KILL_SEED to repeat the choices)`)

    let killed = false
    let restarted!: () => void
    const back = new Promise<void>((resolve) => (restarted = resolve))
    const stats = { requests: 0, accepted: 0, replayed: 0, connectionErrors: 0, unavailable503: 0, interrupted: 0, statuses: {} as Record<string, number> }
    const violations: string[] = []

    /** Sends until answered: a connection error waits for the restart, a 503 for its Retry-After. */
    const send = async (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown, onCut?: () => void): Promise<Reply> => {
      for (let attempt = 0; ; attempt++) {
        stats.requests++
        const reply = await request(base, method, path, headers, body)
        const key = reply.error !== undefined ? 'no answer' : `${reply.status}${reply.status < 300 ? '' : ` ${reply.body?.code}`}`
        stats.statuses[key] = (stats.statuses[key] ?? 0) + 1
        if (reply.error !== undefined) {
          stats.connectionErrors++
          if (!killed) violations.push(`${method} ${path}: no answer before the kill: ${reply.error}`)
          onCut?.()
          await back
        } else if (isProblem(reply, 503)) {
          stats.unavailable503++
          await sleep(500)
        } else {
          if (reply.status >= 500) violations.push(`${method} ${path}: ${reply.status} ${reply.text}`)
          return reply
        }
        if (attempt > 50) throw new Error(`${method} ${path}: no answer after ${attempt} attempts`)
      }
    }

    interface Write {
      gameId: string
      key: string
      path: string
      /** No answer came before the kill (the connection was cut or refused). */
      interrupted: boolean
      answer?: Reply
    }
    const writes: Write[] = []
    /** (seq, hash) acknowledged, per game; and those acknowledged before the kill. */
    const acked = new Map<string, Map<number, string>>()
    const ackedBeforeKill: { gameId: string; seq: number; hash: string }[] = []
    const ack = (gameId: string, reply: Reply) => {
      const { seq, hash } = reply.body.receipt
      const seen = acked.get(gameId) ?? new Map<number, string>()
      acked.set(gameId, seen)
      if (seen.has(seq) && seen.get(seq) !== hash) violations.push(`game ${gameId} seq ${seq}: acknowledged with two hashes`)
      if (!seen.has(seq)) stats.accepted++
      seen.set(seq, hash)
      if (!killed) ackedBeforeKill.push({ gameId, seq, hash })
    }
    /** A write with its own Idempotency-Key (a current If-Match a third of the time). */
    const write = async (gameId: string | undefined, path: string, headers: Record<string, string>, body?: unknown, version?: number): Promise<any> => {
      const w: Write = { gameId: gameId ?? '', key: randomUUID(), path, interrupted: false }
      writes.push(w)
      const h = { ...headers, 'idempotency-key': w.key, ...(version !== undefined && rng(3) === 0 ? { 'if-match': `"${version}"` } : {}) }
      const reply = await send('POST', path, h, body, () => {
        if (!w.interrupted) stats.interrupted++
        w.interrupted = true
      })
      if (reply.replayed) stats.replayed++
      w.answer = reply
      if (reply.status !== 200 && reply.status !== 201) throw new Error(`POST ${path}: ${reply.status} ${reply.text}`)
      w.gameId = gameId ?? reply.body.game.id
      ack(w.gameId, reply)
      return reply.body
    }

    const ids: string[] = []
    const clients = Array.from({ length: GAMES }, async (_, i) => {
      const created = await write(undefined, '/games', {}, { players: Array.from({ length: 2 + (i % 2) }, (_, p) => ({ name: `K${i}P${p}` })), deck: shuffle(baseInventory(), `kill-${SEED}-${i}`).slice(0, TILES) })
      const gameId: string = created.game.id
      ids.push(gameId)
      const tokens: string[] = created.seats.map((s: { token: string }) => s.token)
      let game = created.game
      while (game.status === 'active') {
        const auth = { authorization: `Bearer ${tokens[game.turn.seat]}` }
        const act = async (type: string, payload?: object) => (await write(gameId, `/games/${gameId}/${type}`, auth, payload, game.version)).game
        const legal = async () => {
          const r = await send('GET', `/games/${gameId}/legal`)
          if (r.status !== 200) throw new Error(`GET legal: ${r.status} ${r.text}`)
          return r.body
        }
        if (game.turn.phase === 'draw') game = await act('draw')
        else if (game.turn.phase === 'place') {
          const { placements } = await legal()
          game = await act('place', placements[rng(placements.length)])
        } else if (game.turn.phase === 'deploy' && rng(5) < 2) {
          const { deployments } = await legal()
          game = deployments.length > 0 ? await act('deploy', { at: deployments[rng(deployments.length)].at }) : await act('score')
        } else game = await act('score')
      }
    })
    const played = Promise.allSettled(clients)

    // The kill: once the clients are well into their games.
    const startedAt = Date.now()
    while (stats.accepted < 150 && Date.now() - startedAt < 60_000) await sleep(50)
    killed = true
    const acceptedAtKill = stats.accepted
    server.child.kill('SIGKILL')
    const exit = await server.exited
    t.equal(exit.signal, 'SIGKILL', `the server was killed (SIGKILL) after ${acceptedAtKill} acknowledged writes`)
    const inFlight = writes.filter((w) => w.answer === undefined)

    // While no server runs, the database as the kill left it: the log and the stored keys.
    // (Sessions of the killed process may linger a moment: wait until they are gone.)
    const dbName = new URL(url!).pathname.slice(1)
    for (let tries = 0; tries < 100; tries++) {
      const [{ n }] = await queryRows<{ n: number }>(executor, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [dbName])
      if (n === 0) break
      await sleep(100)
    }
    const log = await queryRows<{ game_id: string; seq: number; hash: string }>(executor, 'SELECT game_id, seq, hash FROM action_log ORDER BY game_id, seq')
    const logged = new Map(log.map((e) => [`${e.game_id}:${e.seq}`, e.hash]))
    const keys = await queryRows<{ key: string; body: string }>(executor, 'SELECT key, body FROM idempotency_keys')
    const stored = new Map(keys.map((k) => [k.key, JSON.parse(k.body)]))
    const lost = ackedBeforeKill.filter((a) => logged.get(`${a.gameId}:${a.seq}`) !== a.hash)
    t.same(lost, [], `all ${ackedBeforeKill.length} writes acknowledged before the kill are in the log with their hash`)
    const committedInFlight = inFlight.filter((w) => stored.has(w.key))
    for (const w of committedInFlight) {
      const { receipt } = stored.get(w.key)
      t.equal(logged.get(`${receipt.gameId}:${receipt.seq}`), receipt.hash, `in-flight write ${w.key} (committed): its stored answer's entry is in the log`)
    }

    // Start again on the same database and port; the clients retry with their keys and play on.
    const beforeRestart = new Map<string, number>()
    for (const e of log) beforeRestart.set(e.game_id, Math.max(beforeRestart.get(e.game_id) ?? -1, e.seq))
    server = await launch()
    restarted()
    const settled = await played
    for (const s of settled) if (s.status === 'rejected') t.fail(`a client failed: ${(s.reason as Error).message}`)

    let freshAfterRestart = 0
    for (const w of inFlight) {
      const committed = stored.get(w.key)
      if (w.answer === undefined) {
        t.fail(`in-flight write ${w.key} was never answered`)
        continue
      }
      if (committed !== undefined) {
        t.equal(w.answer.replayed, true, `in-flight ${w.path} (committed before the kill): the retry gets the stored answer`)
        t.same(w.answer.body?.receipt, committed.receipt, 'with the stored receipt')
      } else {
        freshAfterRestart++
        t.equal(w.answer.replayed, false, `in-flight ${w.path} (not committed): the retry is executed afresh`)
        const seq = w.answer.body?.receipt?.seq
        t.ok(seq > (beforeRestart.get(w.gameId) ?? -1), `and appends a new entry (seq ${seq}, log ended at ${beforeRestart.get(w.gameId)} at the kill)`)
      }
    }

    // The end: every game finished, its log gap-free and exactly what the clients were acknowledged.
    let entries = 0
    for (const id of ids) {
      const game = (await send('GET', `/games/${id}`)).body
      t.equal(game.status, 'finished', `game ${id} finished`)
      const { actions } = (await send('GET', `/games/${id}/actions`)).body
      entries += actions.length
      t.same(actions.map((a: { seq: number }) => a.seq), Array.from({ length: game.version + 1 }, (_, s) => s), `game ${id}: the log is gap-free, 0..${game.version}`)
      const seen = acked.get(id) ?? new Map<number, string>()
      t.same(
        actions.map((a: { seq: number; hash: string }) => [a.seq, a.hash]),
        [...seen].sort((a, b) => a[0] - b[0]),
        `game ${id}: the log holds exactly the acknowledged (seq, hash) pairs (no duplicate, none unacknowledged)`,
      )
      const report = (await send('GET', `/games/${id}/verify`)).body
      t.equal(report.ok, true, `game ${id} verifies`)
    }
    const verify = await runVerify({ DATABASE_URL: url! })
    t.equal(verify.code, 0, `npm run verify exits 0 (${verify.stdout.split('\n').slice(-3).join(' ')}${verify.stderr})`)
    t.match(verify.stdout, `checked ${GAMES} games (postgres): ${GAMES} verified, 0 failed`)
    t.same(violations, [], 'no 5xx, and no connection error before the kill')
    t.same(logLines(running[1].output()).filter((l) => l.level >= 50).map((l) => l.msg), [], 'the restarted server logged no error')
    t.ok(inFlight.length > 0, 'some writes were in flight at the kill')

    t.comment(
      `figures: ${GAMES} games, ${entries} log entries; ${stats.requests} requests; ${acceptedAtKill} writes acknowledged before the kill (${ackedBeforeKill.length} answers); ` +
        `${inFlight.length} writes in flight at the kill: ${committedInFlight.length} committed (retry replayed), ${freshAfterRestart} not (retry executed afresh); ` +
        `${stats.connectionErrors} connection errors, ${stats.replayed} replayed answers, 503: ${stats.unavailable503}`,
    )
    t.comment(`statuses: ${JSON.stringify(stats.statuses)}`)
  })
}
