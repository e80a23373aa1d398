// The HTTP benchmark's reading of /proc/stat: busy time leaves out idle, iowait and the
// hypervisor's steal, which is counted on its own.
import t from 'tap'
import { machineCpu, machineShare } from '../scripts/bench/proc.js'

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
