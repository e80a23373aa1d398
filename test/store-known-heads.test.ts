// The embedded database's game heads (store/known-heads.ts): a game this process wrote, or read
// once, is checked without a statement; after a restart its head is read once; a failed or
// refused append makes it read again. PostgreSQL with another process on it keeps no heads (alone
// on it, a process is its sole writer and keeps them: store-writer-lease).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { openDatabase } from '../src/store/database.js'
import { VersionConflictError } from '../src/store/errors.js'
import { GameStore } from '../src/store/games.js'
import { IdempotencyKeyTakenError, type StoredResponse } from '../src/store/idempotency.js'
import { KNOWN_HEADS_CAPACITY, KnownHeads } from '../src/store/known-heads.js'
import { testDatabase } from './helpers/db.js'
import { draw, newGame } from './helpers/store-rows.js'
import { headReads } from './support/statements.js'

const KEY: StoredResponse = { scope: 'address:test', key: 'k1', fingerprint: 'f'.repeat(64), status: 200, headers: {}, body: '{}' }

t.test('KnownHeads keeps the latest head of each game', async (t) => {
  const heads = new KnownHeads()
  heads.remember('g', { version: 2, headHash: 'b' })
  heads.remember('g', { version: 1, headHash: 'a' })
  t.same(heads.get('g'), { version: 2, headHash: 'b' }, 'a read that ends after an append does not put an older head back')
  heads.remember('g', { version: 3, headHash: 'c' })
  t.same(heads.get('g'), { version: 3, headHash: 'c' })
  const started = heads.readStarted()
  heads.forget('g')
  t.equal(heads.get('g'), undefined)
  heads.rememberRead('g', { version: 2, headHash: 'b' }, started)
  t.equal(heads.get('g'), undefined, 'a read that started before a head was forgotten remembers nothing')
  heads.rememberRead('g', { version: 3, headHash: 'c' }, heads.readStarted())
  t.same(heads.get('g'), { version: 3, headHash: 'c' })
})

t.test('a head evicted while a read of its game runs is not put back older by that read', async (t) => {
  const heads = new KnownHeads()
  const started = heads.readStarted()
  heads.remember('g', { version: 6, headHash: 'f' }) // this process's append, after the read's statement found version 5
  for (let i = 0; i < KNOWN_HEADS_CAPACITY; i++) heads.remember(`other-${i}`, { version: 1, headHash: 'a' })
  t.equal(heads.get('g'), undefined, 'evicted')
  heads.rememberRead('g', { version: 5, headHash: 'e' }, started)
  t.equal(heads.get('g'), undefined, 'the read remembers nothing: the game is read again')
  heads.rememberRead('g', { version: 6, headHash: 'f' }, heads.readStarted())
  t.same(heads.get('g'), { version: 6, headHash: 'f' }, 'a read that started after the eviction remembers its head')
})

t.test('on the embedded database a head is read once per process, and again after a failed or refused append', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'carc-heads-'))
  t.teardown(() => rmSync(folder, { recursive: true, force: true }))
  const reads = headReads()
  const created = newGame()
  const id = created.id

  const first = await openDatabase({ dataDir: folder, onStatement: reads.onStatement })
  t.not(first.writer.heads(), null)
  const store = new GameStore(first)
  const { game } = await store.createGame(created)
  t.same(await store.loadHead(id), { version: 0, headHash: game.headHash }, 'created: known')
  const entry = await store.appendAction(game, draw(1), () => KEY)
  t.same(await store.loadHead(id), { version: 1, headHash: entry.hash }, 'appended: known')
  t.equal(reads.count, 0, 'no statement for a game this process wrote')

  await t.rejects(store.appendAction(game, draw(1)), VersionConflictError, 'an append on a stale copy is still refused by the version guard')
  t.same(await store.loadHead(id), { version: 1, headHash: entry.hash })
  t.equal(reads.count, 1, 'read again after the refusal')

  const after = { ...game, version: 1, headHash: entry.hash }
  await t.rejects(store.appendAction(after, draw(2), () => KEY), IdempotencyKeyTakenError, 'a failed statement (the key is taken)')
  t.same(await store.loadHead(id), { version: 1, headHash: entry.hash }, 'nothing was written')
  t.equal(reads.count, 2, 'read again after the failure')
  t.same(await store.loadHead(id), { version: 1, headHash: entry.hash })
  t.equal(await store.loadHead(randomUUID()), null, 'an unknown game is read, and is not found')
  t.equal(reads.count, 3, 'then known again; the unknown game was read')
  const { game: second } = await store.createGame(newGame())
  await first.close()

  const reopened = await openDatabase({ dataDir: folder, onStatement: reads.onStatement })
  t.teardown(() => reopened.close())
  const restarted = new GameStore(reopened)
  t.same(await restarted.loadHead(id), { version: 1, headHash: entry.hash }, 'after a restart: read')
  t.same(await restarted.loadHead(id), { version: 1, headHash: entry.hash }, 'then known')
  t.equal(reads.count, 4)
  t.equal((await restarted.loadGame(second.id))?.headHash, second.headHash)
  t.same(await restarted.loadHead(second.id), { version: 0, headHash: second.headHash }, 'a game read whole is known too')
  t.equal(reads.count, 4)
  const { game: third } = await new GameStore(reopened).createGame(newGame())
  t.same(await restarted.loadHead(third.id), { version: 0, headHash: third.headHash }, 'every store on the database knows what any of them wrote')
  t.equal(reads.count, 4)
})

t.test('PostgreSQL with another process on it keeps no heads and reads each one', { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL' }, async (t) => {
  const reads = headReads()
  const { db } = await testDatabase(t, reads.onStatement)
  t.equal(db.writer.heads(), null, 'the owner’s connection is another process on the database')
  const store = new GameStore(db)
  const { game } = await store.createGame(newGame())
  const entry = await store.appendAction(game, draw(1))
  t.same(await store.loadHead(game.id), { version: 1, headHash: entry.hash })
  t.same(await store.loadHead(game.id), { version: 1, headHash: entry.hash })
  t.equal(reads.count, 2, 'every check is a statement')
})
