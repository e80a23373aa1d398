// One game: its board, players, turn and history, kept current by the game's event stream (no
// reload). A seat whose token this browser holds is played here: draw, place (the tile follows the
// pointer over the legal cells, R or the button rotates it, arrow keys move it), choose a meeple
// spot or none, confirm; undo takes the placement back until the turn is confirmed.
import { api, heldSeats, invitationLink, invitations, playerName, problemText, type Deployment, type GameState, type LogEntry, type Placement } from './api.js'
import { BoardView } from './board.js'
import { announce, h, typing } from './dom.js'
import { HistoryView } from './history.js'
import { LessonPanel } from './lesson-panel.js'
import { finalScores, playersTable } from './players.js'

/** The event types of the game stream (one per log entry type). */
const EVENT_TYPES = ['create', 'join', 'draw', 'place', 'deploy', 'undo', 'score', 'resign']

const FEATURES: Record<string, string> = { city: 'City', road: 'Road', monastery: 'Monastery', field: 'Field (farmer)' }

interface Shown {
  state: GameState
  placements: Placement[]
  deployments: Deployment[]
}

export class GameView {
  private readonly path: string
  private readonly status = h('p', { id: 'turn-status', class: 'status', role: 'status', 'aria-live': 'polite' })
  private readonly lesson = new LessonPanel((error) => this.fail(error))
  private readonly error = h('p', { class: 'error', role: 'alert' })
  private readonly players = h('div', { class: 'players-panel' })
  private readonly controls = h('section', { class: 'controls', 'aria-label': 'Your turn' })
  private readonly invites = h('div', { class: 'invites' })
  private readonly final = h('div', { class: 'final-panel' })
  private readonly hint = h('p', { id: 'board-hint', class: 'hint' })
  private readonly board: BoardView
  private readonly history: HistoryView
  private shown: Shown | null = null
  private chosenSpot: string | null = null
  private events: EventSource | null = null
  private running: Promise<void> | null = null
  private again = false
  private busy = false

  constructor(main: HTMLElement, private readonly id: string) {
    this.path = `/games/${encodeURIComponent(id)}`
    this.board = new BoardView('Board', this.hint)
    this.history = new HistoryView(id)
    main.replaceChildren(
      h('h1', {}, 'Game ', h('code', {}, id)),
      this.lesson.element,
      this.status,
      this.error,
      h('div', { class: 'layout' }, h('div', { class: 'board-column' }, this.board.element, this.hint), h('div', { class: 'side' }, this.controls, this.players, this.invites)),
      this.final,
      this.history.element,
    )
    document.addEventListener('keydown', (event) => {
      if ((event.key === 'r' || event.key === 'R') && !typing(event) && !event.ctrlKey && !event.metaKey && !event.altKey) this.board.rotate()
    })
    window.addEventListener('pagehide', () => this.events?.close())
    void this.refresh()
  }

  /** Loads the game again (one load at a time; a request meanwhile loads once more after it). */
  refresh(): Promise<void> {
    if (this.running !== null) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      do {
        this.again = false
        try {
          await this.load()
        } catch (error) {
          this.fail(error)
        }
      } while (this.again)
    })().finally(() => {
      this.running = null
    })
    return this.running
  }

  private get held(): Map<number, string> {
    return heldSeats(this.id)
  }

  /** The token of the seat to play, when this browser holds it. */
  private token(state: GameState): string | undefined {
    return state.status === 'active' && state.turn !== null ? this.held.get(state.turn.seat) : undefined
  }

  private async load(): Promise<void> {
    const state = await api<GameState>('GET', this.path)
    if (this.shown !== null && this.shown.state.version === state.version) return
    let placements: Placement[] = []
    let deployments: Deployment[] = []
    if (this.token(state) !== undefined && (state.turn?.phase === 'place' || state.turn?.phase === 'deploy')) {
      ;({ placements, deployments } = await api<{ placements: Placement[]; deployments: Deployment[] }>('GET', `${this.path}/legal`))
    }
    const [picture, log] = await Promise.all([
      fetch(`${this.path}/board.svg`).then((r) => r.text()),
      api<{ actions: LogEntry[] }>('GET', `${this.path}/actions`),
    ])
    this.shown = { state, placements, deployments }
    this.chosenSpot = null
    this.board.show(picture)
    this.history.update(log.actions, state.players)
    this.render()
    this.follow(state)
  }

  /** Opens the event stream once, from the version shown; closes it when the game is over. */
  private follow(state: GameState): void {
    if (state.status === 'finished') {
      this.events?.close()
      this.events = null
      return
    }
    if (this.events !== null) return
    this.events = new EventSource(`${this.path}/events?after=${state.version}`)
    for (const type of EVENT_TYPES) this.events.addEventListener(type, () => void this.refresh())
  }

  private render(): void {
    const shown = this.shown
    if (shown === null) return
    const { state } = shown
    const held = new Set(this.held.keys())
    const focusWasHere = this.controls.contains(document.activeElement) || document.activeElement === this.board.element || document.activeElement === document.body
    this.players.replaceChildren(playersTable(state, held))
    this.renderInvites(state)
    this.final.replaceChildren(state.status === 'finished' ? finalScores(state, held) : '')
    this.setStatus(this.statusText(state))
    const primary = this.renderControls()
    if (focusWasHere && primary !== null) primary.focus()
    this.lesson.show(state, held, focusWasHere)
  }

  private statusText(state: GameState): string {
    if (state.status === 'finished') return `Game over. ${state.winners.length > 1 ? 'Winners' : 'Winner'}: ${state.winners.map((s) => playerName(state.players[s])).join(' and ')}.`
    if (state.status === 'waiting' || state.turn === null) return 'Waiting for players to join.'
    const { seat, phase, tile } = state.turn
    const who = playerName(state.players[seat])
    if (this.token(state) !== undefined) {
      const what = { draw: 'draw a tile', place: `place tile ${tile}`, deploy: 'choose a meeple spot or none, then end the turn', score: 'end the turn' }[phase]
      return `Your turn (${who}): ${what}.`
    }
    return `${who} to play (${phase}).`
  }

  /** The status line is a live region: screen readers announce each change (whose turn it is). */
  private setStatus(text: string): void {
    if (this.status.textContent !== text) this.status.textContent = text
  }

  private renderInvites(state: GameState): void {
    const codes = invitations(this.id)
    const open = state.status === 'waiting' ? state.players.filter((p) => p.name === null && codes.has(p.seat)) : []
    const watch = new URL(`/?game=${encodeURIComponent(this.id)}`, location.href).toString()
    const linkRow = (label: string, link: string, name: string) =>
      h('li', {}, h('label', {}, label, ' ', h('input', { type: 'url', readonly: true, value: link, class: 'link', 'data-link': name })), ' ', h('button', { type: 'button', onclick: () => void copy(link) }, 'Copy'))
    this.invites.replaceChildren(
      h(
        'section',
        { 'aria-labelledby': 'share-heading' },
        h('h2', { id: 'share-heading' }, 'Share'),
        h(
          'ul',
          { class: 'links' },
          ...open.map((p) => linkRow(`Invitation for seat ${p.seat + 1}`, invitationLink(this.id, codes.get(p.seat)!), `invite-${p.seat}`)),
          linkRow('Link to watch', watch, 'watch'),
        ),
      ),
    )
  }

  /** The controls of the turn, when this browser plays it; returns the one to focus. */
  private renderControls(): HTMLElement | null {
    const shown = this.shown!
    const { state } = shown
    const token = this.token(state)
    const turn = state.turn
    if (token === undefined || turn === null) {
      this.board.idle()
      this.hint.textContent = ''
      this.controls.replaceChildren()
      this.controls.hidden = true
      return null
    }
    this.controls.hidden = false
    const heading = h('h2', {}, `Your turn: ${playerName(state.players[turn.seat])}`)
    const undo = state.options.undo === false ? null : h('button', { type: 'button', class: 'undo', onclick: () => void this.act(token, 'undo') }, 'Undo placement')
    switch (turn.phase) {
      case 'draw': {
        this.board.idle()
        this.hint.textContent = ''
        const draw = h('button', { type: 'button', class: 'primary', onclick: () => void this.act(token, 'draw') }, 'Draw a tile')
        this.controls.replaceChildren(heading, draw)
        return draw
      }
      case 'place': {
        const tile = turn.tile!
        const place = h('button', { type: 'button', class: 'primary', disabled: true }, 'Place tile')
        const rotate = h('button', { type: 'button', onclick: () => this.board.rotate() }, 'Rotate (R)')
        const where = h('p', { class: 'selection', 'aria-live': 'polite' }, 'Choose a highlighted cell.')
        place.addEventListener('click', () => {
          const selected = this.board.selected
          if (selected !== null) void this.act(token, 'place', selected)
        })
        this.board.place(
          tile,
          shown.placements,
          (p) => {
            place.disabled = p === null
            where.textContent = p === null ? 'Choose a highlighted cell.' : `Tile ${tile} at (${p.x}, ${p.y}), rotated ${p.rotation}°.`
          },
          (p) => void this.act(token, 'place', p),
        )
        this.hint.textContent = 'Point at (or tap) a highlighted cell to put the tile there. On the board: arrow keys move it between legal cells, R rotates it, Enter places it.'
        this.controls.replaceChildren(heading, h('p', {}, 'Your tile: ', h('img', { class: 'drawn', src: `/tiles/${tile}.svg`, alt: `Tile ${tile}`, width: 64, height: 64 })), where, rotate, place)
        return this.board.element
      }
      case 'deploy': {
        const placed = turn.placed!
        const radios: HTMLInputElement[] = []
        const option = (value: string, label: string) => {
          const radio = h('input', { type: 'radio', name: 'spot', value, checked: value === '' })
          radio.addEventListener('change', () => this.chooseSpot(value === '' ? null : value, radios))
          radios.push(radio)
          return h('label', { class: 'spot-option' }, radio, ' ', label)
        }
        const spots = h(
          'fieldset',
          { class: 'spots' },
          h('legend', {}, 'Meeple'),
          option('', 'No meeple'),
          ...shown.deployments.map((d) => option(d.at, `${FEATURES[d.feature] ?? d.feature} at ${d.at}`)),
        )
        this.board.deploy(placed, shown.deployments, null, (at) => this.chooseSpot(at, radios))
        this.hint.textContent = shown.deployments.length === 0 ? 'No meeple can go on this tile.' : 'Click a spot on the tile, or choose it in the list.'
        const confirm = h('button', { type: 'button', class: 'primary', onclick: () => void this.endTurn(token) }, 'End turn')
        this.controls.replaceChildren(heading, spots, confirm, undo ?? '')
        return radios[0]
      }
      case 'score': {
        this.board.idle()
        this.hint.textContent = ''
        const confirm = h('button', { type: 'button', class: 'primary', onclick: () => void this.act(token, 'score') }, 'End turn')
        this.controls.replaceChildren(heading, confirm, undo ?? '')
        return confirm
      }
    }
  }

  private chooseSpot(at: string | null, radios: HTMLInputElement[]): void {
    this.chosenSpot = at
    for (const radio of radios) radio.checked = radio.value === (at ?? '')
    const shown = this.shown
    if (shown?.state.turn?.placed != null) this.board.deploy(shown.state.turn.placed, shown.deployments, at, (spot) => this.chooseSpot(spot, radios))
  }

  /** Confirms the turn: the chosen meeple (if any), then scoring. */
  private async endTurn(token: string): Promise<void> {
    if (this.busy) return
    const at = this.chosenSpot
    if (at !== null && !(await this.post(token, 'deploy', { at }))) return this.refreshAfterFailure()
    await this.act(token, 'score')
  }

  private async act(token: string, action: 'draw' | 'place' | 'undo' | 'score', body?: unknown): Promise<void> {
    if (this.busy) return
    if (!(await this.post(token, action, body))) return this.refreshAfterFailure()
    await this.refresh()
  }

  /** One turn action; false (and the problem shown) when it was refused. */
  private async post(token: string, action: string, body?: unknown): Promise<boolean> {
    this.busy = true
    this.controls.setAttribute('aria-busy', 'true')
    try {
      await api('POST', `${this.path}/${action}`, { token, body })
      this.error.textContent = ''
      return true
    } catch (error) {
      this.fail(error)
      return false
    } finally {
      this.busy = false
      this.controls.removeAttribute('aria-busy')
    }
  }

  /** A refused action may mean the page is behind: show the game as it is. */
  private refreshAfterFailure(): Promise<void> {
    this.shown = null
    return this.refresh()
  }

  private fail(error: unknown): void {
    this.error.textContent = problemText(error)
  }
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    announce('Link copied.')
  } catch {
    announce('Copying is not allowed here: select the link and copy it.')
  }
}
