// The three-tile hand over HTTP (variants.md 3): the worked examples H1..H5, the option and its
// refusals, `place {tile}` from the hand, `drawn` in draw and score answers, entry 0's deal, and
// private hands on every read path (GameState, /legal, the log, /actions/{seq}/state, long polls,
// the event stream, write answers), sealed log entries, and whole games that verify.
import t from 'tap'
import { createGame as createEngineGame } from '../src/engine/index.js'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { DEFAULT_VARIANTS, expectProblem, expectRejected, ok } from './helpers/http.js'
import { listen } from './helpers/live.js'
import { openSse } from './helpers/sse.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]
const H = ['E', 'U', 'V', 'C', 'X', 'B', 'K', 'A']
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const SHA256_HEX = /^[0-9a-f]{64}$/

t.test('hands', async (t) => {
  const { app } = await testApp(t)
  const read = async (url: string, token?: string) => {
    const res = await app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) })
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`)
    return res.json()
  }
  const hands = (game: any) => game.players.map((p: any) => ('hand' in p ? p.hand : `${p.handSize} hidden`))

  t.test('the option: defaults echoed, refusals of section 8', async (t) => {
    const g = await createGame(app, { players: TWO, options: { hand: {} }, seed: 'opt' })
    t.same(g.body.game.options, { farmers: true, ...DEFAULT_VARIANTS, hand: { size: 3, visible: true } })
    const again = await createGame(app, { players: TWO, options: g.body.game.options, seed: 'opt' })
    t.same(again.body.game.options, g.body.game.options, 'the echoed options are accepted as they are')
    const refused = [
      [{ hand: { size: 1 } }, 'size 1'],
      [{ hand: { size: 6 } }, 'size 6'],
      [{ hand: { visible: 'yes' } }, 'visible not a boolean'],
      [{ hand: { seen: true } }, 'an unknown member'],
    ] as const
    for (const [options, what] of refused) expectProblem(t, await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options } }), 400, 'VALIDATION_ERROR', what)
    const redraws = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options: { hand: {}, redraws: 1 } } })
    t.equal(expectProblem(t, redraws, 400, 'VALIDATION_ERROR').detail, 'hand and redraws cannot be combined (variants.md, section 8)')
    const draft = await app.inject({ method: 'POST', url: '/games', payload: { players: TWO, options: { hand: {}, draft: true } } })
    t.equal(expectProblem(t, draft, 400, 'VALIDATION_ERROR').detail, 'hand and draft cannot be combined (variants.md, section 8)')
    // A client's seed is as secret as the server's, so it can shuffle a game with private hands.
    const seeded = await createGame(app, { players: TWO, options: { hand: { visible: false } }, seed: 'private seed' })
    const dealt = createEngineGame({ players: TWO, options: { hand: { visible: false } }, seed: 'private seed' })
    const expected = dealt.ok ? dealt.state.choice!.hands! : []
    t.same(hands(await read(`/games/${seeded.id}`)), ['3 hidden', '3 hidden'], 'a seeded game with private hands: hidden from the public')
    t.same(hands(await read(`/games/${seeded.id}`, seeded.tokens[1])), ['3 hidden', expected[1]], "Bo sees his own, the seed's deal")
    t.notOk(JSON.stringify(await read(`/games/${seeded.id}/actions`)).includes('private seed'), 'the log does not name the seed')
  })

  t.test('H1 the deal; H2 choosing a held tile; H3 an unplaceable held tile', async (t) => {
    const g = await createGame(app, { players: TWO, deck: H, options: { hand: { size: 3, visible: true } } })
    const [ada, bo] = g.tokens
    const game = g.body.game
    t.same(hands(game), [['E', 'U', 'V'], ['C', 'X', 'B']], 'H1 hands')
    t.same(game.players.map((p: any) => p.handSize), [3, 3])
    t.same([game.deck, game.turn], [{ remaining: 2, river: 0, bottom: [] }, { seat: 0, phase: 'draw', tile: null, placed: null }])
    const entry0 = (await read(`/games/${g.id}/actions`)).actions[0].result
    t.same(entry0.hands, [['E', 'U', 'V'], ['C', 'X', 'B']], "entry 0's result records the deal")

    const drawn = await ok(app, g.id, 'draw', ada)
    t.same([drawn.tile, drawn.discarded, drawn.drawn, drawn.events], [null, [], [], [{ type: 'refilled', seat: 0, discarded: [], drawn: [], fromPile: [] }]])
    t.same([...new Set(drawn.placements.map((p: any) => p.tile))], ['E', 'U', 'V'], 'placements of every held tile')
    t.same((await read(`/games/${g.id}/legal`)).placements, drawn.placements, '/legal lists the same')
    t.same(drawn.game.turn, { seat: 0, phase: 'place', tile: null, placed: null })
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', ada, { tile: 'C', x: 0, y: -1, rotation: 180 }), 422, 'TILE_NOT_AVAILABLE', 'C is not held')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', ada, { x: 0, y: -1, rotation: 180 }), 422, 'TILE_NOT_AVAILABLE', 'no tile named')
    const placed = await ok(app, g.id, 'place', ada, { tile: 'E', x: 0, y: -1, rotation: 180 })
    t.same(placed.game.turn.tile, 'E')
    await ok(app, g.id, 'deploy', ada, { at: 'S' })
    const scored = await ok(app, g.id, 'score', ada)
    t.same([scored.scored.map((s: any) => [s.feature, s.points, s.seats]), scored.drawn], [[['city', 4, [0]]], ['K']], 'H2: 4 points, drawn K')
    t.same([hands(scored.game)[0], scored.game.deck.remaining, scored.game.players[0].score, scored.game.turn.seat], [['U', 'V', 'K'], 1, 4, 1])

    const third = await ok(app, g.id, 'draw', bo)
    t.same([third.discarded, third.drawn, hands(third.game)[1], third.game.deck.remaining, third.game.turn.phase, third.game.discarded], [['C'], ['A'], ['X', 'B', 'A'], 0, 'place', ['C']], 'H3')
    const verified = await getJson(app, `/games/${g.id}/verify`)
    t.same(verified.checks.filter((c: any) => !c.ok), [], 'the running game verifies')
  })

  t.test('copies of one tile leave nothing to choose: `place` may leave out `tile`', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U', 'U', 'V', 'V', 'V'], options: { hand: { size: 3, visible: true } } })
    const drawn = await ok(app, g.id, 'draw', g.tokens[0])
    t.same([...new Set(drawn.placements.map((p: any) => p.tile))], ['U'], 'three U tiles held')
    const { x, y, rotation } = drawn.placements[0]
    const placed = await ok(app, g.id, 'place', g.tokens[0], { x, y, rotation })
    t.same([placed.game.turn.tile, placed.game.board.at(-1)], ['U', { x, y, tile: 'U', rotation }], 'a U is placed')
    const entry = (await getJson(app, `/games/${g.id}/actions`)).actions.at(-1)
    t.same([entry.type, entry.payload], ['place', { x, y, rotation }], 'logged as sent')
  })

  t.test('H4 empty hands are skipped; the last placement ends the game, which verifies', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U', 'U', 'V'], options: { hand: {} } })
    t.same(hands(g.body.game), [['U', 'U', 'U'], ['V']])
    const seats: number[] = []
    let game = g.body.game
    let last: any = null
    while (game.status === 'active') {
      const seat = game.turn.seat
      seats.push(seat)
      const drawn = await ok(app, g.id, 'draw', g.tokens[seat])
      await ok(app, g.id, 'place', g.tokens[seat], drawn.placements[0])
      last = await ok(app, g.id, 'score', g.tokens[seat])
      game = last.game
    }
    t.same(seats, [0, 1, 0, 0])
    t.same([last.drawn, last.final, game.players.map((p: any) => p.handSize), game.deck.remaining], [[], [], [0, 0], 0], 'the score of the last placement ends the game')
    t.same((await getJson(app, `/games/${g.id}/verify`)).checks.filter((c: any) => !c.ok), [])
  })

  t.test('resigning in turn with hands: the turn is finished for the seat, then its resign entry, which ends the game after the last turn', async (t) => {
    const resign = async (id: string, token: string) => {
      const res = await app.inject({ method: 'POST', url: `/games/${id}/resign`, headers: bearer(token) })
      if (res.statusCode !== 200) throw new Error(`resign: ${res.statusCode} ${res.body}`)
      return res.json()
    }
    const early = await createGame(app, { players: [...TWO, { name: 'Cy' }], deck: ['E', 'U', 'V', 'C', 'X', 'B'], options: { hand: { size: 2, visible: false } } })
    await ok(app, early.id, 'draw', early.tokens[0])
    const left = await resign(early.id, early.tokens[0])
    t.same([left.game.status, left.game.players.map((p: any) => p.resigned), left.game.turn.seat], ['active', [true, false, false], 1], 'an empty pile is not the last turn while others hold tiles')
    const { actions } = await getJson(app, `/games/${early.id}/actions`)
    t.same(actions.slice(2).map((a: any) => [a.type, a.payload.by ?? null]), [['place', 'resign'], ['score', 'resign'], ['resign', null]])

    const last = await createGame(app, { players: TWO, deck: ['E', 'U', 'V'], options: { hand: { size: 2, visible: false } } })
    const [ada, bo] = last.tokens
    for (const [token, tile, spot] of [[ada, 'E', { x: 0, y: -1, rotation: 180 }], [bo, 'V', { x: 0, y: 1, rotation: 0 }]] as const) {
      const drawn = await ok(app, last.id, 'draw', token)
      await ok(app, last.id, 'place', token, drawn.placements.find((p: any) => p.tile === tile) ?? spot)
      await ok(app, last.id, 'score', token)
    }
    await ok(app, last.id, 'draw', ada)
    const end = await resign(last.id, ada)
    t.same([end.game.status, end.game.players.map((p: any) => p.resigned), end.game.winners], ['finished', [true, false], [1]], 'the resign after the last score ends the game')
    const tail = (await getJson(app, `/games/${last.id}/actions`)).actions.slice(-2)
    t.same(tail.map((a: any) => [a.type, a.payload]), [['score', { by: 'resign', resignFollows: true }], ['resign', {}]])
    t.same((await getJson(app, `/games/${last.id}/verify`)).checks.filter((c: any) => !c.ok), [])
  })

  t.test('H5 private hands: every read path shows a hand only to its seat', async (t) => {
    const g = await createGame(app, { players: TWO, deck: H, options: { hand: { size: 3, visible: false } } })
    const [ada, bo] = g.tokens
    t.same([hands(g.body.game), g.body.game.options.hand], [['3 hidden', '3 hidden'], { size: 3, visible: false }], "the creator's answer is the public view")
    const url = `/games/${g.id}`
    t.same(hands(await read(url)), ['3 hidden', '3 hidden'], 'GET without a token: no hand, handSize 3')
    t.same(hands(await read(url, bo)), ['3 hidden', ['C', 'X', 'B']], "seat 1 sees its own hand, not seat 0's")
    t.same(hands(await read(url, ada)), [['E', 'U', 'V'], '3 hidden'])
    const vary = (await app.inject({ method: 'GET', url })).headers.vary
    t.match(String(vary), /Authorization/, 'answers vary with Authorization')
    expectProblem(t, await app.inject({ method: 'GET', url, headers: bearer('not-a-token') }), 401, 'UNAUTHORIZED', 'an unknown token is refused')
    const tags = await Promise.all([undefined, ada, bo].map(async (token) => (await app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) })).headers.etag))
    t.same(tags, ['"0"', '"0-seat0"', '"0-seat1"'], "each view is its own representation, with its own ETag")
    const revalidated = await app.inject({ method: 'GET', url, headers: { ...bearer(bo), 'if-none-match': '"0-seat0"' } })
    t.same([revalidated.statusCode, hands(revalidated.json())], [200, ['3 hidden', ['C', 'X', 'B']]], "another seat's tag does not validate seat 1's view")

    const deal = async (token?: string) => (await read(`/games/${g.id}/actions`, token)).actions[0].result
    const publicDeal = await deal()
    t.same(publicDeal.hands, [[null, null, null], [null, null, null]], "entry 0's deal: counts only")
    t.match(publicDeal.private, SHA256_HEX, 'sealed with a digest')
    t.same((await deal(bo)).hands, [[null, null, null], ['C', 'X', 'B']], 'seat 1 sees its own deal')

    const drawn = await ok(app, g.id, 'draw', ada, undefined, { 'if-match': '"0-seat0"' })
    t.same([...new Set(drawn.placements.map((p: any) => p.tile))], ['E', 'U', 'V'], "the draw (If-Match with the seat's tag) answers its seat with its placements")
    t.same(hands(drawn.game), [['E', 'U', 'V'], '3 hidden'], "the answer shows the actor's hand")
    t.same((await read(`/games/${g.id}/legal`)).placements, [], '/legal without the token names no held tile')
    t.same((await read(`/games/${g.id}/legal`, bo)).placements, [], 'nor to the other seat')
    t.same((await read(`/games/${g.id}/legal`, ada)).placements, drawn.placements, 'the active seat sees its placements')
    await ok(app, g.id, 'place', ada, { tile: 'E', x: 0, y: -1, rotation: 180 })
    await ok(app, g.id, 'deploy', ada, { at: 'S' })
    const scored = await ok(app, g.id, 'score', ada)
    t.same([scored.drawn, hands(scored.game)], [['K'], [['U', 'V', 'K'], '3 hidden']], 'the score answers its seat with drawn K')

    const scoreEntry = async (token?: string) => (await read(`/games/${g.id}/actions`, token)).actions[4]
    const refilled = async (token?: string) => (await scoreEntry(token)).result.events.find((e: any) => e.type === 'refilled')
    t.same((await refilled(ada)).drawn, ['K'], 'the log shows drawn K to seat 0')
    t.same((await refilled(bo)).drawn, [null], 'only a count of 1 to seat 1')
    t.same((await refilled()).drawn, [null], 'and to readers without a token')
    t.same((await scoreEntry(ada)).hash, (await scoreEntry()).hash, 'the same entry (its hash covers the public form and the digest)')
    const placedEntry = (await read(`/games/${g.id}/actions`)).actions[2]
    t.same(placedEntry.result.events, [{ type: 'placed', seat: 0, tile: 'E', x: 0, y: -1, rotation: 180 }], "E's placement is public")
    t.notOk('private' in placedEntry.result, 'an entry with nothing private is not sealed')

    const third = await ok(app, g.id, 'draw', bo)
    t.same([third.discarded, third.drawn], [['C'], ['A']])
    const h3 = (await read(`/games/${g.id}/actions`)).actions[5].result.events[0]
    t.same([h3.discarded, h3.drawn], [['C'], [null]], 'the discarded C is public, the drawn A is not')
    t.same(hands(await read(`/games/${g.id}/actions/5/state`)), ['3 hidden', '3 hidden'], '/actions/{seq}/state: public view')
    t.same(hands(await read(`/games/${g.id}/actions/5/state`, bo)), ['3 hidden', ['X', 'B', 'A']], '/actions/{seq}/state: the seat sees its own')
    const polled = await read(`/games/${g.id}/actions?after=4&wait=1`, ada)
    t.same(polled.actions[0].result.events[0].drawn, [null], "a long poll shows seat 0 nothing of seat 1's draw")
    t.notMatch(JSON.stringify(await read(`/games/${g.id}/actions`)), /"K"|"A"/, 'no held tile named anywhere in the public log')

    const verified = await getJson(app, `/games/${g.id}/verify`)
    t.same(verified.checks.filter((c: any) => !c.ok), [], 'the server verifies the running game, digests included')
    const exported = await getJson(app, `/games/${g.id}/export`)
    t.notMatch(JSON.stringify(exported.log), /"K"|"A"/, 'the public export names no held tile')
    const publicReport = (await app.inject({ method: 'POST', url: '/verify', payload: exported })).json()
    t.same([publicReport.ok, publicReport.checks.map((c: any) => c.name)], [true, ['chain', 'setup', 'outcome']], 'a public verifier checks the chain, the setup and the public scores while hands are sealed')
    const forged = { ...exported, players: exported.players.map((p: any) => (p.seat === 0 ? { ...p, score: 999 } : p)), winners: [0] }
    const forgedReport = (await app.inject({ method: 'POST', url: '/verify', payload: forged })).json()
    t.match(forgedReport.checks.find((c: any) => c.name === 'outcome'), { ok: false, reason: "the document's scores differ from its scored events at seat 0: 999, the events add up to 4" }, 'a forged score is caught')
  })

  t.test('River + private hands: River tiles are public, the deal is not', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['RD', 'RL', 'E', 'U', 'V', 'C', 'X', 'B'], options: { river: {}, hand: { visible: false } } })
    const [ada, bo] = g.tokens
    const drawn = await ok(app, g.id, 'draw', ada)
    t.equal(drawn.tile, 'RD')
    t.same((await read(`/games/${g.id}/legal`)).placements, drawn.placements, "the drawn River tile's placements are public")
    await ok(app, g.id, 'place', ada, drawn.placements[0])
    t.same((await ok(app, g.id, 'score', ada)).drawn, [], 'a River turn draws nothing back, and says so')
    const lake = await ok(app, g.id, 'draw', bo)
    await ok(app, g.id, 'place', bo, lake.placements[0])
    const dealt = await ok(app, g.id, 'score', bo)
    const deal = dealt.events.find((e: any) => e.type === 'dealt')
    t.same([deal.from, deal.hands], [0, [[null, null, null], ['C', 'X', 'B']]], "the lake's score deals from seat 0; Bo's answer names only his own tiles")
    t.same(dealt.drawn, ['C', 'X', 'B'], "the lake's score: Bo's drawn is the hand dealt to him")
    t.same(hands(await read(`/games/${g.id}`, ada)), [['E', 'U', 'V'], '3 hidden'])
    const logged = (await read(`/games/${g.id}/actions`)).actions.at(-1).result.events.find((e: any) => e.type === 'dealt')
    t.same(logged.hands, [[null, null, null], [null, null, null]], 'the public log names no dealt tile')
  })

  t.test('private hands on the event stream', async (t) => {
    const base = await listen(app)
    const g = await createGame(app, { players: TWO, deck: H, options: { hand: { visible: false } } })
    const [ada, bo] = g.tokens
    await ok(app, g.id, 'draw', ada)
    await ok(app, g.id, 'place', ada, { tile: 'E', x: 0, y: -1, rotation: 180 })
    await ok(app, g.id, 'score', ada)
    const drawnOf = (events: any[]) => JSON.parse(events[3].data).result.events.find((e: any) => e.type === 'refilled').drawn
    for (const [token, expected] of [[ada, ['K']], [bo, [null]], [undefined, [null]]] as const) {
      const stream = await openSse(`${base}/games/${g.id}/events`, token === undefined ? {} : bearer(token))
      t.equal(stream.status, 200)
      const events = await stream.waitForEvents(4)
      stream.close()
      t.same(drawnOf(events), expected, `the stream shows ${token === ada ? 'seat 0' : token === bo ? 'seat 1' : 'a reader without a token'} drawn ${JSON.stringify(expected)}`)
      const deal = JSON.parse(events[0].data).result.hands
      t.same(deal.map((h: any[]) => h.every((tile) => tile === null)), [token !== ada, token !== bo])
    }
  })

  t.test('whole games with hands verify while running and once finished (visible and private)', async (t) => {
    const games = [
      [true, { seed: 'hands-verify' }, {}],
      [false, {}, {}],
      [false, { deck: ['V', 'U', 'E', 'K', 'B', 'A', 'U', 'V', 'W', 'E', 'J', 'U', 'X', 'V', 'D', 'U'] }, {}],
      [true, {}, { river: {} }],
      [false, {}, { river: { startTile: 'shuffled' } }],
    ] as const
    for (const [visible, source, river] of games) {
      const g = await createGame(app, { players: [...TWO, { name: 'Cy' }], options: { hand: { size: 2 + Number(visible), visible }, ...river }, ...source })
      let game = g.body.game
      for (let turn = 0; game.status === 'active'; turn++) {
        const token = g.tokens[game.turn.seat]
        const drawn = await ok(app, g.id, 'draw', token)
        game = drawn.game
        if (game.status !== 'active' || game.turn.phase !== 'place') continue
        game = (await ok(app, g.id, 'place', token, drawn.placements[(turn * 7) % drawn.placements.length])).game
        game = (await ok(app, g.id, 'score', token)).game
        if (turn === 15) t.same((await getJson(app, `/games/${g.id}/verify`)).checks.filter((c: any) => !c.ok), [], 'a running game verifies')
      }
      t.same(game.players.map((p: any) => [p.handSize, p.hand]), [[0, []], [0, []], [0, []]], 'every hand shown, and empty, at the end')
      const midway = await getJson(app, `/games/${g.id}/actions/30/state`)
      t.ok(midway.players.every((p: any) => Array.isArray(p.hand) && p.hand.length === p.handSize), 'once finished, every hand of every earlier state is shown')
      const verified = await getJson(app, `/games/${g.id}/verify`)
      t.same(verified.checks.filter((c: any) => !c.ok), [], 'every check passes')
      const exported = await getJson(app, `/games/${g.id}/export`)
      const report = (await app.inject({ method: 'POST', url: '/verify', payload: exported })).json()
      t.same([report.ok, report.checks.map((c: any) => c.name).includes('replay')], [true, true], `the export verifies, replay included (visible ${visible}, ${JSON.stringify(river)})`)
      if ('river' in river) {
        const dealt = exported.log.flatMap((e: any) => e.result.events ?? []).filter((e: any) => e.type === 'dealt')
        t.equal(dealt.length, 1, 'the hands are dealt once, when the river phase ends')
        t.equal(dealt[0].hands.flat().every((tile: unknown) => tile === null), !visible, visible ? 'a visible deal names its tiles' : 'a private deal names none')
      }
    }
  })
})
