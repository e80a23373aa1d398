/**
 * The statements of every write and read (a game's creation, an append, a read's version check) go
 * to Prisma's driver adapter directly: its queryRaw, the layer on which Prisma Client itself runs
 * raw SQL, over the same connections. Prisma Client's raw path copies every parameter three times
 * (JSON.stringify, JSON.parse, a deep clone), and a write's parameters carry the whole snapshot
 * (5-20 KB): the direct path took half the CPU per statement, and the server's CPU per write fell
 * by a fifth (BENCHMARKS.md). Its errors are the adapter's DriverAdapterError, which unavailable.ts
 * and rethrowKeyTaken read as they read Prisma's.
 */

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

/** Runs statements on the adapter `connect` resolves (connected once, at the first statement). */
export function rawSql(connect: () => Promise<RawQueryable>): RawSql {
  let adapter: Promise<RawQueryable> | undefined
  return {
    async query<T>(sql: string, args: readonly RawArg[]): Promise<T[]> {
      adapter ??= connect().catch((error) => {
        adapter = undefined // the next statement tries again
        throw error
      })
      const { columnNames, rows } = await (await adapter).queryRaw({ sql, args: [...args], argTypes: args.map(argType) })
      return rows.map((row) => Object.fromEntries(columnNames.map((name, i) => [name, row[i]])) as T)
    },
  }
}
