// Fuzzes every operation of the committed OpenAPI document (read and dereferenced at run time, so
// that new routes are fuzzed too) with thousands of generated requests, valid and invalid, against
// real games: no response may be a 5xx; every error is an RFC 9457 problem with a documented
// status; every success has a documented status, content type and body shape. Afterwards every
// game still verifies and its log has no gaps. See test/support/http-fuzzer.ts.
//
// The app listens too: event streams (which may never end) are read over a real connection for a
// bounded time. It runs without workers: no clock moves a game behind the fuzzer's back, and no
// webhook is delivered to the URLs the fuzzer registers (webhookAllowPrivate accepts loopback ones).
//
// FUZZ_RUNS=<n> sets the number of generated requests (default 4000), FUZZ_SECONDS=<s> the time
// budget for sending them (default 40: a loaded machine sends fewer); FC_SEED=<n> replays a run's
// plans (printed at the start). Games whose deck the server shuffles are the one thing a seed does
// not replay; the fixtures below are seeded or stacked.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import fc from 'fast-check'
import t from 'tap'
import { getJson, testApp } from './helpers/app.js'
import { playGame } from './helpers/audit.js'
import { ok } from './helpers/http.js'
import { listen } from './helpers/live.js'
import { advancePlan, Fuzzer, JOIN_PATH, joinPlan, LEGAL_PATH, operationPlan, type Plan } from './support/http-fuzzer.js'
import { loadOperations } from './support/openapi-operations.js'
import { schemaArbitrary, UnsupportedSchema } from './support/schema-arbitrary.js'

const RUNS = Number(process.env.FUZZ_RUNS ?? 4000)
/** A time budget for the requests, so the file stays under a minute on a busy machine. */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 40)
/** Plans at most for each operation the sample got no 2xx from. */
const TOP_UP = 300
const SEED = process.env.FC_SEED === undefined ? (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) | 0 : Number(process.env.FC_SEED)

t.test('the fuzzer refuses what it cannot generate, loudly', async (t) => {
  for (const schema of [{ not: {} }, { type: 'string', format: 'ipv9' }, { type: 'integer', multipleOf: 3 }, { $ref: '#/components/schemas/Nope' }, { type: 'tuple' }]) {
    t.throws(() => schemaArbitrary(schema), UnsupportedSchema, `schema ${JSON.stringify(schema)} is refused`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-doc-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'openapi.json')
  writeFileSync(
    file,
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'x-key' } } },
      paths: {
        '/a/{id}': {
          get: { parameters: [{ in: 'cookie', name: 'c', schema: { type: 'string' } }], responses: { '200': { description: 'ok' } } },
          post: { security: [{ key: [] }], requestBody: { content: { 'text/csv': { schema: { type: 'string' } } } }, responses: { default: { description: 'any' } } },
        },
      },
    }),
  )
  const { operations, unsupported } = await loadOperations(pathToFileURL(file))
  t.equal(operations.length, 2, 'both operations are listed')
  for (const expected of [/GET \/a\/\{id\}: parameter c in cookie/, /GET \/a\/\{id\}: path parameter id undocumented/, /POST .*request body as text\/csv/, /POST .*response default/, /POST .*security scheme key/]) {
    t.ok(unsupported.some((u) => expected.test(u)), `reported: ${expected}`)
  }
})

t.test('HTTP fuzzing from the OpenAPI document', async (t) => {
  const { operations, unsupported } = await loadOperations(new URL('../openapi/openapi.json', import.meta.url))
  t.ok(operations.length > 0, `${operations.length} operations in openapi/openapi.json`)
  for (const what of unsupported) t.fail(`the fuzzer cannot generate requests for ${what}`)
  t.ok(operations.some((op) => op.path === LEGAL_PATH && op.method === 'GET'), `${LEGAL_PATH} (the legal-move oracle) is documented`)
  t.ok(operations.some((op) => op.path === JOIN_PATH && op.method === 'POST'), `${JOIN_PATH} (where the invitations go) is documented`)

  // One plan arbitrary per operation: a schema the generator does not understand fails loudly.
  const perOperation: fc.Arbitrary<Plan>[] = []
  operations.forEach((op, i) => {
    try {
      perOperation.push(operationPlan(op, i))
    } catch (error) {
      t.fail(`the fuzzer cannot generate requests for ${op.key}: ${(error as Error).message}`)
    }
  })
  if (perOperation.length !== operations.length) return

  const { app } = await testApp(t, undefined, { webhookAllowPrivate: true, workers: false })
  const fuzzer = new Fuzzer(app, operations, await listen(app))

  t.test('the generator makes valid values of every schema', async (t) => {
    let checked = 0
    for (const op of operations) {
      const schemas: [string, object][] = [...op.pathParams, ...op.queryParams, ...op.headerParams].map((p) => [`${op.key} ${p.in} ${p.name}`, p.schema])
      if (op.body !== undefined) schemas.push([`${op.key} body`, op.body.schema])
      for (const [what, schema] of schemas) {
        for (const value of fc.sample(schemaArbitrary(schema), { numRuns: 25, seed: SEED })) {
          const error = fuzzer.validate(schema, value)
          if (error !== null) t.fail(`${what}: generated ${JSON.stringify(value).slice(0, 200)} does not fit: ${error}`)
          checked++
        }
      }
    }
    t.ok(checked > 0, `${checked} generated values fit their schemas`)
  })

  t.test('fixtures: players, games, invitations', async (t) => {
    // Players (each with a webhook): their tokens go into Authorization headers, their ids into seats.
    const [ada, bo, cy] = [await fuzzer.addPlayer('Ada'), await fuzzer.addPlayer('Bo'), await fuzzer.addPlayer('Cy')]
    if (ada === undefined || bo === undefined || cy === undefined) return t.fail('the fixture players were refused')
    const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Fuzz ${i}`, ...(i === 1 ? { color: 'black' } : {}) }))
    // Active games (their creation bodies join the corpus: valid bases for mutated ones): seeded
    // shuffles (one a few turns in), a server shuffle, short stacked decks that the fuzzer
    // finishes, seats bound to players, a clock (a day a turn: it never runs out here).
    await fuzzer.createGame({ players: players(2), seed: 'fuzz-a' })
    const played = await playGame(app, { players: 5, farmers: false, seed: 'fuzz-b', turns: 3 })
    fuzzer.addGame({ id: played.id, tokens: played.tokens, players: [], fixture: true })
    await fuzzer.createGame({ players: players(4) })
    await fuzzer.createGame({ players: players(3), options: { farmers: false }, deck: ['E', 'U', 'V', 'K', 'D', 'B', 'L', 'J'] })
    await fuzzer.createGame({ players: players(2), deck: ['U', 'V', 'E', 'E'] })
    await fuzzer.createGame({ players: [{ player: ada.id }, { player: bo.id, name: 'Bo the bot' }, { name: 'Fuzz 2' }], seed: 'fuzz-c' })
    await fuzzer.createGame({ players: [{ name: 'Fuzz 0' }, { player: cy.id, color: 'yellow' }], options: { clock: { turnSeconds: 86400, maxTimeouts: 2 } }, seed: 'fuzz-d' })
    // Variants whose actions (redraw, reserve) only such games accept.
    await fuzzer.createGame({ players: players(2), options: { redraws: 3 }, seed: 'fuzz-g' })
    await fuzzer.createGame({ players: players(2), options: { draft: true }, seed: 'fuzz-h' })
    // Waiting games: their invitations start the supply that join plans use up (and renew).
    await fuzzer.createGame({ players: [{ player: bo.id }, { open: true }], seed: 'fuzz-e' })
    await fuzzer.createGame({ players: [{ open: true, color: 'green' }, { name: 'Fuzz 1' }, { open: true }], seed: 'fuzz-f' })
    // A finished game: a one-tile stacked deck. (A whole game takes ~20 s to play here.)
    const short = await fuzzer.createGame({ players: players(2), deck: ['E'] })
    if (short === undefined) return t.fail('the short game was refused')
    await ok(app, short.id, 'draw', short.tokens[0]!)
    await ok(app, short.id, 'place', short.tokens[0]!, { x: 0, y: -1, rotation: 180 })
    await ok(app, short.id, 'score', short.tokens[0]!)
    fuzzer.known.delete(short.id) // played past the fuzzer: read it again
    for (const g of fuzzer.pool) await fuzzer.refresh(g)
    t.same([...fuzzer.failures.keys()], [], 'every fixture was made')
    t.same(
      fuzzer.pool.map((g) => fuzzer.known.get(g.id)?.status),
      ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'waiting', 'waiting', 'finished'],
      'twelve games: nine active, two waiting, one finished',
    )
    t.equal(fuzzer.invites.length, 3, 'three invitations')
    t.same(fuzzer.players.map((p) => p.webhooks.length), [1, 1, 1], 'a webhook per player')
  })

  t.test(`${RUNS} generated requests`, async (t) => {
    t.comment(`seed ${SEED}: replay with FC_SEED=${SEED} FUZZ_RUNS=${RUNS}`)
    const plans = fc.sample(
      fc.oneof({ arbitrary: advancePlan, weight: 3 }, { arbitrary: joinPlan, weight: 1 }, { arbitrary: fc.oneof(...perOperation), weight: 7 }),
      { seed: SEED, numRuns: RUNS },
    )
    const started = Date.now()
    let done = 0
    for (const plan of plans) {
      if (Date.now() - started > SECONDS * 1000) break
      const sent = await fuzzer.resolve(plan)
      if (sent !== undefined) await fuzzer.send(sent)
      done++
      // Now and then re-read a game: its version must be the one the accepted writes left.
      if (done % 25 === 0) await fuzzer.refresh(fuzzer.pool[(done / 25) % fuzzer.pool.length])
    }
    // An operation that the sample got no 2xx from (a few rarely succeed: GET /players/me/games
    // answered 200 to 4 of 56 requests in one run) gets plans of its own, until one succeeds or
    // TOP_UP were sent: that it can succeed is what the check below asserts, not the sample's luck.
    const succeeded = (key: string) => [...fuzzer.statuses.get(key)!.keys()].some((s) => s >= 200 && s < 300)
    let toppedUp = 0
    for (const [i, op] of operations.entries()) {
      if (succeeded(op.key)) continue
      for (const plan of fc.sample(perOperation[i], { seed: SEED + i + 1, numRuns: TOP_UP })) {
        const sent = await fuzzer.resolve(plan)
        if (sent !== undefined) await fuzzer.send(sent)
        toppedUp++
        if (succeeded(op.key)) break
      }
    }
    const seconds = (Date.now() - started) / 1000
    if (toppedUp > 0) t.comment(`${toppedUp} more plans for operations the sample got no 2xx from`)
    if (done < plans.length) t.comment(`time budget of ${SECONDS} s (FUZZ_SECONDS) reached after ${done} of ${plans.length} plans`)
    t.comment(`${fuzzer.requests} fuzzed requests (+${fuzzer.oracleRequests} oracle reads, +${fuzzer.fixtureRequests} fixture writes) in ${seconds.toFixed(1)} s`)
    t.comment(`${fuzzer.advancePlans} planned as legal turn actions, ${fuzzer.joinPlans} as joins with a fresh invitation (${fuzzer.invites.filter((i) => i.used).length} of ${fuzzer.invites.length} invitations used)`)
    t.comment(`${fuzzer.acceptedTurnActions} turn actions accepted; ${fuzzer.finishedDuringFuzz} games finished during fuzzing; ${fuzzer.pool.length} games in all; ${fuzzer.players.length} players`)
    t.comment(`${fuzzer.streams.read} event streams answered 200 and read for a bounded time: ${fuzzer.streams.events} events, ${fuzzer.streams.ended} streams ended by the server`)
    const total = new Map<number, number>()
    for (const op of operations) {
      const counts = fuzzer.statuses.get(op.key)!
      for (const [status, n] of counts) total.set(status, (total.get(status) ?? 0) + n)
      const line = [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ')
      const n = [...counts.values()].reduce((a, b) => a + b, 0)
      t.comment(`${op.key.padEnd(40)} ${line}  (${n === 0 ? 0 : Math.round((fuzzer.millis.get(op.key) ?? 0) / n)} ms each)`)
      t.ok(succeeded(op.key), `${op.key}: reached a 2xx`)
    }
    t.comment(`all: ${[...total].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ')}`)
    t.equal(fuzzer.requests + fuzzer.idlePlans, done + toppedUp, `${fuzzer.requests} requests sent for ${done + toppedUp} plans (${fuzzer.idlePlans} found no active game to advance)`)
    t.ok(fuzzer.acceptedTurnActions >= done / 20, `games advanced: ${fuzzer.acceptedTurnActions} accepted turn actions`)
    const failures = [...fuzzer.failures.values()].sort((a, b) => a.signature.localeCompare(b.signature))
    for (const f of failures) t.fail(`${f.signature} (x${f.count}); smallest: ${f.example}`)
    t.equal(failures.length, 0, `every response kept the contract (seed ${SEED})`)
  })

  t.test('every game still verifies, with a gap-free log', async (t) => {
    let verified = 0
    for (const game of fuzzer.pool) {
      const state = await getJson(app, `/games/${game.id}`)
      const known = fuzzer.known.get(game.id)
      if (known !== undefined && known.version !== state.version) t.fail(`game ${game.id}: at version ${state.version}, but the accepted writes left it at ${known.version}`)
      const report = await getJson(app, `/games/${game.id}/verify`)
      if (report.ok !== true) t.fail(`game ${game.id}: verify fails: ${JSON.stringify(report.checks.filter((c: any) => !c.ok))}`)
      const { actions } = await getJson(app, `/games/${game.id}/actions`)
      const seqs = actions.map((a: { seq: number }) => a.seq)
      if (seqs.length !== state.version + 1 || seqs.some((seq: number, i: number) => seq !== i)) {
        t.fail(`game ${game.id}: log seqs ${seqs.slice(0, 10).join(',')}... are not 0..${state.version}`)
      }
      verified++
    }
    t.equal(verified, fuzzer.pool.length, `${verified} games verify ({ ok: true }) and their logs run 0..version`)
  })
})
