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
  const match = /# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/.exec(tail)
  if (match) summary = { pass: Number(match[2]), fail: Number(match[3] ?? 0) }
})
child.on('close', (code) => {
  const { pass, fail } = summary ?? { pass: 0, fail: 1 }
  console.log(`${pass} passed, ${fail} failed`)
  process.exit(code === 0 && fail === 0 ? 0 : 1)
})
