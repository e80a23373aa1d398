/**
 * Private hands (variants.md 3, `hand.visible: false`): what a reader may see of a log entry's
 * result. The tiles that entered a seat's hand (entry 0's deal, `refilled` and `dealt` events) are
 * shown only to that seat; everything else, discarded and placed tiles included, is public. Works on
 * results as stored (plain JSON), so the service, the streams and the audit share it.
 */
import type { GameOptions } from '../engine/index.js'

/** A seat whose hand may be shown, null for the public view, or 'all' once the game is finished (everything is revealed then). */
export type Viewer = number | null | 'all'

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The tiles' count without their ids. */
const hide = (tiles: unknown): unknown => (Array.isArray(tiles) ? tiles.map(() => null) : tiles)

/** Hands by seat, each shown only to its seat. */
const hands = (value: unknown, viewer: Viewer): unknown => (Array.isArray(value) ? value.map((hand, seat) => (seat === viewer ? hand : hide(hand))) : value)

function redactEvent(event: unknown, viewer: Viewer): unknown {
  if (!isRecord(event)) return event
  if (event.type === 'refilled' && event.seat !== viewer) return { ...event, drawn: hide(event.drawn), fromPile: hide(event.fromPile) }
  if (event.type === 'dealt') return { ...event, hands: hands(event.hands, viewer) }
  return event
}

/** Whether `viewer` may see the hand of `seat`: visible hands, its own, or any once the game is finished. */
export function handShown(state: { readonly options: GameOptions; readonly status: string }, seat: number, viewer: Viewer): boolean {
  return state.options.hand?.visible !== false || viewer === 'all' || seat === viewer || state.status === 'finished'
}

/** An entry's result as `viewer` may see it: entry 0's `hands` and the events' private tiles of other seats replaced by null. */
export function redactResult(result: unknown, viewer: Viewer): unknown {
  if (!isRecord(result) || viewer === 'all') return result
  const redacted: Json = { ...result }
  if (Array.isArray(result.events)) redacted.events = result.events.map((event) => redactEvent(event, viewer))
  if ('hands' in result) redacted.hands = hands(result.hands, viewer)
  return redacted
}

/** A write's events as its actor may see them (the answer to its own request). */
export function eventsFor<E>(privateHands: boolean, events: readonly E[], viewer: Viewer): E[] {
  return privateHands ? ((redactResult({ events }, viewer) as { events: E[] }).events) : [...events]
}
