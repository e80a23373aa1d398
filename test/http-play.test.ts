// Play-by-web through HTTP (spec/play.md): players, open seats and invitations, turn=mine
// listings, player tokens acting for their seats, and resigning in and out of turn. Every game
// written here still verifies.
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { apply, createGame, legalDeployments, legalPlacements, type GameState } from '../src/engine/index.js'
import { act, getJson, testApp } from './helpers/app.js'

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** Every join and resign accepted here is followed by GET /verify, which must be ok. */
async function post(app: FastifyInstance, url: string, token?: string, payload?: object) {
  const res = await app.inject({ method: 'POST', url, headers: token === undefined ? {} : auth(token), ...(payload === undefined ? {} : { payload }) })
  const write = /^\/games\/([^/]+)\/(join|resign)$/.exec(url)
  if (write !== null && res.statusCode === 200 && !(await verifies(app, write[1]))) throw new Error(`${url}: the game does not verify after it`)
  return res
}

async function register(app: FastifyInstance, name: string): Promise<{ id: string; token: string }> {
  const res = await post(app, '/players', undefined, { name })
  if (res.statusCode !== 201) throw new Error(`POST /players: ${res.statusCode} ${res.body}`)
  return { id: res.json().player.id, token: res.json().token }
}

async function create(app: FastifyInstance, body: object): Promise<any> {
  const res = await post(app, '/games', undefined, body)
  if (res.statusCode !== 201) throw new Error(`POST /games: ${res.statusCode} ${res.body}`)
  return res.json()
}

async function verifies(app: FastifyInstance, id: string): Promise<boolean> {
  return (await getJson(app, `/games/${id}/verify`)).ok
}

async function myGames(app: FastifyInstance, token: string, query = ''): Promise<any> {
  const res = await app.inject({ method: 'GET', url: `/players/me/games${query}`, headers: auth(token) })
  if (res.statusCode !== 200) throw new Error(`GET /players/me/games${query}: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** Plays one whole turn for the active seat with `token`: draw, the first legal placement, score. */
async function playTurn(app: FastifyInstance, id: string, token: string): Promise<void> {
  for (const [type, body] of [['draw'], ['place', 'first'], ['score']] as const) {
    const payload = body === 'first' ? (await getJson(app, `/games/${id}/legal`)).placements[0] : undefined
    const res = await act(app, id, type, token, payload)
    if (res.statusCode !== 200) throw new Error(`${type}: ${res.statusCode} ${res.body}`)
  }
}

t.test('players: register, who am I', async (t) => {
  const { app } = await testApp(t)
  const res = await post(app, '/players', undefined, { name: 'Ada' })
  t.equal(res.statusCode, 201)
  const { player, token } = res.json()
  t.match(player, { id: /^[0-9a-f-]{36}$/, name: 'Ada' })
  t.match(token, /^[A-Za-z0-9_-]{43}$/)
  t.same((await app.inject({ method: 'GET', url: '/players/me', headers: auth(token) })).json(), { id: player.id, name: 'Ada' })
  for (const headers of [{}, auth('not-a-token'), { authorization: 'Basic abc' }]) {
    const me = await app.inject({ method: 'GET', url: '/players/me', headers })
    t.equal(me.statusCode, 401)
    t.equal(me.json().code, 'UNAUTHORIZED')
  }
  t.equal((await post(app, '/players', undefined, { name: '' })).statusCode, 400)
  t.equal((await post(app, '/players', undefined, { name: 'Ada', admin: true })).statusCode, 400)
})

t.test('resigning while seats are open (play.md: at any time): the seat takes no turn; one seat left ends the game', async (t) => {
  const { app } = await testApp(t)
  const three = await create(app, { players: [{ name: 'A' }, { name: 'B' }, { open: true }], seed: 'resign-waiting' })
  const id = three.game.id
  const left = await post(app, `/games/${id}/resign`, three.seats[0].token)
  t.equal(left.statusCode, 200)
  t.match(left.json().game, { status: 'waiting', turn: null, version: 1 })
  t.same(left.json().game.players.map((p: any) => p.resigned), [true, false, false])
  t.equal(left.json().final, undefined, 'two seats stay (one of them open): no final scoring')
  const joined = await post(app, `/games/${id}/join`, undefined, { invite: three.seats[2].invite, name: 'C' })
  t.match(joined.json().game, { status: 'active', turn: { seat: 1, phase: 'draw' } }, 'the first seat that stayed begins')
  const log = (await getJson(app, `/games/${id}/actions`)).actions
  t.same(log.map((e: any) => [e.seq, e.type, e.seat, e.payload]), [[0, 'create', null, log[0].payload], [1, 'resign', 0, {}], [2, 'join', 2, { seat: 2, name: 'C' }]])
  t.equal(await verifies(app, id), true)

  const two = await create(app, { players: [{ name: 'A' }, { open: true }], seed: 'resign-waiting-2' })
  const ended = await post(app, `/games/${two.game.id}/resign`, two.seats[0].token)
  t.equal(ended.statusCode, 200)
  t.same([ended.json().game.status, ended.json().game.winners, ended.json().final], ['finished', [], []], 'one seat stays, an open one: the game ends at once, and nobody wins')
  const late = await post(app, `/games/${two.game.id}/join`, undefined, { invite: two.seats[1].invite, name: 'B' })
  t.same([late.statusCode, late.json().code], [409, 'GAME_FINISHED'], 'nobody joins a finished game')
  t.equal(await verifies(app, two.game.id), true)
})

t.test('open seats: the invitation is single use, a waiting game refuses turn actions', async (t) => {
  const { app } = await testApp(t)
  const ada = await register(app, 'Ada')
  const created = await create(app, { players: [{ player: ada.id }, { open: true }, { name: 'Cy', color: 'black' }], seed: 'open-seats' })
  const id = created.game.id
  t.match(created.game, { status: 'waiting', turn: null, version: 0 })
  t.same(created.game.players.map((p: any) => [p.name, p.color, p.resigned, p.timeouts]), [['Ada', 'red', false, 0], [null, 'blue', false, 0], ['Cy', 'black', false, 0]])
  t.same(created.seats.map((s: any) => Object.keys(s).sort()), [['color', 'name', 'player', 'seat', 'token'], ['color', 'invite', 'name', 'seat'], ['color', 'name', 'seat', 'token']])
  t.equal(created.seats[0].player, ada.id)
  const invite = created.seats[1].invite
  t.match(invite, /^[A-Za-z0-9_-]{43}$/)
  const [tokenAda, , tokenCy] = created.seats.map((s: any) => s.token)

  for (const [type, payload] of [['draw'], ['place', { x: 1, y: 0, rotation: 0 }], ['deploy', { at: 'N' }], ['score']] as const) {
    const res = await act(app, id, type, tokenAda, payload)
    t.equal(res.statusCode, 409, `${type} while waiting`)
    t.equal(res.json().code, 'GAME_NOT_STARTED')
  }
  t.same(await getJson(app, `/games/${id}/legal`), { placements: [], deployments: [] })

  const waiting = await myGames(app, ada.token, '?status=waiting')
  t.same(waiting.games.map((g: any) => [g.id, g.status, g.seat, g.yourTurn, g.turn, g.deadline]), [[id, 'waiting', 0, false, null, null]], "Ada's waiting game")
  t.same((await myGames(app, ada.token, '?status=active')).games, [], 'not active yet')

  const wrong = await post(app, `/games/${id}/join`, undefined, { invite: 'x'.repeat(43), name: 'Bo' })
  t.equal(wrong.statusCode, 404)
  t.equal(wrong.json().code, 'INVALID_INVITE')
  for (const unknown of ['', 'not a code', 'bogus!', 'x'.repeat(500), '\u0000']) {
    const answer = await post(app, `/games/${id}/join`, undefined, { invite: unknown, name: 'Bo' })
    t.same([answer.statusCode, answer.json().code], [404, 'INVALID_INVITE'], `unknown invite ${JSON.stringify(unknown.slice(0, 12))}`)
  }
  const nameless = await post(app, `/games/${id}/join`, undefined, { invite })
  t.equal(nameless.statusCode, 400)
  t.equal((await getJson(app, `/games/${id}`)).version, 0, 'refusals write nothing')

  const joined = await post(app, `/games/${id}/join`, undefined, { invite, name: 'Bo' })
  t.equal(joined.statusCode, 200)
  const body = joined.json()
  t.match(body.seat, { seat: 1, name: 'Bo', color: 'blue', token: /^[A-Za-z0-9_-]{43}$/ })
  t.match(body.game, { status: 'active', version: 1, turn: { seat: 0, phase: 'draw', tile: null, placed: null } })
  t.same(body.events, [{ type: 'joined', seat: 1, name: 'Bo' }])
  const again = await post(app, `/games/${id}/join`, undefined, { invite, name: 'Eve' })
  t.equal(again.statusCode, 409)
  t.equal(again.json().code, 'SEAT_TAKEN')
  const elsewhere = await create(app, { players: [{ name: 'X' }, { open: true }] })
  t.equal((await post(app, `/games/${elsewhere.game.id}/join`, undefined, { invite, name: 'Eve' })).json().code, 'INVALID_INVITE', "another game's code")

  const log = (await getJson(app, `/games/${id}/actions`)).actions
  t.same(log.map((e: any) => [e.seq, e.type, e.seat]), [[0, 'create', null], [1, 'join', 1]])
  t.same(log[0].payload.players, [{ name: 'Ada', color: 'red' }, { open: true, color: 'blue' }, { name: 'Cy', color: 'black' }])
  t.same(log[1].payload, { seat: 1, name: 'Bo' })
  const exported = JSON.stringify(await getJson(app, `/games/${id}/export`))
  t.notOk(exported.includes(invite), 'the invitation code is not in the log')
  t.notOk(exported.includes(ada.id), 'nor the player id')

  // The player token acts for its seat; the joined seat token works on its turn.
  t.equal((await act(app, id, 'draw', ada.token)).statusCode, 200, 'player token draws for seat 0')
  const notYours = await act(app, id, 'draw', body.seat.token)
  t.equal(notYours.statusCode, 403)
  t.equal(notYours.json().code, 'NOT_YOUR_TURN')
  const stranger = await register(app, 'Stranger')
  const refused = await act(app, id, 'score', stranger.token)
  t.equal(refused.statusCode, 403)
  t.equal(refused.json().code, 'NOT_A_PLAYER')
  t.equal(await verifies(app, id), true)
})

t.test('join with a player token binds the seat; the last join starts the game', async (t) => {
  const { app } = await testApp(t)
  const bo = await register(app, 'Bo')
  const created = await create(app, { players: [{ name: 'Ada' }, { open: true }, { open: true }] })
  const id = created.game.id
  const first = await post(app, `/games/${id}/join`, bo.token, { invite: created.seats[1].invite })
  t.equal(first.statusCode, 200)
  t.match(first.json(), { seat: { seat: 1, name: 'Bo' }, game: { status: 'waiting', turn: null } })
  const twice = await post(app, `/games/${id}/join`, bo.token, { invite: created.seats[2].invite })
  t.equal(twice.statusCode, 400, 'a player holds one seat per game')
  t.equal((await post(app, `/games/${id}/join`, 'bogus', { invite: created.seats[2].invite, name: 'Cy' })).statusCode, 401)
  const last = await post(app, `/games/${id}/join`, undefined, { invite: created.seats[2].invite, name: 'Cy' })
  t.match(last.json().game, { status: 'active', turn: { seat: 0, phase: 'draw' } })
  const listed = await myGames(app, bo.token)
  t.same(listed.games.map((g: any) => [g.id, g.status, g.seat, g.yourTurn]), [[id, 'active', 1, false]])
  const report = await getJson(app, `/games/${id}/verify`)
  t.same(report.checks.filter((c: any) => !c.ok), [])
})

t.test('turn=mine follows the game; pages by cursor', async (t) => {
  const { app } = await testApp(t)
  const p = await register(app, 'P')
  const q = await register(app, 'Q')
  const created = await create(app, { players: [{ player: p.id }, { player: q.id, name: 'Quinn' }], seed: 'listing' })
  const id = created.game.id
  t.equal(created.game.players[1].name, 'Quinn')
  const mine = async (player: { token: string }) => (await myGames(app, player.token, '?turn=mine')).games.map((g: any) => g.id)
  t.same(await mine(p), [id])
  t.same(await mine(q), [])
  const row = (await myGames(app, p.token)).games[0]
  t.same(row, { id, status: 'active', version: 0, seat: 0, yourTurn: true, turn: { seat: 0, phase: 'draw' }, deadline: null, players: [{ seat: 0, name: 'P', color: 'red' }, { seat: 1, name: 'Quinn', color: 'blue' }] })
  await playTurn(app, id, p.token)
  t.same(await mine(p), [])
  t.same(await mine(q), [id])
  await playTurn(app, id, q.token)
  t.same(await mine(p), [id])
  t.same((await myGames(app, p.token, '?status=finished')).games, [])
  t.same((await myGames(app, p.token, '?status=active')).games.map((g: any) => g.id), [id])

  const more = [] as string[]
  for (let i = 0; i < 3; i++) more.push((await create(app, { players: [{ player: p.id }, { name: `O${i}` }] })).game.id)
  const newestFirst = [...more].reverse().concat(id)
  const seen: string[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const page: any = await myGames(app, p.token, `?limit=3${cursor === null ? '' : `&after=${cursor}`}`)
    seen.push(...page.games.map((g: any) => g.id))
    cursor = page.next
    pages++
  } while (cursor !== null)
  t.same(seen, newestFirst, 'newest activity first, each game once')
  t.equal(pages, 2)
  const bad = await app.inject({ method: 'GET', url: '/players/me/games?after=nonsense', headers: auth(p.token) })
  t.equal(bad.statusCode, 400)
  // Cursors that parse but that the database could not compare: years past 9999 or before 1, a NUL in the id.
  for (const forged of [['+275760-09-13T00:00:00.000Z', 'x'], ['99999', 'x'], ['0000-01-01T00:00:00.000Z', 'x'], ['2020-01-01T00:00:00.000Z', '\u0000'], ['2020-01-01T00:00:00Z', 'x']]) {
    const after = Buffer.from(JSON.stringify(forged)).toString('base64url')
    const answer = await app.inject({ method: 'GET', url: `/players/me/games?after=${after}`, headers: auth(p.token) })
    t.same([answer.statusCode, answer.json().code], [400, 'VALIDATION_ERROR'], `forged cursor ${JSON.stringify(forged)}`)
  }
  t.equal((await app.inject({ method: 'GET', url: '/players/me/games' })).statusCode, 401)
  const unknown = await post(app, '/games', undefined, { players: [{ player: '00000000-0000-0000-0000-000000000000' }, { name: 'B' }] })
  t.equal(unknown.statusCode, 422)
  t.equal(unknown.json().code, 'PLAYER_NOT_FOUND')
})

t.test('resign out of turn and in turn; the game ends when one seat is left', async (t) => {
  const { app } = await testApp(t)
  const created = await create(app, { players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed: 'resign-3' })
  const id = created.game.id
  const [a, b, c] = created.seats.map((s: any) => s.token)

  const out = await post(app, `/games/${id}/resign`, b)
  t.equal(out.statusCode, 200)
  t.match(out.json().game, { status: 'active', turn: { seat: 0, phase: 'draw' } })
  t.same(out.json().game.players.map((p: any) => p.resigned), [false, true, false])
  t.same(out.json().events, [{ type: 'resigned', seat: 1 }])
  t.notOk('final' in out.json())
  t.equal((await post(app, `/games/${id}/resign`, b)).json().code, 'NOT_YOUR_TURN', 'twice')
  await playTurn(app, id, a)
  t.match(await getJson(app, `/games/${id}`), { turn: { seat: 2, phase: 'draw' } }, "seat 1's turn is skipped")
  const resignedDraw = await act(app, id, 'draw', b)
  t.equal(resignedDraw.statusCode, 403)
  t.equal(resignedDraw.json().code, 'NOT_YOUR_TURN')

  // Seat 2 resigns after drawing and placing: the server scores its turn first, then resigns it.
  t.equal((await act(app, id, 'draw', c)).statusCode, 200)
  t.equal((await act(app, id, 'place', c, (await getJson(app, `/games/${id}/legal`)).placements[0])).statusCode, 200)
  const before = (await getJson(app, `/games/${id}`)).version
  const inTurn = await post(app, `/games/${id}/resign`, c)
  t.equal(inTurn.statusCode, 200)
  const game = inTurn.json().game
  t.match(game, { status: 'finished', turn: null, winners: [0], version: before + 2 })
  t.ok(Array.isArray(inTurn.json().final), 'final scoring in the response')
  const log = (await getJson(app, `/games/${id}/actions?after=${before}`)).actions
  t.same(log.map((e: any) => [e.type, e.seat, e.payload]), [['score', 2, { by: 'resign' }], ['resign', 2, {}]])
  t.equal(log[0].at, log[1].at, 'the turn finished and the resign: one statement, one time')
  t.equal(log[1].result.events.at(-1).type, 'ended')
  t.equal((await post(app, `/games/${id}/resign`, a)).json().code, 'GAME_FINISHED')
  t.equal(await verifies(app, id), true)
})

t.test('winners only among seats that did not resign', async (t) => {
  const { app } = await testApp(t)
  // Seat 1 closes a two-tile city for 4 points, seat 0 scores nothing; then seat 1 resigns.
  const deck = ['U', 'E', 'U', 'U']
  const created = await create(app, { players: [{ name: 'A' }, { name: 'B' }], deck })
  const id = created.game.id
  const [a, b] = created.seats.map((s: any) => s.token)
  await playTurn(app, id, a)
  t.equal((await act(app, id, 'draw', b)).json().tile, 'E')
  const state = (await getJson(app, `/games/${id}`)) as GameState
  const local = closingMove(state, deck)
  t.ok(local, 'a placement of E that closes a city with a knight exists')
  t.equal((await act(app, id, 'place', b, local!.placement)).statusCode, 200)
  t.equal((await act(app, id, 'deploy', b, { at: local!.at })).statusCode, 200)
  const scored = await act(app, id, 'score', b)
  t.same(scored.json().game.players.map((p: any) => p.score), [0, 4])
  const resigned = await post(app, `/games/${id}/resign`, b)
  t.match(resigned.json().game, { status: 'finished', winners: [0] })
  t.same(resigned.json().game.players.map((p: any) => p.score), [0, 4], 'the resigned seat keeps its points but does not win')
  t.equal(await verifies(app, id), true)
})

t.test("resigning in the game's last turn: place and score for the seat, then its resign entry, which ends the game", async (t) => {
  const { app } = await testApp(t)
  for (const players of [[{ name: 'A' }, { name: 'B' }], [{ name: 'A' }, { name: 'B' }, { name: 'C' }]]) {
    const created = await create(app, { players, deck: ['E'] })
    const id = created.game.id
    const [a] = created.seats.map((s: any) => s.token)
    t.equal((await act(app, id, 'draw', a)).json().tile, 'E')
    const resigned = await post(app, `/games/${id}/resign`, a)
    t.equal(resigned.statusCode, 200, resigned.body)
    const others = players.slice(1).map((_, i) => i + 1)
    t.match(resigned.json().game, { status: 'finished', version: 4, winners: others, turn: null }, `${players.length} seats: finished, the others win`)
    t.same(resigned.json().game.players.map((p: any) => [p.resigned, p.score]), players.map((_, seat) => [seat === 0, 0]))
    t.same(resigned.json().events.map((e: any) => e.type), ['resigned', 'ended'], "the answer is the resign entry's: the resignation and the end")
    t.same(resigned.json().final, [])
    const log = (await getJson(app, `/games/${id}/actions?after=1`)).actions
    t.same(
      log.map((e: any) => [e.type, e.seat, e.payload]),
      [['place', 0, { x: 0, y: -1, rotation: 180, by: 'resign' }], ['score', 0, { by: 'resign', resignFollows: true }], ['resign', 0, {}]],
      'entries of their own: place, score, resign (play.md)',
    )
    t.equal((await post(app, `/games/${id}/resign`, a)).json().code, 'GAME_FINISHED', 'nothing more to resign')
    t.equal(await verifies(app, id), true)
  }
})

/** A placement and knight of seat 1's drawn tile that completes a city, found with the engine on a replica of the game. */
function closingMove(state: GameState, deck: string[]): { placement: { x: number; y: number; rotation: number }; at: string } | null {
  const created = createGame({ players: [{ name: 'A' }, { name: 'B' }], deck })
  if (!created.ok) return null
  let local = created.state
  for (const action of [{ type: 'draw', seat: 0 }, { type: 'place', seat: 0, ...state.board[1] }, { type: 'score', seat: 0 }, { type: 'draw', seat: 1 }] as any[]) {
    const next = apply(local, action)
    if (!next.ok) return null
    local = next.state
  }
  for (const placement of legalPlacements(local)) {
    const placed = apply(local, { type: 'place', seat: 1, ...placement })
    if (!placed.ok) continue
    for (const deployment of legalDeployments(placed.state).filter((d) => d.feature === 'city')) {
      const deployed = apply(placed.state, { type: 'deploy', seat: 1, at: deployment.at })
      if (!deployed.ok) continue
      const scored = apply(deployed.state, { type: 'score', seat: 1 })
      if (scored.ok && scored.state.players[1].score === 4) return { placement, at: deployment.at }
    }
  }
  return null
}
