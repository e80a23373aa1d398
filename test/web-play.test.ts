// The browser client end to end (headless Chromium): two people at two browsers, one of them on a
// phone, play a short stacked game to the end through the page only, each seeing the other's moves
// appear without a reload; the page's final scores are the API's.
import t from 'tap'
import { createGameOnPage, E2E, endTurn, finalScoresOnPage, launchChromium, openPage, placeTile, screenshot, waitForTurn, webServer } from './helpers/browser.js'
import { request } from './helpers/server.js'

t.test('two seats in two browser contexts play a stacked game to the end', E2E, async (t) => {
  const browser = await launchChromium(t)
  const base = await webServer(t)
  const ada = await openPage(t, browser, `${base}/`)
  t.same(await ada.locator('header nav a').allTextContents(), ['Play', 'Learn', 'API'])

  const id = await createGameOnPage(ada, [{ kind: 'here', name: 'Ada' }, { kind: 'open' }], { deck: ['E', 'U', 'V'] })
  await ada.locator('#turn-status').filter({ hasText: 'Waiting for players to join.' }).waitFor()
  const link = await ada.locator('input[data-link="invite-1"]').inputValue()
  const code = new URLSearchParams(new URL(link).hash.slice(1)).get('invite')
  t.equal(link, `${base}/?game=${id}#invite=${code}`, 'the invitation link names the game, and the code in the fragment (never sent to the server)')

  // Bo opens the link on a phone and joins by it.
  const bo = await openPage(t, browser, link, 'phone')
  await bo.getByLabel('Your name').fill('Bo')
  await bo.getByRole('button', { name: 'Join' }).click()
  await bo.waitForURL(`${base}/?game=${id}`)
  await bo.locator('#turn-status').filter({ hasText: 'Ada to play (draw).' }).waitFor()
  await waitForTurn(ada, 'Ada', 'draw')
  t.equal(await ada.locator('input[data-link^="invite-"]').count(), 0, 'no invitation is offered once the seats are taken')
  // Marks both documents: a reload would lose the marks.
  for (const page of [ada, bo]) await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'same document'))

  const legal = async () => (await request(base, 'GET', `/games/${id}/legal`)).body
  const turns: { page: typeof ada; other: typeof ada; name: string; how: 'click' | 'tap'; deploy: boolean }[] = [
    { page: ada, other: bo, name: 'Ada', how: 'click', deploy: true },
    { page: bo, other: ada, name: 'Bo', how: 'tap', deploy: false },
    { page: ada, other: bo, name: 'Ada', how: 'click', deploy: true },
  ]
  for (const [i, turn] of turns.entries()) {
    await waitForTurn(turn.page, turn.name, 'draw')
    await turn.page.getByRole('button', { name: 'Draw a tile' }).click()
    await waitForTurn(turn.page, turn.name, 'place')
    const placement = (await legal()).placements[0]
    const cells = await turn.page.locator('rect.legal').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-cell')))
    const expected = [...new Set((await legal()).placements.map((p: { x: number; y: number }) => `${p.x},${p.y}`))]
    t.same(cells, expected, `turn ${i + 1}: the page offers exactly the legal cells`)
    await placeTile(turn.page, placement, turn.how)
    // The other seat sees the tile appear on its board, without a reload.
    await turn.other.locator(`.board use.tile[data-x="${placement.x}"][data-y="${placement.y}"][data-rotation="${placement.rotation}"]`).waitFor()
    const at = turn.deploy ? ((await legal()).deployments[0]?.at ?? null) : null
    await screenshot(turn.page, `play-turn-${i + 1}-${turn.name.toLowerCase()}`)
    await endTurn(turn.page, at)
    const { version } = (await request(base, 'GET', `/games/${id}`)).body
    await turn.other.locator('#history-label').filter({ hasText: `Entry ${version} of ${version}: score by ${turn.name}` }).waitFor()
  }

  const game = (await request(base, 'GET', `/games/${id}`)).body
  t.equal(game.status, 'finished')
  const scores = Object.fromEntries(game.players.map((p: { seat: number; score: number }) => [p.seat, p.score]))
  t.ok(scores[0] > 0, `Ada scored (${scores[0]})`)
  t.same(await finalScoresOnPage(ada), scores, "Ada's page shows the API's final scores")
  t.same(await finalScoresOnPage(bo), scores, "Bo's page shows the API's final scores")
  const winner = game.players[game.winners[0]].name
  for (const page of [ada, bo]) {
    t.equal(await page.locator('#turn-status').textContent(), `Game over. Winner: ${winner}.`)
    t.equal(await page.evaluate(() => (window as unknown as { mark?: string }).mark), 'same document', 'the page was never reloaded')
  }
  await screenshot(ada, 'play-final-ada')
  await screenshot(bo, 'play-final-bo-phone')
  t.equal((await request(base, 'GET', `/games/${id}/verify`)).body.ok, true)
})
