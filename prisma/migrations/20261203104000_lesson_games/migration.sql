-- Lesson games (issue 12): the lesson a game was created from (POST /lessons/{id}/games), whose
-- goal GET /games/{id} reports on. Set at creation, like entry 0's `lesson`, and never changed.
ALTER TABLE "games" ADD COLUMN "lesson" TEXT;
