// Untouched games verify, at every player count, on the server (GET /games/{id}/verify) and from
// their export (POST /verify); the export is self-contained and hides what must stay secret.
import t from 'tap'
import { RULES_VERSION } from '../src/engine/index.js'
import { getJson, testApp } from './helpers/app.js'
import { exportOf, playGame, verifyDoc } from './helpers/audit.js'
import { expectProblem } from './helpers/http.js'

const ALL_CHECKS = ['chain', 'setup', 'replay', 'outcome', 'snapshot', 'commitment', 'draws']

t.test('verification of untouched games', async (t) => {
  const { app } = await testApp(t)

  for (const players of [2, 3, 4, 5]) {
    t.test(`a finished ${players}-player game`, async (t) => {
      const { id, game } = await playGame(app, { players, farmers: players % 2 === 0 })
      t.equal(game.status, 'finished')
      const stored = await getJson(app, `/games/${id}/verify`)
      t.same(stored, { ok: true, checks: ALL_CHECKS.map((name) => ({ name, ok: true })) }, 'GET /verify: every check passes')
      const doc = await exportOf(app, id)
      const posted = await verifyDoc(app, doc)
      t.same(posted, { ok: true, checks: ALL_CHECKS.filter((c) => c !== 'snapshot').map((name) => ({ name, ok: true })) }, 'POST /verify of the export')

      t.match(doc, {
        format: 'carcassonne-game-export',
        formatVersion: 1,
        gameId: id,
        status: 'finished',
        version: game.version,
        rulesVersion: RULES_VERSION,
        winners: game.winners,
        deckSource: 'server',
        deckCommitment: game.deckCommitment,
        seed: game.seed,
        headHash: game.headHash,
      })
      t.same(doc.options, { farmers: players % 2 === 0 }, "entry 0's options, only those chosen (GameState echoes the defaults too)")
      t.same(doc.players, game.players.map(({ seat, name, color, score }: any) => ({ seat, name, color, score })), 'players with final scores, no tokens')
      const { actions } = await getJson(app, `/games/${id}/actions`)
      t.same(doc.log, actions, 'the whole log, as GET /actions shows it')
    })
  }

  t.test('a game in play', async (t) => {
    const { id, tokens, game } = await playGame(app, { players: 3, turns: 10 })
    t.equal(game.status, 'active')
    const doc = await exportOf(app, id)
    t.notOk('seed' in doc, 'a server seed stays secret while the game is played')
    t.notOk(JSON.stringify(doc).includes(tokens[0]), 'no seat token')
    t.same((await getJson(app, `/games/${id}/verify`)).checks.map((c: any) => c.name), ['chain', 'setup', 'replay', 'outcome', 'snapshot', 'commitment'])
    const posted = await verifyDoc(app, doc)
    t.same(posted, { ok: true, checks: ['chain', 'setup', 'replay', 'outcome'].map((name) => ({ name, ok: true })) }, 'moves check out; the draws wait for the seed')
  })

  t.test('errors', async (t) => {
    expectProblem(t, await app.inject({ method: 'GET', url: '/games/no-such-game/verify' }), 404, 'GAME_NOT_FOUND')
    expectProblem(t, await app.inject({ method: 'GET', url: '/games/no-such-game/export' }), 404, 'GAME_NOT_FOUND')
    expectProblem(t, await app.inject({ method: 'POST', url: '/verify', payload: { format: 'something else' } }), 400, 'VALIDATION_ERROR')
    const { id } = await playGame(app, { players: 2, turns: 1 })
    const doc = await exportOf(app, id)
    expectProblem(t, await app.inject({ method: 'POST', url: '/verify', payload: { ...doc, extra: true } }), 400, 'VALIDATION_ERROR', 'an unknown member')
    const huge = { ...doc, log: [{ ...doc.log[0], payload: { ...doc.log[0].payload, padding: 'x'.repeat(2 * 1024 * 1024) } }] }
    expectProblem(t, await app.inject({ method: 'POST', url: '/verify', payload: huge }), 413, 'PAYLOAD_TOO_LARGE')
  })
})
