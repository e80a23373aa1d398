/** The first place where two JSON values differ, for a failure reason an auditor can follow. */

export interface Difference {
  /** e.g. `events[2].score.points`; `the root` for the values themselves. */
  readonly path: string
  readonly stored: unknown
  readonly replayed: unknown
}

/** Keys whose value is undefined count as absent, as in canonical JSON. */
export function firstDifference(stored: unknown, replayed: unknown): Difference | null {
  const found = walk(stored, replayed, '')
  return found === null || found.path !== '' ? found : { ...found, path: 'the root' }
}

function walk(stored: unknown, replayed: unknown, path: string): Difference | null {
  if (Array.isArray(stored) && Array.isArray(replayed)) {
    for (let i = 0; i < Math.max(stored.length, replayed.length); i++) {
      const found = walk(stored[i], replayed[i], `${path}[${i}]`)
      if (found !== null) return found
    }
    return null
  }
  if (isRecord(stored) && isRecord(replayed)) {
    const keys = new Set([...Object.keys(stored), ...Object.keys(replayed)])
    for (const key of [...keys].sort()) {
      const found = walk(stored[key], replayed[key], path === '' ? key : `${path}.${key}`)
      if (found !== null) return found
    }
    return null
  }
  return stored === replayed ? null : { path, stored, replayed }
}

/** The longest value a reason shows whole; a longer one is cut to SHOWN_LENGTH - 3 characters and "...". */
const SHOWN_LENGTH = 80

/**
 * A JSON value for a reason: its JSON, shortened; "nothing" for a missing one. Only about the first
 * SHOWN_LENGTH characters are written, so a submitted value nested deeper than JSON.stringify can
 * recurse stops this at that depth, and a string of megabytes is cut before it is escaped.
 */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing'
  let text = ''
  /** Writes `v`'s JSON (as JSON.stringify would) until the text is longer than SHOWN_LENGTH; false once it is. */
  const write = (v: unknown): boolean => {
    if (Array.isArray(v)) {
      if (!append('[')) return false
      for (let i = 0; i < v.length; i++) {
        if (i > 0 && !append(',')) return false
        const item = v[i]
        if (!write(item === undefined || typeof item === 'function' || typeof item === 'symbol' ? null : item)) return false
      }
      return append(']')
    }
    if (isRecord(v)) {
      if (!append('{')) return false
      let first = true
      for (const key of Object.keys(v)) {
        const member = v[key]
        if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue
        if (!append(`${first ? '' : ','}${quoted(key)}:`) || !write(member)) return false
        first = false
      }
      return append('}')
    }
    return append(typeof v === 'string' ? quoted(v) : (JSON.stringify(v) ?? 'null'))
  }
  // A string's first SHOWN_LENGTH characters give at least the JSON's first SHOWN_LENGTH + 1 (the quote).
  const quoted = (string: string): string => JSON.stringify(string.length > SHOWN_LENGTH ? string.slice(0, SHOWN_LENGTH) : string)
  const append = (part: string): boolean => {
    text += part
    return text.length <= SHOWN_LENGTH
  }
  write(value)
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 3)}...` : text
}

/** A JSON object (stored JSON may hold anything where an object is expected). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
