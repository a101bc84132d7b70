import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// After a client navigation to another page, focus is on the new page's heading and a live region
// says the page's title (WCAG 2.4.3, as a full load would start a screen reader at the top); a
// navigation within one page (a tournament's tabs) leaves the focus on what the user chose.

test.use({ viewport: { width: 390, height: 844 } })

const markDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.assign(window, { sameDocument: true }))
const stillSameDocument = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

test('a link to another page moves focus to its heading and announces its title', async ({ page }) => {
  await page.goto('/en')
  await waitForHydration(page)
  await markDocument(page)
  const link = page.locator('main a[href="/en/tournaments"]').first()
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/tournaments$/)
  const heading = page.getByRole('main').getByRole('heading', { level: 1 })
  await expect(heading).toBeFocused()
  await expect(page.locator('#page-announcer')).toHaveText(await page.title())
  expect(await page.title()).toContain('Tournaments')
  expect(await stillSameDocument(page)).toBe(true)
})

test("a tournament's tab keeps the focus on the tab", async ({ page }) => {
  await page.goto('/en/tournaments')
  await waitForHydration(page)
  const first = page.locator('main a[href*="/en/tournaments/"]').first()
  await first.click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()
  await markDocument(page)
  const details = page.getByRole('navigation', { name: 'Tournament sections' }).getByRole('link', {
    name: 'Details',
  })
  await details.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/details$/)
  await expect(details).toBeFocused()
  expect(await stillSameDocument(page)).toBe(true)
})
