/**
 * The two-player draft (variants.md 6): each turn reveals a display of up to three tiles; the
 * active seat places one; the next seat keeps one of the two others (phase `reserve`, or
 * automatically when one is left) and the other goes to the bottom of the pile.
 *
 * With the River (variants.md 8: "the draft starts after the river") River tiles are drawn one at a
 * time, as in any River game, and the display stays empty. The draft then starts exactly as in a
 * game without the River: with the seat whose turn comes next after the lake's, in phase `draw` (no
 * leftovers yet, so no reserve), revealing three tiles. A draw that removes the last River tiles
 * as unplaceable ends the river phase inside it and reveals the display (variants.md 1.5).
 */
import type { ApplyResult } from './actions.js'
import { boardIndex } from './board-cache.js'
import { finish } from './ending.js'
import { ruleError } from './errors.js'
import type { GameEvent } from './events.js'
import { isPlaceable } from './placement.js'
import { appended, evolve, type ChoiceState, type DraftState, type GameState, type Phase } from './state.js'
import type { TileId } from './tiles.js'

export const DISPLAY_SIZE = 3

/** `list` without its first `tile`. */
export function without(list: readonly TileId[], tile: TileId): TileId[] {
  const i = list.indexOf(tile)
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)]
}

/** The draft a turn starts with after `display` was revealed and `placed` was played from it: two leftovers wait for `reserve`, one is kept at once. */
function handedOver(display: readonly TileId[], placed: TileId): { draft: DraftState; phase: Phase } {
  const leftovers = without(display, placed)
  if (leftovers.length === 2) return { draft: { display: [], kept: null, leftovers }, phase: 'reserve' }
  return { draft: { display: [], kept: leftovers.length === 1 ? leftovers[0] : null, leftovers: [] }, phase: 'draw' }
}

/** The next seat's turn after `score` (state `next`, built for phase draw): its leftovers and phase. */
export function draftTurn(next: GameState, choice: ChoiceState, placed: TileId): GameState {
  const { draft, phase } = handedOver(choice.draft!.display, placed)
  return evolve(next, { turn: { ...next.turn!, phase }, choice: { ...choice, redrawn: false, draft } })
}

/** Whether the display still holds tiles besides the one placed: they go on, so the game does not end yet. */
export function leftoversRemain(choice: ChoiceState | undefined): boolean {
  return choice?.draft !== undefined && choice.draft.display.length > 1
}

/** `reserve {tile}`: the seat keeps that leftover, the other goes to the bottom of the pile. */
export function reserve(state: GameState, tile: unknown): ApplyResult {
  const choice = state.choice!
  const { leftovers } = choice.draft!
  const seat = state.turn!.seat
  if (typeof tile !== 'string' || !leftovers.includes(tile as TileId)) {
    return ruleError('TILE_NOT_AVAILABLE', `${String(tile)} is not a leftover: keep one of ${leftovers.join(', ')}`)
  }
  const kept = tile as TileId
  const putBack = without(leftovers, kept)[0]
  const next = evolve(state, {
    pile: appended(state.pile, putBack),
    turn: { seat, phase: 'draw', tile: null, placed: null },
    choice: { ...choice, putBack: choice.putBack + 1, draft: { display: [], kept, leftovers: [] } },
  })
  return { ok: true, state: next, events: [{ type: 'reserved', seat, tile: kept, putBack }] }
}

/**
 * `draw` in the draft: the display is the kept tile and tiles from the top of the pile up to three;
 * any of them with no legal placement is removed and replaced (the board does not change meanwhile,
 * so each tile is judged once). An empty display ends the game. `removed`: the River tiles this
 * draw already took off the pile as unplaceable (the river phase ended in it), reported first.
 */
export function reveal(state: GameState, removed: readonly TileId[]): ApplyResult {
  const choice = state.choice!
  const draft = choice.draft!
  const seat = state.turn!.seat
  const index = boardIndex(state.board)
  const display: TileId[] = []
  const discarded: TileId[] = []
  const fromPile: TileId[] = []
  if (draft.kept !== null) (isPlaceable(state.options, index, draft.kept) ? display : discarded).push(draft.kept)
  let drawn = state.drawn
  while (display.length < DISPLAY_SIZE && drawn < state.pile.length) {
    const tile = state.pile[drawn++]
    fromPile.push(tile)
    ;(isPlaceable(state.options, index, tile) ? display : discarded).push(tile)
  }
  const revealed = evolve(state, {
    drawn,
    discarded: discarded.length === 0 ? state.discarded : [...state.discarded, ...discarded],
    turn: { seat, phase: 'place', tile: null, placed: null },
    choice: { ...choice, draft: { display, kept: null, leftovers: [] } },
  })
  const events: GameEvent[] =
    removed.length === 0 ? [{ type: 'revealed', seat, display, discarded, fromPile }] : [{ type: 'revealed', seat, display, discarded: [...removed, ...discarded], fromPile: [...removed, ...fromPile] }]
  if (display.length > 0) return { ok: true, state: revealed, events }
  return { ok: true, state: finish(revealed, index, events), events }
}

/**
 * The display as players see it: the tiles revealed this turn and not placed. The engine keeps the
 * placed tile in it until the turn's score hands the others on, and a game that ended in that turn
 * (its last score, or a resignation) keeps it there for good; with no turn left to say so, the count
 * of revealed tiles does: each is on the board (but the start tile), removed, put back at the bottom,
 * or still on display, kept or left over, so one counted twice is the placed tile, the board's last.
 */
export function shownDisplay(state: GameState): readonly TileId[] {
  const { display, kept, leftovers } = state.choice!.draft!
  const turn = state.turn
  if (turn !== null) return turn.placed == null || turn.tile === null ? display : without(display, turn.tile)
  const accounted = state.board.length - 1 + state.discarded.length + state.choice!.putBack + display.length + leftovers.length + (kept === null ? 0 : 1)
  return accounted === state.drawn + 1 ? without(display, state.board[state.board.length - 1].tile) : display
}

/**
 * The tile a `place` plays where the player chooses: the one named, from the display or the hand;
 * required when they hold different tiles (copies of one tile leave nothing to choose).
 */
export function chosenTile(state: GameState, requested: TileId | undefined): TileId | { code: 'TILE_NOT_AVAILABLE'; message: string } {
  const choice = state.choice!
  const display = choice.draft?.display ?? choice.hands![state.turn!.seat]
  if (requested === undefined) {
    if (display.length > 0 && display.every((tile) => tile === display[0])) return display[0]
    return { code: 'TILE_NOT_AVAILABLE', message: `choose the tile to place: one of ${display.join(', ')}` }
  }
  if (!display.includes(requested)) return { code: 'TILE_NOT_AVAILABLE', message: `${requested} is not one to choose from: choose one of ${display.join(', ')}` }
  return requested
}
