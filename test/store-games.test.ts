// Games, seats and the action log through the store: atomic creation (a taken idempotency key
// included), version-guarded appends (a stale or concurrent writer writes nothing), a gap-free log
// and a hash chain that recomputes.
import { randomUUID } from 'node:crypto'
import t, { type Test } from 'tap'
import { entryHash, GENESIS_HASH } from '../src/store/chain.js'
import { GameNotFoundError, VersionConflictError } from '../src/store/errors.js'
import { GameStore } from '../src/store/games.js'
import { IdempotencyKeyTakenError, type StoredResponse } from '../src/store/idempotency.js'
import { testDatabase } from './helpers/db.js'
import { draw, newGame } from './helpers/store-rows.js'

/** Recomputes every entry's hash from the stored rows; returns the last one. */
async function verifyChain(t: Test, store: GameStore, gameId: string): Promise<string> {
  let prev = GENESIS_HASH
  const entries = await store.listActions(gameId)
  entries.forEach((entry, i) => {
    t.equal(entry.seq, i, `entry ${i} has seq ${i}`)
    const { hash, at, ...rest } = entry
    prev = entryHash(prev, { ...rest, at: at.toISOString() })
    t.equal(hash, prev, `entry ${i}'s hash recomputes`)
  })
  return prev
}

t.test('games and their log', async (t) => {
  const { db } = await testDatabase(t)
  const store = new GameStore(db)

  t.test('createGame writes the game, its seats and entry 0', async (t) => {
    const input = newGame()
    const created = await store.createGame(input)
    t.match(created.game, { id: input.id, version: 0, status: 'active', deckSource: 'seed', seed: 'secret seed', finishedAt: null })
    t.strictSame(created.game.state, input.state)
    t.equal(created.game.createdAt.getTime(), created.entry.at.getTime())
    t.match(created.entry, { gameId: input.id, seq: 0, type: 'create', seat: null, rulesVersion: 'rules-1' })
    t.strictSame(created.entry.payload, input.entry.payload)
    const { hash, at, ...rest } = created.entry
    t.equal(hash, entryHash(GENESIS_HASH, { ...rest, at: at.toISOString() }), 'entry 0 chains from the genesis hash')
    t.equal(created.game.headHash, hash, 'headHash is the hash of entry 0')
    t.strictSame(await store.loadGame(input.id), created.game)
    t.strictSame(await store.loadSeats(input.id), input.seats.map((seat) => ({ ...seat, gameId: input.id })))
    t.equal(await store.loadGame(randomUUID()), null)
  })

  t.test('createGame is all or nothing', async (t) => {
    const input = newGame({
      seats: [
        { seat: 0, name: 'Ada', color: 'red', tokenHash: 'a'.repeat(64), inviteHash: null, playerId: null, bot: null },
        { seat: 1, name: 'Bo', color: 'red', tokenHash: 'b'.repeat(64), inviteHash: null, playerId: null, bot: null },
      ],
    })
    await t.rejects(store.createGame(input), 'two seats of one colour are refused')
    t.equal(await store.loadGame(input.id), null)
    t.equal(await store.countActions(input.id), 0)
  })

  t.test('createGame under an idempotency key already taken: IdempotencyKeyTakenError, and nothing written', async (t) => {
    const key: StoredResponse = { scope: 'address:create-test', key: randomUUID(), fingerprint: 'f'.repeat(64), status: 201, headers: {}, body: '{}' }
    const first = newGame()
    await store.createGame(first, () => key)
    const second = newGame()
    await t.rejects(store.createGame(second, () => key), IdempotencyKeyTakenError)
    t.equal(await store.loadGame(second.id), null)
    t.equal(await store.countActions(second.id), 0)
    t.equal(await store.countActions(first.id), 1, 'the first creation stands')
  })

  t.test('createGame with a script writes entries 1.. in its statement, chained; a refused entry writes nothing', async (t) => {
    const script = [
      { type: 'draw' as const, seat: 0, payload: { by: 'lesson' }, result: { events: [1] } },
      { type: 'place' as const, seat: 0, payload: { x: 0, y: -1, rotation: 180, by: 'lesson' }, result: { events: [2] } },
    ]
    const input = newGame({ script, lesson: '01-place-a-tile-and-a-meeple' })
    const created = await store.createGame(input)
    t.match(created.entry, { seq: 2, type: 'place', seat: 0 }, 'the answer names the last entry')
    t.match(created.game, { version: 2, headHash: created.entry.hash, lesson: '01-place-a-tile-and-a-meeple' })
    t.strictSame(await store.loadGame(input.id), created.game)
    t.same((await store.listActions(input.id)).map((e) => [e.seq, e.type, e.payload]), [[0, 'create', input.entry.payload], [1, 'draw', { by: 'lesson' }], [2, 'place', script[1].payload]])
    t.equal(await verifyChain(t, store, input.id), created.entry.hash)
    t.equal((await store.loadGame((await store.createGame(newGame())).game.id))?.lesson, null, 'other games have no lesson')

    const broken = newGame({ script: [script[0], { ...script[1], type: 'teleport' as never }] })
    await t.rejects(store.createGame(broken), 'an entry the database refuses (its type check)')
    t.equal(await store.loadGame(broken.id), null, 'no game')
    t.equal(await store.countActions(broken.id), 0, 'no entry, not even the first ones')
    t.same(await store.loadSeats(broken.id), [], 'no seat')
  })

  t.test('appendAction moves the game one version on and chains the entry', async (t) => {
    const { game } = await store.createGame(newGame())
    const entry = await store.appendAction(game, draw(1))
    t.match(entry, { gameId: game.id, seq: 1, type: 'draw', seat: 1 })
    const loaded = await store.loadGame(game.id)
    t.match(loaded, { version: 1, status: 'active', headHash: entry.hash, finishedAt: null })
    t.strictSame(loaded?.state, draw(1).state)
    t.equal(loaded?.updatedAt.getTime(), entry.at.getTime())
    t.equal(await verifyChain(t, store, game.id), entry.hash)

    const last = await store.appendAction((await store.loadGame(game.id))!, draw(2, { type: 'score', status: 'finished', finished: true }))
    t.match(await store.loadGame(game.id), { version: 2, status: 'finished', finishedAt: last.at })
  })

  t.test('appendActions writes consecutive entries in one statement, chained, at one time; a stale head writes none of them', async (t) => {
    const { game } = await store.createGame(newGame())
    const entries = await store.appendActions(game, [draw(1), draw(2, { type: 'place' }), draw(3, { type: 'score' })])
    t.same(entries.map((e) => [e.seq, e.type, e.seat]), [[1, 'draw', 1], [2, 'place', 0], [3, 'score', 1]])
    t.equal(new Set(entries.map((e) => e.at.getTime())).size, 1, 'one time')
    const loaded = await store.loadGame(game.id)
    t.match(loaded, { version: 3, headHash: entries[2].hash, updatedAt: entries[2].at })
    t.strictSame(loaded?.state, draw(3).state, 'the game takes the last entry\'s state')
    t.equal(await verifyChain(t, store, game.id), entries[2].hash)
    t.strictSame(await store.listActions(game.id, { after: 0 }), entries, 'stored as returned')

    const stale = await store.appendActions(game, [draw(4), draw(5)]).catch((e: unknown) => e)
    t.match(stale, { constructor: VersionConflictError, expectedVersion: 0, actualVersion: 3 })
    const refused = await store.appendActions(loaded!, [draw(4), draw(5, { type: 'nonsense' as 'draw' })]).catch((e: unknown) => e)
    t.ok(refused instanceof Error && !(refused instanceof VersionConflictError), 'an entry the database refuses (its type) fails the statement')
    t.equal(await store.countActions(game.id), 4, 'neither wrote an entry')
    t.strictSame(await store.loadGame(game.id), loaded, 'nor moved the game')
  })

  t.test('a stale or unknown version writes nothing', async (t) => {
    const { game } = await store.createGame(newGame())
    await store.appendAction(game, draw(1))
    const before = (await store.loadGame(game.id))!
    for (const expected of [0, 2, 7]) {
      const error = await store.appendAction({ ...before, version: expected }, draw(9)).catch((e: unknown) => e)
      t.type(error, VersionConflictError)
      t.match(error, { code: 'VERSION_CONFLICT', gameId: game.id, expectedVersion: expected, actualVersion: 1 })
    }
    const forked = await store.appendAction({ ...before, headHash: game.headHash }, draw(9)).catch((e: unknown) => e)
    t.type(forked, VersionConflictError, 'the right version with another head hash writes nothing either')
    t.strictSame(await store.loadGame(game.id), before, 'the game row is unchanged')
    t.equal(await store.countActions(game.id), 2, 'no entry was added')
    await t.rejects(store.appendAction({ ...game, id: randomUUID() }, draw(1)), GameNotFoundError)
  })

  t.test('20 concurrent appends on one version: exactly one wins, each round', async (t) => {
    const { game } = await store.createGame(newGame())
    for (let version = 0; version < 5; version++) {
      const head = (await store.loadGame(game.id))!
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.appendAction(head, draw(i))),
      )
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      t.equal(won.length, 1, `round ${version}: one append succeeds`)
      t.ok(lost.every((r) => r.reason instanceof VersionConflictError), `round ${version}: the others conflict`)
    }
    const entries = await store.listActions(game.id)
    t.strictSame(entries.map((e) => e.seq), [0, 1, 2, 3, 4, 5], 'seqs have no gap and no duplicate')
    const head = await verifyChain(t, store, game.id)
    t.match(await store.loadGame(game.id), { version: 5, headHash: head })
  })

  t.test('listActions pages in seq order; countActions counts', async (t) => {
    const { game } = await store.createGame(newGame())
    for (let v = 0; v < 6; v++) await store.appendAction((await store.loadGame(game.id))!, draw(v))
    t.equal(await store.countActions(game.id), 7)
    t.strictSame((await store.listActions(game.id)).map((e) => e.seq), [0, 1, 2, 3, 4, 5, 6])
    t.strictSame((await store.listActions(game.id, { after: 2, limit: 3 })).map((e) => e.seq), [3, 4, 5])
    t.strictSame((await store.listActions(game.id, { after: 5 })).map((e) => e.seq), [6])
    t.strictSame((await store.listActions(game.id, { limit: 2 })).map((e) => e.seq), [0, 1])
    t.strictSame(await store.listActions(randomUUID()), [])
  })
})

t.test('listGames', async (t) => {
  const { db } = await testDatabase(t)
  const store = new GameStore(db)
  const ids: string[] = []
  for (let i = 0; i < 5; i++) {
    const { game } = await store.createGame(newGame())
    ids.push(game.id)
    await new Promise((resolve) => setTimeout(resolve, 2)) // distinct createdAt
  }
  await store.appendAction((await store.loadGame(ids[1]))!, draw(1, { type: 'score', status: 'finished', finished: true }))
  const newestFirst = [...ids].reverse()

  const all = await store.listGames({ limit: 10 })
  t.equal(all.total, 5)
  t.strictSame(all.games.map((g) => g.id), newestFirst, 'newest first')
  t.strictSame(all.games[0].players, [
    { seat: 0, name: 'Ada', color: 'red' },
    { seat: 1, name: 'Bo', color: 'blue' },
  ])
  t.match(all.games.find((g) => g.id === ids[1]), { status: 'finished', version: 1, finishedAt: Date })

  const page = await store.listGames({ limit: 2, offset: 2 })
  t.equal(page.total, 5)
  t.strictSame(page.games.map((g) => g.id), newestFirst.slice(2, 4))

  const active = await store.listGames({ status: 'active', limit: 10 })
  t.equal(active.total, 4)
  t.strictSame(active.games.map((g) => g.id), newestFirst.filter((id) => id !== ids[1]))
  t.strictSame((await store.listGames({ status: 'finished', limit: 10 })).games.map((g) => g.id), [ids[1]])
})
