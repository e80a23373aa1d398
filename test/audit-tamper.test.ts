// Every kind of tampering is caught, with the seq and the reason: in an export document (POST
// /verify), whether or not the forger re-hashed the chain, and in the database behind the
// service's back (GET /games/{id}/verify), which takes the owner of the tables (`owner`): the
// service's own role may not disable the log's triggers.
import fc from 'fast-check'
import t from 'tap'
import { baseInventory, shuffle } from '../src/engine/index.js'
import { show } from '../src/audit/diff.js'
import { sha256Hex } from '../src/service/deck.js'
import { testApp } from './helpers/app.js'
import { exportOf, expectFailure, failedChecks, forgeLog, playGame, rehash, verifyDoc } from './helpers/audit.js'
import { getJson } from './helpers/app.js'

/** A seed whose pile starts with another tile than `tile`. */
function seedNotStartingWith(tile: string): string {
  for (let i = 0; ; i++) if (shuffle(baseInventory(), `forged-${i}`)[0] !== tile) return `forged-${i}`
}

/** The first tile the log's first draw took off the pile. */
function firstTaken(doc: any): string {
  const drawn = doc.log[1].result.events[0]
  return drawn.discarded[0] ?? drawn.tile
}

t.test('tampering', async (t) => {
  const { app, owner } = await testApp(t)
  const finished = await playGame(app, { players: 2 })
  const doc = await exportOf(app, finished.id)
  const last = doc.version
  const edit = (change: (copy: any) => void): any => {
    const copy = structuredClone(doc)
    change(copy)
    return copy
  }
  const place = doc.log.find((e: any) => e.type === 'place' && e.seq > 20)
  const scoring = doc.log.find((e: any) => e.type === 'score' && e.result.events.some((ev: any) => ev.type === 'scored' && ev.score.points > 0))
  const scoredAt = scoring.result.events.findIndex((ev: any) => ev.type === 'scored' && ev.score.points > 0)
  const draw = doc.log.find((e: any) => e.type === 'draw' && e.seq > 20)

  t.test('the untouched export verifies', async (t) => {
    t.same(failedChecks(await verifyDoc(app, doc)), [])
  })

  t.test('a tampered payload', async (t) => {
    const forged = edit((d) => (d.log[place.seq].payload.x += 100))
    const report = await verifyDoc(app, forged)
    expectFailure(t, report, 'chain', place.seq, /^the entry does not match its hash/)
    expectFailure(t, report, 'replay', place.seq, /^the engine rejects the place: ILLEGAL_PLACEMENT/)
    const rehashed = await verifyDoc(app, rehash(forged))
    t.same(failedChecks(rehashed), ['replay', 'outcome'], 'a re-hashed chain holds, the replay does not')
    expectFailure(t, rehashed, 'replay', place.seq, /ILLEGAL_PLACEMENT/)
    expectFailure(t, rehashed, 'outcome', place.seq, new RegExp(`not compared: the replay stopped at seq ${place.seq}`))
  })

  t.test('a tampered result', async (t) => {
    const forged = edit((d) => (d.log[scoring.seq].result.events[scoredAt].score.points += 10))
    expectFailure(t, await verifyDoc(app, forged), 'chain', scoring.seq, /does not match its hash/)
    const rehashed = await verifyDoc(app, rehash(forged))
    t.same(failedChecks(rehashed), ['replay', 'outcome'])
    expectFailure(t, rehashed, 'replay', scoring.seq, new RegExp(`^the stored result differs from the replay at events\\[${scoredAt}\\]\\.score\\.points: stored \\d+, replayed \\d+$`))
  })

  t.test('a removed entry', async (t) => {
    const middle = edit((d) => d.log.splice(place.seq, 1))
    expectFailure(t, await verifyDoc(app, middle), 'chain', place.seq, new RegExp(`^seq ${place.seq} is missing: seq ${place.seq + 1} follows seq ${place.seq - 1}$`))
    const truncated = edit((d) => d.log.pop())
    expectFailure(t, await verifyDoc(app, truncated), 'chain', last, new RegExp(`^the game is at version ${last} but its log ends at seq ${last - 1}$`))
  })

  t.test('a reordered entry', async (t) => {
    const k = draw.seq
    const swapped = edit((d) => ([d.log[k], d.log[k + 1]] = [d.log[k + 1], d.log[k]]))
    expectFailure(t, await verifyDoc(app, swapped), 'chain', k, new RegExp(`^seq ${k} is out of order: seq ${k + 1} stands in its place$`))
    // Renumbered and re-hashed: the chain holds, but a place before its draw is not a legal game.
    const renumbered = rehash(edit((d) => {
      ;[d.log[k], d.log[k + 1]] = [d.log[k + 1], d.log[k]]
      d.log[k].seq = k
      d.log[k + 1].seq = k + 1
    }))
    const report = await verifyDoc(app, renumbered)
    t.notOk(failedChecks(report).includes('chain'))
    expectFailure(t, report, 'replay', k, /^the engine rejects the place: WRONG_PHASE/)
  })

  t.test('a wrong seed', async (t) => {
    const wrong = seedNotStartingWith(firstTaken(doc))
    const report = await verifyDoc(app, edit((d) => (d.seed = wrong)))
    t.same(failedChecks(report), ['commitment', 'draws'], 'the moves still replay; the seed is what is wrong')
    expectFailure(t, report, 'commitment', 0, new RegExp(`^sha256 of the seed is ${sha256Hex(wrong)}, but the game committed to ${doc.deckCommitment}$`))
    expectFailure(t, report, 'draws', 1, /^tile 1 of the pile is [A-X], the log takes [A-X]$/)
    const hidden = await verifyDoc(app, edit((d) => delete d.seed))
    expectFailure(t, hidden, 'commitment', 0, /^the game is finished but the document does not reveal its seed$/)
  })

  t.test('an export edited by hand', async (t) => {
    const cases: [string, (d: any) => void, string, number, RegExp][] = [
      ['a final score', (d) => (d.players[1].score += 5), 'outcome', last, /^the document's scores differ from the replay at seat 1: \d+, replayed \d+$/],
      // A random game may end in a tie: name other winners than the replay's either way.
      ['the winners', (d) => (d.winners = d.winners.length === 1 ? [0, 1] : [0]), 'outcome', last, /^the document names winners \[[\d,]+\], the replay \[[\d,]+\]$/],
      ['the status', (d) => (d.status = 'active'), 'outcome', last, /^the document says the game is active, the replay ends finished$/],
      ['a name', (d) => (d.players[0].name = 'Mallory'), 'setup', 0, /^the document's players differ from entry 0 at \[0\]\.name: "Mallory", entry 0 has "P0"$/],
      ['the options', (d) => (d.options.farmers = false), 'setup', 0, /^the document's options \{"farmers":false\} are not entry 0's \{"farmers":true\}$/],
      ['the commitment', (d) => (d.deckCommitment = sha256Hex(d.seed + 'x')), 'setup', 0, /^entry 0's result differs from the game at deckCommitment/],
      ['the head hash', (d) => (d.headHash = '0'.repeat(64)), 'chain', last, /^the game's head hash 0{64} is not the hash of its last entry$/],
      ['the game id', (d) => (d.gameId = 'another-game'), 'chain', 0, /^the entry does not match its hash/],
      ['a timestamp', (d) => (d.log[place.seq].at = '2020-01-01T00:00:00.000Z'), 'chain', place.seq, /^the entry does not match its hash/],
      ['the deck source', (d) => (d.deckSource = 'seed'), 'setup', 0, /^entry 0 sets up a server deck, the document says seed$/],
    ]
    for (const [what, change, name, seq, reason] of cases) {
      t.test(what, async (t) => expectFailure(t, await verifyDoc(app, edit(change)), name, seq, reason))
    }
  })

  t.test('a forged value nested deeper than JSON.stringify can recurse, or megabytes long: cut in the reason, never a 500', async (t) => {
    const replayedScore = doc.log[scoring.seq].result.events[scoredAt].score
    const depth = 200_000
    for (const [what, json] of [
      ['nested', '['.repeat(depth) + ']'.repeat(depth)],
      ['long', JSON.stringify('x'.repeat(1_500_000))],
    ] as const) {
      // Sent as text: the test's own JSON.stringify could not write the nested one either.
      const text = JSON.stringify(edit((d) => (d.log[scoring.seq].result.events[scoredAt].score = 'FORGED'))).replace('"FORGED"', json)
      const res = await app.inject({ method: 'POST', url: '/verify', headers: { 'content-type': 'application/json' }, payload: text })
      t.equal(res.statusCode, 200, `${what}: answered`)
      const report = res.json()
      t.same(failedChecks(report), ['chain', 'replay', 'outcome'], `${what}: the chain, the replay and so the outcome fail`)
      const chain = what === 'nested' ? /^the entry cannot be hashed: it is nested too deeply$/ : /^the entry does not match its hash/
      expectFailure(t, report, 'chain', scoring.seq, chain)
      const stored = what === 'nested' ? '['.repeat(77) : `"${'x'.repeat(76)}`
      const reason: string = report.checks.find((c: any) => c.name === 'replay').reason
      const start = `the stored result differs from the replay at events[${scoredAt}].score: stored ${stored}..., replayed `
      t.equal(reason.slice(0, start.length), start, `${what}: the reason shows the stored value's first 77 characters`)
      // The replayed score, shown the same way: the engine's key order, so only its length is known here.
      const replayed = reason.slice(start.length)
      const replayedLength = JSON.stringify(replayedScore).length
      t.equal(replayed.length, Math.min(replayedLength, 80), `${what}: then the replayed one (${replayed})`)
      if (replayedLength <= 80) t.same(JSON.parse(replayed), replayedScore, 'shown whole')
    }
  })

  t.test('show writes what JSON.stringify writes, cut after 77 characters when longer than 80', async (t) => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (value) => {
        const json = JSON.stringify(value)
        return show(value) === (json.length > 80 ? `${json.slice(0, 77)}...` : json)
      }),
      { numRuns: 2000 },
    )
    t.equal(show(undefined), 'nothing')
    t.equal(show({ a: undefined, b: [undefined, 1] }), '{"b":[null,1]}', 'undefined members left out, undefined items null, as in JSON')
    t.equal(show('y'.repeat(78)), `"${'y'.repeat(78)}"`, 'a value of 80 characters (with its quotes) is shown whole')
    t.equal(show('y'.repeat(79)), `"${'y'.repeat(76)}...`, 'one of 81 is cut to 77 and "..."')
    t.equal(show({ ['k'.repeat(100)]: 1 }), `{"${'k'.repeat(75)}...`, 'a long key is cut too')
    t.equal(show('\n'.repeat(50)), `"${'\\n'.repeat(38)}...`, 'escapes count as written')
  })

  t.test('in the database, behind the service', async (t) => {
    const verify = (id: string) => getJson(app, `/games/${id}/verify`)
    const short = () => playGame(app, { players: 2, turns: 8, choices: 5 })
    const entries = async (id: string) => (await getJson(app, `/games/${id}/actions`)).actions

    t.test('a payload', async (t) => {
      const game = await short()
      const k = (await entries(game.id)).filter((e: any) => e.type === 'place')[3].seq
      await forgeLog(owner, `UPDATE action_log SET payload = jsonb_set(payload, '{x}', to_jsonb((payload->>'x')::int + 100)) WHERE game_id = '${game.id}' AND seq = ${k}`)
      const report = await verify(game.id)
      expectFailure(t, report, 'chain', k, /^the entry does not match its hash/)
      expectFailure(t, report, 'replay', k, /ILLEGAL_PLACEMENT/)
      expectFailure(t, report, 'snapshot', k, new RegExp(`^not compared: the replay stopped at seq ${k}$`))
      await t.rejects(owner.prisma.$executeRawUnsafe(`UPDATE action_log SET payload = '{}' WHERE game_id = '${game.id}'`), /append-only/, 'the log is append-only again')
    })

    t.test('a result', async (t) => {
      const game = await short()
      const drawn = (await entries(game.id)).filter((e: any) => e.type === 'draw')[2]
      const other = drawn.result.events[0].tile === 'B' ? 'A' : 'B'
      await forgeLog(owner, `UPDATE action_log SET result = jsonb_set(result, '{events,0,tile}', '"${other}"') WHERE game_id = '${game.id}' AND seq = ${drawn.seq}`)
      const report = await verify(game.id)
      expectFailure(t, report, 'chain', drawn.seq, /does not match its hash/)
      expectFailure(t, report, 'replay', drawn.seq, new RegExp(`^the stored result differs from the replay at events\\[0\\]\\.tile: stored "${other}", replayed "${drawn.result.events[0].tile}"$`))
    })

    t.test('a removed entry', async (t) => {
      const game = await short()
      await forgeLog(owner, `DELETE FROM action_log WHERE game_id = '${game.id}' AND seq = 9`)
      expectFailure(t, await verify(game.id), 'chain', 9, /^seq 9 is missing: seq 10 follows seq 8$/)
    })

    t.test('two entries swapped', async (t) => {
      const game = await short()
      const move = (from: number, to: number) => `UPDATE action_log SET seq = ${to} WHERE game_id = '${game.id}' AND seq = ${from}`
      await forgeLog(owner, move(5, 1000), move(6, 5), move(1000, 6))
      const report = await verify(game.id)
      expectFailure(t, report, 'chain', 5, /^the entry does not match its hash/)
      expectFailure(t, report, 'replay', 5, /WRONG_PHASE/)
    })

    t.test('the state snapshot', async (t) => {
      const game = await short()
      await owner.prisma.$executeRawUnsafe(`UPDATE games SET state = jsonb_set(state, '{players,1,score}', '99') WHERE id = '${game.id}'`)
      const report = await verify(game.id)
      t.same(failedChecks(report), ['outcome', 'snapshot'])
      expectFailure(t, report, 'snapshot', game.game.version, /^the stored state differs from the replay at players\[1\]\.score: stored 99, replayed \d+$/)
    })

    t.test('stored JSON that is not what it should be', async (t) => {
      const game = await short()
      await forgeLog(owner, `UPDATE action_log SET payload = 'null', result = '[]' WHERE game_id = '${game.id}' AND seq IN (0, 3)`)
      await owner.prisma.$executeRawUnsafe(`UPDATE games SET state = 'null' WHERE id = '${game.id}'`)
      const report = await verify(game.id)
      expectFailure(t, report, 'chain', 0, /does not match its hash/)
      expectFailure(t, report, 'setup', 0, /^entry 0's payload is not an object$/)
      expectFailure(t, report, 'replay', 0, /^entry 0 is not a valid setup/)
      const other = await short()
      await forgeLog(owner, `UPDATE action_log SET payload = 'null' WHERE game_id = '${other.id}' AND seq = 3`)
      await owner.prisma.$executeRawUnsafe(`UPDATE games SET state = 'null' WHERE id = '${other.id}'`)
      const broken = await verify(other.id)
      expectFailure(t, broken, 'replay', 3, /^the payload is not an object$/)
      const fine = await short()
      await owner.prisma.$executeRawUnsafe(`UPDATE games SET state = '[]' WHERE id = '${fine.id}'`)
      expectFailure(t, await verify(fine.id), 'snapshot', fine.game.version, /^the stored state differs from the replay at the root$/)
    })

    t.test('the seed', async (t) => {
      const wrong = seedNotStartingWith(firstTaken(doc))
      await owner.prisma.game.update({ where: { id: finished.id }, data: { seed: wrong } })
      const report = await verify(finished.id)
      t.same(failedChecks(report), ['commitment', 'draws'])
      expectFailure(t, report, 'commitment', 0, /^sha256 of the seed is [0-9a-f]{64}, but the game committed to/)
      expectFailure(t, report, 'draws', 1, /^tile 1 of the pile is/)
    })
  })
})
