// A process racing others for data-folder locks (test/store-data-lock.test.ts). Given folders on the
// command line, it prints "ready", waits for "go <epoch ms>" on stdin, then at that moment plus
// 40 ms per folder tries to take each folder's lock in turn. It keeps every lock it wins until it
// is told "exit", and prints one JSON line: per folder, "won" or the holder's pid it was refused by.
import { createInterface } from 'node:readline'
import { DataDirLockedError, lockDataDir, type DataLock } from '../../src/store/data-lock.js'

const folders = process.argv.slice(2)
const held: DataLock[] = []
const lines = createInterface({ input: process.stdin })
console.log('ready')
for await (const line of lines) {
  if (line.startsWith('go ')) {
    const at = Number(line.slice(3))
    const results: Array<'won' | number | string> = []
    for (const [i, folder] of folders.entries()) {
      while (Date.now() < at + i * 40) {} // spin to the moment, so that the takers collide
      try {
        held.push(lockDataDir(folder))
        results.push('won')
      } catch (error) {
        results.push(error instanceof DataDirLockedError && error.holder !== null ? error.holder.pid : String(error))
      }
    }
    console.log(JSON.stringify(results))
  } else if (line === 'exit') {
    for (const lock of held) lock.release()
    process.exit(0)
  }
}
