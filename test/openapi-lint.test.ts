// The committed OpenAPI document passes Redocly's recommended ruleset with no error and no warning.
// The CLI is a devDependency (@redocly/cli); REDOCLY_CLI may name another copy. Without it the
// test is skipped locally, but fails in CI (CI=true): there the lint must run.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import t from 'tap'

const ROOT = new URL('..', import.meta.url).pathname
const cli = process.env.REDOCLY_CLI ?? `${ROOT}node_modules/.bin/redocly`

t.test('redocly lint (recommended) reports 0 errors and 0 warnings', { skip: !existsSync(cli) && process.env.CI !== 'true' ? `no Redocly CLI at ${cli}` : false }, async (t) => {
  t.ok(existsSync(cli), `the Redocly CLI is installed at ${cli} (devDependency @redocly/cli)`)
  if (!existsSync(cli)) return
  // Errors make the CLI exit non-zero; its report is on stdout either way.
  const { stdout } = await promisify(execFile)(cli, ['lint', 'openapi/openapi.json', '--extends=recommended', '--format=json'], {
    cwd: ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
  const report = JSON.parse(stdout.slice(stdout.indexOf('{')))
  t.same(report.totals, { errors: 0, warnings: 0, ignored: 0 }, JSON.stringify(report.problems.slice(0, 5), null, 2))
})
