// Opens the embedded PGlite with its memory bounded. PGlite runs PostgreSQL in WebAssembly inside
// this process, and WebAssembly memory is never given back: an initdb run in the process left the
// server near 500 MB resident, and PostgreSQL's default 128 MB of shared buffers fill up under load.
// So a new folder is initialized by a child process, which exits, and the server's own instance runs
// with the shared buffers configured (BENCHMARKS.md, 2026-12-06 (fifth session)).
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'

/** Run by `node --input-type=module -e`: argv[1] is PGlite's module URL, argv[2] the folder. */
const INITIALIZE = `
import { inspect } from 'node:util'
try {
  const { PGlite } = await import(process.argv[1])
  await (await PGlite.create(process.argv[2])).close()
} catch (error) {
  process.stderr.write(error instanceof Error && error.message ? error.message : inspect(error))
  process.exitCode = 1
}`

/** The child's own folder inside the data folder, whose files move up once initdb has finished. */
const INITIALIZING = '.initializing-'

const run = promisify(execFile)

/** How a new data folder was initialized: by the child process `pid`, in `ms` milliseconds. */
export interface Initialized {
  pid: number
  ms: number
}

/**
 * PGlite in `dataDir` (a folder, or 'memory://' and the like) with `sharedBuffersMb` of shared
 * buffers; `folder` is the data folder on disk, locked by the caller, or null. A folder without a
 * database is initialized by a child process first, and `onInitialized` told.
 */
export async function createEmbedded(
  dataDir: string,
  folder: string | null,
  sharedBuffersMb: number,
  onInitialized: (initialized: Initialized) => void,
): Promise<PGlite> {
  if (folder !== null) {
    // A child of a server that died may have left its folder (and may still be writing to it).
    for (const entry of readdirSync(folder)) if (entry.startsWith(INITIALIZING)) rmSync(join(folder, entry), { recursive: true, force: true })
    if (!existsSync(join(folder, 'PG_VERSION'))) onInitialized(await initializeApart(folder))
  }
  return PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] })
}

/**
 * initdb in a child process, into a folder of its own: only a finished database moves into the
 * data folder, PG_VERSION (what marks a folder initialized) last.
 */
async function initializeApart(folder: string): Promise<Initialized> {
  const started = performance.now()
  const apart = join(folder, `${INITIALIZING}${process.pid}-${Date.now()}`)
  mkdirSync(apart)
  let pid: number | undefined
  try {
    const child = run(process.execPath, ['--input-type=module', '-e', INITIALIZE, import.meta.resolve('@electric-sql/pglite'), apart], { maxBuffer: 16 * 1024 * 1024 })
    pid = child.child.pid
    await child
  } catch (error) {
    rmSync(apart, { recursive: true, force: true })
    const { stderr, code, signal } = error as { stderr?: string; code?: number | string; signal?: string | null }
    const why = stderr?.trim() || (signal ? `killed by ${signal}` : `exit code ${code}`)
    throw new Error(`initializing the embedded database in ${folder} failed: ${why}`)
  }
  const entries = readdirSync(apart).sort((a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'))
  for (const entry of entries) {
    // Without PG_VERSION, an entry of initdb's already here is left from a move that was cut short.
    rmSync(join(folder, entry), { recursive: true, force: true })
    renameSync(join(apart, entry), join(folder, entry))
  }
  rmSync(apart, { recursive: true, force: true })
  return { pid: pid!, ms: Math.round(performance.now() - started) }
}
