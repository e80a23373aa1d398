/**
 * Receipts against the log: every receipt a client kept must be signed by a published key of the
 * service and name an entry the log still holds with the same hash. A log cut back (rollback) or
 * rewritten after the receipt was issued fails here, however consistent its own chain is.
 */
import type { Receipt } from '../receipts/receipt.js'
import { receiptSigned } from '../receipts/receipt.js'
import type { Keyring } from '../receipts/keyring.js'
import type { GameExport } from './document.js'
import { failed, passed, type Check } from './report.js'

export function checkReceipts(doc: GameExport, receipts: readonly Receipt[], keys: Keyring): Check {
  const last = doc.log[doc.log.length - 1]?.seq ?? -1
  for (const receipt of [...receipts].sort((a, b) => a.seq - b.seq)) {
    const { seq, hash, kid } = receipt
    if (receipt.gameId !== doc.gameId) return failed('receipts', seq, `a receipt names game ${receipt.gameId}, not this game`)
    if (!keys.keys.some((k) => k.kid === kid)) return failed('receipts', seq, `the receipt for entry ${seq} is signed with key ${kid}, which the service does not publish`)
    if (!receiptSigned(keys, receipt)) return failed('receipts', seq, `the receipt for entry ${seq} does not carry a valid signature of key ${kid}`)
    if (seq > last) return failed('receipts', seq, `the service signed entry ${seq} (hash ${hash}), but the log ends at seq ${last}: entries were removed`)
    const entry = doc.log.find((e) => e.seq === seq)
    if (entry?.hash !== hash) return failed('receipts', seq, `the service signed hash ${hash} for entry ${seq}, but the log holds ${entry?.hash ?? 'no such entry'}: the history was rewritten`)
  }
  return passed('receipts')
}
