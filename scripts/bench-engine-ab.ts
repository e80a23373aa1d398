/**
 * Engine A/B: this build's engine (A) against another build's (B), in one process, playing the
 * same games (bench-engine's workload, same seeds and choices) in short alternating bursts: A B,
 * then B A, and so on. Each burst's CPU time per game is measured, and each pair gives a ratio A/B.
 * Bursts of a few milliseconds, side by side, see the same load: on a shared machine whose speed
 * changes by tens of percent from second to second, the median of the pair ratios still resolves
 * a few percent, where separate runs of each build cannot.
 *   npm run bench:engine:ab -- --compare DIR [--seconds 20] [--burst 48] [--players 2]
 * DIR is a checkout of another commit, built with `npx tsc -p tsconfig.json` (its dist/ is used).
 * Each side has its own module instances (the game player is imported once per side), so neither
 * side's JIT feedback mixes with the other's; they share the process's heap and garbage collector.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chooser } from './bench/driver.js'
import type { EngineApi, gamePlayer } from './bench/engine-games.js'
import { median } from './bench/stats.js'

const { values } = parseArgs({
  options: {
    compare: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    burst: { type: 'string', default: '48' },
    players: { type: 'string', default: '2' },
  },
})
if (values.compare === undefined) {
  console.error('usage: npm run bench:engine:ab -- --compare DIR [--seconds 20] [--burst 48] [--players 2]')
  process.exit(2)
}
const theirs = join(resolve(values.compare), 'dist', 'src', 'engine', 'index.js')
if (!existsSync(theirs)) {
  console.error(`${theirs} does not exist: build that checkout first (npx tsc -p tsconfig.json)`)
  process.exit(2)
}

interface Side {
  readonly name: string
  readonly play: ReturnType<typeof gamePlayer>
  readonly pick: (n: number) => number
  games: number
}

async function side(name: string, engineUrl: string): Promise<Side> {
  const engine = (await import(engineUrl)) as EngineApi
  // A module instance of the game player per side (the query makes it another module).
  const games = (await import(`./bench/engine-games.js?side=${name}`)) as { gamePlayer: typeof gamePlayer }
  return { name, play: games.gamePlayer(engine, Number(values.players)), pick: chooser(1), games: 0 }
}

const a = await side('A', new URL('../src/engine/index.js', import.meta.url).href)
const b = await side('B', pathToFileURL(theirs).href)
const burst = Number(values.burst)

/** CPU microseconds (user + system, every thread of the process) per game over one burst. */
function run(s: Side): number {
  const start = process.cpuUsage()
  for (let i = 0; i < burst; i++) s.play(s.games++, s.pick)
  const cpu = process.cpuUsage(start)
  return (cpu.user + cpu.system) / burst
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
console.log(`A = this build's engine, B = ${theirs}`)
console.log(`${values.players} players, bursts of ${burst} games, ${values.seconds} s; load average before: ${loadAverage()}`)
// Warm-up: both engines JIT-compiled before anything is measured.
for (let i = 0; i < 6; i++) {
  run(a)
  run(b)
}
const timesA: number[] = []
const timesB: number[] = []
const ratios: number[] = []
const end = Date.now() + Number(values.seconds) * 1000
for (let pair = 0; Date.now() < end; pair++) {
  // Alternating the order within pairs cancels a steady drift of the machine's load.
  const [first, second] = pair % 2 === 0 ? [a, b] : [b, a]
  const t1 = run(first)
  const t2 = run(second)
  const ta = first === a ? t1 : t2
  const tb = first === a ? t2 : t1
  timesA.push(ta)
  timesB.push(tb)
  ratios.push(ta / tb)
}
console.log(`load average after: ${loadAverage()}`)

/** The value at fraction q of the sorted list (nearest rank). */
function quantile(list: readonly number[], q: number): number {
  const sorted = [...list].sort((x, y) => x - y)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}
const describe = (list: readonly number[], digits: number) =>
  `${median(list).toFixed(digits)} (quartiles ${quantile(list, 0.25).toFixed(digits)}-${quantile(list, 0.75).toFixed(digits)}, range ${Math.min(...list).toFixed(digits)}-${Math.max(...list).toFixed(digits)})`
console.log(`${ratios.length} pairs; CPU microseconds per game, median:`)
console.log(`  A ${describe(timesA, 1)}  = ${(1e6 / median(timesA)).toFixed(0)} games per CPU second`)
console.log(`  B ${describe(timesB, 1)}  = ${(1e6 / median(timesB)).toFixed(0)} games per CPU second`)
console.log(`A/B time per game, per pair: ${describe(ratios, 3)}`)
