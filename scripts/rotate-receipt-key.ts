/**
 * npm run keys:rotate: adds a new Ed25519 key to RECEIPT_KEYS_DIR (default ./keys). Servers sign
 * with it once restarted; older keys stay in the folder, so GET /keys keeps publishing them.
 */
import { join } from 'node:path'
import { loadKeyFolder, rotateKey } from '../src/receipts/key-folder.js'

const dir = process.env.RECEIPT_KEYS_DIR || './keys'
const file = rotateKey(dir)
console.log(`new signing key ${loadKeyFolder(dir).activeKid} in ${join(dir, file)}; restart the servers to sign with it`)
