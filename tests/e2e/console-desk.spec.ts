import enConsole from '../../locales/en/console/index.ts'
import ukConsole from '../../locales/uk/console/index.ts'
import { expectNoViolations } from './axe.ts'
import { publishedTournament, registerTeam, signInAsStaff } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize, MOBILE, waitForHydration } from './support.ts'

// The moderators' team desk on a phone, in both languages: teams that registered for a tournament are
// confirmed one by one, then several at once, and one is rejected with a reason, by keyboard.

const CONSOLE = { uk: ukConsole, en: enConsole } as const

/** The plain text of a dictionary entry with one `{count}` placeholder, plural picked for `count`. */
const confirmedToast = (locale: 'uk' | 'en', count: number) =>
  locale === 'en'
    ? `${count} ${count === 1 ? 'team' : 'teams'} confirmed`
    : `Підтверджено ${count} команд${count === 1 ? 'у' : 'и'}`

for (const locale of LOCALES) {
  const T = CONSOLE[locale].desk
  test(`a moderator confirms teams one by one and in bulk, and rejects one with a reason (${locale})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(MOBILE)
    await signInAsStaff(page, 'organiser')
    const tournament = await publishedTournament(page)
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((word) => `${word} ${tournament.name.slice(-8)}`)
    for (const name of names) await registerTeam(browser, tournament.id, name)

    await page.context().clearCookies()
    await signInAsStaff(page, 'moderator')
    await page.goto(localize(`/console/tournaments/${tournament.id}/teams`, locale))
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      T.title.replace('{name}', tournament.name),
    )
    const states = page.getByRole('navigation', { name: T.states.label })
    await expect(states.getByRole('link', { name: `${T.states.registered}: 4` })).toBeVisible()
    await expectNoViolations(page, 'the team desk')

    // One by one.
    const card = (name: string) => page.getByRole('article', { name })
    await card(names[0] ?? '')
      .getByRole('button', { name: T.actions.confirm })
      .click()
    await expect(page.getByText(confirmedToast(locale, 1))).toBeVisible()
    await expect(states.getByRole('link', { name: `${T.states.confirmed}: 1` })).toBeVisible()

    // Several at once.
    await page.getByRole('checkbox', { name: T.select.replace('{name}', names[1] ?? '') }).check()
    await page.getByRole('checkbox', { name: T.select.replace('{name}', names[2] ?? '') }).check()
    await page.getByRole('button', { name: T.confirmSelected }).click()
    await expect(page.getByText(confirmedToast(locale, 2))).toBeVisible()
    await expect(states.getByRole('link', { name: `${T.states.confirmed}: 3` })).toBeVisible()
    await expect(states.getByRole('link', { name: `${T.states.registered}: 1` })).toBeVisible()

    // A rejection asks the reason first; the keyboard alone gets there and back.
    await card(names[3] ?? '')
      .getByRole('button', { name: T.actions.reject })
      .focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: T.reject.title.replace('{name}', names[3] ?? '') })
    await expect(dialog.getByLabel(T.reject.reason)).toBeFocused()
    await page.keyboard.type('No Discord contact')
    await expectNoViolations(page, 'the team desk')
    await dialog.getByRole('button', { name: T.reject.submit }).click()
    await expect(page.getByText(CONSOLE[locale].messages.teamRejected)).toBeVisible()
    await expect(states.getByRole('link', { name: `${T.states.dropped}: 1` })).toBeVisible()

    // The filters are links: the dropped teams alone.
    await states.getByRole('link', { name: `${T.states.dropped}: 1` }).click()
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(card(names[3] ?? '')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
  })
}
