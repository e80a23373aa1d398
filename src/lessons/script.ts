/** The actions the server plays to set up a lesson: its scripted turns, then the learner's draw. */
import type { Action } from '../engine/index.js'
import { learnerSeat, type Lesson } from './catalogue.js'
import { turnActions } from './moves.js'

/** Every action marked `by: lesson`; the learner is left in phase `place` with the tile drawn. */
export function lessonActions(lesson: Lesson): Action[] {
  return [...lesson.script.flatMap((move, turn) => turnActions(turn % 2, move, 'lesson')), { type: 'draw', seat: learnerSeat(lesson), by: 'lesson' }]
}
