/**
 * Engine benchmark: plays complete random games (random legal placement, a random deployment
 * about half the time, all scoring) for a fixed time per run, and reports the medians over runs of
 * full games per second (wall time, and per CPU second of the whole process) and microseconds
 * per legalPlacements call. `npm run bench:engine` runs the compiled build, as production does.
 *   npm run bench:engine -- [--players 2] [--runs 5] [--seconds 2]
 */
import { parseArgs } from 'node:util'
import { apply, createGame, legalDeployments, legalPlacements, type Action, type GameState } from '../src/engine/index.js'

const { values } = parseArgs({
  options: { players: { type: 'string', default: '2' }, runs: { type: 'string', default: '5' }, seconds: { type: 'string', default: '2' } },
})
const players = Array.from({ length: Number(values.players) }, (_, i) => ({ name: `P${i}` }))

/** xorshift32: a fast, seeded move chooser so runs are comparable. */
function chooser(seed: number): (n: number) => number {
  let s = seed | 1
  return (n) => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) % n
  }
}

function must(state: GameState, action: Action): GameState {
  const result = apply(state, action)
  if (!result.ok) throw new Error(`${action.type} rejected: ${result.error.code}`)
  return result.state
}

/** Plays one full random game; `onPlace` sees every state in phase place. */
function playGame(gameNumber: number, pick: (n: number) => number, onPlace?: (state: GameState) => void): void {
  const created = createGame({ players, seed: `bench-${gameNumber}` })
  if (!created.ok) throw new Error(created.error.message)
  let state = created.state
  while (state.status === 'active') {
    const seat = state.turn!.seat
    state = must(state, { type: 'draw', seat })
    if (state.status !== 'active') break
    onPlace?.(state)
    const placements = legalPlacements(state)
    const { x, y, rotation } = placements[pick(placements.length)]
    state = must(state, { type: 'place', seat, x, y, rotation })
    if (pick(2) === 0) {
      const deployments = legalDeployments(state)
      if (deployments.length > 0) state = must(state, { type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    }
    state = must(state, { type: 'score', seat })
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Mean microseconds per legalPlacements call over the place-phase states of a few games. */
function measureLegalPlacements(seconds: number, pick: (n: number) => number): number {
  const states: GameState[] = []
  for (let g = 0; g < 20; g++) playGame(-1 - g, pick, (state) => states.push(state))
  let calls = 0
  const start = process.hrtime.bigint()
  let elapsed = 0
  while (elapsed < seconds * 1e9) {
    for (const state of states) legalPlacements(state)
    calls += states.length
    elapsed = Number(process.hrtime.bigint() - start)
  }
  return elapsed / 1000 / calls
}

// Warm-up: let the JIT compile the engine before anything is measured.
for (let g = 0; g < 300; g++) playGame(-1000 - g, chooser(99))

const wallRates: number[] = []
const cpuRates: number[] = []
const microsPerLegal: number[] = []
let gameNumber = 0
const seconds = Number(values.seconds)
for (let run = 0; run < Number(values.runs); run++) {
  const pick = chooser(run + 1)
  let games = 0
  // Wall time of this single-threaded loop, and the process's CPU time (which also counts V8's
  // background GC and compiler threads, so it is the stricter of the two on a shared machine).
  const wallStart = process.hrtime.bigint()
  const cpuStart = process.cpuUsage()
  const wallSeconds = () => Number(process.hrtime.bigint() - wallStart) / 1e9
  while (wallSeconds() < seconds) {
    for (let i = 0; i < 16; i++) playGame(gameNumber++, pick)
    games += 16
  }
  const wall = wallSeconds()
  const cpu = process.cpuUsage(cpuStart)
  wallRates.push(games / wall)
  cpuRates.push(games / ((cpu.user + cpu.system) / 1e6))
  microsPerLegal.push(measureLegalPlacements(seconds / 4, pick))
  console.log(
    `run ${run + 1}: ${wallRates.at(-1)!.toFixed(0)} games/s (wall), ${cpuRates.at(-1)!.toFixed(0)} games per CPU second, ` +
      `${microsPerLegal.at(-1)!.toFixed(2)} us/legalPlacements`,
  )
}
console.log(`players=${players.length} runs=${values.runs} seconds/run=${values.seconds}`)
const wallRate = median(wallRates)
const legal = median(microsPerLegal)
console.log(
  `median: ${wallRate.toFixed(0)} full games/s (wall), ${median(cpuRates).toFixed(0)} full games per CPU second, ` +
    `${legal.toFixed(2)} us per legalPlacements call`,
)
console.log(`ratio: one full game costs as much as ${(1e6 / wallRate / legal).toFixed(0)} legalPlacements calls`)
