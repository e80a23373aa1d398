#!/usr/bin/env node
// Runs the tap suite with plain TAP output and ends with the summary line "N passed, N failed".
// Failed assertions are listed again just before it, with the subtests they are in, so a log
// that keeps only its tail still says what failed. tap's plugins are built first where an install left
// them unlike package.json's list (see buildTapPlugins).
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

// tap's config loader writes its settings (TAP_*, NO_COLOR) into process.env: tap gets the caller's.
const env = { ...process.env }
await buildTapPlugins()
const args = ['tap', '--reporter=tap', ...process.argv.slice(2)]
const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'inherit'], env })
const subtests = [] // subtest names by nesting depth
const failures = []
let summary = null

createInterface({ input: child.stdout }).on('line', (line) => {
  process.stdout.write(line + '\n')
  const depth = Math.floor((line.length - line.trimStart().length) / 4)
  const text = line.trim()
  const subtest = /^# Subtest: (.*)$/.exec(text)
  if (subtest) subtests.splice(depth, Infinity, subtest[1])
  const failed = /^not ok \d+ - (.*?)(?: # .*)?$/.exec(text)
  if (failed) failures.push({ path: [...subtests.slice(0, depth), failed[1]], line: text })
  const totals = /^# \{ (total: \d+[^}]*) \}/.exec(text)
  if (totals) summary = Object.fromEntries(totals[1].split(', ').map((pair) => pair.split(': ')).map(([k, v]) => [k, Number(v)]))
})

child.on('close', (code) => {
  // A failed subtest also fails its parents: list the innermost failures only.
  const within = (inner, outer) => inner.path.length > outer.path.length && outer.path.every((name, i) => inner.path[i] === name)
  const innermost = failures.filter((f) => !failures.some((g) => within(g, f)))
  if (innermost.length > 0) console.log(`# failed:\n${innermost.map((f) => `#   ${[...f.path.slice(0, -1), f.line].join(' > ')}`).join('\n')}`)
  const { pass = 0, fail = summary ? 0 : 1, skip = 0 } = summary ?? {}
  console.log(`${pass} passed, ${fail} failed${skip > 0 ? `, ${skip} skipped` : ''}`)
  process.exit(code === 0 && fail === 0 ? 0 : 1)
})

/**
 * tap picks its test processes' loaders from the plugins it was built with, before it rebuilds
 * them for package.json's "plugin" list: on the first run after an install (CI's fresh clone),
 * every test process would also load ts-node through @tapjs/typescript, which that list removes.
 * So the plugins are built first when they are not the configured ones. Best effort: where tap's
 * packages cannot be read from here, tap runs as it is and rebuilds them itself.
 */
async function buildTapPlugins() {
  try {
    const { TapConfig } = await import('@tapjs/config')
    const { signature } = await import('@tapjs/test')
    if (signature === (await TapConfig.load()).pluginSignature) return
  } catch (error) {
    console.error(`not checking tap's built plugins: ${error.message}`)
    return
  }
  const build = spawn('npx', ['tap', 'build'], { stdio: ['ignore', 2, 2], env }) // stdout stays the TAP stream
  const code = await new Promise((resolve) => build.on('close', resolve).on('error', () => resolve('an error')))
  if (code !== 0) console.error(`tap build exited with ${code}; tap rebuilds its plugins itself as it runs`)
}
