// The Learn page against the service's lessons, through the page only: the lesson set listed
// (lessons, then strategy positions), a lesson played to its goal with the catalogue's solution
// (the page says achieved, and so does GET /games/{id}), another browser seeing the verdict, the
// next lesson started with the keyboard; on a phone a wrong move is not achieved, and Try again
// starts the lesson afresh.
import t from 'tap'
import type { Page } from 'playwright-core'
import { LESSONS } from '../src/lessons/catalogue.js'
import type { Move } from '../src/lessons/moves.js'
import { E2E, endTurn, launchChromium, lessonOnPage, openPage, placeTile, screenshot, startLessonOnPage, waitForTurn, webServer } from './helpers/browser.js'
import { request } from './helpers/server.js'

const [PLACE_A_TILE, OCCUPANCY, CLOSE_A_ROAD] = LESSONS

/** The learner's turn as the page plays it (the lesson has drawn the tile): place, the meeple or none, end the turn. */
async function playMove(page: Page, move: Move, how: 'click' | 'tap' = 'click'): Promise<void> {
  await placeTile(page, { x: move.x, y: move.y, rotation: move.r }, how)
  await endTurn(page, move.at ?? null)
}

/** Waits for the page of another game than `previous` (a lesson started from a game's page); its id. */
async function nextGame(page: Page, previous: string): Promise<string> {
  await page.waitForURL((url) => url.searchParams.has('game') && url.searchParams.get('game') !== previous)
  return new URL(page.url()).searchParams.get('game')!
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null)

t.test('the Learn page', E2E, async (t) => {
  const browser = await launchChromium(t)
  const base = await webServer(t)

  t.test('lists the lesson set; a lesson played to its goal; the next one started with the keyboard', async (t) => {
    const page = await openPage(t, browser, `${base}/?view=learn`)
    await page.locator('li[data-lesson]').first().waitFor()
    t.equal(await page.locator('nav a[aria-current="page"]').textContent(), 'Learn')
    const listed = await page.locator('li[data-lesson]').evaluateAll((items) =>
      items.map((li) => [li.getAttribute('data-lesson'), li.closest('section')!.querySelector('h2')!.textContent, li.querySelector('h3')!.textContent, li.querySelector('p')!.textContent, li.querySelector('button')!.textContent]),
    )
    const { lessons } = (await request(base, 'GET', '/lessons')).body as { lessons: { id: string; kind: string; title: string; goal: string }[] }
    t.equal(listed.length, 16)
    t.same(listed, lessons.map((l) => [l.id, l.kind === 'lesson' ? 'Lessons' : 'Strategy positions', l.title, l.goal, `Start “${l.title}”`]), 'the 13 lessons, then the 3 strategy positions')
    t.same(await page.locator('.lessons ol').evaluateAll((lists) => lists.map((ol) => (ol as HTMLOListElement).start)), [1, 14], 'numbered on across both')

    // Lesson 2: the learner plays Blue (seat 1); the page offers Red's turns to nobody.
    const id = await startLessonOnPage(page, OCCUPANCY.id)
    t.same(await lessonOnPage(page), {
      lines: [`Lesson: ${OCCUPANCY.title}`, `Goal: ${OCCUPANCY.goal}`, 'You play Blue.', 'Goal not decided yet: play your turn'],
      achieved: 'null',
    })
    await waitForTurn(page, 'Blue', 'place')
    t.equal(await page.locator('section.lesson button').count(), 0, 'no way on before the turn is scored')
    await playMove(page, OCCUPANCY.solution)
    await page.locator('section.lesson .achieved[data-achieved="true"]').waitFor()
    t.same((await lessonOnPage(page)).lines.at(-1), 'Goal achieved!')
    t.equal((await request(base, 'GET', `/games/${id}`)).body.lesson.achieved, true, 'the API agrees')
    t.equal(await page.locator('#turn-status').textContent(), 'The lesson is over: goal achieved.', 'no seat plays on after the lesson')
    t.equal(await page.locator('#announcer').textContent(), 'Lesson goal achieved!')
    t.same(await page.locator('section.lesson .lesson-actions > *').allTextContents(), ['Try again', `Next: ${CLOSE_A_ROAD.title}`, 'All lessons'])
    t.equal(await focusedText(page), `Next: ${CLOSE_A_ROAD.title}`, 'the way on has the focus')
    await screenshot(page, 'learn-achieved')

    const watcher = await openPage(t, browser, `${base}/?game=${id}`)
    t.same(await lessonOnPage(watcher), {
      lines: [`Lesson: ${OCCUPANCY.title}`, `Goal: ${OCCUPANCY.goal}`, 'The learner plays Blue.', 'Goal achieved!'],
      achieved: 'true',
    }, 'another browser watches the lesson')

    await page.keyboard.press('Enter')
    await nextGame(page, id)
    t.same(await lessonOnPage(page), {
      lines: [`Lesson: ${CLOSE_A_ROAD.title}`, `Goal: ${CLOSE_A_ROAD.goal}`, 'You play Red.', 'Goal not decided yet: play your turn'],
      achieved: 'null',
    })
    await waitForTurn(page, 'Red', 'place')
  })

  t.test('on a phone: a wrong move is not achieved, and Try again starts the lesson afresh', async (t) => {
    const page = await openPage(t, browser, `${base}/`, 'phone')
    const id = await startLessonOnPage(page, PLACE_A_TILE.id)
    await waitForTurn(page, 'Red', 'place')
    // The solution's tile without its knight: the city closes for nobody.
    await playMove(page, { x: PLACE_A_TILE.solution.x, y: PLACE_A_TILE.solution.y, r: PLACE_A_TILE.solution.r }, 'tap')
    await page.locator('section.lesson .achieved[data-achieved="false"]').waitFor()
    t.same((await lessonOnPage(page)).lines.at(-1), 'Goal not achieved')
    t.equal((await request(base, 'GET', `/games/${id}`)).body.lesson.achieved, false, 'the API agrees')
    t.equal(await focusedText(page), 'Try again', 'trying again has the focus')
    await screenshot(page, 'learn-not-achieved')

    await page.getByRole('button', { name: 'Try again' }).tap()
    const again = await nextGame(page, id)
    t.same((await request(base, 'GET', `/games/${again}`)).body.lesson, { id: PLACE_A_TILE.id, title: PLACE_A_TILE.title, goal: PLACE_A_TILE.goal, seat: 0, achieved: null })
    t.equal((await lessonOnPage(page)).achieved, 'null')
    await waitForTurn(page, 'Red', 'place')
  })
})
