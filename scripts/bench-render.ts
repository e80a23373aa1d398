/**
 * npx tsx scripts/bench-render.ts [ROUNDS]: how long the board picture of a full 72-tile game takes
 * to draw (the finished golden game of test/fixtures/golden/2p-farmers.json), as the median and
 * range of ROUNDS renderings (default 200) after a warm-up. Not part of the tests: timings on a
 * shared machine are not assertions.
 */
import { readFileSync } from 'node:fs'
import { renderBoard } from '../src/render/index.js'
import { replayLog } from '../src/service/log.js'

const rounds = Number(process.argv[2] ?? 200)
const doc = JSON.parse(readFileSync(new URL('../test/fixtures/golden/2p-farmers.json', import.meta.url), 'utf8'))
const replayed = replayLog(doc.log, { seed: doc.seed })
if (!replayed.ok) throw new Error(`the golden game does not replay (entry ${replayed.seq})`)
const state = replayed.state

for (let i = 0; i < 50; i++) renderBoard(state)
const times: number[] = []
let characters = 0
for (let i = 0; i < rounds; i++) {
  const start = process.hrtime.bigint()
  characters = renderBoard(state).length
  times.push(Number(process.hrtime.bigint() - start) / 1e6)
}
times.sort((a, b) => a - b)
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3)
console.log(`${state.board.length} tiles, ${state.meeples.length} meeples, ${characters} characters: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${at(0)} ms, max ${at(1)} ms over ${rounds} renderings`)
