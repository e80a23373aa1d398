/** What an accepted action did, so that clients and auditors can show why every score changed. */
import type { Port, Rotation } from './geometry.js'
import type { ClaimableKind, TileId } from './tiles.js'

export interface ScoreEvent {
  readonly feature: ClaimableKind
  /** Points each seat in `seats` received. */
  readonly points: number
  /** Seats that scored: all with the most meeples on the feature (none when it held none). */
  readonly seats: readonly number[]
  /** Distinct tiles of the feature (for a monastery: itself and its present neighbours). */
  readonly tiles: number
  readonly shields: number
  /** Fields only: distinct completed cities the field touches. */
  readonly cities?: number
  readonly complete: boolean
  /** Meeples that stood on the feature, per seat. */
  readonly meeples: readonly { readonly seat: number; readonly count: number }[]
  readonly positions: readonly { readonly x: number; readonly y: number }[]
}

export type GameEvent =
  | { readonly type: 'drawn'; readonly seat: number; readonly tile: TileId | null; readonly discarded: readonly TileId[] }
  /** A friendly redraw: `rejected` went to the bottom of the pile, `tile` replaced it (`discarded` removed on the way). */
  | { readonly type: 'redrawn'; readonly seat: number; readonly tile: TileId; readonly rejected: TileId; readonly discarded: readonly TileId[] }
  /** The draft's draw (variants.md 6): the display revealed, the tiles removed on the way, and those taken off the pile, in order. */
  | { readonly type: 'revealed'; readonly seat: number; readonly display: readonly TileId[]; readonly discarded: readonly TileId[]; readonly fromPile: readonly TileId[] }
  /** The draft's reserve: `tile` kept for this turn's display, `putBack` to the bottom of the pile. */
  | { readonly type: 'reserved'; readonly seat: number; readonly tile: TileId; readonly putBack: TileId }
  /** Hands (variants.md 3): `discarded` held tiles removed, `drawn` the pile's tiles that stayed in the hand, `fromPile` all those taken, in order. */
  | { readonly type: 'refilled'; readonly seat: number; readonly discarded: readonly TileId[]; readonly drawn: readonly TileId[]; readonly fromPile: readonly TileId[] }
  /**
   * Hands with the River (variants.md 3, 1.5): the hands dealt when the river phase ended, by seat, dealt
   * `size` tiles a seat from seat `from` on in seat order; `discarded`: the River tiles the draw removed
   * just before (the river phase ended inside that draw), empty when it ended with a `score`.
   */
  | { readonly type: 'dealt'; readonly from: number; readonly hands: readonly (readonly TileId[])[]; readonly discarded: readonly TileId[] }
  | { readonly type: 'placed'; readonly seat: number; readonly tile: TileId; readonly x: number; readonly y: number; readonly rotation: Rotation }
  /** An undo took back the placement of `tile` at (x, y, rotation), and the meeple deployed on it if any. */
  | { readonly type: 'undone'; readonly seat: number; readonly tile: TileId; readonly x: number; readonly y: number; readonly rotation: Rotation; readonly at?: Port }
  | { readonly type: 'deployed'; readonly seat: number; readonly x: number; readonly y: number; readonly at: Port; readonly feature: ClaimableKind }
  | { readonly type: 'scored'; readonly stage: 'turn' | 'final'; readonly score: ScoreEvent }
  | { readonly type: 'ended'; readonly winners: readonly number[]; readonly scores: readonly number[] }
  | { readonly type: 'joined'; readonly seat: number; readonly name: string }
  /** `by` only when the clock resigned the seat. */
  | { readonly type: 'resigned'; readonly seat: number; readonly by?: 'clock' }

/** The score events of one stage, in the order they were applied. */
export function scoreEvents(events: readonly GameEvent[], stage: 'turn' | 'final'): ScoreEvent[] {
  const out: ScoreEvent[] = []
  for (const e of events) if (e.type === 'scored' && e.stage === stage) out.push(e.score)
  return out
}
