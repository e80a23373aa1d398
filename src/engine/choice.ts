/**
 * The tile-choice variants' state (variants.md 4, 6) and the friendly redraw. Only games created
 * with these options reach this module.
 */
import type { ApplyResult } from './actions.js'
import { boardIndex } from './board-cache.js'
import { ruleError } from './errors.js'
import { nextPlaceable } from './placement.js'
import { isRiverTile } from './river.js'
import { appended, evolve, type ChoiceState, type GameOptions, type GameState } from './state.js'
import type { TileId } from './tiles.js'

/** The choice state a game starts with; undefined without these options (a base game's state is unchanged). */
export function initialChoice(options: GameOptions, seats: number, hands: readonly (readonly TileId[])[] | undefined): ChoiceState | undefined {
  if (options.redraws === undefined && options.draft === undefined && hands === undefined) return undefined
  const redrawsLeft = new Array<number>(seats).fill(options.redraws ?? 0)
  if (hands !== undefined) return { redrawsLeft, redrawn: false, putBack: 0, hands }
  return options.draft === true ? { redrawsLeft, redrawn: false, putBack: 0, draft: { display: [], kept: null, leftovers: [] } } : { redrawsLeft, redrawn: false, putBack: 0 }
}

/** Games where the player chooses which tile to place: the draft's display, or a hand. */
export function choosesTile(options: GameOptions): boolean {
  return options.draft === true || options.hand !== undefined
}

/** Whether `tile`, this turn's, was chosen (from the display or a hand) rather than drawn: River tiles are drawn one at a time in every game (variants.md 1.5). */
export function isChosen(options: GameOptions, tile: TileId): boolean {
  return choosesTile(options) && !isRiverTile(tile)
}

/** The choice state when the turn passes on: the next seat has not redrawn. */
export function nextTurnChoice(choice: ChoiceState): ChoiceState {
  return choice.redrawn ? { redrawsLeft: choice.redrawsLeft, redrawn: false, putBack: choice.putBack } : choice
}

/**
 * The drawn tile goes to the bottom of the pile and the next placeable one replaces it, removing
 * the unplaceable ones on the way (which may bring the rejected tile itself back: it fits, as the
 * board has not changed since it was drawn). Refused while the drawn tile is a River tile: the
 * lake must stay the last of them.
 */
export function redraw(state: GameState): ApplyResult {
  const choice = state.choice
  const turn = state.turn!
  if (state.options.redraws === undefined || choice === undefined) return ruleError('NO_REDRAW', 'redraws are off in this game (option redraws: 0)')
  if (turn.phase !== 'place') return ruleError('WRONG_PHASE', `cannot redraw in phase ${turn.phase}`)
  const seat = turn.seat
  const rejected = turn.tile!
  if (choice.redrawsLeft[seat] === 0) return ruleError('NO_REDRAW', `seat ${seat} has no redraw left`)
  if (choice.redrawn) return ruleError('NO_REDRAW', 'one redraw a turn: the replacement must be played')
  if (state.drawn === state.pile.length) return ruleError('NO_REDRAW', 'the pile is empty')
  if (isRiverTile(rejected)) return ruleError('NO_REDRAW', 'a River tile cannot be redrawn: the lake must stay the last of them')
  const pile = appended(state.pile, rejected)
  const discarded: TileId[] = []
  const position = nextPlaceable(state.options, boardIndex(state.board), pile, state.drawn, discarded)
  const tile = pile[position]
  const redrawsLeft = choice.redrawsLeft.map((left, s) => (s === seat ? left - 1 : left))
  const next = evolve(state, {
    pile,
    drawn: position + 1,
    discarded: discarded.length === 0 ? state.discarded : [...state.discarded, ...discarded],
    turn: { seat, phase: 'place', tile, placed: null },
    choice: { redrawsLeft, redrawn: true, putBack: choice.putBack + 1 },
  })
  return { ok: true, state: next, events: [{ type: 'redrawn', seat, tile, rejected, discarded }] }
}

/** The tiles put back at the bottom that are still in the pile, in pile order (GameState `deck.bottom`). */
export function bottomTiles(state: GameState): readonly TileId[] {
  const putBack = state.choice?.putBack ?? 0
  return putBack === 0 ? [] : state.pile.slice(Math.max(state.drawn, state.pile.length - putBack))
}
