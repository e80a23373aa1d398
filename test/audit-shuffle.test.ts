// Fair shuffle by commit and reveal, end to end: the commitment is published at creation, the
// server's seed stays secret while the game runs and is revealed once it is finished, it hashes to
// the commitment, and the engine's shuffle of the 71-tile inventory with it gives the very order in
// which the log drew (and discarded) the tiles. Client seeds and stacked decks are checked alike.
import t from 'tap'
import { baseInventory, shuffle } from '../src/engine/index.js'
import { sha256Hex } from '../src/service/deck.js'
import { canonicalJson } from '../src/store/chain.js'
import { createGame, getJson, testApp } from './helpers/app.js'
import { exportOf, playGame, verifyDoc } from './helpers/audit.js'

/** Every tile the log's draws took off the pile, in order: the discarded ones, then the drawn one. */
function takenTiles(log: any[]): string[] {
  return log
    .filter((e) => e.type === 'draw')
    .flatMap((e) => {
      const drawn = e.result.events.find((ev: any) => ev.type === 'drawn')
      return [...drawn.discarded, ...(drawn.tile === null ? [] : [drawn.tile])]
    })
}

t.test('commit and reveal', async (t) => {
  const { app, db } = await testApp(t)

  t.test('a server seed', async (t) => {
    const started = await playGame(app, { players: 2, turns: 12 })
    const secret = (await db.prisma.game.findUniqueOrThrow({ where: { id: started.id } })).seed!
    const view = await getJson(app, `/games/${started.id}`)
    t.equal(view.deckSource, 'server')
    t.equal(view.deckCommitment, sha256Hex(secret), 'the commitment is published from the start')
    t.notOk('seed' in view, 'the game does not show the seed while it is played')
    const { actions } = await getJson(app, `/games/${started.id}/actions`)
    t.same(actions[0].result, { deckSource: 'server', deckCommitment: view.deckCommitment }, 'entry 0 records the commitment')
    for (const body of [JSON.stringify(view), JSON.stringify(actions), JSON.stringify(await exportOf(app, started.id)), JSON.stringify(await getJson(app, `/games/${started.id}/verify`))]) {
      t.notOk(body.includes(secret), 'no response reveals the seed')
    }

    const { id, game } = await playGame(app, { players: 2 })
    t.equal(game.status, 'finished')
    t.match(game.seed, /^[0-9a-f]{64}$/, 'revealed once finished: 32 random bytes in hex')
    t.equal(sha256Hex(game.seed), game.deckCommitment, 'sha256(seed) = commitment')
    const doc = await exportOf(app, id)
    t.equal(doc.seed, game.seed, 'the export carries the revealed seed')
    const pile = shuffle(baseInventory(), game.seed)
    t.equal(pile.length, 71)
    t.same(takenTiles(doc.log), pile, 'the log took all 71 tiles in the order the seed shuffles them')
    const report = await verifyDoc(app, doc)
    t.match(report.checks, [{}, {}, {}, {}, { name: 'commitment', ok: true }, { name: 'draws', ok: true }])
  })

  t.test("a client's seed: secret and committed with a salt while the game runs, revealed once it ends", async (t) => {
    const seed = 'my table, my seed'
    const running = await playGame(app, { players: 3, seed, turns: 6 })
    t.equal(running.game.deckSource, 'seed')
    const doc = await exportOf(app, running.id)
    t.match(doc, { deckSource: 'seed', deckCommitment: /^[0-9a-f]{64}$/, status: 'active' })
    t.notOk('seed' in doc || 'deckSalt' in doc, 'the export does not show the seed or its salt')
    t.notOk('seed' in doc.log[0].payload, 'nor does entry 0')
    const { actions } = await getJson(app, `/games/${running.id}/actions`)
    for (const body of [JSON.stringify(running.game), JSON.stringify(actions), JSON.stringify(doc), JSON.stringify(await getJson(app, `/games/${running.id}/verify`))]) {
      t.notOk(body.includes(seed), 'no response reveals the seed')
    }
    const secret = await db.prisma.game.findUniqueOrThrow({ where: { id: running.id } })
    t.equal(doc.deckCommitment, sha256Hex(canonicalJson({ salt: secret.deckSalt, seed })), 'commitment = sha256 of the canonical {salt, seed}')
    t.same(await verifyDoc(app, doc), { ok: true, checks: ['chain', 'setup', 'replay', 'outcome'].map((name) => ({ name, ok: true })) }, 'checked as far as a secret pile allows')

    const { id, game } = await playGame(app, { players: 2, seed })
    t.equal(game.status, 'finished')
    const finished = await exportOf(app, id)
    t.match(finished, { deckSource: 'seed', seed, deckSalt: /^[0-9a-f]{32}$/ })
    t.same([game.seed, game.deckSalt], [seed, finished.deckSalt], 'the finished game reveals the seed and its salt')
    t.equal(finished.deckCommitment, sha256Hex(canonicalJson({ salt: finished.deckSalt, seed })))
    t.same(takenTiles(finished.log), shuffle(baseInventory(), seed), 'the log took all 71 tiles in the order the seed shuffles them')
    const names = ['chain', 'setup', 'replay', 'outcome', 'commitment', 'draws']
    t.same(await verifyDoc(app, finished), { ok: true, checks: names.map((name) => ({ name, ok: true })) })
    const unsalted = structuredClone(finished)
    delete unsalted.deckSalt
    t.match((await verifyDoc(app, unsalted)).checks.find((c: any) => c.name === 'commitment'), { ok: false, seq: 0, reason: /^sha256 of the seed is [0-9a-f]{64}, but the game committed to / }, 'the salt is needed')
    const forged = { ...structuredClone(finished), seed: 'another seed' }
    t.match((await verifyDoc(app, forged)).checks.find((c: any) => c.name === 'commitment'), { ok: false, seq: 0, reason: /^the commitment of the seed and salt is [0-9a-f]{64}, but the game committed to / })
  })

  t.test('a stacked deck: committed with a salt while the game runs, revealed once it ends', async (t) => {
    const deck = ['E', 'U', 'V', 'B', 'K']
    const created = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck })
    const running = await exportOf(app, created.id)
    t.match(running, { deckSource: 'stacked', deckCommitment: /^[0-9a-f]{64}$/ })
    t.notOk('deck' in running.log[0].payload, 'entry 0 does not show the order')
    t.notOk('stackedDeck' in running || 'deckSalt' in running, 'neither does the export')
    t.notOk('stackedDeck' in created.body.game || 'deckSalt' in created.body.game, 'nor the game')
    t.notOk(JSON.stringify(await getJson(app, `/games/${created.id}/actions`)).includes('"EUVBK"'), 'nor the log')

    const { id, game } = await playGame(app, { players: 2, deck })
    t.equal(game.status, 'finished')
    const doc = await exportOf(app, id)
    t.match(doc, { deckSource: 'stacked', stackedDeck: deck, deckSalt: /^[0-9a-f]{32}$/ })
    t.same(game.stackedDeck, deck, 'the finished game reveals the deck')
    t.equal(game.deckSalt, doc.deckSalt, 'and its salt')
    t.equal(doc.deckCommitment, sha256Hex(canonicalJson({ deck, salt: doc.deckSalt })), 'commitment = sha256 of the canonical {deck, salt}')
    t.notOk('seed' in doc)
    t.same(takenTiles(doc.log), deck)
    const names = ['chain', 'setup', 'replay', 'outcome', 'snapshot', 'commitment', 'draws']
    t.same(await getJson(app, `/games/${id}/verify`), { ok: true, checks: names.map((name) => ({ name, ok: true })) })
    t.same(await verifyDoc(app, doc), { ok: true, checks: names.filter((n) => n !== 'snapshot').map((name) => ({ name, ok: true })) })

    const forged = structuredClone(doc)
    forged.stackedDeck = ['E', 'V', 'U', 'B', 'K']
    const report = await verifyDoc(app, forged)
    t.match(report.checks.find((c: any) => c.name === 'commitment'), { ok: false, seq: 0, reason: /^the commitment of the stacked deck and salt is [0-9a-f]{64}, but the game committed to / })
    const hidden = structuredClone(doc)
    delete hidden.stackedDeck
    delete hidden.deckSalt
    t.match((await verifyDoc(app, hidden)).checks.find((c: any) => c.name === 'commitment'), { ok: false, reason: 'the game is finished but the document does not reveal its stacked deck' })
  })
})
