// Choosing the tile to place among several (the draft's display, a hand): the tiles /legal lists
// placements of, as a radio group (arrow keys choose) with each tile's picture.
import type { Placement } from './api.js'
import { h } from './dom.js'

/** The tiles the player chooses among, in the order /legal lists them; empty when placements name no tile (the drawn tile only). */
export function tilesToChoose(placements: readonly Placement[]): string[] {
  return [...new Set(placements.flatMap((p) => (p.tile === undefined ? [] : [p.tile])))]
}

/** The radio group of `tiles`, `chosen` checked; `onChoose` hears each change. */
export function tileChoice(tiles: readonly string[], chosen: string, onChoose: (tile: string) => void): HTMLFieldSetElement {
  return h(
    'fieldset',
    { class: 'tile-choice' },
    h('legend', {}, 'Tile to place (T cycles on the board)'),
    ...tiles.map((tile) => {
      const radio = h('input', { type: 'radio', name: 'tile', value: tile, checked: tile === chosen })
      radio.addEventListener('change', () => onChoose(tile))
      return h('label', {}, radio, h('img', { src: `/tiles/${tile}.svg`, alt: '', width: 48, height: 48 }), ` Tile ${tile}`)
    }),
  )
}
