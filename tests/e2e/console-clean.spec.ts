import { expect, test } from './fixtures.ts'
import { DESKTOP, LOCALES, localize, MOBILE, PAGES, pageTexts, waitForHydration } from './support.ts'

// Every page loads and hydrates without a console error or warning, a page error or a React
// hydration warning (the fixture fails the test on any), on a phone and on a wide screen; and nothing
// is wider than a 320 px screen.

for (const locale of LOCALES) {
  for (const path of PAGES) {
    const url = localize(path, locale)
    test(`${url} hydrates cleanly at ${MOBILE.width} px and ${DESKTOP.width} px`, async ({ page }) => {
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport)
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await waitForHydration(page)
        await page.waitForLoadState('load')
        await expect(page.locator('main h1')).toHaveText(pageTexts(path, locale).h1)
      }
    })
  }
}

for (const width of [320, MOBILE.width]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const overflowing: string[] = []
    for (const locale of LOCALES) {
      for (const path of PAGES) {
        await page.goto(localize(path, locale))
        await waitForHydration(page)
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        if (scrollWidth > width) overflowing.push(`${localize(path, locale)}: ${scrollWidth} px`)
      }
    }
    expect(overflowing).toEqual([])
  })
}

test('a hydration mismatch would be caught: the fixture sees what React reports in production', async ({
  page,
  consoleProblems,
  allowConsole,
}) => {
  // Serve the page with its heading altered, as a server/browser rendering difference would.
  await page.route('**/about', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/(<h1\b[^>]*>)[^<]*/, '$1Server-only text')
    await route.fulfill({ response, body: html })
  })
  // Production React reports a mismatch as an uncaught error #418 (and re-renders on the client).
  const mismatch = /^pageerror: Minified React error #418\b/
  allowConsole(mismatch)
  await page.goto('/about')
  await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'uk').h1)
  await expect.poll(() => consoleProblems).toContainEqual(expect.stringMatching(mismatch))
})
