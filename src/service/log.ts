/**
 * What the action log holds, and how a game is rebuilt from it with the engine alone.
 * Entry 0 ('create') holds the public setup; the secret of a server-shuffled or stacked pile (its
 * seed, or its deck and salt) is not in the log (only its commitment) and is supplied by whoever
 * knows it: the server, or anyone once the game is finished and the secret revealed.
 */
import { apply, createGame, replay, type Action, type ReplayObserver, type GameOptions, type GameSetup, type GameState, type RuleError } from '../engine/index.js'
import type { DeckSecret } from './deck.js'

export type TurnActionType = 'draw' | 'place' | 'deploy' | 'score' | 'undo' | 'redraw' | 'reserve'

/** Entry 0 is 'create'; a 'join' fills an open seat; a 'resign' entry's seat leaves the game. */
export type LogEntryType = 'create' | 'join' | TurnActionType | 'resign'

/** A seat in entry 0: a player's, or one left open for a later join. */
export type CreateSeat = { readonly name: string; readonly color: string; readonly bot?: string } | { readonly open: true; readonly color: string }

export interface CreatePayload {
  readonly players: readonly CreateSeat[]
  /** As the engine keeps them: `clock` only in games that have one, each variant only when chosen. */
  readonly options: GameOptions
  /** A stacked deck, in games recorded before stacked decks were kept secret. */
  readonly deck?: readonly string[]
  /** A client's seed, in games created before client seeds were kept secret. */
  readonly seed?: string
  /** A lesson's game (POST /lessons/{id}/games): the lesson's id. */
  readonly lesson?: string
}

/**
 * Payloads: a join's is `{ seat, name }` (entry.seat is that seat), a resign's `{}` or
 * `{ by: 'clock' }`, an undo's `{}`; a turn action's may carry `by: 'clock' | 'resign' | 'bot' |
 * 'lesson'` when its seat's own client did not send it (a last-turn score for a seat that
 * resigns next, also `resignFollows: true`; earlier versions wrote `resigns: true` instead).
 */
export interface LogEntry {
  readonly seq: number
  readonly type: LogEntryType
  readonly seat: number | null
  readonly payload: unknown
  readonly result: unknown
}

export function setupOf(payload: CreatePayload, secret: DeckSecret | null): GameSetup {
  const pile = payload.deck !== undefined ? { deck: payload.deck } : secret !== null && 'deck' in secret ? { deck: secret.deck } : { seed: payload.seed ?? secret?.seed }
  return { players: payload.players as GameSetup['players'], options: payload.options, ...pile }
}

/** The engine action of an entry after entry 0: its payload's members, with the entry's type and seat. */
export function actionOf(entry: LogEntry): Action {
  return { ...(entry.payload as object), type: entry.type, seat: entry.seat } as Action
}

export type ReplayOutcome =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly seq: number; readonly error: RuleError }

/**
 * Folds the log entries (entry 0 first, in seq order) with the engine; stops at the first rejected
 * one. `observe` sees each entry's states, by its index in `entries`.
 */
export function replayLog(entries: readonly LogEntry[], secret: DeckSecret | null, observe?: ReplayObserver): ReplayOutcome {
  const byIndex: ReplayObserver | undefined = observe && ((before, after, position) => observe(before, after, position + 1))
  const outcome = replay(setupOf(entries[0].payload as CreatePayload, secret), entries.slice(1).map(actionOf), byIndex)
  if (outcome.ok) return outcome
  return { ok: false, seq: outcome.position < 0 ? 0 : entries[outcome.position + 1].seq, error: outcome.error }
}

/** Entry 0's whole result: the deck's source and commitment and, in games with hands, the deal (every seat's hand). */
export function creationResult(deckSource: string, deckCommitment: string | null, state: GameState): object {
  const hands = state.options.hand === undefined ? undefined : state.choice?.hands
  return { deckSource, deckCommitment, ...(hands === undefined ? {} : { hands }) }
}

/**
 * Every entry's whole result, recomputed with the engine: a game with private hands stores only
 * their public form (hidden/seal.ts). Entry 0's deck members are the stored ones.
 */
export function wholeResults(entries: readonly LogEntry[], secret: DeckSecret | null): object[] {
  const fail = (seq: number, error: RuleError) => new Error(`the engine rejects log entry ${seq} on replay (${error.code})`)
  const created = createGame(setupOf(entries[0].payload as CreatePayload, secret))
  if (!created.ok) throw fail(0, created.error)
  const { deckSource, deckCommitment } = entries[0].result as { deckSource: string; deckCommitment: string | null }
  const results = [creationResult(deckSource, deckCommitment, created.state)]
  let state = created.state
  for (const entry of entries.slice(1)) {
    const applied = apply(state, actionOf(entry))
    if (!applied.ok) throw fail(entry.seq, applied.error)
    results.push({ events: applied.events })
    state = applied.state
  }
  return results
}
