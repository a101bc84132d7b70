import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { DICTIONARIES, type Locale, localize, waitForHydration } from './support.ts'

// Spec §7, issue 2 item 8: the page polls /builds/latest.json every 5 minutes while visible and offers
// a reload in an info toast when the build id differs from its own. The clock is faked so that five
// minutes pass at once.

const POLL_MS = 5 * 60 * 1000

interface BuildRoute {
  /** How many times the page asked for /builds/latest.json. */
  readonly calls: () => number
}

/** Answers /builds/latest.json with `id` (or the real build when `id` is undefined), counting calls. */
const routeLatestBuild = async (page: Page, id: () => string | undefined): Promise<BuildRoute> => {
  let calls = 0
  await page.route('**/builds/latest.json', async (route) => {
    calls += 1
    const override = id()
    if (override === undefined) {
      await route.fallback()
      return
    }
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Cache-Control': 'no-store' },
      body: JSON.stringify({ id: override, timestamp: new Date().toISOString() }),
    })
  })
  return { calls: () => calls }
}

const openPage = async (page: Page, locale: Locale) => {
  await page.clock.install()
  await page.goto(localize('/about', locale))
  await waitForHydration(page)
}

const toastOf = (page: Page) => page.locator('.Toastify__toast')

const setVisibility = async (page: Page, state: 'hidden' | 'visible') => {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

for (const locale of ['uk', 'en'] as const) {
  const LL = DICTIONARIES[locale]

  test(`a different build id shows the info toast with a reload button after 5 minutes (${locale})`, async ({
    page,
  }) => {
    const latest = await routeLatestBuild(page, () => 'a-newer-build')
    await openPage(page, locale)

    // Nothing is asked before the interval has passed.
    await page.clock.runFor(POLL_MS - 30_000)
    expect(latest.calls()).toBe(0)
    await expect(toastOf(page)).toHaveCount(0)

    await page.clock.runFor(30_000)
    const toast = toastOf(page)
    await expect(toast).toHaveCount(1)
    await expect(toast).toContainText(LL.toast.newVersion)
    await expect(toast).toHaveClass(/Toastify__toast--info/)
    await expect(toast).toHaveClass(/Toastify__toast-theme--dark/)
    await expect(page.locator('.Toastify__toast-container')).toHaveClass(
      /Toastify__toast-container--top-right/,
    )
    // No progress bar (react-toastify renders one hidden, aria-hidden, with data-hidden).
    await expect(toast.getByRole('progressbar')).toHaveCount(0)
    await expect(toast.locator('.Toastify__progress-bar--wrp:not([data-hidden="true"])')).toHaveCount(0)
    const reload = toast.getByRole('button', { name: LL.toast.reload, exact: true })
    await expect(reload).toBeVisible()
    expect(latest.calls()).toBe(1)

    // The offer stays (no auto-close) and is made once: later polls do not stack more toasts.
    await page.clock.runFor(3 * POLL_MS)
    await expect(toastOf(page)).toHaveCount(1)
    expect(latest.calls()).toBe(1)

    // Reload loads the page again.
    await page.evaluate(() => {
      ;(window as unknown as Record<string, unknown>).__e2eSameDocument = true
    })
    await Promise.all([page.waitForEvent('load'), reload.click()])
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__e2eSameDocument),
    ).toBeUndefined()
    await expect(toastOf(page)).toHaveCount(0)
  })
}

test('no toast while the build id is unchanged', async ({ page }) => {
  const latest = await routeLatestBuild(page, () => undefined)
  await openPage(page, 'uk')
  for (let poll = 1; poll <= 3; poll += 1) {
    await page.clock.runFor(POLL_MS)
    await expect.poll(latest.calls).toBe(poll)
  }
  await expect(toastOf(page)).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('polling pauses while the tab is hidden and checks at once when it is visible again', async ({
  page,
}) => {
  let answer: string | undefined
  const latest = await routeLatestBuild(page, () => answer)
  await openPage(page, 'uk')
  await page.clock.runFor(POLL_MS)
  await expect.poll(latest.calls).toBe(1)

  answer = 'a-newer-build'
  await setVisibility(page, 'hidden')
  await page.clock.runFor(4 * POLL_MS)
  await expect(toastOf(page)).toHaveCount(0)

  // Back in view after more than an interval: one check right away, which finds the new build. Had
  // the hidden tab polled, there would have been more calls (and the toast already).
  await setVisibility(page, 'visible')
  await page.clock.runFor(10)
  await expect(toastOf(page)).toHaveCount(1)
  await expect(
    toastOf(page).getByRole('button', { name: DICTIONARIES.uk.toast.reload, exact: true }),
  ).toBeVisible()
  expect(latest.calls()).toBe(2)
})
