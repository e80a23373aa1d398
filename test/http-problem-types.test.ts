// Problem `type` URIs resolve: GET /problems/{slug} describes each code, as HTML or JSON.
import { readFileSync } from 'node:fs'
import t from 'tap'
import { PROBLEM_CODES, problemStatus } from '../src/http/problem.js'
import { PROBLEM_TYPES } from '../src/http/problem-types.js'
import { testApp } from './helpers/app.js'
import { expectProblem } from './helpers/http.js'

t.test('problem type pages', async (t) => {
  const { app } = await testApp(t)

  t.test('the type of a real problem is a page saying what the code means and what to do', async (t) => {
    const problem = expectProblem(t, await app.inject({ method: 'GET', url: '/games/no-such-game' }), 404, 'GAME_NOT_FOUND')
    t.equal(problem.type, '/problems/game-not-found')
    const page = await app.inject({ method: 'GET', url: problem.type })
    t.equal(page.statusCode, 200)
    t.equal(page.headers['content-type'], 'text/html; charset=utf-8')
    t.equal(page.headers['cache-control'], 'public, max-age=86400')
    t.match(page.body, '<h1>404 GAME_NOT_FOUND</h1>')
    t.match(page.body, '<p>No game has this id.</p>')
    t.match(page.body, '<p>Check the id (GET /games lists the games).</p>')
  })

  t.test('every code has a page, in HTML and, by Accept, in JSON', async (t) => {
    t.equal(PROBLEM_CODES.length, 37)
    for (const code of PROBLEM_CODES) {
      const type = `/problems/${code.toLowerCase().replaceAll('_', '-')}`
      const html = await app.inject({ method: 'GET', url: type, headers: { accept: 'text/html,application/json;q=0.9' } })
      t.equal(html.statusCode, 200, `${code}: HTML`)
      t.match(html.body, `<h1>${problemStatus(code).status} ${code}</h1>`)
      for (const accept of ['application/json', 'application/problem+json', 'application/json, text/html']) {
        const json = await app.inject({ method: 'GET', url: type, headers: { accept } })
        t.equal(json.headers['content-type'], 'application/json; charset=utf-8', `${code}: JSON for ${accept}`)
        t.same(json.json(), { type, code, ...problemStatus(code), ...PROBLEM_TYPES[code] }, `${code}: JSON page`)
      }
    }
  })

  t.test('every code the OpenAPI document lists has a page', async (t) => {
    const text = readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8')
    const listed = new Set<string>()
    JSON.parse(text, (key, value) => {
      if (key === 'code' && Array.isArray(value?.enum)) for (const code of value.enum) listed.add(code)
      return value
    })
    t.ok(listed.size >= 25, `${listed.size} codes listed`)
    for (const code of listed) t.ok((PROBLEM_CODES as string[]).includes(code), `${code} has a page`)
  })

  t.test('an unknown type is 404 ROUTE_NOT_FOUND, a malformed slug 400', async (t) => {
    const unknown = expectProblem(t, await app.inject({ method: 'GET', url: '/problems/no-such-problem' }), 404, 'ROUTE_NOT_FOUND')
    t.equal(unknown.detail, 'no problem type no-such-problem')
    expectProblem(t, await app.inject({ method: 'GET', url: '/problems/NOT_YOUR_TURN' }), 400, 'VALIDATION_ERROR')
  })
})
