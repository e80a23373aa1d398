/** mulberry32: the seeded move chooser of an engine game (a choice in 0..n-1 per call). */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0
    let z = a
    z = Math.imul(z ^ (z >>> 15), z | 1)
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61)
    return ((((z ^ (z >>> 14)) >>> 0) / 4294967296) * n) | 0
  }
}
