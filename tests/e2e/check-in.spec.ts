import { ACCOUNT, fill, toast } from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { CHECK_IN_CAPTAINS, CHECK_IN_LEAGUE } from './check-in-fixture.ts'
import { expect, test } from './fixtures.ts'
import { api, openMyTournaments, TEXTS, TOURNAMENT_TEXTS, teamCard } from './my-tournaments-support.ts'
import { LOCALES, localize, waitForHydration } from './support.ts'
import { signInWithRequest, useFreshClientAddress } from './support-accounts.ts'

// Check-in (spec §6) against the real server: the demo league's check-in is open whatever the hour,
// and the e2e database gives each language a captain of one of its confirmed teams (seed-e2e.ts).
// The captain checks the team in on My tournaments; the tournament page says so before (with the
// countdown to the close) and after.

const CLOSES_IN_10_MINUTES_5_SECONDS = {
  uk: 'Закриється через 0 годин 10 хвилин 5 секунд.',
  en: 'Closes in 0 hours 10 minutes 5 seconds.',
} as const

test.beforeEach(async ({ context }) => {
  await useFreshClientAddress(context)
})

for (const locale of LOCALES) {
  const T = TEXTS[locale]
  const N = TOURNAMENT_TEXTS[locale].checkInNotice

  test(`${locale}: a captain checks the team in on My tournaments; the tournament page says so before and after`, async ({
    page,
  }) => {
    await signInWithRequest(page.request, CHECK_IN_CAPTAINS[locale])
    const mine = await api(page.request, 'GET', '/me/tournaments')
    const entry = (
      mine.body.results as ReadonlyArray<{ tournament: { slug: string }; team: { id: string; name: string } }>
    ).find(({ tournament }) => tournament.slug === CHECK_IN_LEAGUE)
    if (!entry) throw new Error(`the captain has no team in ${CHECK_IN_LEAGUE}`)
    const { id, name } = entry.team
    // The browser's clock 10 minutes 5 seconds before check-in closes, for the countdowns.
    const checkInWindow = (await api(page.request, 'GET', `/teams/${id}`)).body.check_in as {
      closes_at: string
    }
    await page.clock.setFixedTime(Date.parse(checkInWindow.closes_at) - (10 * 60 + 5) * 1000)

    // Before: the tournament page says check-in is open, until when, and where to check in.
    await page.goto(localize(`/tournaments/${CHECK_IN_LEAGUE}`, locale))
    await waitForHydration(page)
    const notice = page.getByRole('region', { name: N.label })
    await expect(notice).toContainText(`${N.open.split('{name')[0]}${name}`)
    await expect(notice.getByRole('link', { name: N.manage })).toBeVisible()
    await expect(notice.locator('.team-countdown')).toHaveText(CLOSES_IN_10_MINUTES_5_SECONDS[locale])
    await expectNoViolations(page, 'tournament page: check-in open')

    // My tournaments: the check-in section counts down to the close, with the button.
    await openMyTournaments(page, locale)
    const checkIn = teamCard(page, locale, name).getByRole('region', { name: T.checkIn.heading })
    await expect(checkIn).toContainText(T.checkIn.closesIn.split('{time')[0] ?? '')
    await expectNoViolations(page, 'my tournaments: check-in open')
    await checkIn.getByRole('button', { name: T.checkIn.button }).click()
    await expect(toast(page, ACCOUNT[locale].flows.messages.checkedIn)).toBeVisible()
    await expect(checkIn).toContainText(T.checkIn.done)
    await expect(checkIn.getByRole('button')).toHaveCount(0)
    await expect(teamCard(page, locale, name).locator('.team-state .badge')).toHaveText(T.state.checked_in)
    await expectNoViolations(page, 'my tournaments: checked in')

    // The server agrees, and the tournament page says it is done.
    const team = await api(page.request, 'GET', `/teams/${id}`)
    expect(team.body.state).toBe('checked_in')
    await page.goto(localize(`/tournaments/${CHECK_IN_LEAGUE}`, locale))
    await waitForHydration(page)
    await expect(notice).toContainText(fill(N.done, { name }))
    await expect(notice.getByRole('link')).toHaveCount(0)
    await expectNoViolations(page, 'tournament page: checked in')
  })
}
