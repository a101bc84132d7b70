import type { Locator, Page } from '@playwright/test'
import { createEmailUser } from './auth-screens.ts'
import { type Box, boxOf, overlap, showToast } from './boxes.ts'
import { expect, test } from './fixtures.ts'
import {
  DICTIONARIES,
  LOCALES,
  type Locale,
  localize,
  MOBILE,
  SECTIONS,
  waitForHydration,
} from './support.ts'
import { signedInUser, signInWithRequest, uniqueEmail, uniqueNickname } from './support-accounts.ts'

// What a new user sees on common screens, measured: the header's section links on laptops (1024,
// 1280, 1366 px) and the menu on phones; sign-in forms, the profile's account card, a tournament's
// schedule and toasts on a 375 px phone. Boxes are read from the rendered page.

/** The lines a text takes: the distinct tops of the line boxes of the element's content. */
const lineCount = (locator: Locator): Promise<number> =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops = [...range.getClientRects()].map((rect) => rect.top)
    return new Set(tops.map((top) => Math.round(top / 4))).size
  })

/** The descendants of a box that stick out of its content box (inside its padding), with how far. */
const overflowingChildren = (locator: Locator): Promise<string[]> =>
  locator.evaluate((container) => {
    const style = getComputedStyle(container)
    const box = container.getBoundingClientRect()
    const left = box.left + Number.parseFloat(style.paddingLeft) - 0.5
    const right = box.right - Number.parseFloat(style.paddingRight) + 0.5
    return [...container.querySelectorAll('*')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        return rect.width > 0 && (rect.left < left || rect.right > right)
      })
      .map((element) => {
        const rect = element.getBoundingClientRect()
        return `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(rect.left)}–${Math.round(rect.right)} outside ${Math.round(left)}–${Math.round(right)}`
      })
  })

const pageWidthFits = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** The header's section links: all visible, in one row, apart, inside the header and beside its ends. */
const expectInlineNavigation = async (page: Page, locale: Locale) => {
  const LL = DICTIONARIES[locale]
  const header = page.getByRole('banner')
  const nav = header.getByRole('navigation', { name: LL.nav.label })
  await expect(nav).toBeVisible()
  await expect(header.getByRole('button', { name: LL.nav.openMenu })).toBeHidden()
  const inner = await boxOf(header.locator('.site-header__inner'))
  const brand = await boxOf(header.getByRole('link', { name: LL.meta.siteName }))
  const actions = await boxOf(header.locator('.site-header__actions'))
  const links: Box[] = []
  for (const { key } of SECTIONS) {
    const link = nav.getByRole('link', { name: LL.nav[key], exact: true })
    await expect(link).toBeVisible()
    links.push(await boxOf(link))
  }
  for (const [index, link] of links.entries()) {
    expect(link.left, `link ${index} inside the header`).toBeGreaterThanOrEqual(inner.left)
    expect(link.right, `link ${index} inside the header`).toBeLessThanOrEqual(inner.right)
    expect(overlap(link, brand), `link ${index} clear of the brand`).toBe(false)
    expect(overlap(link, actions), `link ${index} clear of the language switch and account`).toBe(false)
    const next = links[index + 1]
    if (next) {
      expect(next.left, `link ${index + 1} after link ${index}`).toBeGreaterThanOrEqual(link.right)
      expect(next.top, `link ${index + 1} on the row of link ${index}`).toBeCloseTo(link.top, 0)
    }
  }
  // Nothing of the list is clipped: it is as wide as what it shows.
  expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth + 0.5)).toBe(true)
  expect(await pageWidthFits(page)).toBe(true)
}

for (const locale of LOCALES) {
  const LL = DICTIONARIES[locale]

  for (const width of [1024, 1280, 1366]) {
    test(`${width} px (${locale}): the section links are in the header, apart and whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(localize('/', locale))
      await waitForHydration(page)
      await expectInlineNavigation(page, locale)
    })
  }

  test(`375 px (${locale}): the links live behind the menu button and nothing is wider than the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE)
    await page.goto(localize('/', locale))
    await waitForHydration(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('navigation', { name: LL.nav.label })).toBeHidden()
    const menuButton = header.getByRole('button', { name: LL.nav.openMenu })
    await expect(menuButton).toBeVisible()
    expect(await pageWidthFits(page)).toBe(true)
    await menuButton.click()
    const dialog = page.getByRole('dialog', { name: LL.nav.menu })
    for (const { key } of SECTIONS) {
      await expect(dialog.getByRole('link', { name: LL.nav[key], exact: true })).toBeVisible()
    }
  })

  test(`375 px (${locale}): the sign-in forms stay inside their card`, async ({ page }) => {
    await page.setViewportSize(MOBILE)
    for (const path of ['/auth', '/login', '/register', '/forgot-password/phone', '/forgot-password/email']) {
      await page.goto(localize(path, locale))
      await waitForHydration(page)
      const card = page.locator('.auth__card')
      await expect(card.getByRole('button').first()).toBeVisible()
      expect(await overflowingChildren(card), `${path} at 375 px`).toEqual([])
    }
  })
}

test('1024 px: the header tabs through every section link with the links in view', async ({ page }) => {
  const LL = DICTIONARIES.uk
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const nav = page.getByRole('banner').getByRole('navigation', { name: LL.nav.label })
  await page.keyboard.press('Tab') // the skip link
  await page.keyboard.press('Tab') // the brand
  for (const { key } of SECTIONS) {
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: LL.nav[key], exact: true })).toBeFocused()
  }
})

test('a guest reads the whole sign-in link on phones from 360 to 480 px wide, in both languages', async ({
  page,
}) => {
  for (const locale of LOCALES) {
    const link = page
      .getByRole('banner')
      .getByRole('link', { name: DICTIONARIES[locale].nav.signIn, exact: true })
    for (const width of [360, 375, 412, 430, 480]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(localize('/', locale))
      await expect(link).toBeVisible()
      // Nothing of its label is cut off by the ellipsis that keeps a long nickname in the header.
      expect(
        await link.evaluate((element) => element.scrollWidth <= element.clientWidth),
        `${locale} at ${width} px`,
      ).toBe(true)
      expect(await pageWidthFits(page), `${locale} at ${width} px`).toBe(true)
    }
  }
})

test('a signed-in user with the longest nickname keeps the header within 1024 and 375 px', async ({
  page,
}) => {
  const user = await createEmailUser(page.request, { nickname: uniqueNickname('WWWWWWWWWWWWWWWWWWWW') })
  expect(user.nickname).toHaveLength(24)
  await signInWithRequest(page.request, user)
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto('/en')
  await waitForHydration(page)
  await expect(page.getByTestId('account-link')).toBeVisible()
  await expectInlineNavigation(page, 'en')
  await page.setViewportSize(MOBILE)
  await expect(page.getByTestId('account-link')).toBeVisible()
  expect(await pageWidthFits(page)).toBe(true)
})

test.describe('the profile card keeps a phone number and an e-mail address whole', () => {
  test('a phone number on one line at 320, 375 and 1280 px (Ukrainian labels are the longest)', async ({
    page,
  }) => {
    const user = await signedInUser(page)
    for (const width of [320, MOBILE.width, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/profile')
      const phone = page.getByTestId('profile-phone')
      await expect(phone).toHaveText(user.phone)
      expect(await lineCount(phone), `at ${width} px`).toBe(1)
    }
  })

  for (const width of [MOBILE.width, 1280]) {
    test(`an e-mail address on one line at ${width} px, an over-long one wrapped inside the card`, async ({
      page,
    }) => {
      // An address of common length (27 characters).
      const user = await createEmailUser(page.request, { email: uniqueEmail('p') })
      await signInWithRequest(page.request, user)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/en/profile')
      const email = page.getByTestId('profile-email')
      await expect(email).toHaveText(user.email)
      expect(await lineCount(email)).toBe(1)
      expect(await overflowingChildren(page.locator('.profile__summary'))).toEqual([])
    })
  }

  test('an over-long e-mail address wraps inside the card at 375 px', async ({ page }) => {
    const long = await createEmailUser(page.request, {
      email: uniqueEmail(`a${'very-long-mailbox-'.repeat(3)}`),
    })
    await signInWithRequest(page.request, long)
    await page.setViewportSize(MOBILE)
    await page.goto('/en/profile')
    const email = page.getByTestId('profile-email')
    await expect(email).toHaveText(long.email)
    expect(await overflowingChildren(page.locator('.profile__summary'))).toEqual([])
    expect(await pageWidthFits(page)).toBe(true)
  })
})

test('375 px: each date and time of a tournament schedule stays on one line', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  for (const locale of LOCALES) {
    await page.goto(localize('/tournaments/cs2-winter-showdown', locale))
    const times = page.locator('.facts time')
    await expect(times).toHaveCount(4)
    for (const time of await times.all()) {
      // Kyiv time with its offset that day (UTC+2 in winter, UTC+3 in summer).
      await expect(time).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \((Київ|Kyiv), UTC\+[23]\)$/)
      expect(await lineCount(time), (await time.textContent()) ?? '').toBe(1)
    }
    expect(await pageWidthFits(page)).toBe(true)
  }
})

for (const viewport of [MOBILE, { width: 1280, height: 800 }]) {
  test(`${viewport.width} px: a toast (top right) leaves the header's controls uncovered`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const toast = await showToast(page)
    const toastBox = await boxOf(toast)
    const header = page.getByRole('banner')
    const controls = header.locator('a:visible, button:visible')
    expect(await controls.count()).toBeGreaterThan(2)
    for (const control of await controls.all()) {
      expect(overlap(toastBox, await boxOf(control)), `toast over ${await control.textContent()}`).toBe(false)
    }
    expect(toastBox.top).toBeGreaterThanOrEqual((await boxOf(header)).bottom)
    // Still the top right corner of what lies under the header.
    expect(viewport.width - toastBox.right).toBeLessThan(viewport.width / 4)
  })
}
