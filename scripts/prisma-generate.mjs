// Runs `prisma generate` (npm postinstall). Generating the client needs no schema engine, but the
// CLI insists that its binary exists; where it could not be downloaded, point it at any file.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

const env = { ...process.env }
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath
const cli = createRequire(import.meta.url).resolve('prisma/build/index.js')
const { status, error } = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env })
if (error) throw error
process.exit(status ?? 1)
