/**
 * The deterministic shuffle: Fisher-Yates driven by SHA-256 in counter mode, so that anyone can
 * recompute a pile from its seed with nothing but the description in the README:
 * block k = sha256(utf8(seed + ":" + k)), read as eight big-endian uint32 values in order;
 * for i = n-1 down to 1, j = the next value u with u < floor(2^32 / (i+1)) * (i+1), taken mod (i+1);
 * swap items i and j.
 */
import { hash } from 'node:crypto'

/** The uint32 values of the seed's SHA-256 counter-mode stream, one at a time. */
function uint32Stream(seed: string): () => number {
  let block = 0
  // The digest as a 'binary' (latin1) string, one character per byte: Node returns that several times
  // faster than a Buffer, which it allocates outside the heap on every call.
  let digest = ''
  let offset = 32
  return () => {
    if (offset === 32) {
      digest = hash('sha256', `${seed}:${block++}`, 'binary')
      offset = 0
    }
    const value = (digest.charCodeAt(offset) << 24) | (digest.charCodeAt(offset + 1) << 16) | (digest.charCodeAt(offset + 2) << 8) | digest.charCodeAt(offset + 3)
    offset += 4
    return value >>> 0
  }
}

export function shuffle<T>(items: readonly T[], seed: string): T[] {
  const out = items.slice()
  const next = uint32Stream(seed)
  for (let i = out.length - 1; i > 0; i--) {
    const range = i + 1
    const limit = Math.floor(0x100000000 / range) * range
    let u = next()
    while (u >= limit) u = next()
    const j = u % range
    const tmp = out[i]
    out[i] = out[j]
    out[j] = tmp
  }
  return out
}
