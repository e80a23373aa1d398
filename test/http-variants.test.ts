// The River, limited table space and tie-breaks through HTTP (variants.md sections 1, 5, 7): the
// options as POST /games takes and GameState echoes them, the worked examples that show over HTTP,
// the ILLEGAL_PLACEMENT reasons, and every game written here verifying.
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { DEFAULT_VARIANTS, expectProblem, expectRejected, ok, playTurn } from './helpers/http.js'

const PLAYERS = [{ name: 'Ada' }, { name: 'Bo' }]
const RULEBOOK = ['landscapeFollowers', 'citiesCompleted', 'supplyFollowers']

const DEFAULTS = { farmers: true, ...DEFAULT_VARIANTS }

const placements = async (app: FastifyInstance, id: string) => (await getJson(app, `/games/${id}/legal`)).placements.map((p: any) => [p.x, p.y, p.rotation])

async function verified(app: FastifyInstance, id: string): Promise<unknown[]> {
  const report = await getJson(app, `/games/${id}/verify`)
  return report.checks.filter((c: { ok: boolean }) => !c.ok)
}

t.test('options: echoed in full with their defaults; invalid ones are 400', async (t) => {
  const { app } = await testApp(t)
  const plain = await createGame(app, { players: PLAYERS, deck: ['E'] })
  t.same(plain.body.game.options, DEFAULTS, 'a game without options')
  t.same(plain.body.game.players.map((p: any) => p.citiesCompleted), [0, 0])
  t.same(plain.body.game.deck, { remaining: 1, river: 0, bottom: [] })
  t.equal(plain.body.game.river, null)
  t.equal(plain.body.game.tieBreak, null)
  const entry0 = (await getJson(app, `/games/${plain.id}/actions`)).actions[0]
  t.same(entry0.payload.options, { farmers: true }, 'entry 0 keeps only what was chosen')

  const all = await createGame(app, {
    players: PLAYERS,
    options: { farmers: false, river: { turnRule: 'clearance' }, table: { minX: -5, maxX: 5, minY: -4, maxY: 4 }, tieBreak: RULEBOOK },
    seed: 's',
  })
  t.same(all.body.game.options, {
    ...DEFAULTS,
    farmers: false,
    river: { startTile: 'removed', turnRule: 'clearance' },
    table: { minX: -5, maxX: 5, minY: -4, maxY: 4 },
    tieBreak: RULEBOOK,
  })
  t.same((await getJson(app, `/games/${all.id}`)).options, all.body.game.options, 'GET echoes them too')
  const nulls = await createGame(app, { players: PLAYERS, options: { river: null, table: null, tieBreak: [] }, deck: ['E'] })
  t.same(nulls.body.game.options, DEFAULTS, 'null and [] are the defaults')
  // A client can create a game with the options another game echoes, every default included.
  const again = await createGame(app, { players: PLAYERS, options: all.body.game.options, seed: 's' })
  t.same(again.body.game.options, all.body.game.options, 'echoed options are accepted as they are')
  const wide = { minX: -200, maxX: 5, minY: -(2 ** 31), maxY: 2 ** 31 - 1 }
  const wideGame = await createGame(app, { players: PLAYERS, options: { table: wide }, deck: ['E'] })
  t.same(wideGame.body.game.options.table, wide, 'bounds beyond any reachable cell are accepted (201) and echoed')

  const refused = [
    ['T4 a table without (0, 0)', { table: { minX: 1, maxX: 3, minY: 0, maxY: 0 } }],
    ['T4 minX > maxX', { table: { minX: 1, maxX: 0, minY: 0, maxY: 0 } }],
    ['T4 a non-integer bound', { table: { minX: 0, maxX: 0.5, minY: 0, maxY: 0 } }],
    ['a bound missing', { table: { minX: 0, maxX: 0, minY: 0 } }],
    ['a bound beyond 32 bits', { table: { minX: -(2 ** 31) - 1, maxX: 0, minY: 0, maxY: 0 } }],
    ['an unknown start tile rule', { river: { startTile: 'kept' } }],
    ['an unknown turn rule', { river: { turnRule: 'u-turn' } }],
    ['an unknown river member', { river: { lake: false } }],
    ['a repeated criterion', { tieBreak: ['citiesCompleted', 'citiesCompleted'] }],
    ['an unknown criterion', { tieBreak: ['meeples'] }],
    ['a hand of 6', { hand: { size: 6 } }],
    ['a hand with redraws', { hand: {}, redraws: 1 }],
    ['an unknown hand member', { hand: { private: true } }],
  ] as const
  for (const [what, options] of refused) {
    expectProblem(t, await app.inject({ method: 'POST', url: '/games', payload: { players: PLAYERS, options, deck: ['E'] } }), 400, 'VALIDATION_ERROR', what)
  }
})

t.test('R1 River setup; stacked decks of the form M* [RL] L*', async (t) => {
  const { app } = await testApp(t)
  const removed = await createGame(app, { players: PLAYERS, options: { river: {} }, seed: 'r1' })
  t.same(removed.body.game.board, [{ x: 0, y: 0, tile: 'RA', rotation: 0 }])
  t.same(removed.body.game.deck, { remaining: 82, river: 11, bottom: [] })
  t.same(removed.body.game.river, { open: { x: 0, y: 0, edge: 'E' }, lastTurn: 'straight' })
  const shuffled = await createGame(app, { players: PLAYERS, options: { river: { startTile: 'shuffled' } }, seed: 'r1' })
  t.same(shuffled.body.game.deck, { remaining: 83, river: 11, bottom: [] })
  const stack = (deck: string[], startTile = 'removed') => app.inject({ method: 'POST', url: '/games', payload: { players: PLAYERS, options: { river: { startTile } }, deck } })
  expectProblem(t, await stack(['RD', 'E', 'RL']), 400, 'VALIDATION_ERROR', 'a River tile after a land tile')
  expectProblem(t, await stack(['RL', 'RL']), 400, 'VALIDATION_ERROR', 'two lakes')
  expectProblem(t, await stack(['RL', 'RD']), 400, 'VALIDATION_ERROR', 'a middle tile after the lake')
  expectProblem(t, await stack(['D', 'D', 'D', 'D']), 400, 'VALIDATION_ERROR', 'four D with the start tile removed')
  t.equal((await stack(['D', 'D', 'D', 'D'], 'shuffled')).statusCode, 201, 'four D when it is shuffled in')
  expectProblem(t, await app.inject({ method: 'POST', url: '/games', payload: { players: PLAYERS, deck: ['RD'] } }), 400, 'VALIDATION_ERROR', 'a River tile without the River')
})

t.test('R2 extending the river: legal cells, reasons, no meeple on the river', async (t) => {
  const { app } = await testApp(t)
  const { id, tokens } = await createGame(app, { players: PLAYERS, options: { river: {} }, deck: ['RD', 'E'] })
  t.same((await ok(app, id, 'draw', tokens[0])).tile, 'RD')
  t.same(await placements(app, id), [[1, 0, 0], [1, 0, 180]])
  const refusal = await expectRejected(t, app, id, () => act(app, id, 'place', tokens[0], { x: 0, y: -1, rotation: 0 }), 422, 'ILLEGAL_PLACEMENT', 'river-disconnected')
  t.equal(refusal.reason, 'river-disconnected')
  const taken = await expectRejected(t, app, id, () => act(app, id, 'place', tokens[0], { x: 0, y: 0, rotation: 0 }), 422, 'ILLEGAL_PLACEMENT', 'occupied')
  t.equal(taken.reason, 'occupied')
  await ok(app, id, 'place', tokens[0], { x: 1, y: 0, rotation: 0 })
  t.same((await getJson(app, `/games/${id}/legal`)).deployments, [
    { at: 'WNW', feature: 'field' },
    { at: 'WSW', feature: 'field' },
  ])
  await expectRejected(t, app, id, () => act(app, id, 'deploy', tokens[0], { at: 'E' }), 422, 'NO_SUCH_SEGMENT', 'deploy on the river')
  const scored = await ok(app, id, 'score', tokens[0])
  t.same(scored.game.river, { open: { x: 1, y: 0, edge: 'E' }, lastTurn: 'straight' })
  t.same(scored.game.deck, { remaining: 1, river: 0, bottom: [] })
  t.same(await verified(app, id), [])
})

t.test('R3 a U-turn is refused with reason river-u-turn', async (t) => {
  const { app } = await testApp(t)
  const { id, tokens } = await createGame(app, { players: PLAYERS, options: { river: {} }, deck: ['RG', 'RG'] })
  await playTurn(app, id, tokens[0], { x: 1, y: 0, rotation: 0 }, 'RG')
  await ok(app, id, 'draw', tokens[1])
  t.same(await placements(app, id), [[1, 1, 180]])
  const body = await expectRejected(t, app, id, () => act(app, id, 'place', tokens[1], { x: 1, y: 1, rotation: 90 }), 422, 'ILLEGAL_PLACEMENT', 'R3')
  t.equal(body.reason, 'river-u-turn')
})

t.test('R8 a River game to the end: scores, replay after every entry, export and verify', async (t) => {
  const { app } = await testApp(t)
  const { id, tokens } = await createGame(app, { players: PLAYERS, options: { river: {} }, deck: ['RC', 'E', 'E'] })
  await playTurn(app, id, tokens[0], { x: 1, y: 0, rotation: 0, at: 'WNW' }, 'RC')
  const city = await playTurn(app, id, tokens[1], { x: 1, y: -1, rotation: 180, at: 'S' }, 'E')
  t.same(city.scored.map((e: any) => [e.feature, e.points, e.seats]), [['city', 4, [1]]])
  const last = await playTurn(app, id, tokens[0], { x: 1, y: 1, rotation: 0 }, 'E')
  t.same(last.final.map((e: any) => [e.feature, e.points, e.seats, e.cities]), [['field', 6, [0], 2]])
  t.same(last.game.players.map((p: any) => [p.score, p.citiesCompleted]), [[6, 0], [4, 1]])
  t.same(last.game.winners, [0])
  t.same(last.game.river, { open: { x: 1, y: 0, edge: 'E' }, lastTurn: 'straight' }, 'no lake: the river stays open')
  const seq4 = await getJson(app, `/games/${id}/actions/4/state`)
  t.same(seq4.board, [{ x: 0, y: 0, tile: 'RA', rotation: 0 }, { x: 1, y: 0, tile: 'RC', rotation: 0 }])
  t.same(seq4.meeples, [{ seat: 0, x: 1, y: 0, at: 'WNW', feature: 'field' }])
  const svg = await app.inject({ method: 'GET', url: `/games/${id}/board.svg` })
  t.equal(svg.statusCode, 200)
  for (const tile of ['RA', 'RC', 'E']) t.match(svg.body, `<use href="#tile-${tile}"`, `board.svg draws ${tile}`)
  t.match(svg.body, 'data-x="1" data-y="0" data-at="WNW" data-feature="field"', 'and the farmer on the River tile')
  t.match((await app.inject({ method: 'GET', url: `/games/${id}/board.svg?seq=4` })).body, '<use href="#tile-RC"', 'after entry 4')
  const exported = await getJson(app, `/games/${id}/export`)
  t.same(exported.options, { farmers: true, river: { startTile: 'removed', turnRule: 'no-repeat' } })
  t.same(await verified(app, id), [])
  const posted = await app.inject({ method: 'POST', url: '/verify', payload: exported })
  t.equal(posted.json().ok, true, 'POST /verify')
})

t.test('T1 T2 the table bounds /legal and place', async (t) => {
  const { app } = await testApp(t)
  const { id, tokens } = await createGame(app, { players: PLAYERS, options: { table: { minX: 0, maxX: 1, minY: -1, maxY: 0 } }, deck: ['E'] })
  await ok(app, id, 'draw', tokens[0])
  t.same(await placements(app, id), [[0, -1, 180]], 'T1')
  const body = await expectRejected(t, app, id, () => act(app, id, 'place', tokens[0], { x: 0, y: 1, rotation: 90 }), 422, 'ILLEGAL_PLACEMENT', 'T2')
  t.equal(body.reason, 'outside-table')
  const mismatch = await expectRejected(t, app, id, () => act(app, id, 'place', tokens[0], { x: 1, y: 0, rotation: 0 }), 422, 'ILLEGAL_PLACEMENT', 'city against road')
  t.equal(mismatch.reason, 'edge-mismatch')
})

t.test('T3 a full table ends the game at the draw', async (t) => {
  const { app } = await testApp(t)
  const { id, tokens } = await createGame(app, { players: PLAYERS, options: { table: { minX: 0, maxX: 0, minY: -1, maxY: 0 } }, deck: ['U', 'E', 'V', 'U'] })
  const first = await ok(app, id, 'draw', tokens[0])
  t.same([first.tile, first.discarded], ['E', ['U']])
  await ok(app, id, 'place', tokens[0], { x: 0, y: -1, rotation: 180 })
  await ok(app, id, 'deploy', tokens[0], { at: 'S' })
  t.same((await ok(app, id, 'score', tokens[0])).scored.map((e: any) => e.points), [4])
  const last = await ok(app, id, 'draw', tokens[1])
  t.same([last.tile, last.discarded, last.final, last.game.status, last.game.winners], [null, ['V', 'U'], [], 'finished', [0]])
  t.same(await verified(app, id), [])
})

t.test('B1 B2 tie-breaks: winners and how they were decided', async (t) => {
  const { app } = await testApp(t)
  const b1 = async (tieBreak: string[]) => {
    const { id, tokens } = await createGame(app, { players: PLAYERS, options: { tieBreak }, deck: ['U', 'U'] })
    await playTurn(app, id, tokens[0], { x: 1, y: 0, rotation: 90, at: 'NNE' })
    return { id, game: (await playTurn(app, id, tokens[1], { x: -1, y: 0, rotation: 90 })).game }
  }
  const decided = await b1(RULEBOOK)
  t.same(decided.game.players.map((p: any) => p.score), [0, 0])
  t.same(decided.game.winners, [0])
  t.same(decided.game.tieBreak, {
    tied: [0, 1],
    decidedBy: 'landscapeFollowers',
    values: [
      { seat: 0, landscapeFollowers: 1, citiesCompleted: 0, supplyFollowers: 6 },
      { seat: 1, landscapeFollowers: 0, citiesCompleted: 0, supplyFollowers: 7 },
    ],
  })
  t.same(await verified(app, decided.id), [])
  const shared = await b1([])
  t.same([shared.game.winners, shared.game.tieBreak], [[0, 1], null], 'tieBreak []: a shared victory')

  const { id, tokens } = await createGame(app, { players: PLAYERS, options: { tieBreak: RULEBOOK }, deck: ['E', 'U', 'W', 'W'] })
  const moves = [
    { x: 0, y: -1, rotation: 180, at: 'S' },
    { x: 1, y: 0, rotation: 90, at: 'E' },
    { x: 2, y: 0, rotation: 0 },
    { x: -1, y: 0, rotation: 0 },
  ] as const
  let answer: any
  for (const [i, move] of moves.entries()) answer = await playTurn(app, id, tokens[i % 2], move)
  t.same(answer.game.players.map((p: any) => [p.score, p.citiesCompleted]), [[4, 1], [4, 0]])
  t.same([answer.game.winners, answer.game.tieBreak.decidedBy], [[0], 'citiesCompleted'], 'B2')
  t.same((await getJson(app, `/games/${id}`)).tieBreak, answer.game.tieBreak, 'GET shows it too')
  t.same(await verified(app, id), [])
})

t.test('GET /tiles lists the River with its set and roles; each has its picture', async (t) => {
  const { app } = await testApp(t)
  for (const tile of ['RA', 'RK', 'RL']) {
    const res = await app.inject({ method: 'GET', url: `/tiles/${tile}.svg` })
    t.equal(res.statusCode, 200, `/tiles/${tile}.svg`)
    t.match(res.body, `<title>Tile ${tile}</title>`)
    t.match(res.body, 'class="river"')
  }
  expectProblem(t, await app.inject({ method: 'GET', url: '/tiles/RF.svg' }), 404, 'TILE_NOT_FOUND', 'RF is no tile id (art F is RD)')
  const { tiles } = await getJson(app, '/tiles')
  t.equal(tiles.length, 34)
  t.same(tiles.filter((x: any) => x.set === 'river').map((x: any) => [x.type, x.count, x.role ?? null]), [
    ['RA', 1, 'spring'],
    ['RB', 1, null],
    ['RC', 1, null],
    ['RD', 2, null],
    ['RE', 1, null],
    ['RG', 2, null],
    ['RH', 1, null],
    ['RI', 1, null],
    ['RK', 1, null],
    ['RL', 1, 'lake'],
  ])
  t.equal(tiles.filter((x: any) => x.set === 'base').length, 24)
  t.notOk(tiles.some((x: any) => x.set === 'base' && 'role' in x), 'no role in the base set')
  t.same(tiles.find((x: any) => x.type === 'RK'), {
    type: 'RK',
    set: 'river',
    count: 1,
    edges: ['W', 'R', 'W', 'R'],
    segments: [
      { feature: 'road', ports: ['W', 'E'] },
      { feature: 'river', ports: ['N', 'S'] },
      { feature: 'field', ports: ['WNW', 'NNW'], touches: [] },
      { feature: 'field', ports: ['NNE', 'ENE'], touches: [] },
      { feature: 'field', ports: ['ESE', 'SSE'], touches: [] },
      { feature: 'field', ports: ['SSW', 'WSW'], touches: [] },
    ],
  })
})
