import type { BrowserContext, Page } from '@playwright/test'
import { languageOffer as enOffer } from '#locales/en/language-offer.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { DICTIONARIES, pageTexts, switchLanguage, waitForHydration } from './support.ts'

// Spec §4, ADR 0056: the language cookie applies to every unprefixed page (a reader who chose English
// and opens a Ukrainian link gets the English twin, with the switch as the way back); a first visit
// from a browser preferring English gets a one-line offer to switch, never a redirect. On a phone and
// a laptop.

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
] as const

const languageCookie = async (context: BrowserContext): Promise<string | undefined> =>
  (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value

const offer = (page: Page) => page.getByRole('complementary', { name: enOffer.label })

for (const { name, viewport } of SIZES) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, locale: 'en-US' })

    test('an English reader opening Ukrainian links gets the English pages, with a way back', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }])
      for (const path of ['/about', '/terms?x=1', '/news']) {
        const answer = await page.goto(path)
        expect(answer?.request().redirectedFrom()?.url(), path).toMatch(
          new RegExp(`${path.replace('?', '\\?')}$`),
        )
        await expect(page).toHaveURL(new RegExp(`/en${path.replace('?', '\\?')}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      }
      await page.goto('/about')
      await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'en').h1)
      // Chose English: no offer.
      await expect(offer(page)).toHaveCount(0)

      // The way back: the switch remembers Ukrainian, and Ukrainian links stay Ukrainian.
      await waitForHydration(page)
      await switchLanguage(page, 'en', 'uk')
      await expect(page).toHaveURL(/\/about$/)
      await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'uk').h1)
      expect(await languageCookie(context)).toBe('uk')
      const again = await page.goto('/about')
      expect(again?.request().redirectedFrom()).toBeNull()
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
      await expect(offer(page)).toHaveCount(0)

      // A Ukrainian reader who opens an English link is not sent back.
      const english = await page.goto('/en/about')
      expect(english?.request().redirectedFrom()).toBeNull()
      await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'en').h1)
    })

    test('a first visit preferring English is offered English, by keyboard, and not redirected', async ({
      page,
      context,
    }) => {
      const answer = await page.goto('/about')
      expect(answer?.request().redirectedFrom()).toBeNull()
      expect(answer?.headers().vary ?? '').toMatch(/accept-language/i)
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
      await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'uk').h1)
      await expect(offer(page)).toHaveAttribute('lang', 'en')
      await expect(offer(page).getByRole('status')).toHaveText(`${enOffer.text} — ${enOffer.switch}`)
      await waitForHydration(page)
      await expectNoViolations(page)
      const box = await offer(page).boundingBox()
      expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width)

      // After the skip link, the offer's link comes first; Enter takes it.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      const link = offer(page).getByRole('link', { name: enOffer.switch })
      await expect(link).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/en\/about$/)
      await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'en').h1)
      expect(await languageCookie(context)).toBe('en')
      await expect(offer(page)).toHaveCount(0)
      await page.goto('/news')
      await expect(page).toHaveURL(/\/en\/news$/)
    })

    test('the offer dismissed keeps Ukrainian and is not made again', async ({ page, context }) => {
      await page.goto('/terms')
      await waitForHydration(page)
      await offer(page).getByRole('button', { name: enOffer.dismiss }).click()
      await expect(page).toHaveURL(/\/terms$/)
      await expect(page.locator('main h1')).toHaveText(pageTexts('/terms', 'uk').h1)
      expect(await languageCookie(context)).toBe('uk')
      await expect(offer(page)).toHaveCount(0)
      await page.goto('/about')
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
      await expect(offer(page)).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: DICTIONARIES.uk.language.label })).toBeAttached()
    })
  })
}

test.describe('a browser preferring Ukrainian', () => {
  test.use({ locale: 'uk-UA' })

  test('gets no offer', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'uk').h1)
    await expect(offer(page)).toHaveCount(0)
  })
})
