// npm run verify (scripts/verify.ts) against a real database: PostgreSQL with DATABASE_URL, else an
// embedded PGlite data dir (which only one process may open at a time: the test closes it first).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { buildApp } from '../src/app.js'
import { openDatabase, type Database } from '../src/store/database.js'
import { testApp } from './helpers/app.js'
import { forgeLog, playGame } from './helpers/audit.js'
import { runVerify as verify } from './helpers/server.js'

type Session = <T>(work: (app: FastifyInstance, db: Database) => Promise<T>) => Promise<T>

/** Where the CLI finds the database, and a way to work on it in between runs. */
async function database(t: Test): Promise<{ env: Record<string, string>; kind: string; session: Session }> {
  if (process.env.DATABASE_URL) {
    // The CLI reads as the service's role; forging takes the owner.
    const { app, owner, url } = await testApp(t)
    return { env: { DATABASE_URL: url! }, kind: 'postgres', session: (work) => work(app, owner) }
  }
  const dir = mkdtempSync(join(tmpdir(), 'carc-verify-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const session: Session = async (work) => {
    const db = await openDatabase({ dataDir: dir })
    const app = await buildApp({ database: db })
    try {
      return await work(app, db)
    } finally {
      await app.close()
      await db.close()
    }
  }
  return { env: { DATA_DIR: dir }, kind: 'pglite', session }
}

t.test('npm run verify', async (t) => {
  const { env, kind, session } = await database(t)
  const ids = await session(async (app) => [
    (await playGame(app, { players: 2, deck: ['E', 'U', 'V'] })).id,
    (await playGame(app, { players: 3, turns: 4 })).id,
    (await playGame(app, { players: 4, seed: 'cli', turns: 2 })).id,
  ])

  t.test('every game verifies', async (t) => {
    const run = await verify(env)
    t.equal(run.code, 0, run.stderr)
    for (const id of ids) t.match(run.stdout, `ok ${id}\n`, 'a plain line per game when stdout is not a terminal')
    t.match(run.stdout, `checked 3 games (${kind}): 3 verified, 0 failed\n`)
  })

  t.test('--game verifies one game', async (t) => {
    const run = await verify(env, '--game', ids[1])
    t.equal(run.code, 0, run.stderr)
    t.equal(run.stdout, `ok ${ids[1]}\nchecked 1 games (${kind}): 1 verified, 0 failed\n`)
  })

  t.test('a forged entry fails the run, naming the game and the seq', async (t) => {
    await session((_app, db) => forgeLog(db, `UPDATE action_log SET payload = '{"x":50,"y":50,"rotation":0}' WHERE game_id = '${ids[1]}' AND seq = 2`))
    const run = await verify(env)
    t.equal(run.code, 1)
    t.match(run.stdout, `FAIL ${ids[1]}\n`)
    t.match(run.stdout, `checked 3 games (${kind}): 2 verified, 1 failed\n`)
    t.match(run.stdout, `FAIL ${ids[1]} chain at seq 2: the entry does not match its hash`)
    t.match(run.stdout, `FAIL ${ids[1]} replay at seq 2: the engine rejects the place: ILLEGAL_PLACEMENT`)
  })

  t.test('an unknown game or option', async (t) => {
    const unknown = await verify(env, '--game', 'no-such-game')
    t.equal(unknown.code, 1)
    t.match(unknown.stdout, 'FAIL no-such-game: no such game')
    const usage = await verify(env, '--everything')
    t.equal(usage.code, 2)
    t.match(usage.stderr, 'usage: npm run verify')
  })
})
