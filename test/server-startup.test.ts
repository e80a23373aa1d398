// Start-up against a database that cannot be used: a server that accepts TCP but never answers,
// and a closed port. Either way the process exits 1 within the connect timeout with exactly one
// pino log line (level fatal) naming the cause, and no stack trace.
import { spawn } from 'node:child_process'
import { createServer, type Socket } from 'node:net'
import t, { type Test } from 'tap'

const SERVER = new URL('../src/server.ts', import.meta.url).pathname
const CONNECT_TIMEOUT_MS = 1_500

interface Exit {
  code: number | null
  output: string
  exitedAt: number
}

function runServer(databaseUrl: string): Promise<Exit> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output, exitedAt: Date.now() })
    }),
  )
}

function expectOneFatalLine(t: Test, output: string, cause: RegExp): void {
  const lines = output.split('\n').filter((line) => line.trim() !== '')
  t.equal(lines.length, 1, `exactly one line of output:\n${output}`)
  let entry: any
  try {
    entry = JSON.parse(lines[0])
  } catch {
    t.fail(`the line is a pino JSON log entry: ${lines[0]}`)
    return
  }
  t.ok(entry.level >= 50, `level fatal or error (${entry.level})`)
  t.match(entry.msg, /^cannot start: /)
  t.match(entry.msg, cause, 'the message names the cause')
  t.notMatch(output, /\n\s+at /, 'no stack trace')
}

t.test('a database that accepts TCP but never answers: exit 1 within the connect timeout, one log line', async (t) => {
  let acceptedAt = 0
  let closedAt = 0
  const sockets = new Set<Socket>()
  const blackhole = createServer((socket) => {
    acceptedAt = Date.now()
    sockets.add(socket)
    socket.on('close', () => (closedAt = Date.now()))
    socket.on('error', () => {})
    socket.resume() // read (and ignore) the startup packet, so that the end of the connection is seen
  })
  await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    for (const s of sockets) s.destroy()
    blackhole.close()
  })
  const { port } = blackhole.address() as { port: number }

  const exit = await runServer(`postgresql://postgres@127.0.0.1:${port}/never`)
  t.equal(exit.code, 1, 'exit code 1')
  t.ok(acceptedAt > 0, 'the server connected')
  for (let i = 0; i < 40 && closedAt === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50))
  t.ok(closedAt > 0, 'and closed the connection')
  // Timed from the connection, not from the spawn: loading the code takes a while on a busy machine.
  t.ok(closedAt - acceptedAt < CONNECT_TIMEOUT_MS + 1_000, `it gave up on the connection after ${closedAt - acceptedAt} ms (timeout ${CONNECT_TIMEOUT_MS})`)
  t.ok(exit.exitedAt - acceptedAt < CONNECT_TIMEOUT_MS + 3_000, `and exited ${exit.exitedAt - acceptedAt} ms after connecting`)
  expectOneFatalLine(t, exit.output, new RegExp(`cannot connect to PostgreSQL at 127\\.0\\.0\\.1:${port}/never within ${CONNECT_TIMEOUT_MS} ms: timeout`))
})

t.test('a refused connection: exit 1, one log line naming ECONNREFUSED', async (t) => {
  // A port that was free a moment ago: nothing listens there.
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))

  const exit = await runServer(`postgresql://postgres@127.0.0.1:${port}/nobody`)
  t.equal(exit.code, 1, 'exit code 1')
  expectOneFatalLine(t, exit.output, /ECONNREFUSED/)
  t.match(JSON.parse(exit.output.trim()), { code: 'ECONNREFUSED' })
})
