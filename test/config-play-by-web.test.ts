// The play-by-web settings read from the environment (spec/play.md, issue 8): CORS_ORIGINS (off by
// default) and WEBHOOK_ALLOW_PRIVATE (off unless 1 or true). The tests build apps with the parsed options;
// this is the parse.
import t from 'tap'
import { loadConfig } from '../src/config.js'

t.test('CORS_ORIGINS', async (t) => {
  t.same(loadConfig({}).corsOrigins, [], 'unset: CORS off')
  t.same(loadConfig({ CORS_ORIGINS: '' }).corsOrigins, [], 'empty: CORS off')
  t.same(loadConfig({ CORS_ORIGINS: 'https://play.example, http://localhost:5173' }).corsOrigins, ['https://play.example', 'http://localhost:5173'], 'a comma-separated list')
  t.same(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins, ['*'])
  for (const bad of ['https://play.example/', 'play.example', 'ftp://play.example']) {
    t.throws(() => loadConfig({ CORS_ORIGINS: bad }), new RegExp(`CORS_ORIGINS lists "${bad.replace(/[./]/g, '\\$&')}"`), `"${bad}" stops the server`)
  }
})

t.test('WEBHOOK_ALLOW_PRIVATE', async (t) => {
  t.equal(loadConfig({}).webhookAllowPrivate, false, 'unset: private URLs refused')
  t.equal(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhookAllowPrivate, true)
  t.equal(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '0' }).webhookAllowPrivate, false)
})
