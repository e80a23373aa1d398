/**
 * Engine benchmark: plays complete random games (random legal placement, a random deployment
 * about half the time, all scoring) for a fixed time per run, and reports the median over runs of
 * full games per CPU second and CPU microseconds per legalPlacements call (CPU time, not wall
 * time, so that other processes on a shared machine do not count).
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
  const start = process.cpuUsage()
  let used = 0
  while (used < seconds * 1e6) {
    for (const state of states) legalPlacements(state)
    calls += states.length
    const cpu = process.cpuUsage(start)
    used = cpu.user + cpu.system
  }
  return used / calls
}

// Warm-up: let the JIT compile the engine before anything is measured.
for (let g = 0; g < 300; g++) playGame(-1000 - g, chooser(99))

const gamesPerSecond: number[] = []
const microsPerLegal: number[] = []
let gameNumber = 0
const seconds = Number(values.seconds)
for (let run = 0; run < Number(values.runs); run++) {
  const pick = chooser(run + 1)
  let games = 0
  // CPU time of this process: on a shared machine it measures the engine, not the neighbours.
  const start = process.cpuUsage()
  const cpuSeconds = () => {
    const used = process.cpuUsage(start)
    return (used.user + used.system) / 1e6
  }
  // Read the clock every 16 games: process.cpuUsage() is a system call, not free.
  while (cpuSeconds() < seconds) {
    for (let i = 0; i < 16; i++) playGame(gameNumber++, pick)
    games += 16
  }
  const elapsed = cpuSeconds()
  gamesPerSecond.push(games / elapsed)
  microsPerLegal.push(measureLegalPlacements(seconds / 4, pick))
  console.log(`run ${run + 1}: ${(games / elapsed).toFixed(0)} games/s, ${microsPerLegal.at(-1)!.toFixed(2)} us/legalPlacements`)
}
console.log(`players=${players.length} runs=${values.runs} seconds/run=${values.seconds}`)
const games = median(gamesPerSecond)
const legal = median(microsPerLegal)
console.log(`median: ${games.toFixed(0)} full games/s, ${legal.toFixed(2)} us per legalPlacements call`)
console.log(`ratio: one full game costs as much CPU as ${(1e6 / games / legal).toFixed(0)} legalPlacements calls`)
