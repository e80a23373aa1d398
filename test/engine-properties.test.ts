// Properties of random games (seeded shuffles or random stacked decks, random legal moves, 2-5
// players, farmers on or off), checked against independent test code where it matters:
// (a) every player's supply + meeples on the board = 7 at every step;
// (b) scores never decrease;
// (c) legalPlacements = a brute-force edge check over the bounding box + 1 and all rotations, and
//     apply accepts exactly those placements (ILLEGAL_PLACEMENT otherwise); the same for deployments;
//     removed tiles really fit nowhere;
// (d) replay of the accepted actions rebuilds the final state; no state changes after it was
//     returned; a JSON copy of any state plays on identically;
// (e) every turn's completed-feature scores and the final scores equal an independent flood-fill
//     recount (test/support/recount.ts), and the totals add up.
// Runs are random; a failure prints fast-check's seed and path. FC_SEED=<n> replays a seed.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import t from 'tap'
import {
  apply,
  baseInventory,
  legalDeployments,
  legalPlacements,
  replay,
  scoreEvents,
  type Action,
  type GameEvent,
  type GameSetup,
  type GameState,
  type Port,
  type Rotation,
} from '../src/engine/index.js'
import { must } from './support/play.js'
import { ALL_PORTS, rotatedSegments } from './support/catalog.js'
import { boundingBox, bruteForcePlacements } from './support/brute.js'
import { Landscape, canonical, recountFinal, recountTurn, totals } from './support/recount.js'
import { chooser } from './support/mulberry.js'

interface GameParams {
  readonly players: number
  readonly farmers: boolean
  readonly seed: number
  readonly moves: number
  /** Chance in percent that a player deploys when it can. */
  readonly deployRate: number
  /** A stacked deck instead of a seeded shuffle. */
  readonly deck: string[] | null
}

const gameParams: fc.Arbitrary<GameParams> = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  farmers: fc.boolean(),
  seed: fc.nat(),
  moves: fc.nat(),
  deployRate: fc.constantFrom(0, 30, 60, 100),
  // Mostly full seeded games; one in five a random stacked deck (any sub-multiset, any order).
  deck: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fc.shuffledSubarray(baseInventory()), weight: 1 }),
})

function setupOf(p: GameParams): GameSetup {
  return {
    players: Array.from({ length: p.players }, (_, i) => ({ name: `P${i}` })),
    options: { farmers: p.farmers },
    ...(p.deck === null ? { seed: `prop-${p.seed}` } : { deck: p.deck }),
  }
}

interface Step {
  readonly before: GameState
  readonly action: Action
  readonly after: GameState
  readonly events: readonly GameEvent[]
}

interface Played {
  readonly setup: GameSetup
  readonly initial: GameState
  readonly steps: Step[]
  readonly final: GameState
}

/** Plays a whole random game; `onStep` sees each accepted action (and may inspect `before`). */
function playRandom(p: GameParams, onStep?: (step: Step, pick: (n: number) => number) => void): Played {
  const setup = setupOf(p)
  const created = replay(setup, [])
  if (!created.ok) throw new Error(`setup rejected: ${created.error.code}`)
  const pick = chooser(p.moves)
  const steps: Step[] = []
  let state = created.state
  const act = (action: Action) => {
    const r = must(state, action)
    const step = { before: state, action, after: r.state, events: r.events }
    steps.push(step)
    onStep?.(step, pick)
    state = r.state
  }
  while (state.status === 'active') {
    const seat = state.turn!.seat
    act({ type: 'draw', seat })
    if (state.status !== 'active') break
    const placements = legalPlacements(state)
    assert.ok(placements.length > 0, 'a drawn tile has a legal placement')
    act({ type: 'place', seat, ...placements[pick(placements.length)] })
    if (pick(100) < p.deployRate) {
      const deployments = legalDeployments(state)
      if (deployments.length > 0) act({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    }
    act({ type: 'score', seat })
  }
  return { setup, initial: created.state, steps, final: state }
}

/** fast-check options shared by every property: a fixed seed when FC_SEED is set. */
const fixedSeed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

const timings: string[] = []
function timed<T>(name: string, run: () => T): T {
  const start = performance.now()
  const out = run()
  timings.push(`${name}: ${Math.round(performance.now() - start)} ms`)
  return out
}
t.teardown(() => console.error(`# property timings: ${timings.join(', ')}`))

t.test('(a)(b) meeples are conserved and scores never decrease, over 3000 random games', async (t) => {
  let games = 0
  let steps = 0
  timed('(a)(b)', () =>
    fc.assert(
      fc.property(gameParams, (p) => {
        const game = playRandom(p, ({ before, after, action }) => {
          for (const player of after.players) {
            const onBoard = after.meeples.filter((m) => m.seat === player.seat).length
            assert.equal(player.meeples + onBoard, 7, `seat ${player.seat}: supply + board = 7 after ${action.type}`)
            assert.ok(player.meeples >= 0)
            assert.ok(player.score >= before.players[player.seat].score, `seat ${player.seat}: score never decreases`)
          }
          steps++
        })
        assert.equal(game.final.status, 'finished')
        assert.equal(game.final.turn, null)
        const best = Math.max(...game.final.players.map((x) => x.score))
        assert.deepEqual(game.final.winners, game.final.players.filter((x) => x.score === best).map((x) => x.seat))
        const placed = game.final.board.length - 1
        assert.equal(placed + game.final.discarded.length, game.final.pile.length, 'every tile is placed or removed')
        games++
      }),
      { numRuns: 3000, ...fixedSeed },
    ),
  )
  t.equal(games, 3000)
  t.ok(steps > 3000 * 10, `${steps} checked steps`)
})

t.test('(c) legal placements and deployments equal independent brute force, and apply agrees', async (t) => {
  let sampled = 0
  let probes = 0
  let discards = 0
  timed('(c)', () =>
    fc.assert(
      fc.property(gameParams, (p) => {
        playRandom(p, ({ before, action, after, events }, pick) => {
          if (action.type === 'draw') {
            const drawn = events[0]
            assert.ok(drawn.type === 'drawn')
            for (const letter of drawn.discarded) {
              assert.deepEqual(bruteForcePlacements(before.board, letter), [], `removed ${letter} fits nowhere`)
              discards++
            }
            if (after.turn?.phase !== 'place' || pick(12) !== 0) return
            // Placement, exhaustively on this turn.
            sampled++
            const tile = after.turn.tile!
            const expected = bruteForcePlacements(after.board, tile)
            assert.ok(expected.length > 0)
            assert.deepEqual(legalPlacements(after), expected, `legalPlacements of ${tile}`)
            const legal = new Set(expected.map((s) => `${s.x},${s.y},${s.rotation}`))
            const box = boundingBox(after.board)
            const seat = after.turn.seat
            for (let y = box.minY - 1; y <= box.maxY + 1; y++) {
              for (let x = box.minX - 1; x <= box.maxX + 1; x++) {
                for (const rotation of [0, 90, 180, 270] as Rotation[]) {
                  const r = apply(after, { type: 'place', seat, x, y, rotation })
                  probes++
                  if (legal.has(`${x},${y},${rotation}`)) assert.ok(r.ok, `place ${tile} at ${x},${y},${rotation} is accepted`)
                  else assert.equal(r.ok ? 'accepted' : r.error.code, 'ILLEGAL_PLACEMENT', `place ${tile} at ${x},${y},${rotation}`)
                }
              }
            }
          }
          if (action.type === 'place' && pick(12) === 0) {
            // Deployment, exhaustively on this turn.
            const land = new Landscape(after.board)
            const { x, y, rotation } = after.turn!.placed!
            const seat = after.turn!.seat
            const segments = rotatedSegments(after.turn!.tile!, rotation)
            const hasMeeple = (ports: readonly string[]) => {
              const feature = land.featureAt(x, y, ports[0])
              return after.meeples.some((m) => land.featureAt(m.x, m.y, m.at) === feature)
            }
            const supply = after.players[seat].meeples
            const free = segments.filter((s) => supply > 0 && (s.kind !== 'field' || after.options.farmers) && !hasMeeple(s.ports))
            const offered = legalDeployments(after)
            assert.deepEqual(
              offered.map((d) => `${d.feature}:${[...segments.find((s) => s.ports.includes(d.at))!.ports].sort().join(' ')}`).sort(),
              free.map((s) => `${s.kind}:${[...s.ports].sort().join(' ')}`).sort(),
              'legalDeployments',
            )
            for (const port of ALL_PORTS) {
              const segment = segments.find((s) => s.ports.includes(port))
              const r = apply(after, { type: 'deploy', seat, at: port as Port })
              probes++
              let code: string
              if (segment === undefined || (segment.kind === 'field' && !after.options.farmers)) code = 'NO_SUCH_SEGMENT'
              else if (supply === 0) code = 'NO_MEEPLES'
              else if (hasMeeple(segment.ports)) code = 'FEATURE_OCCUPIED'
              else code = 'accepted'
              assert.equal(r.ok ? 'accepted' : r.error.code, code, `deploy at ${port}`)
              if (r.ok) assert.deepEqual(r.state.meeples[r.state.meeples.length - 1], { seat, x, y, at: port, feature: segment!.kind })
            }
          }
        })
      }),
      { numRuns: 100, ...fixedSeed },
    ),
  )
  t.ok(sampled >= 100, `${sampled} turns checked exhaustively (${probes} probes, ${discards} removed tiles)`)
})

t.test('(d) replay rebuilds the game; a JSON copy of any state plays on identically', async (t) => {
  let games = 0
  timed('(d)', () =>
    fc.assert(
      fc.property(gameParams, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (p, where) => {
        const seen: string[] = []
        const game = playRandom(p, ({ after }) => {
          seen.push(JSON.stringify(after))
        })
        game.steps.forEach((s, i) => assert.equal(JSON.stringify(s.after), seen[i], `state ${i} was not changed by later actions`))
        const actions = game.steps.map((s) => s.action)
        const replayed = replay(game.setup, actions)
        assert.ok(replayed.ok)
        assert.deepStrictEqual(replayed.state, game.final)
        const wire = (s: GameState) => JSON.parse(JSON.stringify(s)) as GameState
        assert.deepStrictEqual(wire(game.final), game.final, 'the final state survives JSON')
        // Continue from a JSON copy of the state before step k.
        const k = Math.floor(where * game.steps.length)
        let state = wire(game.steps[k].before)
        assert.deepStrictEqual(state, game.steps[k].before)
        for (let i = k; i < game.steps.length; i++) {
          const r = apply(state, game.steps[i].action)
          assert.ok(r.ok, `step ${i} accepted on the copy`)
          assert.deepStrictEqual(r.events, game.steps[i].events, `step ${i} events`)
          assert.deepStrictEqual(r.state, game.steps[i].after, `step ${i} state`)
          state = wire(r.state)
        }
        games++
      }),
      { numRuns: 300, ...fixedSeed },
    ),
  )
  t.equal(games, 300)
})

t.test('(e) scores equal an independent flood-fill recount, turn by turn and at the end', async (t) => {
  let turnEvents = 0
  let finalEvents = 0
  timed('(e)', () =>
    fc.assert(
      fc.property(gameParams, (p) => {
        const game = playRandom(p, ({ before, action, events }) => {
          if (action.type !== 'score') return
          const { x, y } = before.turn!.placed!
          const expected = recountTurn(before.board, before.meeples, x, y)
          const actual = scoreEvents(events, 'turn')
          assert.deepStrictEqual(canonical(actual), canonical(expected), `turn scoring at ${x},${y}`)
          turnEvents += actual.length
        })
        const all = game.steps.flatMap((s) => s.events)
        const finals = scoreEvents(all, 'final')
        assert.deepStrictEqual(canonical(finals), canonical(recountFinal(game.final.board, game.final.meeples)), 'final scoring')
        const firstField = finals.findIndex((e) => e.feature === 'field')
        if (firstField >= 0) assert.ok(finals.slice(firstField).every((e) => e.feature === 'field'), 'fields score last')
        if (!p.farmers) assert.equal(firstField, -1, 'no field scores without farmers')
        finalEvents += finals.length
        const n = p.players
        const sum = totals(scoreEvents(all, 'turn'), n).map((v, i) => v + totals(finals, n)[i])
        assert.deepEqual(game.final.players.map((x) => x.score), sum, 'scores are the sum of the events')
        const ended = all.filter((e) => e.type === 'ended')
        assert.equal(ended.length, 1)
        assert.deepEqual(ended[0], { type: 'ended', winners: game.final.winners, scores: sum })
      }),
      { numRuns: 400, ...fixedSeed },
    ),
  )
  t.ok(turnEvents > 0 && finalEvents > 0, `${turnEvents} turn and ${finalEvents} final score events recounted`)
})
