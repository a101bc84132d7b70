import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  DESKTOP,
  DICTIONARIES,
  LANDING,
  type Locale,
  localize,
  MOBILE,
  type PagePath,
  pageTexts,
  SECTIONS,
  waitForHydration,
} from './support.ts'

// Links inside the site are followed by the client router: the URL, heading, title and current link
// change while the document (and everything kept on `window`) stays the same.

const MARKER = '__e2eSameDocument'

const markDocument = async (page: Page) => {
  await waitForHydration(page)
  await page.evaluate((marker) => {
    ;(window as unknown as Record<string, unknown>)[marker] = true
  }, MARKER)
}

const expectSameDocument = async (page: Page) => {
  expect(
    await page.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker], MARKER),
    'the page was not reloaded',
  ).toBe(true)
}

const expectOnPage = async (page: Page, path: PagePath, locale: Locale) => {
  const texts = pageTexts(path, locale)
  await expect(page).toHaveURL(new RegExp(`${localize(path, locale).replaceAll('/', '\\/')}$`))
  await expect(page.locator('main h1')).toHaveText(texts.h1)
  await expect(page).toHaveTitle(texts.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', texts.description)
  await expectSameDocument(page)
}

for (const locale of ['uk', 'en'] as const) {
  const LL = DICTIONARIES[locale]

  test(`desktop (${DESKTOP.width} px, ${locale}): header and footer links navigate without a reload`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(localize('/', locale))
    await markDocument(page)
    await expect(page.getByRole('button', { name: LL.nav.openMenu })).toBeHidden()
    const headerNav = page.getByRole('banner').getByRole('navigation', { name: LL.nav.label })

    for (const { key, path } of SECTIONS) {
      const link = headerNav.getByRole('link', { name: LL.nav[key], exact: true })
      await link.click()
      await expectOnPage(page, path, locale)
      await expect(link).toHaveAttribute('aria-current', 'page')
      // Exactly one header link is the current one.
      await expect(headerNav.locator('a[aria-current="page"]')).toHaveCount(1)
    }

    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: LL.footer.terms, exact: true }).click()
    await expectOnPage(page, '/terms', locale)
    await expect(footer.getByRole('link', { name: LL.footer.terms, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(headerNav.locator('a[aria-current="page"]')).toHaveCount(0)

    await footer.getByRole('link', { name: LL.footer.policy, exact: true }).click()
    await expectOnPage(page, '/policy', locale)

    // The brand link leads home, still in the same document; history works both ways.
    await page.getByRole('banner').getByRole('link', { name: LL.meta.siteName }).click()
    await expectOnPage(page, '/', locale)
    await page.goBack()
    await expectOnPage(page, '/policy', locale)
    await page.goForward()
    await expectOnPage(page, '/', locale)
  })

  test(`mobile (${MOBILE.width} px, ${locale}): the menu dialog links navigate without a reload`, async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE)
    await page.goto(localize('/', locale))
    await markDocument(page)
    // The inline navigation is hidden on small screens; the menu button replaces it.
    await expect(page.getByRole('banner').getByRole('navigation', { name: LL.nav.label })).toBeHidden()

    for (const { key, path } of SECTIONS) {
      await page.getByRole('button', { name: LL.nav.openMenu }).click()
      const dialog = page.getByRole('dialog', { name: LL.nav.menu })
      await expect(dialog).toBeVisible()
      const link = dialog.getByRole('link', { name: LL.nav[key], exact: true })
      await link.click()
      await expect(dialog).toBeHidden()
      await expectOnPage(page, path, locale)
      // Reopened, the menu marks the page just opened as current.
      await page.getByRole('button', { name: LL.nav.openMenu }).click()
      await expect(dialog.getByRole('link', { name: LL.nav[key], exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(dialog.locator('a[aria-current="page"]')).toHaveCount(1)
      await dialog.getByRole('button', { name: LL.nav.closeMenu }).click()
      await expect(dialog).toBeHidden()
    }

    await page.getByRole('contentinfo').getByRole('link', { name: LL.footer.terms, exact: true }).click()
    await expectOnPage(page, '/terms', locale)
  })
}

test('the landing call-to-action buttons navigate on the client', async ({ page }) => {
  const LL = LANDING.uk
  await page.goto('/')
  await markDocument(page)
  await page.getByRole('main').getByRole('link', { name: LL.hero.secondary }).click()
  await expectOnPage(page, '/about', 'uk')
  await page.goBack()
  await expectOnPage(page, '/', 'uk')
  await page.getByRole('main').getByRole('link', { name: LL.hero.primary }).click()
  await expectOnPage(page, '/tournaments', 'uk')
})

test('a client navigation brings the canonical URL and the hreflang alternates of the new page', async ({
  page,
  baseURL,
}) => {
  const LL = LANDING.en
  await page.goto('/en')
  await markDocument(page)
  await page.getByRole('main').getByRole('link', { name: LL.hero.secondary }).click()
  await expectOnPage(page, '/about', 'en')
  const href = (path: string) => new URL(path, baseURL).href
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', href('/en/about'))
  const alternates = page.locator('link[rel="alternate"][hreflang]')
  await expect(alternates).toHaveCount(3)
  await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', href('/about'))
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    href('/en/about'),
  )
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    href('/about'),
  )
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})
