// POST /games/{id}/undo against real Postgres: the placement (and deployment) taken back as an entry
// of its own, another placement after it; refusals (after score, in phase draw, by another seat,
// with undo: false) change nothing; idempotency keys; replay, /actions/{seq}/state, export, verify
// and `npm run verify` of games with undos.
import t from 'tap'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { DEFAULT_VARIANTS, expectProblem, expectRejected, ok } from './helpers/http.js'
import { runVerify } from './helpers/server.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]
const DECK = ['E', 'U', 'V']

t.test('undo', async (t) => {
  const { app, url } = await testApp(t)

  t.test('undo after place and after deploy, then another placement; the log keeps everything', async (t) => {
    const g = await createGame(app, { players: TWO, deck: DECK })
    const [ada, bo] = g.tokens
    await ok(app, g.id, 'draw', ada)
    const beforePlace = await getJson(app, `/games/${g.id}`)
    await ok(app, g.id, 'place', ada, { x: 0, y: -1, rotation: 180 })
    const first = await ok(app, g.id, 'undo', ada)
    t.same(first.game.turn, { seat: 0, phase: 'place', tile: 'E', placed: null })
    t.same(first.events, [{ type: 'undone', seat: 0, tile: 'E', x: 0, y: -1, rotation: 180 }])
    t.same(first.game.board, beforePlace.board, 'the board as before the placement')
    t.equal(first.game.version, 3)
    t.equal(first.receipt.seq, 3)

    await ok(app, g.id, 'place', ada, { x: 0, y: -1, rotation: 180 })
    await ok(app, g.id, 'deploy', ada, { at: 'S' })
    const second = await ok(app, g.id, 'undo', ada)
    t.same(second.events, [{ type: 'undone', seat: 0, tile: 'E', x: 0, y: -1, rotation: 180, at: 'S' }])
    t.same(second.game.meeples, [])
    t.same(second.game.players.map((p: any) => p.meeples), [7, 7], 'the meeple is back in supply')
    const legal = await getJson(app, `/games/${g.id}/legal`)
    t.same(legal.placements.slice(0, 3), [{ x: 0, y: -1, rotation: 180 }, { x: 0, y: 1, rotation: 90 }, { x: 0, y: 1, rotation: 180 }], 'the same tile may go anywhere again')

    await ok(app, g.id, 'place', ada, { x: 0, y: 1, rotation: 90 })
    const scored = await ok(app, g.id, 'score', ada)
    t.same(scored.game.board.at(-1), { x: 0, y: 1, tile: 'E', rotation: 90 })
    t.same(scored.game.turn, { seat: 1, phase: 'draw', tile: null, placed: null })

    const { actions } = await getJson(app, `/games/${g.id}/actions`)
    t.same(
      actions.map((a: any) => [a.seq, a.type, a.seat, a.payload]),
      [
        [0, 'create', null, actions[0].payload],
        [1, 'draw', 0, {}],
        [2, 'place', 0, { x: 0, y: -1, rotation: 180 }],
        [3, 'undo', 0, {}],
        [4, 'place', 0, { x: 0, y: -1, rotation: 180 }],
        [5, 'deploy', 0, { at: 'S' }],
        [6, 'undo', 0, {}],
        [7, 'place', 0, { x: 0, y: 1, rotation: 90 }],
        [8, 'score', 0, {}],
      ],
    )
    const atUndo = await getJson(app, `/games/${g.id}/actions/6/state`)
    t.same([atUndo.version, atUndo.turn, atUndo.meeples, atUndo.board.length], [6, { seat: 0, phase: 'place', tile: 'E', placed: null }, [], 1], 'replayed state after the undo')
    const verified = await getJson(app, `/games/${g.id}/verify`)
    t.equal(verified.ok, true)
    const exported = await getJson(app, `/games/${g.id}/export`)
    const posted = await app.inject({ method: 'POST', url: '/verify', payload: exported })
    t.equal(posted.json().ok, true, 'the export verifies')

    await expectRejected(t, app, g.id, () => act(app, g.id, 'undo', ada), 403, 'NOT_YOUR_TURN', 'after score, by the seat that scored')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'undo', bo), 409, 'WRONG_PHASE', 'in phase draw')
    await ok(app, g.id, 'draw', bo)
    await expectRejected(t, app, g.id, () => act(app, g.id, 'undo', bo), 409, 'WRONG_PHASE', 'in phase place')
    await ok(app, g.id, 'place', bo, { x: 1, y: 0, rotation: 0 }).catch(async () => {
      const { placements } = await getJson(app, `/games/${g.id}/legal`)
      return ok(app, g.id, 'place', bo, placements[0])
    })
    await expectRejected(t, app, g.id, () => act(app, g.id, 'undo', ada), 403, 'NOT_YOUR_TURN', 'by another seat')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'undo', undefined), 401, 'UNAUTHORIZED', 'without a token')
  })

  t.test('undo: false turns it off (422 NO_UNDO) and shows in the options', async (t) => {
    const g = await createGame(app, { players: TWO, deck: DECK, options: { undo: false } })
    t.same(g.body.game.options, { farmers: true, undo: false, ...DEFAULT_VARIANTS })
    const plain = await createGame(app, { players: TWO, deck: DECK, options: { undo: true } })
    t.same(plain.body.game.options, { farmers: true, ...DEFAULT_VARIANTS }, 'undo allowed: the options as before')
    await ok(app, g.id, 'draw', g.tokens[0])
    await ok(app, g.id, 'place', g.tokens[0], { x: 0, y: -1, rotation: 180 })
    const problem = await expectRejected(t, app, g.id, () => act(app, g.id, 'undo', g.tokens[0]), 422, 'NO_UNDO')
    t.equal(problem.detail, 'undo is turned off in this game (option undo: false)')
    const bad = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options: { undo: 'no' } } })
    expectProblem(t, bad, 400, 'VALIDATION_ERROR', 'undo is a boolean')
    const exported = await getJson(app, `/games/${g.id}/export`)
    t.same(exported.options, { farmers: true, undo: false })
    t.same(exported.log[0].payload.options, { farmers: true, undo: false }, 'in entry 0')
    t.equal((await getJson(app, `/games/${g.id}/verify`)).ok, true)
  })

  t.test('an undo retried with its Idempotency-Key gets the stored answer and writes nothing', async (t) => {
    const g = await createGame(app, { players: TWO, deck: DECK })
    await ok(app, g.id, 'draw', g.tokens[0])
    await ok(app, g.id, 'place', g.tokens[0], { x: 0, y: -1, rotation: 180 })
    const headers = { 'idempotency-key': 'undo-1' }
    const first = await act(app, g.id, 'undo', g.tokens[0], undefined, headers)
    t.equal(first.statusCode, 200)
    const retry = await act(app, g.id, 'undo', g.tokens[0], undefined, headers)
    t.equal(retry.statusCode, 200)
    t.equal(retry.body, first.body, 'byte for byte')
    t.equal(retry.headers['idempotent-replayed'], 'true')
    t.equal((await getJson(app, `/games/${g.id}`)).version, 3, 'one undo entry')
  })

  t.test('whole games with undos replay and verify, also with npm run verify', async (t) => {
    const g = await createGame(app, { players: TWO, seed: 'undo-verify' })
    let game = g.body.game
    let undos = 0
    for (let turn = 0; game.status === 'active'; turn++) {
      const token = g.tokens[game.turn.seat]
      game = (await ok(app, g.id, 'draw', token)).game
      if (game.status !== 'active') break
      const { placements } = await getJson(app, `/games/${g.id}/legal`)
      game = (await ok(app, g.id, 'place', token, placements[turn % placements.length])).game
      const { deployments } = await getJson(app, `/games/${g.id}/legal`)
      if (deployments.length > 0 && turn % 2 === 0) game = (await ok(app, g.id, 'deploy', token, { at: deployments[0].at })).game
      if (turn % 3 === 0) {
        game = (await ok(app, g.id, 'undo', token)).game
        undos++
        game = (await ok(app, g.id, 'place', token, placements[(turn * 7) % placements.length])).game
      }
      game = (await ok(app, g.id, 'score', token)).game
    }
    t.ok(undos > 20, `${undos} undos`)
    const verified = await getJson(app, `/games/${g.id}/verify`)
    t.same(verified.checks.filter((c: any) => !c.ok), [])
    t.equal(verified.ok, true)
    // npm run verify reads the database; the embedded test database is in this process's memory
    // (test/audit-cli.test.ts runs the command on an embedded folder).
    if (url !== undefined) {
      const cli = await runVerify({ DATABASE_URL: url }, '--game', g.id)
      t.equal(cli.code, 0, cli.stdout + cli.stderr)
    }
  })
})
