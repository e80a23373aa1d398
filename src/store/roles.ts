// The start-up check of the service's database role. The append-only triggers of action_log hold
// only against a role that cannot disable or drop them: the tables' owner can (ALTER TABLE …
// DISABLE TRIGGER, DROP TRIGGER, DROP TABLE), and so can a superuser or a role allowed to set
// session_replication_role = replica. The service should run as a member of carcassonne_app (see
// prisma/migrations/20261201090000_app_role), which may only read the tables and append to the log.
import type { Database } from './database.js'

export const APP_ROLE = 'carcassonne_app'

export interface RoleCheck {
  /** current_user of the service's connections. */
  role: string
  /** Why this role can rewrite the log; empty when it cannot. */
  risks: string[]
}

export interface RoleCheckLogger {
  warn(obj: object, msg: string): void
  debug(obj: object, msg: string): void
}

interface Facts {
  role: string
  superuser: boolean
  createrole: boolean
  version: number
  found: boolean
  owner: string | null
  ownsLog: boolean | null
  schema: string | null
  ownsSchema: boolean | null
  extra: string[] | null
}

const FACTS = `
SELECT r.rolname AS role, r.rolsuper AS superuser, r.rolcreaterole AS createrole,
       current_setting('server_version_num')::int AS version,
       c.oid IS NOT NULL AS found,
       c.relowner::regrole::text AS owner,
       pg_has_role(r.oid, c.relowner, 'MEMBER') AS "ownsLog",
       n.nspname::text AS schema,
       pg_has_role(r.oid, n.nspowner, 'MEMBER') AS "ownsSchema",
       ARRAY(SELECT p FROM unnest(ARRAY['UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER']) AS p
              WHERE has_table_privilege(r.oid, c.oid, p)) AS extra
  FROM pg_roles r
  LEFT JOIN pg_class c ON c.oid = to_regclass('action_log')
  LEFT JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE r.rolname = current_user`

/** What the service's role could do to the log behind the triggers' back. */
export async function checkServerRole(database: Pick<Database, 'prisma'>): Promise<RoleCheck> {
  const prisma = database.prisma
  const [facts] = await prisma.$queryRawUnsafe<Facts[]>(FACTS)
  const risks: string[] = []
  if (facts.superuser) risks.push('it is a superuser: it may disable the triggers (session_replication_role, ALTER TABLE) or drop them')
  if (!facts.superuser && facts.version >= 150000) {
    // A superuser-only setting that PostgreSQL 15+ can GRANT SET ON PARAMETER to others.
    const [{ canSet }] = await prisma.$queryRawUnsafe<{ canSet: boolean }[]>(
      "SELECT has_parameter_privilege(current_user, 'session_replication_role', 'SET') AS \"canSet\"",
    )
    if (canSet) risks.push('it may SET session_replication_role = replica, which silences the triggers')
  }
  if (facts.found) {
    if (facts.ownsLog) risks.push(`it is (a member of) the owner ${facts.owner} of action_log: it may ALTER TABLE action_log DISABLE TRIGGER or DROP TRIGGER`)
    if (facts.ownsSchema) risks.push(`it owns schema ${facts.schema}: it may DROP TABLE action_log and create a forged one`)
    if (facts.extra && facts.extra.length > 0) risks.push(`it holds ${facts.extra.join(', ')} on action_log, which it never needs: the triggers are all that stand in the way`)
  } else {
    risks.push('action_log was not found, so its guards could not be checked')
  }
  if (facts.createrole && !facts.superuser && facts.version < 160000) {
    risks.push("it has CREATEROLE, which before PostgreSQL 16 lets it grant itself the owner's role")
  }
  if (facts.superuser) risks.splice(1) // a superuser may do anything: one reason says it all
  return { role: facts.role, risks }
}

/**
 * Runs the check and logs its outcome: a warning on PostgreSQL when the role could rewrite the log.
 * The embedded PGlite has a single superuser and no other role to run as (and whoever can write
 * its data folder can rewrite anything anyway), so there it is only a debug line.
 */
export async function warnAboutServerRole(database: Pick<Database, 'prisma' | 'kind'>, log: RoleCheckLogger): Promise<RoleCheck> {
  const check = await checkServerRole(database)
  if (check.risks.length === 0) return check
  if (database.kind === 'pglite') {
    log.debug({ role: check.role }, 'embedded database: the service runs as its only user, so the append-only triggers guard the log against the service itself, not against whoever can write the data folder')
    return check
  }
  log.warn(
    { role: check.role, risks: check.risks },
    `database role "${check.role}" can rewrite the append-only action log behind the triggers' back (${check.risks.join('; ')}): ` +
      `run the server as a login role that is only a member of ${APP_ROLE} (GRANT ${APP_ROLE} TO it), ` +
      'and apply migrations as the owner with MIGRATION_DATABASE_URL or npm run migrate (README, "Database roles")',
  )
  return check
}
