import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import {
  DESKTOP,
  DICTIONARIES,
  failedResourceMessage,
  LOCALES,
  localize,
  MOBILE,
  PAGES,
  waitForHydration,
} from './support.ts'

// axe-core with the WCAG 2.2 AA rule set finds nothing on any page of issue 2, in either language, on
// the error pages, and with the mobile menu open.

for (const locale of LOCALES) {
  for (const path of PAGES) {
    const url = localize(path, locale)
    test(`axe: ${url}`, async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(url)
      await waitForHydration(page)
      await expectNoViolations(page)
    })
  }

  test(`axe: 404 page (${locale})`, async ({ page, allowConsole }) => {
    allowConsole(failedResourceMessage(404, localize('/no-such-page', locale)))
    const response = await page.goto(localize('/no-such-page', locale))
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expectNoViolations(page)
  })

  test(`axe: 500 page (${locale})`, async ({ page, allowConsole }) => {
    allowConsole(failedResourceMessage(500, localize('/__fault', locale)))
    const response = await page.goto(localize('/__fault', locale))
    expect(response?.status()).toBe(500)
    await waitForHydration(page)
    await expectNoViolations(page)
  })

  test(`axe: mobile page and open menu dialog (${locale})`, async ({ page }) => {
    const LL = DICTIONARIES[locale]
    await page.setViewportSize(MOBILE)
    await page.goto(localize('/about', locale))
    await waitForHydration(page)
    await expectNoViolations(page)
    await page.getByRole('button', { name: LL.nav.openMenu }).click()
    await expect(page.getByRole('dialog', { name: LL.nav.menu })).toBeVisible()
    await expectNoViolations(page)
  })
}
