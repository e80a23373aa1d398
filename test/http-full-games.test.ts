// Complete random games played only through the API (moves chosen from /legal), 2 to 5 players:
// the final scores equal the engine's own replay of the log, and the state rebuilt at every seq
// equals the state the API returned at that step.
import t from 'tap'
import { replayLog, type LogEntry } from '../src/service/log.js'
import { chooser, createGame, getJson, testApp } from './helpers/app.js'
import { ok } from './helpers/http.js'

for (const players of [2, 3, 4, 5]) {
  t.test(`a full ${players}-player game through the API`, async (t) => {
    const { app } = await testApp(t)
    const pick = chooser(players * 7919)
    const game = await createGame(app, {
      players: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })),
      options: { farmers: players !== 3 },
    })
    const seen = new Map<number, unknown>([[0, game.body.game]])
    let state = game.body.game
    let finalEvents: any[] = []
    let turnsWithoutPlacement = 0
    while (state.status === 'active') {
      const token = game.tokens[state.turn.seat]
      const drawn = await ok(app, game.id, 'draw', token)
      seen.set(drawn.game.version, drawn.game)
      state = drawn.game
      if (state.status === 'finished') {
        finalEvents = drawn.final
        break
      }
      const { placements } = await getJson(app, `/games/${game.id}/legal`)
      if (placements.length === 0) turnsWithoutPlacement++
      const placed = await ok(app, game.id, 'place', token, placements[pick(placements.length)])
      seen.set(placed.game.version, placed.game)
      const { deployments } = await getJson(app, `/games/${game.id}/legal`)
      if (deployments.length > 0 && pick(2) === 0) {
        const deployed = await ok(app, game.id, 'deploy', token, { at: deployments[pick(deployments.length)].at })
        seen.set(deployed.game.version, deployed.game)
      }
      const scored = await ok(app, game.id, 'score', token)
      seen.set(scored.game.version, scored.game)
      state = scored.game
      if (state.status === 'finished') finalEvents = scored.final
    }

    t.equal(turnsWithoutPlacement, 0, 'a drawn tile always has a legal placement')
    t.equal(state.board.length + state.discarded.length, 72, 'every tile was placed or removed')
    t.equal(state.turn, null)
    t.match(state.seed, /^[0-9a-f]{64}$/, 'the seed is revealed once the game is finished')
    const { actions } = await getJson(app, `/games/${game.id}/actions`)
    t.same(actions.map((a: { seq: number }) => a.seq), [...Array(state.version + 1).keys()], 'seqs 0..version without gaps')

    // The engine, given the log and the revealed seed, reaches the same end.
    const replayed = replayLog(actions as LogEntry[], { seed: state.seed })
    if (!replayed.ok) throw new Error(`replay failed at ${replayed.seq}`)
    t.same(replayed.state.players.map((p) => p.score), state.players.map((p: { score: number }) => p.score), 'final scores')
    t.same(replayed.state.winners, state.winners, 'winners')
    const best = Math.max(...state.players.map((p: { score: number }) => p.score))
    t.same(state.winners, state.players.filter((p: { score: number }) => p.score === best).map((p: { seat: number }) => p.seat))
    t.ok(Array.isArray(finalEvents), 'the ending response carries the final score events')

    // The state rebuilt by replay at every seq equals what the API answered then.
    let mismatches = 0
    for (const [seq, answered] of seen) {
      const rebuilt = await getJson(app, `/games/${game.id}/actions/${seq}/state`)
      if (JSON.stringify(rebuilt) !== JSON.stringify(answered)) {
        mismatches++
        t.same(rebuilt, answered, `state at seq ${seq}`)
      }
    }
    t.equal(seen.size, state.version + 1, 'a state was seen for every seq')
    t.equal(mismatches, 0, 'the replayed state equals the answered one at every seq')
  })
}
