/**
 * The browser client's files (src/web/client), read once at start-up and kept in memory: the
 * TypeScript modules compiled to JavaScript with typescript's transpileModule (so that `npm start`,
 * which runs the sources with tsx, and the image, which runs dist/, serve the same code without a
 * build step of their own), the HTML and CSS as they are. Each has a strong ETag of its bytes.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import ts from 'typescript'

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

/** Browser modules: what the browsers in use run natively, imports kept as written (`./api.js`). */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ES2022,
  removeComments: true,
}

function asset(body: Buffer, type: string): Asset {
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }
}

/** The client's files by the name they are served under (`app.js` for app.ts, `style.css`, `index.html`). */
export function loadAssets(folder: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  for (const file of readdirSync(folder).sort()) {
    const source = readFileSync(join(folder, file))
    const extension = extname(file)
    if (extension === '.ts') {
      const { outputText, diagnostics } = ts.transpileModule(source.toString('utf8'), { compilerOptions: COMPILER_OPTIONS, fileName: file, reportDiagnostics: true })
      if (diagnostics !== undefined && diagnostics.length > 0) {
        throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`)
      }
      assets.set(file.replace(/\.ts$/, '.js'), asset(Buffer.from(outputText), TYPES['.js']))
    } else if (TYPES[extension] !== undefined) {
      assets.set(file, asset(source, TYPES[extension]))
    }
  }
  return assets
}
