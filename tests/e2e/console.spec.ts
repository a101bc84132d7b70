import type { Page } from '@playwright/test'
import enConsole from '../../locales/en/console/index.ts'
import ukConsole from '../../locales/uk/console/index.ts'
import { expectNoViolations } from './axe.ts'
import { consolePages, signInAsStaff } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import {
  DICTIONARIES,
  failedResourceMessage,
  LOCALES,
  localize,
  MOBILE,
  waitForHydration,
} from './support.ts'
import { signedInUser } from './support-accounts.ts'

// The console's doors (spec §6): moderators and organisers get in, an organisers' page stays closed to
// moderators, and everyone else gets the 404 page, on the server and on a client navigation alike.

const CONSOLE = { uk: ukConsole, en: enConsole } as const
const ANY_ID = '00000000-0000-4000-8000-000000000000'

/** A console page's address with any id in its `:id` segments (the guard answers before the page reads it). */
const withAnyId = (route: string) => route.replace(/:\w+/g, ANY_ID)
const CONSOLE_PAGES = consolePages().map((page) => withAnyId(page.route))
const ORGANISER_PAGES = consolePages()
  .filter((page) => page.level === 'organiser')
  .map((page) => withAnyId(page.route))

const expectNotFound = async (page: Page, target: string, locale: 'uk' | 'en') => {
  const answer = await page.goto(localize(target, locale))
  expect(answer?.status(), target).toBe(404)
  await expect(page.getByTestId('status-message')).toHaveText(DICTIONARIES[locale].error.notFoundHeading)
}

for (const locale of LOCALES) {
  const T = CONSOLE[locale]

  test(`guests and players get the 404 page for every console page (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    expect(CONSOLE_PAGES).toEqual(expect.arrayContaining(['/console', '/console/audit']))
    // Every console page loaded twice (a guest, a player), about a second each on a busy two-core
    // machine: the test's time grows with the console.
    test.setTimeout(30_000 + CONSOLE_PAGES.length * 2 * 1_500)
    for (const consolePath of CONSOLE_PAGES) {
      allowConsole(failedResourceMessage(404, localize(consolePath, locale)))
      await expectNotFound(page, consolePath, locale)
    }
    await signedInUser(page)
    for (const consolePath of CONSOLE_PAGES) await expectNotFound(page, consolePath, locale)
    // A client navigation asks the server too: a link to the console leads to the same 404 page.
    await page.goto(localize('/about', locale))
    await waitForHydration(page)
    await page.evaluate(
      (href) => {
        const link = document.createElement('a')
        link.href = href
        link.textContent = 'console'
        document.querySelector('main')?.append(link)
      },
      localize('/console', locale),
    )
    await page.getByRole('link', { name: 'console', exact: true }).click()
    await expect(page.getByTestId('status-code')).toHaveText('404')
    expect(new URL(page.url()).pathname).toBe(localize('/console', locale))
  })

  test(`a moderator opens the console but none of the organisers' pages (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    await signInAsStaff(page, 'moderator')
    await page.goto(localize('/console', locale))
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
    const nav = page.getByRole('navigation', { name: T.nav.label })
    await expect(nav.getByRole('link', { name: T.nav.home })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: T.nav.audit })).toHaveCount(0)
    await expectNoViolations(page, 'the console')
    expect(ORGANISER_PAGES).toEqual(
      expect.arrayContaining([
        '/console/audit',
        '/console/tournaments/new',
        `/console/tournaments/${ANY_ID}`,
      ]),
    )
    expect(ORGANISER_PAGES).not.toContain(`/console/tournaments/${ANY_ID}/teams`)
    for (const organiserPage of ORGANISER_PAGES) {
      allowConsole(failedResourceMessage(404, localize(organiserPage, locale)))
      await expectNotFound(page, organiserPage, locale)
    }
  })

  test(`an organiser reads the audit log and filters it, on a phone (${locale})`, async ({ page }) => {
    await page.setViewportSize(MOBILE)
    await signInAsStaff(page, 'organiser')
    await page.goto(localize('/console', locale))
    await waitForHydration(page)
    await expectNoViolations(page, 'the console')
    await page.getByRole('navigation', { name: T.nav.label }).getByRole('link', { name: T.nav.audit }).click()
    await expect(page.getByRole('heading', { level: 1, name: T.audit.title })).toBeVisible()
    const table = page.getByRole('region', { name: T.audit.title })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    await expectNoViolations(page, 'the console')
    // The demo seed made the two staff accounts: their entries are in the log, made by the system,
    // however many changes other tests made since (the newest come first).
    await page.getByLabel(T.audit.filters.kind).selectOption({ label: T.audit.kinds.accountCreated })
    await page.getByRole('button', { name: T.audit.filters.apply }).click()
    await expect(page).toHaveURL(/[?&]kind=account\.created/)
    await expect(table.getByRole('cell', { name: T.audit.via.seed }).first()).toBeVisible()
    // Filter by an event nobody made yet: the form works as a plain GET.
    await page.getByLabel(T.audit.filters.kind).selectOption({ label: T.audit.kinds.teamPromoted })
    await page.getByRole('button', { name: T.audit.filters.apply }).click()
    await expect(page).toHaveURL(/[?&]kind=team\.promoted/)
    await expect(page.getByText(T.audit.empty)).toBeVisible()
    await page.getByRole('link', { name: T.audit.filters.clear }).click()
    await expect(page).not.toHaveURL(/kind=/)
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
  })
}
