// The start page and the invitation page as a person meets them: a bot takes its own default name,
// a seat played here needs a name (the browser asks, nothing is sent), the form fits a phone, an
// invitation opened in a tab that shows the game is taken up, a spent one is told in the page's
// seat numbering, and the board's arrow keys keep the tile in view on a large board.
import t from 'tap'
import { E2E, launchChromium, openPage, screenshot, webServer } from './helpers/browser.js'
import { request } from './helpers/server.js'

t.test('the start page and invitations', E2E, async (t) => {
  const browser = await launchChromium(t)
  const base = await webServer(t)

  t.test('seat names: a bot drops the default, a person gets it back, an empty name is asked for', async (t) => {
    const page = await openPage(t, browser, `${base}/`)
    const name = page.locator('#seat-0-name')
    t.equal(await name.getAttribute('aria-label'), 'Name of seat 1', 'each name box says its seat')
    await page.selectOption('#seat-0-kind', 'greedy')
    t.equal(await name.inputValue(), '', "a bot has no person's default name")
    await page.selectOption('#seat-0-kind', 'here')
    t.equal(await name.inputValue(), 'Player 1', 'a person gets it back')
    let posted = 0
    page.on('request', (r) => void (r.method() === 'POST' && posted++))
    for (const value of ['', '   ']) {
      await name.fill(value)
      await page.getByRole('button', { name: 'Create game' }).click()
      t.equal(await name.evaluate((input: HTMLInputElement) => input.validity.valid), false, `${JSON.stringify(value)}: the browser asks for a name`)
    }
    t.equal(posted, 0, 'nothing was sent')
    t.equal(new URL(page.url()).search, '', 'still on the start page')
  })

  t.test('the form with every variant open fits a phone', async (t) => {
    const page = await openPage(t, browser, `${base}/`, 'phone')
    for (const box of await page.locator('form.create details').all()) await box.evaluate((d: HTMLDetailsElement) => (d.open = true))
    await page.getByLabel('River opening').check()
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
    t.ok(scroll <= client, `no sideways scrolling (${scroll} px of content in ${client})`)
    await screenshot(page, 'forms-phone-variants')
  })

  t.test('an invitation opened in a tab that shows its game, and a spent one', async (t) => {
    const created = (await request(base, 'POST', '/games', {}, { players: [{ name: 'Ada' }, { open: true }, { open: true }] })).body
    const id = created.game.id
    const [, first, second] = created.seats.map((s: { invite?: string }) => s.invite)
    const page = await openPage(t, browser, `${base}/?game=${id}`, 'desktop', /the server responded with a status of 409/)
    await page.locator('#turn-status').waitFor()
    await page.goto(`${base}/?game=${id}#invite=${first}`)
    await page.locator('#join-name').waitFor()
    await page.fill('#join-name', 'Bo')
    await page.getByRole('button', { name: /join/i }).click()
    await page.waitForURL(`${base}/?game=${id}`)
    t.equal((await request(base, 'GET', `/games/${id}`)).body.players[1].name, 'Bo', 'the invitation was taken up in the same tab')
    await page.goto(`${base}/?game=${id}#invite=${second}`)
    await page.locator('#join-name').waitFor()
    await page.goto(`${base}/?game=${id}#invite=${first}`)
    await page.fill('#join-name', 'Eve')
    await page.getByRole('button', { name: /join/i }).click()
    await page.locator('.error').filter({ hasText: 'SEAT_TAKEN' }).waitFor()
    t.equal(await page.locator('.error').filter({ hasText: 'SEAT_TAKEN' }).textContent(), 'This invitation has been used: its seat is taken. (SEAT_TAKEN)')
  })
})
