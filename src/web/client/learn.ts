// The Learn page: the lesson set of GET /lessons (13 lessons, then 3 strategy positions), each
// started as a game at its position (POST /lessons/{id}/games) and played on the game page.
import { api, holdSeat, problemText, type CreatedGame, type LessonSummary } from './api.js'
import { h } from './dom.js'

type LessonGame = CreatedGame & { lesson: { id: string; seat: number } }

/** The lessons, in order. */
export async function listLessons(): Promise<LessonSummary[]> {
  return (await api<{ lessons: LessonSummary[] }>('GET', '/lessons')).lessons
}

/**
 * Starts a game at the lesson's position and opens it. This browser holds the learner's seat only:
 * the other seat is the lesson's, so the page offers no turn but the learner's.
 */
export async function startLesson(id: string): Promise<void> {
  const created = await api<LessonGame>('POST', `/lessons/${encodeURIComponent(id)}/games`)
  const learner = created.seats.find((seat) => seat.seat === created.lesson.seat)
  if (learner?.token !== undefined) holdSeat(created.game.id, learner.seat, learner.token)
  location.assign(`/?game=${encodeURIComponent(created.game.id)}`)
}

function group(heading: string, lessons: LessonSummary[], first: number, error: HTMLElement): HTMLElement {
  const slug = heading.toLowerCase().replace(/\W+/g, '-')
  return h(
    'section',
    { 'aria-labelledby': slug },
    h('h2', { id: slug }, heading),
    h(
      'ol',
      { start: first },
      ...lessons.map((lesson) =>
        h(
          'li',
          { 'data-lesson': lesson.id, 'data-kind': lesson.kind },
          h('h3', {}, lesson.title),
          h('p', {}, lesson.goal),
          h('button', { type: 'button', onclick: () => startLesson(lesson.id).catch((e) => (error.textContent = problemText(e))) }, `Start “${lesson.title}”`),
        ),
      ),
    ),
  )
}

export async function learnView(main: HTMLElement): Promise<void> {
  const body = h('div', { class: 'lessons' }, h('p', {}, 'Loading…'))
  const error = h('p', { class: 'error', role: 'alert' })
  main.replaceChildren(h('h1', {}, 'Learn'), h('p', {}, 'Each lesson sets up a position and says what to achieve: play the decisive turn, then try again or go on.'), error, body)
  try {
    const lessons = await listLessons()
    const basics = lessons.filter((l) => l.kind === 'lesson')
    body.replaceChildren(group('Lessons', basics, 1, error), group('Strategy positions', lessons.filter((l) => l.kind === 'strategy'), basics.length + 1, error))
  } catch (e) {
    body.replaceChildren()
    error.textContent = problemText(e)
  }
}
