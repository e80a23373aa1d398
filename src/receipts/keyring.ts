/**
 * Ed25519 keys that sign receipts. The newest private key signs; every key, retired ones included,
 * stays published (GET /keys), so a receipt signed years ago can still be checked.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto'

/** A public key as JWKS publishes it (RFC 8037). */
export interface PublicJwk {
  readonly kty: 'OKP'
  readonly crv: 'Ed25519'
  readonly kid: string
  readonly x: string
}

export interface Keyring {
  /** kid of the key that signs new receipts. */
  readonly activeKid: string
  /** Every published key, the active one first. */
  readonly keys: readonly PublicJwk[]
  sign(message: string): string
  /** Whether `signature` (base64url) is the signature of `message` by the published key `kid`. */
  verify(kid: string, message: string, signature: string): boolean
}

export function publicJwk(key: KeyObject): PublicJwk {
  const { x } = createPublicKey(key).export({ format: 'jwk' })
  if (typeof x !== 'string') throw new Error('not an Ed25519 key')
  return { kty: 'OKP', crv: 'Ed25519', kid: thumbprint(x), x }
}

/** The RFC 7638 JWK thumbprint: base64url sha256 of the required members in lexical order. */
function thumbprint(x: string): string {
  return createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url')
}

/**
 * A keyring signing with `active` and publishing it with `published` (earlier keys, private or
 * public). Keys must be Ed25519.
 */
export function keyring(active: KeyObject, published: readonly KeyObject[] = []): Keyring {
  if (active.asymmetricKeyType !== 'ed25519' || active.type !== 'private') throw new Error('the signing key must be an Ed25519 private key')
  const activeJwk = publicJwk(active)
  const byKid = new Map<string, { jwk: PublicJwk; key: KeyObject }>([[activeJwk.kid, { jwk: activeJwk, key: createPublicKey(active) }]])
  for (const key of published) {
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('published keys must be Ed25519')
    const jwk = publicJwk(key)
    if (!byKid.has(jwk.kid)) byKid.set(jwk.kid, { jwk, key: createPublicKey(key) })
  }
  return {
    activeKid: activeJwk.kid,
    keys: [...byKid.values()].map((k) => k.jwk),
    sign: (message) => sign(null, Buffer.from(message, 'utf8'), active).toString('base64url'),
    verify(kid, message, signature) {
      const entry = byKid.get(kid)
      if (entry === undefined || !/^[A-Za-z0-9_-]*$/.test(signature)) return false
      return verify(null, Buffer.from(message, 'utf8'), entry.key, Buffer.from(signature, 'base64url'))
    },
  }
}

/** A keyring with a new random key, for tests and throwaway servers. */
export function ephemeralKeyring(): Keyring {
  return keyring(generateKeyPairSync('ed25519').privateKey)
}

export function parseKey(pem: string): KeyObject {
  return pem.includes('PRIVATE KEY') ? createPrivateKey(pem) : createPublicKey(pem)
}
