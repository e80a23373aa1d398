-- The role the service runs as. Migrations run as the owner of the tables; the server connects
-- through a LOGIN role that is a member of the NOLOGIN group role carcassonne_app, which may only
-- read the tables and append to the log. The owner (or a superuser) can disable or drop the
-- append-only triggers of action_log; carcassonne_app cannot, nor set session_replication_role.
--
-- A deployment creates its own login role once, as a role with CREATEROLE (see README, "Database roles"):
--     CREATE ROLE carcassonne_server LOGIN PASSWORD '…';
--     GRANT carcassonne_app TO carcassonne_server;
--
-- CONVENTION: every later migration that creates a table GRANTs to carcassonne_app exactly the
-- privileges the service needs on it (never UPDATE, DELETE or TRUNCATE on an append-only table),
-- in the same migration; otherwise the service gets "permission denied" on it.

-- Roles are cluster-wide: another database of the same cluster may have created it already, or be
-- creating it right now (unique_violation). An owner without CREATEROLE can still run this file
-- when the role was created beforehand.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'carcassonne_app') THEN
        CREATE ROLE carcassonne_app NOLOGIN;
    END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL;
END
$$;

GRANT USAGE ON SCHEMA public TO carcassonne_app;

-- Only the log's own operations: read and append.
GRANT SELECT, INSERT ON TABLE "action_log" TO carcassonne_app;
-- The game's snapshot and version move forward with each action.
GRANT SELECT, INSERT, UPDATE ON TABLE "games" TO carcassonne_app;
GRANT SELECT, INSERT ON TABLE "seats" TO carcassonne_app;
-- So that the server can check that every migration has been applied.
GRANT SELECT ON TABLE "_prisma_migrations" TO carcassonne_app;
