// The browser client as the service serves it (no browser needed): the page and its compiled
// modules with their own strict content security policy and ETags, nothing else under /web/, the
// API's policy unchanged, the page routes outside the OpenAPI document, and the browser
// TypeScript type-checked (tsconfig.web.json).
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { testApp } from './helpers/app.js'

const run = promisify(execFile)
const ROOT = new URL('..', import.meta.url).pathname
const CLIENT = join(ROOT, 'src/web/client')

const API_CSP = "default-src 'none';frame-ancestors 'none'"
const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

t.test('the page, its modules and style sheet', async (t) => {
  const { app } = await testApp(t)

  const page = await app.inject({ method: 'GET', url: '/' })
  t.equal(page.statusCode, 200)
  t.equal(page.headers['content-type'], 'text/html; charset=utf-8')
  t.equal(page.headers['content-security-policy'], PAGE_CSP, 'its own policy: only its own origin, no inline script or style')
  t.equal(page.headers['cache-control'], 'no-cache')
  t.match(page.headers.etag, /^"[A-Za-z0-9_-]{43}"$/)
  t.match(page.body, '<script type="module" src="/web/app.js"></script>')
  t.match(page.body, '<link rel="stylesheet" href="/web/style.css">')
  t.notMatch(page.body, /<script>|style=|https?:\/\//, 'no inline script or style, no other origin')

  const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': page.headers.etag as string } })
  t.equal(again.statusCode, 304)
  t.equal(again.body, '')
  t.equal(again.headers['content-type'], undefined)

  const css = await app.inject({ method: 'GET', url: '/web/style.css' })
  t.equal(css.statusCode, 200)
  t.equal(css.headers['content-type'], 'text/css; charset=utf-8')
  t.equal(css.headers['content-security-policy'], PAGE_CSP)

  // Every TypeScript file of the client is served as JavaScript, every import resolves.
  const modules = readdirSync(CLIENT).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '.js'))
  t.ok(modules.includes('app.js'))
  const scratch = mkdtempSync(join(tmpdir(), 'carc-web-modules-'))
  t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
  for (const name of modules) {
    const res = await app.inject({ method: 'GET', url: `/web/${name}` })
    t.equal(res.statusCode, 200, name)
    t.equal(res.headers['content-type'], 'text/javascript; charset=utf-8', name)
    t.equal(res.headers['content-security-policy'], PAGE_CSP, name)
    for (const [, imported] of res.body.matchAll(/from '\.\/([\w-]+\.js)'/g)) t.ok(modules.includes(imported), `${name} imports ${imported}, which is served`)
    writeFileSync(join(scratch, name.replace(/\.js$/, '.mjs')), res.body)
  }
  // Plain JavaScript that a browser parses: no TypeScript syntax left.
  for (const file of readdirSync(scratch)) await t.resolves(run(process.execPath, ['--check', join(scratch, file)]), `${file} is valid JavaScript`)

  for (const url of ['/web/nope.js', '/web/index.html', '/web/app.ts']) {
    const res = await app.inject({ method: 'GET', url })
    t.equal(res.statusCode, 404, url)
    t.equal(res.json().code, 'ROUTE_NOT_FOUND', url)
    t.equal(res.headers['content-security-policy'], API_CSP, `${url}: the API's policy`)
  }
  const api = await app.inject({ method: 'GET', url: '/tiles' })
  t.equal(api.headers['content-security-policy'], API_CSP, 'the API keeps its policy')

  const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
  t.same(Object.keys(document.paths).filter((path) => path === '/' || path.startsWith('/web')), [], 'the page routes are not API operations')
})

t.test('the browser TypeScript type-checks with the DOM library (tsconfig.web.json)', async (t) => {
  const { stdout } = await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.web.json')], { cwd: ROOT, timeout: 300_000 })
  t.equal(stdout, '')
})
