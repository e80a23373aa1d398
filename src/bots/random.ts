/** The seeded source of the random bot: SHA-256 in counter mode, uniform by rejection (no modulo bias). */
import { hash } from 'node:crypto'
import type { Pick } from './strategies.js'

export function seededPick(seed: string): Pick {
  let block = 0
  return (n) => {
    if (!Number.isInteger(n) || n < 1) throw new Error(`cannot pick among ${n}`)
    const limit = Math.floor(0x100000000 / n) * n
    for (;;) {
      const u = Buffer.from(hash('sha256', `${seed}:${block++}`, 'hex'), 'hex').readUInt32BE(0)
      if (u < limit) return u % n
    }
  }
}
