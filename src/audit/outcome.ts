/**
 * Where the replay ends, against what the game claims: the document's status, scores and winners,
 * and (on the server) the stored state snapshot.
 */
import { restrictToShape, snapshotShape } from '../engine/index.js'
import { firstDifference, isRecord, show } from './diff.js'
import type { GameExport } from './document.js'
import type { Replayed } from './replay.js'
import { failed, passed, type Check, type CheckName } from './report.js'

export function checkOutcome(doc: GameExport, replayed: Replayed): Check {
  const last = lastSeq(doc)
  if (replayed.state === null) return unreached('outcome', replayed)
  const { status, players, winners } = replayed.state
  if (doc.status !== status) return failed('outcome', last, `the document says the game is ${doc.status}, the replay ends ${status}`)
  const scores = firstDifference(
    doc.players.map((p) => p.score),
    players.map((p) => p.score),
  )
  if (scores !== null) return failed('outcome', last, `the document's scores differ from the replay at seat ${scores.path.slice(1, -1)}: ${show(scores.stored)}, replayed ${show(scores.replayed)}`)
  if (firstDifference(doc.winners, winners) !== null) return failed('outcome', last, `the document names winners ${show(doc.winners)}, the replay ${show(winners)}`)
  return passed('outcome')
}

/**
 * The stored snapshot against the replayed state. A snapshot of an earlier shape (stored before
 * some fields existed) is compared with the replay without those fields, every field it has in
 * full; one of no shape the service ever wrote is compared with the whole replay. The pile and the
 * hands stay secret: no tile of them is named.
 */
export function checkSnapshot(doc: GameExport, snapshot: unknown, replayed: Replayed): Check {
  if (replayed.state === null) return unreached('snapshot', replayed)
  const shape = snapshotShape(snapshot)
  const difference = firstDifference(snapshot, shape === null ? replayed.state : restrictToShape(replayed.state, shape))
  if (difference === null) return passed('snapshot')
  // The pile, and the hands of the tile-choice variants, are never named (the report is public).
  const secret = difference.path === 'the root' || difference.path.startsWith('pile') || difference.path.startsWith('choice')
  const values = secret ? '' : `: stored ${show(difference.stored)}, replayed ${show(difference.replayed)}`
  return failed('snapshot', lastSeq(doc), `the stored state differs from the replay at ${difference.path}${values}`)
}

/**
 * A game whose hands are still sealed cannot be replayed by whoever lacks its secret; what the log
 * shows publicly still binds the document: its scores are what the `scored` events add up to, and
 * nobody has won a game still in play.
 */
export function checkScoredEvents(doc: GameExport): Check {
  const last = lastSeq(doc)
  const totals = doc.players.map(() => 0)
  for (const entry of doc.log) {
    const events = isRecord(entry.result) && Array.isArray(entry.result.events) ? entry.result.events : []
    for (const event of events) {
      const score = isRecord(event) && event.type === 'scored' && isRecord(event.score) ? event.score : null
      if (score === null) continue
      if (!Number.isInteger(score.points) || !Array.isArray(score.seats) || !score.seats.every((s) => Number.isInteger(s) && s >= 0 && s < totals.length)) {
        return failed('outcome', entry.seq, 'a scored event is not well formed')
      }
      for (const seat of score.seats as number[]) totals[seat] += score.points as number
    }
  }
  const scores = firstDifference(
    doc.players.map((p) => p.score),
    totals,
  )
  if (scores !== null) return failed('outcome', last, `the document's scores differ from its scored events at seat ${scores.path.slice(1, -1)}: ${show(scores.stored)}, the events add up to ${show(scores.replayed)}`)
  if (doc.status !== 'finished' && doc.winners.length > 0) return failed('outcome', last, `the document names winners ${show(doc.winners)} of a game that is ${doc.status}`)
  return passed('outcome')
}

function unreached(name: CheckName, replayed: Replayed): Check {
  const seq = replayed.check.seq ?? 0
  return failed(name, seq, `not compared: the replay stopped at seq ${seq}`)
}

function lastSeq(doc: GameExport): number {
  return doc.log[doc.log.length - 1]?.seq ?? 0
}
