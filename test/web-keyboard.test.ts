// The browser client without a mouse and for a screen reader: a whole turn with the keyboard only
// (visible focus throughout), the drawn tile following the pointer over legal cells only, undo, and
// the history slider stepped with the arrow keys to an earlier board.
import t from 'tap'
import type { Page } from 'playwright-core'
import { createGameOnPage, E2E, launchChromium, openPage, screenshot, waitForTurn, webServer } from './helpers/browser.js'
import { request } from './helpers/server.js'

/** What has the focus: its tag, class, text or label, and whether its outline shows. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    return { tag: element.tagName.toLowerCase(), className: element.className, text: element.textContent?.trim() ?? '', outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' }
  })
}

const ghost = (page: Page) =>
  page.locator('g.ghost').evaluate((g: SVGGElement) => ({ x: Number(g.dataset.x), y: Number(g.dataset.y), rotation: Number(g.dataset.rotation) }))

/** Moves the mouse to the middle of an element. */
async function pointAt(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
}

t.test('a turn with the keyboard only, the tile following the pointer, undo, and the history with arrow keys', E2E, async (t) => {
  const browser = await launchChromium(t)
  const base = await webServer(t)
  const page = await openPage(t, browser, `${base}/`)
  const id = await createGameOnPage(page, [{ kind: 'here', name: 'Ada' }, { kind: 'here', name: 'Bo' }], { deck: ['E', 'U', 'V'] })
  await waitForTurn(page, 'Ada', 'draw')

  t.equal(await page.locator('main#main').count(), 1, 'a main landmark')
  t.equal(await page.locator('nav[aria-label="Main"]').count(), 1, 'a navigation landmark')
  t.equal(await page.locator('#turn-status').getAttribute('aria-live'), 'polite', 'turn changes are announced')
  t.equal(await page.locator('#turn-status').textContent(), 'Your turn (Ada): draw a tile.')

  // Draw: the button has the focus; Enter presses it.
  t.match(await focused(page), { tag: 'button', text: 'Draw a tile', outline: true })
  await page.keyboard.press('Enter')
  await waitForTurn(page, 'Ada', 'place')
  // Place: the board has the focus and the tile is on the first legal cell; arrows move it, R turns it.
  t.match(await focused(page), { tag: 'div', className: 'board', outline: true })
  const legal = (await request(base, 'GET', `/games/${id}/legal`)).body.placements as { x: number; y: number; rotation: number }[]
  t.same(legal.map((p) => `${p.x},${p.y},${p.rotation}`), ['0,-1,180', '0,1,90', '0,1,180', '0,1,270'])
  t.same(await ghost(page), { x: 0, y: -1, rotation: 180 })
  await page.keyboard.press('ArrowDown')
  t.same(await ghost(page), { x: 0, y: 1, rotation: 90 }, 'down to the next legal cell, in its first legal rotation')
  await page.keyboard.press('r')
  t.same(await ghost(page), { x: 0, y: 1, rotation: 180 }, 'R turns it to the next legal rotation')
  await page.keyboard.press('Enter')
  await waitForTurn(page, 'Ada', 'deploy')
  // Deploy: the first choice (no meeple) has the focus; the arrow keys choose a spot, Tab reaches End turn.
  t.match(await focused(page), { tag: 'input', outline: true })
  const deployments = (await request(base, 'GET', `/games/${id}/legal`)).body.deployments as { at: string }[]
  await page.keyboard.press('ArrowDown')
  t.equal(await page.locator('circle.spot.chosen').getAttribute('data-at'), deployments[0].at, 'the chosen spot is marked on the tile')
  await page.keyboard.press('Tab')
  t.match(await focused(page), { tag: 'button', text: 'End turn', outline: true })
  await page.keyboard.press('Enter')
  await waitForTurn(page, 'Bo', 'draw')
  await screenshot(page, 'keyboard-after-turn')

  const actions = (await request(base, 'GET', `/games/${id}/actions`)).body.actions as { seq: number; type: string; seat: number; payload: object }[]
  t.same(
    actions.slice(1).map(({ type, seat, payload }) => ({ type, seat, payload })),
    [
      { type: 'draw', seat: 0, payload: {} },
      { type: 'place', seat: 0, payload: { x: 0, y: 1, rotation: 180 } },
      { type: 'deploy', seat: 0, payload: { at: deployments[0].at } },
      { type: 'score', seat: 0, payload: {} },
    ],
  )

  // Bo's turn with the mouse: the tile follows the pointer over legal cells only.
  await page.getByRole('button', { name: 'Draw a tile' }).click()
  await waitForTurn(page, 'Bo', 'place')
  const cells = await page.locator('rect.legal').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-cell')!))
  t.ok(cells.length >= 2, `U has several legal cells (${cells.join(' ')})`)
  await pointAt(page, `rect.legal[data-cell="${cells[0]}"]`)
  t.match(await ghost(page), { x: Number(cells[0].split(',')[0]), y: Number(cells[0].split(',')[1]) })
  await pointAt(page, '.board use.tile[data-x="0"][data-y="0"]')
  t.match(await ghost(page), { x: Number(cells[0].split(',')[0]), y: Number(cells[0].split(',')[1]) }, 'over an occupied cell it stays where it was')
  await pointAt(page, `rect.legal[data-cell="${cells[1]}"]`)
  t.match(await ghost(page), { x: Number(cells[1].split(',')[0]), y: Number(cells[1].split(',')[1]) })
  // Turning the tile while it follows the pointer does not pin it to its cell.
  await page.keyboard.press('r')
  await pointAt(page, `rect.legal[data-cell="${cells[0]}"]`)
  t.match(await ghost(page), { x: Number(cells[0].split(',')[0]), y: Number(cells[0].split(',')[1]) }, 'after R the tile still follows the pointer')
  await pointAt(page, `rect.legal[data-cell="${cells[1]}"]`)
  await page.locator(`rect.legal[data-cell="${cells[1]}"]`).click()
  const chosen = await ghost(page)
  await pointAt(page, `rect.legal[data-cell="${cells[0]}"]`)
  t.same(await ghost(page), chosen, 'once clicked, the cell stays chosen')
  await page.getByRole('button', { name: 'Place tile' }).click()
  await waitForTurn(page, 'Bo', 'deploy')
  // Undo takes the placement back: the same tile to place again.
  await page.getByRole('button', { name: 'Undo placement' }).click()
  await waitForTurn(page, 'Bo', 'place')
  const undone = (await request(base, 'GET', `/games/${id}`)).body
  t.match(undone.turn, { seat: 1, phase: 'place', tile: 'U', placed: null })
  t.equal(undone.version, 7, 'draw, place, undo after the first turn')

  // History: the slider follows the game; arrow keys step back to an earlier entry's board.
  const slider = page.locator('#history-seq')
  t.equal(await slider.inputValue(), '7')
  // Reached with Tab, as a keyboard user would.
  for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement?.id)) !== 'history-seq'; i++) await page.keyboard.press('Tab')
  t.match(await focused(page), { tag: 'input', outline: true })
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft')
  t.equal(await page.locator('#history-label').textContent(), 'Entry 2 of 7: place by Ada')
  const picture = page.locator('img.history-board')
  t.equal(await picture.getAttribute('src'), `/games/${id}/board.svg?seq=2`)
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img.history-board')!
    return img.complete && img.naturalWidth > 0 && img.src.endsWith('seq=2')
  })
  t.equal(await picture.getAttribute('alt'), 'The board after entry 2')
  await page.keyboard.press('ArrowRight')
  t.equal(await page.locator('#history-label').textContent(), 'Entry 3 of 7: deploy by Ada')
  await screenshot(page, 'keyboard-history')
})
