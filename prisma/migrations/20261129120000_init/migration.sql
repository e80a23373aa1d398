-- CreateTable
CREATE TABLE "games" (
    "id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "options" JSONB NOT NULL,
    "state" JSONB NOT NULL,
    "deck_source" TEXT NOT NULL,
    "seed" TEXT,
    "deck_commitment" TEXT,
    "head_hash" TEXT NOT NULL,
    "rules_version" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seats" (
    "game_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,

    CONSTRAINT "seats_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateTable
CREATE TABLE "action_log" (
    "game_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "seat" INTEGER,
    "payload" JSONB NOT NULL,
    "result" JSONB NOT NULL,
    "rules_version" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "action_log_pkey" PRIMARY KEY ("game_id","seq")
);

-- CreateIndex
CREATE INDEX "games_status_created_at_idx" ON "games"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "seats_game_id_color_key" ON "seats"("game_id", "color");

-- AddForeignKey
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- AddForeignKey
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- Value checks (not expressible in schema.prisma)
ALTER TABLE "games" ADD CONSTRAINT "games_status_check" CHECK ("status" IN ('active', 'finished'));
ALTER TABLE "games" ADD CONSTRAINT "games_deck_source_check" CHECK ("deck_source" IN ('server', 'seed', 'stacked'));
ALTER TABLE "games" ADD CONSTRAINT "games_version_check" CHECK ("version" >= 0);
ALTER TABLE "games" ADD CONSTRAINT "games_head_hash_check" CHECK ("head_hash" ~ '^[0-9a-f]{64}$');
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_seq_check" CHECK ("seq" >= 0);
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_type_check" CHECK ("type" IN ('create', 'draw', 'place', 'deploy', 'score'));
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_seat_check" CHECK (("type" = 'create') = ("seat" IS NULL));
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_hash_check" CHECK ("hash" ~ '^[0-9a-f]{64}$');

-- The action log is append-only: the database itself refuses to change or remove its rows.
CREATE FUNCTION "action_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'action_log is append-only: % refused', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "action_log_no_update_delete"
    BEFORE UPDATE OR DELETE ON "action_log"
    FOR EACH ROW EXECUTE FUNCTION "action_log_refuse_change"();

CREATE TRIGGER "action_log_no_truncate"
    BEFORE TRUNCATE ON "action_log"
    FOR EACH STATEMENT EXECUTE FUNCTION "action_log_refuse_change"();
