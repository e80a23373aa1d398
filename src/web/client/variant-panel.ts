// What a game's variants make public, beside the board: the River's progress, the tiles shown by
// the draft, the hands (one's own, or how many tiles the others hold), the redraws left, the tiles
// put back at the bottom of the pile, the table's bounds, and the tiles removed as unplaceable.
import { playerName, type GameState } from './api.js'
import { h, type Child } from './dom.js'

const TURNS = { left: 'turned left', right: 'turned right', straight: 'went straight' }

/** A row of small tile pictures (or "none"). */
export function tileRow(tiles: readonly string[], name: string): HTMLElement {
  if (tiles.length === 0) return h('span', { class: 'tiles', 'data-tiles': name }, 'none')
  return h('span', { class: 'tiles', 'data-tiles': name }, ...tiles.map((tile) => h('img', { src: `/tiles/${tile}.svg`, alt: tile, title: tile, width: 40, height: 40, 'data-tile': tile })))
}

function item(label: string, ...value: Child[]): HTMLLIElement {
  return h('li', {}, h('strong', {}, `${label}: `), ...value)
}

/** The panel's rows; none for a base game. */
function items(state: GameState): HTMLLIElement[] {
  const { options, deck } = state
  const rows: HTMLLIElement[] = []
  if (options.river != null) {
    const open = state.river?.open
    const where = open == null ? 'the lake closes it' : `open at (${open.x}, ${open.y}) towards ${open.edge}, last tile ${TURNS[state.river!.lastTurn ?? 'straight']}`
    rows.push(item('River', `${deck.river ?? 0} River ${deck.river === 1 ? 'tile' : 'tiles'} left; ${where}.`))
  }
  if (state.draft !== undefined) {
    const { display, kept, leftovers } = state.draft
    rows.push(item('Display', tileRow(display, 'display')))
    if (kept !== null) rows.push(item('Kept for this turn', tileRow([kept], 'kept')))
    if (leftovers.length > 0) rows.push(item('Leftovers', tileRow(leftovers, 'leftovers')))
  }
  if (options.hand != null) {
    for (const player of state.players) {
      const size = player.handSize ?? player.hand?.length ?? 0
      rows.push(item(`${playerName(player)}'s hand`, player.hand === undefined ? `${size} ${size === 1 ? 'tile' : 'tiles'} (hidden)` : tileRow(player.hand, `hand-${player.seat}`)))
    }
  }
  const redraws = (options.redraws ?? 0) > 0
  if (redraws) rows.push(item('Redraws left', state.players.map((p) => `${playerName(p)} ${p.redrawsLeft ?? 0}`).join(', ')))
  if (redraws || options.draft === true) rows.push(item('At the bottom of the pile', tileRow(deck.bottom, 'bottom')))
  if (options.table != null) {
    const { minX, maxX, minY, maxY } = options.table
    rows.push(item('Table', `x from ${minX} to ${maxX}, y from ${minY} to ${maxY} (the dashed line on the board).`))
  }
  if (options.tieBreak !== undefined && options.tieBreak.length > 0) rows.push(item('Tie-break', options.tieBreak.map(criterionName).join(', then ')))
  if ((state.discarded ?? []).length > 0) rows.push(item('Removed as unplaceable', tileRow(state.discarded!, 'discarded')))
  return rows
}

export function criterionName(criterion: string): string {
  return { landscapeFollowers: 'meeples on the board', citiesCompleted: 'cities completed', supplyFollowers: 'meeples in supply' }[criterion] ?? criterion
}

/** The panel, or nothing when the game shows no variant state. */
export function variantPanel(state: GameState): HTMLElement | string {
  const rows = items(state)
  if (rows.length === 0) return ''
  return h('section', { class: 'variant-state', 'aria-labelledby': 'variant-heading' }, h('h2', { id: 'variant-heading' }, 'Variants'), h('ul', {}, ...rows))
}
