// The OpenAPI document is generated from the route schemas, valid, served, and committed as-is.
import { readFileSync } from 'node:fs'
import t from 'tap'
import SwaggerParser from '@apidevtools/swagger-parser'
import { testApp } from './helpers/app.js'

t.test('the OpenAPI document', async (t) => {
  const { app } = await testApp(t)
  await app.ready()
  const generated = JSON.parse(JSON.stringify(app.swagger()))

  t.test('equals the committed openapi/openapi.json (regenerate with npm run openapi)', async (t) => {
    const committed = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8'))
    t.same(generated, committed)
  })

  t.test('is valid OpenAPI 3.1', async (t) => {
    const api = await SwaggerParser.validate(structuredClone(generated))
    t.equal((api as { openapi?: string }).openapi, '3.1.0')
  })

  t.test('documents every route of the contract with request and response schemas', async (t) => {
    const expected: Record<string, string[]> = {
      '/games': ['get', 'post'],
      '/games/{id}': ['get'],
      '/games/{id}/draw': ['post'],
      '/games/{id}/place': ['post'],
      '/games/{id}/deploy': ['post'],
      '/games/{id}/score': ['post'],
      '/games/{id}/legal': ['get'],
      '/games/{id}/actions': ['get'],
      '/games/{id}/actions/{seq}/state': ['get'],
      '/tiles': ['get'],
      '/health': ['get'],
      '/health/ready': ['get'],
      // spec/play.md
      '/players': ['post'],
      '/players/me': ['get'],
      '/players/me/games': ['get'],
      '/games/{id}/join': ['post'],
      '/games/{id}/resign': ['post'],
      '/games/{id}/events': ['get'],
      '/players/me/events': ['get'],
      '/players/me/webhooks': ['get', 'post'],
      '/players/me/webhooks/{id}': ['delete'],
      '/players/me/webhooks/{id}/deliveries': ['get'],
    }
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) {
        const operation = generated.paths[path]?.[method]
        t.ok(operation, `${method.toUpperCase()} ${path} is documented`)
        t.ok(operation?.responses?.['200'] ?? operation?.responses?.['201'] ?? operation?.responses?.['204'], `${method.toUpperCase()} ${path} has a success response`)
      }
    }
    for (const path of ['/games/{id}/place', '/games/{id}/deploy']) {
      t.ok(generated.paths[path].post.requestBody, `${path} documents its body`)
      t.equal(generated.paths[path].post.responses['422'].content['application/problem+json'].schema.allOf[0].$ref, '#/components/schemas/Problem')
    }
    t.match(generated.components.securitySchemes.seatToken, { type: 'http', scheme: 'bearer' })
    t.match(generated.components.securitySchemes.playerToken, { type: 'http', scheme: 'bearer' })
    t.same(Object.keys(generated.webhooks), ['your-turn', 'game-started', 'game-finished'], 'the webhook requests, one per event type')
  })

  t.test('is served at /openapi.json and /docs', async (t) => {
    const served = await app.inject({ method: 'GET', url: '/openapi.json' })
    t.equal(served.statusCode, 200)
    t.same(served.json(), generated)
    const docs = await app.inject({ method: 'GET', url: '/docs/' })
    t.equal(docs.statusCode, 200)
    t.match(docs.headers['content-type'], /text\/html/)
  })
})
