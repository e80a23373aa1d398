// The data folder's lock (src/store/data-lock.ts): taken and released; refused to a second taker,
// naming the folder and the holder; taken over when stale (a dead pid, or a live pid that is not the
// holder); and, when several processes take over one stale lock at once, exactly one wins.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import t, { type Test } from 'tap'
import { currentHolder, DataDirLockedError, embeddedFolder, LOCK_FILE, lockDataDir, readHolder, type LockHolder } from '../src/store/data-lock.js'
import { openDatabase } from '../src/store/database.js'

const TAKER = new URL('./support/lock-taker.ts', import.meta.url).pathname

function folder(t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'carc-lock-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** The pid of a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid!
}

/** A lock record as another process would have left it. */
function record(over: Partial<LockHolder>): LockHolder {
  return { ...currentHolder(), nonce: randomBytes(12).toString('hex'), since: '2020-01-01T00:00:00.000Z', ...over }
}

function plant(path: string, holder: LockHolder): void {
  writeFileSync(path, JSON.stringify(holder) + '\n')
}

t.test('the lock is taken, refused to a second taker, and released', async (t) => {
  const dir = folder(t)
  const lock = lockDataDir(dir)
  const file = join(dir, LOCK_FILE)
  t.equal(lock.file, file)
  t.match(readHolder(file), { pid: process.pid, host: hostname(), nonce: lock.holder.nonce }, 'the file names this process')
  t.match(lock.holder.start, /^\d+$/, 'with its start time from /proc')

  const refused = t.throws(() => lockDataDir(dir), DataDirLockedError) as unknown as DataDirLockedError
  t.match(refused.message, `data folder ${dir} is in use by another process (pid ${process.pid}`, 'the message names the folder and the pid')
  t.equal(refused.holder?.nonce, lock.holder.nonce)
  t.same(readHolder(file), lock.holder, 'the refused taker left the lock alone')
  t.same(readdirSync(dir), [LOCK_FILE], 'and nothing else behind')

  lock.release()
  t.notOk(existsSync(file), 'release removes the file')
  lock.release()
  const again = lockDataDir(dir)
  t.teardown(() => again.release())
  t.not(again.holder.nonce, lock.holder.nonce, 'once released it can be taken again')
})

t.test('a stale lock is taken over', async (t) => {
  t.test('its pid is dead', async (t) => {
    const dir = folder(t)
    const stale = record({ pid: await deadPid() })
    plant(join(dir, LOCK_FILE), stale)
    const lock = lockDataDir(dir)
    t.teardown(() => lock.release())
    t.equal((readHolder(lock.file) as LockHolder).nonce, lock.holder.nonce)
    t.same(readdirSync(dir), [LOCK_FILE])
  })

  t.test('its pid is alive but is another process (the pid was reused)', async (t) => {
    const dir = folder(t)
    const me = currentHolder()
    plant(join(dir, LOCK_FILE), record({ pid: process.pid, start: String(Number(me.start) - 1) }))
    const lock = lockDataDir(dir)
    t.teardown(() => lock.release())
    t.equal((readHolder(lock.file) as LockHolder).nonce, lock.holder.nonce)
  })

  t.test('it was taken before the last boot', async (t) => {
    const dir = folder(t)
    plant(join(dir, LOCK_FILE), record({ boot: 'another-boot' }))
    const lock = lockDataDir(dir)
    t.teardown(() => lock.release())
    t.equal((readHolder(lock.file) as LockHolder).nonce, lock.holder.nonce)
  })

  t.test('a taker killed while taking it over left its guard behind', async (t) => {
    const dir = folder(t)
    const stale = record({ pid: await deadPid() })
    plant(join(dir, LOCK_FILE), stale)
    plant(join(dir, `${LOCK_FILE}.break-${stale.nonce}-0`), record({ pid: await deadPid() }))
    plant(join(dir, `${LOCK_FILE}.0123.tmp`), record({ pid: await deadPid() }))
    const lock = lockDataDir(dir)
    t.teardown(() => lock.release())
    t.equal((readHolder(lock.file) as LockHolder).nonce, lock.holder.nonce)
    t.same(readdirSync(dir), [LOCK_FILE], 'its leftovers are swept')
  })
})

t.test('a lock that is not stale is refused', async (t) => {
  t.test('a live holder', async (t) => {
    const dir = folder(t)
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' })
    t.teardown(() => live.kill('SIGKILL'))
    const start = readFileSync(`/proc/${live.pid}/stat`, 'utf8').split(') ')[1].split(' ')[19]
    plant(join(dir, LOCK_FILE), record({ pid: live.pid, start }))
    t.throws(() => lockDataDir(dir), { name: 'DataDirLockedError', message: new RegExp(`data folder ${dir} is in use by another process \\(pid ${live.pid},`) })
  })

  t.test('another host (its pids cannot be judged from here)', async (t) => {
    const dir = folder(t)
    plant(join(dir, LOCK_FILE), record({ host: 'elsewhere', pid: await deadPid() }))
    t.throws(() => lockDataDir(dir), { message: new RegExp(`\\(pid \\d+ on host elsewhere, .*if no process on elsewhere uses it, remove ${join(dir, LOCK_FILE)}`) })
  })

  t.test('an unreadable lock file', async (t) => {
    const dir = folder(t)
    writeFileSync(join(dir, LOCK_FILE), 'garbage')
    t.throws(() => lockDataDir(dir), { message: `data folder ${dir} is locked by ${join(dir, LOCK_FILE)}, which cannot be read` })
    t.equal(readFileSync(join(dir, LOCK_FILE), 'utf8'), 'garbage', 'and is left alone')
  })
})

t.test('several processes taking over one stale lock at once: exactly one wins', async (t) => {
  const ROUNDS = 16
  const TAKERS = 5
  const parent = folder(t)
  const dead = await deadPid()
  const me = currentHolder()
  const dirs: string[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const dir = join(parent, String(round))
    mkdirSync(dir)
    // Stale by a dead pid, or by this live process's pid with another start time; half also hold a dead taker's guard.
    const stale = record(round % 2 === 0 ? { pid: dead } : { pid: process.pid, start: String(Number(me.start) + 1) })
    plant(join(dir, LOCK_FILE), stale)
    if (round % 4 >= 2) plant(join(dir, `${LOCK_FILE}.break-${stale.nonce}-0`), record({ pid: dead }))
    dirs.push(dir)
  }

  const takers: ChildProcess[] = []
  const lines: Array<AsyncIterator<string>> = []
  t.teardown(() => takers.forEach((c) => c.kill('SIGKILL')))
  for (let i = 0; i < TAKERS; i++) {
    const child = spawn(process.execPath, ['--import', 'tsx', TAKER, ...dirs], { stdio: ['pipe', 'pipe', 'inherit'] })
    takers.push(child)
    lines.push(createInterface({ input: child.stdout! })[Symbol.asyncIterator]())
  }
  for (const l of lines) t.equal((await l.next()).value, 'ready')
  const at = Date.now() + 300
  for (const c of takers) c.stdin!.write(`go ${at}\n`)
  const results: Array<Array<'won' | number | string>> = []
  for (const l of lines) results.push(JSON.parse((await l.next()).value))

  for (const [round, dir] of dirs.entries()) {
    const outcomes = results.map((r) => r[round])
    const winners = takers.filter((_, i) => outcomes[i] === 'won')
    t.equal(winners.length, 1, `round ${round}: one winner (${JSON.stringify(outcomes)})`)
    const winner = winners[0]?.pid
    t.ok(outcomes.every((o) => o === 'won' || o === winner), `round ${round}: the others were refused, naming the winner ${winner}`)
    t.equal((readHolder(join(dir, LOCK_FILE)) as LockHolder).pid, winner, `round ${round}: the lock file names the winner`)
  }

  const exits = takers.map((c) => new Promise((resolve) => c.on('exit', resolve)))
  for (const c of takers) c.stdin!.end('exit\n')
  t.same(await Promise.all(exits), takers.map(() => 0))
  for (const dir of dirs) t.same(readdirSync(dir), [], 'released, and no guard or draft left behind')
})

t.test('openDatabase holds the lock while PGlite is open; memory:// takes none', async (t) => {
  const dir = folder(t)
  const db = await openDatabase({ dataDir: dir })
  t.match(readHolder(join(dir, LOCK_FILE)), { pid: process.pid })
  await t.rejects(openDatabase({ dataDir: dir }), { name: 'DataDirLockedError', message: new RegExp(`data folder ${dir} is in use`) })
  await t.rejects(openDatabase({ dataDir: `file://${dir}` }), { name: 'DataDirLockedError' }, 'file:// names the same folder')
  await db.close()
  t.notOk(existsSync(join(dir, LOCK_FILE)), 'closing the database releases the lock')

  t.equal(embeddedFolder('memory://'), null)
  t.equal(embeddedFolder('idb://x'), null)
  t.equal(embeddedFolder(`file://${dir}`), dir)
  const a = await openDatabase({ dataDir: 'memory://' })
  const b = await openDatabase({ dataDir: 'memory://' })
  await a.close()
  await b.close()
  t.pass('two memory:// databases open side by side')
})
