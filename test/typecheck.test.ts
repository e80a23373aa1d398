// The server, the scripts and these tests type-check (tsconfig.test.json; the browser client's own
// project is checked by web-client.test.ts). Nothing else in the suite does: tsx runs the
// TypeScript it is given without checking its types.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import t from 'tap'

const run = promisify(execFile)
const ROOT = new URL('..', import.meta.url).pathname
const TSC = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname

t.test('tsc -p tsconfig.test.json reports nothing', async (t) => {
  const outcome = await run(process.execPath, [TSC, '-p', 'tsconfig.test.json'], { cwd: ROOT, timeout: 300_000 }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, output: error.stdout }),
  )
  t.same(outcome, { code: 0, output: '' })
})
