/** Writing SVG text: escaped character data and attribute values, numbers in one fixed form. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text safe inside an element or a quoted attribute. U+FFFE and U+FFFF pass the name patterns but
 * are not XML characters, so they become U+FFFD rather than making the document unreadable.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]).replace(/[\uFFFE\uFFFF]/g, '\uFFFD')
}

/** A coordinate with at most one decimal, never "-0": the same number is always the same bytes. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return rounded === 0 ? '0' : String(rounded)
}
