// Two server processes on one fresh PostgreSQL database, 40 clients each playing one whole
// server-shuffled game (2-5 players) through both at random, and racing themselves as they go:
// - exact duplicates of a write sent concurrently without a key: at most one is accepted, the
//   others get a 4xx problem;
// - stale writes (If-Match of an older version, sent alongside the real write): 412;
// - idempotent retries (the same key and body, concurrently or afterwards, to either process):
//   each answer is the stored body byte for byte, or 409 IDEMPOTENCY_KEY_IN_USE.
// Afterwards every game is finished, its log is gap-free, holds exactly the (seq, hash) pairs the
// clients saw accepted, verifies (GET /games/{id}/verify), and `npm run verify` passes them all.
// No 5xx anywhere. PostgreSQL only (skipped on PGlite: one process per embedded database).
import { randomUUID } from 'node:crypto'
import t from 'tap'
import { chooser } from './helpers/app.js'
import { testExecutor } from './helpers/db.js'
import { sleep } from './helpers/faults.js'
import { isProblem, logLines, request, runVerify, serversOnOneDatabase, type Reply } from './helpers/server.js'

const GAMES = Number(process.env.RACE_GAMES ?? 40)
const SEED = Number(process.env.RACE_SEED ?? Date.now() % 1_000_000)

if (!process.env.DATABASE_URL) {
  t.pass('skipped: two servers on one database need PostgreSQL (set DATABASE_URL)')
} else {
  t.test(`${GAMES} clients, two servers, one database: duplicates, stale writes and retries`, async (t) => {
    const { url } = await testExecutor(t)
    const servers = await serversOnOneDatabase(t, url!, 2)
    t.comment(`servers A ${servers[0].url}, B ${servers[1].url}; choice seed ${SEED} (RACE_SEED to repeat the choices)`)
    const rng = chooser(SEED)
    const chance = (percent: number) => rng(100) < percent
    const anyServer = () => rng(2)

    const stats = {
      requests: 0,
      reads: 0,
      writesAccepted: 0,
      duplicateGroups: 0,
      duplicatesSent: 0,
      duplicatesRefused: 0,
      duplicateGroupsNoneAccepted: 0,
      stale: 0,
      staleRefused412: 0,
      retries: 0,
      retriesConcurrent: 0,
      replayed: 0,
      inUse409: 0,
      ifMatch: 0,
      unavailable503: 0,
      statuses: {} as Record<string, number>,
    }
    /** Contract violations, by kind, with an example each (asserted at the end). */
    const violations = new Map<string, string[]>()
    const violate = (kind: string, detail: string) => {
      const list = violations.get(kind) ?? []
      list.push(detail.slice(0, 600))
      violations.set(kind, list)
    }
    /** Why each 503 was answered (its problem detail names the timeout or the shed). */
    const unavailableDetails: string[] = []
    const send = async (server: number, method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Reply> => {
      stats.requests++
      if (method === 'GET') stats.reads++
      const reply = await request(servers[server].url, method, path, headers, body)
      const key = reply.error !== undefined ? 'error' : `${reply.status}${reply.status < 300 ? '' : ` ${reply.body?.code}`}`
      stats.statuses[key] = (stats.statuses[key] ?? 0) + 1
      if (reply.error !== undefined) violate('no answer', `${method} ${path} to ${'AB'[server]}: ${reply.error}`)
      else if (reply.status >= 500) {
        if (isProblem(reply, 503)) {
          stats.unavailable503++
          unavailableDetails.push(`${method} ${path.replace(/[0-9a-f-]{36}/, '{id}')} to ${'AB'[server]}: ${reply.body?.code} ${reply.body?.detail}`)
        }
        else violate('5xx', `${method} ${path} to ${'AB'[server]}: ${reply.status} ${reply.text}`)
      }
      return reply
    }
    const unavailable = (reply: Reply) => isProblem(reply, 503, 'DATABASE_UNAVAILABLE') || isProblem(reply, 503, 'SERVICE_UNAVAILABLE')

    /** Every (seq, hash) some client saw accepted, per game. */
    const accepted = new Map<string, Map<number, string>>()
    const kids = new Set<string>()
    const record = (gameId: string, reply: Reply) => {
      const receipt = reply.body?.receipt
      if (receipt === undefined || receipt.gameId !== gameId || reply.body.game?.version !== receipt.seq) {
        violate('accepted answer without a matching receipt', `${gameId}: ${reply.text.slice(0, 300)}`)
        return
      }
      kids.add(receipt.kid)
      const seen = accepted.get(gameId) ?? new Map<number, string>()
      accepted.set(gameId, seen)
      const earlier = seen.get(receipt.seq)
      if (earlier !== undefined && earlier !== receipt.hash) violate('two accepted answers for one seq', `${gameId} seq ${receipt.seq}: ${earlier} and ${receipt.hash}`)
      if (earlier === undefined) stats.writesAccepted++
      seen.set(receipt.seq, receipt.hash)
    }

    /**
     * A write with an Idempotency-Key, to a random process, sometimes retried with the same key
     * (concurrently, or once answered; to either process). Resent with the key until accepted.
     * Returns the accepted body.
     */
    const keyed = async (gameId: string | undefined, path: string, headers: Record<string, string>, body?: unknown): Promise<any> => {
      const key = randomUUID()
      const h = { ...headers, 'idempotency-key': key }
      const mode = rng(100)
      const copies = mode < 6 ? 2 + rng(2) : 1
      if (copies > 1) {
        stats.retries += copies - 1
        stats.retriesConcurrent += copies - 1
      }
      const replies = await Promise.all(Array.from({ length: copies }, () => send(anyServer(), 'POST', path, h, body)))
      if (mode >= 6 && mode < 12) {
        stats.retries++
        replies.push(await send(anyServer(), 'POST', path, h, body))
      }
      for (let attempt = 0; ; attempt++) {
        const ok = replies.filter((r) => r.status === 200 || r.status === 201)
        for (const r of replies) {
          if (r.replayed) stats.replayed++
          if (isProblem(r, 409, 'IDEMPOTENCY_KEY_IN_USE')) stats.inUse409++
          else if (r.status !== 200 && r.status !== 201 && !unavailable(r) && r.error === undefined) {
            violate(`a request with an Idempotency-Key answered other than its stored answer or 409 IDEMPOTENCY_KEY_IN_USE`, `POST ${path} ${JSON.stringify(body ?? null)} if-match ${headers['if-match'] ?? '-'}: ${r.status} ${r.text}`)
          }
        }
        if (ok.length > 0) {
          const fresh = ok.filter((r) => !r.replayed)
          if (fresh.length > 1) violate('one key executed twice', `POST ${path}: ${fresh.map((r) => r.text.slice(0, 120)).join(' | ')}`)
          for (const r of ok) {
            if (r.text !== ok[0].text) violate('a replay differs from the stored answer', `POST ${path}:\n${ok[0].text.slice(0, 250)}\n${r.text.slice(0, 250)}`)
          }
          for (const r of ok) record(gameId ?? r.body.game.id, r)
          // A later retry, once answered, must be a replay.
          return ok[0].body
        }
        if (attempt >= 20) throw new Error(`POST ${path} with key ${key}: never accepted (${replies.map((r) => `${r.status} ${r.body?.code}`).join(', ')})`)
        await sleep(unavailable(replies[replies.length - 1]) ? 500 : 50)
        replies.length = 0
        stats.retries++
        replies.push(await send(anyServer(), 'POST', path, h, body))
      }
    }

    /** One turn action of `seat`; returns the GameState after it. */
    const write = async (gameId: string, game: any, token: string, type: string, payload?: object): Promise<any> => {
      const path = `/games/${gameId}/${type}`
      const auth = { authorization: `Bearer ${token}` }
      const roll = rng(100)
      // Deliberate duplicates: no key, sent at once; at most one may be accepted.
      if (roll < 4) {
        stats.duplicateGroups++
        const copies = 2 + rng(2)
        stats.duplicatesSent += copies
        const replies = await Promise.all(Array.from({ length: copies }, () => send(anyServer(), 'POST', path, auth, payload)))
        const ok = replies.filter((r) => r.status === 200)
        if (ok.length > 1) violate('two exact duplicates without a key were both accepted', `${path}: ${ok.map((r) => r.body?.receipt?.seq).join(', ')}`)
        for (const r of replies) {
          if (r.status === 200) continue
          if (r.status >= 400 && r.status < 500 && /^application\/problem\+json/.test(r.contentType)) stats.duplicatesRefused++
          else if (!unavailable(r)) violate('a refused duplicate is not a 4xx problem', `${path}: ${r.status} ${r.text}`)
        }
        for (const r of ok) record(gameId, r)
        if (ok.length > 0) return ok[0].body.game
        // None accepted (a 503): nothing may have changed; play the action again with a key.
        stats.duplicateGroupsNoneAccepted++
        const now = await send(anyServer(), 'GET', `/games/${gameId}`)
        if (now.body?.version !== game.version) violate('duplicates all refused, yet the game moved', `${path}: ${game.version} -> ${now.body?.version}`)
      }
      // A stale write alongside: If-Match of an older version, its own key; always 412.
      const stale =
        roll >= 4 && roll < 8 && game.version > 0
          ? (async () => {
              stats.stale++
              const old = rng(game.version)
              const r = await send(anyServer(), 'POST', path, { ...auth, 'if-match': `"${old}"`, 'idempotency-key': randomUUID() }, payload)
              if (isProblem(r, 412, 'VERSION_CONFLICT') && typeof r.body.version === 'number' && r.body.version >= game.version) stats.staleRefused412++
              else if (!unavailable(r)) violate('a stale If-Match is not 412 VERSION_CONFLICT', `${path} if-match "${old}" (game at ${game.version}): ${r.status} ${r.text}`)
              if (r.status === 200) record(gameId, r)
            })()
          : Promise.resolve()
      const ifMatch: Record<string, string> = chance(25) ? { 'if-match': `"${game.version}"` } : {}
      if ('if-match' in ifMatch) stats.ifMatch++
      const [body] = await Promise.all([keyed(gameId, path, { ...auth, ...ifMatch }, payload), stale])
      return body.game
    }

    const getJson = async (path: string): Promise<any> => {
      for (let attempt = 0; ; attempt++) {
        const r = await send(anyServer(), 'GET', path)
        if (r.status === 200) return r.body
        if (!unavailable(r) || attempt > 20) throw new Error(`GET ${path}: ${r.status} ${r.text}`)
        await sleep(500)
      }
    }

    // Warm-up: each process opens its pool's connections before 40 clients arrive at once (opening
    // them in a burst on a loaded machine can exceed DB_CONNECT_TIMEOUT_MS: 503, load not a race).
    for (const server of servers) {
      await Promise.all(Array.from({ length: 10 }, () => request(server.url, 'GET', '/games?limit=1')))
    }
    const ids: string[] = []
    const startedAt = Date.now()
    const clients = Array.from({ length: GAMES }, async (_, i) => {
      const players = 2 + (i % 4)
      const created = await keyed(undefined, '/games', {}, { players: Array.from({ length: players }, (_, p) => ({ name: `G${i}P${p}` })) })
      const gameId: string = created.game.id
      ids.push(gameId)
      const tokens: string[] = created.seats.map((s: { token: string }) => s.token)
      let game = created.game
      while (game.status === 'active') {
        const token = tokens[game.turn.seat]
        switch (game.turn.phase) {
          case 'draw':
            game = await write(gameId, game, token, 'draw')
            break
          case 'place': {
            const { placements } = await getJson(`/games/${gameId}/legal`)
            game = await write(gameId, game, token, 'place', placements[rng(placements.length)])
            break
          }
          case 'deploy': {
            const deployments = chance(40) ? (await getJson(`/games/${gameId}/legal`)).deployments : []
            if (deployments.length > 0) game = await write(gameId, game, token, 'deploy', { at: deployments[rng(deployments.length)].at })
            else game = await write(gameId, game, token, 'score')
            break
          }
          default:
            game = await write(gameId, game, token, 'score')
        }
      }
    })
    const settled = await Promise.allSettled(clients)
    for (const s of settled) if (s.status === 'rejected') t.fail(`a client failed: ${(s.reason as Error).message}`)
    const playedMs = Date.now() - startedAt

    // The logs, through either process.
    let entries = 0
    let finished = 0
    for (const id of ids) {
      const game = await getJson(`/games/${id}`)
      if (game.status === 'finished') finished++
      const { actions } = await getJson(`/games/${id}/actions`)
      entries += actions.length
      const seqs = actions.map((a: { seq: number }) => a.seq)
      t.same(seqs, Array.from({ length: game.version + 1 }, (_, s) => s), `game ${id}: the log is gap-free, 0..${game.version}`)
      const logged = new Map<number, string>(actions.map((a: { seq: number; hash: string }) => [a.seq, a.hash]))
      const seen = accepted.get(id) ?? new Map<number, string>()
      const missing = [...seen].filter(([seq, hash]) => logged.get(seq) !== hash)
      const unseen = [...logged].filter(([seq, hash]) => seen.get(seq) !== hash)
      t.same(missing, [], `game ${id}: every accepted (seq, hash) is in the log`)
      t.same(unseen, [], `game ${id}: every log entry was seen accepted by a client`)
      const report = await getJson(`/games/${id}/verify`)
      t.equal(report.ok, true, `game ${id} verifies${report.ok ? '' : `: ${JSON.stringify(report.checks.filter((c: { ok: boolean }) => !c.ok))}`}`)
    }
    t.equal(ids.length, GAMES, `${GAMES} games created`)
    t.equal(finished, GAMES, 'every game finished')
    t.equal(kids.size, 1, 'both processes sign with the one shared receipt key')

    const verify = await runVerify({ DATABASE_URL: url! })
    t.equal(verify.code, 0, `npm run verify exits 0 (${verify.stdout.split('\n').slice(-3).join(' ')}${verify.stderr})`)
    t.match(verify.stdout, `checked ${GAMES} games (postgres): ${GAMES} verified, 0 failed`)

    // Neither process logged an error (they run at LOG_LEVEL=warn: the clients saw every status).
    for (const [i, server] of servers.entries()) {
      const errors = logLines(server.output()).filter((l) => l.level >= 50)
      t.same(errors.map((l) => l.msg), [], `server ${'AB'[i]}: no error logged`)
      t.equal(server.child.exitCode, null, `server ${'AB'[i]} still runs`)
    }

    t.comment(
      `figures: ${GAMES} games, ${entries} log entries, ${stats.writesAccepted} distinct accepted writes seen; ${stats.requests} requests (${stats.reads} reads) in ${(playedMs / 1000).toFixed(1)} s; ` +
        `duplicates: ${stats.duplicatesSent} sent in ${stats.duplicateGroups} groups, ${stats.duplicatesRefused} refused 4xx, ${stats.duplicateGroupsNoneAccepted} groups with none accepted; ` +
        `stale: ${stats.stale} sent, ${stats.staleRefused412} got 412; retries: ${stats.retries} (${stats.retriesConcurrent} concurrent), ${stats.replayed} replayed answers, ${stats.inUse409} 409 IDEMPOTENCY_KEY_IN_USE; ` +
        `${stats.ifMatch} keyed writes with a current If-Match; 503: ${stats.unavailable503}`,
    )
    t.comment(`statuses: ${JSON.stringify(stats.statuses)}`)
    for (const [kind, list] of violations) t.fail(`${kind}: ${list.length} times; first: ${list.slice(0, 3).join('\n  ')}`)
    t.equal(violations.size, 0, 'no contract violation')
    if (stats.unavailable503 > 0) t.comment(`503 answers (retried with their key): ${stats.unavailable503}: ${[...new Set(unavailableDetails)].join('; ')}`)
  })
}
