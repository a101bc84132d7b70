import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { DESKTOP, DICTIONARIES, pageTexts, waitForHydration } from './support.ts'

// Spec §8, issue 2 item 8: a chunk that fails to load during navigation (typically: a new deploy
// removed the old hashed files) reloads the page once, and a 10 s guard stops reload loops.

const ABOUT_CHUNK = '**/assets/entries/ui_pages_about*'
const ABORTED_CHUNK =
  /^Failed to load resource: net::ERR_FAILED <\S+\/assets\/entries\/ui_pages_about\.[\w-]+\.js>$/

/** Counts full document loads of the main frame (client-side navigations are not counted). */
const countDocumentLoads = (page: Page) => {
  const loads: { url: string; at: number }[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push({ url: request.url(), at: Date.now() })
    }
  })
  return loads
}

const clickAbout = async (page: Page) => {
  const LL = DICTIONARIES.uk
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: LL.nav.label })
    .getByRole('link', { name: LL.nav.about })
    .click()
}

test('a page chunk that fails during navigation makes one full reload of the target page', async ({
  page,
  allowConsole,
}) => {
  // The aborted request itself is logged by Chromium.
  allowConsole(ABORTED_CHUNK)
  await page.setViewportSize(DESKTOP)
  const loads = countDocumentLoads(page)
  let aborted = 0
  // The chunk is missing for the page loaded first (as after a deploy); the reloaded page gets it.
  await page.route(ABOUT_CHUNK, async (route) => {
    if (loads.length <= 1) {
      aborted += 1
      await route.abort()
    } else {
      await route.continue()
    }
  })
  await page.goto('/')
  await waitForHydration(page)
  await clickAbout(page)

  await expect(page).toHaveURL(/\/about$/)
  await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'uk').h1)
  await expect.poll(() => loads.length).toBe(2)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(aborted).toBeGreaterThan(0)
  expect(loads.map((load) => new URL(load.url).pathname)).toEqual(['/', '/about'])

  // The reloaded page works normally: the next link is client-side again.
  await page.evaluate(() => {
    ;(window as unknown as Record<string, unknown>).__e2eSameDocument = true
  })
  await page.getByRole('contentinfo').getByRole('link', { name: DICTIONARIES.uk.footer.terms }).click()
  await expect(page.locator('main h1')).toHaveText(pageTexts('/terms', 'uk').h1)
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__e2eSameDocument)).toBe(
    true,
  )
  expect(loads).toHaveLength(2)
})

test('a chunk that keeps failing does not reload the page in a loop', async ({ page, allowConsole }) => {
  allowConsole(ABORTED_CHUNK)
  // The reloaded page cannot hydrate without its code: Vike rethrows the import failure, uncaught.
  allowConsole(
    /^pageerror: Failed to fetch dynamically imported module: \S+\/assets\/entries\/ui_pages_about\.[\w-]+\.js$/,
  )
  await page.setViewportSize(DESKTOP)
  const loads = countDocumentLoads(page)
  await page.route(ABOUT_CHUNK, (route) => route.abort())
  await page.goto('/')
  await waitForHydration(page)
  await clickAbout(page)

  // The server-rendered page is still readable.
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'uk').h1)
  // A reload loop keeps the network busy; once it is quiet, count what happened.
  await page.waitForLoadState('networkidle')
  await expect.poll(() => loads.length).toBeGreaterThanOrEqual(2)
  const reloads = loads.slice(1)
  // At most the fallback of the router plus one guarded reload, all within the 10 s guard.
  expect(reloads.length, reloads.map((load) => load.url).join(', ')).toBeLessThanOrEqual(2)
  const storedAt = await page.evaluate(() => sessionStorage.getItem('vatra:chunk-reload-at'))
  if (reloads.length === 2) expect(storedAt, 'the guard records its reload').not.toBeNull()
})
