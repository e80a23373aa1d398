// Real processes for the tests that need them (the server started like `npm start`, several
// servers on one database, kills, shutdown, the npm scripts), on loopback only, each bounded in time.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'

const ROOT = new URL('../..', import.meta.url).pathname
export const SERVER = new URL('../../src/server.ts', import.meta.url).pathname
export const VERIFY = new URL('../../scripts/verify.ts', import.meta.url).pathname
export const MIGRATE = new URL('../../scripts/migrate.ts', import.meta.url).pathname

export interface Running {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
}

/**
 * Spawns the server in the project root and resolves once it listens (its URL read from the log;
 * with a LOG_LEVEL above info, a fixed PORT is polled on /health instead), or rejects with its
 * output if it exits first. DATABASE_URL is not inherited: pass it in `env`, where `undefined` leaves
 * a variable out, an inherited one too (spawn drops undefined values).
 */
export function start(command: string, args: string[], env: Record<string, string | undefined>): Promise<Running> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(command, args, { cwd: ROOT, env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000)
    let listening = false
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (listening) return
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)
      if (match) {
        listening = true
        clearTimeout(timer)
        resolve({ child, url: match[1], output: () => output, exited })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    if (['warn', 'error', 'fatal', 'silent'].includes(env.LOG_LEVEL ?? 'info')) {
      const url = `http://127.0.0.1:${env.PORT}`
      void (async () => {
        while (!listening && child.exitCode === null) {
          const up = await fetch(`${url}/health`).then((r) => r.ok, () => false)
          if (up && !listening) {
            listening = true
            clearTimeout(timer)
            resolve({ child, url, output: () => output, exited })
          }
          await new Promise((r) => setTimeout(r, 100))
        }
      })()
    }
    void exited.then(({ code }) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
}

/** The server run directly by node (no npm in between), so that its pid is the server's. */
export function startNode(env: Record<string, string>): Promise<Running> {
  return start(process.execPath, ['--import', 'tsx', 'src/server.ts'], env)
}

/** A receipt-key folder for the servers of one test (the processes of one service share theirs), removed at its end. */
export function sharedKeyFolder(t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'carc-keys-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A server killed (SIGKILL) at the test's end: no rate limit, warnings only, a free port; `env` on top. */
export async function startForTest(t: Test, env: Record<string, string>): Promise<Running> {
  const server = await startNode({ RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', PORT: String(await freePort()), ...env })
  t.teardown(() => stop(server, 'SIGKILL'))
  return server
}

/**
 * `count` servers on the PostgreSQL database `url` with one receipt-key folder, started one after
 * the other: the first migrates the database and creates the key.
 */
export async function serversOnOneDatabase(t: Test, url: string, count: number, env: Record<string, string> = {}): Promise<Running[]> {
  const keys = sharedKeyFolder(t)
  const servers: Running[] = []
  for (let i = 0; i < count; i++) servers.push(await startForTest(t, { DATABASE_URL: url, RECEIPT_KEYS_DIR: keys, ...env }))
  return servers
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** The JSON log lines of a server's output. */
export function logLines(output: string): any[] {
  return output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l)
      } catch {
        return { unparsed: l }
      }
    })
}

/** Runs `npm run verify` (scripts/verify.ts, by node) with `env` added (DATABASE_URL or DATA_DIR); its exit code and output. */
export function runVerify(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return run(VERIFY, env, args)
}

/** One HTTP exchange with a spawned server: the answer, or the error fetch threw. */
export interface Reply {
  status: number
  /** The answer was the stored answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean
  contentType: string
  text: string
  /** The parsed body, when it is JSON. */
  body: any
  /** Set instead of the above when no answer came (connection refused or cut). */
  error?: string
}

export async function request(base: string, method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Reply> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await res.text()
    let parsed: any
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true', contentType: res.headers.get('content-type') ?? '', text, body: parsed }
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } }
    return { status: 0, replayed: false, contentType: '', text: '', body: undefined, error: `${e.message}: ${e.cause?.code ?? e.cause?.message ?? ''}` }
  }
}

/** A problem+json answer with this status (and code, when given). */
export function isProblem(reply: Reply, status: number, code?: string): boolean {
  return reply.status === status && /^application\/problem\+json/.test(reply.contentType) && (code === undefined || reply.body?.code === code)
}

/** The server on the embedded database (DATA_DIR in `env`), started directly by node. */
export function startServer(env: Record<string, string>): Promise<Running> {
  return startNode(env)
}

/** Sends `signal` and resolves with the exit code (null when killed by a signal). */
export async function stop(server: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal)
  return (await server.exited).code
}

export interface Run {
  code: number | null
  stdout: string
  stderr: string
  /** Wall time from spawn to exit, ms. */
  ms: number
}

/** Runs a TypeScript entry point (the server or a script) to its end; killed after `timeoutMs`. DATABASE_URL is not inherited. */
export function run(entry: string, env: Record<string, string>, args: string[] = [], timeoutMs = 60_000): Promise<Run> {
  const started = Date.now()
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
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
