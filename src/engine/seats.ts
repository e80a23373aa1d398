/**
 * Seats beside the turn (play.md): an open seat is filled by `join`, and the last join starts the
 * game; any seat may `resign` at any time, also while seats are open, except mid-turn (the service
 * finishes that turn first).
 */
import type { ApplyResult } from './actions.js'
import { boardIndex } from './board-cache.js'
import { finish } from './ending.js'
import { ruleError } from './errors.js'
import type { GameEvent } from './events.js'
import { nextSeat } from './players.js'
import { evolve, evolvePlayer, type GameState } from './state.js'

export function join(state: GameState, seat: number, name: string): ApplyResult {
  if (state.status === 'finished') return ruleError('GAME_FINISHED', 'the game is finished')
  if (state.status !== 'waiting') return ruleError('SEAT_TAKEN', 'the game has no open seat')
  if (state.players[seat]?.name !== null) return ruleError('SEAT_TAKEN', `seat ${seat} is not open`)
  const players = state.players.map((p) => (p.seat === seat ? evolvePlayer(p, { name }) : p))
  const events: GameEvent[] = [{ type: 'joined', seat, name }]
  if (players.some((p) => p.name === null)) return { ok: true, state: evolve(state, { players }), events }
  // The first seat that did not resign while the game waited begins.
  const first = nextSeat(players, players.length - 1)
  const started = evolve(state, { players, status: 'active', turn: { seat: first, phase: 'draw', tile: null, placed: null } })
  return { ok: true, state: started, events }
}

export function resign(state: GameState, seat: number, by: 'clock' | undefined): ApplyResult {
  if (state.status === 'finished') return ruleError('GAME_FINISHED', 'the game is finished')
  const player = state.players[seat]
  if (player === undefined || player.resigned || player.name === null) return ruleError('NOT_YOUR_TURN', `seat ${seat} has no say in this game`)
  // While seats are open there is no turn yet (nor a clock): the seat will take none, and open seats count as seats that stay.
  if (state.status === 'waiting' && by === 'clock') return ruleError('GAME_NOT_STARTED', 'the clock runs once the game has started')
  const turn = state.turn
  if (turn?.resignDue === true && turn.seat !== seat) return resignDue(turn.seat)
  const ownTurn = turn !== null && turn.seat === seat
  if (ownTurn && turn.phase !== 'draw') return ruleError('WRONG_PHASE', `seat ${seat} must finish its turn (phase ${turn.phase}) before resigning`)
  const players = state.players.map((p) => (p.seat === seat ? evolvePlayer(p, { resigned: true }) : p))
  const events: GameEvent[] = [by === undefined ? { type: 'resigned', seat } : { type: 'resigned', seat, by }]
  const resigned = evolve(state, { players })
  // The game's last turn, scored with resignFollows, waited for this resignation to end.
  if (turn?.resignDue === true || players.filter((p) => !p.resigned).length === 1) return { ok: true, state: finish(resigned, boardIndex(state.board), events), events }
  if (!ownTurn) return { ok: true, state: resigned, events }
  // Nothing is drawn for a seat that resigns before drawing: the next seat begins its turn.
  return { ok: true, state: evolve(resigned, { turn: { seat: nextSeat(players, seat), phase: 'draw', tile: null, placed: null } }), events }
}

/** After a score with resignFollows, anything but that seat's resign. */
export function resignDue(seat: number): ApplyResult {
  return ruleError('WRONG_PHASE', `the game's last turn was scored for seat ${seat}, whose resignation must come next`)
}
