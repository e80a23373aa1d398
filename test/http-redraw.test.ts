// POST /games/{id}/redraw (variants.md 4): the worked examples D1..D5 over HTTP, the GameState
// members of games with redraws, refusals that change nothing, and whole games with redraws that
// replay (/actions/{seq}/state), export and verify, with a server-shuffled (secret) pile too.
import t from 'tap'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { DEFAULT_VARIANTS, expectProblem, expectRejected, ok, playTurn } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

t.test('redraw', async (t) => {
  const { app } = await testApp(t)

  t.test('D1 the rejected tile goes to the bottom and is drawn last', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'], options: { redraws: 1 } })
    const [ada, bo] = g.tokens
    t.same(g.body.game.options, { farmers: true, ...DEFAULT_VARIANTS, redraws: 1 })
    t.same(g.body.game.players.map((p: any) => p.redrawsLeft), [1, 1])
    t.same([g.body.game.turn.redrawn, g.body.game.deck], [false, { remaining: 3, river: 0, bottom: [] }])
    await ok(app, g.id, 'draw', ada)
    const redrawn = await ok(app, g.id, 'redraw', ada)
    t.same([redrawn.tile, redrawn.rejected, redrawn.discarded], ['U', 'E', []])
    t.same(redrawn.placements, (await getJson(app, `/games/${g.id}/legal`)).placements, 'the placements of U, as /legal lists them')
    t.same(redrawn.events, [{ type: 'redrawn', seat: 0, tile: 'U', rejected: 'E', discarded: [] }])
    t.same(redrawn.game.turn, { seat: 0, phase: 'place', tile: 'U', placed: null, redrawn: true })
    t.same(redrawn.game.players.map((p: any) => p.redrawsLeft), [0, 1])
    t.same(redrawn.game.deck, { remaining: 2, river: 0, bottom: ['E'] })
    await ok(app, g.id, 'place', ada, redrawn.placements[0])
    const scored = await ok(app, g.id, 'score', ada)
    t.equal(scored.game.turn.redrawn, false, "seat 1's turn: not redrawn")
    t.equal((await ok(app, g.id, 'draw', bo)).tile, 'V')
    await ok(app, g.id, 'place', bo, (await getJson(app, `/games/${g.id}/legal`)).placements[0])
    await ok(app, g.id, 'score', bo)
    const last = await ok(app, g.id, 'draw', ada)
    t.same([last.tile, last.game.deck], ['E', { remaining: 0, river: 0, bottom: [] }])
    const { actions } = await getJson(app, `/games/${g.id}/actions`)
    t.same(actions[2].type === 'redraw' && [actions[2].seat, actions[2].payload], [0, {}], 'one redraw entry, no payload')
    const atRedraw = await getJson(app, `/games/${g.id}/actions/2/state`)
    t.same([atRedraw.turn.tile, atRedraw.deck], ['U', { remaining: 2, river: 0, bottom: ['E'] }], 'replayed state after the redraw')
  })

  t.test('D2 none left in a later turn; one a turn with redraws: 2', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V', 'W', 'X'], options: { redraws: 1 } })
    const [ada, bo] = g.tokens
    await ok(app, g.id, 'draw', ada)
    const { placements } = await ok(app, g.id, 'redraw', ada)
    await ok(app, g.id, 'place', ada, placements[0])
    await ok(app, g.id, 'score', ada)
    await ok(app, g.id, 'draw', bo)
    await ok(app, g.id, 'place', bo, (await getJson(app, `/games/${g.id}/legal`)).placements[0])
    await ok(app, g.id, 'score', bo)
    await ok(app, g.id, 'draw', ada)
    const none = await expectRejected(t, app, g.id, () => act(app, g.id, 'redraw', ada), 422, 'NO_REDRAW', 'none left')
    t.equal(none.detail, 'seat 0 has no redraw left')

    const two = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'], options: { redraws: 2 } })
    await ok(app, two.id, 'draw', two.tokens[0])
    await ok(app, two.id, 'redraw', two.tokens[0])
    const again = await expectRejected(t, app, two.id, () => act(app, two.id, 'redraw', two.tokens[0]), 422, 'NO_REDRAW', 'twice a turn')
    t.equal(again.detail, 'one redraw a turn: the replacement must be played')
  })

  t.test('D3 phases, seats and games without redraws', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'], options: { redraws: 1 } })
    const [ada, bo] = g.tokens
    await expectRejected(t, app, g.id, () => act(app, g.id, 'redraw', ada), 409, 'WRONG_PHASE', 'phase draw')
    await ok(app, g.id, 'draw', ada)
    await expectRejected(t, app, g.id, () => act(app, g.id, 'redraw', bo), 403, 'NOT_YOUR_TURN', "seat 1 in seat 0's turn")
    await ok(app, g.id, 'place', ada, { x: 0, y: -1, rotation: 180 })
    await expectRejected(t, app, g.id, () => act(app, g.id, 'redraw', ada), 409, 'WRONG_PHASE', 'phase deploy')
    const plain = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'] })
    t.same([plain.body.game.options, plain.body.game.deck, Object.keys(plain.body.game.players[0]).includes('redrawsLeft')], [{ farmers: true, ...DEFAULT_VARIANTS }, { remaining: 3, river: 0, bottom: [] }, false], 'a base game as before')
    await ok(app, plain.id, 'draw', plain.tokens[0])
    const off = await expectRejected(t, app, plain.id, () => act(app, plain.id, 'redraw', plain.tokens[0]), 422, 'NO_REDRAW', 'redraws: 0')
    t.equal(off.detail, 'redraws are off in this game (option redraws: 0)')
    for (const redraws of [4, -1, 1.5, '1']) {
      const bad = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options: { redraws } } })
      expectProblem(t, bad, 400, 'VALIDATION_ERROR', `redraws ${redraws}`)
    }
  })

  t.test('D4 nothing to redraw from an empty pile', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E'], options: { redraws: 1 } })
    await ok(app, g.id, 'draw', g.tokens[0])
    const empty = await expectRejected(t, app, g.id, () => act(app, g.id, 'redraw', g.tokens[0]), 422, 'NO_REDRAW', 'pile empty')
    t.equal(empty.detail, 'the pile is empty')
  })

  t.test('with the River: no redraw until the river phase is over', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['RD', 'RL', 'E', 'U'], options: { river: {}, redraws: 1 } })
    const [ada, bo] = g.tokens
    t.same([g.body.game.options.river, g.body.game.options.redraws], [{ startTile: 'removed', turnRule: 'no-repeat' }, 1])
    const river = await ok(app, g.id, 'draw', ada)
    const refused = await expectRejected(t, app, g.id, () => act(app, g.id, 'redraw', ada), 422, 'NO_REDRAW', 'a River tile')
    t.equal(refused.detail, 'a River tile cannot be redrawn: the lake must stay the last of them')
    await ok(app, g.id, 'place', ada, river.placements[0])
    await ok(app, g.id, 'score', ada)
    const lake = await ok(app, g.id, 'draw', bo)
    await ok(app, g.id, 'place', bo, lake.placements[0])
    await ok(app, g.id, 'score', bo)
    await ok(app, g.id, 'draw', ada)
    const redrawn = await ok(app, g.id, 'redraw', ada)
    t.same([redrawn.tile, redrawn.rejected, redrawn.game.deck], ['U', 'E', { remaining: 1, river: 0, bottom: ['E'] }], 'a land tile is redrawn')
  })

  t.test('D5 the rejected tile comes back; the finished game verifies', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'K', 'C'], options: { redraws: 1 } })
    const [ada, bo] = g.tokens
    await playTurn(app, g.id, ada, { x: 0, y: -1, rotation: 180 }, 'E')
    await ok(app, g.id, 'draw', bo)
    const redrawn = await ok(app, g.id, 'redraw', bo)
    t.same([redrawn.tile, redrawn.rejected, redrawn.discarded, redrawn.game.deck, redrawn.game.discarded], ['K', 'K', ['C'], { remaining: 0, river: 0, bottom: [] }, ['C']])
    await ok(app, g.id, 'place', bo, redrawn.placements[0])
    const end = await ok(app, g.id, 'score', bo)
    t.equal(end.game.status, 'finished')
    const verified = await getJson(app, `/games/${g.id}/verify`)
    t.same(verified.checks.filter((c: any) => !c.ok), [], 'every check passes')
    const exported = await getJson(app, `/games/${g.id}/export`)
    t.same(exported.log[0].payload.options, { farmers: true, redraws: 1 }, 'in entry 0')
    t.equal((await app.inject({ method: 'POST', url: '/verify', payload: exported })).json().ok, true, 'the export verifies')
  })

  t.test('whole games with redraws verify, while running (secret pile) and finished', async (t) => {
    for (const body of [{ seed: 'redraw-verify' }, {}]) {
      const g = await createGame(app, { players: TWO, options: { redraws: 3 }, ...body })
      let game = g.body.game
      let redraws = 0
      for (let turn = 0; game.status === 'active'; turn++) {
        const token = g.tokens[game.turn.seat]
        const drawn = await ok(app, g.id, 'draw', token)
        game = drawn.game
        if (game.status !== 'active') break
        let { placements } = drawn
        if (turn % 4 < 3 && game.players[game.turn.seat].redrawsLeft > 0 && game.deck.remaining > 0) {
          ;({ placements, game } = await ok(app, g.id, 'redraw', token))
          redraws++
        }
        game = (await ok(app, g.id, 'place', token, placements[turn % placements.length])).game
        game = (await ok(app, g.id, 'score', token)).game
        if (turn === 20) {
          const running = await getJson(app, `/games/${g.id}/verify`)
          t.same(running.checks.filter((c: any) => !c.ok), [], 'a running game verifies')
        }
      }
      t.equal(redraws, 6, 'three redraws each')
      const verified = await getJson(app, `/games/${g.id}/verify`)
      t.same(verified.checks.filter((c: any) => !c.ok), [], 'every check passes')
      t.same(verified.checks.map((c: any) => c.name), ['chain', 'setup', 'replay', 'outcome', 'snapshot', 'commitment', 'draws'])
    }
  })
})
