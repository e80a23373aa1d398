/** Starting and stopping the compiled server (`node dist/src/server.js`) for the HTTP benchmark. */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

/** dist/src/server.js, next to this compiled file (dist/scripts/bench/server.js). */
export const SERVER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'server.js')

export interface RunningServer {
  readonly pid: number
  readonly url: string
  readonly logFile: string
  /** SIGTERM (a drain), then SIGKILL after 20 s; resolves when the process has exited. */
  stop(): Promise<void>
  /** Whether the process has exited. */
  exited(): boolean
  /** performance.now() when GET /health/ready answered 200 (and `readyWhen` held). */
  readonly readyAt: number
}

/** A free TCP port on 127.0.0.1 (closed again before the server binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts the server (`nodeArgs` before its entry) with `env` added to ours and waits until GET
 * /health/ready answers 200 with a body for which `readyWhen` holds.
 */
export async function startServer(
  env: Record<string, string>,
  logFile: string,
  nodeArgs: readonly string[] = [],
  readyWhen: (body: { writer?: string }) => boolean = () => true,
  readyTimeoutMs = 60_000,
): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const out = openSync(logFile, 'a')
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  })
  closeSync(out)
  let exitCode: number | null | undefined
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exitCode = code ?? (signal === null ? -1 : 128)
      resolve()
    })
  })
  const tail = () => readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the server exited with code ${exitCode} before it was ready:\n${tail()}`)
    try {
      const res = await fetch(`${url}/health/ready`)
      const body = await res.text()
      if (res.status === 200 && readyWhen(JSON.parse(body))) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${tail()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const readyAt = performance.now()
  return {
    pid: child.pid!,
    url,
    logFile,
    readyAt,
    exited: () => exitCode !== undefined,
    async stop() {
      if (exitCode !== undefined) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(timer)
    },
  }
}
