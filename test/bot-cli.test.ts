// npm run bot (scripts/bot.ts) plays a seat from outside, through the public HTTP API only, against
// a test server on real Postgres: seat 1 by the CLI (greedy), seat 0 by the server's random bot,
// until the game ends (a base game, a River + draft game, a game with private hands); the game verifies and the CLI's
// moves are its seat's own (no by). Started
// mid-turn (its seat drew, as if a CLI was stopped after its draw), it resumes and finishes the turn. A seat token
// that starts with a dash (one in 64) is taken as the token, not as an option.
import t from 'tap'
import { createGame, getJson, testApp } from './helpers/app.js'
import { ok } from './helpers/http.js'
import { run } from './helpers/server.js'
import { createGame as createEngineGame } from '../src/engine/index.js'

const BOT_CLI = new URL('../scripts/bot.ts', import.meta.url).pathname

t.test('the CLI plays a seat until the game ends', async (t) => {
  const { app } = await testApp(t)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const g = await createGame(app, { players: [{ bot: 'random' }, { name: 'Cli' }], seed: 'bot-cli' })
  const cli = await run(BOT_CLI, {}, ['--base', base, '--game', g.id, '--token', g.tokens[1], '--strategy', 'greedy', '--seed', 's'], 240_000)
  t.equal(cli.code, 0, cli.stderr)
  const game = await getJson(app, `/games/${g.id}`)
  t.equal(game.status, 'finished')
  t.same(JSON.parse(cli.stdout.trim().split('\n').at(-1)!), { seat: 1, scores: game.players.map((p: any) => p.score), winners: game.winners }, 'it reports the final scores')
  const { actions } = await getJson(app, `/games/${g.id}/actions`)
  const cliMoves = actions.filter((a: any) => a.seat === 1)
  t.ok(cliMoves.length > 100, `${cliMoves.length} entries by the CLI`)
  t.ok(cliMoves.every((a: any) => a.payload.by === undefined), "the CLI's moves are the seat's own")
  t.ok(actions.filter((a: any) => a.seat === 0).every((a: any) => a.payload.by === 'bot'))
  t.equal((await getJson(app, `/games/${g.id}/verify`)).ok, true)
  const usage = await run(BOT_CLI, {}, ['--base', base, '--strategy', 'clever'])
  t.equal(usage.code, 2, 'bad arguments: usage, exit 2')
})

t.test('the CLI plays a River + draft game: River tiles, reserves and display choices', async (t) => {
  const { app } = await testApp(t)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  // The whole River as a seed shuffles it, then 12 land tiles: every kind of turn, in a short game.
  const shuffled = createEngineGame({ players: [{ name: 'A' }, { name: 'B' }], options: { river: {}, draft: true }, seed: 'bot-cli-river-draft' })
  if (!shuffled.ok) throw new Error(shuffled.error.message)
  const g = await createGame(app, { players: [{ bot: 'random' }, { name: 'Cli' }], options: { river: {}, draft: true }, deck: shuffled.state.pile.slice(0, 23) })
  const cli = await run(BOT_CLI, {}, ['--base', base, '--game', g.id, '--token', g.tokens[1], '--strategy', 'greedy', '--seed', 's'], 240_000)
  t.equal(cli.code, 0, cli.stderr)
  const game = await getJson(app, `/games/${g.id}`)
  t.equal(game.status, 'finished')
  t.same(JSON.parse(cli.stdout.trim().split('\n').at(-1)!), { seat: 1, scores: game.players.map((p: any) => p.score), winners: game.winners })
  const { actions } = await getJson(app, `/games/${g.id}/actions`)
  const cliMoves = actions.filter((a: any) => a.seat === 1)
  t.ok(cliMoves.every((a: any) => a.payload.by === undefined), "the CLI's moves are the seat's own")
  const placed = cliMoves.filter((a: any) => a.type === 'place').map((a: any) => a.payload.tile)
  t.ok(placed.slice(0, 5).every((tile: string) => /^R[B-L]$/.test(tile)), `the CLI placed River tiles first: ${placed.slice(0, 5).join(' ')}`)
  t.ok(placed.every((tile: unknown) => typeof tile === 'string'), 'every placement names its tile')
  t.ok(cliMoves.filter((a: any) => a.type === 'reserve').length >= 2, 'the CLI reserved leftovers')
  t.equal((await getJson(app, `/games/${g.id}/verify`)).ok, true)
})

t.test('the CLI plays with a private hand, which only its token shows it', async (t) => {
  const { app } = await testApp(t)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const g = await createGame(app, { players: [{ bot: 'random' }, { name: 'Cli' }], options: { hand: { size: 3, visible: false } }, deck: ['E', 'U', 'V', 'C', 'X', 'B', 'K', 'A', 'W', 'U', 'V', 'D', 'J', 'U', 'L', 'V', 'E', 'B'] })
  const cli = await run(BOT_CLI, {}, ['--base', base, '--game', g.id, '--token', g.tokens[1], '--strategy', 'greedy', '--seed', 's'], 240_000)
  t.equal(cli.code, 0, cli.stderr)
  const game = await getJson(app, `/games/${g.id}`)
  t.same([game.status, game.players.map((p: any) => p.handSize)], ['finished', [0, 0]])
  const { actions } = await getJson(app, `/games/${g.id}/actions`)
  const placed = actions.filter((a: any) => a.seat === 1 && a.type === 'place')
  t.ok(placed.length >= 6 && placed.every((a: any) => typeof a.payload.tile === 'string' && a.payload.by === undefined), `${placed.length} placements of a held tile by the CLI`)
  t.equal((await getJson(app, `/games/${g.id}/verify`)).ok, true)
})

t.test('the CLI plays a River game', async (t) => {
  const { app } = await testApp(t)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const g = await createGame(app, { players: [{ name: 'Cli' }, { bot: 'random' }], options: { river: {} }, deck: ['RG', 'RD', 'RL', 'E', 'U'] })
  const cli = await run(BOT_CLI, {}, ['--base', base, '--game', g.id, '--token', g.tokens[0], '--strategy', 'greedy', '--seed', 's'], 60_000)
  t.equal(cli.code, 0, cli.stderr)
  const { actions } = await getJson(app, `/games/${g.id}/actions`)
  t.same(actions.filter((a: any) => a.type === 'place').map((a: any) => [a.seat, a.result.events[0].tile]), [[0, 'RG'], [1, 'RD'], [0, 'RL'], [1, 'E'], [0, 'U']])
  t.equal((await getJson(app, `/games/${g.id}/verify`)).ok, true)
})

t.test('a seat token that starts with a dash is taken as the token', async (t) => {
  const { app } = await testApp(t)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  // Tokens are random base64url: about one in 64 starts with "-". Made until one does.
  let g: any
  for (let tries = 0; tries < 2000 && !g?.tokens[0].startsWith('-'); tries++) g = await createGame(app, { players: [{ name: 'Cli' }, { bot: 'random' }], deck: ['E', 'U', 'V'] })
  t.ok(g.tokens[0].startsWith('-'), `a token starting with a dash: ${g.tokens[0].slice(0, 4)}...`)
  const cli = await run(BOT_CLI, {}, ['--base', base, '--game', g.id, '--token', g.tokens[0], '--strategy', 'greedy', '--seed', 's'], 60_000)
  t.equal(cli.code, 0, cli.stderr)
  t.equal((await getJson(app, `/games/${g.id}`)).status, 'finished')
})

t.test('the CLI started after its seat drew finishes that turn', async (t) => {
  const { app } = await testApp(t)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const g = await createGame(app, { players: [{ name: 'Cli' }, { name: 'Bo' }], deck: ['E'] })
  await ok(app, g.id, 'draw', g.tokens[0])
  t.match((await getJson(app, `/games/${g.id}`)).turn, { seat: 0, phase: 'place', tile: 'E' })
  const cli = await run(BOT_CLI, {}, ['--base', base, '--game', g.id, '--token', g.tokens[0], '--strategy', 'greedy', '--seed', 's'], 60_000)
  t.equal(cli.code, 0, `the CLI ended by itself (${cli.stderr})`)
  const game = await getJson(app, `/games/${g.id}`)
  t.equal(game.status, 'finished', 'the last turn was finished')
  t.same(JSON.parse(cli.stdout.trim().split('\n').at(-1)!), { seat: 0, scores: game.players.map((p: any) => p.score), winners: game.winners })
  const { actions } = await getJson(app, `/games/${g.id}/actions?after=1`)
  t.same(actions.map((a: any) => [a.type, a.seat, a.payload.by ?? null]).filter((a: any) => a[0] !== 'deploy'), [['place', 0, null], ['score', 0, null]], 'place (and deploy) and score by the CLI, as the seat')
  t.equal((await getJson(app, `/games/${g.id}/verify`)).ok, true)
})
