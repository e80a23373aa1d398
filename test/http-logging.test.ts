// The service's logs never carry a seat token: requests are logged with their request id, and
// the logger's redaction paths censor tokens and Authorization headers that code logs explicitly.
import t from 'tap'
import { createLogger, REDACTED_PATHS } from '../src/logger.js'
import { act, createGame, testApp } from './helpers/app.js'
import { memoryStream } from './helpers/logs.js'


t.test('logging', async (t) => {
  const stream = memoryStream()
  const logger = createLogger('info', stream)
  const { app } = await testApp(t, logger)

  const g = await createGame(app, { players: [{ name: 'Ada' }, { name: 'Bo' }], deck: ['U', 'U'] })
  const other = await createGame(app, { players: [{ name: 'Cy' }, { name: 'Di' }], deck: ['U'] })
  const tokens = [...g.tokens, ...other.tokens]
  t.equal(new Set(tokens).size, 4, 'four tokens')

  t.test('requests with seat tokens', async (t) => {
    const ids: string[] = []
    const send = async (...args: Parameters<typeof act>) => {
      const res = await act(...args)
      ids.push(String(res.headers['x-request-id']))
      return res
    }
    t.equal((await send(app, g.id, 'draw', g.tokens[0])).statusCode, 200, 'draw')
    t.equal((await send(app, g.id, 'place', g.tokens[1], { x: 1, y: 0, rotation: 90 })).statusCode, 403, 'the other seat: 403')
    t.equal((await send(app, g.id, 'place', other.tokens[0], { x: 1, y: 0, rotation: 90 })).statusCode, 401, "another game's token: 401")
    t.equal((await send(app, g.id, 'place', `${g.tokens[0]}x`, { x: 1, y: 0, rotation: 90 })).statusCode, 401, 'a token with a suffix: 401')
    t.equal((await send(app, g.id, 'place', g.tokens[0], { x: 9, y: 9, rotation: 90 })).statusCode, 422, 'an illegal placement: 422')
    t.equal((await send(app, g.id, 'place', g.tokens[0], { x: 'abc', y: 0, rotation: 90 })).statusCode, 400, 'a bad body: 400')
    t.equal((await send(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 }, { 'if-match': '"0"' })).statusCode, 412, 'a stale If-Match: 412')
    t.equal((await send(app, g.id, 'place', g.tokens[0], { x: 1, y: 0, rotation: 90 }, { 'x-request-id': 'client-req-7' })).statusCode, 200, 'place')
    t.equal((await send(app, 'no-such-game', 'deploy', other.tokens[1], { at: 'E' })).statusCode, 404, 'an unknown game: 404')
    const raw = await app.inject({
      method: 'POST',
      url: `/games/${g.id}/score`,
      headers: { authorization: `Bearer ${g.tokens[0]}`, cookie: `session=${g.tokens[1]}`, 'x-token': other.tokens[0] },
    })
    ids.push(String(raw.headers['x-request-id']))
    t.equal(raw.statusCode, 200, 'score, with tokens in other headers too')
    t.ok(ids.includes('client-req-7'), "the client's request id was used")

    const text = stream.text()
    t.ok(stream.lines.length >= 2 * ids.length, `requests were logged (${stream.lines.length} lines)`)
    for (const [i, token] of tokens.entries()) t.notOk(text.includes(token), `token ${i} appears nowhere in the log`)
    t.notOk(/bearer/i.test(text), 'no Authorization value in the log')
    const records = stream.records()
    for (const id of ids) {
      const mine = records.filter((r) => r.reqId === id)
      t.ok(mine.length >= 2, `request ${id} is logged under its reqId (${mine.length} lines)`)
      t.ok(mine.some((r) => typeof r.res?.statusCode === 'number'), `request ${id}: its completion is logged`)
    }
  })

  t.test('explicit log calls are redacted', async (t) => {
    const token = g.tokens[0]
    const from = stream.lines.length
    const auth = `Bearer ${token}`
    app.log.info({ headers: { authorization: auth } }, 'headers')
    app.log.info({ req: { headers: { authorization: auth } } }, 'req')
    app.log.info({ request: { headers: { authorization: auth } } }, 'request')
    app.log.info({ authorization: auth }, 'authorization')
    app.log.info({ token }, 'token')
    app.log.info({ seats: [{ seat: 0, token }, { seat: 1, token: g.tokens[1] }] }, 'seats')
    app.log.warn({ headers: { authorization: auth, 'x-request-id': 'kept' } }, 'warn')
    app.log.child({ reqId: 'child-1' }).info({ headers: { authorization: auth } }, 'child')
    const lines = stream.lines.slice(from)
    t.equal(lines.length, 8, 'eight lines logged')
    const text = lines.join('\n')
    t.notOk(text.includes(token), 'the token appears in none of them')
    t.notOk(text.includes(g.tokens[1]), 'nor the second token')
    const byMsg = Object.fromEntries(lines.map((l) => JSON.parse(l)).map((r) => [r.msg, r]))
    t.equal(byMsg.headers.headers.authorization, '[redacted]', 'headers.authorization is censored')
    t.equal(byMsg.request.request.headers.authorization, '[redacted]', 'request.headers.authorization is censored')
    t.equal(byMsg.authorization.authorization, '[redacted]', 'authorization is censored')
    t.equal(byMsg.token.token, '[redacted]', 'token is censored')
    t.same(byMsg.seats.seats, [{ seat: 0, token: '[redacted]' }, { seat: 1, token: '[redacted]' }], 'seats[*].token is censored, the rest kept')
    t.equal(byMsg.warn.headers.authorization, '[redacted]', 'censored at warn level too')
    t.equal(byMsg.warn.headers['x-request-id'], 'kept', 'other headers are kept')
    t.equal(byMsg.child.headers.authorization, '[redacted]', 'censored in child loggers')
    t.equal(byMsg.child.reqId, 'child-1', 'child bindings kept')
    t.ok(REDACTED_PATHS.includes('req.headers.authorization'), 'req.headers.authorization is a redaction path')
  })
})
