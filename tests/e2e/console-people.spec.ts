import type { Browser, Page } from '@playwright/test'
import { api as enApi } from '../../locales/en/api.ts'
import enConsole from '../../locales/en/console/index.ts'
import { api as ukApi } from '../../locales/uk/api.ts'
import ukConsole from '../../locales/uk/console/index.ts'
import { expectNoViolations } from './axe.ts'
import { demoStaff, signInAsStaff } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import {
  DICTIONARIES,
  failedResourceMessage,
  LOCALES,
  type Locale,
  localize,
  WITH_NAMESPACES,
  waitForHydration,
} from './support.ts'
import { type SignedInUser, signedInUser, useFreshClientAddress } from './support-accounts.ts'

// The organisers' people page on a phone, in both languages: an organiser finds a player by nickname
// and makes them a moderator, who can then open the console; disables another player, whose session
// ends at once, and enables them again; and is refused, in the server's words, what they may not do
// to their own account. The search form works without JavaScript too.

const CONSOLE = { uk: ukConsole, en: enConsole } as const
const API = { uk: ukApi, en: enApi } as const
const PHONE = { width: 390, height: 844 } as const

const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

/** A player of their own, signed in in a browser of their own (the caller closes its context). */
const playerInOwnBrowser = async (browser: Browser): Promise<{ page: Page; user: SignedInUser }> => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE })
  await useFreshClientAddress(context)
  const page = await context.newPage()
  return { page, user: await signedInUser(page) }
}

/** Searches the people page for `text` with its form and waits for the answer. */
const search = async (page: Page, locale: Locale, text: string) => {
  const T = CONSOLE[locale].people
  await page.getByLabel(T.filters.q).fill(text)
  await page.getByRole('button', { name: T.filters.apply }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/\./g, '\\.')}`))
  await waitForHydration(page)
}

const named = (text: string, name: string) => text.replace(/\{name(?::string)?\}/, name)
/** The page's refusal text around the server's own words (the Ukrainian placeholder is typed). */
const refused = (locale: Locale, detail: string) =>
  CONSOLE[locale].people.failed.replace(/\{detail(?::string)?\}/, detail)

for (const locale of LOCALES) {
  const C = CONSOLE[locale]
  const T = C.people
  const messages = C.messages

  test(`an organiser makes a player a moderator, who then opens the console (${locale})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(PHONE)
    const promoted = await playerInOwnBrowser(browser)
    try {
      // A player has no console.
      const before = await promoted.page.goto(localize('/console', locale))
      expect(before?.status()).toBe(404)

      await signInAsStaff(page, 'organiser')
      await page.goto(localize('/console', locale))
      await waitForHydration(page)
      await page
        .getByRole('navigation', { name: C.nav.label })
        .getByRole('link', { name: C.nav.people })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
      await expectNoViolations(page, 'the people page')

      await search(page, locale, promoted.user.nickname)
      await expect(page.getByRole('article')).toHaveCount(1)
      const card = page.getByRole('article', { name: promoted.user.nickname })
      await expect(card.getByTestId('person-role')).toHaveText(T.roles.player)
      // Whether a phone number is set, never the number.
      await expect(card).toContainText(T.phoneSet)
      await expect(card).not.toContainText(promoted.user.phone.slice(-7))
      await card.getByLabel(T.role, { exact: true }).selectOption({ label: T.roles.moderator })
      await card.getByRole('button', { name: T.saveRole }).click()
      await expect(page.getByText(named(messages.roleNowModerator, promoted.user.nickname))).toBeVisible()
      await expect(card.getByTestId('person-role')).toHaveText(T.roles.moderator)
      await expectNoViolations(page, 'the people page after a role change')
      await expectNoSidewaysScroll(page)

      // Their next request reads the new role.
      await promoted.page.goto(localize('/console', locale))
      await expect(promoted.page.getByRole('heading', { level: 1, name: C.title })).toBeVisible()
      await expect(promoted.page.getByText(C.home.role.replace('{role}', C.roles.moderator))).toBeVisible()
    } finally {
      await promoted.page.context().close()
    }
  })

  test(`an organiser disables a player, whose session ends at once, and enables them again (${locale})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(PHONE)
    const target = await playerInOwnBrowser(browser)
    try {
      await target.page.goto(localize('/profile', locale))
      await expect(target.page.getByRole('heading', { level: 1 })).toHaveText(
        WITH_NAMESPACES[locale].account.profile.heading,
      )

      await signInAsStaff(page, 'organiser')
      await page.goto(localize('/console/people', locale))
      await waitForHydration(page)
      await search(page, locale, target.user.nickname)
      const card = page.getByRole('article', { name: target.user.nickname })
      // The keyboard alone: the confirmation names the person and starts on Cancel.
      await card.getByRole('button', { name: T.disable }).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('alertdialog', {
        name: named(T.disableDialog.title, target.user.nickname),
      })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: T.cancel })).toBeFocused()
      await expectNoViolations(page, 'the disable confirmation')
      await page.keyboard.press('Tab')
      await expect(dialog.getByRole('button', { name: T.disableDialog.confirm })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByText(named(messages.accountDisabled, target.user.nickname))).toBeVisible()
      await expect(card.getByText(T.disabledBadge, { exact: true })).toBeVisible()

      // Their next page is a guest's: the profile sends them to sign in again.
      await target.page.goto(localize('/profile', locale))
      expect(new URL(target.page.url()).pathname).toBe(localize('/auth', locale))
      await expect(
        target.page
          .getByRole('banner')
          .getByRole('link', { name: DICTIONARIES[locale].nav.signIn, exact: true }),
      ).toBeVisible()

      // Enabled again; the ended session stays ended.
      await card.getByRole('button', { name: T.enable }).click()
      const again = page.getByRole('alertdialog', { name: named(T.enableDialog.title, target.user.nickname) })
      await again.getByRole('button', { name: T.enableDialog.confirm }).click()
      await expect(page.getByText(named(messages.accountEnabled, target.user.nickname))).toBeVisible()
      await expect(card.getByText(T.disabledBadge, { exact: true })).toHaveCount(0)
      await expect(card.getByRole('button', { name: T.disable })).toBeVisible()
      await expectNoSidewaysScroll(page)
    } finally {
      await target.page.context().close()
    }
  })

  test(`an organiser is refused, in the server's words, their own role and account (${locale})`, async ({
    page,
    allowConsole,
  }) => {
    await page.setViewportSize(PHONE)
    allowConsole(failedResourceMessage(409, localize('/api/v1/console/users/', locale)))
    await signInAsStaff(page, 'organiser')
    await page.goto(localize('/console/people', locale))
    await waitForHydration(page)
    await search(page, locale, demoStaff('organiser').email)
    const card = page.getByRole('article')
    await expect(card).toHaveCount(1)
    await expect(card.getByText(T.you, { exact: true })).toBeVisible()

    await card.getByLabel(T.role, { exact: true }).selectOption({ label: T.roles.moderator })
    await card.getByRole('button', { name: T.saveRole }).click()
    await expect(card.getByRole('alert')).toHaveText(refused(locale, API[locale].ownRole))

    await card.getByRole('button', { name: T.disable }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: T.disableDialog.confirm }).click()
    await expect(card.getByRole('alert')).toHaveText(refused(locale, API[locale].ownAccount))
    await expectNoViolations(page, 'the people page with a refusal')
    // Nothing changed.
    await page.reload()
    await expect(page.getByRole('article').getByTestId('person-role')).toHaveText(T.roles.organiser)
    await expect(page.getByRole('article').getByText(T.disabledBadge, { exact: true })).toHaveCount(0)
  })

  test(`the people search works without JavaScript (${locale})`, async ({ browser, page }) => {
    const someone = await playerInOwnBrowser(browser)
    await someone.page.context().close()
    await signInAsStaff(page, 'organiser')
    const plain = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: PHONE,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    })
    try {
      const noScript = await plain.newPage()
      await noScript.goto(localize('/console/people', locale))
      const form = noScript.getByRole('form', { name: T.filters.label })
      await form.getByLabel(T.filters.q).fill(someone.user.nickname)
      await form.getByLabel(T.filters.role).selectOption({ label: T.roles.player })
      await form.getByRole('button', { name: T.filters.apply }).click()
      await expect(noScript.getByRole('article', { name: someone.user.nickname })).toBeVisible()
      await expect(noScript.getByRole('article')).toHaveCount(1)
      expect(new URL(noScript.url()).pathname).toBe(localize('/console/people', locale))
      // The same search for moderators finds nobody.
      await form.getByLabel(T.filters.role).selectOption({ label: T.roles.moderator })
      await form.getByRole('button', { name: T.filters.apply }).click()
      await expect(noScript.getByText(T.empty)).toBeVisible()
    } finally {
      await plain.close()
    }
  })
}
