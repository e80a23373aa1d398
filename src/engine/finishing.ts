/** How a turn is finished for its seat when the seat does not (play.md, "Leaving, clocks and timeouts"). */
import type { Action } from './actions.js'
import { choosesTile } from './choice.js'
import { choicePlacements, legalPlacements } from './legal.js'
import type { GameState } from './state.js'

/**
 * The next action that finishes the active seat's turn the way a timeout does: keep the first
 * leftover (draft), draw if not drawn, place at the first legal placement in its listed order, no
 * deployment, score. Null when no turn
 * runs. The caller adds `by`.
 */
export function finishingAction(state: GameState): Action | null {
  const turn = state.turn
  if (turn === null) return null
  const seat = turn.seat
  switch (turn.phase) {
    case 'draw':
      return { type: 'draw', seat }
    case 'reserve':
      return { type: 'reserve', seat, tile: state.choice!.draft!.leftovers[0] }
    case 'place': {
      // A drawn tile always fits somewhere: draw discards the ones that do not (the draft's display too).
      if (choosesTile(state.options)) {
        const { tile, x, y, rotation } = choicePlacements(state)[0]
        return { type: 'place', seat, tile, x, y, rotation }
      }
      const { x, y, rotation } = legalPlacements(state)[0]
      return { type: 'place', seat, x, y, rotation }
    }
    case 'deploy':
    case 'score':
      return { type: 'score', seat }
  }
}
