import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  DICTIONARIES,
  failedResourceMessage,
  LANDING,
  type Locale,
  localize,
  waitForHydration,
} from './support.ts'

// Spec §2, §8: unknown paths answer 404 with the page titled 'Page not found' and headed 'Page Not
// Found'; any other failure shows 'Internal Server Error' (here forced by /__fault, which exists only
// with ENABLE_FAULT_ROUTES=1), each with status code, status message and description.

const HEADINGS = {
  en: { 404: 'Page Not Found', 500: 'Internal Server Error' },
  uk: { 404: DICTIONARIES.uk.error.notFoundHeading, 500: 'Внутрішня помилка сервера' },
} as const
// Like every page's title, the error page's names the site after its own.
const TITLES = {
  en: { 404: 'Page not found — Vatra Esports', 500: 'Internal Server Error — Vatra Esports' },
  uk: { 404: 'Сторінку не знайдено — Vatra Esports', 500: 'Внутрішня помилка сервера — Vatra Esports' },
} as const

const expectErrorPage = async (page: Page, locale: Locale, status: 404 | 500) => {
  const LL = DICTIONARIES[locale]
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page).toHaveTitle(TITLES[locale][status])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[locale][status])
  await expect(page.getByTestId('status-code')).toHaveText(String(status))
  // Each said once: the code, and the status message as the heading.
  await expect(page.getByTestId('status-message')).toHaveText(HEADINGS[locale][status])
  const main = (await page.getByRole('main').innerText()).toLowerCase()
  expect(main.split(String(status)).length - 1, main).toBe(1)
  expect(main.split(HEADINGS[locale][status].toLowerCase()).length - 1, main).toBe(1)
  await expect(page.getByRole('main')).toContainText(
    status === 404 ? LL.error.notFoundDescription : LL.error.internalDescription,
  )
  await expect(page.getByRole('main').getByRole('link', { name: LL.error.backHome })).toHaveAttribute(
    'href',
    localize('/', locale),
  )
  // Error pages are not for search engines and name no canonical URL.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
}

for (const locale of ['uk', 'en'] as const) {
  const LL = DICTIONARIES[locale]

  test(`an unknown path is a 404 page in ${locale}`, async ({ page, allowConsole }) => {
    allowConsole(failedResourceMessage(404, localize('/no-such-page/at-all', locale)))
    const response = await page.goto(localize('/no-such-page/at-all', locale))
    expect(response?.status()).toBe(404)
    expect(response?.headers()['content-type']).toContain('text/html')
    await expectErrorPage(page, locale, 404)
    await waitForHydration(page)
    // Still a 404 once hydrated: nothing replaced it on the client.
    await expectErrorPage(page, locale, 404)
  })

  test(`a server failure (/__fault) is a 500 page in ${locale}`, async ({ page, allowConsole }) => {
    allowConsole(failedResourceMessage(500, localize('/__fault', locale)))
    const response = await page.goto(localize('/__fault', locale))
    expect(response?.status()).toBe(500)
    expect(response?.headers()['content-type']).toContain('text/html')
    await expectErrorPage(page, locale, 500)
    await expect(page.getByRole('main').getByRole('button', { name: LL.error.reload })).toBeVisible()
    await waitForHydration(page)
    await expectErrorPage(page, locale, 500)
  })

  test(`client-side navigation to an unknown link renders the 404 page in ${locale}`, async ({
    page,
    allowConsole,
  }) => {
    // The client router asks the server about the unknown URL (its pageContext JSON), which is a 404.
    allowConsole(failedResourceMessage(404, localize('/gone-missing', locale)))
    await page.goto(localize('/about', locale))
    await waitForHydration(page)
    await page.evaluate(
      (href) => {
        ;(window as unknown as Record<string, unknown>).__e2eSameDocument = true
        const link = document.createElement('a')
        link.href = href
        link.textContent = 'Broken link'
        link.id = 'e2e-broken-link'
        document.querySelector('main')?.append(link)
      },
      localize('/gone-missing', locale),
    )
    await page.locator('#e2e-broken-link').click()
    await expect(page).toHaveURL(new RegExp(`${localize('/gone-missing', locale).replaceAll('/', '\\/')}$`))
    await expectErrorPage(page, locale, 404)
    // The header and language switcher still work from the error page.
    await expect(page.getByRole('navigation', { name: LL.language.label })).toBeVisible()
  })
}

test('a failure met during client-side navigation renders the 500 page, not a blank screen', async ({
  page,
  allowConsole,
}) => {
  // The client router fetches the page's data from the server, which fails on purpose; Vike logs that.
  allowConsole(failedResourceMessage(500, '/en/__fault'))
  allowConsole(
    /^Error: \[vike\]\[Error\] pageContext couldn't be fetched because an error occurred on the server-side/,
  )
  await page.goto('/en/about')
  await waitForHydration(page)
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/en/__fault'
    link.textContent = 'Failing page'
    link.id = 'e2e-failing-link'
    document.querySelector('main')?.append(link)
  })
  await page.locator('#e2e-failing-link').click()
  await expect(page).toHaveURL(/\/en\/__fault$/)
  await expectErrorPage(page, 'en', 500)
})

test('the error page links back home on the client', async ({ page, allowConsole }) => {
  allowConsole(failedResourceMessage(404, '/en/missing'))
  await page.goto('/en/missing')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: DICTIONARIES.en.error.backHome }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING.en.hero.title)
})
