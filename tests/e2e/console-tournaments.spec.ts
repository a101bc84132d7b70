import type { Page } from '@playwright/test'
import enConsole from '../../locales/en/console/index.ts'
import ukConsole from '../../locales/uk/console/index.ts'
import { expectNoViolations } from './axe.ts'
import { signInAsStaff } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import { failedResourceMessage, LOCALES, localize, waitForHydration } from './support.ts'

// The organisers' tournaments in the console (spec §6), on a phone in both languages: a tournament is
// created with dates in Kyiv time and a stage, refused before sending while registration ends after
// the games start, published and found on the public list; of two tabs editing the same version the
// second is told and keeps its input; a cancellation's reason is shown on the public page.

const CONSOLE = { uk: ukConsole, en: enConsole } as const
const VALIDATION = { uk: ukConsole.validation, en: enConsole.validation } as const
const TOASTS = { uk: ukConsole.messages, en: enConsole.messages } as const
const PHONE = { width: 390, height: 844 } as const

/** A typed field of the editor, by its label's text (the required mark is hidden from the name). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))

for (const locale of LOCALES) {
  const T = CONSOLE[locale]
  const E = T.editor
  const F = E.fields
  const text = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{(\w+)(?::\w+)?\}/g, (_, key: string) => String(values[key]))

  test(`an organiser creates, publishes, edits and cancels a tournament on a phone (${locale})`, async ({
    page,
    context,
    allowConsole,
  }) => {
    test.slow()
    await page.setViewportSize(PHONE)
    await signInAsStaff(page, 'organiser')
    const name = `E2E Cup ${locale} ${Date.now()}`
    const languageName = E.languages[locale]

    await page.goto(localize('/console/tournaments', locale))
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: T.tournaments.title })).toBeVisible()
    await expectNoViolations(page, 'the tournaments console')
    await page.getByRole('link', { name: T.tournaments.newTournament }).click()
    await expect(page.getByRole('heading', { level: 1, name: E.titleNew })).toBeVisible()
    await waitForHydration(page)
    await expectNoViolations(page, 'the tournaments console')

    await field(page, F.name).fill(name)
    await field(page, F.game).fill('Counter-Strike 2')
    await field(page, F.format).fill('5v5')
    await field(page, text(F.description, { language: languageName })).fill('A cup for the tests.')
    await field(page, text(F.rules, { language: languageName })).fill('**Play fair.**')
    // The preview is the public page's renderer: the Markdown is already bold.
    await expect(page.locator('.editor-preview strong', { hasText: 'Play fair.' })).toBeVisible()
    // Kyiv time, across the spring change: registration ends after the games start.
    await field(page, F.registrationStart).fill('2030-03-01T10:00')
    await field(page, F.registrationEnd).fill('2030-03-31T10:00')
    await field(page, F.gamesStart).fill('2030-03-30T18:00')
    await field(page, F.gamesEnd).fill('2030-03-31T22:00')
    await field(page, E.stages.nameUk).fill('Плей-оф')
    await field(page, E.stages.nameEn).fill('Playoff')
    await page.getByRole('button', { name: E.create }).click()
    await expect(page.getByText(VALIDATION[locale].registrationAfterGames)).toBeVisible()
    await expect(field(page, F.registrationEnd)).toBeFocused()
    await expect(field(page, F.registrationEnd)).toHaveAttribute('aria-invalid', 'true')
    await expectNoViolations(page, 'the tournaments console')
    // Fixed: the draft is created and its page opens, the dates shown back in Kyiv time.
    await field(page, F.registrationEnd).fill('2030-03-20T10:00')
    await page.getByRole('button', { name: E.create }).click()
    await expect(page.getByRole('heading', { level: 1, name: text(E.titleEdit, { name }) })).toBeVisible()
    await expect(page.getByText(TOASTS[locale].tournamentCreated)).toBeVisible()
    const editUrl = new URL(page.url()).pathname
    await waitForHydration(page)
    await expect(field(page, F.gamesStart)).toHaveValue('2030-03-30T18:00')
    await expect(field(page, F.registrationStart)).toHaveValue('2030-03-01T10:00')
    await expect(field(page, E.stages.nameEn)).toHaveValue('Playoff')
    await expectNoViolations(page, 'the tournaments console')

    await page.getByRole('button', { name: E.actions.publish }).click()
    await expect(page.getByText(text(E.status, { status: T.tournaments.statuses.published }))).toBeVisible()

    // Published: the public list finds it by name, and its page opens.
    const visitor = await context.newPage()
    await visitor.goto(localize(`/tournaments?search=${encodeURIComponent(name)}`, locale))
    await visitor.getByRole('link', { name }).first().click()
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()

    // Two tabs on the same version: the first save wins, the second is told and keeps its input.
    const second = await context.newPage()
    await second.setViewportSize(PHONE)
    await second.goto(editUrl)
    await waitForHydration(second)
    await field(page, F.game).fill('Dota 2')
    await page.getByRole('button', { name: E.save, exact: true }).click()
    await expect(page.getByText(TOASTS[locale].tournamentSaved)).toBeVisible()
    allowConsole(failedResourceMessage(409, localize('/api/v1/console/tournaments/', locale)))
    await field(second, F.format).fill('1v1')
    await second.getByRole('button', { name: E.save, exact: true }).click()
    await expect(second.getByRole('alert').filter({ hasText: E.stale })).toBeVisible()
    await expect(field(second, F.format)).toHaveValue('1v1')
    await expect(field(second, F.game)).toHaveValue('Counter-Strike 2')

    // Cancelled with a reason in the page's language: the public page shows it.
    await page.reload()
    await waitForHydration(page)
    await expect(field(page, F.game)).toHaveValue('Dota 2')
    await page.getByRole('button', { name: E.actions.cancel }).click()
    const dialog = page.getByRole('dialog', { name: E.cancel.title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: E.cancel.confirm }).click()
    await expect(dialog.getByText(VALIDATION[locale].reasonRequired)).toBeVisible()
    const reason = locale === 'uk' ? 'Сервер гри недоступний.' : 'The game server is down.'
    await dialog.getByLabel(locale === 'uk' ? E.cancel.reasonUk : E.cancel.reasonEn).fill(reason)
    await dialog.getByRole('button', { name: E.cancel.confirm }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(text(E.status, { status: T.tournaments.statuses.cancelled }))).toBeVisible()
    await visitor.reload()
    await expect(visitor.getByText(reason)).toBeVisible()
  })
}
