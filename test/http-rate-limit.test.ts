// Rate limits per client address and per seat token (RATE_LIMIT_PER_MINUTE): a flood of wrong
// tokens gets 429 TOO_MANY_REQUESTS after the limit, exactly, with Retry-After and RateLimit
// headers; other addresses and tokens are unaffected; the game never changes; 0 turns them off.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import t, { type Test } from 'tap'
import { loadConfig } from '../src/config.js'
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../src/http/limits.js'
import { createGame, testApp } from './helpers/app.js'
import { expectProblem, expectUnchanged, snapshot } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]
const LIMIT = 50
const GUESSES = 3000

const guess = () => randomBytes(32).toString('base64url')

/** Counts the statuses of `n` draws with a fresh wrong token each, from `address`. */
async function flood(app: FastifyInstance, id: string, address: string, n: number): Promise<{ counts: Record<number, number>; last: LightMyRequestResponse }> {
  const counts: Record<number, number> = {}
  let last!: LightMyRequestResponse
  for (let i = 0; i < n; i++) {
    last = await app.inject({ method: 'POST', url: `/games/${id}/draw`, remoteAddress: address, headers: { authorization: `Bearer ${guess()}` } })
    counts[last.statusCode] = (counts[last.statusCode] ?? 0) + 1
  }
  return { counts, last }
}

function expectTooMany(t: Test, res: LightMyRequestResponse, what: string) {
  const body = expectProblem(t, res, 429, 'TOO_MANY_REQUESTS', what)
  const retryAfter = Number(res.headers['retry-after'])
  t.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `${what}: Retry-After in seconds (${res.headers['retry-after']})`)
  t.equal(res.headers['ratelimit-limit'], String(LIMIT), `${what}: RateLimit-Limit`)
  t.equal(res.headers['ratelimit-remaining'], '0', `${what}: RateLimit-Remaining`)
  t.match(String(res.headers['ratelimit-reset']), /^\d+$/, `${what}: RateLimit-Reset`)
  t.match(String(res.headers['x-request-id']), /.+/, `${what}: x-request-id`)
  return body
}

t.test('per client address', async (t) => {
  const { app } = await testApp(t, undefined, { rateLimitPerMinute: LIMIT })
  // Setup and checks come from 127.0.0.1; the guesses from 127.0.0.2.
  const g = await createGame(app, { players: TWO })
  const before = await snapshot(app, g.id)

  const { counts, last } = await flood(app, g.id, '127.0.0.2', GUESSES)
  t.same(counts, { 401: LIMIT, 429: GUESSES - LIMIT }, `${GUESSES} wrong-token guesses: exactly ${LIMIT} x 401, then 429`)
  expectTooMany(t, last, 'the last guess')
  t.match(last.json().detail, /client address/, 'the detail says which limit')
  await expectUnchanged(t, app, g.id, before, 'after the flood')

  // The limited address is refused whatever it asks, even with the right token...
  const right = await app.inject({ method: 'POST', url: `/games/${g.id}/draw`, remoteAddress: '127.0.0.2', headers: { authorization: `Bearer ${g.tokens[0]}` } })
  expectTooMany(t, right, 'the right token from the limited address')
  const read = await app.inject({ method: 'GET', url: `/games/${g.id}`, remoteAddress: '127.0.0.2' })
  expectTooMany(t, read, 'a read from the limited address')
  const unknown = await app.inject({ method: 'GET', url: '/nope', remoteAddress: '127.0.0.2' })
  expectTooMany(t, unknown, 'an unknown route from the limited address')
  // ...but health probes are never limited.
  const health = await app.inject({ method: 'GET', url: '/health', remoteAddress: '127.0.0.2' })
  t.equal(health.statusCode, 200, '/health is not limited')
  await expectUnchanged(t, app, g.id, before, 'after the refused requests')

  // Another address is unaffected: its wrong guesses are 401, the right token plays.
  const other = await flood(app, g.id, '127.0.0.3', 3)
  t.same(other.counts, { 401: 3 }, 'another address: 401 for wrong tokens')
  t.equal(other.last.headers['ratelimit-remaining'], String(LIMIT - 3), 'another address: its own count')
  const draw = await app.inject({ method: 'POST', url: `/games/${g.id}/draw`, remoteAddress: '127.0.0.3', headers: { authorization: `Bearer ${g.tokens[0]}` } })
  t.equal(draw.statusCode, 200, 'another address: the right token draws')
  t.equal(draw.json().game.version, 1, 'and the game moves on')
})

t.test('per seat token', async (t) => {
  const { app } = await testApp(t, undefined, { rateLimitPerMinute: LIMIT })
  const g = await createGame(app, { players: TWO })
  const before = await snapshot(app, g.id)
  // Seat 1's token from a new address each time: NOT_YOUR_TURN until the token is over its limit.
  const counts: Record<number, number> = {}
  let last!: LightMyRequestResponse
  for (let i = 0; i < LIMIT + 20; i++) {
    last = await app.inject({ method: 'POST', url: `/games/${g.id}/draw`, remoteAddress: `127.0.1.${i}`, headers: { authorization: `Bearer ${g.tokens[1]}` } })
    counts[last.statusCode] = (counts[last.statusCode] ?? 0) + 1
  }
  t.same(counts, { 403: LIMIT, 429: 20 }, `one token from ${LIMIT + 20} addresses: exactly ${LIMIT} x 403, then 429`)
  expectTooMany(t, last, 'the token over its limit')
  t.match(last.json().detail, /seat token/, 'the detail says which limit')
  const read = await app.inject({ method: 'GET', url: `/games/${g.id}`, remoteAddress: '127.0.2.1', headers: { authorization: `Bearer ${g.tokens[1]}` } })
  expectTooMany(t, read, 'any request carrying the limited token')
  await expectUnchanged(t, app, g.id, before, 'after the limited token')
  // Seat 0's token, from an address of its own, is unaffected.
  const draw = await app.inject({ method: 'POST', url: `/games/${g.id}/draw`, remoteAddress: '127.0.2.2', headers: { authorization: `Bearer ${g.tokens[0]}` } })
  t.equal(draw.statusCode, 200, 'another token draws')
  t.equal(draw.headers['ratelimit-remaining'], String(LIMIT - 1), 'with its own count (and its address has the same left)')
})

t.test('off with 0 (the test default)', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: TWO })
  const before = await snapshot(app, g.id)
  const { counts, last } = await flood(app, g.id, '127.0.0.2', 300)
  t.same(counts, { 401: 300 }, 'no limit: every wrong guess is a 401')
  t.equal(last.headers['ratelimit-limit'], undefined, 'no RateLimit headers')
  await expectUnchanged(t, app, g.id, before, 'after the guesses')
})

t.test("the server's default: loopback clients are limited per token only, other addresses as set", async (t) => {
  const { app } = await testApp(t, undefined, { rateLimitPerMinute: LIMIT, rateLimitLoopback: false })
  const g = await createGame(app, { players: TWO })
  const statuses = async (n: number, address: string, headers: Record<string, string> = {}) => {
    const counts: Record<number, number> = {}
    for (let i = 0; i < n; i++) {
      const res = await app.inject({ method: 'GET', url: `/games/${g.id}`, remoteAddress: address, headers })
      counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1
    }
    return counts
  }
  t.same(await statuses(3 * LIMIT, '127.0.0.1'), { 200: 3 * LIMIT }, '127.0.0.1: no limit of its own')
  t.same(await statuses(3 * LIMIT, '::1'), { 200: 3 * LIMIT }, '::1 too')
  t.same(await statuses(LIMIT + 5, '::ffff:127.0.0.9'), { 200: LIMIT + 5 }, 'and an IPv4-mapped loopback address')
  t.same(await statuses(LIMIT + 5, '203.0.113.7'), { 200: LIMIT, 429: 5 }, 'another address has its limit')
  const { counts } = await flood(app, g.id, '127.0.0.1', 2 * LIMIT)
  t.same(counts, { 401: 2 * LIMIT }, 'fresh wrong tokens from loopback: no address limit')
  t.same(await statuses(LIMIT + 5, '127.0.0.1', { authorization: `Bearer ${g.tokens[1]}` }), { 200: LIMIT, 429: 5 }, 'one token from loopback still has its limit')
})

t.test('behind a proxy on the same host (TRUST_PROXY=loopback): each client has its limit, by X-Forwarded-For', async (t) => {
  const { app } = await testApp(t, undefined, { rateLimitPerMinute: LIMIT, rateLimitLoopback: false, trustProxy: 'loopback' })
  const g = await createGame(app, { players: TWO })
  const statuses = async (n: number, address: string, forwardedFor: string) => {
    const counts: Record<number, number> = {}
    for (let i = 0; i < n; i++) {
      const res = await app.inject({ method: 'GET', url: `/games/${g.id}`, remoteAddress: address, headers: { 'x-forwarded-for': forwardedFor } })
      counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1
    }
    return counts
  }
  t.same(await statuses(LIMIT + 5, '127.0.0.1', '198.51.100.4'), { 200: LIMIT, 429: 5 }, 'a client through the proxy has its own limit')
  t.same(await statuses(5, '127.0.0.1', '198.51.100.5'), { 200: 5 }, 'another client through the same proxy is unaffected')
  t.same(await statuses(LIMIT + 5, '203.0.113.9', '198.51.100.6'), { 200: LIMIT, 429: 5 }, 'an address that is no trusted proxy is counted as itself')
  t.same(await statuses(5, '203.0.113.10', '198.51.100.4'), { 200: 5 }, 'its X-Forwarded-For is not believed')
})

t.test('TRUST_PROXY', async (t) => {
  t.equal(loadConfig({}).trustProxy, false, 'unset: no proxy is trusted')
  t.equal(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy, 'loopback, 10.0.0.0/8,::1', 'names, CIDRs and addresses')
  for (const value of ['true', '10.0.0.0/33', 'fe80::/129', '10.0.0.1/8/8', 'nginx', '0.0.0.0/0', '::/0']) {
    t.throws(() => loadConfig({ TRUST_PROXY: value }), /TRUST_PROXY lists/, `"${value}" stops the server`)
  }
})

t.test('RATE_LIMIT_PER_MINUTE', async (t) => {
  t.same([loadConfig({}).rateLimitLoopback, loadConfig({ RATE_LIMIT_PER_MINUTE: '' }).rateLimitLoopback], [false, false], 'unset: loopback has no address limit')
  t.equal(loadConfig({ RATE_LIMIT_PER_MINUTE: '1200' }).rateLimitLoopback, true, 'set, even to the default: every address is limited')
  t.equal(loadConfig({}).rateLimitPerMinute, DEFAULT_RATE_LIMIT_PER_MINUTE, 'a default when unset')
  t.equal(loadConfig({ RATE_LIMIT_PER_MINUTE: '' }).rateLimitPerMinute, DEFAULT_RATE_LIMIT_PER_MINUTE, 'a default when empty')
  t.equal(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute, 0, '0 turns it off')
  t.equal(loadConfig({ RATE_LIMIT_PER_MINUTE: '600' }).rateLimitPerMinute, 600, 'a number')
  t.equal(loadConfig({ RATE_LIMIT_PER_MINUTE: '1000000' }).rateLimitPerMinute, 1_000_000, 'the largest')
  for (const value of ['-1', '1.5', 'ten', '1e3', '0x10', '1000001']) {
    t.throws(() => loadConfig({ RATE_LIMIT_PER_MINUTE: value }), /RATE_LIMIT_PER_MINUTE must be an integer from 0/, `"${value}" stops the server`)
  }
})
