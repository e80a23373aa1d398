/**
 * The deterministic shuffle: Fisher-Yates driven by SHA-256 in counter mode, so that anyone can
 * recompute a pile from its seed with nothing but the description in the README:
 * block k = sha256(utf8(seed + ":" + k)), read as eight big-endian uint32 values in order;
 * for i = n-1 down to 1, j = the next value u with u < floor(2^32 / (i+1)) * (i+1), taken mod (i+1);
 * swap items i and j.
 */
import { hash } from 'node:crypto'

/**
 * The values of the seed's SHA-256 counter-mode stream, one at a time, each as an int32 with the
 * same 32 bits: a uint32 above 2^31 is a heap-allocated double in V8, an int32 never is.
 */
function int32Stream(seed: string): () => number {
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
    return value
  }
}

export function shuffle<T>(items: readonly T[], seed: string): T[] {
  return shuffleEach([items], seed)[0]
}

/**
 * Several lists shuffled one after the other with one stream from the seed: the second list's
 * shuffle takes the values after the first's (the River's middle tiles, then the land tiles).
 */
export function shuffleEach<T>(lists: readonly (readonly T[])[], seed: string): T[][] {
  const next = int32Stream(seed)
  return lists.map((items) => shuffleWith(items, next))
}

/**
 * Fisher-Yates exactly as described above, in int32 arithmetic: values are compared with their sign
 * bits flipped (which orders int32s as the uint32s they stand for), and u mod range is taken on
 * u's 16-bit halves.
 */
function shuffleWith<T>(items: readonly T[], next: () => number): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const range = i + 1
    // The largest value kept, floor(2^32 / range) * range - 1 (a limit of 2^32 itself is no int32).
    const highest = (Math.floor(0x100000000 / range) * range - 1) ^ 0x80000000
    let u = next()
    while ((u ^ 0x80000000) > highest) u = next()
    const j = (((u >>> 16) % range) * (0x10000 % range) + (u & 0xffff)) % range
    const tmp = out[i]
    out[i] = out[j]
    out[j] = tmp
  }
  return out
}
