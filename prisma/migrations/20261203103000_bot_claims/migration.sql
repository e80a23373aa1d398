-- Bot turns claimed by one process (issue 12: the server plays bot seats on exactly one process).
-- A worker claims a game before computing its bot's move (FOR UPDATE SKIP LOCKED, then sets the
-- claim's expiry) and gives it back after; a claim left by a crashed process expires. After a
-- failure the claim is held a while longer, so that no process retries a broken game at once.
-- carcassonne_app already holds UPDATE on games.
ALTER TABLE "games" ADD COLUMN "bot_claimed_until" TIMESTAMPTZ(3);
