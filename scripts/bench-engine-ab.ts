/**
 * Engine A/B: this checkout's compiled engine benchmark against another build's, run alternately
 * in fresh processes (A B, then B A, ...), so that a shared machine's slow phases hit both alike.
 * Compares CPU time per game (the bench's games per CPU second), never single wall-clock runs.
 *   npm run bench:engine:ab -- --compare DIR [--pairs 10] [--seconds 1] [--players 2]
 * DIR is a checkout of another commit, built with `npx tsc -p tsconfig.json` (its dist/ is used).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { median, medianRange } from './bench/stats.js'

const { values } = parseArgs({
  options: {
    compare: { type: 'string' },
    pairs: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '1' },
    players: { type: 'string', default: '2' },
  },
})
if (values.compare === undefined) {
  console.error('usage: npm run bench:engine:ab -- --compare DIR [--pairs 10] [--seconds 1] [--players 2]')
  process.exit(2)
}
// This file runs as dist/scripts/bench-engine-ab.js: the bench beside it is this build's.
const ours = join(dirname(fileURLToPath(import.meta.url)), 'bench-engine.js')
const theirs = join(resolve(values.compare), 'dist', 'scripts', 'bench-engine.js')
if (!existsSync(theirs)) {
  console.error(`${theirs} does not exist: build that checkout first (npx tsc -p tsconfig.json)`)
  process.exit(2)
}

interface Run {
  readonly perCpuSecond: number
  readonly wall: number
}

/** One single-run bench process; its figures as it prints them. */
function runBench(script: string): Run {
  const out = execFileSync(process.execPath, [script, '--runs', '1', '--seconds', values.seconds!, '--players', values.players!], { encoding: 'utf8' })
  const figure = (label: string) => {
    const match = new RegExp(`${label}: ([0-9.]+)`).exec(out)
    if (match === null) throw new Error(`no "${label}" in the output of ${script}:\n${out}`)
    return Number(match[1])
  }
  return { perCpuSecond: figure('full games per CPU second'), wall: figure('full games/s, wall time') }
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const pairs = Number(values.pairs)
console.log(`A = ${ours}\nB = ${theirs}\n${pairs} pairs of ${values.seconds} s runs, ${values.players} players; load average before: ${loadAverage()}`)
const a: Run[] = []
const b: Run[] = []
for (let pair = 0; pair < pairs; pair++) {
  // Alternating the order within pairs cancels a steady drift of the machine's load.
  if (pair % 2 === 0) {
    a.push(runBench(ours))
    b.push(runBench(theirs))
  } else {
    b.push(runBench(theirs))
    a.push(runBench(ours))
  }
  const ratio = a[pair].perCpuSecond / b[pair].perCpuSecond
  console.log(`pair ${pair + 1}: A ${a[pair].perCpuSecond.toFixed(0)}, B ${b[pair].perCpuSecond.toFixed(0)} games per CPU second; A/B ${ratio.toFixed(3)}`)
}
const ratios = a.map((run, i) => run.perCpuSecond / b[i].perCpuSecond)
console.log(`load average after: ${loadAverage()}`)
console.log(`games per CPU second, median (min-max) over ${pairs} runs each:`)
console.log(`  A ${medianRange(a.map((r) => r.perCpuSecond))}   wall ${medianRange(a.map((r) => r.wall))} games/s`)
console.log(`  B ${medianRange(b.map((r) => r.perCpuSecond))}   wall ${medianRange(b.map((r) => r.wall))} games/s`)
console.log(`A/B per pair: median ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)})`)
console.log(`CPU time per game: A ${(1e6 / median(a.map((r) => r.perCpuSecond))).toFixed(1)} us, B ${(1e6 / median(b.map((r) => r.perCpuSecond))).toFixed(1)} us`)
