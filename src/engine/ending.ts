/** The end of a game: final scoring of the board as it stands, and the winners. */
import type { BoardIndex } from './board.js'
import type { GameEvent } from './events.js'
import { award } from './players.js'
import { heldFeatures, meeplesByFeature, scoreFeature } from './scoring.js'
import { evolve, type GameState, type Player } from './state.js'

/** Final scoring: every feature still held scores its unfinished value; meeples stay on the board. */
export function finish(state: GameState, index: BoardIndex, events: GameEvent[]): GameState {
  const byRoot = meeplesByFeature(state, index)
  let players = state.players
  for (const feature of heldFeatures(state, index, byRoot)) {
    const scoreEvent = scoreFeature(state, index, feature, byRoot.get(feature.root)!)
    events.push({ type: 'scored', stage: 'final', score: scoreEvent })
    players = award(players, scoreEvent)
  }
  const winners = winnersOf(players)
  events.push({ type: 'ended', winners, scores: players.map((p) => p.score) })
  return evolve(state, { players, status: 'finished', turn: null, winners })
}

/** The seats with the highest score among those that did not resign: a resigned seat cannot win, whatever its score. */
function winnersOf(players: readonly Player[]): number[] {
  let best = -Infinity
  for (const p of players) if (!p.resigned && p.score > best) best = p.score
  return players.filter((p) => !p.resigned && p.score === best).map((p) => p.seat)
}
