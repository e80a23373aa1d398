// Opens the embedded PGlite with its memory bounded. PGlite runs PostgreSQL in WebAssembly inside
// this process, and WebAssembly memory is never given back: an initdb run in the process left the
// server near 500 MB resident, and PostgreSQL's default 128 MB of shared buffers fill up under load.
// So a new folder is initialized by a child process, which exits, and the server's own instance runs
// with the shared buffers configured (BENCHMARKS.md, 2026-12-06 (fifth session)).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
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
  process.exit(1)
}`

const run = promisify(execFile)

/**
 * PGlite in `dataDir` (a folder, or 'memory://' and the like) with `sharedBuffersMb` of shared
 * buffers; `folder` is the folder on disk, or null. A folder without a database is initialized by a
 * child process first.
 */
export async function createEmbedded(dataDir: string, folder: string | null, sharedBuffersMb: number): Promise<PGlite> {
  if (folder !== null && !existsSync(join(folder, 'PG_VERSION'))) await initializeApart(folder)
  return PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] })
}

async function initializeApart(folder: string): Promise<void> {
  try {
    await run(process.execPath, ['--input-type=module', '-e', INITIALIZE, import.meta.resolve('@electric-sql/pglite'), folder], {
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new Error(`initializing the embedded database in ${folder} failed${stderr ? `: ${stderr}` : ''}`, { cause: error })
  }
}
