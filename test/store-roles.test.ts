// The service's database role (a member of carcassonne_app, see the 20261201090000_app_role
// migration) may read and append to the log, and nothing that could rewrite it: not even turn off or
// drop the append-only triggers, which the owner could. The server warns at start when its role
// could; it migrates through MIGRATION_DATABASE_URL; a role that may not migrate stops it with one line.
import { spawn } from 'node:child_process'
import pg from 'pg'
import t, { type Test } from 'tap'
import { ConfigError, loadConfig } from '../src/config.js'
import { checkServerRole, warnAboutServerRole } from '../src/store/roles.js'
import { playGame } from './helpers/audit.js'
import { testApp } from './helpers/app.js'
import { ensureServerTestRole, SERVER_TEST_ROLE, testDatabase, testExecutor, urlAs } from './helpers/db.js'

const SERVER = new URL('../src/server.ts', import.meta.url).pathname
const POSTGRES = process.env.DATABASE_URL ? false : 'roles are meaningless on the embedded PGlite: it has a single superuser (set DATABASE_URL)'

/** A logger that keeps what it is given. */
function recorder() {
  const lines: { level: 'warn' | 'debug'; obj: any; msg: string }[] = []
  return {
    lines,
    warn: (obj: object, msg: string) => void lines.push({ level: 'warn', obj, msg }),
    debug: (obj: object, msg: string) => void lines.push({ level: 'debug', obj, msg }),
  }
}

async function connect(t: Test, url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  t.teardown(() => client.end())
  return client
}

t.test('the service role may not rewrite the log', { skip: POSTGRES }, async (t) => {
  const { app, db, owner, url } = await testApp(t)
  const [{ user }] = await db.prisma.$queryRawUnsafe<{ user: string }[]>('SELECT current_user AS user')
  t.equal(user, SERVER_TEST_ROLE, 'the service under test connects as the test login role')
  const [{ member_of, superuser }] = await db.prisma.$queryRawUnsafe<{ member_of: string[]; superuser: boolean }[]>(
    `SELECT ARRAY(SELECT m.roleid::regrole::text FROM pg_auth_members m WHERE m.member = r.oid) AS member_of, r.rolsuper AS superuser
       FROM pg_roles r WHERE r.rolname = current_user`,
  )
  t.strictSame({ member_of, superuser }, { member_of: ['carcassonne_app'], superuser: false }, 'a member of carcassonne_app only')

  // INSERT and SELECT through the restricted role: the service plays turns.
  const game = await playGame(app, { players: 2, turns: 3 })
  t.ok(game.game.version >= 3 * 3, 'three turns appended to the log')
  const [{ n }] = await db.prisma.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM action_log')
  t.equal(n, game.game.version + 1, 'the service reads the log')

  const state = async () => ({
    log: await owner.prisma.$queryRawUnsafe('SELECT * FROM action_log ORDER BY game_id, seq'),
    games: await owner.prisma.$queryRawUnsafe('SELECT id, version, head_hash, state FROM games ORDER BY id'),
    seats: await owner.prisma.$queryRawUnsafe('SELECT * FROM seats ORDER BY game_id, seat'),
    triggers: await owner.prisma.$queryRawUnsafe(
      `SELECT tgname::text AS name, tgenabled::text AS enabled FROM pg_trigger
        WHERE tgrelid = 'action_log'::regclass AND NOT tgisinternal ORDER BY tgname`,
    ),
    owner: await owner.prisma.$queryRawUnsafe(`SELECT relowner::regrole::text AS owner FROM pg_class WHERE oid = 'action_log'::regclass`),
    function: await owner.prisma.$queryRawUnsafe(
      `SELECT proowner::regrole::text AS owner, prosrc FROM pg_proc WHERE proname = 'action_log_refuse_change'`,
    ),
    rules: await owner.prisma.$queryRawUnsafe(`SELECT rulename FROM pg_rules WHERE tablename = 'action_log'`),
    functions: await owner.prisma.$queryRawUnsafe(`SELECT proname::text FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY proname`),
  })
  const before = await state()
  t.same((before.triggers as unknown[]).length, 2, 'the two append-only triggers are there')

  const server = await connect(t, url!)
  const k = `game_id = '${game.id}'`
  const refused: [string, string][] = [
    ['UPDATE on the log', `UPDATE action_log SET payload = '{"forged":true}' WHERE ${k} AND seq = 1`],
    ['DELETE on the log', `DELETE FROM action_log WHERE ${k} AND seq = 9`],
    ['TRUNCATE of the log', 'TRUNCATE action_log'],
    ['TRUNCATE of games, cascading to the log', 'TRUNCATE games CASCADE'],
    ['disabling the update/delete trigger', 'ALTER TABLE action_log DISABLE TRIGGER action_log_no_update_delete'],
    ['disabling every trigger', 'ALTER TABLE action_log DISABLE TRIGGER ALL'],
    ['dropping the trigger', 'DROP TRIGGER action_log_no_update_delete ON action_log'],
    ['dropping the log', 'DROP TABLE action_log CASCADE'],
    ['renaming the log away', 'ALTER TABLE action_log RENAME TO action_log_old'],
    ['taking the log over', `ALTER TABLE action_log OWNER TO ${SERVER_TEST_ROLE}`],
    ['silencing triggers for the session', 'SET session_replication_role = replica'],
    ['silencing triggers for the role', `ALTER ROLE ${SERVER_TEST_ROLE} SET session_replication_role = replica`],
    ['becoming the owner', 'SET ROLE postgres'],
    ['becoming a superuser', `ALTER ROLE ${SERVER_TEST_ROLE} SUPERUSER`],
    ['a trigger of its own on the log', 'CREATE TRIGGER a_first BEFORE INSERT ON action_log FOR EACH ROW EXECUTE FUNCTION action_log_refuse_change()'],
    ['a rule that rewrites writes to the log', 'CREATE RULE forge AS ON INSERT TO action_log DO INSTEAD NOTHING'],
    ['replacing the refusing function', `CREATE OR REPLACE FUNCTION action_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`],
    ['dropping the refusing function', 'DROP FUNCTION action_log_refuse_change() CASCADE'],
    ['a function of its own in the schema', `CREATE FUNCTION forge() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`],
    ['DELETE on games', `DELETE FROM games WHERE id = '${game.id}'`],
    ['DELETE on seats', `DELETE FROM seats WHERE ${k}`],
    ['UPDATE of a seat\'s colour or invitation', `UPDATE seats SET color = 'green', invite_hash = NULL WHERE ${k}`],
    ['UPDATE on players', `UPDATE players SET token_hash = '${'0'.repeat(64)}'`],
    ['DELETE on players', 'DELETE FROM players'],
    ['UPDATE on player_events', `UPDATE player_events SET type = 'game-started'`],
    ['DELETE on player_events', 'DELETE FROM player_events'],
    ['UPDATE on webhooks', `UPDATE webhooks SET url = 'https://example.com/'`],
    ['writing the migrations table', `DELETE FROM _prisma_migrations`],
  ]
  for (const [what, sql] of refused) {
    const error = await server.query(sql).then(
      () => undefined,
      (e: pg.DatabaseError) => e,
    )
    t.ok(error, `${what} is refused`)
    // 42501 is also what the append-only triggers raise: here it must be the privilege check.
    t.match({ code: error?.code, message: error?.message }, { code: '42501', message: /permission denied|must be owner|must be superuser/ }, `${what}: ${error?.message}`)
    t.notMatch(error?.message ?? '', /append-only/, `${what}: refused before any trigger`)
  }
  // The one seat update the role may make, filling an open seat, is refused for a seat already filled.
  const refill = await server.query(`UPDATE seats SET token_hash = '${'0'.repeat(64)}' WHERE ${k}`).then(() => undefined, (e: pg.DatabaseError) => e)
  t.match({ code: refill?.code, message: refill?.message }, { code: '23514', message: /only an open seat can be filled, once/ }, 'rewriting a filled seat is refused by its trigger')
  t.strictSame(await state(), before, 'nothing changed: log, games, seats, triggers, owners, functions')
  t.equal((await (await app.inject({ method: 'GET', url: `/games/${game.id}/verify` })).json()).ok, true, 'the game still verifies')
})

t.test('the start-up check', { skip: POSTGRES }, async (t) => {
  const { db, owner, ownerUrl } = await testDatabase(t)

  const asOwner = await checkServerRole(owner)
  t.equal(asOwner.role, 'postgres')
  t.match(asOwner.risks, [/superuser/], 'the superuser owner is a risk')
  const log = recorder()
  await warnAboutServerRole(owner, log)
  t.equal(log.lines.length, 1)
  t.match(log.lines[0], { level: 'warn', obj: { role: 'postgres' }, msg: /can rewrite the append-only action log.*superuser.*carcassonne_app.*MIGRATION_DATABASE_URL/ })

  t.strictSame(await checkServerRole(db), { role: SERVER_TEST_ROLE, risks: [] }, 'a member of carcassonne_app only is no risk')
  const quiet = recorder()
  await warnAboutServerRole(db, quiet)
  t.strictSame(quiet.lines, [], 'and gets no warning')

  t.test('an owner that is no superuser', async (t) => {
    // A role of this file only; roles outlive the test database, so it is created if missing.
    const admin = await connect(t, ownerUrl!)
    await admin.query(`DO $$ BEGIN CREATE ROLE carcassonne_owner_test LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`)
    await admin.query('ALTER TABLE action_log OWNER TO carcassonne_owner_test')
    t.teardown(() => admin.query('ALTER TABLE action_log OWNER TO postgres'))
    const asTableOwner = await connect(t, urlAs(ownerUrl!, 'carcassonne_owner_test'))
    const check = await checkServerRole({ prisma: { $queryRawUnsafe: async (sql: string) => (await asTableOwner.query(sql)).rows } } as any)
    t.equal(check.role, 'carcassonne_owner_test')
    t.match(check.risks, [/owner carcassonne_owner_test of action_log: it may ALTER TABLE action_log DISABLE TRIGGER/, /UPDATE, DELETE, TRUNCATE, TRIGGER on action_log/])
    t.equal(check.risks.length, 2)
    await asTableOwner.query('ALTER TABLE action_log DISABLE TRIGGER action_log_no_update_delete')
    await asTableOwner.query('ALTER TABLE action_log ENABLE TRIGGER action_log_no_update_delete')
    t.pass('which is why: such an owner does turn the trigger off')
  })
})

t.test('on the embedded PGlite the check is a debug line', { skip: POSTGRES ? false : 'runs without DATABASE_URL' }, async (t) => {
  const { db } = await testDatabase(t)
  const log = recorder()
  const check = await warnAboutServerRole(db, log)
  t.match(check.risks, [/superuser/])
  t.strictSame(log.lines.map((line) => line.level), ['debug'])
})

t.test('MIGRATION_DATABASE_URL is validated with the other variables', async (t) => {
  const owner = 'postgresql://owner@db/carc'
  const server = 'postgresql://carcassonne_server@db/carc'
  t.match(loadConfig({ DATABASE_URL: server, MIGRATION_DATABASE_URL: owner }), { databaseUrl: server, migrationDatabaseUrl: owner })
  t.equal(loadConfig({ DATABASE_URL: server }).migrationDatabaseUrl, undefined, 'optional: DATABASE_URL migrates then')
  t.equal(loadConfig({ DATABASE_URL: server, MIGRATION_DATABASE_URL: '' }).migrationDatabaseUrl, undefined, 'empty is unset')
  t.throws(() => loadConfig({ DATABASE_URL: server, MIGRATION_DATABASE_URL: 'mysql://owner@db/carc' }), new ConfigError(
    'invalid configuration:\n  - MIGRATION_DATABASE_URL must be a postgresql:// URL (the owner of the tables; leave it unset to migrate through DATABASE_URL)',
  ))
  t.throws(() => loadConfig({ MIGRATION_DATABASE_URL: owner }), /MIGRATION_DATABASE_URL needs DATABASE_URL/)
})

interface Run {
  code: number | null
  output: string
}

/** Runs the server until it is ready (then stops it) or exits. */
function runServer(env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _a, MIGRATION_DATABASE_URL: _b, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let stopping = false
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    // Once: a second SIGTERM during the shutdown is logged as a warning.
    if (!stopping && output.includes('carcassonne-service ready')) {
      stopping = true
      child.kill('SIGTERM')
    }
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    }),
  )
}

t.test('the server with DATABASE_URL and MIGRATION_DATABASE_URL', { skip: POSTGRES }, async (t) => {
  const { url: ownerUrl } = await testExecutor(t) // fresh, not migrated
  await ensureServerTestRole()
  const serverUrl = urlAs(ownerUrl!, SERVER_TEST_ROLE)

  const denied = await runServer({ DATABASE_URL: serverUrl })
  t.equal(denied.code, 1, 'a role that may not migrate stops the server')
  t.equal(denied.output.trim().split('\n').length, 1, 'with one line')
  t.match(denied.output, new RegExp(`^database role "${SERVER_TEST_ROLE}" may not apply the pending migrations \\(20261129120000_init, .*\\): permission denied for schema public; run them as the owner.*MIGRATION_DATABASE_URL.*npm run migrate`))

  const restricted = await runServer({ DATABASE_URL: serverUrl, MIGRATION_DATABASE_URL: ownerUrl! })
  t.equal(restricted.code, 0, 'migrated as the owner, served as the restricted role, stopped cleanly')
  t.match(restricted.output, /"msg":"applied database migrations"/)
  t.match(restricted.output, /carcassonne-service ready/)
  t.notMatch(restricted.output, /"level":40/, 'no warning as a member of carcassonne_app')

  const asOwner = await runServer({ DATABASE_URL: ownerUrl! })
  t.equal(asOwner.code, 0)
  t.match(asOwner.output, /"level":40,[^\n]*"role":"postgres"[^\n]*can rewrite the append-only action log/, 'the owner gets a warning')
})
