// The browser client's end-to-end tests: headless Chromium (the system's, driven by playwright-core)
// against a real server, and the page's moves as a person makes them. Chromium missing fails the
// tests with a message saying so, unless E2E_SKIP=1 asks to skip them (README, "In the browser").
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { Test } from 'tap'
import { testDatabase } from './db.js'
import { freePort, startNode } from './server.js'

export const CHROMIUM = '/usr/bin/chromium'
export const ARTIFACTS = new URL('../../test-artifacts/', import.meta.url).pathname

/** Options of t.test for a browser test: skipped only when E2E_SKIP=1 says so. */
export const E2E = process.env.E2E_SKIP === '1' ? { skip: 'E2E_SKIP=1: the browser tests are skipped' } : {}

/** Headless Chromium for one test, closed in its teardown. */
export async function launchChromium(t: Test): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: install it (apt-get install -y chromium) or set E2E_SKIP=1 to skip the browser tests`)
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], headless: true })
  t.teardown(() => browser.close())
  return browser
}

/** The server as `npm start` runs it (sources through tsx), on a free port and its own database. */
export async function webServer(t: Test): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'carc-web-'))
  t.teardown(() => rmSync(scratch, { recursive: true, force: true }))
  // No load shedding: on a busy test machine the server would answer the page 503s.
  const env: Record<string, string> = {
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    RECEIPT_KEYS_DIR: join(scratch, 'keys'),
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_HEAP_USED_BYTES: '0',
  }
  if (process.env.DATABASE_URL) env.DATABASE_URL = (await testDatabase(t)).url!
  else env.DATA_DIR = join(scratch, 'data')
  const server = await startNode(env)
  t.teardown(async () => {
    server.child.kill('SIGKILL')
    await server.exited
  })
  return server.url
}

/**
 * A page in a browser context of its own (a person at their own browser: its own storage, so its
 * own seat tokens). Errors the page reports (scripts, refused by the content security policy,
 * failed loads) fail the test, but those `expectedErrors` matches.
 */
export async function openPage(t: Test, browser: Browser, url: string, device: 'desktop' | 'phone' = 'desktop', expectedErrors?: RegExp): Promise<Page> {
  const context = await browser.newContext(device === 'phone' ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 1200, height: 900 } })
  const page = await context.newPage()
  // Closed before the server stops (teardowns run last first): a page left open would report the lost stream.
  let closed = false
  t.teardown(() => {
    closed = true
    return context.close()
  })
  page.on('pageerror', (error) => closed || t.fail(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (!closed && message.type() === 'error' && !expectedErrors?.test(message.text())) t.fail(`console error: ${message.text()}`)
  })
  await page.goto(url)
  return page
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true })
}

export type SeatChoice = { kind: 'here'; name: string } | { kind: 'open' } | { kind: 'random' | 'greedy' }

/** Fills in the start page's form and creates the game; its id (the page then shows it). */
export async function createGameOnPage(
  page: Page,
  seats: SeatChoice[],
  options: { deck?: string[]; farmers?: boolean; undo?: boolean; variants?: (page: Page) => Promise<void> } = {},
): Promise<string> {
  for (let i = 2; i < seats.length; i++) await page.getByRole('button', { name: 'Add a seat' }).click()
  for (const [i, seat] of seats.entries()) {
    await page.selectOption(`#seat-${i}-kind`, seat.kind)
    if (seat.kind === 'here') await page.fill(`#seat-${i}-name`, seat.name)
  }
  if (options.farmers === false) await page.getByLabel('Farmers').uncheck()
  if (options.undo === false) await page.getByLabel('Undo within a turn').uncheck()
  if (options.deck !== undefined) {
    await page.getByText('Advanced').click()
    await page.fill('input[name=deck]', options.deck.join(' '))
  }
  await options.variants?.(page)
  await page.getByRole('button', { name: 'Create game' }).click()
  await page.waitForURL(/\?game=/)
  return new URL(page.url()).searchParams.get('game')!
}

/** Waits until the page offers this seat's turn in a phase: draw ('Draw a tile'), place, deploy. */
export async function waitForTurn(page: Page, name: string, phase: 'draw' | 'place' | 'deploy'): Promise<void> {
  await page.locator('#turn-status').filter({ hasText: `Your turn (${name})` }).waitFor()
  const ready = { draw: page.getByRole('button', { name: 'Draw a tile' }), place: page.locator('rect.legal').first(), deploy: page.locator('fieldset.spots') }[phase]
  await ready.waitFor()
}

/** Clicks (or taps) the cell, turns the tile with R to `rotation`, and places it. */
export async function placeTile(page: Page, placement: { x: number; y: number; rotation: number }, how: 'click' | 'tap' = 'click'): Promise<void> {
  const cell = page.locator(`rect.legal[data-cell="${placement.x},${placement.y}"]`)
  await cell[how]()
  const ghost = page.locator('g.ghost')
  for (let turns = 0; turns < 4 && (await ghost.getAttribute('data-rotation')) !== String(placement.rotation); turns++) await page.keyboard.press('r')
  await page.getByRole('button', { name: 'Place tile' }).click()
  await page.locator('fieldset.spots').waitFor()
}

/** Chooses the meeple spot (or none) and ends the turn. */
export async function endTurn(page: Page, at: string | null = null): Promise<void> {
  if (at !== null) await page.locator(`input[name=spot][value="${at}"]`).check()
  await page.getByRole('button', { name: 'End turn' }).click()
  await page.locator('fieldset.spots').waitFor({ state: 'detached' })
}

/** The scores the page's final scores table shows, by seat. */
export async function finalScoresOnPage(page: Page): Promise<Record<number, number>> {
  await page.locator('.final').waitFor()
  const rows = await page.locator('.final tbody tr').evaluateAll((trs) => trs.map((tr) => [Number(tr.getAttribute('data-seat')), Number(tr.querySelector('.score')!.textContent)]))
  return Object.fromEntries(rows)
}

/** Opens the Learn page, starts the lesson `id` and waits for its game's page; the game's id. */
export async function startLessonOnPage(page: Page, id: string): Promise<string> {
  await page.goto(new URL('/?view=learn', page.url()).toString())
  await page.locator(`li[data-lesson="${id}"]`).getByRole('button').click()
  await page.waitForURL(/\?game=/)
  return new URL(page.url()).searchParams.get('game')!
}

/** The lesson panel of a game's page, line by line, and whether it says achieved ('true', 'false', 'null'). */
export async function lessonOnPage(page: Page): Promise<{ lines: string[]; achieved: string | null }> {
  const panel = page.locator('section.lesson')
  await panel.locator('.achieved').waitFor()
  return {
    lines: await panel.locator('h2, p:not(.lesson-actions)').allTextContents(),
    achieved: await panel.locator('.achieved').getAttribute('data-achieved'),
  }
}
