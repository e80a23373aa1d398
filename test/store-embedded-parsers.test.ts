// PGlite's table of result parsers, cut to its own types and the arrays of them
// (src/store/embedded-parsers.ts): every column type of the service's tables, and its array type,
// keeps the parser it had, and values of every kept type read exactly as with the whole table.
import { PGlite } from '@electric-sql/pglite'
import t from 'tap'
import { OWN_PARSED_TYPES, trimResultParsers } from '../src/store/embedded-parsers.js'
import { MIGRATIONS_DIR } from '../src/store/database.js'
import { applyMigrations } from '../src/store/migrate.js'

/** A value of each of PGlite's own types and an array of it, as one row. */
const SAMPLES = `SELECT 'a''b'::text AS text, 'v'::varchar AS varchar, 'c'::bpchar AS bpchar, 7::int2 AS int2, -8::int4 AS int4,
  9007199254740993::int8 AS int8, 26::oid AS oid, 1.5::float4 AS float4, 2.25::float8 AS float8, '{"a":[1,"x"]}'::json AS json,
  '{"b":null}'::jsonb AS jsonb, true AS bool, '2026-12-07'::date AS date, '2026-12-07 01:02:03.456'::timestamp AS timestamp,
  '2026-12-07 01:02:03.456+00'::timestamptz AS timestamptz, '\\x00ff'::bytea AS bytea,
  ARRAY['x', 'y"z', NULL]::text[] AS texts, ARRAY[1, 2]::int4[] AS int4s, ARRAY[3]::int8[] AS int8s, ARRAY[true, false] AS bools,
  ARRAY['{"c":1}']::jsonb[] AS jsonbs, ARRAY['2026-12-07 01:02:03+00']::timestamptz[] AS timestamptzs, ARRAY[1.5]::float8[] AS float8s`

t.test('the service tables read as with PGlite’s whole table of parsers', async (t) => {
  const db = await PGlite.create('memory://')
  t.teardown(() => db.close())
  await applyMigrations(db, MIGRATIONS_DIR)
  const whole = { ...db.parsers }
  const before = (await db.query(SAMPLES)).rows
  t.ok(Object.keys(whole).length > 300, `PGlite starts with ${Object.keys(whole).length} parsers`)

  await trimResultParsers(db)
  const kept = Object.keys(db.parsers).map(Number)
  t.equal(kept.length, 32, `PGlite’s 16 own types and the 16 array types of them (kept: ${kept.join(', ')})`)
  const { rows: elements } = await db.query<{ oid: number; element: number }>(
    `SELECT oid::int AS oid, typelem::int AS element FROM pg_catalog.pg_type WHERE oid = ANY($1::oid[])`,
    [kept],
  )
  for (const { oid, element } of elements) {
    t.ok(OWN_PARSED_TYPES.includes(oid) || OWN_PARSED_TYPES.includes(element), `type ${oid} is PGlite’s own or an array of one`)
    t.equal(db.parsers[oid], whole[oid], `type ${oid} keeps its parser`)
  }
  t.same((await db.query(SAMPLES)).rows, before, 'every kept type and array reads as before')

  const { rows: columns } = await db.query<{ name: string; type: number; array: number }>(
    `SELECT c.relname || '.' || a.attname AS name, a.atttypid::int AS type, t.typarray::int AS array
     FROM pg_catalog.pg_attribute a JOIN pg_catalog.pg_class c ON c.oid = a.attrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
  )
  t.ok(columns.length > 50, `${columns.length} columns`)
  for (const { name, type, array } of columns) {
    for (const oid of [type, array]) {
      if (whole[oid] !== undefined) t.equal(db.parsers[oid], whole[oid], `${name}: type ${oid} keeps its parser`)
    }
  }
})
