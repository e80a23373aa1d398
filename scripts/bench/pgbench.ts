/**
 * The database's own ceiling for the service's write: pgbench running a custom script of the same
 * transaction shape as one accepted write (src/store/games.ts): read the game's version, then one
 * statement that updates the game row with a JSON snapshot guarded by that version and inserts one
 * log row (JSON payload and result, a hash) chained from it. Its tables are copies of games and
 * action_log (same columns, constraints and indexes) in the benchmark's database; each pgbench
 * client writes its own game row, as each benchmark client plays its own game.
 */
import { execFile } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { apply, createGame, legalDeployments, legalPlacements, type GameEvent, type GameState } from '../../src/engine/index.js'
import { chooser } from './driver.js'

export interface PgbenchResult {
  tps: number
  latencyMs: number
  failed: number
  transactions: number
}

/**
 * A late-game engine state padded with copies of its own board to `bytes` of JSON, and the
 * payload and result of a real place and score (what the log rows hold).
 */
export function sampleWrite(bytes: number): { snapshot: string; payload: string; result: string } {
  const pick = chooser(42)
  let state: GameState = (() => {
    const created = createGame({ players: [{ name: 'Bench A' }, { name: 'Bench B' }], seed: 'bench-http' })
    if (!created.ok) throw new Error(created.error.message)
    return created.state
  })()
  let payload = {}
  let events: readonly GameEvent[] = []
  const step = (action: Parameters<typeof apply>[1]) => {
    const r = apply(state, action)
    if (!r.ok) throw new Error(`${action.type}: ${r.error.code}`)
    state = r.state
    return r.events
  }
  while (state.status === 'active' && JSON.stringify(state).length < bytes * 0.8) {
    const seat = state.turn!.seat
    step({ type: 'draw', seat })
    if (state.status !== 'active') break
    const places = legalPlacements(state)
    const place = places[pick(places.length)]
    payload = place
    step({ type: 'place', seat, ...place })
    const deployments = legalDeployments(state)
    if (deployments.length > 0 && pick(2) === 0) step({ type: 'deploy', seat, at: deployments[pick(deployments.length)].at })
    const scored = step({ type: 'score', seat })
    if (scored.length > events.length) events = scored
  }
  const padded: Record<string, unknown> = { ...state, padding: [] as unknown[] }
  const board = state.board as unknown[]
  for (let i = 0; JSON.stringify(padded).length < bytes; i++) (padded.padding as unknown[]).push(board[i % board.length])
  return { snapshot: JSON.stringify(padded), payload: JSON.stringify(payload), result: JSON.stringify({ events }) }
}

/** Creates the pgbench tables with one game row per client (`pgb-0`, `pgb-1`, ...). */
export async function preparePgbench(databaseUrl: string, clients: number, snapshot: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('CREATE TABLE pgb_games (LIKE games INCLUDING ALL)')
    await db.query('CREATE TABLE pgb_log (LIKE action_log INCLUDING ALL)')
    await db.query('ALTER TABLE pgb_log ADD FOREIGN KEY (game_id) REFERENCES pgb_games (id) ON DELETE RESTRICT ON UPDATE RESTRICT')
    await db.query(
      `INSERT INTO pgb_games (id, status, version, options, state, deck_source, head_hash, rules_version)
       SELECT 'pgb-' || i, 'active', 0, '{"farmers":true}', $1::jsonb, 'server', repeat('0', 64), 'bench' FROM generate_series(0, $2::int - 1) AS i`,
      [snapshot, clients],
    )
  } finally {
    await db.end()
  }
}

/**
 * Writes the custom script to `dir` and returns its path. The JSON values are pgbench variables
 * (runPgbench's `--define`), sent as bind parameters as the service sends them.
 */
export function writePgbenchScript(dir: string): string {
  // As APPEND_ACTION in src/store/games.ts, with the version and head read first (the service reads the whole row).
  const script = `SELECT version AS v, head_hash AS head FROM pgb_games WHERE id = 'pgb-' || :client_id \\gset
WITH moved AS (
  UPDATE pgb_games SET version = :v + 1, state = :snapshot::jsonb, status = 'active',
    head_hash = encode(sha256(convert_to(:head || (:v + 1)::text, 'UTF8')), 'hex'), updated_at = now(),
    finished_at = CASE WHEN false THEN now() ELSE finished_at END
  WHERE id = 'pgb-' || :client_id AND version = :v AND head_hash = :head
  RETURNING id, head_hash
), appended AS (
  INSERT INTO pgb_log (game_id, seq, type, seat, payload, result, rules_version, hash, at)
  SELECT id, :v + 1, 'place', 0, :payload::jsonb, :result::jsonb, 'bench', head_hash, now() FROM moved
  RETURNING seq
)
SELECT (SELECT count(*) FROM appended)::int AS appended, (SELECT version FROM pgb_games WHERE id = 'pgb-' || :client_id) AS version;
`
  const path = join(dir, 'pgbench-write.sql')
  writeFileSync(path, script)
  return path
}

/** Runs pgbench for `seconds` at `clients` connections and parses its summary. */
export function runPgbench(
  databaseUrl: string,
  script: string,
  sample: { snapshot: string; payload: string; result: string },
  clients: number,
  seconds: number,
  threads: number,
): Promise<PgbenchResult> {
  const url = new URL(databaseUrl)
  const args = [
    `--define=snapshot=${sample.snapshot}`,
    `--define=payload=${sample.payload}`,
    `--define=result=${sample.result}`,
    '--no-vacuum',
    // Named prepared statements, as the service sends its statements: each connection parses and
    // plans the script's statements once.
    '--protocol=prepared',
    `--file=${script}`,
    `--client=${clients}`,
    `--jobs=${Math.max(1, Math.min(clients, threads))}`,
    `--time=${Math.max(1, Math.round(seconds))}`,
    `--host=${url.hostname}`,
    `--port=${url.port || 5432}`,
    `--username=${decodeURIComponent(url.username || 'postgres')}`,
    decodeURIComponent(url.pathname.slice(1)),
  ]
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) }
  return new Promise((resolve, reject) => {
    execFile(pgbenchPath(), args, { env, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(stdout)
      if (error || tps === null) {
        reject(new Error(`pgbench failed: ${error?.message ?? 'no tps in its output'}\n${stdout}\n${stderr}`))
        return
      }
      resolve({
        tps: Number(tps[1]),
        latencyMs: Number(/^latency average = ([\d.]+) ms/m.exec(stdout)?.[1] ?? Number.NaN),
        failed: Number(/^number of failed transactions: (\d+)/m.exec(stdout)?.[1] ?? 0),
        transactions: Number(/^number of transactions actually processed: (\d+)/m.exec(stdout)?.[1] ?? Number.NaN),
      })
    })
  })
}

/** pgbench on the PATH, or the binary PGBENCH names. */
export function pgbenchPath(): string {
  return process.env.PGBENCH || 'pgbench'
}
