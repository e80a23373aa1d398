-- A stacked deck is as secret as a shuffle: its order and salt live beside the game, not in the
-- log, until the game ends (the log's entry 0 holds only the salted commitment).
ALTER TABLE "games" ADD COLUMN "stacked_deck" JSONB;
ALTER TABLE "games" ADD COLUMN "deck_salt" TEXT;

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "game_id" TEXT,
    "status" INTEGER NOT NULL,
    "headers" JSONB NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("scope","key")
);

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_status_check" CHECK ("status" BETWEEN 100 AND 599);

-- The server's role (20261201090000_app_role) stores, reads and expires idempotency keys.
GRANT SELECT, INSERT, DELETE ON "idempotency_keys" TO carcassonne_app;
