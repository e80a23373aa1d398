// The Learn page: the service's lessons (GET /lessons), each started as a game at its position
// (POST /lessons/{id}/games) and played here. A service without lessons says so.
import { api, ApiError, keepCreated, type CreatedGame } from './api.js'
import { h } from './dom.js'

interface Lesson {
  id: string
  title: string
  goal: string
}

async function start(lesson: Lesson, error: HTMLElement): Promise<void> {
  try {
    const created = await api<CreatedGame>('POST', `/lessons/${encodeURIComponent(lesson.id)}/games`)
    keepCreated(created)
    location.assign(`/?game=${encodeURIComponent(created.game.id)}`)
  } catch (e) {
    error.textContent = e instanceof ApiError ? e.message : String(e)
  }
}

export async function learnView(main: HTMLElement): Promise<void> {
  const body = h('div', { class: 'lessons' }, h('p', {}, 'Loading…'))
  const error = h('p', { class: 'error', role: 'alert' })
  main.replaceChildren(h('h1', {}, 'Learn'), h('p', {}, 'Each lesson sets up a position and says what to achieve; play the decisive turn.'), error, body)
  try {
    const { lessons } = await api<{ lessons: Lesson[] }>('GET', '/lessons')
    body.replaceChildren(
      h(
        'ol',
        {},
        ...lessons.map((lesson) =>
          h(
            'li',
            { 'data-lesson': lesson.id },
            h('h2', {}, lesson.title),
            h('p', {}, lesson.goal),
            h('button', { type: 'button', onclick: () => void start(lesson, error) }, `Start “${lesson.title}”`),
          ),
        ),
      ),
    )
  } catch (e) {
    const missing = e instanceof ApiError && e.status === 404
    body.replaceChildren(h('p', { class: 'unavailable' }, missing ? 'This server offers no lessons yet.' : e instanceof Error ? e.message : String(e)))
  }
}
