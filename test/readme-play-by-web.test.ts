// The README's play-by-web walk-through, run as written (bash, curl and jq) against the app on
// loopback: every output it shows in a comment is what the commands print. Only the host changes,
// and the event stream, which stays open while the game runs, is cut after 2 s.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { testApp } from './helpers/app.js'
import { listen } from './helpers/live.js'

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

/** The first sh block after the play-by-web heading. */
function walkThrough(): string {
  const section = README.slice(README.indexOf('## Play-by-web'))
  const match = /```sh\n([\s\S]*?)```/.exec(section)
  if (match === null) throw new Error('no sh block in the play-by-web section')
  return match[1]
}

const tools = ['bash', 'curl', 'jq'].filter((tool) => spawnSync('which', [tool]).status !== 0)

t.test('the play-by-web walk-through prints what the README shows', { skip: tools.length > 0 && `not installed: ${tools.join(', ')}` }, async (t) => {
  const { app } = await testApp(t)
  const base = await listen(app)
  const script = walkThrough()
  t.ok(script.includes('curl -sN localhost:3000/games/$ID/events'), 'the stream step is there to cut')
  const runnable = script.replaceAll('localhost:3000', base.replace('http://', '')).replace('curl -sN ', 'curl -sN --max-time 2 ')
  const dir = mkdtempSync(join(tmpdir(), 'carc-readme-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const out = await bash(runnable, dir)

  // The outputs the README shows: its comment lines that hold JSON or a stream line.
  const shown = script
    .split('\n')
    .filter((line) => /^# (\{|\[|id: |event: |data: )/.test(line))
    .map((line) => line.slice(2))
  const printed = out.split('\n').filter((line) => line !== '')
  // A shown line ending in ",...}" stands for every line it begins.
  const missing = shown.filter((line) => (line.endsWith(',...}') ? !printed.some((p) => p.startsWith(line.slice(0, -4))) : !printed.includes(line)))
  t.equal(shown.length, 7, 'seven outputs shown')
  t.same(missing, [], 'every output the README shows is printed')
  t.same(
    printed.filter((line) => /^(\{|id: |event: )/.test(line)),
    ['{"status":"waiting","turn":null}', 'id: 0', 'event: create', '{"status":"active","seat":1,"turn":{"seat":0,"phase":"draw"}}', '{"status":"finished","winners":[0]}', '{"ok":true}'],
    'in the order shown',
  )
  const mine = JSON.parse(printed.find((line) => line.startsWith('[')) ?? 'null')
  t.match(mine, [{ id: /^[0-9a-f-]{36}$/, yourTurn: true, deadline: /^\d{4}-\d\d-\d\dT/ }], 'turn=mine lists the game, her move, with its deadline')
  t.equal(mine.length, 1)
  t.match(printed.find((line) => /^"[A-Z]"$/.test(line)), /^"[A-X]"$/, 'the draw prints the drawn tile')
})

/**
 * Runs `script` with bash -e in `cwd` (not blocking: the app answers in this process); its stdout.
 * curl --max-time ends the stream with status 28; any other failing command fails the run.
 */
function bash(script: string, cwd: string): Promise<string> {
  const lines = script.split('\n').map((line) => (line.startsWith('curl -sN') ? `${line} || [ $? -eq 28 ]` : line))
  const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', lines.join('\n')], { cwd })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve(stdout)
      else reject(new Error(`bash exited ${code}\n${stdout}\n${stderr}`))
    }),
  )
}
