-- The bot workers' queue (issue 9): bot_turn_at is the time of the game's latest entry while a bot
-- seat is to move, null otherwise (a person's turn, a game not active). Each write sets it. The
-- claim reads the partial index in order, least recently moved first, so a poll reads the due
-- games: not every active game's row versions (on a database never vacuumed, 12,300 pages each
-- 500 ms after three minutes of a benchmark), nor every bot seat ever seated. seats_bot_idx served
-- only the old claim. carcassonne_app already holds UPDATE on games.
ALTER TABLE "games" ADD COLUMN "bot_turn_at" TIMESTAMPTZ(3);
UPDATE "games" SET "bot_turn_at" = "games"."updated_at" FROM "seats"
WHERE "games"."status" = 'active' AND "seats"."game_id" = "games"."id" AND "seats"."seat" = "games"."turn_seat" AND "seats"."bot" IS NOT NULL;
CREATE INDEX "games_bot_turn_at_idx" ON "games"("bot_turn_at") WHERE "bot_turn_at" IS NOT NULL;
DROP INDEX "seats_bot_idx";
