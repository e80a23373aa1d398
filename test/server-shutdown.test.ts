// Graceful shutdown of `npm start` under load: SIGTERM sent to npm's pid reaches the server (npm
// runs a single node process), in-flight requests finish and are answered, requests arriving during
// the drain get 503 problem+json, the database is closed and the process exits 0. Afterwards every
// committed log entry was acknowledged to a client, and every game verifies.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { buildApp } from '../src/app.js'
import { testDatabase, testExecutor } from './helpers/db.js'
import { answersAcrossDrain } from './helpers/drain.js'
import { start } from './helpers/server.js'

async function json(res: Response): Promise<any> {
  return res.json()
}

/** A JSON answer parsed (a problem too, whichever request it answers); any other body as text. */
async function bodyOf(res: Response): Promise<any> {
  const text = await res.text()
  return text.startsWith('{') ? JSON.parse(text) : text
}

/** One turn action of the active seat through fetch; the response, or the error thrown. */
async function step(url: string, id: string, tokens: string[]): Promise<{ kind: 'write' | 'read'; res?: Response; body?: any; error?: Error }> {
  try {
    const game = await fetch(`${url}/games/${id}`)
    if (game.status !== 200) return { kind: 'read', res: game, body: await bodyOf(game) }
    const state = await json(game)
    const token = tokens[state.turn.seat]
    let payload: object | undefined
    let type = state.turn.phase === 'draw' ? 'draw' : state.turn.phase === 'place' ? 'place' : 'score'
    if (type === 'place') {
      const legal = await fetch(`${url}/games/${id}/legal`)
      if (legal.status !== 200) return { kind: 'read', res: legal, body: await bodyOf(legal) }
      payload = (await json(legal)).placements[0]
    }
    if (state.status !== 'active') type = 'none'
    if (type === 'none') return { kind: 'read', res: game, body: state }
    const res = await fetch(`${url}/games/${id}/${type}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    })
    return { kind: 'write', res, body: await bodyOf(res) }
  } catch (error) {
    return { kind: 'write', error: error as Error }
  }
}

t.test('SIGTERM to npm start under load: drained, answered, exit 0, nothing committed unacknowledged', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-shutdown-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: (await testExecutor(t)).url! } : { DATA_DIR: dataDir }

  const server = await start('npm', ['start'], database)
  t.teardown(() => server.child.kill('SIGKILL'))
  const games: { id: string; tokens: string[] }[] = []
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${server.url}/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ players: [{ name: 'Ada' }, { name: 'Bo' }], seed: `drain-${i}` }) })
    t.equal(res.status, 201)
    const body = await json(res)
    games.push({ id: body.game.id, tokens: body.seats.map((s: { token: string }) => s.token) })
  }

  // Ten clients play until the server stops answering.
  const acknowledged = new Map<string, Set<number>>(games.map((g) => [g.id, new Set()]))
  const statuses = new Map<string, number>()
  const errors: string[] = []
  const drainProblems: { status: number; contentType: string | null; retryAfter: string | null; connection: string | null; code?: string }[] = []
  let signalledAt = 0
  const clients = games.map(async (game) => {
    for (;;) {
      const { res, body, error } = await step(server.url, game.id, game.tokens)
      if (error) {
        errors.push(`${Date.now() - signalledAt} ms after SIGTERM: ${(error.cause as Error)?.message ?? error.message}`)
        if (signalledAt > 0) return
        continue
      }
      const key = `${res!.status}${res!.status === 200 ? '' : ` ${body?.code}`}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      if (res!.status === 200 && body?.game?.version !== undefined && res!.url.match(/\/(draw|place|score)$/)) acknowledged.get(game.id)!.add(body.game.version)
      if (res!.status === 503) {
        drainProblems.push({ status: 503, contentType: res!.headers.get('content-type'), retryAfter: res!.headers.get('retry-after'), connection: res!.headers.get('connection'), code: body?.code, body: JSON.stringify(body).slice(0, 300) } as (typeof drainProblems)[number])
        if (signalledAt > 0) return
      }
      if (res!.status !== 200 && res!.status !== 503) t.fail(`unexpected ${res!.status}: ${JSON.stringify(body).slice(0, 200)}`)
      if (body?.game?.status === 'finished') return
    }
  })
  // Signal once the clients are well into their games (a loaded machine needs longer than a quiet one).
  for (const started = Date.now(); (statuses.get('200') ?? 0) <= 20 && Date.now() - started < 30_000; ) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  signalledAt = Date.now()
  t.ok(process.kill(server.child.pid!, 'SIGTERM'), "SIGTERM sent to npm's pid")
  const exit = await server.exited
  await Promise.all(clients)

  t.equal(exit.code, 0, 'npm (and the server under it) exit 0')
  t.ok(exit.at - signalledAt < 10_000, `exited ${exit.at - signalledAt} ms after SIGTERM`)
  t.match(server.output(), /shutting down: finishing in-flight requests/)
  t.match(server.output(), /"msg":"shut down"/, 'the server closed the database and said so')
  t.comment(`responses: ${JSON.stringify(Object.fromEntries(statuses))}; client errors: ${errors.length}`)
  t.ok((statuses.get('200') ?? 0) > 20, 'the clients were busy when the signal came')
  t.notOk([...statuses.keys()].some((k) => k.startsWith('500')), 'no 500')
  for (const p of drainProblems) t.match(p, { contentType: /^application\/problem\+json/, retryAfter: /^\d+$/, connection: 'close', code: 'SERVICE_UNAVAILABLE' }, `a 503 during the drain is problem+json with Retry-After and Connection: close: ${JSON.stringify(p)}`)
  // Every error is a refused (or closed idle) connection after the signal, never a request cut off.
  for (const e of errors) t.match(e, /^\d+ ms after SIGTERM: .*(ECONNREFUSED|other side closed|socket hang up|ECONNRESET|fetch failed)/, `client error after the signal: ${e}`)

  // Every request the server accepted got an answer: each "incoming request" has its "request completed".
  const entries = server.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l))
  const incoming = new Set(entries.filter((e) => e.msg === 'incoming request').map((e) => e.reqId))
  const completed = new Set(entries.filter((e) => e.msg === 'request completed').map((e) => e.reqId))
  const unanswered = [...incoming].filter((id) => !completed.has(id))
  t.same(unanswered, [], `all ${incoming.size} accepted requests were answered`)
  const errorsLogged = entries.filter((e) => e.level >= 50)
  t.same(errorsLogged, [], 'no error logged')

  // Restart on the same database: every committed entry was acknowledged, and every game verifies.
  const again = await start(process.execPath, ['--import', 'tsx', 'src/server.ts'], database)
  t.teardown(() => again.child.kill('SIGKILL'))
  for (const game of games) {
    const { actions } = await json(await fetch(`${again.url}/games/${game.id}/actions`))
    const committed = actions.map((a: { seq: number }) => a.seq).filter((seq: number) => seq > 0)
    const unacked = committed.filter((seq: number) => !acknowledged.get(game.id)!.has(seq))
    t.same(unacked, [], `game ${game.id}: all ${committed.length} committed entries were acknowledged`)
    const report = await json(await fetch(`${again.url}/games/${game.id}/verify`))
    t.equal(report.ok, true, `game ${game.id} verifies`)
  }
  again.child.kill('SIGTERM')
  t.equal((await again.exited).code, 0)
})

t.test('a request that arrives during the drain gets a 503 problem, the one in flight its answer', async (t) => {
  const { db } = await testDatabase(t)
  const app = await buildApp({ database: db })
  // Connection A has a request in flight when close() begins; connection B sends its request during the drain.
  const { inFlight, late, errors } = await answersAcrossDrain(app, 'GET /games HTTP/1.1\r\nHost: x\r\n')
  t.same(errors, [], 'no connection reset')
  t.match(inFlight, /^HTTP\/1\.1 200 /, 'the request in flight is answered 200')
  t.match(inFlight, /\{"done":true\}/)
  t.match(inFlight, /connection: close/i, 'and its connection closed after the answer')
  t.match(late, /^HTTP\/1\.1 503 /, 'the request that arrived during the drain is 503')
  t.match(late, /content-type: application\/problem\+json/i)
  t.match(late, /retry-after: \d+/i)
  t.match(late, /connection: close/i)
  t.match(late, /"code":"SERVICE_UNAVAILABLE"/)
})
