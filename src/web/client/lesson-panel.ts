// A lesson game's panel on the game page: the lesson, its goal, the learner's seat and, once the
// learner's turn is scored, whether it achieved the goal (GET /games/{id}), with the ways on: try
// the lesson again, or start the next one.
import { playerName, type GameLesson, type GameState, type LessonSummary } from './api.js'
import { announce, h } from './dom.js'
import { listLessons, startLesson } from './learn.js'

const verdict = (achieved: boolean | null) => (achieved === null ? 'not decided yet: play your turn' : achieved ? 'achieved!' : 'not achieved')

export class LessonPanel {
  readonly element = h('section', { class: 'lesson', 'aria-labelledby': 'lesson-heading', hidden: true })
  /** The lesson set, asked for once (for the next lesson); null when it could not be read. */
  private lessons: Promise<LessonSummary[] | null> | null = null
  /** The verdict shown last; undefined before the first. */
  private shown: boolean | null | undefined = undefined

  constructor(private readonly fail: (error: unknown) => void) {}

  /**
   * Shows the game's lesson, if it has one (`held`: the seats this browser plays). When the verdict
   * comes while the page shows the game, it is announced, and the way on takes the focus if
   * `takeFocus` (the learner's turn had it).
   */
  show(state: GameState, held: ReadonlySet<number>, takeFocus: boolean): void {
    const lesson = state.lesson
    this.element.hidden = lesson === undefined
    if (lesson === undefined || lesson.achieved === this.shown) return
    this.lessons ??= listLessons().catch(() => null)
    const decidedNow = this.shown === null && lesson.achieved !== null
    this.shown = lesson.achieved
    const actions = h('p', { class: 'lesson-actions' })
    this.element.replaceChildren(
      h('h2', { id: 'lesson-heading' }, `Lesson: ${lesson.title}`),
      h('p', {}, h('strong', {}, 'Goal: '), lesson.goal),
      h('p', {}, `${held.has(lesson.seat) ? 'You play' : 'The learner plays'} ${playerName(state.players[lesson.seat])}.`),
      h('p', { class: 'verdict' }, 'Goal ', h('span', { class: 'achieved', 'data-achieved': String(lesson.achieved) }, verdict(lesson.achieved))),
      actions,
    )
    if (lesson.achieved === null) return
    if (decidedNow) announce(`Lesson goal ${verdict(lesson.achieved)}`)
    void this.offerWaysOn(lesson, actions, decidedNow && takeFocus)
  }

  /** Try again, the next lesson (when there is one: the first way on once achieved), all lessons. */
  private async offerWaysOn(lesson: GameLesson, actions: HTMLElement, focus: boolean): Promise<void> {
    const lessons = await this.lessons
    const at = lessons?.findIndex((l) => l.id === lesson.id) ?? -1
    const next = at < 0 ? undefined : lessons![at + 1]
    const retry = this.button('Try again', lesson.id)
    const onward = next === undefined ? null : this.button(`Next: ${next.title}`, next.id)
    actions.replaceChildren(retry, onward ?? '', h('a', { href: '/?view=learn' }, 'All lessons'))
    const first = lesson.achieved === true ? (onward ?? retry) : retry
    first.classList.add('primary')
    if (focus) first.focus()
  }

  private button(label: string, id: string): HTMLButtonElement {
    return h('button', { type: 'button', onclick: () => startLesson(id).catch(this.fail) }, label)
  }
}
