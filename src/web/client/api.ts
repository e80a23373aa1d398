// The service's API as the page uses it (same origin), and the seat tokens this browser holds.

export type Color = 'red' | 'blue' | 'green' | 'yellow' | 'black'
export type Phase = 'reserve' | 'draw' | 'place' | 'deploy' | 'score'
export type TieBreakCriterion = 'landscapeFollowers' | 'citiesCompleted' | 'supplyFollowers'

export interface Player {
  seat: number
  name: string | null
  color: Color
  score: number
  meeples: number
  resigned: boolean
  /** Games with redraws. */
  redrawsLeft?: number
  /** Hand games: the held tiles, absent for another seat's private hand. */
  hand?: string[]
  /** Hand games: how many tiles the seat holds (always public). */
  handSize?: number
}

/** Where a tile may go; `tile` names it when the player chooses among several (draft, hand). */
export interface Placement {
  tile?: string
  x: number
  y: number
  rotation: number
}

export interface Table {
  minX: number
  maxX: number
  minY: number
  maxY: number
}

/** The variants a game was created with (variants.md 0.1); older servers echo fewer. */
export interface GameOptions {
  farmers: boolean
  undo?: false
  river?: { startTile: 'removed' | 'shuffled'; turnRule: 'no-repeat' | 'clearance' | 'none' } | null
  hand?: { size: number; visible: boolean } | null
  redraws?: number
  table?: Table | null
  draft?: boolean
  tieBreak?: TieBreakCriterion[]
}

export interface TieBreak {
  tied: number[]
  decidedBy: TieBreakCriterion | null
  values: ({ seat: number } & Partial<Record<TieBreakCriterion, number>>)[]
}

export interface Deployment {
  at: string
  feature: string
}

export interface GameState {
  id: string
  status: 'waiting' | 'active' | 'finished'
  version: number
  options: GameOptions
  players: Player[]
  turn: { seat: number; phase: Phase; tile: string | null; placed: Placement | null; redrawn?: boolean } | null
  deck: { remaining: number; river: number; bottom: string[] }
  draft?: { display: string[]; kept: string | null; leftovers: string[] }
  river?: { open: { x: number; y: number; edge: string } | null; lastTurn: 'left' | 'right' | 'straight' | null } | null
  discarded?: string[]
  winners: number[]
  tieBreak?: TieBreak | null
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

/** A problem+json answer (or a failed request), with its code and the validation errors when the service gave them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    detail: string,
    readonly errors: { path: string; message: string }[] = [],
  ) {
    super(detail)
  }
}

/** What the page shows of a failure: the problem's detail and code, and each validation error not already in the detail. */
export function problemText(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error)
  const more = error.errors.map((e) => `${e.path} ${e.message}`).filter((line) => !error.message.includes(line))
  return [`${error.message}${error.code === undefined ? '' : ` (${error.code})`}`, ...more].join('; ')
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
    const problem = (json ?? {}) as { code?: string; detail?: string; title?: string; errors?: { path: string; message: string }[] }
    throw new ApiError(response.status, problem.code, problem.detail ?? problem.title ?? `HTTP ${response.status}`, problem.errors)
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

/**
 * The token that GETs of a game carry, so that private hands show their owner's tiles: the seat
 * to play's when this browser holds it, else the first seat it holds; none when it holds none.
 */
export function viewerToken(game: string, seatToPlay: number | undefined): string | undefined {
  const held = heldSeats(game)
  return (seatToPlay === undefined ? undefined : held.get(seatToPlay)) ?? [...held.entries()].sort(([a], [b]) => a - b)[0]?.[1]
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

/** The page's link that joins a game by an invitation; the code rides in the fragment, which browsers never send, so no server log holds it. */
export function invitationLink(game: string, code: string): string {
  const url = new URL('/', location.href)
  url.searchParams.set('game', game)
  url.hash = new URLSearchParams({ invite: code }).toString()
  return url.toString()
}

/** A player name field: something besides spaces (the server refuses an empty name). */
export const NAME_PATTERN = '.*\\S.*'
export const NAME_TITLE = 'A name: at least one character that is not a space'

export const playerName = (player: Player) => player.name ?? `Seat ${player.seat + 1} (open)`
