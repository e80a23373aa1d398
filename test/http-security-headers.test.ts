// helmet's security headers on every response (JSON, problems, 404s, 304s, the docs), and a
// content security policy under which the interactive docs at /docs still load their script and CSS.
import type { LightMyRequestResponse } from 'fastify'
import t, { type Test } from 'tap'
import { createGame, testApp } from './helpers/app.js'

function expectSecurityHeaders(t: Test, res: LightMyRequestResponse, what: string) {
  t.equal(res.headers['x-content-type-options'], 'nosniff', `${what}: X-Content-Type-Options`)
  t.equal(res.headers['x-frame-options'], 'SAMEORIGIN', `${what}: X-Frame-Options`)
  t.match(String(res.headers['strict-transport-security']), /max-age=\d+/, `${what}: Strict-Transport-Security`)
  t.equal(res.headers['referrer-policy'], 'no-referrer', `${what}: Referrer-Policy`)
  t.equal(res.headers['cross-origin-opener-policy'], 'same-origin', `${what}: Cross-Origin-Opener-Policy`)
  t.type(res.headers['content-security-policy'], 'string', `${what}: Content-Security-Policy`)
  t.equal(res.headers['x-powered-by'], undefined, `${what}: no X-Powered-By`)
}

/** A CSP header as a map of directive to sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  )
}

t.test('security headers', async (t) => {
  const { app } = await testApp(t)
  const g = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }] })

  t.test('on API responses and problems', async (t) => {
    const cases: [string, () => Promise<LightMyRequestResponse>, number, RegExp][] = [
      ['GET /tiles', () => app.inject({ method: 'GET', url: '/tiles' }), 200, /^application\/json/],
      ['GET /games/{id}', () => app.inject({ method: 'GET', url: `/games/${g.id}` }), 200, /^application\/json/],
      ['GET /games/{id} 304', () => app.inject({ method: 'GET', url: `/games/${g.id}`, headers: { 'if-none-match': '"0"' } }), 304, /.*/],
      ['a 400', () => app.inject({ method: 'GET', url: '/games/%00' }), 400, /^application\/problem\+json/],
      ['a 401', () => app.inject({ method: 'POST', url: `/games/${g.id}/draw` }), 401, /^application\/problem\+json/],
      ['a 404', () => app.inject({ method: 'GET', url: '/games/nope' }), 404, /^application\/problem\+json/],
      ['an unknown route', () => app.inject({ method: 'GET', url: '/nope' }), 404, /^application\/problem\+json/],
      ['a 415', () => app.inject({ method: 'POST', url: '/games', headers: { 'content-type': 'text/plain' }, payload: 'x' }), 415, /^application\/problem\+json/],
      ['GET /openapi.json', () => app.inject({ method: 'GET', url: '/openapi.json' }), 200, /^application\/json/],
    ]
    for (const [what, send, status, type] of cases) {
      const res = await send()
      t.equal(res.statusCode, status, `${what}: ${status}`)
      if (status !== 304) t.match(String(res.headers['content-type']), type, `${what}: content type kept`)
      expectSecurityHeaders(t, res, what)
      const csp = policy(res.headers['content-security-policy'])
      t.same(csp.get('default-src'), ["'none'"], `${what}: the API's policy allows nothing to load`)
      t.same(csp.get('frame-ancestors'), ["'none'"], `${what}: nor to frame it`)
    }
  })

  t.test('the docs page loads its script and CSS under its policy', async (t) => {
    const page = await app.inject({ method: 'GET', url: '/docs/' })
    t.equal(page.statusCode, 200, 'GET /docs/')
    t.match(String(page.headers['content-type']), /^text\/html/, 'HTML')
    expectSecurityHeaders(t, page, '/docs/')
    const csp = policy(page.headers['content-security-policy'])
    t.ok(csp.get('script-src')?.includes("'self'"), "script-src 'self'")
    t.ok(csp.get('style-src')?.includes("'self'"), "style-src 'self'")
    t.ok(csp.get('connect-src')?.includes("'self'") ?? csp.get('default-src')?.includes("'self'"), 'the page may fetch the document from its own origin')
    t.notOk(csp.has('upgrade-insecure-requests'), 'no upgrade-insecure-requests: the docs work on plain http')
    t.notMatch(page.body, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script (script-src allows none)')
    const scripts = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])
    const styles = [...page.body.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1])
    t.ok(scripts.length >= 2, `the page loads scripts (${scripts.join(', ')})`)
    t.ok(styles.length >= 1, `the page loads CSS (${styles.join(', ')})`)
    for (const [src, type] of [...scripts.map((s) => [s, /javascript/] as const), ...styles.map((s) => [s, /text\/css/] as const)]) {
      t.notMatch(src, /^(https?:)?\/\//, `${src}: same origin (allowed by 'self')`)
      const url = new URL(src, 'http://localhost/docs/').pathname
      const res = await app.inject({ method: 'GET', url })
      t.equal(res.statusCode, 200, `${url}: served`)
      t.match(String(res.headers['content-type']), type, `${url}: content type`)
      t.equal(res.headers['x-content-type-options'], 'nosniff', `${url}: nosniff (and the right type, so the browser runs it)`)
    }
    const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' })
    // It resolves the document's URL against the page's (/docs/).
    const specUrl = /url: resolveUrl\(["']([^"']+)["']\)/.exec(initializer.body)?.[1]
    t.ok(specUrl, 'the initializer names the document')
    t.notMatch(String(specUrl), /^(https?:)?\/\//, 'on the same origin')
    const spec = await app.inject({ method: 'GET', url: new URL(String(specUrl), 'http://localhost/docs/').pathname })
    t.equal(spec.statusCode, 200, 'the document the page fetches is served')
    t.equal(spec.json().openapi, '3.1.0', 'and it is the OpenAPI document')
  })
})
