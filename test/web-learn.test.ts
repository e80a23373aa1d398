// The Learn page against the lessons contract (GET /lessons, POST /lessons/{id}/games, a game's
// `lesson`), which this server may not offer yet: the page says so when /lessons is 404, and with
// the contract's answers (made here in the browser from real games) it lists the lessons, starts
// one, shows its goal and then that it was achieved.
import t from 'tap'
import { E2E, endTurn, launchChromium, lessonOnPage, openPage, placeTile, screenshot, startLessonOnPage, waitForTurn, webServer } from './helpers/browser.js'
import { request } from './helpers/server.js'

const LESSON = { id: 'close-a-city', title: 'Close a city', goal: 'Close the city for 4 points' }

t.test('the Learn page', E2E, async (t) => {
  const browser = await launchChromium(t)
  const base = await webServer(t)

  t.test('says so when the server has no lessons', async (t) => {
    const page = await openPage(t, browser, `${base}/`, 'desktop', /status of 404/)
    await page.route(`${base}/lessons`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/problem+json', body: JSON.stringify({ type: '/problems/route-not-found', title: 'No such route', status: 404, detail: 'GET /lessons', code: 'ROUTE_NOT_FOUND' }) }),
    )
    await page.goto(`${base}/?view=learn`)
    await page.locator('.unavailable').waitFor()
    t.equal(await page.locator('.unavailable').textContent(), 'This server offers no lessons yet.')
    t.equal(await page.locator('nav a[aria-current="page"]').textContent(), 'Learn')
  })

  t.test('lists the lessons, starts one and shows its goal, then that it was achieved', async (t) => {
    const page = await openPage(t, browser, `${base}/`, 'desktop', /status of 404/)
    await page.route(`${base}/lessons`, (route) => route.fulfill({ json: { lessons: [LESSON] } }))
    await page.route(`${base}/lessons/${LESSON.id}/games`, async (route) => {
      t.equal(route.request().method(), 'POST')
      const created = await request(base, 'POST', '/games', {}, { players: [{ name: 'Learner' }, { name: 'Coach' }], deck: ['E', 'U'] })
      await route.fulfill({ status: 201, json: { ...created.body, lesson: LESSON } })
    })
    // A game's state gets `lesson`: achieved once the learner has 4 points.
    await page.route(/\/games\/[0-9a-f-]{36}$/, async (route) => {
      const state = await (await route.fetch()).json()
      await route.fulfill({ json: { ...state, lesson: { id: LESSON.id, goal: LESSON.goal, achieved: state.players[0].score >= 4 ? true : null } } })
    })

    const id = await startLessonOnPage(page, LESSON.id)
    t.same(await lessonOnPage(page), { text: `Lesson goal: ${LESSON.goal} — not decided yet`, achieved: 'null' })
    await waitForTurn(page, 'Learner', 'draw')
    await page.getByRole('button', { name: 'Draw a tile' }).click()
    await waitForTurn(page, 'Learner', 'place')
    await placeTile(page, { x: 0, y: -1, rotation: 180 })
    await endTurn(page, 'S')
    await page.locator('p.lesson .achieved[data-achieved="true"]').waitFor()
    t.same(await lessonOnPage(page), { text: `Lesson goal: ${LESSON.goal} — achieved!`, achieved: 'true' })
    t.equal((await request(base, 'GET', `/games/${id}`)).body.players[0].score, 4)
    await screenshot(page, 'learn-achieved')
  })
})
