// The embedded database's game heads (store/known-heads.ts): a game this process wrote, or read
// once, is checked without a statement; after a restart its head is read once. PostgreSQL, which
// other processes write, keeps no heads.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { openDatabase } from '../src/store/database.js'
import { VersionConflictError } from '../src/store/errors.js'
import { GameStore, type NewAction, type NewGame } from '../src/store/games.js'
import { KnownHeads } from '../src/store/known-heads.js'
import { testDatabase } from './helpers/db.js'

const HEAD_STATEMENT = /^SELECT version, head_hash AS "headHash" FROM games WHERE id = \$1$/

function newGame(id: string): NewGame {
  return {
    id,
    options: {},
    state: { at: 0 },
    status: 'active',
    deckSource: 'server',
    seed: 's',
    deckCommitment: null,
    rulesVersion: 'r1',
    seats: [{ seat: 0, name: 'Ada', color: 'red', tokenHash: 'a'.repeat(64), inviteHash: null, playerId: null, bot: null }],
    entry: { payload: {}, result: {} },
  }
}

const DRAW: NewAction = { type: 'draw', seat: 0, payload: {}, result: {}, rulesVersion: 'r1', state: { at: 1 }, status: 'active' }

t.test('KnownHeads keeps the latest head of each game', async (t) => {
  const heads = new KnownHeads()
  heads.remember('g', { version: 2, headHash: 'b' })
  heads.remember('g', { version: 1, headHash: 'a' })
  t.same(heads.get('g'), { version: 2, headHash: 'b' }, 'a read that ends after an append does not put an older head back')
  heads.remember('g', { version: 3, headHash: 'c' })
  t.same(heads.get('g'), { version: 3, headHash: 'c' })
  heads.forget('g')
  t.equal(heads.get('g'), undefined)
})

t.test('on the embedded database a head is read once per process, and appends keep it', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'carc-heads-'))
  t.teardown(() => rmSync(folder, { recursive: true, force: true }))
  let headReads = 0
  const onStatement = (sql: string) => {
    if (HEAD_STATEMENT.test(sql.replace(/\s+/g, ' ').trim())) headReads++
  }
  const id = randomUUID()

  const first = await openDatabase({ dataDir: folder, onStatement })
  t.not(first.heads, null)
  const store = new GameStore(first)
  const { game } = await store.createGame(newGame(id))
  t.same(await store.loadHead(id), { version: 0, headHash: game.headHash }, 'created: known')
  const entry = await store.appendAction(game, DRAW)
  t.same(await store.loadHead(id), { version: 1, headHash: entry.hash }, 'appended: known')
  await t.rejects(store.appendAction(game, DRAW), VersionConflictError, 'an append on a stale copy is still refused by the version guard')
  t.same(await store.loadHead(id), { version: 1, headHash: entry.hash })
  t.equal(await store.loadHead(randomUUID()), null, 'an unknown game is read, and is not found')
  t.equal(headReads, 1, 'only the unknown game was read')
  await first.close()

  const second = await openDatabase({ dataDir: folder, onStatement })
  t.teardown(() => second.close())
  const restarted = new GameStore(second)
  t.same(await restarted.loadHead(id), { version: 1, headHash: entry.hash }, 'after a restart: read')
  t.same(await restarted.loadHead(id), { version: 1, headHash: entry.hash }, 'then known')
  t.equal(headReads, 2, 'one more read, for the first check after the restart')
})

t.test('PostgreSQL, which other processes write, reads every head', { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL' }, async (t) => {
  const { db } = await testDatabase(t)
  t.equal(db.heads, null)
  const store = new GameStore(db)
  const id = randomUUID()
  const { game } = await store.createGame(newGame(id))
  const other = new GameStore(db)
  const entry = await other.appendAction(game, DRAW)
  t.same(await store.loadHead(id), { version: 1, headHash: entry.hash }, "another writer's append is seen")
})
