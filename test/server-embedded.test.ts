// The embedded default: with no DATABASE_URL the server runs on PGlite in DATA_DIR, a new folder
// initialized by a child process; a game played there survives a restart. Also: bad
// configuration is refused with a clear message, and SIGTERM shuts the server down cleanly.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'

const SERVER = new URL('../src/server.ts', import.meta.url).pathname

interface Running {
  child: ChildProcess
  url: string
  output: () => string
}

function startServer(env: Record<string, string>): Promise<Running> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ child, url: match[1], output: () => output })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
}

/** The server's JSON log lines with the message `msg` (other output is skipped). */
function logLines(server: Running, msg: string): Record<string, unknown>[] {
  const parsed = server.output().split('\n').flatMap((line) => {
    try {
      const value: unknown = JSON.parse(line)
      return typeof value === 'object' && value !== null ? [value as Record<string, unknown>] : []
    } catch {
      return []
    }
  })
  return parsed.filter((line) => line.msg === msg)
}

function stop(server: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve(server.child.exitCode)
    server.child.removeAllListeners('exit')
    server.child.on('exit', (code) => resolve(code))
    server.child.kill(signal)
  })
}

async function post(url: string, body?: object, token?: string): Promise<any> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

t.test('a game on the embedded database survives a restart', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carc-embedded-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))

  const first = await startServer({ DATA_DIR: dataDir })
  t.teardown(() => stop(first))
  const health = await (await fetch(`${first.url}/health`)).json()
  t.same(health, { status: 'ok', database: 'pglite' })
  // WebAssembly memory is never given back, so initdb runs in a child process (BENCHMARKS.md has
  // the server's memory either way: the machine's load moves it too much for a test to compare).
  const [initialized, ...more] = logLines(first, 'initialized the embedded database in a child process')
  t.equal(more.length, 0)
  t.match(initialized, { dataDir, pid: Number, ms: Number }, 'the new folder was initialized by a child process')
  t.not(initialized?.pid, first.child.pid)
  const created = await post(`${first.url}/games`, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: ['E', 'U', 'V'] })
  const id = created.game.id
  const token = created.seats[0].token
  await post(`${first.url}/games/${id}/draw`, undefined, token)
  const placed = await post(`${first.url}/games/${id}/place`, { x: 0, y: -1, rotation: 180 }, token)
  await post(`${first.url}/games/${id}/score`, undefined, token)
  t.equal(placed.game.version, 2)
  t.equal(await stop(first), 0, 'SIGTERM ends the server with exit code 0')
  t.match(first.output(), /shutting down/)

  const second = await startServer({ DATA_DIR: dataDir })
  t.teardown(() => stop(second))
  t.same(logLines(second, 'initialized the embedded database in a child process'), [], 'an initialized folder is opened as it is')
  const game = await (await fetch(`${second.url}/games/${id}`)).json()
  t.equal(game.version, 3)
  t.same(game.board, [
    { x: 0, y: 0, tile: 'D', rotation: 0 },
    { x: 0, y: -1, tile: 'E', rotation: 180 },
  ])
  t.same(game.players.map((p: { score: number }) => p.score), [0, 0], 'the completed city had no knight')
  t.same(game.turn, { seat: 1, phase: 'draw', tile: null, placed: null })
  const { actions } = await (await fetch(`${second.url}/games/${id}/actions`)).json()
  t.same(actions.map((a: { type: string }) => a.type), ['create', 'draw', 'place', 'score'])
})

t.test('invalid configuration is refused with a clear message', async (t) => {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'loud' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const code = await new Promise((resolve) => child.on('exit', resolve))
  t.equal(code, 1)
  t.match(stderr, /PORT must be an integer from 0 to 65535, got "eighty"/)
  t.match(stderr, /LOG_LEVEL must be one of/)
})
