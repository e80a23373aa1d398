-- Friendly tile redraw (issue 10, variants.md 4): a 'redraw' entry puts the drawn tile back at the
-- bottom of the pile and draws the next one.
ALTER TABLE "action_log" DROP CONSTRAINT "action_log_type_check";
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_type_check" CHECK ("type" IN ('create', 'join', 'draw', 'place', 'deploy', 'score', 'undo', 'redraw', 'resign'));
