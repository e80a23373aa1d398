// The two-player draft over HTTP (variants.md 6): F1..F5, POST /games/{id}/reserve and its
// refusals, `place {tile}`, /legal with tiles, the GameState `draft` member, the draft after the
// River (variants.md 8), and whole draft games that replay (/actions/{seq}/state), export and verify.
import t from 'tap'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { DEFAULT_VARIANTS, expectProblem, expectRejected, ok } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

t.test('draft', async (t) => {
  const { app } = await testApp(t)

  t.test('F1 three players cannot draft; nor with redraws or hands', async (t) => {
    const res = await app.inject({ method: 'POST', url: '/games', payload: { players: [...TWO, { name: 'Cy' }], options: { draft: true } } })
    const problem = expectProblem(t, res, 400, 'VALIDATION_ERROR')
    t.equal(problem.detail, 'the draft is for exactly 2 players, not 3')
    const both = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options: { draft: true, redraws: 1 } } })
    t.equal(expectProblem(t, both, 400, 'VALIDATION_ERROR').detail, 'redraws and draft cannot be combined (variants.md, section 8)')
    const hand = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options: { draft: true, hand: { size: 3, visible: true } } } })
    t.equal(expectProblem(t, hand, 400, 'VALIDATION_ERROR').detail, 'hand and draft cannot be combined (variants.md, section 8)')
  })

  t.test('F2, F3 display, leftovers, reserve and the bottom of the pile', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U', 'V', 'X', 'B', 'A'], options: { draft: true } })
    const [ada, bo] = g.tokens
    t.same([g.body.game.options, g.body.game.draft, g.body.game.deck], [{ farmers: true, ...DEFAULT_VARIANTS, draft: true }, { display: [], kept: null, leftovers: [] }, { remaining: 6, river: 0, bottom: [] }])
    const drawn = await ok(app, g.id, 'draw', ada)
    t.same([drawn.display, drawn.discarded, 'tile' in drawn, drawn.game.deck.remaining], [['E', 'U', 'V'], [], false, 3])
    t.same(drawn.game.turn, { seat: 0, phase: 'place', tile: null, placed: null })
    const legal = await getJson(app, `/games/${g.id}/legal`)
    t.same(legal.placements, drawn.placements, 'the draw answers what /legal lists')
    t.same([...new Set(legal.placements.map((p: any) => p.tile))], ['E', 'U', 'V'], 'placements of every display tile')
    const noTile = await expectRejected(t, app, g.id, () => act(app, g.id, 'place', ada, { x: 1, y: 0, rotation: 90 }), 422, 'TILE_NOT_AVAILABLE', 'no tile named')
    t.equal(noTile.detail, 'choose the tile to place: one of E, U, V')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', ada, { tile: 'X', x: 1, y: 0, rotation: 90 }), 422, 'TILE_NOT_AVAILABLE', 'X is not shown')
    const placed = await ok(app, g.id, 'place', ada, { tile: 'U', x: 1, y: 0, rotation: 90 })
    t.same([placed.game.turn.tile, placed.game.draft.display], ['U', ['E', 'V']], 'the others stay on display')
    const scored = await ok(app, g.id, 'score', ada)
    t.same([scored.game.turn, scored.game.draft], [{ seat: 1, phase: 'reserve', tile: null, placed: null }, { display: [], kept: null, leftovers: ['E', 'V'] }])

    await expectRejected(t, app, g.id, () => act(app, g.id, 'reserve', ada, { tile: 'V' }), 403, 'NOT_YOUR_TURN', 'seat 0 reserves')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'reserve', bo, { tile: 'X' }), 422, 'TILE_NOT_AVAILABLE', 'X is not a leftover')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'draw', bo), 409, 'WRONG_PHASE', 'draw before reserve')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'reserve', bo, {}), 400, 'VALIDATION_ERROR', 'reserve needs a tile')
    const reserved = await ok(app, g.id, 'reserve', bo, { tile: 'V' })
    t.same([reserved.tile, reserved.putBack, reserved.events], ['V', 'E', [{ type: 'reserved', seat: 1, tile: 'V', putBack: 'E' }]])
    t.same([reserved.game.deck, reserved.game.turn.phase, reserved.game.draft], [{ remaining: 4, river: 0, bottom: ['E'] }, 'draw', { display: [], kept: 'V', leftovers: [] }])
    const second = await ok(app, g.id, 'draw', bo)
    t.same([second.display, second.game.deck.remaining], [['V', 'X', 'B'], 2])
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', bo, { tile: 'E', x: 0, y: -1, rotation: 180 }), 422, 'TILE_NOT_AVAILABLE', 'E went to the bottom')
    const atReserve = await getJson(app, `/games/${g.id}/actions/4/state`)
    t.same([atReserve.turn.phase, atReserve.draft.kept, atReserve.deck.bottom], ['draw', 'V', ['E']], 'replayed state after the reserve')
    const { actions } = await getJson(app, `/games/${g.id}/actions`)
    t.same(actions.slice(1).map((a: any) => [a.type, a.seat, a.payload]), [['draw', 0, {}], ['place', 0, { tile: 'U', x: 1, y: 0, rotation: 90 }], ['score', 0, {}], ['reserve', 1, { tile: 'V' }], ['draw', 1, {}]])
  })

  t.test('F4 a single leftover is kept automatically; the last score ends the game, which verifies', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U'], options: { draft: true } })
    const [ada, bo] = g.tokens
    t.same((await ok(app, g.id, 'draw', ada)).display, ['E', 'U'])
    await ok(app, g.id, 'place', ada, { tile: 'E', x: 0, y: -1, rotation: 180 })
    const handed = await ok(app, g.id, 'score', ada)
    t.same([handed.game.turn.phase, handed.game.draft.kept], ['draw', 'U'])
    t.same((await ok(app, g.id, 'draw', bo)).display, ['U'])
    await ok(app, g.id, 'place', bo, { x: 1, y: 0, rotation: 90 })
    const end = await ok(app, g.id, 'score', bo)
    t.same([end.game.status, end.final], ['finished', []])
    t.same([end.game.draft, (await getJson(app, `/games/${g.id}`)).draft], [{ display: [], kept: null, leftovers: [] }, { display: [], kept: null, leftovers: [] }], 'the placed U is on the board, not on display')
    const verified = await getJson(app, `/games/${g.id}/verify`)
    t.same(verified.checks.filter((c: any) => !c.ok), [], 'every check passes')
  })

  t.test('`tile` is required while the display holds different tiles, not copies of one', async (t) => {
    const mixed = await createGame(app, { players: TWO, deck: ['U', 'U', 'X', 'V'], options: { draft: true } })
    t.same((await ok(app, mixed.id, 'draw', mixed.tokens[0])).display, ['U', 'U', 'X'])
    await expectRejected(t, app, mixed.id, () => act(app, mixed.id, 'place', mixed.tokens[0], { x: 1, y: 0, rotation: 90 }), 422, 'TILE_NOT_AVAILABLE', 'U or X: no tile named')
    const copies = await createGame(app, { players: TWO, deck: ['U', 'U', 'U', 'V'], options: { draft: true } })
    t.same((await ok(app, copies.id, 'draw', copies.tokens[0])).display, ['U', 'U', 'U'])
    const placed = await ok(app, copies.id, 'place', copies.tokens[0], { x: 1, y: 0, rotation: 90 })
    t.same([placed.game.turn.tile, placed.game.draft.display], ['U', ['U', 'U']], 'a U is placed; two stay on display')
  })

  t.test('a resignation ends a draft game mid-turn: the display shows the tiles revealed and not placed', async (t) => {
    const resign = (id: string, token: string) => app.inject({ method: 'POST', url: `/games/${id}/resign`, headers: { authorization: `Bearer ${token}` } })
    const placedFirst = await createGame(app, { players: TWO, deck: ['E', 'U', 'V', 'X'], options: { draft: true } })
    await ok(app, placedFirst.id, 'draw', placedFirst.tokens[0])
    await ok(app, placedFirst.id, 'place', placedFirst.tokens[0], { tile: 'U', x: 1, y: 0, rotation: 90 })
    t.equal((await resign(placedFirst.id, placedFirst.tokens[1])).statusCode, 200, 'Bo resigns while Ada is to score')
    const afterPlace = await getJson(app, `/games/${placedFirst.id}`)
    t.same([afterPlace.status, afterPlace.draft], ['finished', { display: ['E', 'V'], kept: null, leftovers: [] }], 'U is on the board; E and V stay on display')
    const notPlaced = await createGame(app, { players: TWO, deck: ['E', 'U', 'V', 'X'], options: { draft: true } })
    await ok(app, notPlaced.id, 'draw', notPlaced.tokens[0])
    t.equal((await resign(notPlaced.id, notPlaced.tokens[1])).statusCode, 200, 'Bo resigns before Ada places')
    t.same((await getJson(app, `/games/${notPlaced.id}`)).draft, { display: ['E', 'U', 'V'], kept: null, leftovers: [] }, 'the whole display stays')
    for (const id of [placedFirst.id, notPlaced.id]) t.same((await getJson(app, `/games/${id}/verify`)).checks.filter((c: any) => !c.ok), [], 'and each verifies')
  })

  t.test('F5 an unplaceable kept tile is removed at the reveal', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'C', 'V', 'X'], options: { draft: true } })
    const [ada, bo] = g.tokens
    await ok(app, g.id, 'draw', ada)
    await ok(app, g.id, 'place', ada, { tile: 'E', x: 0, y: -1, rotation: 180 })
    await ok(app, g.id, 'score', ada)
    await ok(app, g.id, 'reserve', bo, { tile: 'C' })
    const drawn = await ok(app, g.id, 'draw', bo)
    t.same([drawn.discarded, drawn.display, drawn.game.discarded], [['C'], ['X', 'V'], ['C']])
  })

  t.test('with the River: River tiles one at a time, then the draft starts with the next seat, in phase draw', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['RD', 'RL', 'E', 'U', 'V', 'X', 'B', 'A'], options: { river: {}, draft: true } })
    const [ada, bo] = g.tokens
    const river = { startTile: 'removed', turnRule: 'no-repeat' }
    t.same([g.body.game.options, g.body.game.draft, g.body.game.deck, g.body.game.turn], [
      { farmers: true, ...DEFAULT_VARIANTS, river, draft: true },
      { display: [], kept: null, leftovers: [] },
      { remaining: 8, river: 2, bottom: [] },
      { seat: 0, phase: 'draw', tile: null, placed: null },
    ])
    const rd = await ok(app, g.id, 'draw', ada)
    t.same([rd.tile, 'display' in rd, rd.discarded, rd.placements], ['RD', false, [], [{ tile: 'RD', x: 1, y: 0, rotation: 0 }, { tile: 'RD', x: 1, y: 0, rotation: 180 }]], 'a River draw answers its tile')
    t.same((await getJson(app, `/games/${g.id}/legal`)).placements, rd.placements, '/legal lists the River tile with its tile')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', ada, { tile: 'E', x: 1, y: 0, rotation: 0 }), 422, 'TILE_NOT_AVAILABLE', 'no land tile to choose yet')
    await ok(app, g.id, 'place', ada, { tile: 'RD', x: 1, y: 0, rotation: 0 })
    const first = await ok(app, g.id, 'score', ada)
    t.same([first.game.turn, first.game.draft, first.game.deck], [{ seat: 1, phase: 'draw', tile: null, placed: null }, { display: [], kept: null, leftovers: [] }, { remaining: 7, river: 1, bottom: [] }], 'no reserve after a River turn')
    t.equal((await ok(app, g.id, 'draw', bo)).tile, 'RL')
    await ok(app, g.id, 'place', bo, { x: 2, y: 0, rotation: 0 })
    const lake = await ok(app, g.id, 'score', bo)
    t.same([lake.game.turn, lake.game.draft, lake.game.deck, lake.game.river], [
      { seat: 0, phase: 'draw', tile: null, placed: null },
      { display: [], kept: null, leftovers: [] },
      { remaining: 6, river: 0, bottom: [] },
      { open: null, lastTurn: null },
    ], 'the draft starts with the next seat, in phase draw')
    const revealed = await ok(app, g.id, 'draw', ada)
    t.same([revealed.display, revealed.discarded, 'tile' in revealed, revealed.game.deck, revealed.game.draft], [['E', 'U', 'V'], [], false, { remaining: 3, river: 0, bottom: [] }, { display: ['E', 'U', 'V'], kept: null, leftovers: [] }])
    await ok(app, g.id, 'place', ada, { tile: 'U', x: -1, y: 0, rotation: 0 })
    const scored = await ok(app, g.id, 'score', ada)
    t.same([scored.game.turn.phase, scored.game.draft], ['reserve', { display: [], kept: null, leftovers: ['E', 'V'] }], 'the second draft turn reserves')
    const verified = await getJson(app, `/games/${g.id}/verify`)
    t.same([verified.ok, verified.checks.filter((c: any) => !c.ok)], [true, []], 'the running game verifies')
  })

  t.test('games without the draft: place takes the drawn tile only, reserve is refused', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['E', 'U'] })
    const [ada] = g.tokens
    await expectRejected(t, app, g.id, () => act(app, g.id, 'reserve', ada, { tile: 'E' }), 409, 'WRONG_PHASE', 'reserve without the draft')
    const drawn = await ok(app, g.id, 'draw', ada)
    t.same(drawn.placements[0], { x: 0, y: -1, rotation: 180 }, 'placements without a tile, as before')
    const other = await expectRejected(t, app, g.id, () => act(app, g.id, 'place', ada, { tile: 'U', x: 0, y: -1, rotation: 180 }), 422, 'TILE_NOT_AVAILABLE', 'not the drawn tile')
    t.equal(other.detail, 'the tile to place is E, not U')
    const placed = await ok(app, g.id, 'place', ada, { tile: 'E', x: 0, y: -1, rotation: 180 })
    t.same(placed.game.turn.placed, { x: 0, y: -1, rotation: 180 }, 'the drawn tile named')
  })

  t.test('whole draft games verify, while running and finished', async (t) => {
    for (const body of [{ seed: 'draft-verify' }, {}]) {
      const g = await createGame(app, { players: TWO, options: { draft: true }, ...body })
      let game = g.body.game
      let reserves = 0
      for (let turn = 0; game.status === 'active'; turn++) {
        const token = g.tokens[game.turn.seat]
        if (game.turn.phase === 'reserve') {
          game = (await ok(app, g.id, 'reserve', token, { tile: game.draft.leftovers[turn % 2] })).game
          reserves++
        }
        const drawn = await ok(app, g.id, 'draw', token)
        game = drawn.game
        if (game.status !== 'active') break
        game = (await ok(app, g.id, 'place', token, drawn.placements[(turn * 7) % drawn.placements.length])).game
        game = (await ok(app, g.id, 'score', token)).game
        if (turn === 20) t.same((await getJson(app, `/games/${g.id}/verify`)).checks.filter((c: any) => !c.ok), [], 'a running game verifies')
      }
      t.ok(reserves > 20, `${reserves} reserves`)
      const verified = await getJson(app, `/games/${g.id}/verify`)
      t.same(verified.checks.filter((c: any) => !c.ok), [], 'every check passes')
      const exported = await getJson(app, `/games/${g.id}/export`)
      t.equal((await app.inject({ method: 'POST', url: '/verify', payload: exported })).json().ok, true, 'the export verifies')
    }
  })
})
