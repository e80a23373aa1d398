/**
 * The browser client's files (src/web/client), read when first asked for and then kept in memory:
 * the TypeScript modules compiled to JavaScript with typescript's transpileModule (so that `npm
 * start`, which runs the sources with tsx, and the image, which runs dist/, serve the same code
 * without a build step of their own), the HTML and CSS as they are. Each has a strong ETag of its
 * bytes. The compiler runs in a short-lived child process: loaded into the server, typescript would
 * hold some 80 MB of its resident memory for the life of the process.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { extname, join } from 'node:path'

export interface Asset {
  readonly body: Buffer
  readonly type: string
  readonly etag: string
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}

/**
 * The child's program: reads `[{file, source}]` as JSON on stdin and writes the compiled sources as
 * JSON, or the first file's error on stderr with exit code 1. Browser modules: what the browsers in
 * use run natively (ES2022), imports kept as written (`./api.js`).
 */
const TRANSPILER = `
const ts = require(process.argv[1])
let input = ''
process.stdin.setEncoding('utf8').on('data', (chunk) => (input += chunk)).on('end', () => {
  const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022, removeComments: true }
  const outputs = JSON.parse(input).map(({ file, source }) => {
    const { outputText, diagnostics } = ts.transpileModule(source, { compilerOptions, fileName: file, reportDiagnostics: true })
    if (diagnostics !== undefined && diagnostics.length > 0) {
      process.stderr.write(file + ': ' + ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\\n'))
      process.exit(1)
    }
    return outputText
  })
  process.stdout.write(JSON.stringify(outputs))
})`

/** A compile that takes longer is stopped (a hung child must not hold the page's requests forever). */
const COMPILE_TIMEOUT_MS = 60_000

function transpile(files: readonly { file: string; source: string }[]): Promise<string[]> {
  const compiler = createRequire(import.meta.url).resolve('typescript')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', TRANSPILER, compiler], { stdio: ['pipe', 'pipe', 'pipe'], timeout: COMPILE_TIMEOUT_MS })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.stdin.on('error', () => {}) // a child that died early: 'close' reports it
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code !== 0) return reject(new Error(Buffer.concat(err).toString('utf8') || `the browser client's compiler stopped (${signal ?? code})`))
      try {
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as string[])
      } catch (error) {
        reject(error)
      }
    })
    child.stdin.end(JSON.stringify(files))
  })
}

function asset(body: Buffer, type: string): Asset {
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }
}

const RETRY_AFTER_FAILURE_MS = 30_000

/** Compiled once per process, at the first request for them (an app built again, as the tests do, reuses them). */
const loaded = new Map<string, Promise<ReadonlyMap<string, Asset>>>()

/** The client's files by the name they are served under (`app.js` for app.ts, `style.css`, `index.html`). */
export function loadAssets(folder: string): Promise<ReadonlyMap<string, Asset>> {
  let assets = loaded.get(folder)
  if (assets === undefined) {
    assets = readAssets(folder)
    loaded.set(folder, assets)
    // A failed compile is answered as such for a while, then tried again: not a process per request.
    assets.catch(() => setTimeout(() => loaded.delete(folder), RETRY_AFTER_FAILURE_MS).unref())
  }
  return assets
}

async function readAssets(folder: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>()
  const modules: { file: string; source: string }[] = []
  for (const file of readdirSync(folder).sort()) {
    const source = readFileSync(join(folder, file))
    const extension = extname(file)
    if (extension === '.ts') modules.push({ file, source: source.toString('utf8') })
    else if (TYPES[extension] !== undefined) assets.set(file, asset(source, TYPES[extension]))
  }
  const outputs = await transpile(modules)
  outputs.forEach((output, i) => assets.set(modules[i].file.replace(/\.ts$/, '.js'), asset(Buffer.from(output), TYPES['.js'])))
  return assets
}
