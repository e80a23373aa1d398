/**
 * Engine benchmark: plays complete random games (random legal placement, a random deployment
 * about half the time, all scoring) for a fixed time per run, and reports the medians over runs of
 * full games per second (wall time, and per CPU second of the whole process) and microseconds
 * per legalPlacements call. `npm run bench:engine` runs the compiled build, as production does.
 * Each run also times two fixed calibration tasks (a bare loop, and SHA-256 of short strings), so
 * that figures taken on different machines, or on one machine under different load, compare.
 *   npm run bench:engine -- [--players 2] [--runs 5] [--seconds 2]
 */
import { hash } from 'node:crypto'
import { parseArgs } from 'node:util'
import * as engine from '../src/engine/index.js'
import type { GameState } from '../src/engine/index.js'
import { chooser } from './bench/driver.js'
import { gamePlayer } from './bench/engine-games.js'

const { values } = parseArgs({
  options: { players: { type: 'string', default: '2' }, runs: { type: 'string', default: '5' }, seconds: { type: 'string', default: '2' } },
})
const playGame = gamePlayer(engine, Number(values.players))

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
    for (const state of states) engine.legalPlacements(state)
    calls += states.length
    elapsed = Number(process.hrtime.bigint() - start)
  }
  return elapsed / 1000 / calls
}

/** Nanoseconds per iteration of a bare loop adding to a number. */
function loopNanos(): number {
  const iterations = 20_000_000
  let sum = 0
  const start = process.hrtime.bigint()
  for (let i = 0; i < iterations; i++) sum += i & 7
  const nanos = Number(process.hrtime.bigint() - start)
  if (sum === 0) throw new Error('the calibration loop did not run')
  return nanos / iterations
}

/** SHA-256 digests of short strings (one block each, as the shuffle hashes) per second. */
function sha256PerSecond(): number {
  const count = 20_000
  const start = process.hrtime.bigint()
  for (let i = 0; i < count; i++) hash('sha256', `calibration:${i}`, 'binary')
  return count / (Number(process.hrtime.bigint() - start) / 1e9)
}

// Warm-up: let the JIT compile the engine before anything is measured.
for (let g = 0; g < 300; g++) playGame(-1000 - g, chooser(99))

const wallRates: number[] = []
const cpuRates: number[] = []
const microsPerLegal: number[] = []
const loopRates: number[] = []
const sha256Rates: number[] = []
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
  loopRates.push(loopNanos())
  sha256Rates.push(sha256PerSecond())
  console.log(
    `run ${run + 1}: ${wallRates.at(-1)!.toFixed(0)} games/s (wall), ${cpuRates.at(-1)!.toFixed(0)} games per CPU second, ` +
      `${microsPerLegal.at(-1)!.toFixed(2)} us/legalPlacements; calibration ${loopRates.at(-1)!.toFixed(2)} ns/loop iteration, ` +
      `${(sha256Rates.at(-1)! / 1000).toFixed(0)}k sha256/s`,
  )
}
/** `median (min to max)` of a list of measurements. */
function summary(values: number[], digits = 0): string {
  return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)})`
}

console.log(`players=${values.players} runs=${values.runs} seconds/run=${values.seconds}; medians (ranges) over the runs:`)
const wallRate = median(wallRates)
const legal = median(microsPerLegal)
console.log(`full games/s, wall time: ${summary(wallRates)}`)
console.log(`full games per CPU second: ${summary(cpuRates)}`)
console.log(`us per legalPlacements call: ${summary(microsPerLegal, 2)}`)
console.log(`ratio: one full game costs as much as ${(1e6 / wallRate / legal).toFixed(0)} legalPlacements calls`)
console.log(`calibration: ns per bare loop iteration ${summary(loopRates, 2)}; sha256 digests/s ${summary(sha256Rates)}`)
// Each run's games/s over its own calibration rates: comparable across cores and load.
const perMillionLoops = wallRates.map((rate, run) => (rate * loopRates[run]) / 1000)
const perThousandDigests = wallRates.map((rate, run) => (rate / sha256Rates[run]) * 1000)
console.log(
  `games/s / calibration: ${summary(perMillionLoops, 2)} games per million loop iterations, ` +
    `${summary(perThousandDigests, 1)} games per thousand sha256 digests`,
)
