// The lessons through HTTP: GET /lessons lists the 16 of the lesson set; POST /lessons/{id}/games
// starts each at its position (scripted entries by: lesson, the learner in phase place with the
// lesson's tile); the lesson's solution makes GET /games/{id} say achieved: true, a wrong move
// false; lesson games replay, export and verify, and by: lesson outside a lesson's script fails.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { LESSONS } from '../src/lessons/catalogue.js'
import type { Move } from '../src/lessons/moves.js'
import { act, createGame, getJson, testApp } from './helpers/app.js'
import { exportOf, expectFailure, rehash, verifyDoc } from './helpers/audit.js'
import { expectProblem, ok } from './helpers/http.js'

/** Per lesson: the learner's seat, the tile drawn for it, the scripted entries (after entry 0), and a legal move that misses the goal. */
const EXPECTED: Record<string, { seat: number; tile: string; scripted: number; wrong: Move }> = {
  '01-place-a-tile-and-a-meeple': { seat: 0, tile: 'E', scripted: 1, wrong: { x: 0, y: -1, r: 180 } },
  '02-occupancy-and-return': { seat: 1, tile: 'E', scripted: 5, wrong: { x: 0, y: -1, r: 180 } },
  '03-close-a-road': { seat: 0, tile: 'A', scripted: 8, wrong: { x: 1, y: -1, r: 90 } },
  '04-eight-neighbors-of-a-monastery': { seat: 0, tile: 'E', scripted: 26, wrong: { x: -1, y: -1, r: 0 } },
  '05-final-field-scoring': { seat: 0, tile: 'E', scripted: 8, wrong: { x: -1, y: -1, r: 0 } },
  '06-tied-majority': { seat: 0, tile: 'R', scripted: 15, wrong: { x: -1, y: -2, r: 0 } },
  '07-meeple-majority': { seat: 0, tile: 'N', scripted: 34, wrong: { x: -3, y: -3, r: 0 } },
  '08-coat-of-arms': { seat: 0, tile: 'E', scripted: 8, wrong: { x: -1, y: -1, r: 0 } },
  '09-unfinished-features': { seat: 0, tile: 'X', scripted: 16, wrong: { x: -3, y: 0, r: 0 } },
  '10-field-counting': { seat: 0, tile: 'E', scripted: 20, wrong: { x: 0, y: -2, r: 0 } },
  '11-no-meeples-left': { seat: 0, tile: 'E', scripted: 50, wrong: { x: -3, y: -1, r: 0 } },
  '12-match-every-edge': { seat: 0, tile: 'D', scripted: 7, wrong: { x: 0, y: -2, r: 0 } },
  '13-unplaceable-tile': { seat: 0, tile: 'B', scripted: 7, wrong: { x: -1, y: 1, r: 0 } },
  '14-close-or-leave-open': { seat: 0, tile: 'E', scripted: 8, wrong: { x: 1, y: -1, r: 0 } },
  '15-final-knight-or-farmer': { seat: 1, tile: 'E', scripted: 4, wrong: { x: 0, y: -2, r: 180, at: 'NNW' } },
  '16-final-monk-or-farmer': { seat: 0, tile: 'B', scripted: 7, wrong: { x: 1, y: -1, r: 0, at: 'NNW' } },
}

interface LessonGame {
  id: string
  tokens: string[]
  body: any
}

async function startLesson(app: FastifyInstance, id: string): Promise<LessonGame> {
  const res = await app.inject({ method: 'POST', url: `/lessons/${id}/games` })
  if (res.statusCode !== 201) throw new Error(`POST /lessons/${id}/games: ${res.statusCode} ${res.body}`)
  const body = res.json()
  return { id: body.game.id, tokens: body.seats.map((s: { token: string }) => s.token), body }
}

/** The rest of the learner's turn (the lesson drew the tile): place, deploy when the move says so, score. */
async function finishTurn(app: FastifyInstance, game: LessonGame, seat: number, move: Move): Promise<void> {
  const token = game.tokens[seat]
  await ok(app, game.id, 'place', token, { x: move.x, y: move.y, rotation: move.r })
  if (move.at !== undefined) await ok(app, game.id, 'deploy', token, { at: move.at })
  await ok(app, game.id, 'score', token)
}

async function achieved(app: FastifyInstance, id: string): Promise<boolean | null> {
  return (await getJson(app, `/games/${id}`)).lesson.achieved
}

t.test('lessons', async (t) => {
  const { app } = await testApp(t)

  t.test('GET /lessons lists the 13 lessons and the 3 strategy positions, in order', async (t) => {
    const { lessons } = await getJson(app, '/lessons')
    t.same(
      lessons.map((l: any) => [l.id, l.title, l.kind]),
      [
        ['01-place-a-tile-and-a-meeple', 'Place a tile and a meeple', 'lesson'],
        ['02-occupancy-and-return', 'Occupancy and return', 'lesson'],
        ['03-close-a-road', 'Close a road', 'lesson'],
        ['04-eight-neighbors-of-a-monastery', 'Eight neighbors of a monastery', 'lesson'],
        ['05-final-field-scoring', 'Final field scoring', 'lesson'],
        ['06-tied-majority', 'Tied majority', 'lesson'],
        ['07-meeple-majority', 'Meeple majority', 'lesson'],
        ['08-coat-of-arms', 'Coat of arms', 'lesson'],
        ['09-unfinished-features', 'Unfinished features', 'lesson'],
        ['10-field-counting', 'Field counting', 'lesson'],
        ['11-no-meeples-left', 'No meeples left', 'lesson'],
        ['12-match-every-edge', 'Match every edge', 'lesson'],
        ['13-unplaceable-tile', 'Unplaceable tile', 'lesson'],
        ['14-close-or-leave-open', 'Close or leave open', 'strategy'],
        ['15-final-knight-or-farmer', 'Final knight or farmer', 'strategy'],
        ['16-final-monk-or-farmer', 'Final monk or farmer', 'strategy'],
      ],
    )
    t.same(lessons[0], {
      id: '01-place-a-tile-and-a-meeple',
      title: 'Place a tile and a meeple',
      goal: 'Rotate the city cap, connect it to the starting city, then place a knight to score 4.',
      kind: 'lesson',
    })
    t.same(Object.keys(EXPECTED), lessons.map((l: any) => l.id), 'every lesson is played below')
  })

  for (const lesson of LESSONS) {
    const expected = EXPECTED[lesson.id]
    t.test(`${lesson.id}: at the decisive turn; the solution achieves the goal, a wrong move does not; the games verify`, async (t) => {
      const res = await app.inject({ method: 'POST', url: `/lessons/${lesson.id}/games` })
      t.equal(res.statusCode, 201)
      const body = res.json()
      const game: LessonGame = { id: body.game.id, tokens: body.seats.map((s: { token: string }) => s.token), body }
      t.equal(res.headers.location, `/games/${game.id}`)
      t.equal(res.headers.etag, `"${expected.scripted}"`)
      t.same(body.lesson, { id: lesson.id, title: lesson.title, goal: lesson.goal, seat: expected.seat })
      t.same(body.seats.map((s: any) => [s.seat, s.name, s.color, typeof s.token]), [[0, 'Red', 'red', 'string'], [1, 'Blue', 'blue', 'string']])
      t.same(body.game.turn, { seat: expected.seat, phase: 'place', tile: expected.tile, placed: null }, 'the learner holds the lesson tile')
      t.equal(body.game.version, expected.scripted)
      t.equal(body.receipt.seq, expected.scripted, 'the receipt names the newest entry')
      t.equal(body.game.deckSource, 'stacked')
      t.same(body.game.lesson, { ...body.lesson, achieved: null }, 'the created game shows its lesson as GET /games/{id} does')

      const read = await getJson(app, `/games/${game.id}`)
      t.same(read.lesson, { id: lesson.id, title: lesson.title, goal: lesson.goal, seat: expected.seat, achieved: null }, 'undecided')
      const { actions } = await getJson(app, `/games/${game.id}/actions`)
      t.equal(actions.length, expected.scripted + 1)
      t.equal(actions[0].payload.lesson, lesson.id, 'entry 0 names the lesson')
      t.same(actions.slice(1).filter((a: any) => a.payload.by !== 'lesson'), [], 'every scripted entry is by: lesson')
      t.same(actions.at(-1).payload, { by: 'lesson' }, "the learner's draw is the lesson's")
      const replayed = await getJson(app, `/games/${game.id}/actions/${expected.scripted}/state`)
      t.same([replayed.turn, replayed.board, replayed.meeples], [read.turn, read.board, read.meeples], 'the log replays to the position')

      await finishTurn(app, game, expected.seat, lesson.solution)
      t.equal(await achieved(app, game.id), true, 'the solution achieves the goal')
      t.equal((await getJson(app, `/games/${game.id}/verify`)).ok, true, 'the lesson game verifies')
      t.equal((await verifyDoc(app, await exportOf(app, game.id))).ok, true, 'its export verifies')

      const missed = await startLesson(app, lesson.id)
      await finishTurn(app, missed, expected.seat, expected.wrong)
      t.equal(await achieved(app, missed.id), false, 'a wrong move misses it')
      t.equal((await getJson(app, `/games/${missed.id}/verify`)).ok, true)
    })
  }

  t.test('the learner may undo: the goal is judged on the turn as scored', async (t) => {
    const game = await startLesson(app, '01-place-a-tile-and-a-meeple')
    const [red] = game.tokens
    await ok(app, game.id, 'place', red, { x: 0, y: 1, rotation: 90 })
    await ok(app, game.id, 'undo', red)
    t.equal(await achieved(app, game.id), null, 'still undecided')
    await finishTurn(app, game, 0, { x: 0, y: -1, r: 180, at: 'S' })
    t.equal(await achieved(app, game.id), true)
    const blue = game.tokens[1]
    await ok(app, game.id, 'draw', blue)
    t.equal(await achieved(app, game.id), true, 'later turns do not change the verdict')
    t.equal((await getJson(app, `/games/${game.id}/verify`)).ok, true)
  })

  t.test('an unknown lesson is 404 LESSON_NOT_FOUND; other games have no lesson', async (t) => {
    const res = await app.inject({ method: 'POST', url: '/lessons/17-no-such-lesson/games' })
    const problem = expectProblem(t, res, 404, 'LESSON_NOT_FOUND')
    t.equal(problem.detail, 'no lesson 17-no-such-lesson; GET /lessons lists them')
    const plain = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: ['E', 'U'] })
    t.notOk('lesson' in (await getJson(app, `/games/${plain.id}`)), 'no lesson member')
  })

  t.test('a lesson game retried with its Idempotency-Key is created once', async (t) => {
    const send = () => app.inject({ method: 'POST', url: '/lessons/06-tied-majority/games', headers: { 'idempotency-key': 'lesson-6' } })
    const first = await send()
    const retry = await send()
    t.equal(first.statusCode, 201)
    t.equal(retry.statusCode, 201)
    t.equal(retry.body, first.body, 'byte for byte')
    t.equal(retry.headers['idempotent-replayed'], 'true')
  })

  t.test('by: lesson outside a lesson game, or after the learner moved, fails the replay check', async (t) => {
    const plain = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: ['E', 'U'] })
    await act(app, plain.id, 'draw', plain.tokens[0])
    const forged = await exportOf(app, plain.id)
    forged.log[1].payload = { by: 'lesson' }
    expectFailure(t, await verifyDoc(app, rehash(forged)), 'replay', 1, /by: lesson marks only the scripted entries/)

    const game = await startLesson(app, '01-place-a-tile-and-a-meeple')
    await finishTurn(app, game, 0, { x: 0, y: -1, r: 180 })
    const late = await exportOf(app, game.id)
    late.log[3].payload = { by: 'lesson' }
    expectFailure(t, await verifyDoc(app, rehash(late)), 'replay', 3, /by: lesson marks only the scripted entries/)
  })

  t.test("a lesson game's export is tied to its lesson: another lesson's name, or an unknown one, fails the replay check", async (t) => {
    const game = await startLesson(app, '10-field-counting')
    const renamed = await exportOf(app, game.id)
    renamed.log[0].payload.lesson = '01-place-a-tile-and-a-meeple'
    expectFailure(t, await verifyDoc(app, rehash(renamed)), 'replay', 2, /^by: lesson marks only the scripted entries that open a lesson game$/)
    renamed.log[0].payload.lesson = '09-unfinished-features'
    expectFailure(t, await verifyDoc(app, rehash(renamed)), 'replay', 2, /^entry 2 is not the place that lesson 09-unfinished-features scripts there$/)
    const unknown = await exportOf(app, game.id)
    unknown.log[0].payload.lesson = '99-no-such-lesson'
    expectFailure(t, await verifyDoc(app, rehash(unknown)), 'replay', 0, /^entry 0 names a lesson this service does not have: 99-no-such-lesson$/)
  })
})
