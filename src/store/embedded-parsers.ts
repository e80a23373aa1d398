/**
 * PGlite copies its instance's table of result parsers into a new object for every statement
 * (`{ ...db.parsers, ...options.parsers }` in its parseResults). Once started, that table holds
 * 316 entries: PGlite's own types, and the array parser of every array type in pg_catalog. Copying
 * them took 70 to 100 µs, against 13 for the table cut to PGlite's own types and the arrays of them
 * (32 entries), and a simple statement 205 µs at the median against 103 (BENCHMARKS.md,
 * twenty-second session). Every column the service reads is of such a type (text, integers,
 * booleans, JSON, timestamps, text[]; test/store-embedded-parsers.test.ts checks the schema). An
 * array of another type would come back as the database's text: a query that returned one through
 * the Prisma adapter (uuid[], inet[] and the like, which it reads as lists) would need its type kept.
 */
import { types, type PGlite } from '@electric-sql/pglite'

/** The type ids PGlite parses by itself (its table also holds entries by name, such as 'string'). */
export const OWN_PARSED_TYPES: readonly number[] = Object.keys(types.parsers)
  .filter((key) => /^\d+$/.test(key))
  .map(Number)

/** Keeps in `db.parsers` only PGlite's own types and the array types of them. */
export async function trimResultParsers(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ oid: number }>(`SELECT oid::int AS oid FROM pg_catalog.pg_type WHERE typcategory = 'A' AND typelem = ANY($1::oid[])`, [
    OWN_PARSED_TYPES,
  ])
  const kept = [...OWN_PARSED_TYPES, ...rows.map((row) => row.oid)]
  const parsers = db.parsers
  db.parsers = Object.fromEntries(kept.filter((oid) => parsers[oid] !== undefined).map((oid) => [oid, parsers[oid]]))
}
