/**
 * Webhook secrets and signatures as Standard Webhooks writes them: the secret is `whsec_` and the
 * base64 of the key; a signature is `v1,` and the base64 HMAC-SHA256, under that key, of
 * `<webhook id>.<unix seconds>.<body>`.
 */
import { createHmac, randomBytes } from 'node:crypto'

const PREFIX = 'whsec_'

/** A new secret with a 32-byte random key. */
export function newSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`
}

/** The Webhook-Signature header of one request. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}
