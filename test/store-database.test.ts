// openDatabase: the embedded PGlite keeps its data in its folder across restarts, and migrates
// only once; with a URL the store runs on PostgreSQL.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { openDatabase } from '../src/store/database.js'
import { GameStore } from '../src/store/games.js'
import { testDatabase } from './helpers/db.js'

t.test('PGlite in a folder persists across a restart', async (t) => {
  const parent = mkdtempSync(join(tmpdir(), 'carc-'))
  t.teardown(() => rmSync(parent, { recursive: true, force: true }))
  const dataDir = join(parent, 'nested', 'data')
  const logged: object[] = []
  const log = { info: (obj: object) => void logged.push(obj) }

  const first = await openDatabase({ dataDir, log })
  t.equal(first.kind, 'pglite')
  t.ok(existsSync(dataDir), 'the folder is created')
  await first.ping()
  const id = randomUUID()
  await new GameStore(first).createGame({
    id,
    options: {},
    state: { kept: true },
    status: 'active',
    deckSource: 'server',
    seed: 's',
    deckCommitment: null,
    rulesVersion: 'r1',
    seats: [{ seat: 0, name: 'Ada', color: 'red', tokenHash: 'a'.repeat(64) }],
    entry: { payload: {}, result: {} },
  })
  await first.close()

  const second = await openDatabase({ dataDir, log })
  t.teardown(() => second.close())
  t.match(await new GameStore(second).loadGame(id), { id, state: { kept: true } })
  t.equal(logged.length, 1, 'migrations were applied on the first open only')
})

t.test('the test database is of the configured kind and answers', async (t) => {
  const { db, url } = await testDatabase(t)
  t.equal(db.kind, process.env.DATABASE_URL ? 'postgres' : 'pglite')
  t.equal(url === undefined, !process.env.DATABASE_URL)
  await db.ping()
})
