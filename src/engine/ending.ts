/** The end of a game: final scoring of the board as it stands, and the winners. */
import type { BoardIndex } from './board.js'
import type { GameEvent } from './events.js'
import { award } from './players.js'
import { heldFeatures, scoreFeature } from './scoring.js'
import { evolve, type GameState } from './state.js'
import { outcomeOf } from './tie-break.js'

/** Final scoring: every feature still held scores its unfinished value; meeples stay on the board. */
export function finish(state: GameState, index: BoardIndex, events: GameEvent[]): GameState {
  let players = state.players
  for (const feature of heldFeatures(state, index)) {
    const scoreEvent = scoreFeature(state, index, feature, feature.meeples)
    events.push({ type: 'scored', stage: 'final', score: scoreEvent })
    players = award(players, scoreEvent, 'final')
  }
  // A resigned seat cannot win, whatever its score; ties go through the game's tie-break chain.
  const winners = outcomeOf({ options: state.options, players, meeples: state.meeples }).winners
  events.push({ type: 'ended', winners, scores: players.map((p) => p.score) })
  return evolve(state, { players, status: 'finished', turn: null, winners })
}
