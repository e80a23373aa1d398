// The HTTP benchmark's readings of /proc: busy time leaves out idle, iowait and the hypervisor's
// steal, which is counted on its own; threads' time waiting for a CPU.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { commandWaits, machineCpu, machineShare, parseSchedstat, threadSched, waitedBetween } from '../scripts/bench/proc.js'

t.test("the machine's CPU from /proc/stat's first line", async (t) => {
  // user nice system idle iowait irq softirq steal guest guest_nice
  const stat = 'cpu  28126 0 10601 435841 2470 0 1254 2060 0 0\ncpu0 14000 0 5300 217900 1200 0 600 1000 0 0\n'
  t.same(machineCpu(stat), { busy: 28126 + 10601 + 1254, steal: 2060, total: 28126 + 10601 + 435841 + 2470 + 1254 + 2060 })
})

t.test('shares of the CPU time between two readings', async (t) => {
  const before = { busy: 100, steal: 10, total: 1000 }
  const after = { busy: 250, steal: 60, total: 1500 }
  t.equal(machineShare(before, after, 'busy'), 0.3)
  t.equal(machineShare(before, after, 'steal'), 0.1)
})

t.test("this machine's counters add up and only grow", async (t) => {
  const first = machineCpu()
  const second = machineCpu()
  for (const reading of [first, second]) t.ok(reading.busy + reading.steal <= reading.total, 'busy and steal are parts of the total')
  // Not the total: it holds iowait, which the kernel documents may decrease.
  t.ok(second.busy >= first.busy && second.steal >= first.steal, 'busy and steal never go back')
})

t.test("a thread's time on a CPU and waiting for one, from its schedstat", async (t) => {
  t.same(parseSchedstat('3158235 300116 2\n'), { runMs: 3.158235, waitMs: 0.300116 })
  const own = threadSched(process.pid)
  t.ok(own.runMs > 0 && own.waitMs >= 0, `this thread: ${own.runMs} ms on a CPU, ${own.waitMs} ms waiting`)
})

t.test('run-queue waits of the processes of one command, and what they waited between two readings', async (t) => {
  const proc = mkdtempSync(join(tmpdir(), 'carc-proc-'))
  t.teardown(() => rmSync(proc, { recursive: true, force: true }))
  const processes: [string, string, string][] = [
    ['101', 'postgres', '9000000 2500000 10'],
    ['102', 'postgres', '1000 750000 3'],
    ['103', 'node', '5000000 4000000 8'],
  ]
  for (const [pid, comm, schedstat] of processes) {
    mkdirSync(join(proc, pid))
    writeFileSync(join(proc, pid, 'comm'), `${comm}\n`)
    writeFileSync(join(proc, pid, 'schedstat'), `${schedstat}\n`)
  }
  mkdirSync(join(proc, 'sys'))
  mkdirSync(join(proc, '104')) // ended while /proc was read: no comm left
  t.same([...commandWaits('postgres', proc)], [[101, 2.5], [102, 0.75]])
  const before = new Map([[101, 2.5], [102, 0.75], [99, 8]])
  const after = new Map([[101, 4], [102, 1], [105, 0.5]])
  // 101 waited 1.5, 102 0.25, 105 (new) 0.5; 99 ended and is not counted.
  t.equal(waitedBetween(before, after), 2.25)
})
