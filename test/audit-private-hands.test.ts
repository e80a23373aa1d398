// Private hands in the audit (variants.md 3, src/hidden/seal.ts): a sealed entry's digest commits to
// its whole result, so once the secret (here a stacked deck's salt) is revealed a changed digest, a revealed tile, a hidden tile or a
// sealed entry's digest removed are all caught by the replay, even when the chain is rehashed.
import { readFileSync } from 'node:fs'
import t from 'tap'
import { verifyHistory } from '../src/audit/verify.js'
import { redactResult } from '../src/hidden/redact.js'
import { entrySalt, sealResult } from '../src/hidden/seal.js'
import { sha256Hex } from '../src/service/deck.js'
import { canonicalJson } from '../src/store/chain.js'
import { expectFailure, rehash } from './helpers/audit.js'

const golden = () => JSON.parse(readFileSync(new URL('./fixtures/golden/2p-private-hand.json', import.meta.url), 'utf8'))
const sealedEntry = (doc: any) => doc.log.find((e: any) => e.type === 'score' && e.result.private !== undefined)

t.test('the golden private game verifies, and its first sealed score is what the seal makes of it', async (t) => {
  const doc = golden()
  t.equal(verifyHistory(doc).ok, true)
  const entry = sealedEntry(doc)
  const refilled = entry.result.events.find((e: any) => e.type === 'refilled')
  t.ok(refilled.drawn.length > 0 && refilled.drawn.every((tile: unknown) => tile === null), 'the drawn tiles are hidden')
  t.equal(doc.deckSource, 'stacked', "a stacked deck: a client's seed would publish the hands")
  t.equal(entrySalt({ deck: doc.stackedDeck, salt: doc.deckSalt }, entry.seq), sha256Hex(`carcassonne private hand\n${doc.deckSalt}\n${entry.seq}`), "the salt follows from the deck's salt and the seq")
})

t.test('seal and redaction', async (t) => {
  const whole = { events: [{ type: 'refilled', seat: 1, discarded: ['C'], drawn: ['A'], fromPile: ['C', 'A'] }, { type: 'placed', seat: 1, tile: 'E', x: 0, y: -1, rotation: 180 }] }
  const options = { farmers: true, hand: { size: 3, visible: false } }
  const sealed = sealResult(options, { seed: 's' }, 7, whole) as any
  t.same(sealed.events, [{ type: 'refilled', seat: 1, discarded: ['C'], drawn: [null], fromPile: [null, null] }, whole.events[1]])
  t.equal(sealed.private, sha256Hex(canonicalJson({ salt: entrySalt({ seed: 's' }, 7), result: whole })))
  t.same((redactResult(whole, 1) as any).events, whole.events, 'its own seat sees everything')
  t.same(sealResult({ ...options, hand: { size: 3, visible: true } }, { seed: 's' }, 7, whole), whole, 'visible hands are stored whole')
  t.same(sealResult(options, { seed: 's' }, 7, { events: [whole.events[1]] }), { events: [whole.events[1]] }, 'nothing private: no seal')
  t.same(redactResult({ deckSource: 'server', deckCommitment: 'c', hands: [['A', 'B'], ['C', 'D']] }, 0), { deckSource: 'server', deckCommitment: 'c', hands: [['A', 'B'], [null, null]] })
})

t.test('tampering with a sealed entry fails the replay, even rehashed', async (t) => {
  const cases: [string, (entry: any) => void][] = [
    ['another digest', (entry) => (entry.result.private = '0'.repeat(64))],
    ['the digest removed', (entry) => delete entry.result.private],
    ['a hidden tile revealed', (entry) => (entry.result.events.find((e: any) => e.type === 'refilled').drawn[0] = 'A')],
    ['a hidden tile dropped', (entry) => entry.result.events.find((e: any) => e.type === 'refilled').drawn.pop()],
  ]
  for (const [what, change] of cases) {
    const doc = golden()
    const entry = sealedEntry(doc)
    change(entry)
    t.test(what, async (t) => expectFailure(t, verifyHistory(rehash(doc)), 'replay', entry.seq, /^the stored result differs from the replay at /))
  }
  const deal = golden()
  deal.log[0].result.hands[1] = ['A', 'B', 'C']
  expectFailure(t, verifyHistory(rehash(deal)), 'replay', 0, /^entry 0's result differs from the setup at /)
})
