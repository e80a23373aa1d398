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
    await page.selectOption('#seat-0-kind', 'random')
    await name.fill('   ')
    t.equal(await name.evaluate((input: HTMLInputElement) => input.validity.valid), true, "a bot's name may be left blank (it gets its default)")
  })

  t.test('the form with every variant open fits a phone', async (t) => {
    const page = await openPage(t, browser, `${base}/`, 'phone')
    for (const box of await page.locator('form.create details').all()) await box.evaluate((d: HTMLDetailsElement) => (d.open = true))
    await page.getByLabel('River opening').check()
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
    t.ok(scroll <= client, `no sideways scrolling (${scroll} px of content in ${client})`)
    await screenshot(page, 'forms-phone-variants')
  })

  /** A game whose board runs 16 tiles south (played through the API), opened for seat 0 on a page of `device`. */
  const tallGame = async (device: 'desktop' | 'phone') => {
    const created = (await request(base, 'POST', '/games', {}, { players: [{ name: 'Ada' }, { name: 'Bo' }], seed: 'a tall board' })).body
    const id = created.game.id
    const tokens: string[] = created.seats.map((s: { token: string }) => s.token)
    for (let turn = 0; turn < 16; turn++) {
      const auth = { authorization: `Bearer ${tokens[turn % 2]}` }
      await request(base, 'POST', `/games/${id}/draw`, auth)
      const placements = (await request(base, 'GET', `/games/${id}/legal`)).body.placements as { x: number; y: number; rotation: number }[]
      await request(base, 'POST', `/games/${id}/place`, auth, placements.reduce((a, b) => (b.y > a.y ? b : a)))
      await request(base, 'POST', `/games/${id}/score`, auth)
    }
    const page = await openPage(t, browser, `${base}/`, device)
    await page.evaluate(([game, token]) => localStorage.setItem(`carcassonne:seats:${game}`, JSON.stringify({ 0: token })), [id, tokens[0]])
    await page.goto(`${base}/?game=${id}`)
    return page
  }

  t.test('on a board taller than the window the arrow keys keep the tile in view', async (t) => {
    const page = await tallGame('desktop')
    await page.getByRole('button', { name: 'Draw a tile' }).click()
    await page.locator('rect.legal.selected').waitFor()
    // From the top of the page (the click scrolled to the button), the board keeping the focus.
    await page.evaluate(() => window.scrollTo(0, 0))
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowDown')
    const box = (await page.locator('rect.legal.selected').boundingBox())!
    const height = await page.evaluate(() => window.innerHeight)
    t.ok(box.y >= -1 && box.y + box.height <= height + 1, `the chosen cell is in view (${Math.round(box.y)} to ${Math.round(box.y + box.height)} of ${height} px)`)
    await screenshot(page, 'forms-tall-board-keyboard')
  })

  t.test('on a phone the meeple spots of the tile just placed are in view', async (t) => {
    const page = await tallGame('phone')
    await page.getByRole('button', { name: 'Draw a tile' }).tap()
    await page.locator('rect.legal').first().waitFor()
    // The northmost cell: far above the list of spots, which is under the board.
    const cells = await page.locator('rect.legal').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-cell')!.split(',').map(Number)))
    const [x, y] = cells.reduce((a, b) => (b[1] < a[1] ? b : a))
    await page.locator(`rect.legal[data-cell="${x},${y}"]`).tap()
    await page.getByRole('button', { name: 'Place tile' }).tap()
    await page.locator('fieldset.spots').waitFor()
    const spot = (await page.locator('circle.spot').first().boundingBox())!
    const height = await page.evaluate(() => window.innerHeight)
    t.ok(spot.y >= -1 && spot.y + spot.height <= height + 1, `a spot at ${Math.round(spot.y)} px of ${height}`)
    t.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'spot', 'the list of spots has the focus')
    await screenshot(page, 'forms-phone-deploy')
  })

  t.test('a game that ended while a seat was open: no winner', async (t) => {
    const created = (await request(base, 'POST', '/games', {}, { players: [{ name: 'Ada' }, { open: true }] })).body
    await request(base, 'POST', `/games/${created.game.id}/resign`, { authorization: `Bearer ${created.seats[0].token}` })
    const page = await openPage(t, browser, `${base}/?game=${created.game.id}`)
    await page.locator('.final .winners').waitFor()
    t.same([await page.locator('#turn-status').textContent(), await page.locator('.final .winners').textContent()], ['Game over. No winner.', 'No winner.'])
  })

  t.test('a game that does not exist: the problem and nothing else', async (t) => {
    const page = await openPage(t, browser, `${base}/?game=00000000-0000-0000-0000-000000000000`, 'desktop', /the server responded with a status of 40[04]/)
    await page.locator('.error').filter({ hasText: 'GAME_NOT_FOUND' }).waitFor()
    t.same(await page.locator('main > *').evaluateAll((children) => children.map((c) => c.tagName.toLowerCase())), ['h1', 'p'], 'the heading and the problem')
    await page.goto(`${base}/?game=${encodeURIComponent('not a game id!')}`)
    await page.locator('.error').filter({ hasText: 'VALIDATION_ERROR' }).waitFor()
    t.same(await page.locator('main > *').evaluateAll((children) => children.map((c) => c.tagName.toLowerCase())), ['h1', 'p'], 'an id of the wrong shape too')
  })

  t.test('an invitation opened in a tab that shows its game, and a spent one', async (t) => {
    const created = (await request(base, 'POST', '/games', {}, { players: [{ name: 'Ada' }, { open: true }, { open: true }] })).body
    const id = created.game.id
    const [, first, second] = created.seats.map((s: { invite?: string }) => s.invite)
    const page = await openPage(t, browser, `${base}/?game=${id}`, 'desktop', /the server responded with a status of 409/)
    await page.locator('#turn-status').waitFor()
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true))
    await page.locator('a.skip').focus()
    await page.keyboard.press('Enter')
    // The jump is a navigation within the page: read where the page is once it happened (or not).
    await page.waitForFunction(() => location.hash === '#main', undefined, { timeout: 5_000 }).catch(() => {})
    t.equal(await page.evaluate(() => location.hash), '#main', 'the skip link jumps to the content')
    t.equal(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), true, 'without reloading the page')
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
