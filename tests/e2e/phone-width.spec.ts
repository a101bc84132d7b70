import type { APIRequestContext, Page } from '@playwright/test'
import type { TournamentPayload } from '../../core/tournaments/tournament.schema.ts'
import { TOURNAMENT_TABS, tournamentTabPath } from '../../ui/features/tournaments/tabs.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize } from './support.ts'

// On a phone (390 px) nothing makes a page wider than the screen: a wide bracket or table scrolls in
// its own box, and a tournament's tabs stay one row that scrolls sideways, the current tab in view.

test.use({ viewport: { width: 390, height: 844 } })

/**
 * Scrolls every open standings table that is wider than its box halfway, and names the team and
 * deciding cells of its header row and first row that leave the box (they should stay: sticky).
 */
const outOfViewWhenScrolled = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.table-scroll')].flatMap((box) => {
      if (box.closest('details:not([open])') || box.scrollWidth <= box.clientWidth) return []
      box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2
      const shown = box.getBoundingClientRect()
      const cells = box.querySelectorAll(
        'tr:first-child > .standings__team, tr:first-child > .standings__decisive',
      )
      if (cells.length < 2) return [`${box.querySelector('caption')?.textContent}: no sticky cells`]
      return [...cells].flatMap((cell) => {
        const { left, right } = cell.getBoundingClientRect()
        return left < shown.left - 1 || right > shown.right + 1 ? [cell.textContent ?? ''] : []
      })
    }),
  )

const tournaments = async (request: APIRequestContext): Promise<TournamentPayload[]> => {
  const response = await request.get('/api/v1/tournaments')
  expect(response.ok()).toBe(true)
  const { count, results } = (await response.json()) as { count: number; results: TournamentPayload[] }
  expect(results).toHaveLength(count)
  return results
}

const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('.tabs-nav ul')
    const tabs = [...document.querySelectorAll('.tabs-nav a')].map((tab) => tab.getBoundingClientRect())
    const current = document.querySelector('.tabs-nav [aria-current="page"]')?.getBoundingClientRect()
    const box = nav?.getBoundingClientRect()
    return {
      documentWidth: document.documentElement.scrollWidth,
      screenWidth: document.documentElement.clientWidth,
      tabRows: new Set(tabs.map((tab) => Math.round(tab.top))).size,
      currentInView:
        current !== undefined &&
        box !== undefined &&
        current.left >= box.left - 1 &&
        current.right <= box.right + 1,
    }
  })

// One test per seeded tournament, so that two workers share them; the first checks there are no more.
const SEEDED = 9

for (let index = 0; index < SEEDED; index++) {
  test(`seeded tournament #${index + 1}: every tab fits a 390 px screen, in both languages`, async ({
    page,
    request,
  }) => {
    const all = await tournaments(request)
    if (index === 0) expect(all).toHaveLength(SEEDED)
    const tournament = all[index]
    if (!tournament) throw new Error(`the demo data has ${SEEDED} tournaments`)
    for (const locale of LOCALES) {
      for (const tab of TOURNAMENT_TABS) {
        const path = localize(tournamentTabPath(tournament.slug, tab), locale)
        await page.goto(path)
        const layout = await layoutOf(page)
        expect(layout.documentWidth, `${path}: the page's width`).toBeLessThanOrEqual(layout.screenWidth)
        expect(layout.tabRows, `${path}: the tabs in one row`).toBe(1)
        await expect
          .poll(async () => (await layoutOf(page)).currentInView, `${path}: the current tab shown`)
          .toBe(true)
        if (tab === 'results')
          expect(await outOfViewWhenScrolled(page), `${path}: tables scrolled`).toEqual([])
      }
    }
  })
}
