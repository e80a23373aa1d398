/**
 * Bot strategies (issue 12): pure functions from a game state to the active seat's next action.
 * They use only the engine's public surface (legal moves, apply), so a bot's moves are ordinary
 * actions that the engine alone replays and verifies.
 *
 * - random: the placement uniformly among the legal placements, then the deployment uniformly among
 *   the legal deployments and not deploying; `pick(n)` (a seeded source) makes each choice.
 * - greedy: the placement and deployment with the best immediate score change for itself (its points
 *   from this turn's scoring). Ties are broken by the provisional change (its points if the game
 *   ended right after this turn: final scoring of the board included), then by the first in the
 *   listed order (placements as /legal lists them, not deploying before the deployments as listed).
 */
import { apply, choicePlacements, choosesTile, legalDeployments, legalPlacements, type Action, type GameState, type Placement } from '../engine/index.js'

export const BOT_STRATEGIES = ['random', 'greedy'] as const
export type BotStrategy = (typeof BOT_STRATEGIES)[number]

/** A uniform choice among 0..n-1. */
export type Pick = (n: number) => number

/** The next action of the active seat under `strategy`; null when no turn runs. */
export function botAction(strategy: BotStrategy, state: GameState, pick: Pick): Action | null {
  const turn = state.turn
  if (state.status !== 'active' || turn === null) return null
  const seat = turn.seat
  switch (turn.phase) {
    case 'reserve':
      return { type: 'reserve', seat, tile: state.choice!.draft!.leftovers[pick(2)] }
    case 'draw':
      return { type: 'draw', seat }
    case 'place': {
      // The draft and hands: both strategies choose uniformly among the placements of the tiles to choose from.
      if (choosesTile(state.options)) {
        const { tile, x, y, rotation } = randomItem(choicePlacements(state), pick)
        return { type: 'place', seat, tile, x, y, rotation }
      }
      const placement = strategy === 'random' ? randomItem(legalPlacements(state), pick) : bestPlacement(state)
      return { type: 'place', seat, x: placement.x, y: placement.y, rotation: placement.rotation }
    }
    case 'deploy': {
      const deployments = legalDeployments(state)
      const choice = strategy === 'random' ? pick(deployments.length + 1) - 1 : bestDeployment(state)
      return choice < 0 ? { type: 'score', seat } : { type: 'deploy', seat, at: deployments[choice].at }
    }
    case 'score':
      return { type: 'score', seat }
  }
}

function randomItem<T>(items: readonly T[], pick: Pick): T {
  return items[pick(items.length)]
}

/** [immediate, provisional] score change of the seat; compared in that order. */
type Value = readonly [number, number]

const better = (a: Value, b: Value) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])

function bestPlacement(state: GameState): Placement {
  let best: Placement | null = null
  let bestValue: Value = [-Infinity, -Infinity]
  for (const placement of legalPlacements(state)) {
    const placed = mustApply(state, { type: 'place', seat: state.turn!.seat, ...placement })
    const value = bestTurnEnd(placed).value
    if (better(value, bestValue)) {
      best = placement
      bestValue = value
    }
  }
  return best!
}

/** The index in legalDeployments of the best deployment, or -1 for not deploying. */
function bestDeployment(state: GameState): number {
  return bestTurnEnd(state).choice
}

/** After a placement: the best way to end the turn (-1: no deployment) and its value. */
function bestTurnEnd(placed: GameState): { choice: number; value: Value } {
  const seat = placed.turn!.seat
  let choice = -1
  let value = valueOf(placed, placed, seat)
  const deployments = legalDeployments(placed)
  for (let i = 0; i < deployments.length; i++) {
    const deployed = mustApply(placed, { type: 'deploy', seat, at: deployments[i].at })
    const candidate = valueOf(placed, deployed, seat)
    if (better(candidate, value)) {
      choice = i
      value = candidate
    }
  }
  return { choice, value }
}

/** The seat's score change when the turn is scored from `state`, now and as if the game ended then. */
function valueOf(before: GameState, state: GameState, seat: number): Value {
  const start = before.players[seat].score
  const scored = mustApply(state, { type: 'score', seat })
  // The same turn with the pile taken as empty: its scoring ends the game, with final scoring.
  const ended = mustApply({ ...state, drawn: state.pile.length }, { type: 'score', seat })
  return [scored.players[seat].score - start, ended.players[seat].score - start]
}

function mustApply(state: GameState, action: Action): GameState {
  const result = apply(state, action)
  if (!result.ok) throw new Error(`bot: the engine refuses its own legal move ${JSON.stringify(action)}: ${result.error.code}`)
  return result.state
}
