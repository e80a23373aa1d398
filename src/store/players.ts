// Players: long-lived identities beside the games, and the games where each holds a seat.
import type { PrismaClient } from '../generated/prisma/client.js'
import type { GameStatus } from './games.js'
import { rememberRegistered, answerParams, rethrowWriteError, type StoredResponse } from './idempotency.js'

export interface PlayerRecord {
  readonly id: string
  readonly name: string
}

/** One row of a player's game listing, newest activity first. */
export interface PlayerGameRow {
  readonly id: string
  readonly status: GameStatus
  readonly version: number
  readonly seat: number
  readonly turn: { seat: number; phase: string } | null
  readonly deadline: Date | null
  readonly updatedAt: Date
  readonly players: { seat: number; name: string | null; color: string }[]
}

export interface PlayerGamesQuery {
  readonly status?: GameStatus
  /** Only games where it is this player's move. */
  readonly turnMine?: boolean
  readonly limit: number
  /** The last row of the previous page. */
  readonly after?: { readonly updatedAt: Date; readonly id: string }
}

/** A player, with the answer of its Idempotency-Key if any ($4 not null). */
const REGISTER = `
WITH registered AS (
  INSERT INTO players (id, name, token_hash) VALUES ($1::text, $2::text, $3::text) RETURNING id
), ${rememberRegistered(4)}
SELECT id FROM registered`

const PLAYER_GAMES = `
SELECT g.id, g.status, g.version, s.seat, g.state->'turn' AS turn, g.deadline, g.updated_at AS "updatedAt",
  (SELECT jsonb_agg(jsonb_build_object('seat', o.seat, 'name', o.name, 'color', o.color) ORDER BY o.seat) FROM seats o WHERE o.game_id = g.id) AS players
FROM seats s JOIN games g ON g.id = s.game_id
WHERE s.player_id = $1
  AND ($2::text IS NULL OR g.status = $2)
  AND (NOT $3::boolean OR (g.status = 'active' AND g.turn_seat = s.seat))
  AND ($4::timestamptz IS NULL OR (g.updated_at, g.id) < ($4::timestamptz, $5::text))
ORDER BY g.updated_at DESC, g.id DESC
LIMIT $6`

export class PlayerStore {
  constructor(private readonly prisma: PrismaClient) {}

  /** Registers the player, and stores `answer` (Idempotency-Key) in the same statement. */
  async create(player: PlayerRecord, tokenHash: string, answer?: StoredResponse): Promise<void> {
    await this.prisma.$executeRawUnsafe(REGISTER, player.id, player.name, tokenHash, ...answerParams(answer)).catch(rethrowWriteError)
  }

  async findByTokenHash(tokenHash: string): Promise<PlayerRecord | null> {
    return this.prisma.player.findUnique({ where: { tokenHash }, select: { id: true, name: true } })
  }

  async findById(id: string): Promise<PlayerRecord | null> {
    return this.prisma.player.findUnique({ where: { id }, select: { id: true, name: true } })
  }

  async games(playerId: string, query: PlayerGamesQuery): Promise<PlayerGameRow[]> {
    const rows = await this.prisma.$queryRawUnsafe<(PlayerGameRow & { turn: { seat: number; phase: string } | null })[]>(
      PLAYER_GAMES,
      playerId,
      query.status ?? null,
      query.turnMine === true,
      query.after?.updatedAt.toISOString() ?? null,
      query.after?.id ?? null,
      query.limit,
    )
    return rows.map((r) => ({ ...r, turn: r.turn === null ? null : { seat: r.turn.seat, phase: r.turn.phase } }))
  }
}
