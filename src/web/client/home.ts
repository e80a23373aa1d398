// The start page: create a game (seats played here, open seats to invite people to, bots;
// options), and open a game to watch or play.
import { api, ApiError, keepCreated, NAME_PATTERN, NAME_TITLE, problemText, type CreatedGame } from './api.js'
import { h } from './dom.js'
import { chosenVariants, variantFieldset } from './variant-options.js'

const MIN_SEATS = 2
const MAX_SEATS = 5

type SeatKind = 'here' | 'open' | 'random' | 'greedy'

const KINDS: [SeatKind, string][] = [
  ['here', 'Plays at this screen'],
  ['open', 'Open seat: invite someone'],
  ['random', 'Random bot'],
  ['greedy', 'Greedy bot'],
]

interface GameSummary {
  id: string
  status: string
  players: { seat: number; name: string | null }[]
}

function seatRow(index: number, kind: SeatKind): HTMLLIElement {
  const select = h('select', { name: 'kind', id: `seat-${index}-kind` }, ...KINDS.map(([value, label]) => h('option', { value, selected: value === kind }, label)))
  const fallback = `Player ${index + 1}`
  const name = h('input', { name: 'name', id: `seat-${index}-name`, maxlength: 64, value: kind === 'here' ? fallback : '', autocomplete: 'off', 'aria-label': `Name of seat ${index + 1}` })
  const sync = () => {
    const here = select.value === 'here'
    // A person's default name goes with the person: a bot takes its own default, and a person gets one back.
    if (!here && name.value === fallback) name.value = ''
    if (here && name.value.trim() === '') name.value = fallback
    name.disabled = select.value === 'open'
    // The browser asks a person's seat for a name rather than the server refusing an empty one; a bot's is optional.
    name.required = here
    if (here) {
      name.pattern = NAME_PATTERN
      name.title = NAME_TITLE
    } else {
      name.removeAttribute('pattern')
      name.removeAttribute('title')
    }
    name.placeholder = here ? '' : select.value === 'open' ? 'chosen when joining' : 'optional'
  }
  select.addEventListener('change', sync)
  sync()
  return h('li', { class: 'seat-row' }, h('label', { for: select.id }, `Seat ${index + 1}`), select, h('label', { for: name.id }, 'Name'), name)
}

/** The body of POST /games from the form. */
function createBody(form: HTMLFormElement): unknown {
  const players = [...form.querySelectorAll<HTMLLIElement>('.seat-row')].map((row) => {
    const kind = row.querySelector('select')!.value as SeatKind
    const name = row.querySelector('input')!.value.trim()
    if (kind === 'open') return { open: true }
    if (kind === 'here') return { name }
    return name === '' ? { bot: kind } : { bot: kind, name }
  })
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement)
  const deck = field('deck').value.split(/[\s,]+/).filter((letter) => letter !== '').map((letter) => letter.toUpperCase())
  const seed = field('seed').value
  return {
    players,
    options: { farmers: field('farmers').checked, undo: field('undo').checked, ...chosenVariants(form) },
    ...(deck.length > 0 ? { deck } : {}),
    ...(seed !== '' ? { seed } : {}),
  }
}

function createForm(): HTMLFormElement {
  const seats = h('ol', { class: 'seats' }, seatRow(0, 'here'), seatRow(1, 'open'))
  const error = h('p', { class: 'error', role: 'alert' })
  const add = h('button', { type: 'button' }, 'Add a seat')
  const remove = h('button', { type: 'button' }, 'Remove the last seat')
  const sync = () => {
    add.disabled = seats.children.length >= MAX_SEATS
    remove.disabled = seats.children.length <= MIN_SEATS
  }
  add.addEventListener('click', () => {
    seats.append(seatRow(seats.children.length, 'greedy'))
    sync()
  })
  remove.addEventListener('click', () => {
    seats.lastElementChild?.remove()
    sync()
  })
  sync()
  const form = h(
    'form',
    { class: 'create', 'aria-labelledby': 'create-heading' },
    h('h2', { id: 'create-heading' }, 'New game'),
    h('fieldset', {}, h('legend', {}, 'Seats (2 to 5)'), seats, add, ' ', remove),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Options'),
      h('label', {}, h('input', { type: 'checkbox', name: 'farmers', checked: true, 'aria-describedby': 'farmers-hint' }), ' Farmers'),
      h('label', {}, h('input', { type: 'checkbox', name: 'undo', checked: true }), ' Undo within a turn'),
      h('p', { class: 'hint', id: 'farmers-hint' }, 'Without farmers (the learning game), no meeple goes on a field and fields never score.'),
    ),
    variantFieldset(),
    h(
      'details',
      {},
      h('summary', {}, 'Advanced'),
      h('label', {}, 'Stacked deck (tile letters in draw order, e.g. E U V) ', h('input', { name: 'deck', autocomplete: 'off' })),
      h('label', {}, 'Shuffle seed ', h('input', { name: 'seed', autocomplete: 'off', maxlength: 128 })),
    ),
    error,
    h('button', { type: 'submit', class: 'primary' }, 'Create game'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void (async () => {
      try {
        const created = await api<CreatedGame>('POST', '/games', { body: createBody(form) })
        keepCreated(created)
        location.assign(`/?game=${encodeURIComponent(created.game.id)}`)
      } catch (e) {
        error.textContent = problemText(e)
      }
    })()
  })
  return form
}

function openForm(): HTMLFormElement {
  const input = h('input', { name: 'game', id: 'open-game', required: true, autocomplete: 'off' })
  const form = h('form', { class: 'open', 'aria-labelledby': 'open-heading' }, h('h2', { id: 'open-heading' }, 'Open a game'), h('label', { for: 'open-game' }, 'Game id'), ' ', input, ' ', h('button', { type: 'submit' }, 'Open'))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    location.assign(`/?game=${encodeURIComponent(input.value.trim())}`)
  })
  return form
}

async function recentGames(list: HTMLElement): Promise<void> {
  try {
    const { games } = await api<{ games: GameSummary[] }>('GET', '/games?limit=20')
    if (games.length === 0) return void list.replaceChildren(h('p', {}, 'No games yet.'))
    list.replaceChildren(
      h(
        'ul',
        {},
        ...games.map((g) =>
          h('li', {}, h('a', { href: `/?game=${encodeURIComponent(g.id)}` }, g.players.map((p) => p.name ?? 'open seat').join(', ')), ` (${g.status})`),
        ),
      ),
    )
  } catch (e) {
    list.replaceChildren(h('p', { class: 'error' }, e instanceof ApiError ? e.message : String(e)))
  }
}

export function homeView(main: HTMLElement): void {
  const list = h('div', { class: 'recent' }, h('p', {}, 'Loading…'))
  main.replaceChildren(
    h('h1', {}, 'Carcassonne'),
    createForm(),
    openForm(),
    h('section', { 'aria-labelledby': 'recent-heading' }, h('h2', { id: 'recent-heading' }, 'Recent games'), list),
  )
  void recentGames(list)
}
