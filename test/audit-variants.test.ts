// The audit of games with variants (river, table, tieBreak): entry 0's options are accepted only
// in the form the service keeps them, and an edit of the options that changes what the rules
// decide is caught by the replay. Documents from the golden games, re-hashed as a forger would.
import { readFileSync } from 'node:fs'
import t from 'tap'
import { verifyHistory } from '../src/audit/verify.js'
import { testApp } from './helpers/app.js'
import { expectFailure, rehash, verifyDoc } from './helpers/audit.js'
import { expectProblem } from './helpers/http.js'

const load = (file: string) => JSON.parse(readFileSync(new URL(`./fixtures/golden/${file}`, import.meta.url), 'utf8'))

/** The golden document with entry 0's options (and the document's) changed, every hash recomputed. */
function withOptions(file: string, change: (options: any) => void): any {
  const doc = load(file)
  change(doc.log[0].payload.options)
  change(doc.options)
  return rehash(doc)
}

const SHAPE = /^entry 0's options are not \{ farmers: true \| false \} with optional clock/

t.test('options that are not as the service keeps them fail the setup check', async (t) => {
  const cases: [string, string, (o: any) => void, RegExp][] = [
    ['a river member missing', '2p-river.json', (o) => delete o.river.turnRule, SHAPE],
    ['a river member more', '2p-river.json', (o) => (o.river.lake = true), SHAPE],
    ['a table member missing', '3p-river-table.json', (o) => delete o.table.maxY, SHAPE],
    ['an empty tie-break chain (the default is not kept)', '2p-tie-break.json', (o) => (o.tieBreak = []), SHAPE],
    ['a null river (the default is not kept)', '2p-river.json', (o) => (o.river = null), SHAPE],
    ['an unknown option', '2p-river.json', (o) => (o.expansions = ['inns']), SHAPE],
    ['an option named after an inherited method', '2p-river.json', (o) => (o.__defineGetter__ = 1), SHAPE],
    ['a repeated criterion', '2p-tie-break.json', (o) => o.tieBreak.push('citiesCompleted'), /^the engine refuses the setup: tieBreak names citiesCompleted twice$/],
    ['an unknown turn rule', '2p-river.json', (o) => (o.river.turnRule = 'u-turn'), /^the engine refuses the setup: river\.turnRule is no-repeat, clearance, none, not u-turn$/],
    ['a table without (0, 0)', '3p-river-table.json', (o) => (o.table.minX = 1), /^the engine refuses the setup: the table must contain \(0, 0\)/],
  ]
  for (const [what, file, change, reason] of cases) {
    t.test(what, async (t) => expectFailure(t, verifyHistory(withOptions(file, change)), 'setup', 0, reason))
  }
})

t.test('options changed consistently: the replay tells', async (t) => {
  // Without the chain, B2's 4 : 4 is a shared victory: the stored end event names seat 0 alone.
  const shared = withOptions('2p-tie-break.json', (o) => delete o.tieBreak)
  expectFailure(t, verifyHistory(shared), 'replay', shared.version, /^the stored result differs from the replay at events\[1\]\.winners\[1\]: stored nothing, replayed 1$/)
  // Under no-repeat the clearance rule's removals do not happen.
  const rule = withOptions('3p-river-table.json', (o) => (o.river.turnRule = 'no-repeat'))
  t.equal(verifyHistory(rule).checks.find((c) => c.name === 'replay')!.ok, false, 'another turn rule')
  const bigger = withOptions('3p-river-table.json', (o) => (o.table.maxX = 9))
  t.equal(verifyHistory(bigger).checks.find((c) => c.name === 'replay')!.ok, false, 'another table')
})

t.test('POST /verify: the golden variants verify; malformed options are refused by the schema', async (t) => {
  const { app } = await testApp(t)
  for (const file of ['2p-river.json', '3p-river-table.json', '2p-tie-break.json']) t.equal((await verifyDoc(app, load(file))).ok, true, file)
  const res = await app.inject({ method: 'POST', url: '/verify', payload: withOptions('2p-river.json', (o) => delete o.river.turnRule) })
  expectProblem(t, res, 400, 'VALIDATION_ERROR', 'a river member missing')
  const report = await verifyDoc(app, withOptions('2p-tie-break.json', (o) => delete o.tieBreak))
  t.equal(report.ok, false, 'a chain taken out')
  // Entry 0's payload is loosely typed for POST /verify: an inherited method's name is an unknown option, not a 500.
  const doc = load('2p-tie-break.json')
  doc.log[0].payload.options.__defineGetter__ = 1
  const inherited = await app.inject({ method: 'POST', url: '/verify', payload: doc })
  t.equal(inherited.statusCode, 200)
  const setup = inherited.json().checks.find((c: { name: string }) => c.name === 'setup')
  t.equal(setup.ok, false)
  t.match(setup.reason, SHAPE)
})
