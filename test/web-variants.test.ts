// The browser client plays the variants (variants.md): games created through the start page's
// form with the draft, redraws, a limited table, a tie-break chain and the River (a refused
// combination shown under the form); a reserve, a redraw and draft placements (the tile chosen by
// a click and with T) played on the page, each checked against the state the API reads back; a
// River game rendered; the tie-break's verdict and the table's bounds on a game's page.
import t from 'tap'
import type { Page } from 'playwright-core'
import { createGameOnPage, E2E, endTurn, launchChromium, openPage, placeTile, screenshot, webServer } from './helpers/browser.js'
import { request } from './helpers/server.js'

type Placement = { tile?: string; x: number; y: number; rotation: number }

const game = async (base: string, id: string) => (await request(base, 'GET', `/games/${id}`)).body
const legal = async (base: string, id: string) => (await request(base, 'GET', `/games/${id}/legal`)).body.placements as Placement[]
const status = (page: Page, text: string) => page.locator('#turn-status').filter({ hasText: text }).waitFor()

t.test('the variants through the form and on the game page', E2E, async (t) => {
  const browser = await launchChromium(t)
  const base = await webServer(t)
  // The refused creation's 400 is logged by the browser.
  const page = await openPage(t, browser, `${base}/`, 'desktop', /the server responded with a status of 400/)

  t.test('a refused combination is shown under the form', async (t) => {
    await page.getByRole('button', { name: 'Add a seat' }).click()
    await page.getByLabel('Two-player draft').check()
    await page.getByRole('button', { name: 'Create game' }).click()
    await page.locator('form.create .error').filter({ hasText: 'VALIDATION_ERROR' }).waitFor()
    t.equal(await page.locator('form.create .error').textContent(), 'the draft is for exactly 2 players, not 3 (VALIDATION_ERROR)')
    t.equal(new URL(page.url()).search, '', 'still on the start page')
    await screenshot(page, 'variants-form-refused')
  })

  t.test('draft: a display tile chosen and placed, the leftover kept, another tile chosen with T', async (t) => {
    await page.goto(`${base}/`)
    const id = await createGameOnPage(page, [{ kind: 'here', name: 'Ada' }, { kind: 'here', name: 'Bo' }], {
      deck: ['E', 'U', 'V', 'X', 'B', 'A'],
      variants: (p) => p.getByLabel('Two-player draft').check(),
    })
    t.match((await game(base, id)).options, { draft: true, redraws: 0, river: null, table: null, tieBreak: [] })
    await page.getByRole('button', { name: 'Reveal the display' }).click()
    await status(page, 'Your turn (Ada): choose a tile and place it.')
    t.same(await page.getByRole('radio').evaluateAll((radios) => radios.map((r) => [(r as HTMLInputElement).value, (r as HTMLInputElement).checked])), [['E', true], ['U', false], ['V', false]])
    t.same(await page.locator('[data-tiles="display"] img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('data-tile'))), ['E', 'U', 'V'])
    await page.getByRole('radio', { name: 'Tile U' }).check()
    const cellsOfU = [...new Set((await legal(base, id)).filter((p) => p.tile === 'U').map((p) => `${p.x},${p.y}`))]
    t.same(await page.locator('rect.legal').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-cell'))), cellsOfU, "the board offers U's cells")
    await placeTile(page, { x: 1, y: 0, rotation: 90 })
    await endTurn(page)

    // Bo's turn starts by keeping one of the two leftovers.
    await status(page, 'Your turn (Bo): keep one of the leftover tiles.')
    t.match(await game(base, id), { turn: { seat: 1, phase: 'reserve', tile: null }, draft: { display: [], kept: null, leftovers: ['E', 'V'] } })
    t.same(await page.locator('button.keep').allTextContents(), [' Keep E', ' Keep V'])
    t.equal(await page.evaluate(() => document.activeElement?.textContent), ' Keep E', 'the first choice has the focus')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Reveal the display' }).waitFor()
    const reserved = await game(base, id)
    t.same([reserved.turn.phase, reserved.draft, reserved.deck], ['draw', { display: [], kept: 'V', leftovers: [] }, { remaining: 4, river: 0, bottom: ['E'] }])
    await page.getByRole('button', { name: 'Reveal the display' }).click()
    await status(page, 'Your turn (Bo): choose a tile and place it.')
    t.same((await game(base, id)).draft.display, ['V', 'X', 'B'])
    // T on the board takes the next tile of the display.
    await page.locator('div.board').focus()
    await page.keyboard.press('t')
    t.equal(await page.getByRole('radio', { name: 'Tile X' }).isChecked(), true)
    const x = (await legal(base, id)).find((p) => p.tile === 'X')!
    t.equal(await page.locator('g.ghost image').getAttribute('href'), '/tiles/X.svg', 'the tile on the board is X')
    await placeTile(page, x)
    await endTurn(page)
    const { actions } = (await request(base, 'GET', `/games/${id}/actions`)).body
    t.same(
      actions.slice(1).map((a: { type: string; seat: number; payload: object }) => [a.type, a.seat, a.payload]),
      [
        ['draw', 0, {}],
        ['place', 0, { tile: 'U', x: 1, y: 0, rotation: 90 }],
        ['score', 0, {}],
        ['reserve', 1, { tile: 'V' }],
        ['draw', 1, {}],
        ['place', 1, { tile: 'X', x: x.x, y: x.y, rotation: x.rotation }],
        ['score', 1, {}],
      ],
    )
    t.match(await game(base, id), { turn: { seat: 0, phase: 'reserve' }, draft: { leftovers: ['V', 'B'] } })
    await screenshot(page, 'variants-draft')
  })

  t.test('redraw, with a limited table and a tie-break chain chosen in the form', async (t) => {
    await page.goto(`${base}/`)
    const id = await createGameOnPage(page, [{ kind: 'here', name: 'Ada' }, { kind: 'here', name: 'Bo' }], {
      deck: ['E', 'U', 'V'],
      variants: async (p) => {
        await p.getByLabel('Friendly redraws per player').fill('1')
        await p.getByLabel('Limited table space').check()
        await p.getByLabel('East x').fill('3')
        await p.locator('select[name=tie-break-0]').selectOption('citiesCompleted')
        await p.locator('select[name=tie-break-1]').selectOption('landscapeFollowers')
      },
    })
    t.match((await game(base, id)).options, { redraws: 1, table: { minX: -5, maxX: 3, minY: -4, maxY: 4 }, tieBreak: ['citiesCompleted', 'landscapeFollowers'], draft: false, river: null })
    t.equal(await page.locator('rect.table-bounds').getAttribute('width'), '900', 'the table drawn: 9 cells wide')
    await page.getByRole('button', { name: 'Draw a tile' }).click()
    await status(page, 'Your turn (Ada): place tile E.')
    await page.getByRole('button', { name: 'Redraw (1 left)' }).click()
    await status(page, 'Your turn (Ada): place tile U.')
    const redrawn = await game(base, id)
    t.same([redrawn.turn.tile, redrawn.turn.redrawn, redrawn.players[0].redrawsLeft, redrawn.deck], ['U', true, 0, { remaining: 2, river: 0, bottom: ['E'] }])
    t.equal(await page.getByRole('button', { name: /Redraw/ }).count(), 0, 'no second redraw this turn')
    t.same(await page.locator('[data-tiles="bottom"] img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('data-tile'))), ['E'])
    const [first] = await legal(base, id)
    await placeTile(page, first)
    await endTurn(page)
    t.match(await game(base, id), { turn: { seat: 1, phase: 'draw' }, board: [{ tile: 'D' }, { tile: 'U', x: first.x, y: first.y, rotation: first.rotation }] })
  })

  t.test('private hands: each seat sees its own tiles, chooses one and places it', async (t) => {
    await page.goto(`${base}/`)
    const id = await createGameOnPage(page, [{ kind: 'here', name: 'Ada' }, { kind: 'here', name: 'Bo' }], {
      deck: ['E', 'U', 'V', 'C', 'X', 'B', 'K', 'A'],
      variants: async (p) => {
        await p.getByLabel('Tile hand').check()
        await p.getByLabel('Hands visible to everyone').uncheck()
      },
    })
    const created = await game(base, id)
    t.same([created.options.hand, created.players.map((p: { hand?: string[]; handSize: number }) => [p.hand, p.handSize])], [{ size: 3, visible: false }, [[undefined, 3], [undefined, 3]]], 'the public view hides both hands')
    const handOf = (seat: number) => page.locator(`[data-tiles="hand-${seat}"] img`).evaluateAll((imgs) => imgs.map((i) => i.getAttribute('data-tile')))
    await page.locator('[data-tiles="hand-0"] img').first().waitFor()
    t.same(await handOf(0), ['E', 'U', 'V'], "Ada's page shows her hand (read with her token)")
    t.match(await page.locator('.variant-state').textContent(), "Bo's hand: 3 tiles (hidden)")
    t.equal(await page.locator('[data-tiles="bottom"]').count(), 0, 'no bottom of the pile: hands put nothing back')
    await page.getByRole('button', { name: 'Start the turn' }).click()
    await status(page, 'Your turn (Ada): choose a tile and place it.')
    t.same(await page.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)), ['E', 'U', 'V'])
    await page.getByRole('radio', { name: 'Tile E' }).check()
    await placeTile(page, { x: 0, y: -1, rotation: 180 })
    await endTurn(page)
    await page.locator('[data-tiles="hand-1"] img').first().waitFor()
    t.same(await handOf(1), ['C', 'X', 'B'], "Bo's turn: his hand, read with his token")
    t.match(await page.locator('.variant-state').textContent(), "Ada's hand: 3 tiles (hidden)")
    const { actions } = (await request(base, 'GET', `/games/${id}/actions`)).body
    t.same(actions.slice(1).map((a: { type: string; payload: object }) => [a.type, a.payload]), [['draw', {}], ['place', { tile: 'E', x: 0, y: -1, rotation: 180 }], ['score', {}]])
    t.same(actions[3].result.events.at(-1), { type: 'refilled', seat: 0, discarded: [], drawn: [null], fromPile: [null] }, 'the public log shows only how many tiles Ada drew')
    await screenshot(page, 'variants-private-hand')
  })

  t.test('a River game rendered and its first River tile placed', async (t) => {
    await page.goto(`${base}/`)
    const id = await createGameOnPage(page, [{ kind: 'here', name: 'Ada' }, { kind: 'here', name: 'Bo' }], {
      deck: ['RD', 'E'],
      variants: (p) => p.getByLabel('River opening').check(),
    })
    t.match((await game(base, id)).options, { river: { startTile: 'removed', turnRule: 'no-repeat' } })
    t.equal(await page.locator('.board use.tile[data-x="0"][data-y="0"]').getAttribute('data-tile'), 'RA', 'the spring is the start tile')
    await page.getByRole('button', { name: 'Draw a tile' }).click()
    await status(page, 'Your turn (Ada): place tile RD.')
    t.same(await page.locator('rect.legal').evaluateAll((rects) => rects.map((r) => r.getAttribute('data-cell'))), ['1,0'])
    t.match(await page.locator('.variant-state').textContent(), 'River: 0 River tiles left; open at (0, 0) towards E, last tile went straight.')
    await placeTile(page, { x: 1, y: 0, rotation: 0 })
    await endTurn(page)
    await page.locator('.board use.tile[data-x="1"][data-y="0"][data-tile="RD"]').waitFor()
    t.match(await game(base, id), { deck: { remaining: 1, river: 0 }, river: { open: { x: 1, y: 0, edge: 'E' }, lastTurn: 'straight' } })
    await screenshot(page, 'variants-river')
  })

  t.test("the tie-break's verdict and the table's bounds at the end (B1, played through the API)", async (t) => {
    const created = await request(base, 'POST', '/games', {}, {
      players: [{ name: 'Ada' }, { name: 'Bo' }],
      deck: ['U', 'U'],
      options: { tieBreak: ['landscapeFollowers', 'citiesCompleted', 'supplyFollowers'], table: { minX: -1, maxX: 1, minY: -1, maxY: 1 } },
    })
    const id = created.body.game.id as string
    const [ada, bo] = created.body.seats.map((s: { token: string }) => ({ authorization: `Bearer ${s.token}` }))
    for (const [headers, path, body] of [
      [ada, 'draw'], [ada, 'place', { x: 1, y: 0, rotation: 90 }], [ada, 'deploy', { at: 'NNE' }], [ada, 'score'],
      [bo, 'draw'], [bo, 'place', { x: -1, y: 0, rotation: 90 }], [bo, 'score'],
    ] as [Record<string, string>, string, unknown?][]) t.equal((await request(base, 'POST', `/games/${id}/${path}`, headers, body)).status, 200, path)
    await page.goto(`${base}/?game=${id}`)
    await status(page, 'Game over. Winner: Ada.')
    t.equal(
      await page.locator('.final .tie-break-result').textContent(),
      'Ada and Bo tied on points; decided by meeples on the board (Ada: meeples on the board 1, cities completed 0, meeples in supply 6; Bo: meeples on the board 0, cities completed 0, meeples in supply 7).',
    )
    t.same(await page.locator('rect.table-bounds').evaluate((r) => ['x', 'y', 'width', 'height'].map((a) => r.getAttribute(a))), ['-100', '-100', '300', '300'])
    await screenshot(page, 'variants-tie-break')
  })
})
