// The bot strategies at engine level: greedy against random over 50 seeded two-player games (it must
// win at least 70%; the rate is printed), greedy's choice checked against a brute force on one turn,
// and the random bot's moves reproducible from its seed and always legal.
import t from 'tap'
import { apply, legalDeployments, legalPlacements, replay, type Action, type GameState } from '../src/engine/index.js'
import { seededPick } from '../src/bots/random.js'
import { botAction, type BotStrategy } from '../src/bots/strategies.js'

function playBots(seats: readonly BotStrategy[], seed: string): { state: GameState; actions: Action[] } {
  const created = replay({ players: seats.map((s, i) => ({ name: `${s}${i}` })), seed }, [])
  if (!created.ok) throw new Error(created.error.message)
  let state = created.state
  const actions: Action[] = []
  for (let step = 0; state.status === 'active'; step++) {
    const action = botAction(seats[state.turn!.seat], state, seededPick(`${seed}:${step}`))!
    const result = apply(state, action)
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code}`)
    state = result.state
    actions.push(action)
  }
  return { state, actions }
}

t.test('greedy wins at least 70% of 50 seeded two-player games against random', async (t) => {
  let wins = 0
  const started = performance.now()
  for (let game = 0; game < 50; game++) {
    // Greedy takes seat 0 in even games and seat 1 in odd ones.
    const seats: BotStrategy[] = game % 2 === 0 ? ['greedy', 'random'] : ['random', 'greedy']
    const { state } = playBots(seats, `greedy-vs-random-${game}`)
    const greedy = seats.indexOf('greedy')
    if (state.winners.length === 1 && state.winners[0] === greedy) wins++
  }
  const rate = wins / 50
  console.log(`# greedy beat random in ${wins} of 50 games (${Math.round(rate * 100)}%) in ${Math.round(performance.now() - started)} ms`)
  t.ok(rate >= 0.7, `greedy win rate ${rate}`)
})

t.test('greedy takes the placement and deployment of best immediate, then provisional, score change', async (t) => {
  // Deck E, E: seat 0's first E can close the start tile's city (4 points with a meeple on it).
  const created = replay({ players: [{ name: 'A' }, { name: 'B' }], deck: ['E', 'E'] }, [])
  if (!created.ok) throw new Error('setup')
  const drawn = apply(created.state, { type: 'draw', seat: 0 })
  if (!drawn.ok) throw new Error('draw')
  const place = botAction('greedy', drawn.state, () => 0)
  t.same(place, { type: 'place', seat: 0, x: 0, y: -1, rotation: 180 }, 'the placement that closes the city')
  const placed = apply(drawn.state, place!)
  if (!placed.ok) throw new Error('place')
  t.same(botAction('greedy', placed.state, () => 0), { type: 'deploy', seat: 0, at: 'S' }, 'the meeple on the city it closes')
  // Brute force: no other (placement, deployment) scores more this turn.
  let best = 0
  for (const p of legalPlacements(drawn.state)) {
    const s = apply(drawn.state, { type: 'place', seat: 0, ...p })
    if (!s.ok) continue
    for (const at of [null, ...legalDeployments(s.state).map((d) => d.at)]) {
      const d = at === null ? s : apply(s.state, { type: 'deploy', seat: 0, at })
      if (!d.ok) continue
      const scored = apply(d.state, { type: 'score', seat: 0 })
      if (scored.ok) best = Math.max(best, scored.state.players[0].score)
    }
  }
  t.equal(best, 4)
})

t.test('random bot: legal, reproducible from its seed, different with another seed', async (t) => {
  const a = playBots(['random', 'random', 'random'], 'random-repro')
  const b = playBots(['random', 'random', 'random'], 'random-repro')
  t.same(b.actions, a.actions, 'the same seed, the same game')
  t.equal(a.state.status, 'finished')
  const c = playBots(['random', 'random', 'random'], 'random-other')
  t.not(JSON.stringify(c.actions), JSON.stringify(a.actions))
  const replayed = replay({ players: ['random0', 'random1', 'random2'].map((name) => ({ name })), seed: 'random-repro' }, a.actions)
  t.ok(replayed.ok && JSON.stringify(replayed.state) === JSON.stringify(a.state), 'the engine alone replays the moves')
  const counts = [0, 0, 0]
  const pick = seededPick('uniform')
  for (let i = 0; i < 3000; i++) counts[pick(3)]++
  t.ok(counts.every((n) => n > 900 && n < 1100), `uniform: ${counts}`)
})
