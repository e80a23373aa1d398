// The malloc setting and Node's options that keep the server's memory down (README, "Memory") reach
// the server however it is started the documented ways, `npm start` and the Docker image, glibc
// reads the setting, and a server started without them says so in its log.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { MALLOC_TUNABLES, mallocNote, NODE_MEMORY_OPTIONS, nodeOptionsNote, runsOnGlibc } from '../src/memory-settings.js'
import { logLines, start, SERVER, type Running } from './helpers/server.js'

/** The environment process `pid` was started with, from /proc (what glibc read). */
function environmentOf(pid: number): Map<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter((e) => e !== '')
  return new Map(entries.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]))
}

/** The command line process `pid` was started with. */
function commandLineOf(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((arg) => arg !== '')
}

/** The pid of the node process that logged "Server listening" (pino names it in every line). */
function serverPid(server: Running): number {
  const pid = logLines(server.output()).find((l) => l.msg?.startsWith('Server listening at'))?.pid
  if (!(pid > 0)) throw new Error(`no pid in the server's log:\n${server.output()}`)
  return pid
}

const NOTE = 'GLIBC_TUNABLES is unset'
const OPTIONS_NOTE = 'Node runs without'
const GLIBC = runsOnGlibc()
const LOADER = '/lib64/ld-linux-x86-64.so.2'
// glibc 2.33 and later list their tunables; glibc ignores names it does not know, so this is how to see one read.
const LISTS_TUNABLES = existsSync(LOADER) && spawnSync(LOADER, ['--list-tunables']).status === 0

t.test("npm start gives the server GLIBC_TUNABLES and Node's memory options, and keeps a GLIBC_TUNABLES of the caller (empty too)", async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-malloc-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  for (const given of [undefined, '', 'glibc.malloc.arena_max=2']) {
    const server = await start('npm', ['start'], { DATA_DIR: dataDir, RECEIPT_KEYS_DIR: join(dataDir, 'keys'), GLIBC_TUNABLES: given })
    t.teardown(() => server.child.kill('SIGKILL'))
    const pid = serverPid(server)
    t.equal(environmentOf(pid).get('GLIBC_TUNABLES'), given ?? MALLOC_TUNABLES, `GLIBC_TUNABLES ${given === undefined ? 'unset' : JSON.stringify(given)}`)
    t.same(commandLineOf(pid).slice(1, 1 + NODE_MEMORY_OPTIONS.length), NODE_MEMORY_OPTIONS, "Node's first options")
    server.child.kill('SIGTERM')
    t.equal((await server.exited).code, 0, 'the server stopped')
    t.notOk(server.output().includes(NOTE), 'no GLIBC_TUNABLES note in its whole log')
    t.notOk(server.output().includes(OPTIONS_NOTE), "no note about Node's options either")
  }
})

t.test("a server started without GLIBC_TUNABLES (on glibc) and without Node's memory options says so in its log, at info", async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-malloc-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const server = await start(process.execPath, ['--import', 'tsx', SERVER], { DATA_DIR: dataDir, RECEIPT_KEYS_DIR: join(dataDir, 'keys'), GLIBC_TUNABLES: undefined })
  t.teardown(() => server.child.kill('SIGKILL'))
  t.equal(environmentOf(serverPid(server)).has('GLIBC_TUNABLES'), false)
  server.child.kill('SIGTERM')
  t.equal((await server.exited).code, 0, 'the server stopped')
  const notes = logLines(server.output()).filter((l) => l.msg?.includes(NOTE))
  t.equal(notes.length, GLIBC ? 1 : 0, GLIBC ? 'one note' : 'no note where glibc does not run')
  if (GLIBC) {
    t.equal(notes[0]?.level, 30, 'at info')
    t.match(notes[0]?.msg, `start the server with GLIBC_TUNABLES=${MALLOC_TUNABLES}`)
  }
  const optionNotes = logLines(server.output()).filter((l) => l.msg?.includes(OPTIONS_NOTE))
  t.equal(optionNotes.length, 1, "one note about Node's options")
  t.equal(optionNotes[0]?.level, 30, 'at info')
  t.match(optionNotes[0]?.msg, `Node runs without ${NODE_MEMORY_OPTIONS.join(' ')}: start the server with node ${NODE_MEMORY_OPTIONS.join(' ')}`)
})

t.test("nodeOptionsNote: names the options that neither the command line nor NODE_OPTIONS gives", async (t) => {
  const [pool, semiSpace] = NODE_MEMORY_OPTIONS
  t.equal(nodeOptionsNote(NODE_MEMORY_OPTIONS, undefined), undefined)
  t.equal(nodeOptionsNote(['--import', 'tsx', '--v8-pool-size', '4', '--max_semi_space_size=16'], undefined), undefined, "a value of the operator's, as the next argument or with underscores")
  t.equal(nodeOptionsNote([], `--max-old-space-size=100  ${pool} ${semiSpace}`), undefined, 'in NODE_OPTIONS')
  t.match(nodeOptionsNote([], undefined), `Node runs without ${pool} ${semiSpace}:`)
  t.match(nodeOptionsNote([pool], '--max-old-space-size=100'), `Node runs without ${semiSpace}:`)
  t.match(nodeOptionsNote(['--v8-pool-sizes=1'], semiSpace), `Node runs without ${pool}:`, 'another option is not it')
  t.equal(nodeOptionsNote([], `"${pool}" "${semiSpace}"`), undefined, 'quoted in NODE_OPTIONS')
})

t.test('mallocNote: only where glibc runs without any GLIBC_TUNABLES, asking for glibc only then', async (t) => {
  let asked = 0
  const glibc = (answer: boolean) => () => (asked++, answer)
  t.type(mallocNote({}, glibc(true)), 'string')
  t.equal(mallocNote({}, glibc(false)), undefined, 'musl and others do not read it')
  t.equal(asked, 2)
  t.equal(mallocNote({ GLIBC_TUNABLES: '' }, glibc(true)), undefined)
  t.equal(mallocNote({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, glibc(true)), undefined)
  t.equal(asked, 2, 'not asked when the variable is set')
})

t.test("glibc's loader reads the setting as 128 KiB", { skip: !LISTS_TUNABLES && `no ${LOADER} --list-tunables (glibc 2.33 or later)` }, async (t) => {
  const listed = execFileSync(LOADER, ['--list-tunables'], { env: { GLIBC_TUNABLES: MALLOC_TUNABLES }, encoding: 'utf8' })
  t.match(listed, /^glibc\.malloc\.mmap_threshold: 0x20000 /m)
})

t.test("the Docker image sets the same GLIBC_TUNABLES and starts node with the same options", async (t) => {
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
  const commands = instructions.filter((line) => /^CMD /.test(line)).map((line) => JSON.parse(line.slice('CMD '.length)))
  t.same(commands, [['node', ...NODE_MEMORY_OPTIONS, 'dist/src/server.js']], "the server runs with Node's memory options")
})
