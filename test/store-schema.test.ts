// The hand-written migrations produce exactly the tables that prisma/schema.prisma describes (as
// read by Prisma's own schema parser), and are recorded in _prisma_migrations as Prisma records them.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getDMMF } from '@prisma/get-dmmf'
import pg from 'pg'
import t from 'tap'
import { MIGRATIONS_DIR } from '../src/store/database.js'
import { applyMigrations, type MigrationExecutor } from '../src/store/migrate.js'
import { queryRows, testExecutor } from './helpers/db.js'

type Document = Exclude<ReturnType<typeof getDMMF>, { reason: string }>
type Model = Document['datamodel']['models'][number]
type Field = Model['fields'][number]

interface Column { name: string; type: string; nullable: boolean; hasDefault: boolean }
/** `where`: a partial index's predicate, as PostgreSQL prints it without its outer parentheses. */
interface Index { name: string; primary: boolean; unique: boolean; columns: string; where: string | null }
interface ForeignKey { name: string; columns: string; refTable: string; refColumns: string; onDelete: string; onUpdate: string }

const SCHEMA = fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url))
const SCHEMA_TEXT = readFileSync(SCHEMA, 'utf8')

// Prisma's PostgreSQL column types, as pg's format_type() prints them.
const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Float: 'double precision',
  Decimal: 'numeric(65,30)',
  Boolean: 'boolean',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Bytes: 'bytea',
}
const NATIVE_TYPES: Record<string, (args: string[]) => string> = {
  Text: () => 'text',
  Integer: () => 'integer',
  JsonB: () => 'jsonb',
  VarChar: ([n]) => (n ? `character varying(${n})` : 'character varying'),
  Timestamptz: ([p]) => (p ? `timestamp(${p}) with time zone` : 'timestamp with time zone'),
  Timestamp: ([p]) => (p ? `timestamp(${p}) without time zone` : 'timestamp without time zone'),
}
// Defaults that Prisma Client fills in itself, leaving no default in the database.
const CLIENT_SIDE_DEFAULTS = new Set(['uuid', 'cuid', 'nanoid', 'ulid'])
// pg_constraint.confdeltype / confupdtype codes of Prisma's referential actions.
const ACTIONS: Record<string, string> = { Cascade: 'c', Restrict: 'r', NoAction: 'a', SetNull: 'n', SetDefault: 'd' }

function loadDmmf(): Document {
  const dmmf = getDMMF({ datamodel: SCHEMA_TEXT })
  if ('reason' in dmmf) throw dmmf.error
  return dmmf
}

const tableOf = (model: Model) => model.dbName ?? model.name
const columnOf = (field: Field) => field.dbName ?? field.name

function columnType(field: Field): string {
  if (field.kind === 'enum') return field.type
  if (!field.nativeType) return SCALAR_TYPES[field.type]
  const [name, args] = field.nativeType as [string, string[]]
  const native = NATIVE_TYPES[name]
  if (!native) throw new Error(`add the native type ${name} to this test`)
  return native(args)
}

function expectedColumns(model: Model): Column[] {
  return model.fields
    .filter((field) => field.kind === 'scalar' || field.kind === 'enum')
    .map((field) => {
      const fn = field.default as { name?: string } | undefined
      return {
        name: columnOf(field),
        type: columnType(field) + (field.isList ? '[]' : ''),
        nullable: !field.isRequired,
        hasDefault: field.hasDefaultValue && !CLIENT_SIDE_DEFAULTS.has(fn?.name ?? ''),
      }
    })
    .sort(byName)
}

/**
 * The predicates of the model's partial indexes (`@@index([a, b], where: raw("..."))`), by field
 * list ("a,b"): Prisma's DMMF leaves them out, so they are read from the schema's text.
 */
function partialIndexPredicates(model: Model): Map<string, string> {
  const block = SCHEMA_TEXT.match(new RegExp(`^model ${model.name} \\{([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? ''
  const predicates = new Map<string, string>()
  for (const [, fields, predicate] of block.matchAll(/@@index\(\[([^\]]*)\], where: raw\("([^"]*)"\)\)/g)) {
    predicates.set(fields.split(',').map((f) => f.trim()).join(','), predicate)
  }
  return predicates
}

function expectedIndexes(dmmf: Document, model: Model): Index[] {
  const table = tableOf(model)
  const predicates = partialIndexPredicates(model)
  const fieldColumn = new Map(model.fields.map((field) => [field.name, columnOf(field)]))
  const suffix = { id: 'pkey', unique: 'key', normal: 'idx' } as Record<string, string>
  return dmmf.datamodel.indexes
    .filter((index) => index.model === model.name)
    .map((index) => {
      const columns = index.fields.map((field) => fieldColumn.get(field.name) as string)
      const fallback = index.type === 'id' ? `${table}_pkey` : `${table}_${columns.join('_')}_${suffix[index.type]}`
      return {
        name: index.dbName ?? fallback,
        primary: index.type === 'id',
        unique: index.type !== 'normal',
        columns: columns.join(','),
        where: predicates.get(index.fields.map((field) => field.name).join(',')) ?? null,
      }
    })
    .sort(byName)
}

function expectedForeignKeys(dmmf: Document, model: Model): ForeignKey[] {
  const table = tableOf(model)
  const modelNamed = (name: string) => dmmf.datamodel.models.find((m) => m.name === name) as Model
  const column = (m: Model, name: string) => columnOf(m.fields.find((field) => field.name === name) as Field)
  return model.fields
    .filter((field) => field.kind === 'object' && (field.relationFromFields?.length ?? 0) > 0)
    .map((field) => {
      const target = modelNamed(field.type)
      const columns = (field.relationFromFields as string[]).map((name) => column(model, name))
      return {
        name: `${table}_${columns.join('_')}_fkey`,
        columns: columns.join(','),
        refTable: tableOf(target),
        refColumns: (field.relationToFields as string[]).map((name) => column(target, name)).join(','),
        onDelete: ACTIONS[field.relationOnDelete ?? (field.isRequired ? 'Restrict' : 'SetNull')],
        onUpdate: ACTIONS[field.relationOnUpdate ?? 'Cascade'],
      }
    })
    .sort(byName)
}

function byName(a: { name: string }, b: { name: string }) {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

async function actualColumns(db: MigrationExecutor, table: string): Promise<Column[]> {
  const rows = await queryRows<Column>(
    db,
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            NOT a.attnotnull AS nullable, a.atthasdef AS "hasDefault"
       FROM pg_attribute a
      WHERE a.attrelid = ('public.' || quote_ident($1))::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
    [table],
  )
  return rows.sort(byName)
}

async function actualIndexes(db: MigrationExecutor, table: string): Promise<Index[]> {
  const rows = await queryRows<Index>(
    db,
    `SELECT i.relname AS name, x.indisprimary AS primary, x.indisunique AS unique,
            (SELECT string_agg(a.attname, ',' ORDER BY k.ord)
               FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum) AS columns,
            substring(pg_get_expr(x.indpred, x.indrelid) FROM '^\\((.*)\\)$') AS "where"
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = ('public.' || quote_ident($1))::regclass`,
    [table],
  )
  return rows.sort(byName)
}

async function actualForeignKeys(db: MigrationExecutor, table: string): Promise<ForeignKey[]> {
  const rows = await queryRows<ForeignKey>(
    db,
    `SELECT c.conname AS name, r.relname AS "refTable",
            c.confdeltype::text AS "onDelete", c.confupdtype::text AS "onUpdate",
            (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
            (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS "refColumns"
       FROM pg_constraint c JOIN pg_class r ON r.oid = c.confrelid
      WHERE c.contype = 'f' AND c.conrelid = ('public.' || quote_ident($1))::regclass`,
    [table],
  )
  return rows.sort(byName)
}

function migrationFolders(): { name: string; checksum: string }[] {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = join(MIGRATIONS_DIR, name, 'migration.sql')
      t.ok(existsSync(file), `${name} has a migration.sql`)
      return { name, checksum: createHash('sha256').update(readFileSync(file)).digest('hex') }
    })
}

const dmmf = loadDmmf()
const folders = migrationFolders()

// Root-level teardowns would end the root test early: everything runs inside this subtest.
t.test('migrations applied to a fresh database', async (t) => {
  const { executor, url } = await testExecutor(t)

  t.equal(
    readFileSync(join(MIGRATIONS_DIR, 'migration_lock.toml'), 'utf8').match(/provider\s*=\s*"(\w+)"/)?.[1],
    'postgresql',
    'migration_lock.toml names postgresql',
  )
  t.strictSame(await applyMigrations(executor, MIGRATIONS_DIR), folders.map((f) => f.name), 'first run applies every migration')
  t.strictSame(await applyMigrations(executor, MIGRATIONS_DIR), [], 'second run applies nothing')

  t.test('the tables are those of the models, plus _prisma_migrations', async (t) => {
    const rows = await queryRows<{ name: string }>(
      executor,
      `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY relname`,
    )
    const expected = [...dmmf.datamodel.models.map(tableOf), '_prisma_migrations'].sort()
    t.strictSame(rows.map((row) => row.name).sort(), expected)
  })

  for (const model of dmmf.datamodel.models) {
    t.test(`model ${model.name} (table ${tableOf(model)})`, async (t) => {
      const table = tableOf(model)
      t.strictSame(await actualColumns(executor, table), expectedColumns(model), 'columns: names, types, nullability, defaults')
      t.strictSame(await actualIndexes(executor, table), expectedIndexes(dmmf, model), 'primary key, unique, plain and partial indexes')
      t.strictSame(await actualForeignKeys(executor, table), expectedForeignKeys(dmmf, model), 'foreign keys and their actions')
    })
  }

  t.test('_prisma_migrations is laid out and filled as Prisma does', async (t) => {
    t.strictSame(await actualColumns(executor, '_prisma_migrations'), [
      { name: 'applied_steps_count', type: 'integer', nullable: false, hasDefault: true },
      { name: 'checksum', type: 'character varying(64)', nullable: false, hasDefault: false },
      { name: 'finished_at', type: 'timestamp with time zone', nullable: true, hasDefault: false },
      { name: 'id', type: 'character varying(36)', nullable: false, hasDefault: false },
      { name: 'logs', type: 'text', nullable: true, hasDefault: false },
      { name: 'migration_name', type: 'character varying(255)', nullable: false, hasDefault: false },
      { name: 'rolled_back_at', type: 'timestamp with time zone', nullable: true, hasDefault: false },
      { name: 'started_at', type: 'timestamp with time zone', nullable: false, hasDefault: true },
    ])
    const rows = await queryRows<{ id: string; migration_name: string; checksum: string; done: boolean; steps: number }>(
      executor,
      `SELECT id, migration_name, checksum, applied_steps_count AS steps,
              finished_at IS NOT NULL AND finished_at >= started_at AND rolled_back_at IS NULL AND logs IS NULL AS done
         FROM _prisma_migrations ORDER BY migration_name`,
    )
    t.strictSame(
      rows.map(({ migration_name, checksum, done, steps }) => ({ name: migration_name, checksum, done, steps })),
      folders.map(({ name, checksum }) => ({ name, checksum, done: true, steps: 1 })),
      'one finished row per migration folder, with the sha256 of its migration.sql',
    )
    for (const row of rows) t.match(row.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'id is a v4 uuid')
  })

  t.test('two migrators at once apply each migration once', { skip: url ? false : 'needs DATABASE_URL' }, async (t) => {
    const { url: freshUrl } = await testExecutor(t)
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: freshUrl }))
    t.teardown(() => Promise.all(pools.map((pool) => pool.end())))
    const results = await Promise.all(pools.map((pool) => applyMigrations(pool, MIGRATIONS_DIR)))
    t.strictSame(results.flat().sort(), folders.map((f) => f.name), 'every migration applied by exactly one of them')
    const [{ count }] = await queryRows<{ count: number }>(pools[0], 'SELECT count(*)::int AS count FROM _prisma_migrations')
    t.equal(count, folders.length)
  })
})
