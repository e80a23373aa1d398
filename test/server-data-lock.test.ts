// One process at a time on an embedded database's folder (DATA_DIR): with the server running on it,
// a second server, `npm run verify` and `npm run migrate` are refused at once, naming the folder and
// the server's pid; once the server has stopped, verify runs.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { MIGRATE, run, SERVER, startServer, stop, VERIFY } from './helpers/server.js'

t.test('a folder in use is refused to a second process', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-lock-server-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const first = await startServer({ DATA_DIR: dataDir })
  t.teardown(() => stop(first, 'SIGKILL'))
  const pid = first.child.pid!
  const inUse = `data folder ${dataDir} is in use by another process (pid ${pid},`
  const created = await fetch(`${first.url}/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ players: [{ name: 'Ada' }, { name: 'Bo' }] }),
  })
  t.equal(created.status, 201)

  t.test('a second server exits at once with one line naming the folder', async (t) => {
    const second = await run(SERVER, { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' })
    t.equal(second.code, 1, second.stderr)
    t.ok(second.ms < 15_000, `it exited after ${second.ms} ms`)
    const lines = (second.stdout + second.stderr).trim().split('\n')
    t.equal(lines.length, 1, `a single line, no stack trace: ${second.stdout}${second.stderr}`)
    const line = JSON.parse(lines[0])
    t.match(line, { level: 60, dataDir, holderPid: pid })
    t.match(line.msg, inUse)
  })

  t.test('npm run verify exits with 3, naming the folder', async (t) => {
    const verify = await run(VERIFY, { DATA_DIR: dataDir })
    t.equal(verify.code, 3)
    t.ok(verify.ms < 15_000, `it exited after ${verify.ms} ms`)
    t.equal(verify.stdout, '')
    t.match(verify.stderr, inUse)
    t.equal(verify.stderr.trim().split('\n').length, 1, 'one line')
  })

  t.test('npm run migrate exits with 1, naming the folder', async (t) => {
    const migrate = await run(MIGRATE, { DATA_DIR: dataDir })
    t.equal(migrate.code, 1)
    t.match(migrate.stderr, inUse)
  })

  t.test('the first server was left alone and, once stopped, verify runs', async (t) => {
    const health = await (await fetch(`${first.url}/health`)).json()
    t.same(health, { status: 'ok', database: 'pglite' })
    t.equal(await stop(first), 0, 'SIGTERM ends the first server cleanly')
    const verify = await run(VERIFY, { DATA_DIR: dataDir })
    t.equal(verify.code, 0, verify.stderr)
    t.match(verify.stdout, 'checked 1 games (pglite): 1 verified, 0 failed\n')
  })
})
