-- Two-player draft (issue 10, variants.md 6): a 'reserve' entry keeps one of the two leftover
-- tiles and puts the other at the bottom of the pile.
ALTER TABLE "action_log" DROP CONSTRAINT "action_log_type_check";
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_type_check" CHECK ("type" IN ('create', 'join', 'draw', 'place', 'deploy', 'score', 'undo', 'redraw', 'reserve', 'resign'));
