// How the suite's own processes start (package.json's "tap" settings, scripts/test.mjs): test files
// load through tsx alone. tap's default @tapjs/typescript (ts-node) cost about 2 s and 3 CPU seconds
// in every test process; it came back on the first run after an install (every CI run) until
// scripts/test.mjs built tap's plugins before running it.
import t from 'tap'

t.test('this test process loads TypeScript through tsx, not ts-node', async (t) => {
  const imports = process.execArgv.filter((arg) => arg.startsWith('--import=') || arg.startsWith('--loader='))
  t.ok(imports.includes('--import=tsx'), `tsx is imported: ${imports.join(' ')}`)
  t.same(
    imports.filter((arg) => /@tapjs[/\\]typescript|ts-node/.test(arg)),
    [],
    'no ts-node loader',
  )
})
