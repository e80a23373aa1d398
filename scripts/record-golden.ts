/**
 * npm run record:golden [-- FILE...]: plays the golden games (or only the named files) through the
 * game service (on a throwaway embedded database) with fixed shuffle seeds and fixed move choices,
 * or a lesson's position and solution, and writes their exports to test/fixtures/golden/. test/audit-golden.test.ts replays them and
 * pins their final scores, so re-record only on purpose: the recorded games are the reference, not
 * this script's output.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createGame, legalDeployments, offeredPlacements, type Port, type Rotation, type VariantRequest } from '../src/engine/index.js'
import { learnerSeat, lessonNamed } from '../src/lessons/catalogue.js'
import type { GameExport } from '../src/audit/document.js'
import { loadStoredGame } from '../src/audit/stored.js'
import { GameService } from '../src/service/games.js'
import { WriteLoop } from '../src/service/idempotency.js'
import { openDatabase } from '../src/store/database.js'
import { GameStore } from '../src/store/games.js'
import { IdempotencyStore } from '../src/store/idempotency.js'
import { ephemeralKeyring } from '../src/receipts/keyring.js'
import { PlayerService } from '../src/players/service.js'
import { PlayerStore } from '../src/store/players.js'
import { WriteQueue } from '../src/service/write-queue.js'

const GOLDEN_DIR = new URL('../test/fixtures/golden/', import.meta.url)
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed']

const GAMES = [
  { file: '2p-farmers.json', players: 2, farmers: true, seed: 'golden-2p-farmers' },
  { file: '3p-no-farmers.json', players: 3, farmers: false, seed: 'golden-3p-no-farmers' },
  { file: '4p-farmers.json', players: 4, farmers: true, seed: 'golden-4p-farmers' },
  { file: '5p-no-farmers.json', players: 5, farmers: false, seed: 'golden-5p-no-farmers' },
  // Play-by-web: two seats joined by invitation, turns finished by the clock, a resignation in turn.
  { file: '3p-play-by-web.json', players: 3, farmers: true, seed: 'golden-3p-play-by-web', web: true },
  // Undo: every third turn's placement (and deployment) is taken back and the tile placed again.
  { file: '2p-undo.json', players: 2, farmers: true, seed: 'golden-2p-undo', undo: true },
  // The River with its defaults (start tile removed, no repeated turn).
  { file: '2p-river.json', players: 2, farmers: true, seed: 'golden-2p-river', variants: { river: {} } },
  // JCloisterZone's River (start tile shuffled in, clearance) on a limited table.
  {
    file: '3p-river-table.json',
    players: 3,
    farmers: true,
    seed: 'golden-3p-river-table',
    variants: { river: { startTile: 'shuffled', turnRule: 'clearance' }, table: { minX: -4, maxX: 5, minY: -3, maxY: 3 } },
  },
  // variants.md's B2 with the rulebook chain: 4 : 4, decided by the cities completed.
  {
    file: '2p-tie-break.json',
    players: 2,
    farmers: true,
    seed: 'golden-2p-tie-break',
    variants: { tieBreak: ['landscapeFollowers', 'citiesCompleted', 'supplyFollowers'] },
    deck: ['E', 'U', 'W', 'W'],
    script: [
      { x: 0, y: -1, rotation: 180, at: 'S' },
      { x: 1, y: 0, rotation: 90, at: 'E' },
      { x: 2, y: 0, rotation: 0 },
      { x: -1, y: 0, rotation: 0 },
    ],
  },
  // Friendly redraw (variants.md 4): two redraws each, taken in the first turns they are allowed in after turn 10.
  { file: '3p-redraw.json', players: 3, farmers: true, seed: 'golden-3p-redraw', variants: { redraws: 2 } },
  // Two-player draft (variants.md 6): the leftover kept and the display tile placed chosen at random.
  { file: '2p-draft.json', players: 2, farmers: true, seed: 'golden-2p-draft', variants: { draft: true } },
  // The draft after the River (variants.md 8): River tiles drawn one at a time, then the draft as in 2p-draft.
  { file: '2p-river-draft.json', players: 2, farmers: true, seed: 'golden-2p-river-draft', variants: { river: {}, draft: true } },
  // Visible hands of four (variants.md 3), three players, no farmers.
  { file: '3p-hand.json', players: 3, farmers: false, seed: 'golden-3p-hand', variants: { hand: { size: 4, visible: true } } },
  // Private three-tile hands (variants.md 3): every entry with drawn tiles sealed, its digest checked once the seed is known.
  // Recorded when a client's seed was public in entry 0: the pile is the seed's shuffle, stacked (secret until the end).
  { file: '2p-private-hand.json', players: 2, farmers: true, seed: 'golden-2p-private-hand', variants: { hand: { size: 3, visible: false } }, stackSeed: true },
  // Visible hands of two after the River (variants.md 8): dealt when the lake is placed.
  { file: '3p-river-hand.json', players: 3, farmers: false, seed: 'golden-3p-river-hand', variants: { river: {}, hand: { size: 2, visible: true } } },
] as const satisfies readonly GoldenGame[]

interface GoldenGame {
  readonly file: string
  readonly players: number
  readonly farmers: boolean
  readonly seed: string
  readonly web?: true
  readonly undo?: true
  readonly variants?: VariantRequest
  /** Stack the seed's shuffle instead of sending the seed (which entry 0 published when the game was recorded). */
  readonly stackSeed?: true
  /** A stacked deck (the seed then only seeds the move chooser), played with the moves of `script`. */
  readonly deck?: readonly string[]
  readonly script?: readonly { readonly x: number; readonly y: number; readonly rotation: Rotation; readonly at?: Port }[]
}

/** Lesson games: the lesson's scripted entries (by: lesson), then the learner plays the solution, which ends the game. */
const LESSON_GAMES = [{ file: 'lesson-09-unfinished-features.json', lesson: '09-unfinished-features' }]

/** Play-by-web golden game: the turns whose deadline is let pass, and the turn whose seat resigns after placing. */
const CLOCK_TURNS = new Set([4, 11])
const RESIGNING_TURN = 8

/** The move chooser: a linear congruential generator seeded from the shuffle seed. */
function chooser(seed: string): (n: number) => number {
  let s = [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0
    return (s >>> 8) % n
  }
}

/** How the game's pile is given: the seed, the seed's shuffle stacked, or the spec's deck. */
function pileOf(spec: GoldenGame): { seed: string } | { deck: readonly string[] } {
  if (spec.deck !== undefined) return { deck: spec.deck }
  if (spec.stackSeed !== true) return { seed: spec.seed }
  const created = createGame({ players: NAMES.slice(0, spec.players).map((name) => ({ name })), options: { farmers: spec.farmers, ...spec.variants }, seed: spec.seed })
  if (!created.ok) throw new Error(created.error.message)
  return { deck: created.state.pile }
}

async function play(games: GameService, spec: GoldenGame): Promise<string> {
  const pick = chooser(spec.seed)
  const web = spec.web === true
  const { game, seats } = (
    await games.create({
      players: NAMES.slice(0, spec.players).map((name, seat) => (web && seat > 0 ? { open: true as const } : { name })),
      options: { farmers: spec.farmers, ...(web ? { clock: { turnSeconds: 1, maxTimeouts: 3 } } : {}), ...spec.variants },
      ...pileOf(spec),
    })
  ).outcome!
  const id = game.record.id
  const tokens = seats.map((s) => s.token)
  let state = game.state
  for (const seat of seats.filter((s) => s.invite !== undefined)) {
    const joined = (await games.join(id, seat.invite!, NAMES[seat.seat], undefined)).outcome!
    tokens[seat.seat] = joined.seat.token
    state = joined.state
  }
  for (let turn = 1; state.status === 'active'; turn++) {
    if (web && CLOCK_TURNS.has(turn)) {
      await new Promise((resolve) => setTimeout(resolve, 1100))
      await games.runClock(id)
      state = (await games.load(id)).state
      continue
    }
    const token = tokens[state.turn!.seat]
    if (state.turn!.phase === 'reserve') state = (await games.act(id, token, 'reserve', { tile: state.choice!.draft!.leftovers[pick(2)] })).outcome!.state
    state = (await games.act(id, token, 'draw', {})).outcome!.state
    if (state.status === 'finished') break
    // With hands, a draw that leaves the hand empty ends the turn.
    if (state.turn!.phase === 'draw') continue
    const scripted = spec.script?.[turn - 1]
    if (scripted !== undefined) {
      state = (await games.act(id, token, 'place', { x: scripted.x, y: scripted.y, rotation: scripted.rotation })).outcome!.state
      if (scripted.at !== undefined) state = (await games.act(id, token, 'deploy', { at: scripted.at })).outcome!.state
      state = (await games.act(id, token, 'score', {})).outcome!.state
      continue
    }
    if (spec.variants?.redraws !== undefined && turn > 10 && state.choice!.redrawsLeft[state.turn!.seat] > 0 && state.drawn < state.pile.length) {
      state = (await games.act(id, token, 'redraw', {})).outcome!.state
    }
    const placements = offeredPlacements(state)
    state = (await games.act(id, token, 'place', { ...placements[pick(placements.length)] })).outcome!.state
    if (web && turn === RESIGNING_TURN) {
      state = (await games.resign(id, token)).outcome!.state
      continue
    }
    const deployments = legalDeployments(state)
    // Deploy two times in three, so that every kind of feature gets scored.
    if (deployments.length > 0 && pick(3) !== 0) state = (await games.act(id, token, 'deploy', { at: deployments[pick(deployments.length)].at })).outcome!.state
    if (spec.undo === true && turn % 3 === 0) {
      state = (await games.act(id, token, 'undo', {})).outcome!.state
      state = (await games.act(id, token, 'place', { ...placements[pick(placements.length)] })).outcome!.state
    }
    state = (await games.act(id, token, 'score', {})).outcome!.state
  }
  return id
}

async function playLesson(games: GameService, spec: (typeof LESSON_GAMES)[number]): Promise<string> {
  const lesson = lessonNamed(spec.lesson)
  const { game, seats } = (await games.createLesson(lesson)).outcome!
  const id = game.record.id
  const token = seats[learnerSeat(lesson)].token
  const { x, y, r, at } = lesson.solution
  await games.act(id, token, 'place', { x, y, rotation: r })
  if (at !== undefined) await games.act(id, token, 'deploy', { at })
  await games.act(id, token, 'score', {})
  return id
}

/** Pretty at the top level, one log entry per line: readable and diffable. */
function format(doc: GameExport): string {
  const { log, ...head } = doc
  const top = JSON.stringify(head, null, 2).slice(0, -2)
  return `${top},\n  "log": [\n${log.map((e) => `    ${JSON.stringify(e)}`).join(',\n')}\n  ]\n}\n`
}

const database = await openDatabase({ dataDir: 'memory://' })
const store = new GameStore(database)
const idempotency = new IdempotencyStore(database.prisma)
const games = new GameService(store, idempotency, ephemeralKeyring(), new WriteQueue({ limit: 0, waitMs: 1 }), new PlayerService(new PlayerStore(database.prisma), new WriteLoop(idempotency)))
mkdirSync(GOLDEN_DIR, { recursive: true })
const chosen = process.argv.slice(2)
const recordings = [
  ...GAMES.map((spec) => ({ file: spec.file, record: () => play(games, spec) })),
  ...LESSON_GAMES.map((spec) => ({ file: spec.file, record: () => playLesson(games, spec) })),
]
for (const spec of recordings.filter((g) => chosen.length === 0 || chosen.includes(g.file))) {
  const id = await spec.record()
  const stored = await loadStoredGame(store, id)
  writeFileSync(new URL(spec.file, GOLDEN_DIR), format(stored!.doc))
  console.log(`${spec.file}: ${stored!.doc.log.length} entries, scores ${stored!.doc.players.map((p) => p.score).join(' ')}`)
}
await database.close()
