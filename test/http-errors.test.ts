// Every error code of api.md over HTTP: exact status, code and problem+json body, and the proof
// that a rejected request changed nothing (version, log length and last hash).
// Geometry (rules.md): the start tile D lies at (0,0): city N, road W-E, field S. A U at
// rotation 90 is a straight road W-E with fields north and south; an E at rotation 180 has its
// city to the south, so at (0,-1) it closes D's city.
import t from 'tap'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { DEFAULT_VARIANTS, expectProblem, expectRejected, ok, playTurn, snapshot } from './helpers/http.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]

t.test('error codes over HTTP', async (t) => {
  const { app } = await testApp(t)

  t.test('VALIDATION_ERROR: bad body', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    await ok(app, g.id, 'draw', g.tokens[0])
    const bad: [string, object][] = [
      ['x not an integer', { x: 'abc', y: 0, rotation: 90 }],
      ['x fractional', { x: 1.5, y: 0, rotation: 90 }],
      ['x a string overflowing to Infinity', { x: '1e400', y: 0, rotation: 90 }],
      ['rotation 45', { x: 1, y: 0, rotation: 45 }],
      ['rotation missing', { x: 1, y: 0 }],
      ['y missing', { x: 1, rotation: 90 }],
      ['x beyond a 32-bit integer', { x: 2147483648, y: 0, rotation: 90 }],
      ['an unknown member', { x: 1, y: 0, rotation: 90, meeple: 'C' }],
      ['an array', [1, 0, 90]],
    ]
    for (const [what, payload] of bad) {
      const body = await expectRejected(t, app, g.id, () => act(app, g.id, 'place', g.tokens[0], payload), 400, 'VALIDATION_ERROR', `place with ${what}`)
      t.ok(Array.isArray(body.errors) && body.errors.length > 0, `place with ${what}: errors listed`)
    }
    // Any 32-bit integer is a cell: one far from every tile is refused by the rules, as any other.
    for (const [x, y] of [[100000, 0], [2147483647, -2147483648], [1001, 5]]) {
      const far = await expectRejected(t, app, g.id, () => act(app, g.id, 'place', g.tokens[0], { x, y, rotation: 90 }), 422, 'ILLEGAL_PLACEMENT', `place at (${x}, ${y})`)
      t.equal(far.reason, 'no-neighbour', `(${x}, ${y}) touches no tile`)
    }
    // No token at all: the schema is checked first, and still nothing is written.
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', undefined, { x: 'abc', y: 0, rotation: 90 }), 400, 'VALIDATION_ERROR', 'bad body without a token')

    await ok(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 })
    for (const [what, payload] of [
      ['an unknown port', { at: 'Q' }],
      ['a lower-case port', { at: 'e' }],
      ['no port', {}],
      ['a numeric port', { at: 3 }],
      ['an unknown member', { at: 'E', seat: 1 }],
    ] as [string, object][]) {
      await expectRejected(t, app, g.id, () => act(app, g.id, 'deploy', g.tokens[0], payload), 400, 'VALIDATION_ERROR', `deploy with ${what}`)
    }
    // The game still takes the legal action afterwards.
    await ok(app, g.id, 'deploy', g.tokens[0], { at: 'E' })
  })

  t.test('VALIDATION_ERROR: bad query', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U'] })
    const queries = [
      '/games?limit=0',
      '/games?limit=101',
      '/games?limit=abc',
      '/games?offset=-1',
      '/games?offset=1e20',
      '/games?offset=1e400',
      '/games?limit=1e400',
      '/games?limit=-1e400',
      '/games?status=done',
      '/games?colour=red',
      `/games/${g.id}/actions?after=-2`,
      `/games/${g.id}/actions?after=x`,
      `/games/${g.id}/actions?after=1e20`,
      `/games/${g.id}/actions?after=99999999999`,
      `/games/${g.id}/actions?after=1e400`,
      `/games/${g.id}/actions?after=-1e400`,
      `/games/${g.id}/actions?limit=1e400`,
      `/games/${g.id}/actions?limit=0`,
      `/games/${g.id}/actions?limit=1001`,
      `/games/${g.id}/actions?before=3`,
    ]
    for (const url of queries) {
      await expectRejected(t, app, g.id, () => app.inject({ method: 'GET', url }), 400, 'VALIDATION_ERROR', `GET ${url}`)
    }
  })

  t.test('VALIDATION_ERROR: bad path parameter', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U'] })
    for (const seq of ['-1', 'abc', '1.5', '1e400', '99999999999', '']) {
      await expectRejected(t, app, g.id, () => app.inject({ method: 'GET', url: `/games/${g.id}/actions/${seq}/state` }), 400, 'VALIDATION_ERROR', `state at seq ${seq}`)
    }
    const long = 'x'.repeat(101)
    await expectRejected(t, app, g.id, () => app.inject({ method: 'GET', url: `/games/${long}` }), 400, 'VALIDATION_ERROR', 'GET an over-long id')
    await expectRejected(t, app, g.id, () => act(app, long, 'draw', g.tokens[0]), 400, 'VALIDATION_ERROR', 'draw on an over-long id')
    await expectRejected(t, app, g.id, () => app.inject({ method: 'GET', url: '/games/%E0%A4%A' }), 400, 'VALIDATION_ERROR', 'GET a malformed percent-encoding')
    // A seq past the log's end is well formed but names no entry.
    await expectRejected(t, app, g.id, () => app.inject({ method: 'GET', url: `/games/${g.id}/actions/1/state` }), 404, 'ACTION_NOT_FOUND', 'state after a missing entry')
  })

  t.test('UNAUTHORIZED', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    const other = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    const token = g.tokens[0]
    const headers: [string, Record<string, string>][] = [
      ['no Authorization header', {}],
      ['an empty header', { authorization: '' }],
      ['Bearer without a token', { authorization: 'Bearer' }],
      ['Bearer and blanks', { authorization: 'Bearer   ' }],
      ['another scheme', { authorization: `Basic ${token}` }],
      ['the bare token', { authorization: token }],
      ['two tokens', { authorization: `Bearer ${token} ${token}` }],
      ['a token with a suffix', { authorization: `Bearer ${token}x` }],
      ['a truncated token', { authorization: `Bearer ${token.slice(0, -1)}` }],
      ['an unknown token', { authorization: `Bearer ${'A'.repeat(43)}` }],
      ["the active seat's token of another game", { authorization: `Bearer ${other.tokens[0]}` }],
      ["the other seat's token of another game", { authorization: `Bearer ${other.tokens[1]}` }],
    ]
    for (const [what, h] of headers) {
      await expectRejected(t, app, g.id, () => app.inject({ method: 'POST', url: `/games/${g.id}/draw`, headers: h }), 401, 'UNAUTHORIZED', `draw with ${what}`)
    }
    await ok(app, g.id, 'draw', token)
    for (const [type, payload] of [
      ['place', { x: 1, y: 0, rotation: 90 }],
      ['deploy', { at: 'E' }],
      ['score', undefined],
    ] as const) {
      await expectRejected(t, app, g.id, () => act(app, g.id, type, undefined, payload), 401, 'UNAUTHORIZED', `${type} without a token`)
      await expectRejected(t, app, g.id, () => act(app, g.id, type, other.tokens[0], payload), 401, 'UNAUTHORIZED', `${type} with another game's token`)
    }
    // The other game was not touched either.
    t.equal((await snapshot(app, other.id)).version, 0, 'the other game is still at version 0')
    // The scheme is case-insensitive (RFC 9110).
    const res = await app.inject({ method: 'POST', url: `/games/${g.id}/place`, headers: { authorization: `bearer ${token}` }, payload: { x: 1, y: 0, rotation: 90 } })
    t.equal(res.statusCode, 200, 'lower-case bearer scheme accepted')
  })

  t.test('NOT_YOUR_TURN', async (t) => {
    const g = await createGame(app, { players: [...TWO, { name: 'Cy' }], deck: ['U', 'U'] })
    for (const seat of [1, 2]) {
      await expectRejected(t, app, g.id, () => act(app, g.id, 'draw', g.tokens[seat]), 403, 'NOT_YOUR_TURN', `seat ${seat} draws in seat 0's turn`)
    }
    await ok(app, g.id, 'draw', g.tokens[0])
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', g.tokens[1], { x: 1, y: 0, rotation: 90 }), 403, 'NOT_YOUR_TURN', 'seat 1 places')
    await ok(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 })
    await expectRejected(t, app, g.id, () => act(app, g.id, 'deploy', g.tokens[2], { at: 'E' }), 403, 'NOT_YOUR_TURN', 'seat 2 deploys')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'score', g.tokens[1]), 403, 'NOT_YOUR_TURN', 'seat 1 scores')
    await ok(app, g.id, 'score', g.tokens[0])
    await expectRejected(t, app, g.id, () => act(app, g.id, 'draw', g.tokens[0]), 403, 'NOT_YOUR_TURN', 'seat 0 draws in seat 1\'s turn')
    await ok(app, g.id, 'draw', g.tokens[1])
  })

  t.test('GAME_NOT_FOUND', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U'] })
    const before = await getJson(app, '/games?limit=100')
    for (const id of ['no-such-game', '00000000-0000-4000-8000-000000000000', `${g.id.slice(0, -1)}0`]) {
      if (id === g.id) continue
      for (const url of [`/games/${id}`, `/games/${id}/legal`, `/games/${id}/actions`, `/games/${id}/actions/0/state`]) {
        await expectRejected(t, app, g.id, () => app.inject({ method: 'GET', url }), 404, 'GAME_NOT_FOUND', `GET ${url}`)
      }
      for (const [type, payload] of [
        ['draw', undefined],
        ['place', { x: 1, y: 0, rotation: 90 }],
        ['deploy', { at: 'E' }],
        ['score', undefined],
      ] as const) {
        await expectRejected(t, app, g.id, () => act(app, id, type, g.tokens[0], payload), 404, 'GAME_NOT_FOUND', `${type} on ${id} with a real token`)
        await expectRejected(t, app, g.id, () => act(app, id, type, undefined, payload), 404, 'GAME_NOT_FOUND', `${type} on ${id} without a token`)
      }
    }
    const after = await getJson(app, '/games?limit=100')
    t.equal(after.total, before.total, 'no game was created')
  })

  t.test('WRONG_PHASE', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    const [a] = g.tokens
    // Phase draw.
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', a, { x: 1, y: 0, rotation: 90 }), 409, 'WRONG_PHASE', 'place before draw')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'deploy', a, { at: 'E' }), 409, 'WRONG_PHASE', 'deploy before draw')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'score', a), 409, 'WRONG_PHASE', 'score before draw')
    // Phase place.
    await ok(app, g.id, 'draw', a)
    await expectRejected(t, app, g.id, () => act(app, g.id, 'draw', a), 409, 'WRONG_PHASE', 'draw twice')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'deploy', a, { at: 'E' }), 409, 'WRONG_PHASE', 'deploy before place')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'score', a), 409, 'WRONG_PHASE', 'score before place')
    // Phase deploy.
    await ok(app, g.id, 'place', a, { x: 1, y: 0, rotation: 90 })
    await expectRejected(t, app, g.id, () => act(app, g.id, 'draw', a), 409, 'WRONG_PHASE', 'draw after place')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', a, { x: -1, y: 0, rotation: 90 }), 409, 'WRONG_PHASE', 'place twice')
    // Phase score.
    await ok(app, g.id, 'deploy', a, { at: 'E' })
    await expectRejected(t, app, g.id, () => act(app, g.id, 'deploy', a, { at: 'NNE' }), 409, 'WRONG_PHASE', 'deploy twice')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'place', a, { x: -1, y: 0, rotation: 90 }), 409, 'WRONG_PHASE', 'place in phase score')
    await expectRejected(t, app, g.id, () => act(app, g.id, 'draw', a), 409, 'WRONG_PHASE', 'draw in phase score')
    const done = await ok(app, g.id, 'score', a)
    t.same(done.game.turn, { seat: 1, phase: 'draw', tile: null, placed: null }, 'the turn passed on')
  })

  t.test('GAME_FINISHED', async (t) => {
    const actions = [
      ['draw', undefined],
      ['place', { x: 0, y: 1, rotation: 0 }],
      ['deploy', { at: 'N' }],
      ['score', undefined],
    ] as const

    t.test('after the last tile is scored', async (t) => {
      const g = await createGame(app, { players: TWO, deck: ['E'] })
      const last = await playTurn(app, g.id, g.tokens[0], { x: 0, y: -1, rotation: 180, at: 'S' }, 'E')
      t.equal(last.game.status, 'finished', 'the game ended with its last tile')
      t.equal(last.game.turn, null, 'no turn once finished')
      t.ok(Array.isArray(last.final), 'final scoring reported')
      t.same(last.scored.map((s: any) => [s.feature, s.points, s.seats]), [['city', 4, [0]]], 'the closed city scored')
      for (const seat of [0, 1]) {
        for (const [type, payload] of actions) {
          await expectRejected(t, app, g.id, () => act(app, g.id, type, g.tokens[seat], payload), 409, 'GAME_FINISHED', `seat ${seat} ${type}s after the end`)
        }
      }
      await expectRejected(t, app, g.id, () => act(app, g.id, 'draw', g.tokens[1], undefined, { 'if-match': '*' }), 409, 'GAME_FINISHED', 'draw with If-Match *')
      // Authentication still comes first.
      await expectRejected(t, app, g.id, () => act(app, g.id, 'draw', undefined), 401, 'UNAUTHORIZED', 'draw without a token after the end')
      t.same(await getJson(app, `/games/${g.id}/legal`), { placements: [], deployments: [] }, 'nothing is legal')
    })

    t.test('when the first draw finds only unplaceable tiles', async (t) => {
      // After E closes D's city, no open edge is a city: the C (all city) fits nowhere.
      const g = await createGame(app, { players: TWO, deck: ['E', 'C'] })
      const turn = await playTurn(app, g.id, g.tokens[0], { x: 0, y: -1, rotation: 180 }, 'E')
      t.equal(turn.game.status, 'active', 'still active after the first turn')
      const res = await act(app, g.id, 'draw', g.tokens[1])
      t.equal(res.statusCode, 200, 'the draw that exhausts the pile succeeds')
      const drawn = res.json()
      t.equal(drawn.tile, null, 'no tile drawn')
      t.same(drawn.discarded, ['C'], 'the C was removed')
      t.ok(Array.isArray(drawn.final), 'final scoring reported')
      t.equal(drawn.game.status, 'finished', 'the game ended with this draw')
      t.same(drawn.game.discarded, ['C'], 'the GameState lists the removed tile')
      for (const seat of [0, 1]) {
        for (const [type, payload] of actions) {
          await expectRejected(t, app, g.id, () => act(app, g.id, type, g.tokens[seat], payload), 409, 'GAME_FINISHED', `seat ${seat} ${type}s after the end`)
        }
      }
    })
  })

  t.test('VERSION_CONFLICT', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U', 'U'] })
    const [a] = g.tokens
    await ok(app, g.id, 'draw', a)
    const place = { x: 1, y: 0, rotation: 90 }
    for (const [what, ifMatch] of [
      ['an older version', '"0"'],
      ['a newer version', '"2"'],
      ['a weak tag of the current version', 'W/"1"'],
      ['an unquoted older version', '0'],
      ['a list without the current version', '"0", W/"1", "7"'],
      ['garbage', 'not-a-tag'],
    ]) {
      const body = await expectRejected(t, app, g.id, () => act(app, g.id, 'place', a, place, { 'if-match': ifMatch }), 412, 'VERSION_CONFLICT', `If-Match ${what}`)
      t.equal(body.version, 1, `If-Match ${what}: the problem names the current version`)
    }
    const star = await act(app, g.id, 'place', a, place, { 'if-match': '*' })
    t.equal(star.statusCode, 200, 'If-Match * matches any version')
    t.equal(star.headers.etag, '"2"', 'the new ETag')
    const listed = await act(app, g.id, 'deploy', a, { at: 'E' }, { 'if-match': '"0", 2' })
    t.equal(listed.statusCode, 200, 'a list holding the current version matches (here unquoted: a bare version is read as its tag)')
    t.equal(listed.headers.etag, '"3"', 'the new ETag')
    const body = await expectRejected(t, app, g.id, () => act(app, g.id, 'score', a, undefined, { 'if-match': '"2"' }), 412, 'VERSION_CONFLICT', 'score with the pre-deploy version')
    t.equal(body.version, 3, 'the problem names the current version')
    const exact = await act(app, g.id, 'score', a, undefined, { 'if-match': '"3"' })
    t.equal(exact.statusCode, 200, 'the exact current version matches')
  })

  t.test('VERSION_CONFLICT on join and resign: If-Match holds for every write to a game', async (t) => {
    const created = await app.inject({ method: 'POST', url: '/games', payload: { players: [{ name: 'Ada' }, { open: true }, { open: true }] } })
    const id = created.json().game.id
    const [, first, second] = created.json().seats.map((s: any) => s.invite)
    const join = (invite: string, ifMatch: string) => app.inject({ method: 'POST', url: `/games/${id}/join`, headers: { 'if-match': ifMatch }, payload: { invite, name: 'Bo' } })
    for (const stale of ['"1"', '"7"', 'W/"0"']) {
      const body = await expectRejected(t, app, id, () => join(first, stale), 412, 'VERSION_CONFLICT', `join with If-Match ${stale}`)
      t.equal(body.version, 0, 'the problem names the current version')
    }
    const joined = await join(first, '"0"')
    t.equal(joined.statusCode, 200, 'join with the current version')
    t.equal(joined.headers.etag, '"1"')
    const cy = await app.inject({ method: 'POST', url: `/games/${id}/join`, headers: { 'if-match': '*' }, payload: { invite: second, name: 'Cy' } })
    t.equal(cy.statusCode, 200, 'If-Match * matches any version; the last join starts the game')
    const bo = joined.json().seat.token
    const resign = (ifMatch: string) => app.inject({ method: 'POST', url: `/games/${id}/resign`, headers: { authorization: `Bearer ${bo}`, 'if-match': ifMatch } })
    const body = await expectRejected(t, app, id, () => resign('"1"'), 412, 'VERSION_CONFLICT', 'resign with the version before the last join')
    t.equal(body.version, 2, 'the problem names the current version')
    const resigned = await resign('"2"')
    t.equal(resigned.statusCode, 200, 'resign with the current version')
    t.equal(resigned.json().game.players[1].resigned, true)
  })

  t.test('ILLEGAL_PLACEMENT', async (t) => {
    const g = await createGame(app, { players: TWO, deck: ['U'] })
    const [a] = g.tokens
    await ok(app, g.id, 'draw', a)
    const { placements } = await getJson(app, `/games/${g.id}/legal`)
    const illegal: [string, { x: number; y: number; rotation: number }][] = [
      ['on the start tile (occupied)', { x: 0, y: 0, rotation: 90 }],
      ['far from any tile', { x: 3, y: 3, rotation: 0 }],
      ['touching only a corner', { x: 1, y: 1, rotation: 0 }],
      ['with its field edge against the road', { x: 1, y: 0, rotation: 0 }],
      ['with its road against the city', { x: 0, y: -1, rotation: 0 }],
      ['with its field against the city', { x: 0, y: -1, rotation: 90 }],
      ['with its road against the field', { x: 0, y: 1, rotation: 0 }],
    ]
    for (const [what, move] of illegal) {
      t.notOk(placements.some((p: any) => p.x === move.x && p.y === move.y && p.rotation === move.rotation), `${what}: not listed as legal`)
      await expectRejected(t, app, g.id, () => act(app, g.id, 'place', a, move), 422, 'ILLEGAL_PLACEMENT', `place ${what}`)
    }
    t.ok(placements.some((p: any) => p.x === 1 && p.y === 0 && p.rotation === 90), 'the road extension is legal')
    await ok(app, g.id, 'place', a, { x: 1, y: 0, rotation: 90 })
  })

  t.test('NO_SUCH_SEGMENT', async (t) => {
    t.test('a port that is not on the tile', async (t) => {
      const g = await createGame(app, { players: TWO, deck: ['U'] })
      const [a] = g.tokens
      await ok(app, g.id, 'draw', a)
      await ok(app, g.id, 'place', a, { x: 1, y: 0, rotation: 90 })
      const { deployments } = await getJson(app, `/games/${g.id}/legal`)
      t.notOk(deployments.some((d: any) => d.feature === 'monastery'), 'no monastery to deploy on')
      // The U at rotation 90 has a road W-E and two fields: no monastery, nothing at N or S.
      for (const at of ['C', 'N', 'S']) {
        await expectRejected(t, app, g.id, () => act(app, g.id, 'deploy', a, { at }), 422, 'NO_SUCH_SEGMENT', `deploy at ${at}`)
      }
      await ok(app, g.id, 'deploy', a, { at: 'W' })
    })

    t.test('a field while farmers are off', async (t) => {
      const g = await createGame(app, { players: TWO, options: { farmers: false }, deck: ['U'] })
      const [a] = g.tokens
      t.same(g.body.game.options, { farmers: false, ...DEFAULT_VARIANTS }, 'farmers are off')
      await ok(app, g.id, 'draw', a)
      await ok(app, g.id, 'place', a, { x: 1, y: 0, rotation: 90 })
      const { deployments } = await getJson(app, `/games/${g.id}/legal`)
      t.same(deployments.map((d: any) => d.feature), ['road'], 'only the road is deployable')
      for (const at of ['NNE', 'ENE', 'SSW', 'WSW']) {
        await expectRejected(t, app, g.id, () => act(app, g.id, 'deploy', a, { at }), 422, 'NO_SUCH_SEGMENT', `deploy a farmer at ${at}`)
      }
      await ok(app, g.id, 'deploy', a, { at: 'E' })
    })
  })

  t.test('FEATURE_OCCUPIED', async (t) => {
    const h = await createGame(app, { players: TWO, deck: ['U', 'U', 'U'] })
    await playTurn(app, h.id, h.tokens[0], { x: 1, y: 0, rotation: 90, at: 'E' }, 'U')
    await ok(app, h.id, 'draw', h.tokens[1])
    await ok(app, h.id, 'place', h.tokens[1], { x: 2, y: 0, rotation: 90 })
    const { deployments } = await getJson(app, `/games/${h.id}/legal`)
    t.notOk(deployments.some((d: any) => d.feature === 'road'), 'the occupied road is not offered')
    t.ok(deployments.some((d: any) => d.feature === 'field'), 'the fields are offered')
    for (const at of ['W', 'E']) {
      await expectRejected(t, app, h.id, () => act(app, h.id, 'deploy', h.tokens[1], { at }), 422, 'FEATURE_OCCUPIED', `deploy on the occupied road at ${at}`)
    }
    await ok(app, h.id, 'deploy', h.tokens[1], { at: 'NNE' })
    await ok(app, h.id, 'score', h.tokens[1])
    // Seat 0 extends the road again; its north field now holds seat 1's farmer.
    await ok(app, h.id, 'draw', h.tokens[0])
    await ok(app, h.id, 'place', h.tokens[0], { x: -1, y: 0, rotation: 90 })
    await expectRejected(t, app, h.id, () => act(app, h.id, 'deploy', h.tokens[0], { at: 'NNW' }), 422, 'FEATURE_OCCUPIED', 'deploy on the occupied field')
    await expectRejected(t, app, h.id, () => act(app, h.id, 'deploy', h.tokens[0], { at: 'W' }), 422, 'FEATURE_OCCUPIED', 'deploy on its own occupied road')
    await ok(app, h.id, 'deploy', h.tokens[0], { at: 'SSW' })
  })

  t.test('NO_MEEPLES', async (t) => {
    // Seat 0 puts monks on six monasteries in a row at y=1 and a thief on the open road at y=0;
    // seat 1 extends that road and deploys nothing. Nothing seat 0 holds can complete.
    const deck = ['B', 'U', 'B', 'U', 'B', 'U', 'B', 'U', 'A', 'U', 'A', 'U', 'U', 'U', 'E']
    const g = await createGame(app, { players: TWO, deck })
    const [a, b] = g.tokens
    const mine = [
      { x: 0, y: 1, rotation: 0, at: 'C' },
      { x: 1, y: 1, rotation: 0, at: 'C' },
      { x: 2, y: 1, rotation: 0, at: 'C' },
      { x: 3, y: 1, rotation: 0, at: 'C' },
      { x: 4, y: 1, rotation: 0, at: 'C' },
      { x: 5, y: 1, rotation: 0, at: 'C' },
      { x: 7, y: 0, rotation: 90, at: 'E' },
    ] as const
    for (let i = 0; i < 7; i++) {
      const turn = await playTurn(app, g.id, a, mine[i], deck[2 * i])
      t.same(turn.scored, [], `seat 0's turn ${i + 1} completes nothing`)
      t.equal(turn.game.players[0].meeples, 6 - i, `seat 0 has ${6 - i} meeples left`)
      await playTurn(app, g.id, b, { x: i < 6 ? i + 1 : 8, y: 0, rotation: 90 }, deck[2 * i + 1])
    }
    const state = await getJson(app, `/games/${g.id}`)
    t.equal(state.players[0].meeples, 0, 'seat 0 has no meeple in supply')
    t.equal(state.meeples.filter((m: any) => m.seat === 0).length, 7, 'all seven are on the board')
    await ok(app, g.id, 'draw', a)
    await ok(app, g.id, 'place', a, { x: 0, y: -1, rotation: 180 })
    const { deployments } = await getJson(app, `/games/${g.id}/legal`)
    t.same(deployments, [], 'nothing deployable without a meeple')
    for (const at of ['S', 'NNE']) {
      await expectRejected(t, app, g.id, () => act(app, g.id, 'deploy', a, { at }), 422, 'NO_MEEPLES', `the 8th deploy at ${at}`)
    }
    const last = await ok(app, g.id, 'score', a)
    t.equal(last.game.status, 'finished', 'the deck is played out')
  })
})
