// Limited table space (variants.md 5) in property tests: a random table around (0, 0), or none, and
// the check that a game's board kept to it.
import assert from 'node:assert/strict'
import fc from 'fast-check'
import type { GameState, TableBounds } from '../../src/engine/index.js'

/** No table in about half the games; otherwise 5 to 13 cells wide and 5 to 11 high. */
export const tableOrNone: fc.Arbitrary<TableBounds | null> = fc.option(
  fc.record({ minX: fc.integer({ min: -6, max: -2 }), maxX: fc.integer({ min: 2, max: 6 }), minY: fc.integer({ min: -5, max: -2 }), maxY: fc.integer({ min: 2, max: 5 }) }),
  { nil: null },
)

/** The options member of a table, if any. */
export const tableOption = (table: TableBounds | null) => (table === null ? {} : { table })

export function assertOnTable(state: GameState, table: TableBounds | null): void {
  if (table === null) return
  assert.ok(state.board.every((b) => b.x >= table.minX && b.x <= table.maxX && b.y >= table.minY && b.y <= table.maxY), 'every tile on the table')
}
