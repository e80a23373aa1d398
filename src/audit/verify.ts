/**
 * Verifies a game's history with the engine alone: the routes, the bulk audit and the golden tests
 * all go through here. Pure: nothing is read or written.
 */
import type { DeckSecret } from '../service/deck.js'
import type { Keyring } from '../receipts/keyring.js'
import type { Receipt } from '../receipts/receipt.js'
import { checkChain } from './chain.js'
import { checkCommitment, checkDraws } from './deck.js'
import type { GameExport } from './document.js'
import { checkOutcome, checkScoredEvents, checkSnapshot } from './outcome.js'
import { committedSecret, publicPile } from './pile.js'
import { hasPrivateHands } from '../hidden/seal.js'
import { checkReceipts } from './receipts.js'
import { replayHistory } from './replay.js'
import type { Check, VerifyReport } from './report.js'
import { checkSetup } from './setup.js'

export interface VerifyOptions {
  /** The server's seed or stacked deck of a game still in play: replays its true pile; never named in the report. */
  readonly secret?: DeckSecret | null
  /** The stored state (games.state), compared with the replayed one. */
  readonly snapshot?: unknown
  /** Receipts a client kept, checked against the log with the service's published keys. */
  readonly receipts?: { readonly list: readonly Receipt[]; readonly keys: Keyring }
}

export function verifyHistory(doc: GameExport, opts: VerifyOptions = {}): VerifyReport {
  const secret = opts.secret ?? null
  const setup = checkSetup(doc)
  // Private hands are replayed once their secret is known: the server's, or revealed at the end.
  const privateHands = setup.payload !== null && hasPrivateHands(setup.payload.options)
  const sealed = privateHands && committedSecret(doc, setup.payload!, secret) === null
  const replayed = sealed ? null : replayHistory(doc, setup.payload, secret)
  const pile = setup.payload === null ? null : publicPile(doc, setup.payload)
  const checks: (Check | null)[] = [
    checkChain(doc),
    setup.check,
    replayed?.check ?? null,
    replayed === null ? checkScoredEvents(doc) : checkOutcome(doc, replayed),
    opts.snapshot === undefined || replayed === null ? null : checkSnapshot(doc, opts.snapshot, replayed),
    checkCommitment(doc, setup.payload, secret),
    // Sealed results name no drawn tile: the replay checks their digests against the pile instead.
    pile === null || privateHands ? null : checkDraws(doc, pile),
    opts.receipts === undefined ? null : checkReceipts(doc, opts.receipts.list, opts.receipts.keys),
  ]
  const ran = checks.filter((c): c is Check => c !== null)
  return { ok: ran.every((c) => c.ok), checks: ran }
}
