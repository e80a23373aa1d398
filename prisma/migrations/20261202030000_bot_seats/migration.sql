-- Bot seats (issue 12): the server plays a seat whose bot names its strategy. Set at creation and
-- never changed (the seats trigger allows only filling an open seat). The index serves the bot
-- worker's query (bot IS NOT NULL: the bot seats, then their games whose turn it is).
ALTER TABLE "seats" ADD COLUMN "bot" TEXT;
ALTER TABLE "seats" ADD CONSTRAINT "seats_bot_check" CHECK ("bot" IN ('random', 'greedy'));
CREATE INDEX "seats_bot_idx" ON "seats"("bot");
