/** The public GameState: the engine state without its secret pile, plus the game's log facts. */
import { RULES_VERSION, type GameState } from '../engine/index.js'
import type { Static } from '@sinclair/typebox'
import type { GameState as GameStateSchema } from './schemas.js'

export interface GameFacts {
  readonly id: string
  readonly version: number
  readonly headHash: string
  readonly deckSource: 'server' | 'seed' | 'stacked'
  readonly deckCommitment: string | null
  readonly seed: string | null
  readonly stackedDeck: unknown
  readonly deckSalt: string | null
  /** The active turn's deadline (games with a clock). */
  readonly deadline: Date | null
}

export function gameView(facts: GameFacts, state: GameState): Static<typeof GameStateSchema> {
  return {
    id: facts.id,
    status: state.status,
    version: facts.version,
    options: state.options,
    players: state.players,
    turn: state.turn === null || state.options.clock === undefined ? state.turn : { ...state.turn, deadline: facts.deadline?.toISOString() ?? null },
    board: state.board,
    meeples: state.meeples,
    deck: { remaining: state.pile.length - state.drawn },
    discarded: state.discarded,
    winners: state.winners,
    deckSource: facts.deckSource,
    deckCommitment: facts.deckCommitment,
    // The seed or stacked deck is revealed only once the pile order no longer matters.
    ...(state.status === 'finished' && facts.seed !== null ? { seed: facts.seed } : {}),
    ...(state.status === 'finished' && facts.deckSalt !== null ? { stackedDeck: facts.stackedDeck, deckSalt: facts.deckSalt } : {}),
    headHash: facts.headHash,
    rulesVersion: RULES_VERSION,
  } as Static<typeof GameStateSchema>
}

/** Strong ETag of a game version. */
export function etag(version: number): string {
  return `"${version}"`
}

/** If-Match as a predicate on versions (strong comparison: weak tags never match). */
export function parseIfMatch(header: string | undefined): ((version: number) => boolean) | undefined {
  if (header === undefined) return undefined
  const value = header.trim()
  if (value === '*') return () => true
  const versions = new Set(
    value
      .split(',')
      .map((tag) => /^"(\d+)"$/.exec(tag.trim())?.[1])
      .filter((v): v is string => v !== undefined)
      .map(Number),
  )
  return (version) => versions.has(version)
}
