-- Undo within one's own turn (issue 12): an 'undo' entry takes back the turn's placement. The log
-- stays append-only: the undone entries remain, and the undo is an entry of its own.
ALTER TABLE "action_log" DROP CONSTRAINT "action_log_type_check";
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_type_check" CHECK ("type" IN ('create', 'join', 'draw', 'place', 'deploy', 'score', 'undo', 'resign'));
