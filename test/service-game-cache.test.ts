// Each process keeps the latest state of the games it wrote and decides the next write on it
// without a read. Another process may have moved the game on meanwhile: then the write is decided
// again on the stored game, never refused for what the stale copy says, and reads never answer
// the stale copy. Two apps on one database stand for two processes.
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { buildApp } from '../src/app.js'
import { act, getJson } from './helpers/app.js'
import { testDatabase } from './helpers/db.js'

/** Two apps on one fresh database, closed in teardown. */
async function twoProcesses(t: Test): Promise<[FastifyInstance, FastifyInstance]> {
  const { db } = await testDatabase(t)
  const a = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  const b = await buildApp({ database: db, rateLimitPerMinute: 0, workers: false })
  t.teardown(async () => {
    await a.close()
    await b.close()
  })
  return [a, b]
}

t.test('two processes writing one game in turn', async (t) => {
  const [a, b] = await twoProcesses(t)
  const created = (await a.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }], seed: 'cache' } })).json()
  const id = created.game.id
  const [seat0, seat1] = created.seats.map((s: any) => s.token)

  t.equal((await getJson(b, `/games/${id}`)).version, 0, 'B reads version 0 (and keeps a copy)')
  t.equal((await act(a, id, 'draw', seat0)).statusCode, 200, 'A draws: B\'s copy is stale')
  t.equal((await getJson(b, `/games/${id}`)).version, 1, 'B reads the stored version, not its copy')

  // B's copy says version 1 in phase place; A places and scores: B's copy is stale again.
  const placement = (await getJson(a, `/games/${id}/legal`)).placements[0]
  t.equal((await act(a, id, 'place', seat0, placement)).statusCode, 200)
  t.equal((await act(a, id, 'score', seat0)).statusCode, 200)
  // On its stale copy B would refuse seat 1 (not its turn); it decides again on the stored game.
  const drawn = await act(b, id, 'draw', seat1)
  t.equal(drawn.statusCode, 200, 'a write refused on a stale copy is decided again on the stored game')
  t.equal(drawn.json().game.version, 4)

  // A's copy is now stale (version 3); If-Match the true version must not be a 412.
  const next = (await getJson(b, `/games/${id}/legal`)).placements[0]
  const placed = await act(a, id, 'place', seat1, next, { 'if-match': '"4"' })
  t.equal(placed.statusCode, 200, 'If-Match of the stored version is accepted on a stale copy')
  const stale = await act(b, id, 'score', seat1, undefined, { 'if-match': '"4"' })
  t.equal(stale.statusCode, 412, 'If-Match of an older version is still refused')
  t.equal(stale.json().version, 5)

  // A write that the stored game refuses is refused, whatever the copy.
  const wrong = await act(b, id, 'draw', seat1)
  t.equal(wrong.statusCode, 409)
  t.equal(wrong.json().code, 'WRONG_PHASE')
  t.equal((await act(b, id, 'score', seat1)).statusCode, 200)

  const log = (await getJson(a, `/games/${id}/actions`)).actions
  t.same(log.map((e: any) => e.seq), [0, 1, 2, 3, 4, 5, 6], 'every accepted write is one entry, no gap')
  t.equal((await getJson(b, `/games/${id}/verify`)).ok, true)
})

t.test("a process's own copy and the stored game give the same bytes (strong ETag)", async (t) => {
  const [a, b] = await twoProcesses(t)
  const bodies = async (id: string, what: string) => {
    // A wrote last and answers from its copy; B has none and reads the stored game.
    const [mine, stored] = await Promise.all([a.inject({ url: `/games/${id}` }), b.inject({ url: `/games/${id}` })])
    t.equal(mine.body, stored.body, `${what}: identical bodies`)
    t.equal(mine.headers.etag, stored.headers.etag, `${what}: same ETag`)
  }
  const clocked = (await a.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }], options: { clock: { turnSeconds: 3600, maxTimeouts: 3 } }, seed: 'bytes' } })).json()
  await bodies(clocked.game.id, 'a clocked game at entry 0')
  t.equal((await act(a, clocked.game.id, 'draw', clocked.seats[0].token)).statusCode, 200)
  await bodies(clocked.game.id, 'a clocked game in phase place (tile, deadline)')
  const placement = (await getJson(a, `/games/${clocked.game.id}/legal`)).placements[0]
  t.equal((await act(a, clocked.game.id, 'place', clocked.seats[0].token, placement)).statusCode, 200)
  await bodies(clocked.game.id, 'a placed tile')

  // A stacked game played to its end: the deck and its salt are revealed, the winners known.
  const stacked = (await a.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }], deck: ['U'] } })).json()
  const seat = stacked.seats[0].token
  t.equal((await act(a, stacked.game.id, 'draw', seat)).statusCode, 200)
  const only = (await getJson(a, `/games/${stacked.game.id}/legal`)).placements[0]
  t.equal((await act(a, stacked.game.id, 'place', seat, only)).statusCode, 200)
  const deployments = (await getJson(a, `/games/${stacked.game.id}/legal`)).deployments
  t.equal((await act(a, stacked.game.id, 'deploy', seat, { at: deployments[0].at })).statusCode, 200)
  t.equal((await act(a, stacked.game.id, 'score', seat)).json().game.status, 'finished')
  await bodies(stacked.game.id, 'a finished stacked game (meeples, scores, deck revealed)')
})
