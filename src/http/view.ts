/** The public GameState: the engine state without its secret pile, plus the game's log facts. */
import { bottomTiles, outcomeOf, riverView, RULES_VERSION, shownDisplay, type GameState, type TileId } from '../engine/index.js'
import type { Static } from '@sinclair/typebox'
import type { GameState as GameStateSchema } from './schemas.js'
import { eventsFor, handShown, type Viewer } from '../hidden/redact.js'
import { hasPrivateHands } from '../hidden/seal.js'
import { revealedDeck } from '../service/deck.js'

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
  /** Each seat's bot strategy, null for a seat played by a person. */
  readonly bots: readonly (string | null)[]
}

/**
 * Nested members are copied in the schema's order: a state read back from the database (jsonb
 * orders keys its own way) and the same state kept in memory must give the same bytes (strong ETag).
 * `viewer` is the seat whose private hand may be shown (variants.md 0.2); null: the public view.
 */
export function gameView(facts: GameFacts, state: GameState, viewer: Viewer = null): Static<typeof GameStateSchema> {
  const { turn, options, choice } = state
  // Hands games: every seat's tiles (none yet before the deal that ends a River opening).
  const hands = options.hand === undefined ? undefined : (choice?.hands ?? state.players.map((): readonly TileId[] => []))
  const river = riverView(state)
  // Games with a tile-choice variant only: a base game's state keeps its members.
  const redraws = options.redraws !== undefined && choice !== undefined ? choice : undefined
  const draft = choice?.draft
  return {
    id: facts.id,
    status: state.status,
    version: facts.version,
    options: optionsView(options),
    players: state.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      color: p.color,
      score: p.score,
      meeples: p.meeples,
      resigned: p.resigned,
      timeouts: p.timeouts,
      citiesCompleted: p.citiesCompleted,
      ...(facts.bots[p.seat] == null ? {} : { bot: facts.bots[p.seat] }),
      ...(redraws === undefined ? {} : { redrawsLeft: redraws.redrawsLeft[p.seat] }),
      ...(hands === undefined ? {} : { ...(handShown(state, p.seat, viewer) ? { hand: hands[p.seat] } : {}), handSize: hands[p.seat].length }),
    })),
    turn:
      turn === null
        ? null
        : {
            seat: turn.seat,
            phase: turn.phase,
            tile: turn.tile,
            placed: turn.placed === null ? null : { x: turn.placed.x, y: turn.placed.y, rotation: turn.placed.rotation },
            ...(options.clock === undefined ? {} : { deadline: facts.deadline?.toISOString() ?? null }),
            ...(redraws === undefined ? {} : { redrawn: redraws.redrawn }),
          },
    board: state.board.map((b) => ({ x: b.x, y: b.y, tile: b.tile, rotation: b.rotation })),
    meeples: state.meeples.map((m) => ({ seat: m.seat, x: m.x, y: m.y, at: m.at, feature: m.feature })),
    deck: { remaining: state.pile.length - state.drawn, river: river?.left ?? 0, bottom: bottomTiles(state) },
    ...(draft === undefined ? {} : { draft: { display: shownDisplay(state), kept: draft.kept, leftovers: draft.leftovers } }),
    river: river === null ? null : { open: river.open === null ? null : { x: river.open.x, y: river.open.y, edge: river.open.edge }, lastTurn: river.lastTurn },
    discarded: state.discarded,
    winners: state.winners,
    tieBreak: state.status === 'finished' ? tieBreakView(state) : null,
    deckSource: facts.deckSource,
    deckCommitment: facts.deckCommitment,
    // The seed or stacked deck is revealed only once the pile order no longer matters.
    ...(state.status === 'finished' ? revealedDeck(facts) : {}),
    headHash: facts.headHash,
    rulesVersion: RULES_VERSION,
  } as Static<typeof GameStateSchema>
}

/**
 * The options in schema order: `clock` and `undo` only where the game has them, as stored; every
 * variant of variants.md with its default filled in (the engine keeps only those chosen).
 */
function optionsView(options: GameState['options']): Static<typeof GameStateSchema>['options'] {
  const clock = options.clock === undefined ? {} : { clock: { turnSeconds: options.clock.turnSeconds, maxTimeouts: options.clock.maxTimeouts } }
  const { river, table } = options
  return {
    farmers: options.farmers,
    ...clock,
    ...(options.undo === false ? { undo: false as const } : {}),
    river: river === undefined ? null : { startTile: river.startTile, turnRule: river.turnRule },
    hand: options.hand === undefined ? null : { size: options.hand.size, visible: options.hand.visible },
    redraws: options.redraws ?? 0,
    table: table === undefined ? null : { minX: table.minX, maxX: table.maxX, minY: table.minY, maxY: table.maxY },
    draft: options.draft === true,
    tieBreak: [...(options.tieBreak ?? [])],
  }
}

/** How the winners were decided (derived from the final state; values in the chain's order). */
function tieBreakView(state: GameState): Static<typeof GameStateSchema>['tieBreak'] {
  const tieBreak = outcomeOf(state).tieBreak
  return tieBreak === null ? null : { tied: [...tieBreak.tied], decidedBy: tieBreak.decidedBy, values: tieBreak.values.map((v) => ({ ...v })) }
}

/**
 * Strong ETag of a game version; in a game with private hands a seat's view is another
 * representation, so it has its own tag (If-Match on writes accepts both forms).
 */
export function etag(version: number, viewer: Viewer = null): string {
  return viewer === null || viewer === 'all' ? `"${version}"` : `"${version}-seat${viewer}"`
}

/** The event stream's ETag: weak (keep-alive comments come and go), of the game's version, the viewer and where the stream starts. */
export function streamEtag(version: number, after: number, viewer: Viewer = null): string {
  return `W/${etag(version, viewer).slice(0, -1)}-after${after}"`
}

/**
 * What a write answers the seat it is for: the game and the entry's events as that seat sees them
 * (its own private hand), and the ETag of that view.
 */
export function answerFor<E>(facts: GameFacts, state: GameState, actor: number | null, events: readonly E[]) {
  const viewer = hasPrivateHands(state.options) && state.status !== 'finished' ? actor : null
  return { etag: etag(facts.version, viewer), game: gameView(facts, state, viewer), events: eventsFor(viewer !== null, events, viewer) }
}

/**
 * If-Match as a predicate on versions (strong comparison: weak tags never match). A bare version
 * (`7`, not an entity-tag) is read as `"7"`: api.md says If-Match names a version, and a client
 * that sends the number itself means that one, not a conflict.
 */
export function parseIfMatch(header: string | undefined): ((version: number) => boolean) | undefined {
  if (header === undefined) return undefined
  const value = header.trim()
  if (value === '*') return () => true
  const versions = new Set(
    value
      .split(',')
      .map((tag) => /^"(\d+)(?:-seat\d+)?"$|^(\d+)$/.exec(tag.trim()))
      .map((match) => match?.[1] ?? match?.[2])
      .filter((v): v is string => v !== undefined)
      .map(Number),
  )
  return (version) => versions.has(version)
}
