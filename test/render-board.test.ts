// The board and tile pictures as pure functions (src/render): each read back with a strict XML
// reader and checked against its state (tiles, meeples and colours, the last tile, the frontier by
// brute force, the legend); the same state gives the same bytes, over random games and log
// positions; a finished golden game is pinned byte for byte (RECORD_RENDER_GOLDEN=1 re-records it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import fc from 'fast-check'
import t from 'tap'
import { apply, createGame, legalDeployments, legalPlacements, BASE_TILES, CATALOGUE, RIVER_TILES, type Action, type GameState, type Port, type VariantRequest, PORTS, rotatePortIndex } from '../src/engine/index.js'
import { renderBoard, renderTile } from '../src/render/index.js'
import { replayLog } from '../src/service/log.js'
import { chooser } from './helpers/app.js'
import { checkPicture } from './support/board-picture.js'
import { byClass, elements, parseXml, textOf } from './support/xml.js'

const GOLDEN = new URL('./fixtures/golden/2p-farmers.json', import.meta.url)
const PICTURES = new URL('./fixtures/render/', import.meta.url)
const fixedSeed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }

function goldenStateAt(seq: number): GameState {
  const doc = JSON.parse(readFileSync(GOLDEN, 'utf8'))
  const replayed = replayLog(doc.log.slice(0, seq + 1), { seed: doc.seed })
  if (!replayed.ok) throw new Error(`golden game: entry ${replayed.seq} rejected`)
  return replayed.state
}

/** Every state of a random game, entry by entry (the state after entry 0 first). */
function randomGame(players: number, seed: number, moves: number, deployRate: number, variants: VariantRequest = {}): GameState[] {
  const created = createGame({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i} <&>` })), options: { farmers: true, ...variants }, seed: `render-${seed}` })
  if (!created.ok) throw new Error(created.error.code)
  const states = [created.state]
  const pick = chooser(moves)
  let state = created.state
  const act = (action: Action) => {
    const r = apply(state, action)
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`)
    state = r.state
    states.push(state)
  }
  while (state.status === 'active') {
    const seat = state.turn!.seat
    act({ type: 'draw', seat })
    if (state.status !== 'active') break
    const placements = legalPlacements(state)
    act({ type: 'place', seat, ...placements[pick(placements.length)] })
    const deployments = legalDeployments(state)
    if (deployments.length > 0 && pick(100) < deployRate) act({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    act({ type: 'score', seat })
  }
  return states
}

/** The same state with every object's keys in reverse order (as a database's jsonb may return them). */
function reordered<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reordered) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reordered(v)])) as T
}

t.test('golden pictures, byte for byte (RECORD_RENDER_GOLDEN=1 re-records them)', async (t) => {
  for (const [file, seq] of [['2p-farmers-final.svg', 228], ['2p-farmers-entry-101.svg', 101]] as const) {
    const state = goldenStateAt(seq)
    const svg = renderBoard(state)
    const path = new URL(file, PICTURES)
    if (process.env.RECORD_RENDER_GOLDEN === '1' || !existsSync(path)) {
      if (process.env.RECORD_RENDER_GOLDEN !== '1') t.fail(`${file} is missing: run with RECORD_RENDER_GOLDEN=1 to record it`)
      writeFileSync(path, svg)
    }
    t.equal(svg, readFileSync(path, 'utf8'), `${file}: the recorded bytes`)
    checkPicture(t, svg, state, file)
  }
})

t.test('the finished golden game: 72 tiles, its meeples, the winner, in exact numbers', async (t) => {
  const state = goldenStateAt(228)
  const root = parseXml(renderBoard(state))
  t.equal(byClass(root, 'tile').length, 72)
  t.equal(byClass(root, 'meeple').length, 14)
  t.equal(byClass(root, 'farmer').length, state.meeples.filter((m) => m.feature === 'field').length)
  t.same(byClass(root, 'player').map((p) => [p.attributes['data-score'], p.attributes['data-meeples']]), [['27', '0'], ['13', '0']])
  t.same(byClass(root, 'winner').map((p) => textOf(byClass(p, 'name')[0])), ['Ada'])
  t.equal(textOf(byClass(root, 'status')[0]), 'Finished. Winner: Ada')
})

t.test('the state right after creation: the start tile, nothing marked, four frontier cells', async (t) => {
  const state = goldenStateAt(0)
  const root = checkPicture(t, renderBoard(state), state, 'entry 0')
  t.equal(byClass(root, 'tile').length, 1)
  t.equal(byClass(root, 'last').length, 0)
  t.equal(byClass(root, 'frontier').filter((e) => e.name === 'rect').length, 4)
  t.equal(textOf(byClass(root, 'status')[0]), 'Ada to draw. 71 tiles left')
})

t.test('the status line of a hand game choosing its tile, and of a game that ended with no winner', async (t) => {
  const hand = createGame({ players: [{ name: 'Ada' }, { name: 'Bo' }], options: { hand: { size: 3 } }, deck: ['E', 'U', 'V', 'C', 'X', 'B', 'K'] })
  if (!hand.ok) throw new Error(hand.error.code)
  const drawn = apply(hand.state, { type: 'draw', seat: 0 })
  if (!drawn.ok) throw new Error(drawn.error.code)
  t.equal(textOf(byClass(parseXml(renderBoard(drawn.state)), 'status')[0]), 'Ada to place a tile of their choice. 1 tile left')
  const waiting = createGame({ players: [{ name: 'Ada' }, { open: true }], seed: 'no-winner' })
  if (!waiting.ok) throw new Error(waiting.error.code)
  const ended = apply(waiting.state, { type: 'resign', seat: 0 })
  if (!ended.ok) throw new Error(ended.error.code)
  t.equal(textOf(byClass(parseXml(renderBoard(ended.state)), 'status')[0]), 'Finished. No winner')
})

t.test('names are escaped: <script> and & stay text', async (t) => {
  const created = createGame({ players: [{ name: '<script>alert("x")</script>' }, { name: "Tom & Jerry's" }], options: { farmers: true }, seed: 'escape' })
  if (!created.ok) throw new Error(created.error.code)
  const svg = renderBoard(created.state)
  t.notMatch(svg, /<script/)
  t.match(svg, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/)
  const root = checkPicture(t, svg, created.state, 'escaped names')
  t.same(byClass(root, 'name').map(textOf), ['<script>alert("x")</script>', "Tom & Jerry's"])
  t.same(elements(root).filter((e) => e.name === 'script'), [])
})

t.test('property: any state of a random game is pictured exactly, and the same state gives the same bytes', async (t) => {
  let checked = 0
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(), fc.nat(), fc.constantFrom(0, 50, 100), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (players, seed, moves, rate, where) => {
      const states = randomGame(players, seed, moves, rate)
      const state = states[Math.floor(where * states.length)]
      const svg = renderBoard(state)
      const copy = reordered(JSON.parse(JSON.stringify(state)) as GameState)
      if (renderBoard(copy) !== svg) throw new Error('a copy of the state (keys reordered) gives other bytes')
      if (renderBoard(state) !== svg) throw new Error('a second rendering gives other bytes')
      checkPicture(t, svg, state, `${players} players, seed ${seed}, entry ${states.indexOf(state)}`)
      checked++
    }),
    { numRuns: 25, ...fixedSeed },
  )
  t.equal(checked, 25)
})

t.test('River games: every state pictured exactly, meeples on River tiles included', async (t) => {
  const states = randomGame(2, 7, 3, 100, { river: {} })
  const onRiver = (state: GameState) => state.meeples.filter((m) => onRiverTile(state, m))
  const picked = states.filter((s, i) => i % 20 === 0 || (onRiver(s).length > 0 && onRiver(states[i - 1]).length === 0))
  for (const state of picked) checkPicture(t, renderBoard(state), state, `River game, ${state.board.length} tiles`)
  t.ok(onRiver(states.at(-1)!).some((m) => m.feature === 'field'), 'a farmer on a River tile was drawn')
  const first = renderBoard(states[0])
  t.match(first, '<use href="#tile-RA"', 'the spring')
  t.match(first, 'data-x="1" data-y="0"', 'the front cell of the river in the frontier')
})

/** Whether a meeple stands on a River tile. */
function onRiverTile(state: GameState, m: { x: number; y: number }): boolean {
  return state.board.find((b) => b.x === m.x && b.y === m.y)!.tile.length === 2
}

t.test('a meeple on every segment of every catalogue tile stands inside its tile', async (t) => {
  const players = [{ seat: 0, name: 'A', color: 'red' as const, score: 0, meeples: 7, resigned: false, timeouts: 0, citiesCompleted: 0 }, { seat: 1, name: 'B', color: 'blue' as const, score: 0, meeples: 7, resigned: false, timeouts: 0, citiesCompleted: 0 }]
  for (const type of CATALOGUE) {
    for (const rotation of [0, 90, 180, 270] as const) {
      // Each segment's first port, turned into board orientation.
      const at = (port: Port) => PORTS[rotatePortIndex(PORTS.indexOf(port), rotation / 90)]
      const meeples = type.segments.filter((s) => s.kind !== 'river').map((s) => ({ seat: 0, x: 0, y: 0, at: at(s.ports[0]), feature: s.kind as 'road' }))
      const state = { status: 'finished', options: { farmers: true }, players, turn: null, board: [{ x: 0, y: 0, tile: type.id, rotation }], meeples, pile: [], drawn: 0, discarded: [], winners: [0, 1] } as unknown as GameState
      const root = parseXml(renderBoard(state))
      const drawn = byClass(root, 'meeple')
      t.same(drawn.map((e) => e.attributes['data-at']), meeples.map((m) => m.at), `${type.id} at ${rotation}: one meeple per segment`)
      checkPicture(t, renderBoard(state), state, `${type.id} at ${rotation}`)
    }
  }
})

t.test('tile pictures: one per type, drawn from its segments', async (t) => {
  for (const type of [...BASE_TILES, ...RIVER_TILES]) {
    const root = parseXml(renderTile(type.id))
    t.equal(root.attributes.viewBox, '0 0 100 100', `${type.id}: a 100 x 100 view`)
    const count = (kind: string) => type.segments.filter((s) => s.kind === kind).length
    t.equal(byClass(root, 'city').length, count('city'), `${type.id}: one area per city segment`)
    t.equal(byClass(root, 'wall').length, type.segments.filter((s) => s.kind === 'city' && s.ports.length < 4).length, `${type.id}: walls round each city but a whole-tile one`)
    t.equal(byClass(root, 'shield').length, type.segments.filter((s) => s.shield === true).length, `${type.id}: its shields`)
    t.equal(byClass(root, 'monastery').length, count('monastery'), `${type.id}: its monastery`)
    const roadPath = byClass(root, 'road')[0]?.attributes.d ?? ''
    t.equal(roadPath.split('M').length - 1, count('road'), `${type.id}: one line per road segment`)
  }
  t.equal(renderTile('C'), renderTile('C'), 'the same bytes each time')
})
