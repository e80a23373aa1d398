/** Folding accepted actions over the initial state: how any game is rebuilt from its log. */
import { apply, type Action, type ApplyResult } from './game.js'
import { createGame, type GameSetup } from './setup.js'
import type { GameState } from './state.js'
import type { RuleError } from './errors.js'

/** Sees each state of a replay: the created game (position -1, no state before), then each action's. */
export type ReplayObserver = (before: GameState | null, after: GameState, position: number) => void

/** Replays `actions` from `setup`; stops at the first rejected action and reports its position. */
export function replay(
  setup: GameSetup,
  actions: readonly Action[],
  observe?: ReplayObserver,
): { ok: true; state: GameState } | { ok: false; position: number; error: RuleError } {
  const created = createGame(setup)
  if (!created.ok) return { ok: false, position: -1, error: created.error }
  let state = created.state
  observe?.(null, state, -1)
  for (let i = 0; i < actions.length; i++) {
    const result: ApplyResult = apply(state, actions[i])
    if (!result.ok) return { ok: false, position: i, error: result.error }
    observe?.(state, result.state, i)
    state = result.state
  }
  return { ok: true, state }
}
