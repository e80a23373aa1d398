// Shared by the fault tests: one step of a game through the API, checks on 503 problems, and an
// outage of new connections with some of the open ones ended.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import type { Test } from 'tap'

/** The next action of the active seat, chosen from /legal (first placement, never a deploy). */
export async function step(app: FastifyInstance, id: string, tokens: string[]): Promise<LightMyRequestResponse> {
  const game = await app.inject({ method: 'GET', url: `/games/${id}` })
  if (game.statusCode !== 200) return game
  const state = game.json()
  const token = tokens[state.turn.seat]
  const inject = (type: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/games/${id}/${type}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) })
  switch (state.turn.phase) {
    case 'draw':
      return inject('draw')
    case 'place': {
      const legal = await app.inject({ method: 'GET', url: `/games/${id}/legal` })
      if (legal.statusCode !== 200) return legal
      return inject('place', legal.json().placements[0])
    }
    default:
      return inject('score')
  }
}

/** A 503 DATABASE_UNAVAILABLE (or another 503 code) problem with a Retry-After header. */
export function is503(res: LightMyRequestResponse, code = 'DATABASE_UNAVAILABLE'): boolean {
  return (
    res.statusCode === 503 &&
    /^application\/problem\+json/.test(String(res.headers['content-type'])) &&
    res.json().code === code &&
    Number(res.headers['retry-after']) > 0
  )
}

/** Every game verifies (GET /games/{id}/verify: ok true, no failed check). */
export async function verifyAll(t: Test, app: FastifyInstance, ids: string[]): Promise<void> {
  for (const id of ids) {
    const res = await app.inject({ method: 'GET', url: `/games/${id}/verify` })
    t.equal(res.statusCode, 200, `verify ${id}: 200`)
    const report = res.json()
    t.equal(report.ok, true, `game ${id} verifies${report.ok ? '' : `: ${JSON.stringify(report.checks?.filter((c: { ok: boolean }) => !c.ok))}`}`)
  }
}

/** A connection to the server in DATABASE_URL (not the test database), for faults; ended in teardown. */
export async function adminClient(t: Test): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  admin.on('error', () => {})
  await admin.connect()
  t.teardown(() => admin.end())
  return admin
}

/**
 * Refuses new connections to `database` (those open stay open) until the returned function allows
 * them again, or the test ends.
 */
export async function refuseConnections(t: Test, admin: pg.Client, database: string): Promise<() => Promise<void>> {
  const allow = (allowed: boolean) => admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS ${allowed}`).then(() => {})
  await allow(false)
  t.teardown(() => allow(true).catch(() => {}))
  return () => allow(true)
}

/** Ends the connections named `applicationName` to `database` (null: `admin`'s own); resolves to how many. */
export async function endConnections(admin: pg.Client, applicationName: string, database: string | null = null): Promise<number> {
  const { rows } = await admin.query<{ ended: number }>(
    'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE application_name = $1 AND datname = coalesce($2, current_database())',
    [applicationName, database],
  )
  return rows[0].ended
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
