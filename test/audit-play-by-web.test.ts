// The play-by-web entries in the audit (spec/play.md; issue 8): a game with a join, a resignation
// out of turn and a turn finished by the clock that then resigns its seat. Each entry is in
// /actions, /actions/{seq}/state, /export, GET and POST /verify and npm run verify; editing one of
// them is caught by the chain, and by the replay when the chain is recomputed.
import t from 'tap'
import { getJson, testApp } from './helpers/app.js'
import { exportOf, failedChecks, forgeLog, rehash, verifyDoc } from './helpers/audit.js'
import { sleep } from './helpers/faults.js'
import { runVerify } from './helpers/server.js'

// A stored game's report also compares its snapshot with the replay.
const CHECKS = ['chain', 'setup', 'replay', 'outcome', 'snapshot', 'commitment', 'draws']

t.test('join, resign and by: clock entries are replayed, exported and verified', async (t) => {
  const { app, owner, url } = await testApp(t)
  const created = await app.inject({
    method: 'POST',
    url: '/games',
    payload: { players: [{ name: 'Ada' }, { open: true }, { name: 'Cy' }], options: { clock: { turnSeconds: 1, maxTimeouts: 1 } }, seed: 'audit-play-by-web' },
  })
  t.equal(created.statusCode, 201)
  const id = created.json().game.id
  const cy = created.json().seats[2].token
  t.equal((await app.inject({ method: 'POST', url: `/games/${id}/join`, payload: { invite: created.json().seats[1].invite, name: 'Bo' } })).statusCode, 200)
  // Out of turn, well inside seat 0's first second.
  t.equal((await app.inject({ method: 'POST', url: `/games/${id}/resign`, headers: { authorization: `Bearer ${cy}` } })).statusCode, 200)

  // Seat 0 times out once (maxTimeouts 1): its turn finished and the seat resigned, Bo alone is left.
  let log: any[] = []
  for (const until = Date.now() + 6000; Date.now() < until; await sleep(100)) {
    log = (await getJson(app, `/games/${id}/actions`)).actions
    if (log.length >= 7) break
  }
  t.same(
    log.map((e) => [e.seq, e.type, e.seat, e.payload.by ?? null]),
    [
      [0, 'create', null, null],
      [1, 'join', 1, null],
      [2, 'resign', 2, null],
      [3, 'draw', 0, 'clock'],
      [4, 'place', 0, 'clock'],
      [5, 'score', 0, 'clock'],
      [6, 'resign', 0, 'clock'],
    ],
  )
  t.same([log[1].payload, log[2].payload, log[6].payload], [{ seat: 1, name: 'Bo' }, {}, { by: 'clock' }])

  // /actions/{seq}/state: the game as each entry left it.
  const state = async (seq: number) => getJson(app, `/games/${id}/actions/${seq}/state`)
  const seats = (s: any) => s.players.map((p: any) => [p.name, p.resigned, p.timeouts])
  const s0 = await state(0)
  t.match(s0, { status: 'waiting', turn: null, version: 0 })
  t.same(seats(s0), [['Ada', false, 0], [null, false, 0], ['Cy', false, 0]])
  const s1 = await state(1)
  t.match(s1, { status: 'active', version: 1, turn: { seat: 0, phase: 'draw' } })
  t.equal(Date.parse(s1.turn.deadline), Date.parse(log[1].at) + 1000, 'the join starts the game and its clock')
  t.same(seats(s1), [['Ada', false, 0], ['Bo', false, 0], ['Cy', false, 0]])
  t.same(seats(await state(2)), [['Ada', false, 0], ['Bo', false, 0], ['Cy', true, 0]])
  t.match(await state(3), { turn: { seat: 0, phase: 'place' } })
  t.same(seats(await state(5)), [['Ada', false, 1], ['Bo', false, 0], ['Cy', true, 0]])
  const s6 = await state(6)
  t.match(s6, { status: 'finished', turn: null, winners: [1], version: 6 })
  t.same(seats(s6), [['Ada', true, 1], ['Bo', false, 0], ['Cy', true, 0]])
  t.same(s6, await getJson(app, `/games/${id}`), 'the last entry\'s state is the game')

  // GET /verify, and the export through POST /verify.
  const report = await getJson(app, `/games/${id}/verify`)
  t.same(report.checks.map((c: any) => [c.name, c.ok]), CHECKS.map((name) => [name, true]))
  const doc = await exportOf(app, id)
  t.same(doc.log.map((e: any) => e.type), ['create', 'join', 'resign', 'draw', 'place', 'score', 'resign'])
  t.equal((await verifyDoc(app, doc)).ok, true, 'the export verifies')

  // Edited entries: the chain catches each; with the chain recomputed, the replay does.
  for (const [what, seq, edit] of [
    ['a join under another name', 1, (e: any) => (e.payload = { seat: 1, name: 'Eve' })],
    ['a resignation by another seat', 2, (e: any) => (e.seat = 1)],
    ['a clock resignation taken away', 6, (e: any) => (e.type = 'score')],
  ] as const) {
    const forged = structuredClone(doc)
    edit(forged.log[seq])
    const plain = await verifyDoc(app, forged)
    t.match(plain.checks.find((c: any) => c.name === 'chain'), { ok: false, seq }, `${what}: the chain fails at seq ${seq}`)
    const rehashed = await verifyDoc(app, rehash(structuredClone(forged)))
    t.equal(rehashed.ok, false, `${what}, chain recomputed: refused`)
    t.ok(failedChecks(rehashed).includes('replay'), `${what}, chain recomputed: the replay fails (${failedChecks(rehashed).join(', ')})`)
  }

  // npm run verify on the database, before and after an edit of the join entry.
  if (url !== undefined) {
    const run = await runVerify({ DATABASE_URL: url })
    t.equal(run.code, 0, run.stderr)
    t.equal(run.stdout, `ok ${id}\nchecked 1 games (postgres): 1 verified, 0 failed\n`)
    await forgeLog(owner, `UPDATE action_log SET payload = '{"seat":1,"name":"Eve"}' WHERE game_id = '${id}' AND seq = 1`)
    const forged = await runVerify({ DATABASE_URL: url })
    t.equal(forged.code, 1)
    t.match(forged.stdout, `FAIL ${id} chain at seq 1: the entry does not match its hash`)
    t.match(forged.stdout, 'checked 1 games (postgres): 0 verified, 1 failed\n')
  }
})
