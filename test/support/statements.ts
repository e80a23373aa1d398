/**
 * The statements the service sends, by what keys them (SCALING.md explains each distribution):
 * - game: one game's rows (games, seats, action_log, player_events, webhook_deliveries are
 *   distributed by game id): the statement must name the game id, so it runs on one shard.
 * - games: several games' rows, each fixed by its id (the group commit of plain appends; off, with
 *   APPEND_BATCH_SIZE=1, where tables are distributed).
 * - key: one idempotency key (idempotency_keys, distributed by its scope).
 * - reference: players and webhooks, small tables replicated to every node.
 * - fan-out: a listing across games, meant to visit every shard.
 * - session: the connection's own business (migrations recorded, readiness).
 */
export type StatementKey = 'game' | 'games' | 'key' | 'reference' | 'fan-out' | 'session'

export interface StatementRule {
  readonly name: string
  readonly key: StatementKey
  /** Recognises the statement (whitespace collapsed to single spaces). */
  readonly pattern: RegExp
  /** For `game` and `games`: where the statement fixes the game id. */
  readonly gameKey?: RegExp
}

const LOG_COLUMNS = String.raw`SELECT "public"\."action_log"\."game_id", "public"\."action_log"\."seq"`

export const STATEMENT_RULES: readonly StatementRule[] = [
  // One game.
  { name: 'create a game (game, seats, entry 0, events, outbox)', key: 'game', pattern: /^WITH created AS \( INSERT INTO games /, gameKey: /VALUES \(\$1, / },
  { name: 'append an entry (game, seat filled, entry, events, outbox)', key: 'game', pattern: /^WITH moved AS \( UPDATE games /, gameKey: /WHERE id = \$1 AND version = / },
  { name: 'load a game', key: 'game', pattern: /^SELECT id, status, version, options, state, .* FROM games WHERE id = \$1$/, gameKey: /WHERE id = \$1$/ },
  { name: "load a game's head", key: 'game', pattern: /^SELECT version, head_hash AS "headHash" FROM games WHERE id = \$1$/, gameKey: /WHERE id = \$1$/ },
  { name: "give back a bot game's claim", key: 'game', pattern: /^UPDATE games SET bot_claimed_until = .* WHERE id = \$1 AND bot_claimed_until = /, gameKey: /WHERE id = \$1 AND/ },
  { name: "take a game out of the bots' queue", key: 'game', pattern: /^UPDATE games SET bot_turn_at = NULL WHERE id = \$1 AND version = /, gameKey: /WHERE id = \$1 AND/ },
  { name: "load a game's seats", key: 'game', pattern: /^SELECT game_id AS "gameId", seat, .* FROM seats WHERE game_id = \$1 ORDER BY seat$/, gameKey: /WHERE game_id = \$1 / },
  {
    name: "a game's log, or a page of it",
    key: 'game',
    pattern: new RegExp(`^${LOG_COLUMNS}.* FROM "public"\\."action_log" WHERE \\(?"public"\\."action_log"\\."game_id" = \\$1`),
    gameKey: /WHERE \(?"public"\."action_log"\."game_id" = \$1/,
  },
  // Several games, each by its id.
  { name: 'append an entry to each of several games (group commit)', key: 'games', pattern: /^WITH batch AS \( SELECT \* FROM jsonb_to_recordset\(\$1::jsonb\) /, gameKey: /FROM games WHERE id = b\.id FOR NO KEY UPDATE SKIP LOCKED\) g .* WHERE games\.id = ANY \(ARRAY\(SELECT id FROM locked\)\) AND games\.id = b\.id AND games\.version = b\.version AND games\.head_hash = b\.head / },
  // One idempotency key.
  { name: 'the stored answer of an Idempotency-Key', key: 'key', pattern: /^SELECT fingerprint, status, headers, body, .* FROM idempotency_keys WHERE scope = \$1 AND key = \$2$/ },
  { name: 'remove an expired Idempotency-Key', key: 'key', pattern: /^DELETE FROM idempotency_keys WHERE scope = \$1 AND key = \$2 AND NOT / },
  { name: 'store the answer of a request that appended nothing (POST /verify)', key: 'key', pattern: /^INSERT INTO idempotency_keys \(scope, key, fingerprint, status, headers, body\) VALUES / },
  // Reference tables.
  { name: 'register a player, with the answer of its Idempotency-Key', key: 'reference', pattern: /^WITH registered AS \( INSERT INTO players \(id, name, token_hash\) / },
  { name: 'a player by token or id', key: 'reference', pattern: /^SELECT "public"\."players"\."id", "public"\."players"\."name" FROM "public"\."players" WHERE \("public"\."players"\."(token_hash|id)" = \$1 / },
  { name: 'register a webhook (at most N per player), with the answer of its Idempotency-Key', key: 'reference', pattern: /^WITH registered AS \( INSERT INTO webhooks \(id, player_id, / },
  { name: "a player's webhooks", key: 'reference', pattern: /^SELECT "public"\."webhooks"\."id", .* FROM "public"\."webhooks" WHERE "public"\."webhooks"\."player_id" = \$1 / },
  { name: "whether a webhook is the player's", key: 'reference', pattern: /^SELECT COUNT\(\*\) AS "_count\$_all" FROM \(SELECT "public"\."webhooks"\."id" FROM "public"\."webhooks" WHERE \("public"\."webhooks"\."id" = \$1 AND / },
  { name: 'delete a webhook', key: 'reference', pattern: /^DELETE FROM "public"\."webhooks" WHERE \("public"\."webhooks"\."id" = \$1 AND / },
  // Listings across games.
  { name: 'GET /games: a page of games', key: 'fan-out', pattern: /^SELECT "public"\."games"\."id", "public"\."games"\."status", .* ORDER BY "public"\."games"\."created_at" DESC/ },
  { name: 'GET /games: the total', key: 'fan-out', pattern: /^SELECT COUNT\(\*\) AS "_count\$_all" FROM \(SELECT "public"\."games"\."id" FROM "public"\."games" WHERE / },
  { name: "GET /games: the page's seats (game ids of the page)", key: 'fan-out', pattern: /^SELECT "public"\."seats"\."game_id", .* WHERE "public"\."seats"\."game_id" IN \(/ },
  { name: 'the bots: claim active games whose turn is a bot seat\'s', key: 'fan-out', pattern: /^WITH due AS \( SELECT id FROM games WHERE bot_turn_at IS NOT NULL AND .* ORDER BY bot_turn_at LIMIT \$1::int FOR UPDATE SKIP LOCKED \)/ },
  { name: "the bots: queue active games at a bot's turn that no write queued", key: 'fan-out', pattern: /^UPDATE games SET bot_turn_at = updated_at WHERE id IN \( SELECT g\.id FROM games g JOIN seats s ON s\.game_id = g\.id .* LIMIT \$1::int\)/ },
  { name: 'the clock: games past their deadline', key: 'fan-out', pattern: /^SELECT "public"\."games"\."id" FROM "public"\."games" WHERE \(?"public"\."games"\."deadline" <= \$1 / },
  { name: 'the clock: the earliest deadline', key: 'fan-out', pattern: /^SELECT "public"\."games"\."id", "public"\."games"\."deadline" FROM "public"\."games" WHERE "public"\."games"\."deadline" IS NOT NULL / },
  { name: "GET /players/me/games: a player's seats in all games", key: 'fan-out', pattern: /^SELECT g\.id, g\.status, g\.version, s\.seat, .* WHERE s\.player_id = \$1 / },
  { name: "a player's events (streams, long polls)", key: 'fan-out', pattern: /^SELECT "public"\."player_events"\."id", .* WHERE \("public"\."player_events"\."player_id" = \$1 AND "public"\."player_events"\."id" > \$2\)/ },
  { name: 'the highest player event id that no running write can precede', key: 'fan-out', pattern: /^SELECT last_value, is_called FROM player_events_id_seq$/ },
  { name: 'writers of player events still running', key: 'fan-out', pattern: /^SELECT DISTINCT virtualtransaction FROM pg_locks WHERE / },
  { name: 'webhook worker: claim due deliveries', key: 'fan-out', pattern: /^WITH due AS \( SELECT id FROM webhook_deliveries WHERE done_at IS NULL .* FOR UPDATE SKIP LOCKED \)/ },
  { name: 'webhook worker: log an attempt, settle its delivery', key: 'fan-out', pattern: /^WITH logged AS \( INSERT INTO webhook_attempts / },
  { name: 'the hourly purge of expired Idempotency-Keys', key: 'fan-out', pattern: /^DELETE FROM idempotency_keys WHERE NOT / },
  { name: "a webhook's delivery log", key: 'fan-out', pattern: /^SELECT a\.event_id::text AS "eventId", .* FROM webhook_attempts a WHERE a\.webhook_id = \$1::text / },
  // The connection's own.
  { name: 'migrations recorded (readiness)', key: 'session', pattern: /^SELECT migration_name FROM _prisma_migrations / },
  { name: 'the database answers (a batch connection opened at start)', key: 'session', pattern: /^SELECT 1$/ },
]

/**
 * Reads the texts sent to the database as the statements they run, whitespace collapsed. The
 * embedded database's statements are prepared once (`PREPARE name AS statement`: nothing runs,
 * undefined) and then run by name (`EXECUTE name(...)`: that statement).
 */
export function statementReader(): (text: string) => string | undefined {
  const prepared = new Map<string, string>()
  return (text) => {
    const sql = text.replace(/\s+/g, ' ').trim()
    const prepare = /^PREPARE (stmt_[0-9a-f]+_\d+) AS (.*)$/.exec(sql)
    if (prepare !== null) {
      prepared.set(prepare[1], prepare[2])
      return undefined
    }
    const execute = /^EXECUTE (stmt_[0-9a-f]+_\d+)\b/.exec(sql)
    if (execute === null) return sql
    const statement = prepared.get(execute[1])
    if (statement === undefined) throw new Error(`${execute[1]} was run but never seen prepared`)
    return statement
  }
}

/** The rules that recognise `sql` (exactly one, for a known statement). */
export function classify(sql: string): StatementRule[] {
  return STATEMENT_RULES.filter((rule) => rule.pattern.test(sql))
}

/** Counts the statements that read a game's head, told every statement text (openDatabase's onStatement). */
export function headReads(): { count: number; onStatement: (sql: string) => void } {
  const read = statementReader()
  const reads = {
    count: 0,
    onStatement: (text: string) => {
      const sql = read(text)
      if (sql !== undefined && classify(sql).some((rule) => rule.name === "load a game's head")) reads.count++
    },
  }
  return reads
}
