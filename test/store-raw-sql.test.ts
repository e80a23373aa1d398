// The statements' way to the database (src/store/raw-sql.ts). On the embedded database each
// statement is prepared once and run with its values as literals: every value must arrive exactly
// as bound parameters would deliver it (quotes, backslashes, JSON, Unicode, NULL), a list or a NUL
// takes the plain way, and a prepared statement the session lost is prepared again.
import { PGlite } from '@electric-sql/pglite'
import fc from 'fast-check'
import t from 'tap'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { rawSql, type RawArg } from '../src/store/raw-sql.js'

t.test('prepared statements on the embedded database', async (t) => {
  const pglite = await PGlite.create('memory://')
  t.teardown(() => pglite.close())
  const sent: string[] = []
  const query = pglite.query.bind(pglite)
  pglite.query = ((sql: string, ...rest: never[]) => {
    sent.push(sql)
    return query(sql, ...rest)
  }) as typeof pglite.query
  const adapter = new PrismaPGlite(pglite)
  const sql = rawSql(() => adapter.connect(), { prepare: true })
  const plain = rawSql(() => adapter.connect())

  const ECHO = 'SELECT $1::text AS s, $2::jsonb AS j, $3::int AS n, $4::boolean AS b, $5::timestamptz AS at, $6::text AS missing'
  const strings = ["it's", 'back\\slash', "E'\\x41'", '\\\\', "''", 'ünïcødé ☃ 𝄞', 'line\nbreak\ttab', '$1', "'); DROP TABLE x; --"]
  for (const s of strings) {
    const args: RawArg[] = [s, JSON.stringify({ s, list: [1, 'two'] }), -42, true, '2026-12-05T02:00:00.123Z', null]
    const [row] = await sql.query<Record<string, unknown>>(ECHO, args)
    const [expected] = await plain.query<Record<string, unknown>>(ECHO, args)
    t.same(row, expected, `${JSON.stringify(s)}: the same row as with bound parameters`)
    t.equal(row.s, s)
    t.same(JSON.parse(String(row.j)), { s, list: [1, 'two'] }, 'the JSON (the adapter answers jsonb as its text)')
  }
  // Any text, JSON document and integer arrives as a bound parameter would deliver it (NUL aside,
  // which PostgreSQL refuses either way, test above).
  const noNul = (s: string) => !s.includes('\0')
  await fc.assert(
    fc.asyncProperty(
      fc.string({ unit: 'binary' }).filter(noNul),
      // jsonb refuses an escaped NUL (\u0000) as well
      fc.jsonValue({ stringUnit: 'binary' }).map((v) => JSON.stringify(v)).filter((json) => noNul(json) && !json.includes('\\u0000')),
      fc.integer(),
      fc.boolean(),
      async (text, json, n, b) => {
        const args: RawArg[] = [text, json, n, b, '2026-12-05T02:00:00.123Z', null]
        const [row] = await sql.query<Record<string, unknown>>(ECHO, args)
        const [expected] = await plain.query<Record<string, unknown>>(ECHO, args)
        t.same(row, expected)
        return row.s === text && row.n === n && row.b === b
      },
    ),
    { numRuns: 300 },
  )
  const prepares = sent.filter((text) => text.startsWith('PREPARE '))
  t.equal(prepares.length, 1, 'the statement prepared once')
  t.match(prepares[0], /^PREPARE stmt_[0-9a-f]{8}_0 AS SELECT \$1::text/)
  t.equal(sent.filter((text) => text.startsWith('EXECUTE ')).length, strings.length + 300, 'then run by name')
  t.same(await sql.query('SELECT 1 AS one', []), [{ one: 1 }], 'a statement without parameters: EXECUTE without a list')
  t.same(await sql.query('SELECT $1::text AS s', [undefined as never]), [{ s: null }], 'undefined is NULL, as a bound parameter sends it')

  sent.length = 0
  t.same(await sql.query('SELECT $1::text[] AS list', [['a', "b'c"]]), [{ list: ['a', "b'c"] }], 'a list is bound as a parameter')
  t.same(sent, ['SELECT $1::text[] AS list'])
  await t.rejects(sql.query('SELECT $1::text AS s', ['a\0b']), 'a NUL is refused by the database, as a bound parameter is')
  t.notOk(sent.some((text) => text.includes('\0')), 'and never written into a statement')

  // The session loses its prepared statements: the next call prepares again and answers.
  await pglite.exec('DEALLOCATE ALL')
  sent.length = 0
  t.same(await sql.query('SELECT 1 AS one', []), [{ one: 1 }])
  t.equal(sent.length, 3)
  t.match(sent, [/^EXECUTE stmt_/, /^PREPARE stmt_[0-9a-f]{8}_\d+ AS SELECT 1 AS one$/, /^EXECUTE stmt_/])

  // Concurrent calls: one PREPARE for a statement's first calls, and one again when all of them
  // find it lost.
  const preparedCount = async () => (await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n
  const four = () => Promise.all([1, 2, 3, 4].map((n) => sql.query<{ n: number }>('SELECT $1::int * 2 AS n', [n])))
  sent.length = 0
  t.same(await four(), [[{ n: 2 }], [{ n: 4 }], [{ n: 6 }], [{ n: 8 }]])
  t.equal(sent.filter((text) => text.startsWith('PREPARE ')).length, 1, 'four first calls at once: one PREPARE')
  await pglite.exec('DEALLOCATE ALL')
  sent.length = 0
  t.same(await four(), [[{ n: 2 }], [{ n: 4 }], [{ n: 6 }], [{ n: 8 }]])
  t.equal(sent.filter((text) => text.startsWith('PREPARE ')).length, 1, 'four calls that found it lost: one PREPARE')
  t.equal(await preparedCount(), 1, 'and no statement left behind')

  // A plan whose result the schema changed is dropped and prepared again.
  await pglite.exec('CREATE TABLE k (a int); INSERT INTO k VALUES (1)')
  t.same(await sql.query('SELECT * FROM k WHERE a = $1::int', [1]), [{ a: 1 }])
  await pglite.exec('ALTER TABLE k ADD COLUMN b int')
  t.same(await sql.query('SELECT * FROM k WHERE a = $1::int', [1]), [{ a: 1, b: null }])
  t.equal(await preparedCount(), 2, 'the doubling and the new plan of k: the old one deallocated')

  // A statement the database refuses is the same error either way.
  await t.rejects(sql.query('SELECT $1::int AS n', ['not a number']), { cause: { originalCode: '22P02' } })
  await t.rejects(plain.query('SELECT $1::int AS n', ['not a number']), { cause: { originalCode: '22P02' } })
})
