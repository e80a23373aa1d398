/**
 * The receipt keys of a server: a folder of PEM files. `*.key.pem` are Ed25519 private keys (the
 * last by name signs, unless a kid is chosen), `*.pub.pem` retired public keys that stay published.
 * Several processes may share the folder; the first to find it empty creates the initial key.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { keyring, parseKey, publicJwk, type Keyring } from './keyring.js'

const PRIVATE = '.key.pem'
const PUBLIC = '.pub.pem'
/** Sorts before any rotated key's timestamped name. */
const INITIAL_KEY = `0-initial${PRIVATE}`

export function loadKeyFolder(dir: string, activeKid?: string): Keyring {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (privateKeyFiles(dir).length === 0) writeNewKey(dir, INITIAL_KEY)
  const privateKeys = privateKeyFiles(dir).map((file) => parseKey(readFileSync(join(dir, file), 'utf8')))
  const publicKeys = readdirSync(dir)
    .filter((file) => file.endsWith(PUBLIC))
    .map((file) => parseKey(readFileSync(join(dir, file), 'utf8')))
  const active = activeKid === undefined ? privateKeys[privateKeys.length - 1] : privateKeys.find((k) => publicJwk(k).kid === activeKid)
  if (active === undefined) throw new Error(`no private key with kid ${activeKid} in ${dir}`)
  return keyring(active, [...privateKeys, ...publicKeys])
}

/** Adds a new signing key named by the time (so it sorts last); returns its file name. */
export function rotateKey(dir: string, now = new Date()): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const name = `${now.toISOString().replace(/[-:.]/g, '')}${PRIVATE}`
  writeNewKey(dir, name)
  return name
}

function privateKeyFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(PRIVATE))
    .sort()
}

/** Writes a fresh key under `name` unless that file exists (link is atomic: one process wins). */
function writeNewKey(dir: string, name: string): void {
  const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string
  const temp = join(dir, `.${randomBytes(8).toString('hex')}.tmp`)
  writeFileSync(temp, pem, { mode: 0o600 })
  try {
    linkSync(temp, join(dir, name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(temp)
  }
}
