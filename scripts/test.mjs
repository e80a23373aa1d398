#!/usr/bin/env node
// Runs the tap suite with plain TAP output and ends with the summary line "N passed, N failed".
import { spawn } from 'node:child_process'

const args = ['tap', '--reporter=tap', ...process.argv.slice(2)]
const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'inherit'] })
let summary = null
let tail = ''
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  tail = (tail + chunk.toString()).slice(-4096)
  const match = /# \{ (total: \d+[^}]*) \}/.exec(tail)
  if (match) summary = Object.fromEntries(match[1].split(', ').map((pair) => pair.split(': ')).map(([k, v]) => [k, Number(v)]))
})
child.on('close', (code) => {
  const { pass = 0, fail = summary ? 0 : 1, skip = 0 } = summary ?? {}
  console.log(`${pass} passed, ${fail} failed${skip > 0 ? `, ${skip} skipped` : ''}`)
  process.exit(code === 0 && fail === 0 ? 0 : 1)
})
