// GET /games/{id}/events (spec/play.md, "Live events"): one Server-Sent Event per log entry, in seq
// order, with the entry exactly as GET /games/{id}/actions shows it; from entry 0, after
// Last-Event-ID or after ?after=SEQ; new entries as they are appended; closed after the entry that
// finishes the game; keep-alive comments; problems before the stream starts; no open stream keeps
// the server from closing.
import t from 'tap'
import { createGame, getJson, testApp } from './helpers/app.js'
import { expectProblem } from './helpers/http.js'
import { listen, playTurn } from './helpers/live.js'
import { openSse, type SseEvent } from './helpers/sse.js'

const TWO = [{ name: 'Ada' }, { name: 'Bo' }]
/** Three turns of two players: entries 0 (create) to 9 (the score that finishes the game). */
const SHORT_DECK = ['E', 'U', 'V']

/** The exact text the stream sends for these entries. */
const framed = (entries: any[]) => entries.map((e) => `id: ${e.seq}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('')

const summary = (events: SseEvent[]) => events.map((e) => `${e.id} ${e.event}`)

t.test('a finished game: its entries, exactly as /actions shows them, then the end', async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const game = await createGame(app, { players: TWO, deck: SHORT_DECK })
  while ((await playTurn(app, game.id, game.tokens)).status !== 'finished');
  const { actions } = await getJson(app, `/games/${game.id}/actions`)
  t.equal(actions.length, 10)

  const stream = await openSse(`${base}/games/${game.id}/events`, { 'x-request-id': 'live-test-1' })
  await stream.ended
  t.equal(stream.status, 200)
  t.equal(stream.headers['content-type'], 'text/event-stream')
  t.equal(stream.headers['cache-control'], 'no-cache')
  t.equal(stream.headers['x-accel-buffering'], 'no')
  t.equal(stream.headers['x-request-id'], 'live-test-1', 'the request id is echoed as on every response')
  t.equal(stream.headers['x-content-type-options'], 'nosniff', "helmet's headers are kept")
  t.equal(stream.raw(), framed(actions), 'every entry once, in order, as /actions shows it, and nothing else')
  t.same(summary(stream.events()), ['0 create', '1 draw', '2 place', '3 score', '4 draw', '5 place', '6 score', '7 draw', '8 place', '9 score'])

  for (const [what, url, headers, from] of [
    ['Last-Event-ID 6', '', { 'last-event-id': '6' }, 7],
    ['?after=4', '?after=4', {}, 5],
    ['?after=-1', '?after=-1', {}, 0],
    ['Last-Event-ID wins over ?after', '?after=2', { 'last-event-id': '8' }, 9],
    ['Last-Event-ID 0', '', { 'last-event-id': '0' }, 1],
    ['Last-Event-ID of the last entry', '', { 'last-event-id': '9' }, 10],
    ['Last-Event-ID past the end', '', { 'last-event-id': '500' }, 10],
  ] as const) {
    const resumed = await openSse(`${base}/games/${game.id}/events${url}`, headers)
    await resumed.ended
    t.equal(resumed.status, 200, `${what}: 200`)
    t.equal(resumed.raw(), framed(actions.slice(from)), `${what}: entries ${from} to 9, then the end`)
  }
})

t.test('an active game: entries as they are appended, a resumed stream gets the rest once, the end after the last', async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const game = await createGame(app, { players: TWO, deck: SHORT_DECK })

  const first = await openSse(`${base}/games/${game.id}/events`)
  t.same(summary(await first.waitForEvents(1)), ['0 create'], 'entry 0 at once')
  await playTurn(app, game.id, game.tokens)
  t.same(summary(await first.waitForEvents(4)), ['0 create', '1 draw', '2 place', '3 score'], 'each entry as it is appended')
  const second = await openSse(`${base}/games/${game.id}/events`, { 'last-event-id': '2' })
  t.same(summary(await second.waitForEvents(1)), ['3 score'])

  // Drop the first stream after entry 3 and play on without it; it resumes after entry 3.
  first.close()
  await playTurn(app, game.id, game.tokens)
  const resumed = await openSse(`${base}/games/${game.id}/events`, { 'last-event-id': '3' })
  t.same(summary(await resumed.waitForEvents(3)), ['4 draw', '5 place', '6 score'])
  const last = await playTurn(app, game.id, game.tokens)
  t.equal(last.status, 'finished')
  await Promise.all([resumed.ended, second.ended])

  const { actions } = await getJson(app, `/games/${game.id}/actions`)
  t.equal(resumed.raw(), framed(actions.slice(4)), 'the resumed stream: entries 4 to 9 exactly once, in order, then the end')
  t.equal(second.raw(), framed(actions.slice(3)), 'the other stream: entries 3 to 9 exactly once, in order, then the end')
  t.equal(first.raw(), framed(actions.slice(0, 4)), 'the dropped stream got entries 0 to 3')
})

t.test('many appends in a burst: each entry once and in order', async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const game = await createGame(app, { players: TWO, deck: ['E', 'U', 'V', 'E', 'U', 'V'] })
  const streams = await Promise.all([0, 1, 2].map(() => openSse(`${base}/games/${game.id}/events`)))
  while ((await playTurn(app, game.id, game.tokens)).status !== 'finished');
  await Promise.all(streams.map((s) => s.ended))
  const { actions } = await getJson(app, `/games/${game.id}/actions`)
  t.equal(actions.length, 19)
  for (const [i, stream] of streams.entries()) t.equal(stream.raw(), framed(actions), `stream ${i}: entries 0 to 18 once each, in order`)
})

t.test('keep-alive comments while nothing is appended', async (t) => {
  const { app } = await testApp(t, undefined, { liveKeepAliveMs: 150 })
  const base = await listen(app)
  const game = await createGame(app, { players: TWO, deck: SHORT_DECK })
  const stream = await openSse(`${base}/games/${game.id}/events`)
  await stream.waitForEvents(1)
  const one = await stream.waitForComment(1)
  const two = await stream.waitForComment(stream.items.indexOf(one) + 1)
  t.equal(one.text, 'keep-alive')
  t.ok(two.at - one.at >= 100 && two.at - one.at < 2000, `comments about 150 ms apart (${Math.round(two.at - one.at)} ms)`)
  t.match(stream.raw(), /^id: 0\nevent: create\ndata: \{.*\}\n\n: keep-alive\n\n: keep-alive\n\n/, 'a comment line between events')
  await playTurn(app, game.id, game.tokens)
  t.same(summary(await stream.waitForEvents(4)).slice(-1), ['3 score'], 'events still flow')
  stream.close()
})

// The pace itself (a comment per interval) is the keep-alive test's; this is the default interval.
t.test('with the default pace, a comment within 15 s of the last line', async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const game = await createGame(app, { players: TWO, deck: SHORT_DECK })
  const stream = await openSse(`${base}/games/${game.id}/events`)
  const [entry] = await stream.waitForEvents(1)
  const one = await stream.waitForComment(0, 15_000)
  t.ok(one.at - entry.at <= 15_000, `${Math.round(one.at - entry.at)} ms after the event`)
  stream.close()
})

t.test('bad input and unknown games are problems, before any stream', async (t) => {
  const { app } = await testApp(t)
  const game = await createGame(app, { players: TWO, deck: SHORT_DECK })
  const url = `/games/${game.id}/events`
  for (const [what, query, headers] of [
    ['Last-Event-ID not a number', '', { 'last-event-id': 'abc' }],
    ['Last-Event-ID negative', '', { 'last-event-id': '-1' }],
    ['Last-Event-ID empty', '', { 'last-event-id': '' }],
    ['Last-Event-ID past the largest seq', '', { 'last-event-id': '2147483648' }],
    ['Last-Event-ID with a fraction', '', { 'last-event-id': '1.5' }],
    ['after below -1', '?after=-2', {}],
    ['after not a number', '?after=x', {}],
    ['after too large', '?after=2147483648', {}],
    ['an unknown query parameter', '?from=3', {}],
  ] as const) {
    const res = await app.inject({ method: 'GET', url: `${url}${query}`, headers })
    expectProblem(t, res, 400, 'VALIDATION_ERROR', what)
  }
  expectProblem(t, await app.inject({ method: 'GET', url: '/games/00000000-0000-4000-8000-000000000000/events' }), 404, 'GAME_NOT_FOUND', 'an unknown game')
})

t.test('closing the server ends open streams', async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const game = await createGame(app, { players: TWO, deck: SHORT_DECK })
  const streams = await Promise.all([0, 1].map(() => openSse(`${base}/games/${game.id}/events`)))
  await Promise.all(streams.map((s) => s.waitForEvents(1)))
  const started = performance.now()
  await app.close()
  const took = performance.now() - started
  await Promise.all(streams.map((s) => s.ended))
  t.ok(took < 5000, `app.close() returned in ${Math.round(took)} ms`)
  for (const s of streams) t.same(summary(s.events()), ['0 create'])
})
