/** What the layout tests measure: rendered boxes, and a toast shown once it has settled. */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { waitForHydration } from './support.ts'

export interface Box {
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
}

export const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator} is not rendered`)
  return { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height }
}

/** Whether two boxes share any area (touching edges do not count). */
export const overlap = (a: Box, b: Box): boolean =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5

/**
 * Shows the new-version toast on `path` (the page learns of another build; its poll runs on a faked
 * clock) and returns it once it has slid in: its box no longer moves between two readings.
 */
export const showToast = async (page: Page, path = '/en/about'): Promise<Locator> => {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Cache-Control': 'no-store' },
      body: JSON.stringify({ id: 'a-newer-build', timestamp: new Date().toISOString() }),
    }),
  )
  await page.clock.install()
  await page.goto(path)
  await waitForHydration(page)
  await page.clock.fastForward('05:01')
  const toast = page.locator('.Toastify__toast')
  await expect(toast).toBeVisible()
  let previous = ''
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await boxOf(toast))
        const settled = now === previous
        previous = now
        return settled
      },
      { intervals: [150] },
    )
    .toBe(true)
  return toast
}
