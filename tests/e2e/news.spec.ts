import type { APIRequestContext, Page } from '@playwright/test'
import enNews from '../../locales/en/news/index.ts'
import ukNews from '../../locales/uk/news/index.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, type Locale, localize, waitForHydration } from './support.ts'

// News and cases in both languages: the list server-rendered, its tabs by URL and by click (a client
// navigation), its pages, an article with its date, cover, JSON-LD and sharing tags, the fallback
// language, a draft as the 404 page, axe on each view, and the feeds and sitemap as XML. Expectations
// come from the API and the dictionaries, never from the page's own code.

const TEXTS = { uk: ukNews, en: enNews } as const
const PAGE_SIZE = 9
const UK_ONLY = 'kyiv-community-meetup'
const DRAFT = 'vatra-cup-winter-announcement'

interface Card {
  readonly id: string
  readonly category: 'news' | 'cases'
  readonly title: string
  readonly published_at: string
}

const published = async (request: APIRequestContext, locale: Locale, category = 'all') => {
  const response = await request.get(`${localize('/api/v1/news', locale)}?category=${category}&page_size=50`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { results: Card[] }).results
}

/** dd.mm.yyyy in Kyiv time, worked out here with the browser-independent Intl API. */
const kyivDate = (iso: string): string => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kyiv',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso))
  const part = (type: string) => parts.find((p) => p.type === type)?.value
  return `${part('day')}.${part('month')}.${part('year')}`
}

const cardTitles = (page: Page) => page.locator('.news-card__title').allTextContents()

for (const locale of LOCALES) {
  const N = TEXTS[locale]
  const at = (path: string) => localize(path, locale)

  test(`news list (${locale}): tabs by URL and by click, pages, feed link, axe`, async ({
    page,
    request,
  }) => {
    const all = await published(request, locale)
    const cases = all.filter((card) => card.category === 'cases')

    // Rendered on the server: the HTML alone has the heading, the first page's cards and the feed link.
    const html = await (await request.get(at('/news?category=cases'))).text()
    expect(html).toContain(`<h1>${N.title}</h1>`)
    for (const card of cases) expect(html).toContain(`href="${at(`/news/${card.id}`)}"`)
    expect(html).toContain(`type="application/rss+xml"`)

    await page.goto(at('/news'))
    await waitForHydration(page)
    await expect(page.locator('main h1')).toHaveText(N.title)
    expect(await cardTitles(page)).toEqual(all.slice(0, PAGE_SIZE).map((card) => card.title))
    const first = all[0]
    if (!first) throw new Error('no news')
    await expect(page.locator('.news-card').first().locator('time')).toHaveText(kyivDate(first.published_at))
    await expect(page.locator('.news-card__cover').first()).toHaveAttribute('width', '1200')
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      new RegExp(`${at('/news/feed.xml').replace(/[/.]/g, '\\$&')}$`),
    )
    await expectNoViolations(page)

    // A click on a tab is a client navigation: the marker set on this document survives it.
    await page.evaluate(() => Object.assign(window, { newsMarker: true }))
    const tabs = page.getByRole('navigation', { name: N.tabs.label })
    await tabs.getByRole('link', { name: N.tabs.cases }).click()
    await expect(page).toHaveURL(new RegExp(`${at('/news').replace(/\//g, '\\/')}\\?category=cases$`))
    await expect(tabs.getByRole('link', { name: N.tabs.cases })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.news-card__title')).toHaveCount(cases.length)
    expect(await cardTitles(page)).toEqual(cases.map((card) => card.title))
    for (const badge of await page.locator('.news-badge').allTextContents())
      expect(badge).toBe(N.category.cases)
    expect(await page.evaluate(() => 'newsMarker' in window)).toBe(true)

    // The second page, by its link and by URL.
    await page.goto(at('/news'))
    const pages = page.getByRole('navigation', { name: N.pagination.label })
    await pages
      .getByRole('link', { name: N.pagination.goTo.replace('{page}', '2').replace('{page:number}', '2') })
      .click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(page.locator('.news-card__title')).toHaveCount(all.length - PAGE_SIZE)
    expect(await cardTitles(page)).toEqual(all.slice(PAGE_SIZE).map((card) => card.title))
  })

  test(`news article (${locale}): date, cover, body, JSON-LD, sharing, more items, axe`, async ({
    page,
    request,
  }) => {
    const all = await published(request, locale)
    const item = all.find((card) => card.category === 'cases')
    if (!item) throw new Error('no case')
    await page.goto(at(`/news/${item.id}`))
    await waitForHydration(page)
    const article = page.locator('article.news-article')
    await expect(article.locator('h1')).toHaveText(item.title)
    await expect(article.locator('time')).toHaveText(kyivDate(item.published_at))
    await expect(article.locator('.news-badge')).toHaveText(N.category.cases)
    await expect(article.locator('.news-article__cover')).toHaveAttribute('height', '630')
    await expect(article.locator('.news-article__body h2').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: N.more })).toBeVisible()
    await expect(page.locator('.news-card')).toHaveCount(3)

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: item.title,
      datePublished: item.published_at,
    })
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(/^http:\/\/localhost:\d+\/media\/news-covers\/[0-9a-f]{32}\.svg$/)
    expect((await request.get(image ?? '')).headers()['content-type']).toContain('image/svg+xml')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${at(`/news/${item.id}`)}$`),
    )
    await expectNoViolations(page)

    // An item written only in Ukrainian says so with its lang on the English page; a draft is not found.
    await page.goto(at(`/news/${UK_ONLY}`))
    for (const part of ['h1', '.lead', '.news-article__body'])
      expect(await page.locator(`article.news-article ${part}`).getAttribute('lang'), part).toBe(
        locale === 'en' ? 'uk' : null,
      )
    expect(await page.locator('article.news-article .news-badge').getAttribute('lang')).toBeNull()
    expect((await request.get(at(`/news/${DRAFT}`))).status()).toBe(404)
  })
}

test('the feeds and the sitemap are well-formed XML', async ({ page, request }) => {
  await page.goto('/news')
  for (const path of ['/news/feed.xml', '/en/news/feed.xml', '/sitemap.xml']) {
    const text = await (await request.get(path)).text()
    const result = await page.evaluate((xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml')
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        links: [...document.querySelectorAll('item > link, url > loc')].map((node) => node.textContent ?? ''),
      }
    }, text)
    expect(result.error, path).toBeNull()
    expect(
      result.links.some((link) => /^http:\/\/localhost:\d+(\/en)?\/news\/[a-z0-9-]+$/.test(link)),
      path,
    ).toBe(true)
    expect(result.links.join(' '), path).not.toContain(DRAFT)
  }
})
