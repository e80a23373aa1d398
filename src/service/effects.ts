/**
 * What an entry changes beyond the game's state (spec/play.md): the turn deadline of a game with a
 * clock, and the events its seated players are told. Pure: both follow from the states before and
 * after the entry, the seats, and the entry's time.
 */
import type { GameState } from '../engine/index.js'
import type { PlayerEventInput } from '../store/games.js'

export interface SeatOwner {
  readonly seat: number
  readonly playerId: string | null
}

/** A turn's opening phases: `draw`, and before it `reserve` in the draft. */
const opening = (phase: string) => phase === 'draw' || phase === 'reserve'

/** A new turn began with this entry: the game started, or the turn passed to a seat that must draw (or reserve, in the draft). */
export function turnBegan(before: GameState | null, after: GameState): boolean {
  const turn = after.turn
  if (after.status !== 'active' || turn === null || !opening(turn.phase)) return false
  const was = before?.turn
  return before === null || before.status !== 'active' || was == null || was.seat !== turn.seat || !opening(was.phase)
}

/** A seat that timed out `maxTimeouts` times in a row and is still seated: the clock resigns it now. */
export function seatToResign(state: GameState): number | null {
  const clock = state.options.clock
  if (clock === undefined || state.status !== 'active') return null
  const seat = state.players.find((p) => !p.resigned && p.timeouts >= clock.maxTimeouts)
  return seat === undefined ? null : seat.seat
}

/**
 * The clock's resign of a seat ends the wait of a game stored right after that seat's last
 * timed-out turn. The clock now appends both in one statement, so only a game stored by an earlier
 * version of the service (which wrote them apart, the deadline "now" in between) is read in that
 * state: its resign starts the next turn afresh (deadline and your-turn), as the turn began unseen.
 */
const waitEnded = (before: GameState | null, after: GameState) => before !== null && seatToResign(before) !== null && seatToResign(after) === null

/**
 * When the active seat's turn times out: set when a turn begins, kept while it runs (in one
 * statement, the clock's score and resign share one time, so both give the next turn one deadline).
 */
export function deadlineAfter(before: GameState | null, beforeDeadline: Date | null, after: GameState, at: Date): Date | null {
  const clock = after.options.clock
  if (clock === undefined || after.status !== 'active') return null
  const restart = turnBegan(before, after) || beforeDeadline === null || waitEnded(before, after)
  return restart ? new Date(at.getTime() + clock.turnSeconds * 1000) : beforeDeadline
}

/** The active seat is told its turn began: when it began, or when the clock's resign ended an earlier version's wait. */
function yourTurnBegins(before: GameState | null, after: GameState): boolean {
  if (turnBegan(before, after)) return true
  return waitEnded(before, after) && after.status === 'active' && after.turn !== null && opening(after.turn.phase)
}

/**
 * The events of entries appended together (the steps of one operation), each entry's own, except a
 * your-turn whose turn a later step took away (the resignation that ends the game) or that an
 * earlier step already told: the players are told what holds once the operation is done.
 */
export function toldOnce<Step extends { readonly events?: readonly PlayerEventInput[] }>(steps: readonly Step[], after: GameState): Step[] {
  const toldSeats = new Set<number>()
  const tell = (e: PlayerEventInput) => {
    if (e.type !== 'your-turn') return true
    const { seat } = e.data as { seat: number }
    if (after.status !== 'active' || after.turn?.seat !== seat || toldSeats.has(seat)) return false
    toldSeats.add(seat)
    return true
  }
  return steps.map((step) => ({ ...step, events: step.events?.filter(tell) }))
}

/** The events of an entry for the players bound to seats: game-started, your-turn, game-finished. */
export function playerEvents(gameId: string, seq: number, before: GameState | null, after: GameState, deadline: Date | null, owners: readonly SeatOwner[]): PlayerEventInput[] {
  const players = [...new Set(owners.map((o) => o.playerId).filter((id): id is string => id !== null))]
  if (players.length === 0) return []
  const events: PlayerEventInput[] = []
  if (after.status === 'active' && (before === null || before.status === 'waiting')) {
    for (const playerId of players) events.push({ playerId, type: 'game-started', data: { gameId } })
  }
  if (yourTurnBegins(before, after)) {
    const seat = after.turn!.seat
    const owner = owners.find((o) => o.seat === seat)?.playerId
    if (owner != null) events.push({ playerId: owner, type: 'your-turn', data: { gameId, seq, seat, deadline: deadline?.toISOString() ?? null } })
  }
  if (after.status === 'finished' && before?.status !== 'finished') {
    const data = { gameId, winners: [...after.winners], scores: after.players.map((p) => p.score) }
    for (const playerId of players) events.push({ playerId, type: 'game-finished', data })
  }
  return events
}
