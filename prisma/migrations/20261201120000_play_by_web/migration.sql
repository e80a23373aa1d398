-- Play-by-web (spec/play.md): players, open seats and invitations, turn deadlines, the per-player
-- event stream and the webhook outbox. Players, events and webhooks live beside the games, outside
-- their logs; every change to a game is still one log entry.

-- Long-lived identities; the token is shown once and only its sha256 is kept.
CREATE TABLE "players" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "players_token_hash_key" ON "players"("token_hash");

-- An open seat has no name and no token until it is joined through its single-use invitation.
ALTER TABLE "seats" ALTER COLUMN "name" DROP NOT NULL;
ALTER TABLE "seats" ALTER COLUMN "token_hash" DROP NOT NULL;
ALTER TABLE "seats" ADD COLUMN "invite_hash" TEXT;
ALTER TABLE "seats" ADD COLUMN "player_id" TEXT;
CREATE UNIQUE INDEX "seats_invite_hash_key" ON "seats"("invite_hash");
CREATE INDEX "seats_player_id_idx" ON "seats"("player_id");
ALTER TABLE "seats" ADD CONSTRAINT "seats_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "seats" ADD CONSTRAINT "seats_filled_check" CHECK (("name" IS NULL) = ("token_hash" IS NULL));

-- A seat changes once: when its invitation is used. Nothing else of a seat is ever rewritten.
CREATE FUNCTION "seats_fill_open_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD."token_hash" IS NOT NULL OR NEW."token_hash" IS NULL
       OR NEW."game_id" IS DISTINCT FROM OLD."game_id" OR NEW."seat" IS DISTINCT FROM OLD."seat"
       OR NEW."color" IS DISTINCT FROM OLD."color" OR NEW."invite_hash" IS DISTINCT FROM OLD."invite_hash" THEN
        RAISE EXCEPTION 'seats: only an open seat can be filled, once' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER "seats_fill_open_only" BEFORE UPDATE ON "seats" FOR EACH ROW EXECUTE FUNCTION "seats_fill_open_only"();

-- A game waits while a seat is open. turn_seat and deadline mirror the snapshot for listings and
-- for the clock worker (whose query reads the deadline index).
ALTER TABLE "games" DROP CONSTRAINT "games_status_check";
ALTER TABLE "games" ADD CONSTRAINT "games_status_check" CHECK ("status" IN ('waiting', 'active', 'finished'));
ALTER TABLE "games" ADD COLUMN "turn_seat" INTEGER;
ALTER TABLE "games" ADD COLUMN "deadline" TIMESTAMPTZ(3);
CREATE INDEX "games_deadline_idx" ON "games"("deadline");

-- Snapshots written before seats could resign or time out: the fields every player now has.
UPDATE "games" SET "state" = jsonb_set("state", '{players}', (
    SELECT jsonb_agg(p || '{"resigned": false, "timeouts": 0}'::jsonb ORDER BY n)
    FROM jsonb_array_elements("state"->'players') WITH ORDINALITY AS t(p, n)))
WHERE jsonb_typeof("state"->'players') = 'array' AND jsonb_array_length("state"->'players') > 0;
UPDATE "games" SET "turn_seat" = ("state"->'turn'->>'seat')::int WHERE "status" = 'active';

ALTER TABLE "action_log" DROP CONSTRAINT "action_log_type_check";
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_type_check" CHECK ("type" IN ('create', 'join', 'draw', 'place', 'deploy', 'score', 'resign'));

-- What a player is told (SSE /players/me/events and webhooks), written in the statement that
-- appends the log entry causing it.
CREATE TABLE "player_events" (
    "id" BIGSERIAL NOT NULL,
    "player_id" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "player_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "player_events_player_id_id_idx" ON "player_events"("player_id", "id");
ALTER TABLE "player_events" ADD CONSTRAINT "player_events_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "player_events" ADD CONSTRAINT "player_events_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "player_events" ADD CONSTRAINT "player_events_type_check" CHECK ("type" IN ('your-turn', 'game-started', 'game-finished'));

CREATE TABLE "webhooks" (
    "id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[] NOT NULL,
    "secret" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhooks_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhooks_player_id_idx" ON "webhooks"("player_id");
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- The outbox: one row per (webhook, event), inserted with the event; a worker claims due rows
-- with FOR UPDATE SKIP LOCKED, so each attempt is made by exactly one process.
CREATE TABLE "webhook_deliveries" (
    "id" BIGSERIAL NOT NULL,
    "webhook_id" TEXT NOT NULL,
    "event_id" BIGINT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "done_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "webhook_deliveries_webhook_id_event_id_key" ON "webhook_deliveries"("webhook_id", "event_id");
CREATE INDEX "webhook_deliveries_done_at_next_at_idx" ON "webhook_deliveries"("done_at", "next_at");
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE CASCADE ON UPDATE RESTRICT;
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "player_events"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- The delivery log: one row per attempt.
CREATE TABLE "webhook_attempts" (
    "id" BIGSERIAL NOT NULL,
    "delivery_id" BIGINT NOT NULL,
    "webhook_id" TEXT NOT NULL,
    "event_id" BIGINT NOT NULL,
    "type" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "status" INTEGER,
    "error" TEXT,

    CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_attempts_webhook_id_id_idx" ON "webhook_attempts"("webhook_id", "id");
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE RESTRICT;

-- The server's role (20261201090000_app_role): exactly what the service does with each table.
GRANT SELECT, INSERT ON "players" TO carcassonne_app;
GRANT UPDATE ("name", "token_hash", "player_id") ON "seats" TO carcassonne_app;
GRANT SELECT, INSERT ON "player_events" TO carcassonne_app;
GRANT USAGE, SELECT ON SEQUENCE "player_events_id_seq" TO carcassonne_app;
GRANT SELECT, INSERT, DELETE ON "webhooks" TO carcassonne_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON "webhook_deliveries" TO carcassonne_app;
GRANT USAGE, SELECT ON SEQUENCE "webhook_deliveries_id_seq" TO carcassonne_app;
GRANT SELECT, INSERT, DELETE ON "webhook_attempts" TO carcassonne_app;
GRANT USAGE, SELECT ON SEQUENCE "webhook_attempts_id_seq" TO carcassonne_app;
