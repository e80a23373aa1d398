import { PGlite } from '@electric-sql/pglite'
import { readFileSync } from 'node:fs'
import { applyMigrations } from './dist/src/store/migrate.js'
const src = readFileSync('./dist/src/store/games.js', 'utf8')
const full = /const APPEND_ACTION = `([\s\S]*?)`;/.exec(src)[1].replace(/\$\{APPENDED_CHANNEL\}/g, 'carcassonne_appended').replace(/\$\{watchedSql\('moved.id', '\$28'\)\}/, "(NOT pg_try_advisory_xact_lock(1128354305, hashtext(moved.id) & 1023) OR EXISTS (SELECT 1 FROM unnest($28::text[]) AS player(id) WHERE NOT pg_try_advisory_xact_lock(1128354306, hashtext(player.id) & 1023)))")
const plain = `
WITH moved AS (
  UPDATE games SET version = $2::int + 1, state = $4::jsonb, status = $5, head_hash = $6, updated_at = $7::timestamptz,
    finished_at = CASE WHEN $8::boolean THEN $7::timestamptz ELSE finished_at END, turn_seat = $14::int, deadline = $15::timestamptz
  WHERE id = $1 AND version = $2::int AND head_hash = $3
  RETURNING id
), appended AS (
  INSERT INTO action_log (game_id, seq, type, seat, payload, result, rules_version, hash, at)
  SELECT id, $2::int + 1, $9, $10::int, $11::jsonb, $12::jsonb, $13, $6, $7::timestamptz FROM moved
  RETURNING seq
)
SELECT (SELECT count(*) FROM appended)::int AS appended, (SELECT version FROM games WHERE id = $1) AS version`
const h = (v) => v.toString(16).padStart(64, '0')
const db = await PGlite.create(process.argv[2] ?? 'memory://')
await applyMigrations(db, './prisma/migrations')
const state = JSON.stringify({ board: Array.from({ length: 40 }, (_, i) => ({ x: i, y: -i, tile: 'CRFR', rotation: 90, meeples: [] })) })
await db.query(`INSERT INTO games (id, status, version, options, state, deck_source, head_hash, rules_version) VALUES ('g', 'active', 0, '{}', '{}', 'server', $1, 'r')`, [h(0)])
await db.query(`INSERT INTO action_log (game_id, seq, type, seat, payload, result, rules_version, hash, at) VALUES ('g', 0, 'create', NULL, '{}', '{}', 'r', $1, now())`, [h(0)])
let v = 0
const N = 1500
for (let round = 0; round < 3; round++) for (const [label, sql] of [['full', full], ['plain', plain]]) {
  const t0 = process.cpuUsage()
  for (let i = 0; i < N; i++) {
    const at = new Date().toISOString()
    const args = label === 'full'
      ? ['g', v, h(v), state, 'active', h(v + 1), at, false, 'place', 0, '{"x":1}', '{"events":[]}', 'r', null, null, null, null, null, null, 1, null, null, null, null, null, '[]', '{"g":"g"}', []]
      : ['g', v, h(v), state, 'active', h(v + 1), at, false, 'place', 0, '{"x":1}', '{"events":[]}', 'r', 1, null]
    const r = await db.query(sql, args)
    if (r.rows[0].appended !== 1) throw new Error('not appended ' + JSON.stringify(r.rows))
    v++
  }
  const c = process.cpuUsage(t0)
  console.log(round, label, ((c.user + c.system) / N).toFixed(0), 'us CPU/append')
}
await db.close()
