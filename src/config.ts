/** Process configuration from the environment, validated once at start. */
export interface Config {
  readonly port: number
  readonly host: string
  /** Real PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  readonly databaseUrl?: string
  /** The tables' owner, to apply migrations through; unset = databaseUrl migrates too. Needs databaseUrl. */
  readonly migrationDatabaseUrl?: string
  readonly dataDir: string
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
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
  if (problems.length > 0) throw new ConfigError(`invalid configuration:\n  - ${problems.join('\n  - ')}`)
  return { port, host, databaseUrl, migrationDatabaseUrl, dataDir, logLevel }
}
