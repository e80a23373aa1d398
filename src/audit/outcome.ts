/**
 * Where the replay ends, against what the game claims: the document's status, scores and winners,
 * and (on the server) the stored state snapshot.
 */
import { restrictToShape, snapshotShape } from '../engine/index.js'
import { firstDifference, show } from './diff.js'
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
 * full; one of no shape the service ever wrote is compared with the whole replay. The pile stays
 * secret: no tile of it is named.
 */
export function checkSnapshot(doc: GameExport, snapshot: unknown, replayed: Replayed): Check {
  if (replayed.state === null) return unreached('snapshot', replayed)
  const shape = snapshotShape(snapshot)
  const difference = firstDifference(snapshot, shape === null ? replayed.state : restrictToShape(replayed.state, shape))
  if (difference === null) return passed('snapshot')
  const holdsPile = difference.path === 'the root' || difference.path.startsWith('pile')
  const values = holdsPile ? '' : `: stored ${show(difference.stored)}, replayed ${show(difference.replayed)}`
  return failed('snapshot', lastSeq(doc), `the stored state differs from the replay at ${difference.path}${values}`)
}

function unreached(name: CheckName, replayed: Replayed): Check {
  const seq = replayed.check.seq ?? 0
  return failed(name, seq, `not compared: the replay stopped at seq ${seq}`)
}

function lastSeq(doc: GameExport): number {
  return doc.log[doc.log.length - 1]?.seq ?? 0
}
