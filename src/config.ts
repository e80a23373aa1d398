/** Process configuration from the environment, validated once at start. */
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './http/limits.js'
import { getHeapStatistics } from 'node:v8'
import { isIP } from 'node:net'

/** Bounds on every wait that involves the database (milliseconds); see README's configuration table. */
export interface DatabaseTimeouts {
  /** Establishing a connection (TCP, TLS, startup handshake). */
  readonly connectMs: number
  /** Waiting for a free pooled connection (node-postgres' pool, and Prisma's transaction maxWait). */
  readonly poolWaitMs: number
  /** A statement's run time (PostgreSQL statement_timeout). */
  readonly statementMs: number
  /** Waiting for a row or table lock (PostgreSQL lock_timeout). */
  readonly lockMs: number
  /** An interactive transaction from BEGIN to COMMIT (Prisma's transaction timeout). */
  readonly transactionMs: number
  /** The readiness probe's query (GET /health/ready). */
  readonly readyMs: number
}

export interface Config {
  readonly port: number
  readonly host: string
  /** Real PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  readonly databaseUrl?: string
  /** The tables' owner, to apply migrations through; unset = databaseUrl migrates too. Needs databaseUrl. */
  readonly migrationDatabaseUrl?: string
  readonly dataDir: string
  /** PostgreSQL's shared buffers in the embedded database (MB; at most 1024 of PGlite's 2 GB of WebAssembly memory). */
  readonly embeddedSharedBuffersMb: number
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** Folder of the Ed25519 keys that sign receipts (created with a first key if empty). */
  readonly receiptKeysDir: string
  /** kid of the key that signs; the newest key in the folder by default. */
  readonly receiptKeyId?: string
  /** Requests per minute per client address and per seat token; 0 turns rate limiting off. */
  readonly rateLimitPerMinute: number
  /** Loopback addresses are limited per address only when RATE_LIMIT_PER_MINUTE is set (LimitOptions). */
  readonly rateLimitLoopback: boolean
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (comma-separated addresses, CIDRs, or loopback, linklocal, uniquelocal); false when unset. */
  readonly trustProxy: string | false
  /** Connections in the PostgreSQL pool. */
  readonly poolSize: number
  readonly timeouts: DatabaseTimeouts
  /** Group commit of plain appends (src/store/append-batches.ts): appends per statement at most (1: off), and batches at one time. */
  readonly appendBatch: { readonly maxSize: number; readonly inFlight: number }
  /** Writes to one game run one at a time in this process; the others wait in memory, bounded. */
  readonly writeQueue: { readonly limit: number; readonly waitMs: number }
  /** Load shedding (@fastify/under-pressure); 0 turns a check off. */
  readonly pressure: { readonly maxEventLoopDelayMs: number; readonly maxHeapUsedBytes: number; readonly maxRssBytes: number }
  /** Seconds clients are told to wait (Retry-After) on a 503. */
  readonly retryAfterSeconds: number
  /** A drain that takes longer than this ends the process with exit code 1. */
  readonly shutdownTimeoutMs: number
  /** Origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated, or *); none by default. */
  readonly corsOrigins: readonly string[]
  /** WEBHOOK_ALLOW_PRIVATE=1: webhook URLs may resolve to loopback and private addresses (tests). */
  readonly webhookAllowPrivate: boolean
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export class ConfigError extends Error {}

/** Defaults: statement and lock waits end well before a client would give up; a lock wait
 * shorter than a queued write's wait, so that a game locked elsewhere answers 503 quickly. */
export const DEFAULTS = {
  poolSize: 10,
  /** Enough for the tables a busy embedded server touches; the OS caches the rest of the folder. */
  embeddedSharedBuffersMb: 16,
  connectMs: 5_000,
  poolWaitMs: 2_000,
  statementMs: 5_000,
  lockMs: 2_000,
  transactionMs: 8_000,
  readyMs: 1_000,
  appendBatchSize: 64,
  appendBatchesInFlight: 1,
  writeQueueLimit: 32,
  writeQueueWaitMs: 3_000,
  maxEventLoopDelayMs: 1_000,
  /** 90% of V8's heap limit. */
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
  maxRssBytes: 0,
  retryAfterSeconds: 2,
  shutdownTimeoutMs: 20_000,
} as const

/** An entry of TRUST_PROXY as proxy-addr (Fastify's trustProxy) reads it. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  // A prefix of 1 or more bits (proxy-addr refuses /0, which would trust every address anyway).
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (version === 4 ? 32 : 128))
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = []
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`)
  const host = env.HOST || '0.0.0.0'
  const databaseUrl = env.DATABASE_URL || undefined
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgresql:// URL (leave it unset for the embedded database)')
  }
  const migrationDatabaseUrl = env.MIGRATION_DATABASE_URL || undefined
  if (migrationDatabaseUrl !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(migrationDatabaseUrl)) {
      problems.push('MIGRATION_DATABASE_URL must be a postgresql:// URL (the owner of the tables; leave it unset to migrate through DATABASE_URL)')
    } else if (databaseUrl === undefined) {
      problems.push('MIGRATION_DATABASE_URL needs DATABASE_URL (the embedded database has a single role, which migrates)')
    }
  }
  const dataDir = env.DATA_DIR || './data'
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel']
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`)

  /** An integer variable from `min` to `max`, or its default when unset. */
  const integer = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
      return fallback
    }
    return value
  }
  const DAY = 86_400_000
  const timeouts: DatabaseTimeouts = {
    connectMs: integer('DB_CONNECT_TIMEOUT_MS', DEFAULTS.connectMs, 100, DAY),
    poolWaitMs: integer('DB_POOL_TIMEOUT_MS', DEFAULTS.poolWaitMs, 100, DAY),
    statementMs: integer('DB_STATEMENT_TIMEOUT_MS', DEFAULTS.statementMs, 100, DAY),
    lockMs: integer('DB_LOCK_TIMEOUT_MS', DEFAULTS.lockMs, 100, DAY),
    transactionMs: integer('DB_TRANSACTION_TIMEOUT_MS', DEFAULTS.transactionMs, 100, DAY),
    readyMs: integer('HEALTH_READY_TIMEOUT_MS', DEFAULTS.readyMs, 100, DAY),
  }
  if (timeouts.lockMs > timeouts.statementMs) problems.push('DB_LOCK_TIMEOUT_MS must not exceed DB_STATEMENT_TIMEOUT_MS')
  const poolSize = integer('DB_POOL_SIZE', DEFAULTS.poolSize, 1, 1000)
  const embeddedSharedBuffersMb = integer('EMBEDDED_SHARED_BUFFERS_MB', DEFAULTS.embeddedSharedBuffersMb, 1, 1024)
  const appendBatch = {
    // Each game of a batch holds an entry of PostgreSQL's shared lock table until the commit (watch-locks.ts).
    maxSize: integer('APPEND_BATCH_SIZE', DEFAULTS.appendBatchSize, 1, 100),
    inFlight: integer('APPEND_BATCHES_IN_FLIGHT', DEFAULTS.appendBatchesInFlight, 1, 1000),
  }
  const writeQueue = {
    limit: integer('WRITE_QUEUE_LIMIT', DEFAULTS.writeQueueLimit, 0, 100_000),
    waitMs: integer('WRITE_QUEUE_TIMEOUT_MS', DEFAULTS.writeQueueWaitMs, 1, DAY),
  }
  const pressure = {
    maxEventLoopDelayMs: integer('PRESSURE_MAX_EVENT_LOOP_DELAY_MS', DEFAULTS.maxEventLoopDelayMs, 0, DAY),
    maxHeapUsedBytes: integer('PRESSURE_MAX_HEAP_USED_BYTES', DEFAULTS.maxHeapUsedBytes, 0),
    maxRssBytes: integer('PRESSURE_MAX_RSS_BYTES', DEFAULTS.maxRssBytes, 0),
  }
  const retryAfterSeconds = integer('RETRY_AFTER_SECONDS', DEFAULTS.retryAfterSeconds, 1, 3600)
  const shutdownTimeoutMs = integer('SHUTDOWN_TIMEOUT_MS', DEFAULTS.shutdownTimeoutMs, 100, DAY)
  const receiptKeysDir = env.RECEIPT_KEYS_DIR || './keys'
  const receiptKeyId = env.RECEIPT_KEY_ID || undefined
  const rate = env.RATE_LIMIT_PER_MINUTE?.trim() || undefined
  const rateLimitPerMinute = rate === undefined ? DEFAULT_RATE_LIMIT_PER_MINUTE : /^\d{1,7}$/.test(rate) ? Number(rate) : Number.NaN
  if (!(rateLimitPerMinute >= 0 && rateLimitPerMinute <= 1_000_000)) {
    problems.push(`RATE_LIMIT_PER_MINUTE must be an integer from 0 (off) to 1000000, got "${env.RATE_LIMIT_PER_MINUTE}"`)
  }
  const trustProxy = env.TRUST_PROXY?.trim() || false
  for (const proxy of trustProxy === false ? [] : trustProxy.split(',').map((p) => p.trim())) {
    if (!isProxyAddress(proxy)) problems.push(`TRUST_PROXY lists "${proxy}": each entry is an IP address, a CIDR range, or loopback, linklocal or uniquelocal`)
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter((o) => o !== '')
  for (const origin of corsOrigins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) problems.push(`CORS_ORIGINS lists "${origin}": each origin is * or scheme://host[:port] without a path`)
  }
  const webhookAllowPrivate = env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true'
  if (problems.length > 0) throw new ConfigError(`invalid configuration:\n  - ${problems.join('\n  - ')}`)
  return {
    port,
    host,
    databaseUrl,
    migrationDatabaseUrl,
    dataDir,
    embeddedSharedBuffersMb,
    logLevel,
    poolSize,
    timeouts,
    appendBatch,
    writeQueue,
    pressure,
    retryAfterSeconds,
    shutdownTimeoutMs,
    receiptKeysDir,
    receiptKeyId,
    rateLimitPerMinute,
    rateLimitLoopback: rate !== undefined,
    trustProxy,
    corsOrigins,
    webhookAllowPrivate,
  }
}
