/** Whether a lesson game's learner achieved the goal, read from its log. */
import { scoreEvents, type GameEvent, type GameState } from '../engine/index.js'
import type { Lesson } from './catalogue.js'

/** What the progress reads of a log entry. */
export interface LoggedEntry {
  readonly type: string
  readonly seat: number | null
  readonly payload: unknown
  readonly result: unknown
}

/** The index of the entry that scores the learner's turn: the first score the lesson did not play; -1 while there is none. */
export function decisiveScoreIndex(entries: readonly LoggedEntry[]): number {
  return entries.findIndex((e) => e.type === 'score' && (e.payload as { by?: string }).by !== 'lesson')
}

/** The goal judged on the learner's score entry and the state right after it. */
export function goalAchieved(lesson: Lesson, score: LoggedEntry, state: GameState): boolean {
  const events = (score.result as { events: readonly GameEvent[] }).events
  return lesson.achieved({ seat: score.seat!, scored: scoreEvents(events, 'turn'), final: scoreEvents(events, 'final'), state })
}
