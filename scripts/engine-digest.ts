/**
 * A same-results check for engine work: plays a few hundred seeded random games of many kinds
 * (2 and 5 players, with and without farmers, River, table, redraws, hands, draft, resignations)
 * with this build's engine and, with --compare DIR, with another build's, and prints a SHA-256 of
 * everything the engine answered: every state, event, legal move list (in order) and error,
 * including refused moves tried on purpose, undos, and questions about earlier states.
 *   npx tsc -p tsconfig.json && node dist/scripts/engine-digest.js [--compare DIR] [--games 40]
 * Exit code 1 when the digests differ, or when an action changed a state it was given.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chooser } from './bench/driver.js'
import type * as Engine from '../src/engine/index.js'

type Api = typeof Engine

const { values } = parseArgs({ options: { compare: { type: 'string' }, games: { type: 'string', default: '40' } } })

/** The kinds of game played, each `--games` times with its own seeds. */
const KINDS: readonly { readonly players: number; readonly options: Engine.GameSetup['options'] }[] = [
  { players: 2, options: { farmers: true } },
  { players: 2, options: { farmers: false } },
  { players: 5, options: { farmers: true } },
  { players: 5, options: { farmers: false } },
  { players: 3, options: { river: { startTile: 'shuffled', turnRule: 'no-repeat' } } },
  { players: 2, options: { river: { startTile: 'removed', turnRule: 'clearance' }, table: { minX: -5, maxX: 6, minY: -4, maxY: 4 } } },
  { players: 2, options: { table: { minX: -3, maxX: 3, minY: -3, maxY: 3 }, tieBreak: ['citiesCompleted'] } },
  { players: 4, options: { redraws: 2, farmers: false } },
  { players: 3, options: { hand: { size: 3, visible: true } } },
  { players: 2, options: { hand: { size: 3, visible: false }, river: { turnRule: 'none' } } },
  { players: 2, options: { draft: true } },
  { players: 2, options: { draft: true, river: {}, redraws: 1 } },
]

class Digest {
  private readonly hash = createHash('sha256')
  add(label: string, value: unknown): void {
    this.hash.update(`${label}:${JSON.stringify(value)}\n`)
  }
  hex(): string {
    return this.hash.digest('hex')
  }
}

/** Every game of every kind played with `engine`; the digest of all it answered. */
function digestOf(engine: Api): string {
  const digest = new Digest()
  let game = 0
  for (const kind of KINDS) {
    for (let i = 0; i < Number(values.games); i++) playGame(engine, digest, kind, game++)
  }
  return digest.hex()
}

function playGame(engine: Api, digest: Digest, kind: (typeof KINDS)[number], game: number): void {
  const pick = chooser(game + 1)
  const players = Array.from({ length: kind.players }, (_, seat) => ({ name: `P${seat}` }))
  const created = engine.createGame({ players, options: kind.options, seed: `digest-${game}` })
  digest.add('created', created)
  if (!created.ok) return
  let state = created.state
  const earlier: Engine.GameState[] = []
  for (let step = 0; state.status === 'active' && step < 2000; step++) {
    const action = nextAction(engine, digest, state, pick)
    // A refused move on purpose (its error is part of the digest), then the chosen one.
    const wrong = wrongAction(state, pick)
    if (wrong !== null) digest.add('refused', engine.apply(state, wrong))
    const before = JSON.stringify(state)
    const result = engine.apply(state, action)
    if (JSON.stringify(state) !== before) throw new Error(`game ${game}: ${action.type} changed the state it was given`)
    digest.add('result', result)
    if (!result.ok) throw new Error(`game ${game}: ${action.type} refused: ${result.error.code} ${result.error.message}`)
    earlier.push(state)
    state = result.state
    // Questions about an earlier state: its index is rebuilt, not the latest's.
    if (pick(8) === 0) {
      const old = earlier[pick(earlier.length)]
      digest.add('old', [engine.offeredPlacements(old), engine.legalDeployments(old), engine.finishingAction(old)])
    }
  }
  digest.add('final', state)
}

/** The seat's next action, chosen at random among the legal ones; the legal lists go to the digest. */
function nextAction(engine: Api, digest: Digest, state: Engine.GameState, pick: (n: number) => number): Engine.Action {
  const turn = state.turn!
  const seat = turn.seat
  // Now and then a seat resigns (between turns), or the clock finishes a turn for it.
  const playing = state.players.filter((p) => !p.resigned)
  if (turn.phase === 'draw' && pick(100) === 0 && playing.length > 1) return { type: 'resign', seat: playing[pick(playing.length)].seat }
  if (pick(40) === 0) {
    const finishing = engine.finishingAction(state)
    digest.add('finishing', finishing)
    if (finishing !== null) return finishing
  }
  switch (turn.phase) {
    case 'reserve': {
      const leftovers = state.choice!.draft!.leftovers
      return { type: 'reserve', seat, tile: leftovers[pick(leftovers.length)] }
    }
    case 'draw':
      return { type: 'draw', seat }
    case 'place': {
      if (state.options.redraws !== undefined && pick(6) === 0 && state.choice!.redrawsLeft[seat] > 0 && !state.choice!.redrawn) return { type: 'redraw', seat }
      const placements = engine.offeredPlacements(state)
      digest.add('placements', placements)
      digest.add('legal', engine.legalPlacements(state))
      return { type: 'place', seat, ...placements[pick(placements.length)] }
    }
    case 'deploy':
    case 'score': {
      const deployments = engine.legalDeployments(state)
      digest.add('deployments', deployments)
      if (state.options.undo !== false && pick(12) === 0) return { type: 'undo', seat }
      if (turn.phase === 'deploy' && deployments.length > 0 && pick(2) === 0) return { type: 'deploy', seat, at: deployments[pick(deployments.length)].at }
      return { type: 'score', seat }
    }
  }
}

const PORTS = ['N', 'E', 'S', 'W', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW', 'C'] as const

/** A move that is most often refused: out of turn, out of phase, to a random cell, on a random port. */
function wrongAction(state: Engine.GameState, pick: (n: number) => number): Engine.Action | null {
  const turn = state.turn!
  switch (pick(5)) {
    case 0:
      return { type: 'draw', seat: (turn.seat + 1) % state.players.length }
    case 1:
      return { type: 'place', seat: turn.seat, x: pick(9) - 4, y: pick(9) - 4, rotation: (90 * pick(4)) as Engine.Rotation }
    case 2:
      return { type: 'deploy', seat: turn.seat, at: PORTS[pick(PORTS.length)] }
    case 3:
      return { type: 'score', seat: turn.seat }
    default:
      return null
  }
}

async function engineAt(dir: string): Promise<Api> {
  const path = join(resolve(dir), 'dist', 'src', 'engine', 'index.js')
  if (!existsSync(path)) throw new Error(`${path} does not exist: build that checkout first (npx tsc -p tsconfig.json)`)
  return (await import(pathToFileURL(path).href)) as Api
}

const ours = digestOf((await import('../src/engine/index.js')) as Api)
console.log(`this build: ${ours}`)
if (values.compare !== undefined) {
  const theirs = digestOf(await engineAt(values.compare))
  console.log(`${values.compare}: ${theirs}`)
  if (theirs !== ours) {
    console.log('!!! DIFFERENT')
    process.exit(1)
  }
  console.log('same')
}
