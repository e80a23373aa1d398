/** What happens to the seats between turns: supplies, points, and whose turn comes next. */
import type { ScoreEvent } from './events.js'
import { withCounts, type Player } from './state.js'

export function award(players: readonly Player[], event: ScoreEvent): readonly Player[] {
  if (event.seats.length === 0 || event.points === 0) return players
  return players.map((p) => (event.seats.includes(p.seat) ? withCounts(p, p.score + event.points, p.meeples) : p))
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
