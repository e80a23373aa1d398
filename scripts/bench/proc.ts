/**
 * Readings of /proc (Linux): a process's CPU time and resident memory, the machine's CPU, and how
 * long threads waited for a CPU.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, cpus, totalmem } from 'node:os'

let ticksPerSecond: number | undefined

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
export function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/** User plus system CPU time of a process, all its threads, in milliseconds (utime + stime). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // fields[0] is field 3 (state), so utime (field 14) is fields[11] and stime (15) fields[12].
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks()
}

/** Resident set size of a process in bytes (VmRSS). */
export function processRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)
  return match === null ? Number.NaN : Number(match[1]) * 1024
}

/** Milliseconds of CPU time in `jiffies` clock ticks (of /proc/stat). */
export function jiffiesMs(jiffies: number): number {
  return (jiffies * 1000) / clockTicks()
}

/**
 * Jiffies of all CPUs (/proc/stat): busy (excluding idle, iowait and steal), steal (time the
 * hypervisor gave another guest while this one had work: no process here used it) and total.
 */
export interface MachineCpu {
  readonly busy: number
  readonly steal: number
  readonly total: number
}

/** The machine's CPU from /proc/stat, or from `procStat`, a text of it. */
export function machineCpu(procStat = readFileSync('/proc/stat', 'utf8')): MachineCpu {
  const line = procStat.split('\n')[0]
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number)
  const total = values.reduce((a, b) => a + b, 0)
  return { busy: total - values[3] - values[4] - values[7], steal: values[7], total }
}

/** The share of all CPUs' time between two machineCpu readings that was `part`. */
export function machineShare(before: MachineCpu, after: MachineCpu, part: 'busy' | 'steal'): number {
  return (after[part] - before[part]) / (after.total - before.total)
}

/** A thread's scheduler times, in ms: on a CPU, and runnable but waiting in a run queue for one. */
export interface ThreadSched {
  readonly runMs: number
  readonly waitMs: number
}

/** A schedstat text (/proc/<pid>/schedstat, /proc/<pid>/task/<tid>/schedstat): its first two fields, in ns. */
export function parseSchedstat(text: string): ThreadSched {
  const [run, wait] = text.trim().split(/\s+/).map(Number)
  return { runMs: run / 1e6, waitMs: wait / 1e6 }
}

/** The scheduler times of a process's main thread (the one its JavaScript runs on, for Node). */
export function threadSched(pid: number): ThreadSched {
  return parseSchedstat(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8'))
}

/**
 * Run-queue wait in ms of every process on the machine named `command` (its main thread;
 * PostgreSQL's processes have no other), by pid. A process that ends while being read is left out.
 */
export function commandWaits(command: string, proc = '/proc'): Map<number, number> {
  const waits = new Map<number, number>()
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue
    try {
      if (readFileSync(`${proc}/${name}/comm`, 'utf8').trim() !== command) continue
      waits.set(Number(name), parseSchedstat(readFileSync(`${proc}/${name}/schedstat`, 'utf8')).waitMs)
    } catch (error) {
      // Gone meanwhile; anything else (no schedstat on this kernel) is an error worth seeing.
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ESRCH') throw error
    }
  }
  return waits
}

/** The run-queue wait between two commandWaits readings; a process started between them counts from zero. */
export function waitedBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let waited = 0
  for (const [pid, ms] of after) waited += ms - (before.get(pid) ?? 0)
  return waited
}

/** The machine, as BENCHMARKS.md records it. */
export function machineDescription(): string {
  let model = cpus()[0]?.model ?? 'unknown CPU'
  try {
    model = /^model name\s*:\s*(.*)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model
  } catch {
    // keep os.cpus()'s
  }
  return `${availableParallelism()} CPUs (nproc), ${model}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`
}
