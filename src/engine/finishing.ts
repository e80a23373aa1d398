/** How a turn is finished for its seat when the seat does not (play.md, "Leaving, clocks and timeouts"). */
import type { Action } from './actions.js'
import { legalPlacements } from './legal.js'
import type { GameState } from './state.js'

/**
 * The next action that finishes the active seat's turn the way a timeout does: draw if not drawn,
 * place at the first legal placement in its listed order, no deployment, score. Null when no turn
 * runs. The caller adds `by`.
 */
export function finishingAction(state: GameState): Action | null {
  const turn = state.turn
  if (turn === null) return null
  const seat = turn.seat
  switch (turn.phase) {
    case 'draw':
      return { type: 'draw', seat }
    case 'place': {
      // A drawn tile always fits somewhere: draw discards the ones that do not.
      const { x, y, rotation } = legalPlacements(state)[0]
      return { type: 'place', seat, x, y, rotation }
    }
    case 'deploy':
    case 'score':
      return { type: 'score', seat }
  }
}
