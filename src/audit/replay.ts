/**
 * Replays the log with the engine: every entry recorded under this engine's rules, a well-formed
 * request (join, turn action or resign) the engine accepts, and a stored result equal to the replayed one.
 */
import { apply, createGame, RULES_VERSION, type GameSetup, type GameState } from '../engine/index.js'
import type { DeckSecret } from '../service/deck.js'
import { actionOf, creationResult, type CreatePayload } from '../service/log.js'
import { sealResult } from '../hidden/seal.js'
import { lessonById } from '../lessons/catalogue.js'
import { lessonActions } from '../lessons/script.js'
import { firstDifference, isRecord, show } from './diff.js'
import type { ExportedEntry, GameExport } from './document.js'
import { committedSecret, replayPile } from './pile.js'
import { failed, passed, type Check } from './report.js'

export interface Replayed {
  readonly check: Check
  /** The state after the last entry; null when the replay stopped before it. */
  readonly state: GameState | null
}

export function replayHistory(doc: GameExport, payload: CreatePayload | null, secret: DeckSecret | null): Replayed {
  const stop = (seq: number, reason: string): Replayed => ({ check: failed('replay', seq, reason), state: null })
  if (payload === null) return stop(0, 'entry 0 is not a valid setup: there is nothing to replay')
  const pile = replayPile(doc, payload, secret)
  if (!pile.ok) return stop(pile.seq, pile.reason)
  const created = createGame({ players: payload.players as GameSetup['players'], options: payload.options, deck: pile.value })
  if (!created.ok) return stop(0, `the engine refuses the setup: ${created.error.message}`)
  let state = created.state
  // Results as the service stores them: in games with private hands sealed (hidden/seal.ts) with the committed secret.
  const committed = committedSecret(doc, payload, secret)
  const stored = (seq: number, result: object) => sealResult(payload.options, committed, seq, result)
  const { deckSource, deckCommitment } = doc.log[0].result as { deckSource: string; deckCommitment: string | null }
  const deal = firstDifference(doc.log[0].result, stored(0, creationResult(deckSource, deckCommitment, state)))
  if (deal !== null) return stop(0, `entry 0's result differs from the setup at ${deal.path}: stored ${show(deal.stored)}, replayed ${show(deal.replayed)}`)
  // A lesson game's log opens with exactly the actions its lesson scripts; nothing else is by: lesson.
  const lesson = payload.lesson === undefined ? null : lessonById(payload.lesson)
  if (lesson === undefined) return stop(0, `entry 0 names a lesson this service does not have: ${payload.lesson}`)
  const script = lesson === null ? [] : lessonActions(lesson)
  if (doc.log.length <= script.length) return stop(doc.log.length - 1, `the log ends inside the scripted opening of lesson ${lesson!.id}`)
  for (const entry of doc.log.slice(1)) {
    const problem = requestProblem(entry)
    if (problem !== null) return stop(entry.seq, problem)
    const scripted = script[entry.seq - 1]
    const byLesson = (entry.payload as { by?: unknown }).by === 'lesson'
    if (byLesson && scripted === undefined) return stop(entry.seq, 'by: lesson marks only the scripted entries that open a lesson game')
    if (scripted !== undefined && firstDifference(actionOf(entry), scripted) !== null) {
      return stop(entry.seq, `entry ${entry.seq} is not the ${scripted.type} that lesson ${lesson!.id} scripts there`)
    }
    const applied = apply(state, actionOf(entry))
    if (!applied.ok) return stop(entry.seq, `the engine rejects the ${entry.type}: ${applied.error.code} (${applied.error.message})`)
    const difference = firstDifference(entry.result, stored(entry.seq, { events: applied.events }))
    if (difference !== null) {
      return stop(entry.seq, `the stored result differs from the replay at ${difference.path}: stored ${show(difference.stored)}, replayed ${show(difference.replayed)}`)
    }
    state = applied.state
  }
  const last = doc.log[doc.log.length - 1].seq
  if (state.turn?.resignDue === true) return stop(last, `the log ends after the score of the last turn announced seat ${state.turn.seat}'s resignation, without it`)
  return { check: passed('replay'), state }
}

/** Why the entry is not a request the service would have accepted under these rules, if it is not. */
function requestProblem(entry: ExportedEntry): string | null {
  if (entry.rulesVersion !== RULES_VERSION) return `the entry was recorded under rules ${entry.rulesVersion}; this verifier implements rules ${RULES_VERSION}`
  if (!isRecord(entry.payload)) return 'the payload is not an object'
  const { by, ...request } = entry.payload
  const hasBy = 'by' in entry.payload
  // Widened: an entry's stored type may be anything; the cases below judge it.
  const type: string = entry.type
  switch (type) {
    case 'join': {
      const { seat, name } = request
      const valid = !hasBy && keysOf(request) === 'name,seat' && Number.isInteger(seat) && seat === entry.seat && typeof name === 'string'
      return valid ? null : "a join payload is { seat, name }, seat being the entry's"
    }
    case 'resign':
      return keysOf(request) === '' && (!hasBy || by === 'clock') ? null : "a resign payload is {} or { by: 'clock' }"
    case 'undo':
      return keysOf(entry.payload) === '' ? null : 'an undo takes no payload'
    case 'redraw':
      return keysOf(entry.payload) === '' ? null : 'a redraw takes no payload'
    case 'reserve':
      if (hasBy && by !== 'clock' && by !== 'resign' && by !== 'bot') return "a reserve's by is 'clock', 'resign' or 'bot'"
      return keysOf(request) === 'tile' && typeof request.tile === 'string' ? null : 'a reserve payload is { tile }'
    case 'draw':
    case 'place':
    case 'deploy':
    case 'score':
      // A turn the clock finished, the service before the seat resigned, the server for a bot seat or a lesson's script, says so.
      if (hasBy && by !== 'clock' && by !== 'resign' && by !== 'bot' && by !== 'lesson') return `a ${type}'s by is 'clock', 'resign', 'bot' or 'lesson'`
      return turnRequestProblem(type, request, hasBy ? by : undefined)
    default:
      return `a ${type} entry is not a request`
  }
}

function turnRequestProblem(type: 'draw' | 'place' | 'deploy' | 'score', request: Record<string, unknown>, by: unknown): string | null {
  const keys = keysOf(request)
  const { x, y, rotation, at } = request
  switch (type) {
    case 'draw':
      return keys === '' ? null : `a ${type} takes no payload (but by)`
    case 'score':
      // resignFollows (resigns in earlier versions' logs): only a score finished for a resigning
      // seat or by the clock (the engine judges when).
      if (keys === 'resignFollows' || keys === 'resigns') {
        return request[keys] === true && (by === 'resign' || by === 'clock') ? null : `a score's ${keys} is true, with by 'resign' or 'clock'`
      }
      return keys === '' ? null : 'a score takes no payload (but by, and resignFollows or resigns: true)'
    case 'place':
      // `tile` names the tile chosen (draft), or repeats the drawn one.
      if (keys === 'rotation,tile,x,y' && typeof request.tile !== 'string') return 'a place payload\'s tile is a tile id'
      return (keys === 'rotation,x,y' || keys === 'rotation,tile,x,y') && [x, y, rotation].every(Number.isInteger) ? null : 'a place payload is { x, y, rotation } in integers, with an optional tile'
    case 'deploy':
      return keys === 'at' && typeof at === 'string' ? null : 'a deploy payload is { at }'
  }
}

function keysOf(record: Record<string, unknown>): string {
  return Object.keys(record).sort().join()
}
