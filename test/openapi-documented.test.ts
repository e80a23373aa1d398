// The check test apps run on every response (helpers/documented.ts) finds what the document lacks.
import t from 'tap'
import { undocumented, undocumentedBody } from './helpers/documented.js'

t.test('a documented response passes', async (t) => {
  t.same(undocumented('POST', '/games/:id/draw', 200, ['content-type', 'etag', 'x-request-id', 'ratelimit-limit', 'x-frame-options'], undefined), [])
  t.same(undocumented('POST', '/games/:id/place', 422, ['x-request-id'], 'ILLEGAL_PLACEMENT'), [])
  t.same(undocumented('HEAD', '/games/:id', 200, ['x-unknown'], undefined), [], 'HEAD is not in the document')
})

t.test('an undocumented status, header or code is reported', async (t) => {
  t.same(undocumented('POST', '/games/:id/draw', 418, [], undefined), ['POST /games/:id/draw: status 418 is not documented'])
  t.same(undocumented('GET', '/games/:id', 200, ['x-unknown'], undefined), ['GET /games/:id 200: header x-unknown is not documented'])
  t.same(undocumented('POST', '/games/:id/draw', 422, [], 'ILLEGAL_PLACEMENT'), ['POST /games/:id/draw 422: code ILLEGAL_PLACEMENT is not documented'])
  t.same(undocumented('GET', '/tiles', 503, ['retry-after', 'location'], 'SERVICE_UNAVAILABLE'), ['GET /tiles 503: header location is not documented'])
})

t.test('answers to requests no operation takes are checked against x-unrouted-responses', async (t) => {
  t.same(undocumented('DELETE', undefined, 405, ['allow', 'x-request-id', 'ratelimit-limit'], 'METHOD_NOT_ALLOWED'), [])
  t.same(undocumented('OPTIONS', undefined, 204, ['allow', 'x-request-id'], undefined), [])
  t.same(undocumented('GET', undefined, 404, ['x-request-id'], 'ROUTE_NOT_FOUND'), [])
  t.same(undocumented('GET', undefined, 429, ['retry-after'], 'TOO_MANY_REQUESTS'), [], 'the statuses of every response are the info description\'s')
  t.same(undocumented('DELETE', undefined, 405, ['location'], 'ROUTE_NOT_FOUND'), [
    'DELETE (no operation) 405: header location is not documented',
    'DELETE (no operation) 405: code ROUTE_NOT_FOUND is not documented',
  ])
  t.same(undocumented('GET', undefined, 404, ['allow'], 'ROUTE_NOT_FOUND'), ['GET (no operation) 404: header allow is not documented'], 'Allow only where the path exists')
  const problem = { type: 't', title: 'x', status: 405, detail: 'd', code: 'METHOD_NOT_ALLOWED' }
  t.same(undocumentedBody('PUT', undefined, 405, 'application/problem+json', JSON.stringify(problem)), [])
  t.match(undocumentedBody('PUT', undefined, 405, 'application/problem+json', JSON.stringify({ ...problem, code: 'GAME_NOT_FOUND' })), [/^PUT \(no operation\) 405: the application\/problem\+json body does not fit/])
})

t.test('a JSON body is checked against the documented schema', async (t) => {
  const placed = { type: 'placed', seat: 0, tile: 'E', x: 0, y: -1, rotation: 180 }
  const entry = { seq: 2, type: 'place', seat: 0, payload: { x: 0, y: -1, rotation: 180 }, result: { events: [placed] }, rulesVersion: 'r', hash: 'h', at: '2026-12-01T00:00:00.000Z' }
  const body = (actions: object[]) => JSON.stringify({ actions })
  t.same(undocumentedBody('GET', '/games/:id/actions', 200, 'application/json; charset=utf-8', body([entry])), [])
  t.same(undocumentedBody('GET', '/games/:id/actions', 200, 'text/plain', 'not json'), [], 'only JSON bodies')
  t.same(undocumentedBody('HEAD', '/games/:id/actions', 200, 'application/json', body([entry])), [], 'only documented operations')
  const extra = undocumentedBody('GET', '/games/:id/actions', 200, 'application/json', body([{ ...entry, result: { events: [{ ...placed, at: 'N' }] } }]))
  t.equal(extra.length, 1)
  t.match(extra[0], /^GET \/games\/:id\/actions 200: the application\/json body does not fit the document: .*"additionalProperty":"at"/)
  const problem = undocumentedBody('POST', '/games/:id/place', 422, 'application/problem+json', JSON.stringify({ type: 't', title: 'x', status: 422, detail: 'd', code: 'NOT_A_CODE' }))
  t.match(problem, [/POST \/games\/:id\/place 422: the application\/problem\+json body does not fit the document/])
})
