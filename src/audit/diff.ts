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

/** A value for a reason: its JSON, shortened; "nothing" for a missing one. */
export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing'
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/** A JSON object (stored JSON may hold anything where an object is expected). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
