import type { BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { DICTIONARIES, pageTexts, switchLanguage, waitForHydration } from './support.ts'

// Spec §4, §9: "Укр"/"Eng" lead to the twin page and remember the choice in the `lang` cookie for 365
// days (path /, SameSite=Lax); the root of a reader who chose English is /en.

const YEAR_SECONDS = 365 * 24 * 60 * 60

const languageCookie = async (context: BrowserContext) => {
  const cookies = (await context.cookies()).filter((cookie) => cookie.name === 'lang')
  expect(cookies, 'exactly one lang cookie').toHaveLength(1)
  return cookies[0] as (typeof cookies)[number]
}

const expectCookieAttributes = (cookie: {
  expires: number
  path: string
  sameSite: string
  httpOnly: boolean
}) => {
  const secondsLeft = cookie.expires - Date.now() / 1000
  // 365 days, allowing for the seconds the test itself takes.
  expect(secondsLeft).toBeGreaterThan(YEAR_SECONDS - 120)
  expect(secondsLeft).toBeLessThanOrEqual(YEAR_SECONDS + 5)
  expect(cookie.path).toBe('/')
  expect(cookie.sameSite).toBe('Lax')
}

test('Eng → /en/about with the lang=en cookie; / then redirects to /en; Укр → /about and / stays /', async ({
  page,
  context,
}) => {
  const uk = DICTIONARIES.uk
  const en = DICTIONARIES.en

  await page.goto('/about')
  await waitForHydration(page)
  expect(await context.cookies()).toEqual([])
  const ukSwitcher = page.getByRole('navigation', { name: uk.language.label })
  await expect(ukSwitcher.getByRole('link', { name: uk.language.uk })).toHaveAttribute('aria-current', 'true')

  await ukSwitcher.getByRole('link', { name: en.language.en }).click()
  await expect(page).toHaveURL(/\/en\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'en').h1)
  await expect(page).toHaveTitle(pageTexts('/about', 'en').title)
  const enSwitcher = page.getByRole('navigation', { name: en.language.label })
  await expect(enSwitcher.getByRole('link', { name: en.language.en })).toHaveAttribute('aria-current', 'true')

  const english = await languageCookie(context)
  expect(english.value).toBe('en')
  expectCookieAttributes(english)

  // A later visit to the root goes to the English home.
  const home = await page.goto('/')
  expect(home?.request().redirectedFrom()?.url()).toMatch(/\/$/)
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('main h1')).toHaveText(pageTexts('/', 'en').h1)

  await page.goto('/en/about')
  await waitForHydration(page)
  await switchLanguage(page, 'en', 'uk')
  await expect(page).toHaveURL(/\/about$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(page.locator('main h1')).toHaveText(pageTexts('/about', 'uk').h1)

  const ukrainian = await languageCookie(context)
  expect(ukrainian.value).toBe('uk')
  expectCookieAttributes(ukrainian)

  const root = await page.goto('/')
  expect(root?.status()).toBe(200)
  expect(root?.request().redirectedFrom()).toBeNull()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
  await expect(page.locator('main h1')).toHaveText(pageTexts('/', 'uk').h1)
})

test('the switcher keeps the page and drops its query: /terms?x=1 → /en/terms', async ({ page }) => {
  await page.goto('/terms?x=1')
  await waitForHydration(page)
  await switchLanguage(page, 'uk', 'en')
  await expect(page).toHaveURL(/\/en\/terms$/)
  await expect(page.locator('main h1')).toHaveText(pageTexts('/terms', 'en').h1)
  await switchLanguage(page, 'en', 'uk')
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.locator('main h1')).toHaveText(pageTexts('/terms', 'uk').h1)
})

test('V14.2.1 the switcher never echoes query values, only a safe redirect', async ({ page }) => {
  await page.goto(
    `/en/login?password=hunter2&email=a%40b.c&redirect=${encodeURIComponent('/en/tournaments')}`,
  )
  await waitForHydration(page)
  const links = page.getByRole('navigation', { name: DICTIONARIES.en.language.label }).getByRole('link')
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).not.toContain('hunter2')
    expect(href).not.toContain('a%40b.c')
  }
  await expect(links.nth(0)).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent('/en/tournaments')}`,
  )
  await page.goto(`/en/login?redirect=${encodeURIComponent('//evil.example')}`)
  await waitForHydration(page)
  await expect(links.nth(0)).toHaveAttribute('href', '/login')
})
