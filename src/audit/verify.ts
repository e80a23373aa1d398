/**
 * Verifies a game's history with the engine alone: the routes, the bulk audit and the golden tests
 * all go through here. Pure: nothing is read or written.
 */
import { checkChain } from './chain.js'
import { checkCommitment, checkDraws } from './deck.js'
import type { GameExport } from './document.js'
import { checkOutcome, checkSnapshot } from './outcome.js'
import { publicPile } from './pile.js'
import { replayHistory } from './replay.js'
import type { Check, VerifyReport } from './report.js'
import { checkSetup } from './setup.js'

export interface VerifyOptions {
  /** The server's seed of a game still in play: replays its true pile; never named in the report. */
  readonly secretSeed?: string | null
  /** The stored state (games.state), compared with the replayed one. */
  readonly snapshot?: unknown
}

export function verifyHistory(doc: GameExport, opts: VerifyOptions = {}): VerifyReport {
  const secretSeed = opts.secretSeed ?? null
  const setup = checkSetup(doc)
  const replayed = replayHistory(doc, setup.payload, secretSeed)
  const pile = setup.payload === null ? null : publicPile(doc, setup.payload)
  const checks: (Check | null)[] = [
    checkChain(doc),
    setup.check,
    replayed.check,
    checkOutcome(doc, replayed),
    opts.snapshot === undefined ? null : checkSnapshot(doc, opts.snapshot, replayed),
    checkCommitment(doc, setup.payload, secretSeed),
    pile === null ? null : checkDraws(doc, pile),
  ]
  const ran = checks.filter((c): c is Check => c !== null)
  return { ok: ran.every((c) => c.ok), checks: ran }
}
