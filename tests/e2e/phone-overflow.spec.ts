import type { Locator, Page } from '@playwright/test'
import { TEAM_NAME_MAX } from '../../core/teams/team-limits.ts'
import { type Box, boxOf, showToast } from './boxes.ts'
import { expect, test } from './fixtures.ts'
import { api, completeProfile, OPEN_TOURNAMENT, openMyTournaments } from './my-tournaments-support.ts'
import { type Locale, localize, waitForHydration } from './support.ts'
import { signedInUser } from './support-accounts.ts'

// What a phone (390×844) showed wrong: a long unbroken team name widening the page, the game's name
// flush against (or past) its cover's edge, a toast over the page's heading.
test.use({ viewport: { width: 390, height: 844 } })

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** The box of the text's glyphs themselves (its line boxes), not of the element holding them. */
const textBoxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const rects = [...range.getClientRects()]
    return {
      left: Math.min(...rects.map((rect) => rect.left)),
      right: Math.max(...rects.map((rect) => rect.right)),
      top: Math.min(...rects.map((rect) => rect.top)),
      bottom: Math.max(...rects.map((rect) => rect.bottom)),
    }
  })

for (const locale of ['uk', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale}: a ${TEAM_NAME_MAX}-character unbroken team name keeps My tournaments and the check-in card within the screen`, async ({
    page,
  }) => {
    await signedInUser(page)
    await completeProfile(page.request)
    const tournament = (await (await page.request.get(`/api/v1/tournaments/${OPEN_TOURNAMENT}`)).json()) as {
      id: string
    }
    // Names are unique in a tournament: the run's digits close an otherwise unbroken row of W.
    const digits = String(Date.now() % 1_000_000).padStart(6, '0')
    const name = 'W'.repeat(TEAM_NAME_MAX - digits.length) + digits
    expect(name).toHaveLength(32)
    const created = await api(page.request, 'POST', `/tournaments/${tournament.id}/teams`, {
      name,
      captain_discord: 'olena_k',
      description: '',
      join_password: 'wolves-1',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    await openMyTournaments(page, locale)
    await expect(page.getByText(name).first()).toBeVisible()
    expect(await pageWidth(page)).toBe(390)
    // Nor is it cut off: every place that names the team shows it whole within the screen.
    for (const shown of await page.getByText(name).all()) {
      if (!(await shown.isVisible())) continue
      const text = await textBoxOf(shown)
      expect(text.left).toBeGreaterThanOrEqual(0)
      expect(text.right).toBeLessThanOrEqual(390)
    }

    // The tournament page: the check-in card (check-in opens an hour before the games) and the hero's
    // "Your team" both name the team.
    await page.goto(localize(`/tournaments/${OPEN_TOURNAMENT}`, locale))
    await waitForHydration(page)
    const notice = page.locator('.check-in-notice')
    await expect(notice).toContainText(name)
    expect(await pageWidth(page)).toBe(390)
    const card = await boxOf(notice)
    const text = await textBoxOf(notice.locator('p').first())
    expect(text.right).toBeLessThanOrEqual(card.right)
  })

  test(`${locale}: "Mobile Legends: Bang Bang" stays inside its cover, on the list and the tournament's page`, async ({
    page,
  }) => {
    for (const path of ['/tournaments', '/tournaments/mlbb-odesa-open']) {
      await page.goto(localize(path, locale))
      const cover = page.locator('.game-cover', { hasText: 'Mobile Legends: Bang Bang' }).first()
      await expect(cover).toBeVisible()
      const box = await boxOf(cover)
      const text = await textBoxOf(cover.locator('.game-cover__name'))
      // Inside the cover with room to spare (8 px) on every side, not flush against its edge.
      expect(text.left - box.left, path).toBeGreaterThanOrEqual(8)
      expect(box.right - text.right, path).toBeGreaterThanOrEqual(8)
      expect(text.top - box.top, path).toBeGreaterThanOrEqual(8)
      expect(box.bottom - text.bottom, path).toBeGreaterThanOrEqual(8)
    }
  })

  test(`${locale}: a toast leaves the page's heading uncovered`, async ({ page }) => {
    const toast = await showToast(page, localize('/about', locale))
    const toastBox = await boxOf(toast)
    const heading = await boxOf(page.getByRole('heading', { level: 1 }))
    const apart =
      toastBox.bottom <= heading.top ||
      toastBox.top >= heading.bottom ||
      toastBox.right <= heading.left ||
      toastBox.left >= heading.right
    expect(apart, JSON.stringify({ toastBox, heading })).toBe(true)
    // Whole on the screen.
    expect(toastBox.bottom).toBeLessThanOrEqual(844)
    expect(toastBox.top).toBeGreaterThanOrEqual(0)
  })
}
