/** Limited table space (variants.md, section 5): the cells tiles may occupy. */
import type { TableBounds } from './state.js'

export function insideTable(table: TableBounds, x: number, y: number): boolean {
  return x >= table.minX && x <= table.maxX && y >= table.minY && y <= table.maxY
}
