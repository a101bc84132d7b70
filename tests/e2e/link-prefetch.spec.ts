import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// Vike fetches a link's page when the pointer rests on it or a finger touches it (ADR 0039). It would
// also route every link as it comes into view, for pages that prefetch on `viewport`, which this site
// does not: the build takes that observer out (`noViewportPrefetch`, vite.config.ts), 30–40 ms of main
// thread on a tournament page (docs/performance.md).

declare global {
  interface Window {
    observedLinks?: number
  }
}

test('hovering a link fetches its page, and no link is watched for coming into view', async ({ page }) => {
  await page.addInitScript(() => {
    window.observedLinks = 0
    const observe = IntersectionObserver.prototype.observe
    IntersectionObserver.prototype.observe = function (target) {
      if (target instanceof HTMLAnchorElement) window.observedLinks = (window.observedLinks ?? 0) + 1
      observe.call(this, target)
    }
  })
  await page.goto('/en/tournaments')
  await waitForHydration(page)

  // Vike adds its link handlers when the browser is idle after hydration; until then a hover fetches
  // nothing, so the hover is repeated until the news page's script is requested.
  const newsLink = page.locator('header').getByRole('link', { name: 'Media' })
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await expect(async () => {
    await page.mouse.move(0, 0)
    await newsLink.hover()
    expect(requested.some((url) => /\/ui_pages_news_index\.[\w-]+\.js$/.test(url))).toBe(true)
  }).toPass()

  expect(await page.evaluate(() => window.observedLinks)).toBe(0)
  expect(await page.locator('a[href]').count()).toBeGreaterThan(5)
})
