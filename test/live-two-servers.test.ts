// Live events across processes: two server processes on one PostgreSQL database. A game stream
// and a player stream opened on A see what is written through B (by LISTEN/NOTIFY), a long poll
// on A wakes on B's append, and A's game stream ends after the entry B appended last.
// PostgreSQL only (skipped on PGlite: one process per embedded database).
import t from 'tap'
import { testExecutor } from './helpers/db.js'
import { request, serversOnOneDatabase } from './helpers/server.js'
import { openSse } from './helpers/sse.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

if (!process.env.DATABASE_URL) {
  t.pass('skipped: two servers on one database need PostgreSQL (set DATABASE_URL)')
} else {
  t.test('streams and long polls on A see the appends made through B', async (t) => {
    const { url } = await testExecutor(t)
    const servers = await serversOnOneDatabase(t, url!, 2)
    const [a, b] = servers.map((s) => s.url)
    const must = async (base: string, method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown) => {
      const reply = await request(base, method, path, headers, body)
      if (reply.status < 200 || reply.status > 299) throw new Error(`${method} ${path}: ${reply.status} ${reply.text}`)
      return { body: reply.body, at: performance.now() }
    }

    const ada = (await must(b, 'POST', '/players', {}, { name: 'Ada' })).body
    const playerStream = await openSse(`${a}/players/me/events`, { authorization: `Bearer ${ada.token}` })
    const created = (await must(b, 'POST', '/games', {}, { players: [{ player: ada.player.id }, { name: 'Bo' }], deck: ['E', 'U', 'V'] })).body
    const id = created.game.id
    const tokens = created.seats.map((s: { token: string }) => s.token)
    const told = await playerStream.waitForEvents(2)
    t.same(
      told.map((e) => [e.event, JSON.parse(e.data)]),
      [['game-started', { gameId: id }], ['your-turn', { gameId: id, seq: 0, seat: 0, deadline: null }]],
      "A's player stream: the events of B's create",
    )

    const gameStream = await openSse(`${a}/games/${id}/events`)
    t.same((await gameStream.waitForEvents(1)).map((e) => e.id), ['0'])

    // Every entry of the game appended through B while a long poll waits on A.
    const deltas: number[] = []
    let game = created.game
    while (game.status === 'active') {
      const token = tokens[game.turn.seat]
      const phase = game.turn.phase
      const placement = phase === 'place' ? (await must(b, 'GET', `/games/${id}/legal`)).body.placements[0] : undefined
      const polled = must(a, 'GET', `/games/${id}/actions?after=${game.version}&wait=30`)
      await sleep(300)
      const appended = await must(b, 'POST', `/games/${id}/${phase === 'draw' ? 'draw' : phase === 'place' ? 'place' : 'score'}`, { authorization: `Bearer ${token}` }, placement)
      const answer = await polled
      t.same(answer.body.actions.map((e: { seq: number }) => e.seq), [game.version + 1], `the long poll on A answered entry ${game.version + 1}`)
      deltas.push(answer.at - appended.at)
      game = appended.body.game
    }
    t.equal(game.version, 9)
    const sorted = [...deltas].sort((x, y) => x - y)
    const median = sorted[Math.floor(sorted.length / 2)]
    t.comment(`cross-process wake-up (long poll on A answered - append on B answered), ms: median ${median.toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(1)}; all ${deltas.map((d) => d.toFixed(1)).join(' ')}`)
    t.ok(median <= 100, `median ${median.toFixed(1)} ms <= 100 ms`)
    const within = deltas.filter((d) => d <= 100).length
    t.ok(within >= deltas.length - 2, `${within} of ${deltas.length} woke within 100 ms`)
    t.ok(sorted[sorted.length - 1] < 5000, 'every long poll woke long before its 30 s')

    await gameStream.ended
    const { actions } = (await must(a, 'GET', `/games/${id}/actions`)).body
    const framed = actions.map((e: any) => `id: ${e.seq}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('')
    t.equal(gameStream.raw(), framed, "A's game stream: entries 0 to 9 once each, in order, then the end")

    const finished = await playerStream.waitForEvents(4)
    t.same(
      finished.slice(2).map((e) => [e.event, JSON.parse(e.data)]),
      [
        ['your-turn', { gameId: id, seq: 6, seat: 0, deadline: null }],
        ['game-finished', { gameId: id, winners: game.winners, scores: game.players.map((p: { score: number }) => p.score) }],
      ],
      "A's player stream: the rest of the game played through B",
    )
    playerStream.close()
  })
}
