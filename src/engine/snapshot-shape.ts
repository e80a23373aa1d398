/**
 * The shapes a stored state snapshot has had. Games are stored with a JSON snapshot of their
 * state (a cache of the log); fields added to GameState or Player since games were first stored
 * are missing from the snapshots written before them. The engine computes only with the current
 * shape: a snapshot of an earlier shape is rebuilt by replaying the log (the truth), and an audit
 * compares it with the replay restricted to the fields its shape had.
 */
import type { GameState, Player } from './state.js'

/** A field added to the state (`state`) or to each player (`player`) after games were first stored. */
export type AddedField = { readonly in: 'state'; readonly key: keyof GameState } | { readonly in: 'player'; readonly key: keyof Player }

/**
 * Oldest first: shape n has the first n of these (shape 0 is the first stored shape). Append only:
 * a field every state or player now has, added after games were stored, goes here. A field present
 * only with a new variant (or option) does not: no game stored before it had the variant.
 */
export const ADDED_FIELDS: readonly AddedField[] = [{ in: 'player', key: 'citiesCompleted' }]

/** The shape the engine writes. */
export const CURRENT_SHAPE = ADDED_FIELDS.length

/**
 * The shape of a stored snapshot: n when it has each of the first n added fields (in the state, or
 * in every player) and none of the others. Null for anything no version ever wrote (a field present
 * in some players only, or a later field without an earlier one) or not an object with players.
 * Reads only the added fields: cheap enough for every load. `added`: ADDED_FIELDS but in tests.
 */
export function snapshotShape(snapshot: unknown, added: readonly AddedField[] = ADDED_FIELDS): number | null {
  if (!isObject(snapshot) || !Array.isArray(snapshot.players) || !snapshot.players.every(isObject)) return null
  const players = snapshot.players as Record<string, unknown>[]
  let shape = 0
  for (const [index, field] of added.entries()) {
    const holders = field.in === 'state' ? [snapshot] : players
    const present = holders.filter((holder) => holder[field.key] !== undefined).length
    if (present === holders.length && shape === index) shape++
    else if (present !== 0) return null
  }
  return shape
}

/** The state as a snapshot of `shape` holds it: without the fields added after that shape. */
export function restrictToShape(state: GameState, shape: number, added: readonly AddedField[] = ADDED_FIELDS): unknown {
  const later = added.slice(shape)
  if (later.length === 0) return state
  const without = (holder: object, where: AddedField['in']): Record<string, unknown> => {
    const copy: Record<string, unknown> = { ...holder }
    for (const field of later) if (field.in === where) delete copy[field.key]
    return copy
  }
  return { ...without(state, 'state'), players: state.players.map((player) => without(player, 'player')) }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
