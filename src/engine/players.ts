/** What happens to the seats between turns: supplies, points, and whose turn comes next. */
import type { ScoreEvent } from './events.js'
import { withCounts, type Player } from './state.js'

/** Points to the seats of `event`; a city completed during play also counts as completed for each of them (tie-breaks). */
export function award(players: readonly Player[], event: ScoreEvent, stage: 'turn' | 'final'): readonly Player[] {
  const city = stage === 'turn' && event.feature === 'city' ? 1 : 0
  if (event.seats.length === 0 || (event.points === 0 && city === 0)) return players
  return players.map((p) => (event.seats.includes(p.seat) ? withCounts(p, p.score + event.points, p.meeples, p.citiesCompleted + city) : p))
}

export function withSupply(p: Player, meeples: number): Player {
  return withCounts(p, p.score, meeples)
}

/** The seat after `seat` that has not resigned (there always is one while the game runs). */
export function nextSeat(players: readonly Player[], seat: number): number {
  let next = seat
  do next = (next + 1) % players.length
  while (players[next].resigned)
  return next
}
