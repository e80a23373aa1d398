// The malloc setting that keeps the server's memory down (README, "Memory") reaches the server
// however it is started the documented ways: `npm start` and the Docker image.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { MALLOC_TUNABLES } from '../scripts/bench/server.js'
import { start } from './helpers/server.js'

/** The environment of process `pid`, from /proc. */
function environmentOf(pid: number): Map<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter((e) => e !== '')
  return new Map(entries.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]))
}

t.test('npm start runs the server with GLIBC_TUNABLES set, unless the caller set it', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-malloc-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  for (const given of [undefined, 'glibc.malloc.arena_max=2']) {
    const env: Record<string, string> = { DATA_DIR: dataDir, RECEIPT_KEYS_DIR: join(dataDir, 'keys') }
    if (given !== undefined) env.GLIBC_TUNABLES = given
    const server = await start('npm', ['start'], env)
    // pino names the process in every line: the node process that npm's shell became.
    const pid = Number(/"pid":(\d+),.*"msg":"Server listening at/.exec(server.output())?.[1])
    t.ok(pid > 0, 'the server logged its pid')
    // The tests' own environment may set it too (the server then keeps that).
    const expected = given ?? process.env.GLIBC_TUNABLES ?? MALLOC_TUNABLES
    t.equal(environmentOf(pid).get('GLIBC_TUNABLES'), expected, given === undefined ? 'the default' : "the caller's own")
    server.child.kill('SIGTERM')
    t.equal((await server.exited).code, 0)
  }
})

t.test('the Docker image sets the same GLIBC_TUNABLES', async (t) => {
  const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8')
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  t.match(runtime, new RegExp(`^ENV [^\\n]*(\\\\\\n[^\\n]*)*\\bGLIBC_TUNABLES=${MALLOC_TUNABLES.replace(/\./g, '\\.')}$`, 'm'))
})
