/**
 * Who acts for which seat: a seat token, or the token of the player bound to the seat; and the
 * single-use invitations of open seats. Only hashes are stored and compared.
 */
import { timingSafeEqual } from 'node:crypto'
import type { PlayerService } from '../players/service.js'
import type { SeatRecord } from '../store/games.js'
import { ServiceError } from './errors.js'
import { seatOfToken, tokenHash } from './tokens.js'

/** The seat `token` acts for: its own seat token, or a player token of the seat's player. */
export async function actingSeat(seats: readonly SeatRecord[], token: string | undefined, players: PlayerService): Promise<number> {
  if (token !== undefined) {
    const seat = seatOfToken(seats, token)
    if (seat !== null) return seat
    const player = await players.authenticate(token)
    if (player !== null) {
      const held = seats.find((s) => s.playerId === player.id)
      if (held === undefined) throw new ServiceError('NOT_A_PLAYER', `player ${player.id} holds no seat of this game`)
      return held.seat
    }
  }
  throw new ServiceError('UNAUTHORIZED', 'a seat token of this game, or the token of a player holding one of its seats, is required (Authorization: Bearer <token>)')
}

/** The seat whose private hand `token` may see; null for a player holding no seat of the game; UNAUTHORIZED for any other token. */
export async function viewingSeat(seats: readonly SeatRecord[], token: string, players: PlayerService): Promise<number | null> {
  const seat = seatOfToken(seats, token)
  if (seat !== null) return seat
  const player = await players.authenticate(token)
  if (player === null) throw new ServiceError('UNAUTHORIZED', 'the token is neither a seat token of this game nor a player token')
  return seats.find((s) => s.playerId === player.id)?.seat ?? null
}

/** The open seat of `invite`: INVALID_INVITE when no seat of the game has it, SEAT_TAKEN once used. */
export function invitedSeat(seats: readonly SeatRecord[], invite: string): SeatRecord {
  const given = Buffer.from(tokenHash(invite), 'hex')
  const seat = seats.find((s) => s.inviteHash !== null && timingSafeEqual(given, Buffer.from(s.inviteHash, 'hex')))
  if (seat === undefined) throw new ServiceError('INVALID_INVITE', 'no seat of this game has this invitation')
  if (seat.tokenHash !== null) throw new ServiceError('SEAT_TAKEN', `seat ${seat.seat} has been taken: an invitation is used once`)
  return seat
}
