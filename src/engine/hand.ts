/**
 * The three-tile hand, visible (variants.md 3): every seat holds `size` tiles dealt at setup (with
 * the River, when the river phase ends); a turn's draw removes (and replaces) the held tiles that fit
 * nowhere, the seat places one of its tiles, and `score` draws back to `size`. Seats with empty hands
 * are skipped; the game ends when the pile and every hand are empty.
 */
import type { ApplyResult } from './actions.js'
import type { BoardIndex } from './board.js'
import { boardIndex } from './board-cache.js'
import { without } from './draft.js'
import { finish } from './ending.js'
import type { GameEvent } from './events.js'
import { isPlaceable } from './placement.js'
import { nextSeat } from './players.js'
import { inRiverPhase } from './river.js'
import { evolve, type ChoiceState, type GameState, type Meeple, type Player } from './state.js'
import type { TileId } from './tiles.js'

/**
 * The hands a game starts with: dealt at setup from the top of the pile, seat 0 first; with the
 * River all empty while River tiles are in the pile (they are dealt when the river phase ends).
 */
export function startingHands(size: number, pile: readonly TileId[], seats: number): { hands: TileId[][]; drawn: number } {
  const everyone = Array.from({ length: seats }, (_, seat) => seat)
  return dealHands(size, pile, 0, seats, inRiverPhase(pile, 0) ? [] : everyone)
}

/** `size` tiles from the pile at position `drawn` to each seat of `order` in turn, no placeability check: the hands by seat, and the position after. */
function dealHands(size: number, pile: readonly TileId[], drawn: number, seats: number, order: readonly number[]): { hands: TileId[][]; drawn: number } {
  const hands: TileId[][] = Array.from({ length: seats }, () => [])
  let position = drawn
  for (const seat of order) while (hands[seat].length < size && position < pile.length) hands[seat].push(pile[position++])
  return { hands, drawn: position }
}

/**
 * The deal when the river phase ends (variants.md 3 step 1: "starting with the seat whose turn comes
 * next"): from `from` on in seat order, resigned seats left out (they take no more turns).
 */
function dealAfterRiver(state: GameState, players: readonly Player[], from: number, discarded: readonly TileId[], events: GameEvent[]): { hands: TileId[][]; drawn: number } {
  const order: number[] = []
  for (let k = 0; k < players.length; k++) if (!players[(from + k) % players.length].resigned) order.push((from + k) % players.length)
  const dealt = dealHands(state.options.hand!.size, state.pile, state.drawn, players.length, order)
  events.push({ type: 'dealt', from, hands: dealt.hands, discarded })
  return dealt
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

/**
 * The turn passes to the next holder, or the game ends when nobody holds a tile (the pile is then
 * empty); with `endDeferred` (a score whose seat resigns next) the turn stays with `seat` instead,
 * for its resign entry to end the game.
 */
function passOn(
  state: GameState,
  choice: ChoiceState,
  hands: readonly (readonly TileId[])[],
  seat: number,
  index: BoardIndex,
  events: GameEvent[],
  changes: Partial<GameState>,
  endDeferred = false,
): GameState {
  const next = nextHolder(changes.players ?? state.players, hands, seat)
  const handed = evolve(state, { ...changes, choice: { ...choice, hands } })
  if (next !== null) return evolve(handed, { turn: { seat: next, phase: 'draw', tile: null, placed: null } })
  return endDeferred ? evolve(handed, { turn: { seat, phase: 'draw', tile: null, placed: null, resignDue: true } }) : finish(handed, index, events)
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
export function refillAfterTurn(state: GameState, players: readonly Player[], meeples: readonly Meeple[], index: BoardIndex, events: GameEvent[], endDeferred: boolean): GameState {
  const choice = state.choice!
  const seat = state.turn!.seat
  const hand = without(choice.hands![seat], state.turn!.tile!)
  const drawn: TileId[] = []
  let position = state.drawn
  while (hand.length + drawn.length < state.options.hand!.size && position < state.pile.length) drawn.push(state.pile[position++])
  hand.push(...drawn)
  events.push({ type: 'refilled', seat, discarded: [], drawn, fromPile: drawn })
  return passOn(state, choice, withHand(choice.hands!, seat, hand), seat, index, events, { players, meeples, drawn: position }, endDeferred)
}

/**
 * The end of a River turn with hands: hands are empty during the river phase, so the next seat draws
 * a River tile as in any River game; once no River tile is left the hands are dealt, that seat first,
 * and its turn begins (its draw is the hand's: checkHand).
 */
export function afterRiverTurn(state: GameState, players: readonly Player[], meeples: readonly Meeple[], index: BoardIndex, events: GameEvent[], endDeferred: boolean): GameState {
  const seat = state.turn!.seat
  const next = nextSeat(players, seat)
  if (inRiverPhase(state.pile, state.drawn)) return evolve(state, { players, meeples, turn: { seat: next, phase: 'draw', tile: null, placed: null } })
  const { hands, drawn } = dealAfterRiver(state, players, next, [], events)
  return passOn(state, state.choice!, hands, seat, index, events, { players, meeples, drawn }, endDeferred)
}

/**
 * A draw that removed the last River tiles (`removed`, already off the pile in `state`) as
 * unplaceable: the river phase ends inside it (variants.md 1.5), the hands are dealt there, the
 * active seat first, and the draw goes on as the hand's (step 2).
 */
export function dealAtDraw(state: GameState, removed: readonly TileId[]): ApplyResult {
  const events: GameEvent[] = []
  const { hands, drawn } = dealAfterRiver(state, state.players, state.turn!.seat, removed, events)
  const checked = checkHand(evolve(state, { drawn, choice: { ...state.choice!, hands } }))
  return checked.ok ? { ok: true, state: checked.state, events: [...events, ...checked.events] } : checked
}
