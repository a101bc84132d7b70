import type { APIRequestContext } from '@playwright/test'
import type { MatchHistory } from '../../core/matches/reports.api.ts'
import type { MatchView } from '../../core/tournaments/match-view.ts'
import type { Match, TournamentResults } from '../../core/tournaments/results.schema.ts'
import type { TournamentPage } from '../../core/tournaments/tournament.schema.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { DISPUTED_MATCH } from './match-day-fixture.ts'
import { readyMatches } from './match-day-support.ts'
import { waitForHydration } from './support.ts'

// A match's page, reached from the results tab of a seeded tournament: by keyboard in Ukrainian, by a
// click in English. The demo's matches are scheduled by tests/e2e/seed-e2e.ts (games start, two hours
// a round); a viewer in Tokyo sees their own time beside Kyiv's. The expected words come from the
// dictionaries and the API's answer.

const TEXTS = { uk: ukTournament, en: enTournament } as const
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(:\w+)?\}/g, (_, name: string) => String(values[name]))

/** A played elimination match with both teams, in the demo's first tournament that has one. */
const playedMatch = async (request: APIRequestContext): Promise<{ slug: string; match: Match }> => {
  const list = (await (await request.get('/api/v1/tournaments?page_size=50')).json()) as TournamentPage
  for (const tournament of list.results) {
    const results = (await (
      await request.get(`/api/v1/tournaments/${tournament.slug}/results`)
    ).json()) as TournamentResults
    for (const stage of results.stages) {
      if (stage.kind !== 'double_elimination' && stage.kind !== 'single_elimination') continue
      const match = stage.brackets[0]?.rounds[0]?.matches.find(
        (one) =>
          (one.status === 'completed' || one.status === 'archived') &&
          one.opponents.every((side) => side?.team),
      )
      if (match) return { slug: tournament.slug, match }
    }
  }
  throw new Error('the demo data has a played elimination match')
}

/** `match-day-fixture.ts`'s match: the one of its tournament whose report is disputed. */
const disputedMatch = async (request: APIRequestContext): Promise<{ slug: string; match: Match }> => {
  for (const match of await readyMatches(request)) {
    const history = (await (await request.get(`/api/v1/matches/${match.id}/reports`)).json()) as MatchHistory
    if (history.report?.state === 'disputed') return { slug: DISPUTED_MATCH.tournament, match }
  }
  throw new Error('seed-e2e disputed a match')
}

const viewOf = async (request: APIRequestContext, slug: string, id: string): Promise<MatchView> => {
  const response = await request.get(`/api/v1/tournaments/${slug}/matches/${id}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as MatchView
}

test.use({ timezoneId: 'Asia/Tokyo' })

for (const locale of ['uk', 'en'] as const) {
  test(`a match of the results tab opens its page, which names the teams, round, format and time (${locale})`, async ({
    page,
    request,
  }) => {
    const T = TEXTS[locale]
    const prefix = locale === 'en' ? '/en' : ''
    const { slug, match } = await playedMatch(request)
    const view = await viewOf(request, slug, match.id)
    const [a, b] = view.sides.map((side) => side?.team?.name ?? '')
    await page.goto(`${prefix}/tournaments/${slug}/results`)
    await waitForHydration(page)
    const link = page.getByRole('link', {
      name: fill(T.matchPage.linkLabel, {
        match: fill(T.results.match, { number: match.number }),
        teamA: a ?? '',
        teamB: b ?? '',
      }),
    })
    await expect(link).toHaveCount(1)
    if (locale === 'uk') {
      await link.focus()
      await page.keyboard.press('Enter')
    } else await link.click()
    await expect(page).toHaveURL(`${prefix}/tournaments/${slug}/matches/${match.id}`)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fill(T.matchPage.heading, { teamA: a ?? '', teamB: b ?? '' }),
      }),
    ).toBeVisible()
    for (const name of [a, b]) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    const facts = page.getByRole('region', { name: T.matchPage.facts })
    const toWin = Math.floor(view.best_of / 2) + 1
    const format =
      locale === 'en'
        ? `First to ${toWin} ${toWin === 1 ? 'win' : 'wins'} out of ${view.best_of}`
        : `До ${toWin} ${toWin % 10 === 1 && toWin % 100 !== 11 ? 'перемоги' : 'перемог'} з ${view.best_of}`
    await expect(facts).toContainText(format)
    const named = view.round_name
    const round =
      named.name === 'round'
        ? view.bracket === 'upper' || view.bracket === 'lower'
          ? `${T.results.brackets[view.bracket]}, ${fill(T.results.round, { number: named.number })}`
          : fill(T.results.round, { number: named.number })
        : named.name === 'lowerRound'
          ? fill(T.results.roundNames.lowerRound, { number: named.number })
          : T.results.roundNames[named.name]
    await expect(facts).toContainText(round)
    await expect(facts.locator('time')).toHaveAttribute('datetime', view.scheduled_at ?? 'none')
    // Kyiv's time as the server wrote it, and Tokyo's beside it once the page has hydrated.
    await expect(facts).toContainText(locale === 'uk' ? 'Київ' : 'Kyiv')
    await expect(facts).toContainText(locale === 'uk' ? 'за вашим часом' : 'your time')
    await expect(page.getByRole('navigation', { name: T.matchPage.breadcrumbs })).toBeVisible()
    // The demo's results were entered by the organisers: no player reported this match.
    const reports = page.getByRole('region', { name: T.matchPage.reports.heading })
    await expect(reports).toContainText(T.matchPage.reports.none)
    await expect(reports.getByRole('list')).toHaveCount(0)
    await expectNoViolations(page)
  })

  test(`a disputed match shows the report, the dispute and the history, in Kyiv time (${locale})`, async ({
    page,
    request,
  }) => {
    const R = TEXTS[locale].matchPage.reports
    const prefix = locale === 'en' ? '/en' : ''
    const { slug, match } = await disputedMatch(request)
    const view = await viewOf(request, slug, match.id)
    const [a, b] = view.sides.map((side) => ({
      team: side?.team?.name ?? '',
      captain: side?.team?.players.find((player) => player.is_captain)?.nickname ?? '',
    })) as [{ team: string; captain: string }, { team: string; captain: string }]
    if (locale === 'en') await page.setViewportSize({ width: 320, height: 700 })
    await page.goto(`${prefix}/tournaments/${slug}/matches/${match.id}`)
    await waitForHydration(page)
    const reports = page.getByRole('region', { name: R.heading })
    const forfeits = locale === 'uk' ? `${b.team}: технічна поразка` : `${b.team} forfeits`
    await expect(reports).toContainText(
      locale === 'uk' ? `Повідомлення від ${a.captain} (${a.team})` : `Reported by ${a.captain} (${a.team})`,
    )
    await expect(reports).toContainText(forfeits)
    await expect(reports).toContainText(DISPUTED_MATCH.reason)
    await expect(reports).toContainText(
      locale === 'uk'
        ? `Оскаржено командою ${b.team}: рішення за модераторами.`
        : `Disputed by ${b.team}: the moderators will decide.`,
    )
    const history = reports.getByRole('list', { name: R.history })
    const steps = history.getByRole('listitem')
    await expect(steps).toHaveCount(2)
    await expect(steps.nth(0)).toContainText(
      locale === 'uk'
        ? `Звіт від ${a.captain} (${a.team}): ${forfeits}`
        : `Report by ${a.captain} (${a.team}): ${forfeits}`,
    )
    await expect(steps.nth(1)).toContainText(
      `${locale === 'uk' ? `Оскарження від ${b.captain} (${b.team})` : `Disputed by ${b.captain} (${b.team})`}: ${DISPUTED_MATCH.reason}`,
    )
    for (const step of await steps.all())
      await expect(step.locator('time').first()).toHaveText(
        new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2} \\(${locale === 'uk' ? 'Київ' : 'Kyiv'}`),
      )
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }))
    expect(widths.document).toBeLessThanOrEqual(widths.viewport)
    await expectNoViolations(page)
  })
}

test('the page fits a 320-pixel phone without sideways scrolling, teams stacked', async ({
  page,
  request,
}) => {
  const { slug, match } = await playedMatch(request)
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto(`/en/tournaments/${slug}/matches/${match.id}`)
  await waitForHydration(page)
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }))
  expect(widths.document).toBeLessThanOrEqual(widths.viewport)
  const sides = page.locator('.match-side')
  const first = await sides.nth(0).boundingBox()
  const second = await sides.nth(1).boundingBox()
  expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1)
})

test('a match of another tournament, or no match at all, is the site’s 404 page', async ({
  page,
  request,
  allowConsole,
}) => {
  const { slug, match } = await playedMatch(request)
  const list = (await (await request.get('/api/v1/tournaments?page_size=50')).json()) as TournamentPage
  const other = list.results.find((tournament) => tournament.slug !== slug)?.slug ?? 'no-such-cup'
  allowConsole(/404/)
  for (const path of [
    `/tournaments/${other}/matches/${match.id}`,
    `/en/tournaments/${slug}/matches/00000000-0000-4000-8000-000000000000`,
    `/tournaments/${slug}/matches/not-a-match`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByTestId('status-code')).toHaveText('404')
  }
})
