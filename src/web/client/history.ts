// A game's history: a slider (arrow keys step it) over the log's entries, showing the board right
// after the chosen entry (board.svg?seq=N). At the newest entry it follows the game as it goes on.
import type { LogEntry, Player } from './api.js'
import { h } from './dom.js'

export class HistoryView {
  readonly element: HTMLElement
  private readonly slider = h('input', { type: 'range', id: 'history-seq', min: 0, max: 0, value: 0, step: 1 })
  // Not an <output>: that is a live region, and in a live game each new entry would be read out over the turn's status.
  private readonly label = h('p', { id: 'history-label' })
  private readonly picture = h('img', { class: 'history-board', alt: '' })
  private entries: LogEntry[] = []
  private players: Player[] = []

  constructor(private readonly game: string) {
    this.element = h(
      'section',
      { class: 'history', 'aria-labelledby': 'history-heading' },
      h('h2', { id: 'history-heading' }, 'History'),
      h('p', { class: 'hint' }, 'Move the slider (or press the arrow keys on it) to see the board after any entry of the log.'),
      h('label', { for: 'history-seq' }, 'Log entry'),
      this.slider,
      this.label,
      this.picture,
    )
    this.slider.addEventListener('input', () => this.showEntry())
  }

  /** The log as it is now; a slider at the newest entry moves on to the new newest. */
  update(entries: LogEntry[], players: Player[]): void {
    const following = Number(this.slider.value) === Number(this.slider.max)
    this.entries = entries
    this.players = players
    this.slider.max = String(entries.length - 1)
    if (following) this.slider.value = this.slider.max
    this.showEntry()
  }

  private showEntry(): void {
    const seq = Number(this.slider.value)
    const entry = this.entries[seq]
    if (entry === undefined) return
    const by = entry.seat === null ? '' : ` by ${this.players[entry.seat]?.name ?? `seat ${entry.seat + 1}`}`
    const text = `Entry ${seq} of ${this.entries.length - 1}: ${entry.type}${by}`
    this.label.textContent = text
    this.slider.setAttribute('aria-valuetext', text)
    const source = `/games/${encodeURIComponent(this.game)}/board.svg?seq=${seq}`
    if (this.picture.getAttribute('src') !== source) this.picture.src = source
    this.picture.alt = `The board after entry ${seq}`
    this.picture.dataset.seq = String(seq)
  }
}
