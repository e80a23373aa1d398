// Every SQL statement the service sends is keyed by one game (so that, with the tables distributed by
// game id as SCALING.md shows, it runs on one shard), keyed by one player or one idempotency key
// (tables of their own distribution), or is one of the listings that SCALING.md names as fanning
// out. The statements are captured from the service's own connections while a scenario exercises
// every route and both background workers; a statement that no rule below names fails the test,
// and so does a rule that the scenario never used (the list must stay the truth). The embedded
// database's own checkpoints and vacuums (src/store/embedded-upkeep.ts) are upkeep, not a connection's
// statements, and exist only where there is nothing to distribute.
import t, { type Test } from 'tap'
import { GameStore } from '../src/store/games.js'
import { IdempotencyStore } from '../src/store/idempotency.js'
import { testApp } from './helpers/app.js'
import { listen } from './helpers/live.js'
import { draw, newGame } from './helpers/store-rows.js'
import { newPlayer, newWebhook, receiver, until } from './helpers/webhooks.js'
import { STATEMENT_RULES, classify, statementReader, type StatementRule } from './support/statements.js'

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** The scenario, with plain appends batched (up to `batchSize` games per statement) or each by itself (1, as on Citus). */
async function scenario(t: Test, batchSize: number): Promise<void> {
  const statements = new Set<string>()
  let observing = true // off while the test itself tampers (on the embedded database the owner is the service's connection)
  const readStatement = statementReader()
  const onStatement = (sql: string) => {
    const statement = readStatement(sql)
    if (observing && statement !== undefined) statements.add(statement)
  }
  const { app, db, owner } = await testApp(t, undefined, { webhookAllowPrivate: true }, onStatement, { appendBatch: { maxSize: batchSize } })
  const base = await listen(app)
  const hooks = await receiver(t)
  const ada = await newPlayer(app, 'Ada')
  await newWebhook(app, ada, hooks.url)
  const bo = await newPlayer(app, 'Bo')
  // Registrations with an Idempotency-Key store their answer with what they registered.
  const keyed = { 'idempotency-key': 'register-1' }
  const cy = (await app.inject({ method: 'POST', url: '/players', headers: keyed, payload: { name: 'Cy' } })).json()
  const cyHook = { url: `${hooks.url}/cy`, events: ['game-finished'] }
  t.equal((await app.inject({ method: 'POST', url: '/players/me/webhooks', headers: { ...keyed, ...auth(cy.token) }, payload: cyHook })).statusCode, 201)

  // A game with Ada's seat and an open seat; Bo joins by invitation.
  const created = await app.inject({
    method: 'POST',
    url: '/games',
    headers: { 'idempotency-key': 'create-1' },
    payload: { players: [{ player: ada.id }, { open: true }], seed: 'statements' },
  })
  t.equal(created.statusCode, 201)
  const id = created.json().game.id
  const adaSeat = created.json().seats[0].token
  const joined = await app.inject({ method: 'POST', url: `/games/${id}/join`, headers: auth(bo.token), payload: { invite: created.json().seats[1].invite } })
  t.equal(joined.statusCode, 200)

  // A turn of Ada's, with an idempotent retry, a conditional write and every read of the game.
  const drawn = await app.inject({ method: 'POST', url: `/games/${id}/draw`, headers: { ...auth(adaSeat), 'idempotency-key': 'draw-1' } })
  t.equal(drawn.statusCode, 200)
  t.equal((await app.inject({ method: 'POST', url: `/games/${id}/draw`, headers: { ...auth(adaSeat), 'idempotency-key': 'draw-1' } })).headers['idempotent-replayed'], 'true')
  const legal = (await app.inject({ method: 'GET', url: `/games/${id}/legal` })).json()
  const placed = await app.inject({ method: 'POST', url: `/games/${id}/place`, headers: { ...auth(adaSeat), 'if-match': drawn.headers.etag as string }, payload: legal.placements[0] })
  t.equal(placed.statusCode, 200)
  for (const url of [`/games/${id}`, `/games/${id}/legal`, `/games/${id}/actions`, `/games/${id}/actions?after=1&limit=2`, `/games/${id}/actions/2/state`, `/games/${id}/export`, `/games/${id}/verify`, '/games', '/games?status=active&limit=5&offset=1', '/keys', '/tiles', '/health', '/health/ready']) {
    t.equal((await app.inject({ method: 'GET', url })).statusCode, 200, `GET ${url}`)
  }
  t.equal((await app.inject({ method: 'GET', url: `/games/${id}/legal`, headers: { 'if-none-match': placed.headers.etag as string } })).statusCode, 304)
  const exported = (await app.inject({ method: 'GET', url: `/games/${id}/export` })).json()
  t.equal((await app.inject({ method: 'POST', url: '/verify', headers: { 'idempotency-key': 'verify-1' }, payload: exported })).statusCode, 200)

  // An expired Idempotency-Key is removed when it is used again; the hourly purge removes the rest.
  observing = false
  await owner.prisma.$executeRawUnsafe(`UPDATE idempotency_keys SET created_at = now() - interval '2 days' WHERE key = 'verify-1'`)
  observing = true
  t.equal((await app.inject({ method: 'POST', url: '/verify', headers: { 'idempotency-key': 'verify-1' }, payload: exported })).headers['idempotent-replayed'], undefined)
  t.equal(await new IdempotencyStore(db.prisma).purgeExpired(), 0)

  // The player's side: profile, games, events (long poll and stream), webhooks and their log.
  for (const url of ['/players/me', '/players/me/games', '/players/me/games?turn=mine', '/players/me/webhooks']) {
    t.equal((await app.inject({ method: 'GET', url, headers: auth(ada.token) })).statusCode, 200, `GET ${url}`)
  }
  const stream = new AbortController()
  const events = await fetch(`${base}/players/me/events`, { headers: auth(ada.token), signal: stream.signal })
  t.equal(events.status, 200)
  const gameStream = new AbortController()
  const gameEvents = await fetch(`${base}/games/${id}/events`, { headers: { 'last-event-id': '0' }, signal: gameStream.signal })
  t.equal(gameEvents.status, 200)
  const polled = await fetch(`${base}/games/${id}/actions?after=100&wait=1`)
  t.equal(polled.status, 200)
  await polled.arrayBuffer()

  // A clocked game: the clock finishes Ada's turn and resigns her seat (maxTimeouts 1), which
  // ends it; the webhook worker delivers what she was told.
  const clocked = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ player: ada.id }, { name: 'Cy' }], options: { clock: { turnSeconds: 1, maxTimeouts: 1 } } } })
  t.equal(clocked.statusCode, 201)
  await until(async () => (await app.inject({ method: 'GET', url: `/games/${clocked.json().game.id}` })).json().status === 'finished', 10_000, 'the clock to end the game')
  await hooks.waitFor(3)
  const [webhook] = (await app.inject({ method: 'GET', url: '/players/me/webhooks', headers: auth(ada.token) })).json().webhooks
  await until(async () => (await app.inject({ method: 'GET', url: `/players/me/webhooks/${webhook.id}/deliveries`, headers: auth(ada.token) })).json().deliveries.length >= 3, 10_000, 'deliveries logged')
  t.equal((await app.inject({ method: 'DELETE', url: `/players/me/webhooks/${webhook.id}`, headers: auth(ada.token) })).statusCode, 204)

  // A bot seat's game: the bots' worker claims it, plays its one tile and gives the claim back.
  const botGame = (await app.inject({ method: 'POST', url: '/games', payload: { players: [{ bot: 'random' }, { name: 'Di' }], deck: ['E'] } })).json()
  await until(async () => (await app.inject({ method: 'GET', url: `/games/${botGame.game.id}` })).json().status === 'finished', 10_000, 'the bot to end its game')
  // A game queued by hand at a person's turn: the bots' worker claims it and takes it out of the queue.
  const queuedByHand = (await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'Ed' }, { bot: 'random' }] } })).json().game.id
  observing = false
  await owner.prisma.$executeRawUnsafe('UPDATE games SET bot_turn_at = now() WHERE id = $1', queuedByHand)
  observing = true
  await until(async () => [...statements].some((sql) => sql.startsWith('UPDATE games SET bot_turn_at = NULL')), 10_000, 'the worker to take it out of the queue')

  // Appends to three games at once: the first alone, the other two in one statement (group commit),
  // or each alone with APPEND_BATCH_SIZE=1.
  const store = new GameStore(db)
  const heads = await Promise.all([1, 2, 3].map(async () => (await store.createGame(newGame())).game))
  t.same((await Promise.all(heads.map((head) => store.appendAction(head, draw(1))))).map((entry) => entry.seq), [1, 1, 1])

  // Another game ended by a resignation in turn order.
  const second = (await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'A' }, { name: 'B' }] } })).json()
  t.equal((await app.inject({ method: 'POST', url: `/games/${second.game.id}/resign`, headers: auth(second.seats[1].token) })).statusCode, 200)
  stream.abort()
  gameStream.abort()

  if (process.env.PRINT_STATEMENTS) console.error(JSON.stringify([...statements], null, 1))
  const unnamed = [...statements].filter((sql) => classify(sql).length !== 1)
  t.same(unnamed, [], 'every statement matches exactly one rule')
  const used = new Set<StatementRule>([...statements].flatMap(classify))
  // The embedded database knows the head of every game its one process wrote or read whole
  // (store/known-heads.ts): it reads one only for a copy whose head it forgot (after a refused or
  // failed append, or an eviction), which the scenario does not bring about; test/store-known-heads does.
  const unread = db.kind === 'pglite' ? ["load a game's head"] : []
  // Only PostgreSQL's group commit has connections of its own, opened once at start.
  if (db.kind === 'pglite' || batchSize === 1) unread.push('the database answers (a batch connection opened at start)')
  const groupCommit = STATEMENT_RULES.filter((rule) => rule.key === 'games').map((rule) => rule.name)
  if (batchSize === 1) {
    unread.push(...groupCommit)
    t.same([...statements].filter((sql) => classify(sql).some((rule) => rule.key === 'games')), [], 'with APPEND_BATCH_SIZE=1 no statement spans games')
  }
  t.same(
    STATEMENT_RULES.filter((rule) => !used.has(rule) && !unread.includes(rule.name)).map((rule) => rule.name),
    [],
    'every rule names a statement the scenario sent',
  )
  for (const sql of statements) {
    const [rule] = classify(sql)
    if (rule?.key === 'game' || rule?.key === 'games') t.match(sql, rule.gameKey, `${rule.name}: keyed by the game id`)
  }
  t.ok(statements.size >= STATEMENT_RULES.length - unread.length, `${statements.size} distinct statements`)
}

for (const batchSize of [64, 1]) {
  t.test(`every statement of a scenario that uses every route is keyed by its game (or games), a player or a key, or is a named fan-out (APPEND_BATCH_SIZE=${batchSize})`, (t) =>
    scenario(t, batchSize),
  )
}
