// The database itself refuses to change or remove entries of the action log: its triggers stop even
// the owner of the table (test/store-roles.test.ts shows that the service's own role may not even
// try, nor turn the triggers off).
import { randomUUID } from 'node:crypto'
import t from 'tap'
import { GameStore } from '../src/store/games.js'
import { testDatabase } from './helpers/db.js'

t.test('the action log is append-only in the database', async (t) => {
  const { db, owner } = await testDatabase(t)
  const store = new GameStore(db)
  const gameId = randomUUID()
  await store.createGame({
    id: gameId,
    options: { farmers: true },
    state: { turn: 0 },
    status: 'active',
    deckSource: 'seed',
    seed: 'seed',
    deckCommitment: null,
    rulesVersion: 'test',
    seats: [
      { seat: 0, name: 'Ada', color: 'red', tokenHash: 'a'.repeat(64), inviteHash: null, playerId: null, bot: null },
      { seat: 1, name: 'Bo', color: 'blue', tokenHash: 'b'.repeat(64), inviteHash: null, playerId: null, bot: null },
    ],
    entry: { payload: { players: 2 }, result: {} },
  })
  await store.appendAction((await store.loadGame(gameId))!, {
    type: 'draw',
    seat: 0,
    payload: {},
    result: { tile: 'E' },
    rulesVersion: 'test',
    state: { turn: 1 },
    status: 'active',
  })
  const snapshot = () => owner.prisma.$queryRawUnsafe<unknown[]>('SELECT * FROM action_log ORDER BY game_id, seq')
  const before = await snapshot()
  t.equal(before.length, 2)

  const refused: [string, string, RegExp][] = [
    ['UPDATE', `UPDATE action_log SET payload = '{"forged":true}' WHERE seq = 1`, /append-only: UPDATE refused/],
    ['UPDATE of the key', `UPDATE action_log SET seq = seq + 10`, /append-only: UPDATE refused/],
    ['DELETE', `DELETE FROM action_log WHERE seq = 1`, /append-only: DELETE refused/],
    ['TRUNCATE', `TRUNCATE action_log`, /append-only: TRUNCATE refused/],
    ['TRUNCATE through the games table', `TRUNCATE games CASCADE`, /append-only: TRUNCATE refused/],
    ['DELETE of the game', `DELETE FROM games`, /foreign key/],
  ]
  for (const [what, sql, error] of refused) {
    await t.rejects(owner.prisma.$executeRawUnsafe(sql), error, `${what} is refused`)
  }
  t.strictSame(await snapshot(), before, 'the log is unchanged')
  t.equal(await store.countActions(gameId), 2)
})
