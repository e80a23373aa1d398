/**
 * The statements of every write and read (a game's creation, an append, a read's version check) go
 * to Prisma's driver adapter directly: its queryRaw, the layer on which Prisma Client itself runs
 * raw SQL, over the same connections. Prisma Client's raw path copies every parameter three times
 * (JSON.stringify, JSON.parse, a deep clone), and a write's parameters carry the whole snapshot
 * (5-20 KB): the direct path took half the CPU per statement, and the server's CPU per write fell
 * by a fifth (BENCHMARKS.md). Its errors are the adapter's DriverAdapterError, which unavailable.ts
 * and rethrowWriteError read as they read Prisma's.
 */
import { randomBytes } from 'node:crypto'

/** What a driver adapter's queryRaw is told of a parameter: only lists, dates and bytes are converted. */
interface ArgType {
  readonly scalarType: 'string' | 'int' | 'float' | 'boolean' | 'unknown'
  readonly arity: 'scalar' | 'list'
}

/** The part of a Prisma driver adapter (SqlQueryable) used here. */
export interface RawQueryable {
  queryRaw(query: { sql: string; args: unknown[]; argTypes: ArgType[] }): Promise<{ columnNames: string[]; rows: unknown[][] }>
}

/** A parameter: strings (JSON text, ISO times), numbers, booleans, null, or a list of strings. */
export type RawArg = string | number | boolean | null | readonly string[]

export interface RawSql {
  /** The rows of `sql` as objects keyed by column name. */
  query<T>(sql: string, args: readonly RawArg[]): Promise<T[]>
}

function scalarType(value: unknown): ArgType['scalarType'] {
  if (typeof value === 'string') return 'string'
  if (typeof value === 'boolean') return 'boolean'
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float'
  return 'unknown'
}

function argType(arg: RawArg): ArgType {
  return Array.isArray(arg) ? { scalarType: 'string', arity: 'list' } : { scalarType: scalarType(arg), arity: 'scalar' }
}

/**
 * Runs statements on the adapter `connect` resolves (connected once, at the first statement).
 *
 * `prepare`, for the embedded database: its driver parses and plans every statement it is sent
 * (PostgreSQL's driver keeps them prepared), which for the append was a third of its work. Each
 * statement is then prepared once (PREPARE) and run with its values as literals (EXECUTE, which
 * takes no bind parameters): 400 against 640 µs of CPU per append (BENCHMARKS.md, 2026-12-05). A
 * list argument, or a NUL that no literal can carry, takes the plain way.
 */
export function rawSql(connect: () => Promise<RawQueryable>, options: { prepare?: boolean } = {}): RawSql {
  let adapter: Promise<RawQueryable> | undefined
  async function run<T>(sql: string, args: readonly RawArg[]): Promise<T[]> {
    adapter ??= connect().catch((error) => {
      adapter = undefined // the next statement tries again
      throw error
    })
    const { columnNames, rows } = await (await adapter).queryRaw({ sql, args: [...args], argTypes: args.map(argType) })
    return rows.map((row) => Object.fromEntries(columnNames.map((name, i) => [name, row[i]])) as T)
  }

  // Names are unique to this RawSql: several may share one embedded database (tests reopen it).
  const prefix = `stmt_${randomBytes(4).toString('hex')}_`
  let count = 0
  const prepared = new Map<string, Promise<string>>()
  /** Forgets `name` for `sql`, unless a later call already prepared it again. */
  const forget = (sql: string, name: Promise<string>) => {
    if (prepared.get(sql) === name) prepared.delete(sql)
  }
  function preparedName(sql: string): Promise<string> {
    let name = prepared.get(sql)
    if (name === undefined) {
      const chosen = `${prefix}${count++}`
      const preparing = run(`PREPARE ${chosen} AS ${sql}`, []).then(() => chosen)
      prepared.set(sql, preparing)
      preparing.catch(() => forget(sql, preparing)) // a failed PREPARE is tried again by the next call
      name = preparing
    }
    return name
  }
  async function execute<T>(name: string, args: readonly (string | number | boolean | null)[]): Promise<T[]> {
    return run(args.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${args.map(literal).join(', ')})`, [])
  }

  return {
    async query<T>(sql: string, args: readonly RawArg[]): Promise<T[]> {
      if (!options.prepare || !args.every(isLiteral)) return run(sql, args)
      const name = preparedName(sql)
      try {
        return await execute<T>(await name, args)
      } catch (error) {
        // A statement the session lost, or a plan the schema invalidated: prepared again, once
        // for all the calls that failed with it.
        const state = sqlState(error)
        if (state === undefined || !REPREPARE.has(state)) throw error
        if (prepared.get(sql) === name) {
          forget(sql, name)
          if (state === '0A000') await name.then((old) => run(`DEALLOCATE ${old}`, [])).catch(() => {})
        }
        return execute<T>(await preparedName(sql), args)
      }
    },
  }
}

/** invalid_sql_statement_name (no such prepared statement), feature_not_supported (cached plan must not change result type). */
const REPREPARE = new Set(['26000', '0A000'])

/** The SQLSTATE of an error the database answered, as the adapter passes it on; undefined for any other failure. */
export function sqlState(error: unknown): string | undefined {
  return (error as { cause?: { originalCode?: string } }).cause?.originalCode
}

/**
 * Whether a statement that failed may still commit: the database did not say it failed (a connection
 * lost, a pool that timed out), or it ended the session (class 08, 57P0x), maybe past the commit.
 */
export function mayHaveCommitted(error: unknown): boolean {
  const state = sqlState(error)
  return state === undefined || state.startsWith('08') || state.startsWith('57P')
}

function isLiteral(arg: RawArg): arg is string | number | boolean | null {
  return !Array.isArray(arg) && !(typeof arg === 'string' && arg.includes('\0'))
}

/** A value as an SQL literal, coerced to its parameter's type: strings escaped (E'', so whatever standard_conforming_strings says). */
function literal(arg: string | number | boolean | null): string {
  if (arg === null || arg === undefined) return 'NULL' // undefined too, as a bound parameter sends it
  if (typeof arg === 'string') return `E'${arg.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
  return `'${String(arg)}'`
}
