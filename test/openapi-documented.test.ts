// The check test apps run on every response (helpers/documented.ts) finds what the document lacks.
import t from 'tap'
import { undocumented } from './helpers/documented.js'

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
