// The typed client in clients/typescript: its generated types are those of the committed OpenAPI
// document, it and its example type-check strictly (and the check catches a misuse of the API),
// and the example plays a whole game against a live server whose answers it reports exactly.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import t, { type Test } from 'tap'
import { testDatabase } from './helpers/db.js'
import { freePort, request, startNode } from './helpers/server.js'
// @ts-expect-error: a plain ES module of the client package, without declarations
import { generateSchemaTypes, SCHEMA_TYPES } from '../clients/typescript/scripts/generate.mjs'

const run = promisify(execFile)
const ROOT = new URL('..', import.meta.url).pathname
const CLIENT = join(ROOT, 'clients/typescript')
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')

/** tsc --noEmit on a project; its exit code and output. */
async function typecheck(project: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [TSC, '-p', project, '--noEmit'], { cwd: ROOT, timeout: 300_000 })
    return { code: 0, output: stdout }
  } catch (error) {
    const e = error as { code: number; stdout: string }
    return { code: e.code, output: e.stdout }
  }
}

t.test('src/schema.d.ts is what openapi/openapi.json generates (npm run client:generate)', async (t) => {
  const committed = readFileSync(SCHEMA_TYPES, 'utf8')
  t.equal(await generateSchemaTypes(), committed)
  t.match(committed, /"\/games\/\{id\}\/place": \{/, 'the types cover the turn routes')
})

t.test('the client package asks for the same versions the repository installs', async (t) => {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  const client = JSON.parse(readFileSync(join(CLIENT, 'package.json'), 'utf8'))
  const installed = { ...root.dependencies, ...root.devDependencies }
  for (const [name, range] of Object.entries({ ...client.dependencies, ...client.devDependencies })) {
    t.equal(installed[name], range, `${name}`)
  }
  t.equal(client.license, 'MIT')
  t.equal(client.engines.node, root.engines.node)
})

t.test('the client and the example type-check strictly, without any or casts', async (t) => {
  const config = JSON.parse(readFileSync(join(CLIENT, 'tsconfig.json'), 'utf8'))
  t.match(config.compilerOptions, { strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true })
  for (const file of ['src/index.ts', 'example/play.ts']) {
    const code = readFileSync(join(CLIENT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    t.notMatch(code, /\bany\b|\bas\s+[A-Za-z{[(]|[\w\])]!\s*[.[)]|@ts-|eslint-disable/, `${file} has no any, casts, non-null assertions or suppressed errors`)
  }
  const { code, output } = await typecheck(join(CLIENT, 'tsconfig.json'))
  t.equal(output, '')
  t.equal(code, 0)
})

/** tsc --noEmit on one file that imports the client (`CLIENT` in `code` is the client's src/index.js). */
async function typecheckSnippet(t: Test, name: string, code: string): Promise<{ code: number; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), `carc-client-${name}-`))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))
  writeFileSync(join(dir, `${name}.ts`), code.replace('CLIENT', JSON.stringify(join(CLIENT, 'src/index.js'))))
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: join(CLIENT, 'tsconfig.json'), compilerOptions: { rootDir: '/', typeRoots: [join(ROOT, 'node_modules/@types')] }, include: [join(dir, `${name}.ts`)] }))
  return typecheck(join(dir, 'tsconfig.json'))
}

t.test('the type check refuses a call that does not fit the document', async (t) => {
  const { code, output } = await typecheckSnippet(
    t,
    'misuse',
    `import { createCarcassonneClient } from CLIENT
const client = createCarcassonneClient('http://localhost:3000')
await client.POST('/games/{id}/place', { params: { path: { id: 'g' } }, body: { x: 0, y: 0, rotation: 45 } })
await client.POST('/games/{id}/deploy', { params: { path: { id: 'g' } }, body: { at: 'UP' } })
await client.GET('/games/{id}/turn', { params: { path: { id: 'g' } } })
export {}
`,
  )
  t.equal(code, 2)
  t.match(output, /misuse\.ts\(3,\d+\): error TS2322: Type '45' is not assignable to type '0 \| 90 \| 180 \| 270'/)
  t.match(output, /misuse\.ts\(4,\d+\): error TS2322: Type '"UP"' is not assignable to type/)
  t.match(output, /misuse\.ts\(5,\d+\): error TS2345: Argument of type '"\/games\/\{id\}\/turn"'/)
})

t.test('events and log entries narrow on type: their own members compile, another type\'s do not', async (t) => {
  const { code, output } = await typecheckSnippet(
    t,
    'narrowing',
    `import type { GameEvent, LogEntry } from CLIENT
export const placedAt = (e: GameEvent): number => (e.type === 'placed' ? e.x + e.y + e.rotation : 0)
export const meepleBack = (e: GameEvent): string | undefined => (e.type === 'undone' ? e.at : undefined)
export const points = (e: GameEvent): number => (e.type === 'scored' ? e.score.points : 0)
export const rotated = (e: LogEntry): number => (e.type === 'place' ? e.payload.rotation : 0)
export const resigns = (e: LogEntry): boolean => e.type === 'score' && e.payload.resigns === true
export const drawnEvents = (e: LogEntry): number => (e.type === 'draw' ? e.result.events.length : 0)
export const wrongEvent = (e: GameEvent): number => (e.type === 'drawn' ? e.x : 0)
export const wrongEntry = (e: LogEntry): number => (e.type === 'draw' ? e.payload.x : 0)
export const wrongSeat = (e: LogEntry): number => (e.type === 'create' ? e.seat : 0)
`,
  )
  t.equal(code, 2)
  const errors = output.trimEnd().split('\n').filter((line) => /^\S/.test(line))
  t.same(
    errors.map((line) => /narrowing\.ts\((\d+),\d+\): error (TS\d+)/.exec(line)?.slice(1, 3)),
    [['8', 'TS2339'], ['9', 'TS2339'], ['10', 'TS2322']],
    `only the other types' members are refused:\n${output}`,
  )
})

t.test('the example plays a whole game on a live server and prints its final scores', async (t) => {
  const env: Record<string, string> = { RATE_LIMIT_PER_MINUTE: '0', PORT: String(await freePort()), LOG_LEVEL: 'warn' }
  const scratch = mkdtempSync(join(tmpdir(), 'carc-client-server-'))
  t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
  env.RECEIPT_KEYS_DIR = join(scratch, 'keys')
  if (process.env.DATABASE_URL) env.DATABASE_URL = (await testDatabase(t)).url!
  else env.DATA_DIR = join(scratch, 'data')
  const server = await startNode(env)
  t.teardown(async () => {
    server.child.kill('SIGKILL')
    await server.exited
  })

  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(CLIENT, 'example/play.ts'), server.url, 'client-example'], { cwd: ROOT, timeout: 300_000 })
  const lines = stdout.trimEnd().split('\n')
  const header = /^game (\S+) finished after (\d+) actions, (\d+) tiles on the board$/.exec(lines[0] ?? '')
  t.ok(header, `first line: ${lines[0]}`)
  const id = header![1]
  const game = (await request(server.url, 'GET', `/games/${id}`)).body
  t.equal(game.status, 'finished')
  t.equal(Number(header![2]), game.version, 'one log entry per action after the creation')
  t.equal(Number(header![3]), game.board.length)
  t.same(
    lines.slice(1),
    [
      ...game.players.map((p: { seat: number; name: string; score: number }) => `seat ${p.seat} ${p.name}: ${p.score}`),
      `winners: ${game.winners.map((seat: number) => game.players[seat].name).join(', ')}`,
    ],
  )
  t.same(game.players.map((p: { name: string }) => p.name), ['Ada', 'Bo'])
  const actions = (await request(server.url, 'GET', `/games/${id}/actions`)).body.actions as { type: string }[]
  const count = (type: string) => actions.filter((a) => a.type === type).length
  t.ok(count('deploy') > 0 && count('deploy') < count('place'), `some but not all turns deploy (${count('deploy')} of ${count('place')})`)
  t.equal((await request(server.url, 'GET', `/games/${id}/verify`)).body.ok, true)
})
