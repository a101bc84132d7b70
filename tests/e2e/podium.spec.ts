import type { Page } from '@playwright/test'
import enTournament from '../../locales/en/tournament/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

// Who won a finished tournament, from the demo seed's results (server/tournaments/stages/seed-results.ts),
// read off its brackets by hand:
// - cs2-winter-showdown, double elimination: Kyiv Wolves beat Kharkiv Phoenix 2:0 in the grand final;
//   Dnipro Dragons lost the lower bracket final to Kharkiv Phoenix.
// - ea-fc-ukraine-cup, a four-team single-elimination playoff without a third-place match: Poltava
//   Storm beat Dnipro Dragons in the final; Kyiv Wolves and Odesa Sharks lost the semifinals.
const FINISHED: ReadonlyArray<{ slug: string; places: readonly [string[], string[], string[]] }> = [
  {
    slug: 'cs2-winter-showdown',
    places: [['Kyiv Wolves'], ['Kharkiv Phoenix'], ['Dnipro Dragons']],
  },
  {
    slug: 'ea-fc-ukraine-cup',
    places: [['Poltava Storm'], ['Dnipro Dragons'], ['Kyiv Wolves', 'Odesa Sharks']],
  },
]
// Its registration has not started: the games are weeks away.
const UPCOMING = 'mlbb-odesa-open'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const
interface Texts {
  readonly podium: Readonly<Record<'title' | 'champion' | 'place' | 'allResults', string>>
  readonly overview: { readonly prizes: string; readonly howToPlay: string }
  readonly addToCalendar: string
}
const LANGUAGES: ReadonlyArray<readonly [string, Texts]> = [
  ['', ukTournament],
  ['/en', enTournament],
]

const place = (texts: Texts, n: number) => texts.podium.place.replace(/\{place(:number)?\}/, String(n))

const expectPodium = async (page: Page, texts: Texts, places: readonly [string[], string[], string[]]) => {
  const podium = page.getByRole('region', { name: texts.podium.title })
  const champion = podium.getByTestId('champion')
  await expect(champion).toContainText(texts.podium.champion)
  await expect(champion.locator('.podium__name')).toHaveText([...places[0]])
  for (const n of [2, 3] as const) {
    const row = podium.locator(`[data-place="${n}"]`)
    await expect(row.locator('.podium__label')).toHaveText(place(texts, n))
    await expect(row.locator('.podium__name')).toHaveText([...(places[n - 1] ?? [])])
  }
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size })

    for (const [prefix, texts] of LANGUAGES) {
      for (const { slug, places } of FINISHED) {
        test(`${prefix || '/'} ${slug}: the champion banner, the podium and the prizes' teams`, async ({
          page,
        }) => {
          await page.goto(`${prefix}/tournaments/${slug}`)
          await expectPodium(page, texts, places)
          // Each paid place names the team (or the teams sharing it) that took it.
          const prizes = page.getByRole('region', { name: texts.overview.prizes })
          await expect(prizes.getByTestId('prize-team')).toHaveText(places.flat())
          // The games are over: nothing left to learn to play or to put in a calendar.
          await expect(page.getByRole('heading', { name: texts.overview.howToPlay })).toHaveCount(0)
          await expect(page.getByRole('link', { name: texts.addToCalendar })).toHaveCount(0)
          await expect(page.getByRole('link', { name: texts.podium.allResults })).toHaveCount(2)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width)
          await expectNoViolations(page)

          await page.goto(`${prefix}/tournaments/${slug}/results`)
          await expectPodium(page, texts, places)
          await expect(page.getByRole('link', { name: texts.addToCalendar })).toHaveCount(0)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width)
          await expectNoViolations(page)
        })
      }

      test(`${prefix || '/'} an upcoming tournament keeps how to play and the calendar, without a podium`, async ({
        page,
      }) => {
        await page.goto(`${prefix}/tournaments/${UPCOMING}`)
        await expect(page.getByRole('heading', { name: texts.overview.howToPlay })).toBeVisible()
        await expect(page.getByRole('link', { name: texts.addToCalendar })).toBeVisible()
        await expect(page.getByRole('region', { name: texts.podium.title })).toHaveCount(0)
        await expect(page.getByTestId('champion')).toHaveCount(0)
        await expect(page.getByTestId('prize-team')).toHaveCount(0)
        await page.goto(`${prefix}/tournaments/${UPCOMING}/results`)
        await expect(page.getByTestId('podium')).toHaveCount(0)
      })
    }
  })
}
