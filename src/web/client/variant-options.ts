// The start page's variant options (variants.md 0.1): each with a one-sentence explanation, its
// details enabled only while it is chosen, and in the request only when chosen (the service fills
// in the defaults and validates the combination: its refusal is shown under the form).
import type { GameOptions, TieBreakCriterion } from './api.js'
import { h } from './dom.js'

const CRITERIA: [TieBreakCriterion, string][] = [
  ['landscapeFollowers', 'Most meeples on the board'],
  ['citiesCompleted', 'Most cities completed during play'],
  ['supplyFollowers', 'Most meeples in supply'],
]

type Field = HTMLInputElement | HTMLSelectElement

/** A variant: a checkbox with its explanation, and the details it enables. */
function variant(name: string, label: string, explanation: string, ...details: HTMLElement[]): HTMLElement {
  const toggle = h('input', { type: 'checkbox', name, id: `variant-${name}`, 'aria-describedby': `variant-${name}-hint` })
  const more = h('div', { class: 'variant-details' }, ...details)
  const sync = () => {
    for (const field of more.querySelectorAll<Field>('input, select')) field.disabled = !toggle.checked
  }
  toggle.addEventListener('change', sync)
  sync()
  return h('div', { class: 'variant' }, h('label', { for: toggle.id }, toggle, ` ${label}`), h('p', { class: 'hint', id: `variant-${name}-hint` }, explanation), more)
}

function labelled(label: string, field: Field): HTMLLabelElement {
  return h('label', {}, `${label} `, field)
}

const choice = (name: string, options: [string, string][]) => h('select', { name }, ...options.map(([value, text], i) => h('option', { value, selected: i === 0 }, text)))
const number = (name: string, value: number, min: number, max: number) => h('input', { type: 'number', name, value, min, max, step: 1, required: true, class: 'number' })

/** The fieldset of the variants (farmers and undo are the form's other options). */
export function variantFieldset(): HTMLFieldSetElement {
  const ordinals = ['First', 'Second', 'Third']
  return h(
    'fieldset',
    { class: 'variants' },
    h('legend', {}, 'Variants'),
    variant(
      'river',
      'River opening',
      'The game starts with the 12 River tiles: the spring is the start tile and the river must be extended, without U-turns, before the land tiles come.',
      labelled('Start tile D', choice('river-start', [['removed', 'Back in the box (official)'], ['shuffled', 'Shuffled into the land tiles']])),
      labelled('Turns', choice('river-turns', [['no-repeat', 'Never twice the same way in a row (official)'], ['clearance', 'The river must have room ahead'], ['none', 'No restriction']])),
    ),
    h(
      'div',
      { class: 'variant' },
      labelled('Friendly redraws per player', number('redraws', 0, 0, 3)),
      h('p', { class: 'hint' }, 'A player may reject the drawn tile this many times a game (once a turn): it goes to the bottom of the pile and the next one must be played.'),
    ),
    variant(
      'table',
      'Limited table space',
      'Tiles must stay inside these cells (the start tile is at 0, 0); features at the edge can never be completed.',
      labelled('West x', number('table-minX', -5, -127, 0)),
      labelled('East x', number('table-maxX', 5, 0, 127)),
      labelled('North y', number('table-minY', -4, -127, 0)),
      labelled('South y', number('table-maxY', 4, 0, 127)),
    ),
    variant(
      'draft',
      'Two-player draft (2 seats only)',
      'Each turn shows up to three tiles: you place one, your opponent keeps one of the other two for their turn, the third goes to the bottom.',
    ),
    variant(
      'hand',
      'Tile hand',
      'Each player holds several tiles, plays one a turn and draws back up after it.',
      labelled('Tiles held', number('hand-size', 3, 2, 5)),
      h('label', {}, h('input', { type: 'checkbox', name: 'hand-visible', checked: true }), ' Hands visible to everyone'),
    ),
    h(
      'div',
      { class: 'variant' },
      h(
        'fieldset',
        { class: 'tie-break', 'aria-describedby': 'tie-break-hint' },
        h('legend', {}, 'Tie-break'),
        ...ordinals.map((ordinal, i) => labelled(ordinal, choice(`tie-break-${i}`, [['', i === 0 ? 'None: a shared victory' : 'Nothing more'], ...CRITERIA])),
        ),
      ),
      h('p', { class: 'hint', id: 'tie-break-hint' }, 'Players tied for the highest score are compared by these, in order, until one is ahead; still tied, they share the victory.'),
    ),
  )
}

/** The chosen variants, as POST /games `options` members (nothing for a variant left off). */
export function chosenVariants(form: HTMLFormElement): Partial<GameOptions> {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
  const checked = (name: string) => field(name).checked
  const integer = (name: string) => Number(field(name).value)
  const tieBreak = [0, 1, 2].map((i) => field(`tie-break-${i}`).value).filter((value) => value !== '') as TieBreakCriterion[]
  return {
    ...(checked('river') ? { river: { startTile: field('river-start').value as 'removed' | 'shuffled', turnRule: field('river-turns').value as 'no-repeat' | 'clearance' | 'none' } } : {}),
    ...(integer('redraws') > 0 ? { redraws: integer('redraws') } : {}),
    ...(checked('table') ? { table: { minX: integer('table-minX'), maxX: integer('table-maxX'), minY: integer('table-minY'), maxY: integer('table-maxY') } } : {}),
    ...(checked('draft') ? { draft: true } : {}),
    ...(checked('hand') ? { hand: { size: integer('hand-size'), visible: checked('hand-visible') } } : {}),
    ...(tieBreak.length > 0 ? { tieBreak } : {}),
  }
}
