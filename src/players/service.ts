/**
 * Players (spec/play.md, "Players"): registration, authentication by player token, and the games
 * where a player holds a seat. Tokens are shown once and stored as their sha256, like seat tokens.
 */
import { randomUUID } from 'node:crypto'
import type { Color } from '../engine/index.js'
import { ServiceError } from '../service/errors.js'
import type { Answer, IdempotencyRequest, Rendered, WriteLoop } from '../service/idempotency.js'
import { newToken, tokenHash } from '../service/tokens.js'
import type { GameStatus } from '../store/games.js'
import type { PlayerGameRow, PlayerRecord, PlayerStore } from '../store/players.js'

export type { PlayerRecord } from '../store/players.js'

export interface PlayerGame {
  readonly id: string
  readonly status: GameStatus
  readonly version: number
  readonly seat: number
  readonly yourTurn: boolean
  readonly turn: { readonly seat: number; readonly phase: string } | null
  readonly deadline: string | null
  readonly players: { seat: number; name: string | null; color: Color }[]
}

export interface PlayerGamesPage {
  readonly games: PlayerGame[]
  readonly next: string | null
}

/** Authenticated players by token hash: a bot loop authenticates on every request. */
const CACHE_SIZE = 10_000

export interface Registration {
  readonly player: PlayerRecord
  /** Shown only in the answer to the registration. */
  readonly token: string
}

export class PlayerService {
  private readonly byTokenHash = new Map<string, PlayerRecord>()

  /** `writes`: the Idempotency-Key rules of registrations. */
  constructor(
    private readonly store: PlayerStore,
    private readonly writes: WriteLoop,
  ) {}

  /** Registers a player; `render` makes the answer, which is stored with the player under `idempotency`'s key. */
  async register(name: string, idempotency: IdempotencyRequest | undefined, render: (registration: Registration) => Rendered): Promise<Answer<Registration>> {
    return this.writes.run(idempotency, false, async () => {
      const registration = { player: { id: randomUUID(), name }, token: newToken() }
      const rendered = render(registration)
      await this.store.create(registration.player, tokenHash(registration.token), idempotency && { ...idempotency, ...rendered })
      return { rendered, outcome: registration }
    })
  }

  /** The player holding `token`, or null (a player token is never a seat token: they are distinct random values). */
  async authenticate(token: string | undefined): Promise<PlayerRecord | null> {
    if (token === undefined) return null
    const hash = tokenHash(token)
    const cached = this.byTokenHash.get(hash)
    if (cached !== undefined) return cached
    const player = await this.store.findByTokenHash(hash)
    if (player !== null) {
      if (this.byTokenHash.size >= CACHE_SIZE) this.byTokenHash.delete(this.byTokenHash.keys().next().value!)
      this.byTokenHash.set(hash, player)
    }
    return player
  }

  /** The player holding `token`; UNAUTHORIZED otherwise. */
  async require(token: string | undefined): Promise<PlayerRecord> {
    const player = await this.authenticate(token)
    if (player === null) throw new ServiceError('UNAUTHORIZED', 'a player token is required (Authorization: Bearer <player token>)')
    return player
  }

  async find(id: string): Promise<PlayerRecord | null> {
    return this.store.findById(id)
  }

  async games(player: PlayerRecord, query: { status?: GameStatus; turn?: 'mine'; limit: number; after?: string }): Promise<PlayerGamesPage> {
    const after = query.after === undefined ? undefined : parseCursor(query.after)
    const rows = await this.store.games(player.id, { status: query.status, turnMine: query.turn === 'mine', limit: query.limit + 1, after })
    const page = rows.slice(0, query.limit)
    const last = page[page.length - 1]
    return { games: page.map(listed), next: rows.length > query.limit && last !== undefined ? cursor(last) : null }
  }
}

function listed(row: PlayerGameRow): PlayerGame {
  const active = row.status === 'active' && row.turn !== null
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    seat: row.seat,
    yourTurn: active && row.turn!.seat === row.seat,
    turn: active ? row.turn : null,
    deadline: active && row.deadline !== null ? row.deadline.toISOString() : null,
    players: row.players as PlayerGame['players'],
  }
}

/** Opaque cursors: the last row's activity time and id. */
function cursor(row: PlayerGameRow): string {
  return Buffer.from(JSON.stringify([row.updatedAt.toISOString(), row.id])).toString('base64url')
}

function parseCursor(text: string): { updatedAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[]
    // Only what cursor() writes, so the database can always compare it: an ISO time of years 1 to 9999, and a game id.
    const updatedAt = new Date(String(at))
    const timeOk = typeof at === 'string' && /^(?!0000)\d{4}-/.test(at) && !Number.isNaN(updatedAt.getTime()) && updatedAt.toISOString() === at
    if (timeOk && typeof id === 'string' && /^[A-Za-z0-9._~-]{1,100}$/.test(id)) return { updatedAt, id }
  } catch {
    // fall through
  }
  throw new ServiceError('VALIDATION_ERROR', 'after: not a cursor returned by this listing')
}
