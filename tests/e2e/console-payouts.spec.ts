import type { Page } from '@playwright/test'
import { formatCurrency } from '../../core/shared/format/number.ts'
import enConsole from '../../locales/en/console/index.ts'
import { validation as enValidation } from '../../locales/en/flows.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukConsole from '../../locales/uk/console/index.ts'
import { validation as ukValidation } from '../../locales/uk/flows.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { expectNoViolations } from './axe.ts'
import { endGames, publishedTournament, registerTeam, signInAsStaff, staffApi } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import { failedResourceMessage, LOCALES, localize, waitForHydration } from './support.ts'

// The organisers' prize payouts on a phone, in both languages (spec §4, §9): a tournament whose games
// ended 30 hours ago shows its unpaid prizes overdue; a payout with a bad amount is refused by its
// field and keeps what was typed; fixed and sent by keyboard, it is recorded, said in a toast, shown
// in the table; of two tabs on the same version the second is told, keeps its input and reads the
// page again; the public tournament page's ledger shows the payout.

const CONSOLE = { uk: ukConsole, en: enConsole } as const
const TOURNAMENT = { uk: ukTournament, en: enTournament } as const
const VALIDATION = { uk: ukValidation, en: enValidation } as const
const TOASTS = { uk: ukConsole.messages, en: enConsole.messages } as const
const PHONE = { width: 390, height: 844 } as const
// The plural form of the overdue count, written out by hand.
const TWO_OVERDUE = { uk: '2 місця досі без виплати', en: '2 places are still unpaid' } as const
const PRIZES = [
  { place: 1, amount: 500 },
  { place: 2, amount: 300 },
  { place: 3, amount: 0 },
]

/** A dictionary text with its `{name}` or `{name:type}` placeholders filled. */
const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?::\w+)?\}/g, (_, key: string) => String(values[key]))

/** A field of a form by its label's text (the required mark is hidden from the name). */
const field = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))

for (const locale of LOCALES) {
  const T = CONSOLE[locale].payouts
  const F = T.form

  test(`an organiser records a prize payout and the public ledger shows it, on a phone (${locale})`, async ({
    browser,
    page,
    allowConsole,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(PHONE)
    await signInAsStaff(page, 'organiser')
    const tournament = await publishedTournament(page, { prizes: PRIZES })
    const teamName = `Payees ${tournament.name.slice(-8)}`
    const teamId = await registerTeam(browser, tournament.id, teamName, { logo: true })
    const confirmed = await staffApi(page, 'POST', `/console/tournaments/${tournament.id}/teams/confirm`, {
      team_ids: [teamId],
    })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    await endGames(page, tournament, 30, { prizes: PRIZES })

    // From the editor, as an organiser finds it.
    await page.goto(localize(`/console/tournaments/${tournament.id}`, locale))
    await waitForHydration(page)
    await page.getByRole('link', { name: T.link, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(T.title, { name: tournament.name }))
    await waitForHydration(page)
    const table = page.getByRole('table', { name: T.caption })
    const row = (place: number) => table.getByRole('row').nth(place)
    // 30 hours after the games: both prizes are overdue.
    await expect(row(1).getByRole('cell').nth(1)).toHaveText(T.overdueBadge)
    await expect(row(2).getByRole('cell').nth(1)).toHaveText(T.overdueBadge)
    await expect(page.locator('.console-late')).toContainText(TWO_OVERDUE[locale])
    // A place without a prize is never overdue and has nothing to record.
    await expect(row(3).getByRole('cell').nth(1)).toHaveText(T.notYet)
    const third = page.getByRole('region', { name: text(T.placeHeading, { place: 3 }), exact: true })
    await expect(third).toContainText(T.noPrize)
    await expect(third.getByRole('button')).toHaveCount(0)
    await expectNoViolations(page, 'the payouts page')

    // A bad amount: the server refuses it by its field, and nothing typed is lost.
    const place = page.getByRole('region', { name: text(T.placeHeading, { place: 1 }), exact: true })
    await field(place, F.amount).fill('12.345')
    await field(place, F.paidOn).fill('05.03.2026')
    await field(place, F.reference).fill('TX-2026-0001')
    await field(place, F.method).selectOption({ label: T.methods.card })
    await expect(field(place, F.team)).toHaveValue('')
    await field(place, F.team).selectOption({ label: teamName })
    allowConsole(failedResourceMessage(400, localize('/api/v1/console/tournaments/', locale)))
    await place.getByRole('button', { name: text(F.record, { place: 1 }) }).click()
    await expect(place.getByText(VALIDATION[locale].invalid)).toBeVisible()
    await expect(field(place, F.amount)).toBeFocused()
    await expect(field(place, F.amount)).toHaveAttribute('aria-invalid', 'true')
    await expect(field(place, F.amount)).toHaveValue('12.345')
    await expect(field(place, F.paidOn)).toHaveValue('05.03.2026')
    await expect(field(place, F.reference)).toHaveValue('TX-2026-0001')
    await expect(field(place, F.method)).toHaveValue('card')
    await expect(field(place, F.team)).toHaveValue(teamId)
    await expect(place.getByRole('alert')).toHaveText(F.fixErrors)
    await expectNoViolations(page, 'the payouts page')

    // Fixed and sent by keyboard: recorded, said in a toast, and in the table.
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('500')
    await page.keyboard.press('Enter')
    await expect(page.getByText(text(TOASTS[locale].payoutRecorded, { place: 1 }))).toBeVisible()
    const amount = formatCurrency(500, 'UAH')
    await expect(row(1).getByRole('cell')).toHaveText([
      formatCurrency(500, 'UAH'),
      amount,
      T.methods.card,
      '05.03.2026',
      'TX-2026-0001',
      teamName,
    ])
    await expect(row(2).getByRole('cell').nth(1)).toHaveText(T.overdueBadge)
    await expect(place.getByRole('button', { name: text(F.change, { place: 1 }) })).toBeVisible()
    await expect(field(place, F.amount)).not.toHaveAttribute('aria-invalid')
    await expectNoViolations(page, 'the payouts page')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    // Two tabs on the same version: the second is told, keeps its input, and reads the page again.
    const second = await page.context().newPage()
    await second.setViewportSize(PHONE)
    await second.goto(page.url())
    await waitForHydration(second)
    const secondPlace = second.getByRole('region', { name: text(T.placeHeading, { place: 1 }), exact: true })
    await field(place, F.reference).fill('TX-2026-0002')
    await place.getByRole('button', { name: text(F.change, { place: 1 }) }).click()
    await expect(page.getByText(text(TOASTS[locale].payoutChanged, { place: 1 }))).toBeVisible()
    allowConsole(failedResourceMessage(409, localize('/api/v1/console/tournaments/', locale)))
    await field(secondPlace, F.amount).fill('450')
    await secondPlace.getByRole('button', { name: text(F.change, { place: 1 }) }).click()
    await expect(secondPlace.getByRole('alert')).toHaveText(F.stale)
    await expect(second.locator('#payout-1-alert')).toBeFocused()
    await expect(field(secondPlace, F.amount)).toHaveValue('450')
    await expect(
      second.getByRole('table', { name: T.caption }).getByRole('row').nth(1).getByRole('cell').nth(4),
    ).toHaveText('TX-2026-0002')
    // Saved again on the version just read, the whole form replaces the record, as the message says.
    await secondPlace.getByRole('button', { name: text(F.change, { place: 1 }) }).click()
    await expect(second.getByText(text(TOASTS[locale].payoutChanged, { place: 1 }))).toBeVisible()
    await expect(
      second.getByRole('table', { name: T.caption }).getByRole('row').nth(1).getByRole('cell').nth(1),
    ).toHaveText(formatCurrency(450, 'UAH'))
    await second.close()

    // The public ledger on the tournament's details tab.
    await page.goto(localize(`/tournaments/${tournament.slug}/details`, locale))
    const ledger = page.getByRole('table', { name: TOURNAMENT[locale].payouts.caption })
    await expect(ledger.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      formatCurrency(500, 'UAH'),
      teamName,
      formatCurrency(450, 'UAH'),
      TOURNAMENT[locale].payouts.methods.card,
      '05.03.2026',
      'TX-2026-0001',
    ])
  })
}
