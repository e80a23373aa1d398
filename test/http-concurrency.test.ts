// Concurrent writers over HTTP: of N identical requests racing at one game exactly one is
// accepted; without If-Match the losers are re-decided on the new state (WRONG_PHASE and the
// like), with If-Match they are VERSION_CONFLICT. The log stays gap-free and hash-chained.
// Most meaningful on PostgreSQL (concurrent transactions); it must hold on PGlite too.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import t, { type Test } from 'tap'
import { entryHash, GENESIS_HASH } from '../src/store/chain.js'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { expectProblem, ok } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]
const N = 20

type Type = 'draw' | 'place' | 'deploy' | 'score'

/** Fires `n` copies of one action at once (half with If-Match when `ifMatch` is 'half'). */
async function race(
  app: FastifyInstance,
  id: string,
  type: Type,
  token: string,
  payload: object | undefined,
  ifMatch: string | undefined,
  n = N,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: n }, () => act(app, id, type, token, payload, ifMatch === undefined ? {} : { 'if-match': ifMatch })))
}

/** Exactly one 200; every other response is the given problem. Returns the winner's body. */
function oneWinner(t: Test, responses: LightMyRequestResponse[], status: number, code: string, what: string): any {
  const winners = responses.filter((r) => r.statusCode === 200)
  t.equal(winners.length, 1, `${what}: exactly one 200 (got ${responses.map((r) => r.statusCode).join(' ')})`)
  const losers = responses.filter((r) => r.statusCode !== 200)
  t.equal(losers.length, responses.length - 1, `${what}: ${responses.length - 1} rejected`)
  const codes = new Map<string, number>()
  for (const r of losers) codes.set(`${r.statusCode} ${r.json().code}`, (codes.get(`${r.statusCode} ${r.json().code}`) ?? 0) + 1)
  t.same(Object.fromEntries(codes), losers.length === 0 ? {} : { [`${status} ${code}`]: losers.length }, `${what}: every loser is ${status} ${code}`)
  for (const r of losers.slice(0, 3)) expectProblem(t, r, status, code, `${what}: a loser`)
  return winners[0]?.json()
}

/** The log is entries 0..version with no gap or duplicate, and its hash chain recomputes. */
async function expectSoundLog(t: Test, app: FastifyInstance, id: string, version: number): Promise<any[]> {
  const state = await getJson(app, `/games/${id}`)
  t.equal(state.version, version, `the game is at version ${version}`)
  const { actions } = await getJson(app, `/games/${id}/actions`)
  t.same(
    actions.map((a: any) => a.seq),
    Array.from({ length: version + 1 }, (_, i) => i),
    `the log's seqs are 0..${version}, no gap or duplicate`,
  )
  let prev = GENESIS_HASH
  let chained = true
  for (const a of actions) {
    prev = entryHash(prev, { gameId: id, seq: a.seq, type: a.type, seat: a.seat, payload: a.payload, result: a.result, rulesVersion: a.rulesVersion, at: a.at })
    if (prev !== a.hash) chained = false
  }
  t.ok(chained, 'every entry hash recomputes from its predecessor')
  t.equal(state.headHash, prev, 'the head hash is the last entry hash')
  return actions
}

t.test('concurrent writers', async (t) => {
  const { app, db } = await testApp(t)
  t.comment(`database: ${db.kind}`)

  t.test(`${N} identical place requests without If-Match`, async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    await ok(app, g.id, 'draw', g.tokens[0])
    const responses = await race(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 }, undefined)
    const won = oneWinner(t, responses, 409, 'WRONG_PHASE', 'place race')
    t.same(won?.game.turn.placed, { x: 1, y: 0, rotation: 90 }, 'the tile is placed once')
    const actions = await expectSoundLog(t, app, g.id, 2)
    t.same(actions.map((a: any) => a.type), ['create', 'draw', 'place'], 'one place entry')
    t.equal((await getJson(app, `/games/${g.id}`)).board.length, 2, 'two tiles on the board')
  })

  t.test(`${N} identical place requests with If-Match of the pre-race version`, async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    await ok(app, g.id, 'draw', g.tokens[0])
    const responses = await race(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 }, '"1"')
    oneWinner(t, responses, 412, 'VERSION_CONFLICT', 'place race with If-Match')
    for (const r of responses.filter((r) => r.statusCode === 412)) {
      if (r.json().version !== 2) t.fail(`a conflict names version ${r.json().version}, not 2`)
    }
    t.equal(responses.find((r) => r.statusCode === 200)?.headers.etag, '"2"', 'the winner gets ETag "2"')
    await expectSoundLog(t, app, g.id, 2)
  })

  t.test(`${N} identical draw requests`, async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U', 'U'] })
    const plain = await race(app, g.id, 'draw', g.tokens[0], undefined, undefined)
    const won = oneWinner(t, plain, 409, 'WRONG_PHASE', 'draw race')
    t.equal(won?.tile, 'U', 'one tile drawn')
    t.equal(won?.game.deck.remaining, 2, 'the pile shrank by one')
    await expectSoundLog(t, app, g.id, 1)

    await ok(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 })
    await ok(app, g.id, 'score', g.tokens[0])
    const guarded = await race(app, g.id, 'draw', g.tokens[1], undefined, '"3"')
    oneWinner(t, guarded, 412, 'VERSION_CONFLICT', 'draw race with If-Match')
    const state = await getJson(app, `/games/${g.id}`)
    t.equal(state.deck.remaining, 1, 'exactly one more tile drawn')
    await expectSoundLog(t, app, g.id, 4)
  })

  t.test('a whole game with every action raced', async (t) => {
    // Three turns; each action is fired 10 times at once, half with If-Match of the current
    // version. Without If-Match a loser is re-decided on the new state.
    const deck = ['U', 'U', 'E']
    const g = await createGame(app, { players: TWO, deck })
    const moves = [
      { seat: 0, place: { x: 1, y: 0, rotation: 90 }, at: 'E' },
      { seat: 1, place: { x: -1, y: 0, rotation: 90 }, at: 'NNW' },
      { seat: 0, place: { x: 0, y: -1, rotation: 180 }, at: 'S' },
    ]
    let version = 0
    const step = async (type: Type, seat: number, payload: object | undefined, plainLoser: [number, string], what: string) => {
      const half = N / 2
      const responses = await Promise.all([
        ...Array.from({ length: half }, () => act(app, g.id, type, g.tokens[seat], payload, { 'if-match': `"${version}"` })),
        ...Array.from({ length: half }, () => act(app, g.id, type, g.tokens[seat], payload)),
      ])
      const wins = responses.filter((r) => r.statusCode === 200)
      t.equal(wins.length, 1, `${what}: exactly one 200 (got ${responses.map((r) => r.statusCode).join(' ')})`)
      const guarded = responses.slice(0, half).filter((r) => r.statusCode !== 200)
      const plain = responses.slice(half).filter((r) => r.statusCode !== 200)
      t.ok(guarded.every((r) => r.statusCode === 412 && r.json().code === 'VERSION_CONFLICT'), `${what}: losers with If-Match are 412 VERSION_CONFLICT`)
      t.ok(
        plain.every((r) => r.statusCode === plainLoser[0] && r.json().code === plainLoser[1]),
        `${what}: losers without If-Match are ${plainLoser.join(' ')} (${plain.map((r) => r.json().code).join(' ')})`,
      )
      version++
      t.equal(wins[0]?.headers.etag, `"${version}"`, `${what}: the winner's ETag`)
      return wins[0]?.json()
    }
    for (const [turn, move] of moves.entries()) {
      const last = turn === moves.length - 1
      await step('draw', move.seat, undefined, [409, 'WRONG_PHASE'], `turn ${turn + 1} draw`)
      await step('place', move.seat, move.place, [409, 'WRONG_PHASE'], `turn ${turn + 1} place`)
      await step('deploy', move.seat, { at: move.at }, [409, 'WRONG_PHASE'], `turn ${turn + 1} deploy`)
      // After score the turn passes on (the others are no longer the active seat), or the game ends.
      const scored = await step('score', move.seat, undefined, last ? [409, 'GAME_FINISHED'] : [403, 'NOT_YOUR_TURN'], `turn ${turn + 1} score`)
      if (last) t.equal(scored?.game.status, 'finished', 'the game is over')
    }
    const actions = await expectSoundLog(t, app, g.id, version)
    t.equal(actions.length, 1 + 4 * moves.length, 'one entry per accepted action')
    const replayed = await getJson(app, `/games/${g.id}/actions/${version}/state`)
    const current = await getJson(app, `/games/${g.id}`)
    t.same(replayed, current, 'replaying the log gives the stored state')
  })

  t.test('concurrent writes to different games all succeed', async (t) => {
    const games = await Promise.all(Array.from({ length: 8 }, () => createGame(app, { players: TWO, deck: ['U'] })))
    const drawn = await Promise.all(games.map((g) => act(app, g.id, 'draw', g.tokens[0])))
    t.same(drawn.map((r) => r.statusCode), games.map(() => 200), 'every game drew')
    const placed = await Promise.all(games.map((g) => act(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 })))
    t.same(placed.map((r) => r.statusCode), games.map(() => 200), 'every game placed')
    for (const g of games) await expectSoundLog(t, app, g.id, 2)
  })

  t.test('reads racing writes never fail', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    const reads = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        app.inject({ method: 'GET', url: [`/games/${g.id}`, `/games/${g.id}/actions`, `/games/${g.id}/legal`][i % 3] }),
      )
    const all = await Promise.all([...reads(10), ...Array.from({ length: 10 }, () => act(app, g.id, 'draw', g.tokens[0])), ...reads(10)])
    t.ok(all.every((r) => r.statusCode < 500), 'no 5xx')
    t.equal(all.filter((r) => r.statusCode === 200 && r.json().tile === 'U').length, 1, 'one draw accepted')
    await expectSoundLog(t, app, g.id, 1)
  })
})
