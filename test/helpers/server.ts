// Real processes for the embedded-database tests: the server (src/server.ts) and the npm scripts,
// run with tsx like `npm start` / `npm run verify` do, on loopback only, each bounded in time.
// (The same way of starting the server as test/server-embedded.test.ts.)
import { spawn, type ChildProcess } from 'node:child_process'

export const SERVER = new URL('../../src/server.ts', import.meta.url).pathname
export const VERIFY = new URL('../../scripts/verify.ts', import.meta.url).pathname
export const MIGRATE = new URL('../../scripts/migrate.ts', import.meta.url).pathname

export interface Running {
  child: ChildProcess
  url: string
  output: () => string
}

/** The environment without DATABASE_URL (so the embedded database is used), plus `env`. */
function embeddedEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  return { ...inherited, ...env }
}

/** Starts the server and resolves once it listens (rejects if it exits first, or after 120 s: a fresh folder's initdb is slow on a busy machine). */
export function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: embeddedEnv({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start:\n${output}`))
    }, 120_000)
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

/** Sends `signal` and resolves with the exit code (null when killed by a signal). */
export function stop(server: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve(server.child.exitCode)
    server.child.removeAllListeners('exit')
    server.child.on('exit', (code) => resolve(code))
    server.child.kill(signal)
  })
}

export interface Run {
  code: number | null
  stdout: string
  stderr: string
  /** Wall time from spawn to exit, ms. */
  ms: number
}

/** Runs a TypeScript entry point (the server or a script) to its end; killed after `timeoutMs`. */
export function run(entry: string, env: Record<string, string>, args: string[] = [], timeoutMs = 60_000): Promise<Run> {
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { env: embeddedEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr, ms: Date.now() - started })
    }),
  )
}
