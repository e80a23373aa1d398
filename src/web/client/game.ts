// One game: its board, players, turn and history, kept current by the game's event stream (no
// reload). A seat whose token this browser holds is played here: keep a leftover (draft), draw,
// choose the tile among several (draft, hand: T cycles them), place (the tile follows the pointer
// over the legal cells, R or the button rotates it, arrow keys move it) or redraw, choose a meeple
// spot or none, confirm; undo takes the placement back until the turn is confirmed.
// Every GET of the game carries a held seat's token, so that a private hand shows to its owner.
// The event stream is an EventSource, which cannot send it: its events only trigger those GETs.
import { api, ApiError, heldSeats, invitationLink, invitations, playerName, problemText, viewerToken, type Deployment, type GameState, type LogEntry, type Placement } from './api.js'
import { BoardView } from './board.js'
import { announce, h, typing } from './dom.js'
import { HistoryView } from './history.js'
import { LessonPanel } from './lesson-panel.js'
import { finalScores, playersTable, winnersText } from './players.js'
import { tileChoice, tilesToChoose } from './tile-choice.js'
import { variantPanel } from './variant-panel.js'

/** The event types of the game stream (one per log entry type). */
const EVENT_TYPES = ['create', 'join', 'draw', 'place', 'deploy', 'undo', 'redraw', 'reserve', 'score', 'resign']

type TurnAction = 'draw' | 'place' | 'undo' | 'redraw' | 'reserve' | 'score'

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
  private readonly variants = h('div', { class: 'variants-panel' })
  private readonly controls = h('section', { class: 'controls', 'aria-label': 'Your turn' })
  private readonly invites = h('div', { class: 'invites' })
  private readonly final = h('div', { class: 'final-panel' })
  private readonly hint = h('p', { id: 'board-hint', class: 'hint' })
  private readonly board: BoardView
  private readonly history: HistoryView
  private shown: Shown | null = null
  private chosenSpot: string | null = null
  /** The tile chosen to place when there are several (draft, hand). */
  private chosenTile: string | null = null
  private events: EventSource | null = null
  private running: Promise<void> | null = null
  private again = false
  private busy = false

  private readonly heading: HTMLHeadingElement

  constructor(private readonly main: HTMLElement, private readonly id: string) {
    this.path = `/games/${encodeURIComponent(id)}`
    this.heading = h('h1', {}, 'Game ', h('code', {}, id))
    this.board = new BoardView('Board', this.hint)
    this.history = new HistoryView(id)
    main.replaceChildren(
      this.heading,
      this.lesson.element,
      this.status,
      this.error,
      h('div', { class: 'layout' }, h('div', { class: 'board-column' }, this.board.element, this.hint), h('div', { class: 'side' }, this.controls, this.players, this.variants, this.invites)),
      this.final,
      this.history.element,
    )
    document.addEventListener('keydown', (event) => {
      if (typing(event) || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.key === 'r' || event.key === 'R') this.board.rotate()
      if (event.key === 't' || event.key === 'T') this.cycleTile()
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
    let viewer = viewerToken(this.id, this.shown?.state.turn?.seat)
    let state = await api<GameState>('GET', this.path, { token: viewer })
    // The turn has passed to another seat held here: read it as that seat (its private hand).
    if (viewerToken(this.id, state.turn?.seat) !== viewer) {
      viewer = viewerToken(this.id, state.turn?.seat)
      state = await api<GameState>('GET', this.path, { token: viewer })
    }
    if (this.shown !== null && this.shown.state.version === state.version) return
    let placements: Placement[] = []
    let deployments: Deployment[] = []
    if (this.token(state) !== undefined && (state.turn?.phase === 'place' || state.turn?.phase === 'deploy')) {
      ;({ placements, deployments } = await api<{ placements: Placement[]; deployments: Deployment[] }>('GET', `${this.path}/legal`, { token: viewer }))
    }
    const [picture, log] = await Promise.all([
      fetch(`${this.path}/board.svg?seq=${state.version}`, { headers: viewer === undefined ? {} : { authorization: `Bearer ${viewer}` } }).then((r) => r.text()),
      api<{ actions: LogEntry[] }>('GET', `${this.path}/actions`, { token: viewer }),
    ])
    const before = this.shown?.state.turn
    this.shown = { state, placements, deployments }
    this.chosenSpot = null
    // A new phase: no tile chosen yet, but after an undo the tile taken back.
    if (before?.seat !== state.turn?.seat || before?.phase !== state.turn?.phase) this.chosenTile = before?.seat === state.turn?.seat ? (before?.tile ?? null) : null
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
    this.variants.replaceChildren(variantPanel(state))
    this.board.setTable(state.options.table ?? null)
    this.renderInvites(state)
    this.final.replaceChildren(state.status === 'finished' ? finalScores(state, held) : '')
    this.setStatus(this.statusText(state))
    const primary = this.renderControls()
    // While deploying, the tile just placed stays in view (the board showed it): the focus moves to the list without scrolling.
    if (focusWasHere && primary !== null) primary.focus({ preventScroll: state.turn?.phase === 'deploy' })
    this.lesson.show(state, held, focusWasHere)
  }

  private statusText(state: GameState): string {
    if (state.status === 'finished') return `Game over. ${winnersText(state)}`
    if (state.status === 'waiting' || state.turn === null) return 'Waiting for players to join.'
    const { seat, phase, tile } = state.turn
    const who = playerName(state.players[seat])
    if (this.token(state) !== undefined) {
      const what = {
        reserve: 'keep one of the leftover tiles',
        draw: state.options.draft === true ? 'reveal the display' : state.options.hand != null ? 'start the turn (unplaceable held tiles are replaced)' : 'draw a tile',
        place: tile === null ? 'choose a tile and place it' : `place tile ${tile}`,
        deploy: 'choose a meeple spot or none, then end the turn',
        score: 'end the turn',
      }[phase]
      return `Your turn (${who}): ${what}.`
    }
    // A lesson ends with the learner's turn: nobody plays the other seat on (here, at least).
    if (state.lesson !== undefined && state.lesson.achieved !== null) return `The lesson is over: goal ${state.lesson.achieved ? 'achieved' : 'not achieved'}.`
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
      h('li', {}, h('label', {}, label, ' ', h('input', { type: 'url', readonly: true, value: link, class: 'link', 'data-link': name })), ' ', h('button', { type: 'button', onclick: () => void copy(link), 'aria-label': `Copy: ${label}` }, 'Copy'))
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
      case 'reserve': {
        this.board.idle()
        this.hint.textContent = ''
        const keep = (state.draft?.leftovers ?? []).map((tile) =>
          h('button', { type: 'button', class: 'keep', 'data-tile': tile, onclick: () => void this.act(token, 'reserve', { tile }) }, h('img', { src: `/tiles/${tile}.svg`, alt: '', width: 40, height: 40 }), ` Keep ${tile}`),
        )
        this.controls.replaceChildren(heading, h('p', {}, 'Keep one of the tiles the last turn left for your display; the other goes to the bottom of the pile.'), ...keep)
        return keep[0] ?? null
      }
      case 'draw': {
        this.board.idle()
        this.hint.textContent = ''
        const label = state.options.draft === true ? 'Reveal the display' : state.options.hand != null ? 'Start the turn' : 'Draw a tile'
        const draw = h('button', { type: 'button', class: 'primary', onclick: () => void this.act(token, 'draw') }, label)
        this.controls.replaceChildren(heading, draw)
        return draw
      }
      case 'place':
        return this.renderPlace(token, heading)
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

  /**
   * Phase place: the tile (chosen among several in the draft or a hand), its legal cells on the
   * board, and the redraw when the seat has one left this turn.
   */
  private renderPlace(token: string, heading: HTMLElement): HTMLElement | null {
    const { state, placements } = this.shown!
    const turn = state.turn!
    const tiles = tilesToChoose(placements)
    const tile = tiles.length === 0 ? turn.tile : tiles.includes(this.chosenTile ?? '') ? this.chosenTile : tiles[0]
    this.chosenTile = tiles.length === 0 ? null : tile
    if (tile === null) {
      this.board.idle()
      this.hint.textContent = ''
      this.controls.replaceChildren(heading, h('p', {}, 'No tile to place.'))
      return null
    }
    // Placements that name their tile (draft, hand) are sent with it.
    const offered = tiles.length === 0 ? placements : placements.filter((p) => p.tile === tile)
    const placeAt = (p: Placement) => void this.act(token, 'place', tiles.length === 0 ? p : { tile, x: p.x, y: p.y, rotation: p.rotation })
    const place = h('button', { type: 'button', class: 'primary', disabled: true }, 'Place tile')
    const rotate = h('button', { type: 'button', onclick: () => this.board.rotate() }, 'Rotate (R)')
    const where = h('p', { class: 'selection', 'aria-live': 'polite' }, 'Choose a highlighted cell.')
    place.addEventListener('click', () => {
      const selected = this.board.selected
      if (selected !== null) placeAt(selected)
    })
    this.board.place(
      tile,
      offered,
      (p) => {
        place.disabled = p === null
        where.textContent = p === null ? 'Choose a highlighted cell.' : `Tile ${tile} at (${p.x}, ${p.y}), rotated ${p.rotation}°.`
      },
      placeAt,
    )
    this.hint.textContent = `Point at (or tap) a highlighted cell to put the tile there. On the board: arrow keys move it between legal cells, R rotates it, ${tiles.length > 1 ? 'T takes the next tile, ' : ''}Enter places it.`
    const which =
      tiles.length > 1
        ? tileChoice(tiles, tile, (chosen) => this.chooseTile(chosen, true))
        : h('p', {}, 'Your tile: ', h('img', { class: 'drawn', src: `/tiles/${tile}.svg`, alt: `Tile ${tile}`, width: 64, height: 64 }))
    const left = state.players[turn.seat].redrawsLeft ?? 0
    const redraw =
      left > 0 && turn.redrawn !== true
        ? h('button', { type: 'button', class: 'redraw', 'aria-describedby': 'redraw-hint', onclick: () => void this.act(token, 'redraw') }, `Redraw (${left} left)`)
        : null
    const redrawHint = redraw === null ? '' : h('p', { class: 'hint', id: 'redraw-hint' }, 'Puts this tile at the bottom of the pile and draws another, which must be played.')
    this.controls.replaceChildren(heading, which, where, rotate, place, redraw ?? '', redrawHint)
    return this.board.element
  }

  /** Another tile of the choice: the board offers its cells; the focus stays in the choice (a radio) or on the board (T). */
  private chooseTile(tile: string, fromChoice: boolean): void {
    this.chosenTile = tile
    this.renderControls()
    announce(`Tile ${tile} chosen.`)
    if (fromChoice) this.controls.querySelector<HTMLInputElement>(`input[name=tile][value="${tile}"]`)?.focus()
    else this.board.element.focus()
  }

  /** T: the next tile of the choice, if there is one. */
  private cycleTile(): void {
    const shown = this.shown
    if (shown === null || shown.state.turn?.phase !== 'place' || this.token(shown.state) === undefined) return
    const tiles = tilesToChoose(shown.placements)
    if (tiles.length < 2) return
    this.chooseTile(tiles[(tiles.indexOf(this.chosenTile ?? tiles[0]) + 1) % tiles.length], false)
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

  private async act(token: string, action: TurnAction, body?: unknown): Promise<void> {
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
    // No such game: nothing else to show (no empty board, turn box or history).
    const noGame = error instanceof ApiError && (error.code === 'GAME_NOT_FOUND' || error.code === 'VALIDATION_ERROR')
    if (noGame && this.shown === null) this.main.replaceChildren(this.heading, this.error)
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
