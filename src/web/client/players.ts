// The players' table while a game runs, and the final scores once it is finished.
import type { GameState } from './api.js'
import { playerName } from './api.js'
import { h } from './dom.js'
import { criterionName } from './variant-panel.js'

function row(state: GameState, seat: number, held: Set<number>): HTMLTableRowElement {
  const player = state.players[seat]
  const toPlay = state.status === 'active' && state.turn?.seat === seat
  const won = state.winners.includes(seat)
  return h(
    'tr',
    { 'data-seat': seat, class: toPlay ? 'to-play' : undefined },
    h('th', { scope: 'row' }, h('span', { class: `swatch color-${player.color}`, 'aria-hidden': 'true' }), playerName(player), held.has(seat) ? ' (you)' : '', player.resigned ? ' (resigned)' : ''),
    h('td', { class: 'score' }, player.score),
    h('td', { class: 'meeples' }, player.meeples),
    h('td', { class: 'mark' }, toPlay ? 'to play' : won ? 'winner' : ''),
  )
}

function table(caption: string, state: GameState, seats: number[], held: Set<number>): HTMLTableElement {
  return h(
    'table',
    { class: 'players' },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, 'Score'), h('th', { scope: 'col' }, 'Meeples'), h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Status')))),
    h('tbody', {}, ...seats.map((seat) => row(state, seat, held))),
  )
}

export function playersTable(state: GameState, held: Set<number>): HTMLTableElement {
  return table(`Players (${state.deck.remaining} ${state.deck.remaining === 1 ? 'tile' : 'tiles'} left)`, state, state.players.map((p) => p.seat), held)
}

/** "Winner: Ada.", "Winners: Ada and Bo." or "No winner." (a game ended by resignations may have none). */
export function winnersText(state: GameState): string {
  if (state.winners.length === 0) return 'No winner.'
  return `${state.winners.length > 1 ? 'Winners' : 'Winner'}: ${state.winners.map((seat) => playerName(state.players[seat])).join(' and ')}.`
}

/** Highest score first (seat order among equals). */
export function finalScores(state: GameState, held: Set<number>): HTMLElement {
  const seats = state.players.map((p) => p.seat).sort((a, b) => state.players[b].score - state.players[a].score || a - b)
  return h(
    'section',
    { class: 'final', 'aria-labelledby': 'final-heading' },
    h('h2', { id: 'final-heading' }, 'Final scores'),
    h('p', { class: 'winners' }, winnersText(state)),
    tieBreakText(state),
    table('Scores, highest first', state, seats, held),
  )
}

/** How the tie-break chain decided a shared highest total (nothing when there was none to decide). */
function tieBreakText(state: GameState): HTMLElement | string {
  const tie = state.tieBreak
  if (tie == null) return ''
  const names = (seats: number[]) => seats.map((seat) => playerName(state.players[seat])).join(' and ')
  const values = tie.values.map((v) => `${playerName(state.players[v.seat])}: ${(state.options.tieBreak ?? []).map((c) => `${criterionName(c)} ${v[c] ?? 0}`).join(', ')}`)
  const verdict = tie.decidedBy === null ? 'the tie-break left them tied: a shared victory' : `decided by ${criterionName(tie.decidedBy)}`
  return h('p', { class: 'tie-break-result', 'data-decided-by': tie.decidedBy ?? '' }, `${names(tie.tied)} tied on points; ${verdict} (${values.join('; ')}).`)
}
