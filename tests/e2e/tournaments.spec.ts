import type { APIRequestContext, Page } from '@playwright/test'
import { filterGroupOf, phaseAt, scheduleFromDto } from '../../core/tournaments/timeline.ts'
import type { TournamentPage, TournamentSummary } from '../../core/tournaments/tournament.schema.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, type Locale, localize, waitForHydration } from './support.ts'

// The tournament list and a tournament's tabs, in both languages, as a visitor uses them: links and
// GET forms (also without JavaScript), tabs that keep the scroll position, and axe on every view.
// Expectations come from the API's data and the dictionaries, never from the page's own code.

const TEXTS = { uk: ukTournament, en: enTournament } as const
const TABS = ['overview', 'details', 'participants', 'results', 'rules'] as const
const all = async (request: APIRequestContext): Promise<ReadonlyArray<TournamentSummary>> => {
  const response = await request.get('/api/v1/tournaments?limit=50')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as TournamentPage).results
}

const cardNames = (page: Page) => page.locator('.tournament-card__title').allTextContents()

const tabPath = (slug: string, tab: (typeof TABS)[number]) =>
  tab === 'overview' ? `/tournaments/${slug}` : `/tournaments/${slug}/${tab}`

for (const locale of LOCALES) {
  const T = TEXTS[locale]
  const at = (path: string) => localize(path, locale as Locale)

  test.describe(`tournament list (${locale})`, () => {
    test('shows every public tournament, and each filter shows its timeline group', async ({
      page,
      request,
    }) => {
      const tournaments = await all(request)
      const now = new Date()
      await page.goto(at('/tournaments'))
      expect((await cardNames(page)).sort()).toEqual(tournaments.map((t) => t.name).sort())
      const filters = page.getByRole('navigation', { name: T.list.filters.label })
      await expect(filters.getByRole('link', { name: T.list.filters.all })).toHaveAttribute(
        'aria-current',
        'page',
      )
      for (const filter of ['upcoming', 'active', 'finished'] as const) {
        await filters.getByRole('link', { name: T.list.filters[filter] }).click()
        await expect(page).toHaveURL(new RegExp(`\\?filter=${filter}$`))
        await expect(filters.getByRole('link', { name: T.list.filters[filter] })).toHaveAttribute(
          'aria-current',
          'page',
        )
        const expected = tournaments
          // A cancelled tournament is over whatever its dates said.
          .filter(
            (t) =>
              (t.status === 'cancelled' ? 'finished' : filterGroupOf(phaseAt(scheduleFromDto(t), now))) ===
              filter,
          )
          .map((t) => t.name)
          .sort()
        if (expected.length === 0)
          await expect(page.getByRole('heading', { name: T.list.emptyTitle })).toBeVisible()
        else expect((await cardNames(page)).sort()).toEqual(expected)
        // The filtered list reloads the same.
        await page.reload()
        if (expected.length > 0) expect((await cardNames(page)).sort()).toEqual(expected)
      }
    })

    test('searches by name or game with the query in the URL, and says when nothing matches', async ({
      page,
      request,
    }) => {
      const [first] = await all(request)
      if (!first) throw new Error('the demo data has tournaments')
      await page.goto(at('/tournaments'))
      await waitForHydration(page)
      await page.getByLabel(T.list.search.label).fill(first.game)
      await page.getByRole('button', { name: T.list.search.submit }).click()
      await expect(page).toHaveURL(/search=/)
      const names = await cardNames(page)
      expect(names).toContain(first.name)
      await page.goto(`${at('/tournaments')}?search=${encodeURIComponent('no such tournament anywhere')}`)
      await expect(page.getByRole('heading', { name: T.list.emptyTitle })).toBeVisible()
      await expect(page.locator('.tournament-card')).toHaveCount(0)
    })

    test('has no axe violations, also when filtered and empty', async ({ page }) => {
      for (const url of [
        at('/tournaments'),
        `${at('/tournaments')}?filter=finished`,
        `${at('/tournaments')}?search=zzzz`,
      ]) {
        await page.goto(url)
        await waitForHydration(page)
        await expectNoViolations(page)
      }
    })
  })

  test.describe(`tournament page (${locale})`, () => {
    test('every tab answers at its own URL, marked current in the tab bar', async ({ page, request }) => {
      const [first] = await all(request)
      if (!first) throw new Error('the demo data has tournaments')
      for (const tab of TABS) {
        const response = await page.goto(at(tabPath(first.slug, tab)))
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
        const tabs = page.getByRole('navigation', { name: T.tabs.label })
        await expect(tabs.getByRole('link', { name: T.tabs[tab], exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        )
        await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1)
        if (tab !== 'overview')
          await expect(page).toHaveTitle(
            T.tabTitle.replace(/\{tab(:string)?\}/, T.tabs[tab]).replace(/\{name(:string)?\}/, first.name),
          )
      }
    })

    test('switching tabs by click keeps the scroll position and the document', async ({ page, request }) => {
      const [first] = await all(request)
      if (!first) throw new Error('the demo data has tournaments')
      await page.setViewportSize({ width: 1280, height: 500 })
      await page.goto(at(tabPath(first.slug, 'overview')))
      await waitForHydration(page)
      await page.evaluate(() => {
        ;(window as unknown as { marker: string }).marker = 'same document'
      })
      const tabs = page.getByRole('navigation', { name: T.tabs.label })
      await tabs.scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollBy(0, 40))
      const scrollY = await page.evaluate(() => window.scrollY)
      expect(scrollY).toBeGreaterThan(0)
      for (const tab of ['details', 'participants', 'results', 'rules', 'overview'] as const) {
        await tabs.getByRole('link', { name: T.tabs[tab], exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${tabPath(first.slug, tab)}$`))
        await expect(tabs.getByRole('link', { name: T.tabs[tab], exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        )
        expect(await page.evaluate(() => window.scrollY), tab).toBe(scrollY)
      }
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        'same document',
      )
    })

    test('has no axe violations on any tab', async ({ page, request }) => {
      const [first] = await all(request)
      if (!first) throw new Error('the demo data has tournaments')
      for (const tab of TABS) {
        await page.goto(at(tabPath(first.slug, tab)))
        await waitForHydration(page)
        await expectNoViolations(page)
      }
    })

    test('the head carries the sharing cards and a safe schema.org event', async ({ page, request }) => {
      const [first] = await all(request)
      if (!first) throw new Error('the demo data has tournaments')
      await page.goto(at(tabPath(first.slug, 'details')))
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new RegExp(`${at(tabPath(first.slug, 'details'))}$`),
      )
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /^summary/)
      const json = await page.locator('script[type="application/ld+json"]').textContent()
      const event = JSON.parse(json ?? '{}') as Record<string, unknown>
      expect(event).toMatchObject({
        '@type': 'SportsEvent',
        name: first.name,
        startDate: first.games_start,
        endDate: first.games_end,
        location: { '@type': 'VirtualLocation' },
      })
      await expect(page.getByRole('link', { name: T.addToCalendar })).toHaveAttribute(
        'href',
        `/tournaments/${first.slug}.ics`,
      )
    })

    test('the participants search keeps its query in the URL', async ({ page, request }) => {
      const [first] = await all(request)
      if (!first) throw new Error('the demo data has tournaments')
      await page.goto(at(tabPath(first.slug, 'participants')))
      await waitForHydration(page)
      await page.getByLabel(T.participants.searchLabel).fill('zzzz')
      await page.getByRole('button', { name: T.participants.searchSubmit }).click()
      await expect(page).toHaveURL(new RegExp(`${tabPath(first.slug, 'participants')}\\?search=zzzz$`))
      await expect(
        page.getByText(T.participants.noMatch.replace(/\{search(:string)?\}/, 'zzzz')),
      ).toBeVisible()
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('filters, search and pages are plain links and a GET form', async ({ page, request }) => {
    const tournaments = await all(request)
    await page.goto('/en/tournaments')
    await page
      .getByRole('navigation', { name: enTournament.list.filters.label })
      .getByRole('link', { name: 'Finished' })
      .click()
    await expect(page).toHaveURL(/\/en\/tournaments\?filter=finished$/)
    await page.getByLabel(enTournament.list.search.label).fill(tournaments[0]?.name ?? '')
    await page.getByRole('button', { name: enTournament.list.search.submit }).click()
    await expect(page).toHaveURL(/filter=finished/)
    await expect(page).toHaveURL(/search=/)
    // Past the last page: the list says it is empty rather than failing.
    await page.goto('/en/tournaments?page=999')
    await expect(page.getByRole('heading', { name: enTournament.list.emptyTitle })).toBeVisible()
  })

  test('a tab opens by its link', async ({ page, request }) => {
    const [first] = await all(request)
    if (!first) throw new Error('the demo data has tournaments')
    await page.goto(`/en/tournaments/${first.slug}`)
    await page
      .getByRole('navigation', { name: enTournament.tabs.label })
      .getByRole('link', { name: 'Rules' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/en/tournaments/${first.slug}/rules$`))
  })
})

test('an unknown tournament, or an unknown tab, is the 404 page', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource: the server responded with a status of 404/)
  for (const url of ['/en/tournaments/no-such-tournament/details', '/en/tournaments/cs2-kyiv-cup/nope']) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
  }
})
