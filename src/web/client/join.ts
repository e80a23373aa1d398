// An invitation link (/?game=ID#invite=CODE): take the open seat under a name, then play it here.
import { api, ApiError, holdSeat, NAME_PATTERN, NAME_TITLE, playerName, problemText, type GameState } from './api.js'
import { h } from './dom.js'

export function joinView(main: HTMLElement, game: string, invite: string, joined: () => void): void {
  const name = h('input', { id: 'join-name', name: 'name', required: true, maxlength: 64, autocomplete: 'nickname', pattern: NAME_PATTERN, title: NAME_TITLE })
  const error = h('p', { class: 'error', role: 'alert' })
  const who = h('p', {})
  const form = h(
    'form',
    { class: 'join', 'aria-labelledby': 'join-heading' },
    h('h1', { id: 'join-heading' }, 'Join a game'),
    who,
    h('label', { for: 'join-name' }, 'Your name'),
    ' ',
    name,
    ' ',
    h('button', { type: 'submit', class: 'primary' }, 'Join'),
    error,
  )
  main.replaceChildren(form)
  name.focus()
  void api<GameState>('GET', `/games/${encodeURIComponent(game)}`).then(
    (state) => (who.textContent = `Players: ${state.players.map(playerName).join(', ')}.`),
    (e: unknown) => (error.textContent = e instanceof ApiError ? e.message : String(e)),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void (async () => {
      try {
        const answer = await api<{ seat: { seat: number; token: string } }>('POST', `/games/${encodeURIComponent(game)}/join`, { body: { invite, name: name.value.trim() } })
        holdSeat(game, answer.seat.seat, answer.seat.token)
        // The invitation is used: the page's address becomes the game's.
        history.replaceState(null, '', `/?game=${encodeURIComponent(game)}`)
        joined()
      } catch (e) {
        // The API counts seats from 0; this page says "seat 2" for its second seat.
        const taken = e instanceof ApiError && e.code === 'SEAT_TAKEN'
        error.textContent = taken ? 'This invitation has been used: its seat is taken. (SEAT_TAKEN)' : problemText(e)
      }
    })()
  })
}
