// The action log's hash chain: every entry's hash covers the previous entry's hash and the
// canonical JSON of the entry, so any change to a stored entry breaks every hash after it.
import { createHash } from 'node:crypto'

/** The `prevHash` of entry 0. */
export const GENESIS_HASH = '0'.repeat(64)

/** What an entry's hash covers. `at` is ISO 8601 with milliseconds in UTC (`Date#toISOString`). */
export interface ChainEntry {
  gameId: string
  seq: number
  type: string
  seat: number | null
  payload: unknown
  result: unknown
  rulesVersion: string
  at: string
}

/** sha256 hex of (prevHash + canonicalJson(entry)). */
export function entryHash(prevHash: string, entry: ChainEntry): string {
  return createHash('sha256').update(prevHash + canonicalJson(entry)).digest('hex')
}

/**
 * JSON with object keys sorted by UTF-16 code units at every depth and no whitespace; keys whose
 * value is undefined are left out. Only JSON values are accepted: a Date, a Map, a class
 * instance, a bigint or a non-finite number is an error, not silently converted. So is a
 * "__proto__" key, which Prisma drops or chokes on when storing JSON: its hash could never verify.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  // A finite number's JSON is its String (-0 included: both give "0").
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`)
    return String(value)
  }
  if (value === null || typeof value === 'boolean') return String(value)
  // Built by concatenation, not map/filter/join: every write hashes its entry (store/games.ts).
  if (Array.isArray(value)) {
    let text = '['
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i]
      text += (i === 0 ? '' : ',') + (item === undefined ? 'null' : canonicalJson(item))
    }
    return text + ']'
  }
  if (isPlainObject(value)) {
    if (Object.hasOwn(value, '__proto__')) throw new TypeError('canonicalJson: a "__proto__" key cannot be stored')
    const keys = Object.keys(value).sort()
    let text = '{'
    let first = true
    for (const key of keys) {
      const item = value[key]
      if (item === undefined) continue
      text += (first ? '' : ',') + JSON.stringify(key) + ':' + canonicalJson(item)
      first = false
    }
    return text + '}'
  }
  throw new TypeError(`canonicalJson: ${describe(value)} is not a JSON value`)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function describe(value: unknown): string {
  if (typeof value === 'object' && value !== null) return value.constructor?.name ?? 'object'
  return typeof value
}
