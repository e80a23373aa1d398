/**
 * The hash chain: entries numbered 0..n in order, every hash recomputed from GENESIS_HASH, and the
 * game's version and head hash those of the last entry.
 */
import { entryHash, GENESIS_HASH } from '../store/chain.js'
import type { ExportedEntry, GameExport } from './document.js'
import { failed, passed, type Check } from './report.js'

export function checkChain(doc: GameExport): Check {
  const { log } = doc
  if (log.length === 0) return failed('chain', 0, 'the log is empty')
  let prevHash = GENESIS_HASH
  for (let i = 0; i < log.length; i++) {
    const entry = log[i]
    if (entry.seq !== i) return failed('chain', i, outOfPlace(log, i))
    const hash = recompute(doc.gameId, prevHash, entry)
    if (!hash.ok) return failed('chain', i, hash.reason)
    if (hash.value !== entry.hash) return failed('chain', i, `the entry does not match its hash: stored ${entry.hash}, recomputed ${hash.value}`)
    prevHash = hash.value
  }
  const last = log[log.length - 1]
  if (doc.version !== last.seq) {
    return failed('chain', Math.min(doc.version, last.seq) + 1, `the game is at version ${doc.version} but its log ends at seq ${last.seq}`)
  }
  if (doc.headHash !== last.hash) return failed('chain', last.seq, `the game's head hash ${doc.headHash} is not the hash of its last entry`)
  return passed('chain')
}

function outOfPlace(log: readonly ExportedEntry[], seq: number): string {
  const found = log[seq].seq
  if (log.some((e) => e.seq === seq)) return `seq ${seq} is out of order: seq ${found} stands in its place`
  return seq === 0 ? `seq 0 is missing: the log starts at seq ${found}` : `seq ${seq} is missing: seq ${found} follows seq ${seq - 1}`
}

function recompute(gameId: string, prevHash: string, entry: ExportedEntry): { ok: true; value: string } | { ok: false; reason: string } {
  const { seq, type, seat, payload, result, rulesVersion, at } = entry
  try {
    return { ok: true, value: entryHash(prevHash, { gameId, seq, type, seat, payload, result, rulesVersion, at }) }
  } catch (error) {
    // canonicalJson refuses what JSON storage could not hold (a "__proto__" key), and a submitted
    // document may nest deeper than its recursion goes (RangeError: the stack is exhausted).
    const why = error instanceof RangeError ? 'it is nested too deeply' : (error as Error).message
    return { ok: false, reason: `the entry cannot be hashed: ${why}` }
  }
}
