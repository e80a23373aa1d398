/** Seat tokens: 256 random bits shown once; only their SHA-256 is stored, compared in constant time. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** The seat whose stored hash matches the token, or null. Every seat is compared, match or not. */
export function seatOfToken(seats: readonly { seat: number; tokenHash: string | null }[], token: string): number | null {
  const given = Buffer.from(tokenHash(token), 'hex')
  let found: number | null = null
  for (const s of seats) {
    // An open seat has no token yet: compared against nothing, it matches nothing.
    if (s.tokenHash !== null && timingSafeEqual(given, Buffer.from(s.tokenHash, 'hex'))) found = s.seat
  }
  return found
}
