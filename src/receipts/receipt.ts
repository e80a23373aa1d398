/**
 * Signed receipts: every accepted write returns one, so that a client holding it can later prove
 * that the game's log once had that entry with that hash (a rollback or rewrite cannot hide).
 */
import type { Keyring } from './keyring.js'

export interface Receipt {
  readonly gameId: string
  readonly seq: number
  readonly hash: string
  readonly kid: string
  /** base64url Ed25519 signature of the UTF-8 bytes of `<gameId>:<seq>:<hash>`. */
  readonly signature: string
}

export function receiptMessage(gameId: string, seq: number, hash: string): string {
  return `${gameId}:${seq}:${hash}`
}

export function issueReceipt(keys: Keyring, gameId: string, seq: number, hash: string): Receipt {
  return { gameId, seq, hash, kid: keys.activeKid, signature: keys.sign(receiptMessage(gameId, seq, hash)) }
}

export function receiptSigned(keys: Keyring, receipt: Receipt): boolean {
  return keys.verify(receipt.kid, receiptMessage(receipt.gameId, receipt.seq, receipt.hash), receipt.signature)
}
