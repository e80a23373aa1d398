// The service's API as the page uses it (same origin), and the seat tokens this browser holds.

export type Color = 'red' | 'blue' | 'green' | 'yellow' | 'black'
export type Phase = 'draw' | 'place' | 'deploy' | 'score'

export interface Player {
  seat: number
  name: string | null
  color: Color
  score: number
  meeples: number
  resigned: boolean
}

export interface Placement {
  x: number
  y: number
  rotation: number
}

export interface Deployment {
  at: string
  feature: string
}

export interface GameState {
  id: string
  status: 'waiting' | 'active' | 'finished'
  version: number
  options: { farmers: boolean; undo?: false }
  players: Player[]
  turn: { seat: number; phase: Phase; tile: string | null; placed: Placement | null } | null
  deck: { remaining: number }
  winners: number[]
  lesson?: GameLesson
}

/** A lesson as GET /lessons lists it: one of the 13 lessons or of the 3 strategy positions. */
export interface LessonSummary {
  id: string
  kind: 'lesson' | 'strategy'
  title: string
  goal: string
}

/** A lesson game's lesson: the learner's seat, and whether its turn achieved the goal (null until scored). */
export interface GameLesson {
  id: string
  title: string
  goal: string
  seat: number
  achieved: boolean | null
}

export interface LogEntry {
  seq: number
  type: string
  seat: number | null
  payload: Record<string, unknown>
}

export interface CreatedGame {
  game: GameState
  seats: { seat: number; name: string | null; token?: string; invite?: string }[]
}

/** A problem+json answer (or a failed request), with its code when the service gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    detail: string,
  ) {
    super(detail)
  }
}

/** What the page shows of a failure: the problem's detail and code. */
export function problemText(error: unknown): string {
  return error instanceof ApiError ? `${error.message}${error.code === undefined ? '' : ` (${error.code})`}` : String(error)
}

/** One request to the API; the parsed JSON answer, or an ApiError. */
export async function api<T>(method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  } catch {
    throw new ApiError(0, undefined, 'The service cannot be reached. Check the connection and try again.')
  }
  const text = await response.text()
  const json: unknown = text === '' ? undefined : JSON.parse(text)
  if (!response.ok) {
    const problem = (json ?? {}) as { code?: string; detail?: string; title?: string }
    throw new ApiError(response.status, problem.code, problem.detail ?? problem.title ?? `HTTP ${response.status}`)
  }
  return json as T
}

const seatsKey = (game: string) => `carcassonne:seats:${game}`
const invitesKey = (game: string) => `carcassonne:invites:${game}`

function read(key: string): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>
  } catch {
    return {}
  }
}

/** The seat tokens this browser holds for a game, by seat number. */
export function heldSeats(game: string): Map<number, string> {
  return new Map(Object.entries(read(seatsKey(game))).map(([seat, token]) => [Number(seat), token]))
}

export function holdSeat(game: string, seat: number, token: string): void {
  localStorage.setItem(seatsKey(game), JSON.stringify({ ...read(seatsKey(game)), [seat]: token }))
}

/** The invitation codes of the open seats of a game this browser created, by seat number. */
export function invitations(game: string): Map<number, string> {
  return new Map(Object.entries(read(invitesKey(game))).map(([seat, code]) => [Number(seat), code]))
}

/** Keeps the tokens and invitation codes of a game just created here. */
export function keepCreated(created: CreatedGame): void {
  const invites: Record<number, string> = {}
  for (const seat of created.seats) {
    if (seat.token !== undefined) holdSeat(created.game.id, seat.seat, seat.token)
    if (seat.invite !== undefined) invites[seat.seat] = seat.invite
  }
  if (Object.keys(invites).length > 0) localStorage.setItem(invitesKey(created.game.id), JSON.stringify(invites))
}

/** The page's link that joins a game by an invitation. */
export function invitationLink(game: string, code: string): string {
  const url = new URL('/', location.href)
  url.searchParams.set('game', game)
  url.searchParams.set('invite', code)
  return url.toString()
}

export const playerName = (player: Player) => player.name ?? `Seat ${player.seat + 1} (open)`
