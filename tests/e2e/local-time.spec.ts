import type { TournamentPayload } from '../../core/tournaments/tournament.schema.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// The demo data puts CS2 Kyiv Cup's registration start at 09:00 UTC and its games at 15:00 UTC on days
// counted from today, so the hours below are fixed and only the dates move. Tokyo keeps UTC+9 all
// year: 15:00 UTC is midnight of the next day there, so the viewer's date is named.
const SLUG = 'cs2-kyiv-cup'

const tournamentOf = async (request: import('@playwright/test').APIRequestContext) => {
  const response = await request.get('/api/v1/tournaments')
  expect(response.ok()).toBe(true)
  const found = ((await response.json()) as { results: TournamentPayload[] }).results.find(
    (t) => t.slug === SLUG,
  )
  if (!found) throw new Error(`the demo data has ${SLUG}`)
  return found
}

const day = (instant: number): string => {
  const at = new Date(instant)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${at.getUTCFullYear()}`
}

const texts = {
  uk: { prefix: '', schedule: 'Розклад', kyiv: 'Київ', yours: 'за вашим часом' },
  en: { prefix: '/en', schedule: 'Schedule', kyiv: 'Kyiv', yours: 'your time' },
} as const

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`times at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test.describe('a viewer in Tokyo', () => {
      test.use({ timezoneId: 'Asia/Tokyo' })

      for (const [locale, T] of Object.entries(texts)) {
        test(`sees Kyiv time with its offset and their own beside it (${locale})`, async ({
          page,
          request,
        }) => {
          const tournament = await tournamentOf(request)
          const registration = Date.parse(tournament.registration_start)
          const games = Date.parse(tournament.games_start)
          expect(new Date(registration).getUTCHours()).toBe(9)
          expect(new Date(games).getUTCHours()).toBe(15)
          await page.goto(`${T.prefix}/tournaments/${SLUG}`)
          await waitForHydration(page)
          const rows = page.getByRole('region', { name: T.schedule }).locator('dd')
          // Kyiv is on UTC+2 in winter and UTC+3 in summer: the server's text says which.
          const kyiv = (await rows.nth(0).locator('time').textContent()) ?? ''
          const summer = kyiv.endsWith('UTC+3)')
          await expect(rows.nth(0)).toHaveText(
            summer
              ? `${day(registration)} 12:00 (${T.kyiv}, UTC+3) · 18:00 ${T.yours} (UTC+9)`
              : `${day(registration)} 11:00 (${T.kyiv}, UTC+2) · 18:00 ${T.yours} (UTC+9)`,
          )
          await expect(rows.nth(2)).toHaveText(
            summer
              ? `${day(games)} 18:00 (${T.kyiv}, UTC+3) · ${day(games + 86_400_000)} 00:00 ${T.yours} (UTC+9)`
              : `${day(games)} 17:00 (${T.kyiv}, UTC+2) · ${day(games + 86_400_000)} 00:00 ${T.yours} (UTC+9)`,
          )
          await expectNoViolations(page)
        })
      }
    })

    test.describe('a viewer in Kyiv', () => {
      test.use({ timezoneId: 'Europe/Kyiv' })

      for (const [locale, T] of Object.entries(texts)) {
        test(`sees Kyiv time alone (${locale})`, async ({ page, request }) => {
          const tournament = await tournamentOf(request)
          const games = Date.parse(tournament.games_start)
          await page.goto(`${T.prefix}/tournaments/${SLUG}`)
          await waitForHydration(page)
          const rows = page.getByRole('region', { name: T.schedule }).locator('dd')
          await expect(rows.nth(2)).toHaveText(
            new RegExp(`^${day(games).replaceAll('.', '\\.')} 1[78]:00 \\(${T.kyiv}, UTC\\+[23]\\)$`),
          )
          await expect(page.locator('.local-time')).toHaveCount(0)
        })
      }
    })
  })
}
