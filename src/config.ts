/** Process configuration from the environment, validated once at start. */
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './http/limits.js'

export interface Config {
  readonly port: number
  readonly host: string
  /** Real PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  readonly databaseUrl?: string
  readonly dataDir: string
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** Folder of the Ed25519 keys that sign receipts (created with a first key if empty). */
  readonly receiptKeysDir: string
  /** kid of the key that signs; the newest key in the folder by default. */
  readonly receiptKeyId?: string
  /** Requests per minute per client address and per seat token; 0 turns rate limiting off. */
  readonly rateLimitPerMinute: number
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = []
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`)
  const host = env.HOST || '0.0.0.0'
  const databaseUrl = env.DATABASE_URL || undefined
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgresql:// URL (leave it unset for the embedded database)')
  }
  const dataDir = env.DATA_DIR || './data'
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel']
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`)
  const receiptKeysDir = env.RECEIPT_KEYS_DIR || './keys'
  const receiptKeyId = env.RECEIPT_KEY_ID || undefined
  const rate = env.RATE_LIMIT_PER_MINUTE?.trim() || undefined
  const rateLimitPerMinute = rate === undefined ? DEFAULT_RATE_LIMIT_PER_MINUTE : /^\d{1,7}$/.test(rate) ? Number(rate) : Number.NaN
  if (!(rateLimitPerMinute >= 0 && rateLimitPerMinute <= 1_000_000)) {
    problems.push(`RATE_LIMIT_PER_MINUTE must be an integer from 0 (off) to 1000000, got "${env.RATE_LIMIT_PER_MINUTE}"`)
  }
  if (problems.length > 0) throw new ConfigError(`invalid configuration:\n  - ${problems.join('\n  - ')}`)
  return { port, host, databaseUrl, dataDir, logLevel, receiptKeysDir, receiptKeyId, rateLimitPerMinute }
}
