/**
 * Commit and reveal: the seed hashes to the commitment published at creation, and the log's draws
 * take the tiles in the order that seed (or a stacked deck) puts them.
 */
import { deckCommitment, type DeckSecret } from '../service/deck.js'
import type { CreatePayload } from '../service/log.js'
import type { GameExport } from './document.js'
import { loggedDraws, revealedSecret } from './pile.js'
import { failed, passed, type Check } from './report.js'

/** Null when there is nothing to check: a deck stacked in the log, or a pile still secret to this verifier. */
export function checkCommitment(doc: GameExport, payload: CreatePayload | null, secret: DeckSecret | null): Check | null {
  if (payload?.deck !== undefined || (payload === null && doc.deckSource === 'stacked' && doc.deckCommitment === null)) return null
  if (payload?.seed !== undefined && doc.seed !== undefined && doc.seed !== payload.seed) {
    return failed('commitment', 0, "the document's seed is not the seed entry 0 records")
  }
  if (doc.stackedDeck !== undefined && doc.deckSalt === undefined) return failed('commitment', 0, 'the document reveals a stacked deck without its salt')
  if (doc.deckSalt !== undefined && doc.stackedDeck === undefined && doc.seed === undefined) return failed('commitment', 0, 'the document reveals a salt without its seed or stacked deck')
  const known = (payload === null ? null : revealedSecret(doc, payload)) ?? secret
  if (known === null) {
    const what = doc.deckSource === 'stacked' ? 'stacked deck' : 'seed'
    return doc.status === 'finished' ? failed('commitment', 0, `the game is finished but the document does not reveal its ${what}`) : null
  }
  const hash = deckCommitment(known)
  if (hash === doc.deckCommitment) return passed('commitment')
  const of = !('seed' in known) ? 'the commitment of the stacked deck and salt' : known.salt === undefined ? 'sha256 of the seed' : 'the commitment of the seed and salt'
  return failed('commitment', 0, `${of} is ${hash}, but the game committed to ${doc.deckCommitment}`)
}

/** Every tile the log's draws took (discarded ones first) is the next one of `pile`. */
export function checkDraws(doc: GameExport, pile: readonly string[]): Check {
  const draws = loggedDraws(doc.log)
  if (!draws.ok) return failed('draws', draws.seq, draws.reason)
  // Redraws and reserves put tiles back at the bottom: the pile grows as the log goes.
  const extended = [...pile]
  let position = 0
  for (const draw of draws.value) {
    if (draw.putBack !== undefined) extended.push(draw.putBack)
    for (const tile of draw.tiles) {
      if (position === extended.length) return failed('draws', draw.seq, `the log takes ${tile} after all ${extended.length} tiles of the pile`)
      if (extended[position] !== tile) return failed('draws', draw.seq, `tile ${position + 1} of the pile is ${extended[position]}, the log takes ${tile}`)
      position++
    }
    if (draw.exhausted && position !== extended.length) return failed('draws', draw.seq, `the log says the pile ran out, but ${extended.length - position} tiles remain`)
  }
  return passed('draws')
}
