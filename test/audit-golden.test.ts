// The golden games: complete games recorded through the service (npm run record:golden) and
// committed under test/fixtures/golden. Each must still verify, and the engine must still replay it
// to exactly the final scores pinned here: a rules change that alters the outcome of a game already
// played fails here, loudly.
import { readdirSync, readFileSync } from 'node:fs'
import t from 'tap'
import { verifyHistory } from '../src/audit/verify.js'
import { baseInventory, RULES_VERSION, shuffle } from '../src/engine/index.js'
import { deckCommitment, sha256Hex } from '../src/service/deck.js'
import { lessonNamed } from '../src/lessons/catalogue.js'
import { decisiveScoreIndex, goalAchieved } from '../src/lessons/progress.js'
import { replayLog } from '../src/service/log.js'
import { canonicalJson } from '../src/store/chain.js'
import { testApp } from './helpers/app.js'
import { verifyDoc } from './helpers/audit.js'

const GOLDEN_DIR = new URL('./fixtures/golden/', import.meta.url)

const GOLDEN: Record<string, { players: number; farmers: boolean; scores: number[]; winners: number[] }> = {
  '2p-farmers.json': { players: 2, farmers: true, scores: [27, 13], winners: [0] },
  '3p-no-farmers.json': { players: 3, farmers: false, scores: [36, 30, 29], winners: [0] },
  '4p-farmers.json': { players: 4, farmers: true, scores: [11, 35, 23, 18], winners: [1] },
  '5p-no-farmers.json': { players: 5, farmers: false, scores: [18, 25, 16, 34, 11], winners: [3] },
  // Seats 1 and 2 joined by invitation; two turns finished by the clock; seat 1 resigned in turn.
  '3p-play-by-web.json': { players: 3, farmers: true, scores: [28, 8, 21], winners: [0] },
  // Every third turn's placement taken back by an undo and placed again.
  '2p-undo.json': { players: 2, farmers: true, scores: [31, 16], winners: [0] },
  // Lesson 9's position (16 entries by: lesson), then the learner's final crossing with a highwayman.
  'lesson-09-unfinished-features.json': { players: 2, farmers: true, scores: [8, 0], winners: [0] },
  // The River with its defaults.
  '2p-river.json': { players: 2, farmers: true, scores: [13, 21], winners: [1] },
  // The River with the start tile shuffled in and the clearance rule, on a table of 10 x 7 cells.
  '3p-river-table.json': { players: 3, farmers: true, scores: [21, 37, 43], winners: [2] },
  // variants.md's B2: 4 : 4, the rulebook chain decides by the cities completed.
  '2p-tie-break.json': { players: 2, farmers: true, scores: [4, 4], winners: [0] },
  // Friendly redraws: two each, in the first turns after turn 10 (variants.md 4).
  '3p-redraw.json': { players: 3, farmers: true, scores: [21, 13, 17], winners: [0] },
  // Two-player draft: reserves and display choices at random (variants.md 6).
  '2p-draft.json': { players: 2, farmers: true, scores: [19, 16], winners: [0] },
  // The draft after the River (variants.md 8): 11 River turns, then the draft as in 2p-draft.
  '2p-river-draft.json': { players: 2, farmers: true, scores: [15, 9], winners: [0] },
  // Visible hands of four (variants.md 3): the deal in entry 0, refills in draws and scores.
  '3p-hand.json': { players: 3, farmers: false, scores: [11, 20, 34], winners: [2] },
  // Private hands of three (variants.md 3): drawn tiles sealed in the log, checked with the revealed seed.
  '2p-private-hand.json': { players: 2, farmers: true, scores: [10, 15], winners: [1] },
  // Visible hands of two dealt when the River ends (variants.md 8).
  '3p-river-hand.json': { players: 3, farmers: false, scores: [21, 22, 25], winners: [2] },
}

/** Every tile drawn or removed at a draw, in pile order. */
const pileOrder = (doc: any): string[] =>
  doc.log.flatMap((e: any) => (e.type === 'draw' ? e.result.events.filter((x: any) => x.type === 'drawn').flatMap((x: any) => [...x.discarded, ...(x.tile === null ? [] : [x.tile])]) : []))

/** Undo entries in 2p-undo.json. */
const UNDOS = 23

/** Reserve entries in 2p-draft.json. */
const RESERVES = 68

const load = (file: string) => JSON.parse(readFileSync(new URL(file, GOLDEN_DIR), 'utf8'))

t.same(readdirSync(GOLDEN_DIR).sort(), Object.keys(GOLDEN).sort(), 'every golden game has its pinned outcome')

for (const [file, expected] of Object.entries(GOLDEN)) {
  t.test(file, async (t) => {
    const doc = load(file)
    t.match(doc, { status: 'finished', options: { farmers: expected.farmers }, winners: expected.winners })
    t.equal(doc.players.length, expected.players)
    t.same(doc.players.map((p: { score: number }) => p.score), expected.scores, 'the recorded final scores')
    t.ok(doc.log.every((e: { rulesVersion: string }) => e.rulesVersion === RULES_VERSION), 'every entry carries the rules version that produced it')

    const replayed = replayLog(doc.log, doc.stackedDeck === undefined ? { seed: doc.seed } : { deck: doc.stackedDeck, salt: doc.deckSalt })
    if (!replayed.ok) throw new Error(`${file}: the engine rejects entry ${replayed.seq}: ${replayed.error.message}`)
    t.same(replayed.state.players.map((p) => p.score), expected.scores, 'the engine replays the log to the same final scores')
    t.same(replayed.state.winners, expected.winners, 'and the same winners')
    if (file === '3p-play-by-web.json') {
      t.same(doc.log.filter((e: { type: string }) => e.type === 'join' || e.type === 'resign').map((e: { type: string; seat: number }) => [e.type, e.seat]), [['join', 1], ['join', 2], ['resign', 1]])
      t.equal(doc.log.filter((e: { payload: { by?: string } }) => e.payload.by === 'clock').length, 6, 'two turns of three entries finished by the clock')
      t.same(replayed.state.players.map((p) => p.resigned), [false, true, false])
    }

    if (file === '2p-undo.json') {
      const undos = doc.log.filter((e: { type: string }) => e.type === 'undo')
      t.equal(undos.length, UNDOS, 'one undo every third turn')
      t.ok(undos.every((e: { seq: number; seat: number }) => ['place', 'deploy'].includes(doc.log[e.seq - 1].type) && doc.log[e.seq + 1].type === 'place'), 'each takes back a placement and is followed by another')
    }

    if (file === '3p-redraw.json') {
      const redraws = doc.log.filter((e: { type: string }) => e.type === 'redraw')
      t.same(redraws.map((e: { seat: number }) => e.seat).sort(), [0, 0, 1, 1, 2, 2], 'two redraws each')
      t.ok(redraws.every((e: { seq: number }) => doc.log[e.seq - 1].type === 'draw' && doc.log[e.seq + 1].type === 'place'), 'each between a draw and a placement')
      t.same(doc.options, { farmers: true, redraws: 2 })
    }

    if (file === '2p-draft.json') {
      const reserves = doc.log.filter((e: { type: string }) => e.type === 'reserve')
      t.equal(reserves.length, RESERVES, 'a reserve whenever a turn left two tiles')
      t.ok(reserves.every((e: { seq: number }) => doc.log[e.seq - 1].type === 'score' && doc.log[e.seq + 1].type === 'draw'), 'each between a score and a draw')
      t.ok(doc.log.filter((e: { type: string }) => e.type === 'place').every((e: { payload: { tile?: string } }) => typeof e.payload.tile === 'string'), 'every placement names its tile')
    }
    if (file === '2p-river-draft.json') {
      t.same(doc.options, { farmers: true, river: { startTile: 'removed', turnRule: 'no-repeat' }, draft: true })
      const draws = doc.log.filter((e: { type: string }) => e.type === 'draw').map((e: any) => e.result.events[0])
      t.same(draws.slice(0, 11).map((e: any) => [e.type, e.tile.length, e.discarded]), new Array(11).fill(['drawn', 2, []]), 'eleven River tiles drawn one at a time')
      t.equal(draws[10].tile, 'RL', 'the lake last')
      t.ok(draws.slice(11).every((e: any) => e.type === 'revealed'), 'then only reveals')
      const lake = doc.log.findIndex((e: any) => e.type === 'place' && e.payload.tile === 'RL')
      const start = doc.log.slice(lake).find((e: any) => e.type === 'draw')
      t.same([doc.log[start.seq - 1].type, start.seat, start.result.events[0].display.length], ['score', 1 - doc.log[lake].seat, 3], 'the next seat starts the draft with a reveal of three, no reserve')
    }
    if (file === '3p-hand.json') {
      t.same(doc.options, { farmers: false, hand: { size: 4, visible: true } })
      t.same(doc.log[0].result.hands.map((h: string[]) => h.length), [4, 4, 4], 'the deal: four tiles each')
      const discarded = doc.log.flatMap((e: any) => (e.type === 'draw' ? e.result.events[0].discarded : []))
      t.same(discarded, replayed.state.discarded, 'held tiles are removed only at their holder\'s draw')
      t.ok(doc.log.filter((e: any) => e.type === 'score').every((e: any) => e.result.events.some((x: any) => x.type === 'refilled')), 'every score draws back')
    }
    if (file === '2p-private-hand.json') {
      t.same(doc.options, { farmers: true, hand: { size: 3, visible: false } })
      const refills = doc.log.flatMap((e: any) => (e.result.events ?? []).filter((x: any) => x.type === 'refilled').map((x: any) => ({ e, x })))
      t.ok(refills.length > 70, `${refills.length} refills`)
      t.ok(refills.every(({ x }: any) => x.drawn.every((tile: unknown) => tile === null) && x.fromPile.every((tile: unknown) => tile === null)), 'no drawn tile named in the log')
      t.ok(refills.every(({ e, x }: any) => (x.fromPile.length > 0) === /^[0-9a-f]{64}$/.test(e.result.private ?? '')), 'exactly the entries that drew are sealed')
      t.same(doc.log[0].result.hands, [[null, null, null], [null, null, null]])
      t.ok(doc.log.filter((e: any) => e.type === 'place').every((e: any) => typeof e.payload.tile === 'string'), 'every placement names its tile')
    }
    if (file === '3p-river-hand.json') {
      t.same(doc.options, { farmers: false, river: { startTile: 'removed', turnRule: 'no-repeat' }, hand: { size: 2, visible: true } })
      const dealt = doc.log.filter((e: any) => (e.result.events ?? []).some((x: any) => x.type === 'dealt'))
      t.equal(dealt.length, 1, 'one deal')
      const lake = doc.log.findIndex((e: any) => e.type === 'place' && e.payload.tile === 'RL')
      t.ok(dealt[0].seq > lake && doc.log.slice(lake + 1, dealt[0].seq).every((e: any) => e.type !== 'draw'), 'dealt in the lake turn')
      const event = dealt[0].result.events.find((x: any) => x.type === 'dealt')
      t.same(event.hands.map((h: string[]) => h.length), [2, 2, 2])
      t.ok(event.hands.flat().every((tile: string) => tile.length === 1), 'land tiles only')
      t.same(doc.log[0].result.hands, [[], [], []], 'nothing dealt at setup')
    }
    if (file === 'lesson-09-unfinished-features.json') {
      const lesson = lessonNamed('09-unfinished-features')
      t.equal(doc.log[0].payload.lesson, lesson.id)
      t.same(doc.log.map((e: { payload: { by?: string } }) => e.payload.by === 'lesson'), [false, ...new Array(16).fill(true), false, false, false], 'the lesson plays entries 1 to 16')
      const decisive = decisiveScoreIndex(doc.log)
      t.equal(decisive, 19)
      t.equal(goalAchieved(lesson, doc.log[decisive], replayed.state), true, 'the learner achieved the goal')
    }
    if (file === '2p-river.json' || file === '3p-river-table.json') {
      const order = pileOrder(doc)
      t.same(order.slice(0, 10).sort(), ['RB', 'RC', 'RD', 'RD', 'RE', 'RG', 'RG', 'RH', 'RI', 'RK'], 'the ten middle River tiles come first')
      t.equal(order[10], 'RL', 'then the lake')
      t.notOk(order.slice(11).some((tile) => tile.length === 2), 'then land tiles only')
      t.equal(order.filter((tile) => tile === 'D').length, file === '2p-river.json' ? 3 : 4, 'the start tile D removed, or shuffled in')
      t.equal(replayed.state.board[0].tile, 'RA')
    }
    if (file === '3p-river-table.json') {
      t.same(doc.options.table, { minX: -4, maxX: 5, minY: -3, maxY: 3 })
      t.ok(replayed.state.board.every((b) => b.x >= -4 && b.x <= 5 && b.y >= -3 && b.y <= 3), 'every tile on the table')
      t.equal(replayed.state.discarded.filter((tile) => tile.length === 2).length, 5, 'five River tiles removed by the clearance rule')
    }
    if (file === '2p-tie-break.json') {
      t.same(replayed.state.players.map((p) => p.citiesCompleted), [1, 0], 'the cities completed decide')
    }

    const report = verifyHistory(doc)
    t.same(report.checks.filter((c) => !c.ok), [], 'every check passes')
    // Sealed results name no drawn tile: the replay checks their digests instead of a draws check.
    const draws = file === '2p-private-hand.json' ? [] : ['draws']
    t.same(report.checks.map((c) => c.name), ['chain', 'setup', 'replay', 'outcome', 'commitment', ...draws])
  })
}

t.test('the golden exports verify through POST /verify', async (t) => {
  const { app } = await testApp(t)
  for (const file of Object.keys(GOLDEN)) t.equal((await verifyDoc(app, load(file))).ok, true, file)
})

t.test('the worked example of docs/AUDIT.md is this code\'s output', async (t) => {
  const audit = readFileSync(new URL('../docs/AUDIT.md', import.meta.url), 'utf8')
  const doc = load('2p-farmers.json')
  const covered = ({ seq, type, seat, payload, result, rulesVersion, at }: any) => ({ gameId: doc.gameId, seq, type, seat, payload, result, rulesVersion, at })
  const facts = [
    doc.gameId,
    sha256Hex(doc.seed),
    ...doc.log.slice(0, 2).flatMap((e: any) => [canonicalJson(covered(e)), e.hash]),
    sha256Hex(`${doc.seed}:0`),
    shuffle(baseInventory(), doc.seed).join(''),
    baseInventory().join(''),
    deckCommitment({ deck: ['E', 'U', 'V'], salt: '00112233445566778899aabbccddeeff' }),
  ]
  for (const fact of facts) t.ok(audit.includes(fact), `AUDIT.md shows ${fact.slice(0, 60)}`)
})
