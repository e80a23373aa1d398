// The malloc setting that keeps the server's memory down (README, "Memory") reaches the server
// however it is started the documented ways, `npm start` and the Docker image, glibc reads it, and
// a server started without it says so in its log.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { glibcRuntime, MALLOC_TUNABLES, mallocNotice } from '../src/malloc.js'
import { start, SERVER, type Running } from './helpers/server.js'

/** The environment process `pid` was started with, from /proc (what glibc read). */
function environmentOf(pid: number): Map<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter((e) => e !== '')
  return new Map(entries.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]))
}

/** The pid of the node process that logged "Server listening" (pino names it in every line). */
function serverPid(server: Running): number {
  const pid = Number(/"pid":(\d+),.*"msg":"Server listening at/.exec(server.output())?.[1])
  if (!(pid > 0)) throw new Error(`no pid in the server's log:\n${server.output()}`)
  return pid
}

const NOTICE = 'GLIBC_TUNABLES is unset'

t.test('npm start gives the server GLIBC_TUNABLES, and keeps a value of the caller (empty too)', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-malloc-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  for (const given of [undefined, '', 'glibc.malloc.arena_max=2']) {
    const server = await start('npm', ['start'], { DATA_DIR: dataDir, RECEIPT_KEYS_DIR: join(dataDir, 'keys'), GLIBC_TUNABLES: given })
    t.teardown(() => server.child.kill('SIGKILL'))
    t.equal(environmentOf(serverPid(server)).get('GLIBC_TUNABLES'), given ?? MALLOC_TUNABLES, `GLIBC_TUNABLES ${given === undefined ? 'unset' : JSON.stringify(given)}`)
    t.notOk(server.output().includes(NOTICE), 'no notice in the log')
    server.child.kill('SIGTERM')
    t.equal((await server.exited).code, 0, 'the server stopped')
  }
})

t.test('a server started without GLIBC_TUNABLES says so in its log, at info', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-malloc-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const server = await start(process.execPath, ['--import', 'tsx', SERVER], { DATA_DIR: dataDir, RECEIPT_KEYS_DIR: join(dataDir, 'keys'), GLIBC_TUNABLES: undefined })
  t.teardown(() => server.child.kill('SIGKILL'))
  t.equal(environmentOf(serverPid(server)).has('GLIBC_TUNABLES'), false)
  // The notice follows the "ready" line, which comes after "Server listening".
  const deadline = Date.now() + 10_000
  while (!server.output().includes(NOTICE) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  const line = server.output().split('\n').find((l) => l.includes(NOTICE))
  t.ok(line, 'the notice was logged')
  t.equal(JSON.parse(line ?? '{}').level, 30, 'at info')
  t.match(line, `start the server with GLIBC_TUNABLES=${MALLOC_TUNABLES}`)
  server.child.kill('SIGTERM')
  t.equal((await server.exited).code, 0, 'the server stopped')
})

t.test('mallocNotice: only where glibc runs without any GLIBC_TUNABLES', async (t) => {
  t.equal(glibcRuntime(), true, 'this machine runs glibc')
  t.type(mallocNotice({}, true), 'string')
  t.equal(mallocNotice({ GLIBC_TUNABLES: '' }, true), undefined)
  t.equal(mallocNotice({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, true), undefined)
  t.equal(mallocNotice({}, false), undefined, 'musl and others do not read it')
})

const LOADER = '/lib64/ld-linux-x86-64.so.2'

t.test('glibc reads the setting (it ignores names it does not know)', { skip: !existsSync(LOADER) && `no ${LOADER} to list glibc's tunables with` }, async (t) => {
  const list = (tunables: string) => execFileSync(LOADER, ['--list-tunables'], { env: { GLIBC_TUNABLES: tunables }, encoding: 'utf8' })
  t.match(list(MALLOC_TUNABLES), /^glibc\.malloc\.mmap_threshold: 0x20000 /m, '128 KiB')
  t.match(list(''), /^glibc\.malloc\.mmap_threshold: 0x0 /m, 'unset: glibc decides, and raises it')
})

t.test('the Docker image sets the same GLIBC_TUNABLES', async (t) => {
  const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8')
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  // The runtime stage's instructions, continuation lines joined, comment lines dropped.
  const instructions = runtime
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
  const assignments = instructions.filter((line) => /^ENV /.test(line)).flatMap((line) => [...line.matchAll(/\bGLIBC_TUNABLES=(\S*)/g)].map((m) => m[1]))
  t.same(assignments, [MALLOC_TUNABLES], 'one assignment, this value')
})
