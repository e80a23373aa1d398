/**
 * HTTP benchmark: the compiled server on a fresh PostgreSQL database, driven by N concurrent
 * clients that play complete random 2-player games through the API (scripts/bench/driver.ts),
 * alternating with pgbench running the same write's transaction shape at the same concurrency
 * (scripts/bench/pgbench.ts). Every game played is verified at the end. See BENCHMARKS.md.
 *
 *   npm run bench:http -- [--clients 1,8,32] [--seconds 10] [--warmup 3] [--runs 3]
 *                         [--embedded] [--processes 2] [--unbatched] [--soak MINUTES]
 *                         [--database-url postgresql://postgres@127.0.0.1:5432/postgres]
 *                         [--pool-size N] [--log-level warn] [--snapshot-bytes 4096] [--cpu-prof DIR]
 *                         [--node-args='--flag ...']  (Node's options for each server process)
 *
 * Exit status: 0; 1 when a game does not verify, a game is missing, or a request got an
 * unexpected answer other than 503 (load shedding, printed but tolerated); 2 bad usage.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { loadConfig } from '../src/config.js'
import { MALLOC_TUNABLES, NODE_MEMORY_OPTIONS } from '../src/memory-settings.js'
import { soleWriterGraceMs } from '../src/store/write-bounds.js'
import { chooser, ENDPOINT_LABELS, ENDPOINTS, runClient, WRITE_ENDPOINTS, type Endpoint, type Transport, type UnexpectedReply } from './bench/driver.js'
import { describeResidentParts, processResidentParts, type ResidentParts } from './bench/memory.js'
import { preparePgbench, runPgbench, sampleWrite, writePgbenchScript, type PgbenchResult } from './bench/pgbench.js'
import { commandWaits, jiffiesMs, machineCpu, machineDescription, machineShare, processCpuMs, processRssBytes, threadSched, waitedBetween, type ThreadSched } from './bench/proc.js'
import { startServer, type RunningServer } from './bench/server.js'
import { socketTransport } from './bench/socket-transport.js'
import { median, medianRange, percentile, Samples } from './bench/stats.js'

// ---------------------------------------------------------------- options

const USAGE = `usage: npm run bench:http -- [--clients 1,8,32] [--seconds 10] [--warmup 3] [--runs 3] [--embedded]
       [--processes 2] [--unbatched] [--soak MINUTES] [--database-url URL] [--pool-size N] [--log-level warn] [--snapshot-bytes 4096] [--cpu-prof DIR] [--node-args='--flag ...']`

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}

const { values: opts } = (() => {
  try {
    return parseArgs({
      options: {
        clients: { type: 'string' },
        seconds: { type: 'string', default: '10' },
        warmup: { type: 'string', default: '3' },
        runs: { type: 'string', default: '3' },
        embedded: { type: 'boolean', default: false },
        processes: { type: 'string', default: '1' },
        // One more PostgreSQL set-up: one process with each append sent by itself (APPEND_BATCH_SIZE=1).
        unbatched: { type: 'boolean', default: false },
        soak: { type: 'string' },
        'database-url': { type: 'string' },
        'pool-size': { type: 'string' },
        'log-level': { type: 'string', default: 'warn' },
        'snapshot-bytes': { type: 'string', default: '4096' },
        'cpu-prof': { type: 'string' },
        'node-args': { type: 'string' },
      },
    })
  } catch (error) {
    fail((error as Error).message)
  }
})()

const positive = (name: string, raw: string, integer = true): number => {
  const value = Number(raw)
  if (!(value > 0) || (integer && !Number.isInteger(value))) fail(`--${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`)
  return value
}
const soakMinutes = opts.soak === undefined ? undefined : positive('soak', opts.soak, false)
const clientCounts = (opts.clients ?? (soakMinutes === undefined ? '1,8,32' : '8')).split(',').map((c) => positive('clients', c.trim()))
const seconds = positive('seconds', opts.seconds!, false)
const warmup = Number(opts.warmup)
if (!(warmup >= 0)) fail(`--warmup must be a number of seconds, got "${opts.warmup}"`)
const runs = positive('runs', opts.runs!)
const processes = positive('processes', opts.processes!)
const snapshotBytes = positive('snapshot-bytes', opts['snapshot-bytes']!)
if (opts['pool-size'] !== undefined) positive('pool-size', opts['pool-size'])
if (soakMinutes !== undefined && (processes > 1 || opts.unbatched)) fail('--soak runs one server process: leave out --processes and --unbatched')
// Each server process writes a V8 CPU profile of its whole life into this folder when it exits.
/** Node's options for each server process: npm start's, a profile, and any flags under test (`--node-args`, which come last and so win). */
const serverNodeArgs = [
  ...NODE_MEMORY_OPTIONS,
  ...(opts['cpu-prof'] === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${opts['cpu-prof']}`]),
  ...(opts['node-args']?.split(' ').filter((arg) => arg !== '') ?? []),
]
const adminUrl = opts['database-url'] || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres'

// ---------------------------------------------------------------- the servers

interface Variant {
  key: string
  label: string
  kind: 'postgres' | 'pglite'
  /** The server's environment besides the database's (a setting under comparison). */
  extraEnv: Record<string, string>
  /** PostgreSQL: the set-up's own database, as a deployment of that many processes has. */
  databaseUrl?: string
  servers: RunningServer[]
  transports: Transport[]
  closers: (() => void)[]
  /** Ids of every game the clients created on it. */
  games: string[]
  /** A single PostgreSQL server: performance.now() once it said it was its database's sole writer. */
  soleWriterSince?: number
}

const workDir = mkdtempSync(join(tmpdir(), 'carc-bench-http-'))
const databaseName = `carc_bench_${randomBytes(6).toString('hex')}`
const urlOf = (name: string) => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
/**
 * The one-process set-up's database, where pgbench's tables go too (copies of its migrated tables).
 * Each other PostgreSQL set-up has one of its own, as a deployment of that many processes would: a
 * process alone on its database is its sole writer (src/store/writer-lease.ts).
 */
const databaseUrl = urlOf(databaseName)
const variants: Variant[] = []
/** The databases created, dropped at the end. */
const databases: string[] = []
let cleaned = false

async function adminQuery(sql: string, params: unknown[] = [], url = adminUrl): Promise<any[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}

async function createDatabase(name: string): Promise<string> {
  await adminQuery(`CREATE DATABASE ${name}`)
  databases.push(name)
  return name
}

async function cleanup(): Promise<void> {
  if (cleaned) return
  cleaned = true
  for (const variant of variants) {
    for (const close of variant.closers) close()
    await Promise.all(variant.servers.map((s) => s.stop()))
  }
  for (const name of databases) {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    } catch (error) {
      console.error(`could not drop database ${name}: ${(error as Error).message}`)
    }
  }
  rmSync(workDir, { recursive: true, force: true })
}

process.on('SIGINT', () => {
  console.error('\ninterrupted: stopping the servers and dropping the database')
  void cleanup().finally(() => process.exit(130))
})

/** The servers' GLIBC_TUNABLES: this process's if set (empty is glibc's default), else what npm start and the Dockerfile set. */
const serverTunables = process.env.GLIBC_TUNABLES ?? MALLOC_TUNABLES

function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production', // as the Dockerfile runs it
    GLIBC_TUNABLES: serverTunables,
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: opts['log-level']!,
    RECEIPT_KEYS_DIR: join(workDir, 'keys'),
    ...(opts['pool-size'] === undefined ? {} : { DB_POOL_SIZE: opts['pool-size'] }),
    ...extra,
  }
}

/** How long a server alone on its PostgreSQL database waits before it trusts its heads, with the servers' timeouts. */
const soleWriterGrace = (() => {
  try {
    return soleWriterGraceMs(loadConfig({ ...process.env, ...serverEnv({ DATABASE_URL: databaseUrl }), PORT: '0', HOST: '127.0.0.1' }).timeouts)
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true })
    return fail(`the servers' environment: ${(error as Error).message}`)
  }
})()

async function addVariant(key: string, label: string, kind: Variant['kind'], count: number, extraEnv: Record<string, string> = {}): Promise<void> {
  const variant: Variant = { key, label, kind, extraEnv, servers: [], transports: [], closers: [], games: [] }
  variants.push(variant)
  if (kind === 'postgres') variant.databaseUrl = key === 'pg1' ? databaseUrl : urlOf(await createDatabase(`${databaseName}_${key}`))
  // A PostgreSQL server alone on its database is ready to be measured once it is the sole writer.
  const soleWriter = kind === 'postgres' && count === 1
  for (let i = 0; i < count; i++) {
    // One after the other: the first creates the receipt key that all of them share.
    const env: Record<string, string> = variant.databaseUrl !== undefined ? { DATABASE_URL: variant.databaseUrl } : { DATABASE_URL: '', DATA_DIR: join(workDir, `pglite-${key}`) }
    const server = await startServer(serverEnv({ ...env, ...extraEnv }), join(workDir, `server-${key}-${i}.log`), serverNodeArgs, (body) => !soleWriter || body.writer === 'sole')
    const { transport, close } = socketTransport(server.url)
    variant.servers.push(server)
    variant.transports.push(transport)
    variant.closers.push(close)
  }
  if (soleWriter) variant.soleWriterSince = variant.servers[0].readyAt
}

/**
 * Waits until each PostgreSQL server alone on its database trusts the heads it knows
 * (writer-lease.ts): until then each read asks the database for the game's version, which is how a
 * server starts, not how it runs.
 */
async function awaitSoleWriterGrace(): Promise<void> {
  const since = variants.flatMap((v) => (v.soleWriterSince === undefined ? [] : [v.soleWriterSince]))
  if (since.length === 0) return
  const waitMs = Math.max(...since) + soleWriterGrace - performance.now()
  if (waitMs <= 0) return
  console.log(`waiting ${(waitMs / 1000).toFixed(1)} s for the sole writers' grace of ${soleWriterGrace} ms, until which a read asks the database for the game's version`)
  await sleep(waitMs)
}

// ---------------------------------------------------------------- one measured service run

interface RunResult {
  writesPerSecond: number
  requestsPerSecond: number
  /** Server CPU (all its processes) per accepted write, ms. */
  cpuMsPerWrite: number
  /** The benchmark's own CPU (the clients) per accepted write, ms. */
  clientCpuMsPerWrite: number
  /** Resident memory of each server process at the end of the run. */
  rssBytes: number[]
  /** The same, by what holds it (from smaps, read right after). */
  residentParts: ResidentParts[]
  /** Share of all CPUs busy over the window (everything on the machine; steal time not included). */
  machineBusy: number
  /** Share of all CPUs' time over the window that the hypervisor gave to other guests. */
  machineSteal: number
  /** CPU of the whole machine per accepted write, ms: server, clients, database and kernel together. */
  machineCpuMsPerWrite: number
  /**
   * Per request, ms: the servers' main threads (their event loops) on a CPU and runnable but
   * waiting for one; PostgreSQL's processes (null: embedded, in the server) and this process's
   * main thread (the clients) waiting for one.
   */
  perRequest: { serverRunMs: number; serverWaitMs: number; databaseWaitMs: number | null; clientWaitMs: number }
  /** The share of the window each server's event loop was on a CPU, the mean over the processes. */
  eventLoopBusy: number
  gamesFinished: number
}

const unexpected = new Map<string, { count: number; example: string }>()
function noteError(variant: Variant, error: UnexpectedReply): void {
  const key = `${variant.label}: ${ENDPOINT_LABELS[error.endpoint]} status ${error.status}`
  const seen = unexpected.get(key)
  if (seen === undefined) unexpected.set(key, { count: 1, example: error.message })
  else seen.count++
}

/**
 * `clients` clients play for `warmupSeconds`, then for `measureSeconds` during which every answer
 * is counted; `onTick` is called every `tickSeconds` of the measured window (the soak's samples).
 */
async function serviceRun(
  variant: Variant,
  clients: number,
  warmupSeconds: number,
  measureSeconds: number,
  latencies: Map<Endpoint, Samples>,
  seedBase: number,
  onTick?: { seconds: number; call: (elapsed: number, writesSinceLast: number) => void },
): Promise<RunResult> {
  let windowStart = Infinity
  let windowEnd = Infinity
  let writes = 0
  let requests = 0
  let stopped = false
  const record = (endpoint: Endpoint, ms: number, status: number, at: number) => {
    if (at < windowStart || at >= windowEnd) return
    requests++
    if (status >= 200 && status < 300) {
      if (WRITE_ENDPOINTS.has(endpoint)) writes++
      latencies.get(endpoint)!.push(ms)
    }
  }
  const players = Array.from({ length: clients }, (_, i) =>
    runClient({
      transport: variant.transports[i % variant.transports.length],
      pick: chooser(seedBase + i + 1),
      record,
      shouldStop: () => stopped,
      onGame: (id) => variant.games.push(id),
      onError: (error) => noteError(variant, error),
      errorPauseMs: 200,
    }),
  )
  const running = Promise.all(players)
  let crashed = false
  running.catch(() => (crashed = true))
  try {
    await sleep(warmupSeconds * 1000)
    const pids = variant.servers.map((s) => s.pid)
    const cpuBefore = pids.map(processCpuMs)
    const machineBefore = machineCpu()
    const clientBefore = process.cpuUsage()
    const schedBefore = { servers: pids.map((pid) => threadSched(pid)), database: databaseWaits(variant), client: threadSched(process.pid) }
    windowStart = performance.now()
    if (onTick === undefined) await sleep(measureSeconds * 1000)
    else {
      let lastWrites = 0
      for (let elapsed = onTick.seconds; elapsed <= measureSeconds + 1e-9; elapsed += onTick.seconds) {
        await sleep(windowStart + elapsed * 1000 - performance.now())
        onTick.call(elapsed, writes - lastWrites)
        lastWrites = writes
      }
      await sleep(windowStart + measureSeconds * 1000 - performance.now())
    }
    windowEnd = performance.now()
    const cpuAfter = pids.map(processCpuMs)
    const machineAfter = machineCpu()
    const client = process.cpuUsage(clientBefore)
    const schedAfter = { servers: pids.map((pid) => threadSched(pid)), database: databaseWaits(variant), client: threadSched(process.pid) }
    const rssBytes = pids.map(processRssBytes)
    const residentParts = pids.map(processResidentParts)
    const window = (windowEnd - windowStart) / 1000
    const serverCpu = cpuAfter.reduce((sum, ms, i) => sum + ms - cpuBefore[i], 0)
    const eventLoopMs = sumOfChanges(schedBefore.servers, schedAfter.servers, 'runMs')
    stopped = true
    const results = await running
    if (crashed || variant.servers.some((s) => s.exited())) throw new Error(`${variant.label}: a server exited during the run (logs in ${workDir})`)
    return {
      writesPerSecond: writes / window,
      requestsPerSecond: requests / window,
      cpuMsPerWrite: serverCpu / writes,
      clientCpuMsPerWrite: (client.user + client.system) / 1000 / writes,
      rssBytes,
      residentParts,
      machineBusy: machineShare(machineBefore, machineAfter, 'busy'),
      machineSteal: machineShare(machineBefore, machineAfter, 'steal'),
      machineCpuMsPerWrite: jiffiesMs(machineAfter.busy - machineBefore.busy) / writes,
      perRequest: {
        serverRunMs: eventLoopMs / requests,
        serverWaitMs: sumOfChanges(schedBefore.servers, schedAfter.servers, 'waitMs') / requests,
        databaseWaitMs: schedBefore.database === null || schedAfter.database === null ? null : waitedBetween(schedBefore.database, schedAfter.database) / requests,
        clientWaitMs: (schedAfter.client.waitMs - schedBefore.client.waitMs) / requests,
      },
      eventLoopBusy: eventLoopMs / (window * 1000) / pids.length,
      gamesFinished: results.reduce((sum, r) => sum + r.finished, 0),
    }
  } finally {
    stopped = true
    await running.catch(() => undefined)
  }
}

/** How much `field` grew in all the threads together between two readings (one per thread, same order). */
function sumOfChanges(before: readonly ThreadSched[], after: readonly ThreadSched[], field: keyof ThreadSched): number {
  return after.reduce((sum, sched, i) => sum + sched[field] - before[i][field], 0)
}

/** Run-queue waits of every process named postgres on the machine, or null for the embedded database. */
function databaseWaits(variant: Variant): Map<number, number> | null {
  return variant.kind === 'postgres' ? commandWaits('postgres') : null
}

// ---------------------------------------------------------------- reporting

const mb = (bytes: number) => bytes / 2 ** 20
const pct = (share: number) => `${(share * 100).toFixed(0)}%`
const pad = (text: string, width: number) => text.padEnd(width)

function latencyLines(latencies: Map<Endpoint, Samples>): string[] {
  const lines: string[] = []
  for (const endpoint of ENDPOINTS) {
    const sorted = latencies.get(endpoint)!.sorted()
    if (sorted.length === 0) continue
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1))
    lines.push(`    ${pad(ENDPOINT_LABELS[endpoint], 16)} ${pad(`${p50} / ${p95} / ${p99}`, 22)} (${sorted.length} requests)`)
  }
  return lines
}

/** A run's event loop time and waits for a CPU, per request. */
function schedLine({ perRequest: r, eventLoopBusy }: RunResult): string {
  const database = r.databaseWaitMs === null ? '' : `, PostgreSQL ${r.databaseWaitMs.toFixed(2)}`
  return (
    `per request, ms: server event loop on a CPU ${r.serverRunMs.toFixed(2)} (busy ${pct(eventLoopBusy)} of the window); ` +
    `waiting for a CPU: event loop ${r.serverWaitMs.toFixed(2)}${database}, clients ${r.clientWaitMs.toFixed(2)}`
  )
}

/** Each server's resident memory, in MB, by what holds it. */
function residentLine(parts: readonly ResidentParts[]): string {
  return `resident memory, MB: ${parts.map((p) => `${mb(p.total).toFixed(0)} (${describeResidentParts(p)})`).join('; ')}`
}

/** Per-run ratios a[i] / b[i] (runs are paired: they ran back to back). */
const paired = (a: readonly number[], b: readonly number[]) => a.map((v, i) => v / b[i])

// ---------------------------------------------------------------- verification

async function verifyAll(): Promise<{ verified: number; failed: string[] }> {
  const failed: string[] = []
  let verified = 0
  const jobs: { variant: Variant; id: string }[] = []
  for (const variant of variants.filter((v) => v.databaseUrl !== undefined)) {
    // Every game in the set-up's database, also one whose creation answer a client never read.
    const inDatabase = (await adminQuery('SELECT id FROM games ORDER BY created_at', [], variant.databaseUrl)).map((r) => r.id as string)
    const known = new Set(inDatabase)
    for (const id of variant.games) if (!known.has(id)) failed.push(`${variant.label} ${id}: created through the API but not in the database`)
    console.log(`${variant.label}: ${inDatabase.length} games in its database, ${variant.games.length} created by the clients`)
    for (const id of inDatabase) jobs.push({ variant, id })
  }
  for (const variant of variants.filter((v) => v.kind === 'pglite')) for (const id of variant.games) jobs.push({ variant, id })
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const { variant, id } = jobs[next++]
      const reply = await variant.transports[0]('GET', `/games/${encodeURIComponent(id)}/verify`)
      if (reply.status === 200 && reply.body.ok === true) verified++
      else {
        const why = reply.status === 200 ? JSON.stringify(reply.body.checks.filter((c: { ok: boolean }) => !c.ok)) : `status ${reply.status} ${JSON.stringify(reply.body)}`
        failed.push(`${variant.label} ${id}: ${why}`)
      }
    }
  }
  await Promise.all(Array.from({ length: 2 }, worker))
  console.log(`verified ${verified} of ${jobs.length} games in ${((performance.now() - started) / 1000).toFixed(1)} s (GET /games/{id}/verify)`)
  return { verified, failed }
}

// ---------------------------------------------------------------- main

async function main(): Promise<number> {
  console.log(`machine: ${machineDescription()}`)
  console.log(`load average at start: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  await createDatabase(databaseName)
  console.log(`database ${databaseName} (and ${databaseName}_<set-up> for more processes) on ${new URL(adminUrl).host} (dropped at the end); work folder ${workDir}`)

  if (soakMinutes === undefined || !opts.embedded) await addVariant('pg1', 'postgres', 'postgres', 1)
  if (soakMinutes === undefined && processes > 1) await addVariant(`pg${processes}`, `postgres x${processes}`, 'postgres', processes)
  if (soakMinutes === undefined && opts.unbatched) await addVariant('pg1u', 'unbatched', 'postgres', 1, { APPEND_BATCH_SIZE: '1' })
  if (opts.embedded) await addVariant('embedded', 'embedded', 'pglite', 1)
  const poolNote = opts['pool-size'] === undefined ? 'DB_POOL_SIZE default (10)' : `DB_POOL_SIZE=${opts['pool-size']}`
  console.log(`servers: ${variants.map((v) => `${v.label} (${v.servers.map((s) => s.pid).join(', ')})`).join('; ')}; LOG_LEVEL=${opts['log-level']}, GLIBC_TUNABLES=${serverTunables}, node ${serverNodeArgs.join(' ')}, ${poolNote}, rate limit off`)

  if (soakMinutes !== undefined) {
    await awaitSoleWriterGrace()
    await soak(variants[0], clientCounts[0], soakMinutes)
  } else await compare()

  const { verified, failed } = await verifyAll()
  let status = 0
  if (failed.length > 0) {
    status = 1
    console.log(`\n!!!!!!!! VERIFICATION FAILED: ${failed.length} game(s) !!!!!!!!`)
    for (const line of failed.slice(0, 50)) console.log(`  FAIL ${line}`)
  } else console.log(`all ${verified} games verified`)
  if (unexpected.size > 0) {
    console.log('\nunexpected answers (each abandoned its game; the game was still verified):')
    for (const [key, { count, example }] of unexpected) {
      console.log(`  ${count} x ${key}\n      e.g. ${example}`)
      if (!/status 503$/.test(key)) status = 1
    }
    if (status !== 0) console.log('!!!!!!!! a request got an answer other than 200/201 or 503: see above !!!!!!!!')
  }
  return status
}

async function compare(): Promise<void> {
  const sample = sampleWrite(snapshotBytes)
  await preparePgbench(databaseUrl, Math.max(...clientCounts), sample.snapshot)
  const script = writePgbenchScript(workDir)
  await awaitSoleWriterGrace()
  console.log(`pgbench: custom script ${script}, ${sample.snapshot.length}-byte snapshot, ${sample.result.length}-byte result`)
  console.log(`plan: clients ${clientCounts.join(', ')}; ${runs} runs each of ${variants.map((v) => v.label).join(', ')} and pgbench, alternating; ${warmup} s warm-up + ${seconds} s measured per run\n`)

  const summary: string[] = []
  const header = ['clients', ...variants.map((v) => `${v.label} writes/s`), 'pgbench tps', ...variants.map((v) => `${v.label} / pgbench`)]
  if (variants.length > 1) header.push(...variants.slice(1).map((v) => `${v.label} / ${variants[0].label}`))
  header.push(...variants.map((v) => `${v.label} CPU ms/write`), ...variants.map((v) => `${v.label} RSS MB`))
  summary.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`)

  let seedBase = 0
  for (const clients of clientCounts) {
    const results = new Map<string, RunResult[]>(variants.map((v) => [v.key, []]))
    const latencies = new Map(variants.map((v) => [v.key, new Map(ENDPOINTS.map((e) => [e, new Samples()]))]))
    const pgbench: PgbenchResult[] = []
    const pgbenchMachineMs: number[] = []
    console.log(`== ${clients} client${clients === 1 ? '' : 's'}`)
    for (let run = 1; run <= runs; run++) {
      for (const variant of variants) {
        const r = await serviceRun(variant, clients, warmup, seconds, latencies.get(variant.key)!, (seedBase += 1000))
        results.get(variant.key)!.push(r)
        console.log(
          `  run ${run}/${runs} ${pad(variant.label, 12)} ${r.writesPerSecond.toFixed(0)} writes/s (${r.requestsPerSecond.toFixed(0)} requests/s), ` +
            `server ${r.cpuMsPerWrite.toFixed(2)} CPU ms/write, client ${r.clientCpuMsPerWrite.toFixed(2)} CPU ms/write, ` +
            `machine ${r.machineCpuMsPerWrite.toFixed(2)} CPU ms/write, RSS ${r.rssBytes.map((b) => mb(b).toFixed(0)).join('+')} MB, machine busy ${pct(r.machineBusy)}, steal ${pct(r.machineSteal)}`,
        )
        console.log(`  ${pad('', 20)} ${schedLine(r)}`)
        console.log(`  ${pad('', 20)} ${residentLine(r.residentParts)}`)
      }
      if (warmup >= 1) await runPgbench(databaseUrl, script, sample, clients, warmup, availableParallelism())
      const machineBefore = machineCpu()
      const p = await runPgbench(databaseUrl, script, sample, clients, seconds, availableParallelism())
      // Over pgbench's whole life (its connections included): the machine's CPU per transaction.
      const machineAfter = machineCpu()
      const machineMs = jiffiesMs(machineAfter.busy - machineBefore.busy) / p.transactions
      const steal = machineShare(machineBefore, machineAfter, 'steal')
      pgbench.push(p)
      pgbenchMachineMs.push(machineMs)
      console.log(
        `  run ${run}/${runs} ${pad('pgbench', 12)} ${p.tps.toFixed(0)} tps, latency average ${p.latencyMs.toFixed(2)} ms, machine ${machineMs.toFixed(2)} CPU ms/transaction, steal ${pct(steal)}` +
          `${p.failed > 0 ? `, ${p.failed} FAILED transactions` : ''}`,
      )
    }

    const tps = pgbench.map((p) => p.tps)
    const rates = (v: Variant) => results.get(v.key)!.map((r) => r.writesPerSecond)
    console.log(`-- ${clients} client${clients === 1 ? '' : 's'}: median (min-max) over ${runs} runs`)
    for (const v of variants) console.log(`  ${pad(v.label, 12)} accepted writes/s   ${medianRange(rates(v))}`)
    console.log(`  ${pad('pgbench', 12)} tps                 ${medianRange(tps)}`)
    for (const v of variants) console.log(`  ${pad(v.label, 12)} / pgbench          ${medianRange(paired(rates(v), tps), 3)}`)
    for (const v of variants.slice(1)) {
      const what = v.kind === 'pglite' ? 'embedded / postgres' : v.extraEnv.APPEND_BATCH_SIZE === '1' ? 'each append by itself / group commit' : `gain of ${v.servers.length} processes over 1`
      console.log(`  ${pad(v.label, 12)} / ${pad(variants[0].label, 17)} ${medianRange(paired(rates(v), rates(variants[0])), 3)}   (${what}, same client count)`)
    }
    for (const v of variants) {
      const rs = results.get(v.key)!
      console.log(`  ${pad(v.label, 12)} server CPU ms per accepted write ${medianRange(rs.map((r) => r.cpuMsPerWrite), 2)}; client CPU ms per write ${medianRange(rs.map((r) => r.clientCpuMsPerWrite), 2)}`)
      const machineMs = rs.map((r) => r.machineCpuMsPerWrite)
      const restMs = rs.map((r) => r.machineCpuMsPerWrite - r.cpuMsPerWrite - r.clientCpuMsPerWrite)
      console.log(
        `  ${pad(v.label, 12)} machine CPU ms per accepted write ${medianRange(machineMs, 2)} = server + clients + the rest (database, kernel) ${medianRange(restMs, 2)}; ` +
          `pgbench: machine CPU ms per transaction ${medianRange(pgbenchMachineMs, 2)}`,
      )
      const perRequestRange = (key: keyof RunResult['perRequest']) => medianRange(rs.map((r) => r.perRequest[key] ?? Number.NaN), 2)
      console.log(
        `  ${pad(v.label, 12)} per request, ms: server event loop on a CPU ${perRequestRange('serverRunMs')} (busy ${rs.map((r) => pct(r.eventLoopBusy)).join(', ')}), runnable but waiting for a CPU ${perRequestRange('serverWaitMs')}; ` +
          (v.kind === 'postgres' ? `PostgreSQL's processes waiting ${perRequestRange('databaseWaitMs')}; ` : '') +
          `clients waiting ${perRequestRange('clientWaitMs')}`,
      )
      console.log(`  ${pad(v.label, 12)} server RSS MB at the end of each run: ${rs.map((r) => r.rssBytes.map((b) => mb(b).toFixed(0)).join('+')).join(', ')}`)
      console.log(`  ${pad(v.label, 12)} machine busy over the windows: ${rs.map((r) => pct(r.machineBusy)).join(', ')} (steal ${rs.map((r) => pct(r.machineSteal)).join(', ')}); games finished per run: ${rs.map((r) => r.gamesFinished).join(', ')}`)
      console.log(`  ${pad(v.label, 12)} latency ms p50 / p95 / p99 (all runs pooled, accepted requests):`)
      for (const line of latencyLines(latencies.get(v.key)!)) console.log(line)
    }
    console.log('')

    const row = [String(clients), ...variants.map((v) => medianRange(rates(v))), medianRange(tps), ...variants.map((v) => median(paired(rates(v), tps)).toFixed(3))]
    if (variants.length > 1) row.push(...variants.slice(1).map((v) => median(paired(rates(v), rates(variants[0]))).toFixed(2)))
    row.push(...variants.map((v) => median(results.get(v.key)!.map((r) => r.cpuMsPerWrite)).toFixed(2)))
    row.push(...variants.map((v) => results.get(v.key)!.map((r) => r.rssBytes.map((b) => mb(b).toFixed(0)).join('+')).at(-1)!))
    summary.push(`| ${row.join(' | ')} |`)
  }
  console.log('summary (markdown; writes/s and tps: median (min-max); ratios: median of per-run ratios; RSS: end of the last run):')
  for (const line of summary) console.log(line)
  console.log('')
}

async function soak(variant: Variant, clients: number, minutes: number): Promise<void> {
  const measure = minutes * 60
  console.log(`soak: ${clients} clients on ${variant.label} for ${minutes} min after ${warmup} s warm-up; RSS sampled every 10 s\n`)
  const samples: { elapsed: number; rss: number; writesPerSecond: number }[] = []
  const latencies = new Map(ENDPOINTS.map((e) => [e, new Samples()]))
  const r = await serviceRun(variant, clients, warmup, measure, latencies, 0, {
    seconds: 10,
    call: (elapsed, writes) => {
      const rss = variant.servers.map((s) => processRssBytes(s.pid)).reduce((a, b) => a + b, 0)
      samples.push({ elapsed, rss, writesPerSecond: writes / 10 })
      console.log(`  ${pad(`${elapsed.toFixed(0)} s`, 7)} RSS ${mb(rss).toFixed(1)} MB, ${(writes / 10).toFixed(0)} writes/s`)
    },
  })
  console.log(`\nsoak: ${r.writesPerSecond.toFixed(0)} accepted writes/s overall, server ${r.cpuMsPerWrite.toFixed(2)} CPU ms/write, machine busy ${pct(r.machineBusy)}, steal ${pct(r.machineSteal)}`)
  console.log(`  ${schedLine(r)}`)
  console.log(`  ${residentLine(r.residentParts)} (at the end)`)
  for (const line of latencyLines(latencies)) console.log(line)
  const third = Math.floor(samples.length / 3)
  if (third < 1) {
    console.log('soak: too few samples (under 30 s) to judge whether RSS stays flat')
    return
  }
  const first = median(samples.slice(0, third).map((s) => s.rss))
  const last = median(samples.slice(-third).map((s) => s.rss))
  const growth = last / first - 1
  const flat = growth <= 0.1
  console.log(
    `soak: RSS median of the first third ${mb(first).toFixed(1)} MB, of the last third ${mb(last).toFixed(1)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%): ` +
      (flat ? 'FLAT (within 10%)' : '!!! NOT FLAT: RSS grew more than 10% !!!'),
  )
  const rates = samples.map((s) => s.writesPerSecond)
  console.log(`soak: writes/s per 10 s, first third median ${median(rates.slice(0, third)).toFixed(0)}, last third ${median(rates.slice(-third)).toFixed(0)}\n`)
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.stack : error}`)
} finally {
  await cleanup()
}
process.exit(exitCode)
