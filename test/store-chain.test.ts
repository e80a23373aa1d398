// canonicalJson and entryHash: the exact format that anyone re-verifying a log relies on, and the
// property that a value read back from the database hashes as it did when it was written.
import { createHash, randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import t from 'tap'
import { canonicalJson, entryHash, GENESIS_HASH } from '../src/store/chain.js'
import { GameStore } from '../src/store/games.js'
import { testDatabase } from './helpers/db.js'

/** JSON values without what the store refuses: "__proto__" keys, and NUL, which jsonb cannot hold. */
const storable = () => fc.jsonValue().filter((value) => !/\\u0000|"__proto__":/.test(JSON.stringify(value)))

/** The same value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversedKeys(v)]))
  }
  return value
}

/** canonicalJson's first implementation (map, filter, sort, join), for JSON values: the faster one must give the same text. */
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : reference(item))).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${reference(record[key])}`)
    return `{${members.join(',')}}`
  }
  return JSON.stringify(value)
}

t.test('canonicalJson', async (t) => {
  t.equal(
    canonicalJson({ b: 1, a: [{ d: null, c: 'x"\n' }, true, 1.5e-7, -0], 'é': 2, Z: 3, '\u{1F600}': 4, '\uFFFF': 5 }),
    '{"Z":3,"a":[{"c":"x\\"\\n","d":null},true,1.5e-7,0],"b":1,"é":2,"\u{1F600}":4,"\uFFFF":5}',
    'keys in UTF-16 code unit order at every depth, no whitespace, JSON.stringify numbers and strings',
  )
  t.equal(canonicalJson({ a: undefined, b: [undefined] }), '{"b":[null]}', 'undefined keys are left out')
  t.equal(canonicalJson([, 1]), '[null,1]', 'a hole is null, as JSON.stringify and the database write it (the first implementation wrote no JSON)')
  t.equal(canonicalJson(Object.assign(Object.create(null), { x: 1 })), '{"x":1}')
  const proto = JSON.parse('{"a":{"__proto__":1}}')
  for (const bad of [new Date(0), Number.NaN, Infinity, 1n, undefined, () => 1, new Map(), { nested: [new Date(0)] }, proto]) {
    t.throws(() => canonicalJson(bad), TypeError, `refuses ${String(bad)}`)
  }
  fc.assert(
    fc.property(storable(), (value) => {
      const text = canonicalJson(value)
      return (
        text === reference(value) &&
        isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(value))) &&
        canonicalJson(reversedKeys(value)) === text &&
        canonicalJson(JSON.parse(text)) === text
      )
    }),
  )
  t.pass('the same text as the first implementation; round-trips through JSON.parse and ignores key order (property)')
})

t.test('entryHash is sha256 of the previous hash and the canonical entry', async (t) => {
  const entry = {
    gameId: 'g1',
    seq: 1,
    type: 'place',
    seat: 0,
    payload: { y: -1, x: 0, rotation: 180 },
    result: {},
    rulesVersion: 'r1',
    at: '2026-01-02T03:04:05.678Z',
  }
  const expected = createHash('sha256')
    .update(
      GENESIS_HASH +
        '{"at":"2026-01-02T03:04:05.678Z","gameId":"g1","payload":{"rotation":180,"x":0,"y":-1},' +
        '"result":{},"rulesVersion":"r1","seat":0,"seq":1,"type":"place"}',
    )
    .digest('hex')
  t.equal(GENESIS_HASH, '0'.repeat(64))
  t.equal(entryHash(GENESIS_HASH, entry), expected)
  t.not(entryHash(expected, entry), expected, 'the previous hash is covered')
})

t.test('a logged entry read back from the database hashes as written', async (t) => {
  const { db } = await testDatabase(t)
  const store = new GameStore(db)
  await fc.assert(
    fc.asyncProperty(storable(), storable(), async (payload, result) => {
      const { game } = await store.createGame({
        id: randomUUID(),
        options: {},
        state: {},
        status: 'active',
        deckSource: 'stacked',
        seed: null,
        deckCommitment: null,
        rulesVersion: 'r1',
        seats: [{ seat: 0, name: 'Ada', color: 'red', tokenHash: 'a'.repeat(64), inviteHash: null, playerId: null, bot: null }],
        entry: { payload: { payload }, result: { result } },
      })
      const written = await store.appendAction(game, {
        type: 'place',
        seat: 0,
        payload: { payload },
        result: { result },
        rulesVersion: 'r1',
        state: {},
        status: 'active',
      })
      let prev = GENESIS_HASH
      for (const { hash, at, ...rest } of await store.listActions(game.id)) {
        prev = entryHash(prev, { ...rest, at: at.toISOString() })
        if (prev !== hash) return false
      }
      return prev === written.hash
    }),
    { numRuns: 60 },
  )
  t.pass('hashes recompute from the stored rows')
})
