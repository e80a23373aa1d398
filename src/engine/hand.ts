/**
 * The three-tile hand, visible (variants.md 3): every seat holds `size` tiles dealt at setup; a
 * turn's draw removes (and replaces) the held tiles that fit nowhere, the seat places one of its
 * tiles, and `score` draws back to `size`. Seats with empty hands are skipped; the game ends when
 * the pile and every hand are empty.
 */
import type { ApplyResult } from './actions.js'
import type { BoardIndex } from './board.js'
import { boardIndex } from './board-cache.js'
import { without } from './draft.js'
import { finish } from './ending.js'
import type { GameEvent } from './events.js'
import { isPlaceable } from './placement.js'
import { evolve, type ChoiceState, type GameState, type Meeple, type Player } from './state.js'
import type { TileId } from './tiles.js'

/** The hands dealt at setup from the top of the pile, seat 0 first, no placeability check; and how many tiles that took. */
export function dealHands(size: number, pile: readonly TileId[], seats: number): { hands: TileId[][]; dealt: number } {
  const hands: TileId[][] = []
  let dealt = 0
  for (let seat = 0; seat < seats; seat++) {
    const hand: TileId[] = []
    while (hand.length < size && dealt < pile.length) hand.push(pile[dealt++])
    hands.push(hand)
  }
  return { hands, dealt }
}

const withHand = (hands: readonly (readonly TileId[])[], seat: number, hand: readonly TileId[]) => hands.map((h, s) => (s === seat ? hand : h))

/** The seat after `seat` (itself last) that has not resigned and holds tiles; null when none does. */
function nextHolder(players: readonly Player[], hands: readonly (readonly TileId[])[], seat: number): number | null {
  for (let k = 1; k <= players.length; k++) {
    const next = (seat + k) % players.length
    if (!players[next].resigned && hands[next].length > 0) return next
  }
  return null
}

/** The turn passes to the next holder, or the game ends when nobody holds a tile (the pile is then empty). */
function passOn(state: GameState, choice: ChoiceState, hands: readonly (readonly TileId[])[], seat: number, index: BoardIndex, events: GameEvent[], changes: Partial<GameState>): GameState {
  const next = nextHolder(changes.players ?? state.players, hands, seat)
  const handed = evolve(state, { ...changes, choice: { ...choice, hands } })
  if (next === null) return finish(handed, index, events)
  return evolve(handed, { turn: { seat: next, phase: 'draw', tile: null, placed: null } })
}

/**
 * `draw` with hands (step 2): the held tiles that fit nowhere are removed and replaced from the top
 * of the pile, until none is unplaceable or the pile is empty. `drawn` lists the replacements that
 * stayed in the hand. An empty hand ends the turn without a placement.
 */
export function checkHand(state: GameState): ApplyResult {
  const choice = state.choice!
  const seat = state.turn!.seat
  const size = state.options.hand!.size
  const index = boardIndex(state.board)
  let held = choice.hands![seat].map((tile) => ({ tile, fresh: false }))
  const discarded: TileId[] = []
  const fromPile: TileId[] = []
  let position = state.drawn
  for (;;) {
    const kept = held.filter((h) => isPlaceable(state.options, index, h.tile))
    if (kept.length === held.length) break
    for (const h of held) if (!kept.includes(h)) discarded.push(h.tile)
    held = kept
    while (held.length < size && position < state.pile.length) {
      const tile = state.pile[position++]
      fromPile.push(tile)
      held.push({ tile, fresh: true })
    }
  }
  const hand = held.map((h) => h.tile)
  const events: GameEvent[] = [{ type: 'refilled', seat, discarded, drawn: held.filter((h) => h.fresh).map((h) => h.tile), fromPile }]
  const changes = { drawn: position, discarded: discarded.length === 0 ? state.discarded : [...state.discarded, ...discarded] }
  const hands = withHand(choice.hands!, seat, hand)
  if (hand.length === 0) return { ok: true, state: passOn(state, choice, hands, seat, index, events, changes), events }
  const next = evolve(state, { ...changes, turn: { seat, phase: 'place', tile: null, placed: null }, choice: { ...choice, hands } })
  return { ok: true, state: next, events }
}

/** The end of a turn with hands (step 4): the placed tile leaves the hand, which draws back to `size` without a check; then the next holder. */
export function refillAfterTurn(state: GameState, players: readonly Player[], meeples: readonly Meeple[], index: BoardIndex, events: GameEvent[]): GameState {
  const choice = state.choice!
  const seat = state.turn!.seat
  const hand = without(choice.hands![seat], state.turn!.tile!)
  const drawn: TileId[] = []
  let position = state.drawn
  while (hand.length + drawn.length < state.options.hand!.size && position < state.pile.length) drawn.push(state.pile[position++])
  hand.push(...drawn)
  events.push({ type: 'refilled', seat, discarded: [], drawn, fromPile: drawn })
  return passOn(state, choice, withHand(choice.hands!, seat, hand), seat, index, events, { players, meeples, drawn: position })
}
