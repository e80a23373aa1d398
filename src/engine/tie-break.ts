/**
 * Who wins (variants.md, section 7): the seats with the highest total that did not resign; when
 * several share it, the game's tie-break chain compares them criterion by criterion, keeping those
 * with the highest value, until one remains. Derived from the final state alone, so that a
 * GameState can show how the winners were decided without storing it.
 */
import type { GameState, Player, TieBreakCriterion } from './state.js'

export type TieBreakValues = { readonly seat: number } & { readonly [C in TieBreakCriterion]?: number }

export interface TieBreak {
  /** The seats that shared the highest total. */
  readonly tied: readonly number[]
  /** The criterion that left one seat, or null when the chain ended with several. */
  readonly decidedBy: TieBreakCriterion | null
  /** Each tied seat's value of every criterion of the chain. */
  readonly values: readonly TieBreakValues[]
}

export interface Outcome {
  readonly winners: readonly number[]
  /** Null unless the highest total was shared and the game has a tie-break chain. */
  readonly tieBreak: TieBreak | null
}

export function outcomeOf(state: Pick<GameState, 'options' | 'players' | 'meeples'>): Outcome {
  // Resigned seats cannot win, nor open ones (a game that ended while waiting): nobody holds them.
  const leaders = highest(state.players.filter((p) => !p.resigned && p.name !== null), (p) => p.score)
  const chain = state.options.tieBreak ?? []
  if (leaders.length < 2 || chain.length === 0) return { winners: leaders.map((p) => p.seat), tieBreak: null }
  const value = (p: Player, criterion: TieBreakCriterion): number => {
    if (criterion === 'citiesCompleted') return p.citiesCompleted
    if (criterion === 'supplyFollowers') return p.meeples
    return state.meeples.filter((m) => m.seat === p.seat).length
  }
  let remaining = leaders
  let decidedBy: TieBreakCriterion | null = null
  for (const criterion of chain) {
    remaining = highest(remaining, (p) => value(p, criterion))
    if (remaining.length === 1) {
      decidedBy = criterion
      break
    }
  }
  const values = leaders.map((p) => {
    const entry: Record<string, number> = { seat: p.seat }
    for (const criterion of chain) entry[criterion] = value(p, criterion)
    return entry as TieBreakValues
  })
  return { winners: remaining.map((p) => p.seat), tieBreak: { tied: leaders.map((p) => p.seat), decidedBy, values } }
}

function highest(players: readonly Player[], measure: (p: Player) => number): Player[] {
  let best = -Infinity
  for (const p of players) best = Math.max(best, measure(p))
  return players.filter((p) => measure(p) === best)
}
