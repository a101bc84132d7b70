import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import enConsole from '../../locales/en/console/index.ts'
import { flows as enFlows } from '../../locales/en/flows.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukConsole from '../../locales/uk/console/index.ts'
import { flows as ukFlows } from '../../locales/uk/flows.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { planStage, publishedTournament, registerTeam, signInAsStaff, staffApi } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize, MOBILE, waitForHydration } from './support.ts'

// The results desk on a phone, in both languages: the organiser seeds a bracket from the keyboard
// alone, draws and starts it, the results go in and one is corrected after a warning that names the
// match it resets; a battle-royale match typed in and one imported from a lobby file. The public
// tournament page follows each time.

const CONSOLE = { uk: ukConsole, en: enConsole } as const
const FLOWS = { uk: ukFlows, en: enFlows } as const
const TOURNAMENT = { uk: ukTournament, en: enTournament } as const
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const expectNoViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(
    violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target),
    })),
    `axe violations on ${page.url()}`,
  ).toEqual([])
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?::\w+)?\}/g, (_, key: string) => String(values[key]))

/** A published tournament of `kind` whose teams registered and were confirmed; answers it and the names. */
const tournamentWithTeams = async (
  page: Page,
  browser: Browser,
  kind: 'single_elimination' | 'battle_royale',
  words: ReadonlyArray<string>,
) => {
  const tournament = await publishedTournament(page, { slots: words.length, stages: [planStage(kind)] })
  const suffix = tournament.name.slice(-8)
  const names = words.map((word) => `${word} ${suffix}`)
  const ids: string[] = []
  for (const name of names) ids.push(await registerTeam(browser, tournament.id, name))
  const confirmed = await staffApi(page, 'POST', `/console/tournaments/${tournament.id}/teams/confirm`, {
    team_ids: ids,
  })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return { tournament, names }
}

for (const locale of LOCALES) {
  const T = CONSOLE[locale].results
  const toast = (key: keyof (typeof ukFlows)['messages']) => FLOWS[locale].messages[key]

  test(`an organiser seeds by keyboard, draws, reports and corrects a bracket (${locale})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(MOBILE)
    await signInAsStaff(page, 'organiser')
    const { tournament, names } = await tournamentWithTeams(page, browser, 'single_elimination', [
      'Ash',
      'Birch',
      'Cedar',
      'Dogwood',
    ])
    const [ash = '', birch = '', cedar = '', dogwood = ''] = names

    await page.goto(localize(`/console/tournaments/${tournament.id}/stages`, locale))
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(T.title, { name: tournament.name }))
    const seeding = page.getByRole('list', { name: fill(T.seeding.listLabel, { number: 1 }) })
    await expect(seeding.getByRole('listitem')).toHaveCount(4)
    await expectNoViolations(page)

    // The keyboard alone: Dogwood typed to seed 1, then one step down with its button.
    await seeding.getByLabel(fill(T.seeding.seed, { name: dogwood })).focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('1')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: dogwood })).toHaveText(
      fill(T.seeding.moved, { name: dogwood, seed: 1, count: 4 }),
    )
    // Its own up button is disabled at the top, so the next stop is its down button.
    await page.keyboard.press('Tab')
    await expect(
      page.getByRole('button', { name: fill(T.seeding.moveDown, { name: dogwood }) }),
    ).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.getByRole('status').filter({ hasText: dogwood })).toHaveText(
      fill(T.seeding.moved, { name: dogwood, seed: 2, count: 4 }),
    )
    await expect(seeding.getByRole('listitem')).toHaveText(
      [ash, dogwood, birch, cedar].map((name) => new RegExp(name)),
    )
    await page.getByRole('button', { name: T.seeding.draw }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(toast('stageDrawn'))).toBeVisible()
    await expect(page.getByRole('heading', { name: T.seeds })).toBeVisible()
    const seeds = page.locator('.results-seeds li')
    await expect(seeds).toHaveText([ash, dogwood, birch, cedar].map((name, index) => `${index + 1}. ${name}`))

    await page.getByRole('button', { name: T.actions.start }).click()
    await expect(page.getByText(toast('stageStarted'))).toBeVisible()

    // Seeds 1 v 4 and 2 v 3 in the first round, as brackets are drawn.
    const card = (first: string, second: string) =>
      page.locator('li.console-card').filter({ hasText: first }).filter({ hasText: second })
    const report = async (first: string, second: string, games: [number, number]) => {
      const form = page.getByRole('group', { name: fill(T.report.legend, { first, second }) })
      await form.getByLabel(fill(T.report.games, { name: first })).fill(String(games[0]))
      await form.getByLabel(fill(T.report.games, { name: second })).fill(String(games[1]))
      await form.getByRole('button', { name: T.report.submit }).click()
      await expect(
        card(first, second).getByText(fill(T.score, { first: games[0], second: games[1] })),
      ).toBeVisible()
    }
    await report(ash, cedar, [1, 0])
    await report(dogwood, birch, [0, 1])
    await report(ash, birch, [1, 0])

    // Correcting the first semifinal changes who played the final: the warning names it.
    const semifinal = page.getByRole('group', { name: fill(T.report.legend, { first: ash, second: cedar }) })
    await semifinal.getByLabel(fill(T.report.games, { name: ash })).fill('0')
    await semifinal.getByLabel(fill(T.report.games, { name: cedar })).fill('1')
    await semifinal.getByRole('button', { name: T.report.correct }).click()
    const dialog = page.getByRole('dialog', { name: fill(T.correction.title, { first: ash, second: cedar }) })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('listitem')).toHaveText([
      fill(T.correction.item, { round: T.roundNames.final, first: ash, second: birch }),
    ])
    await expectNoViolations(page)
    await dialog.getByRole('button', { name: T.correction.confirm }).click()
    await expect(page.getByText(toast('matchCorrected'))).toBeVisible()
    await expect(dialog).toBeHidden()
    // The final is open again, now between Cedar and Birch.
    await expect(
      page.getByRole('group', { name: fill(T.report.legend, { first: cedar, second: birch }) }),
    ).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)

    // The public results follow: Cedar won the semifinal and meets Birch in the final; Ash won nothing.
    await page.goto(localize(`/tournaments/${tournament.slug}/results`, locale))
    const results = page.getByRole('main')
    const P = TOURNAMENT[locale].results
    await expect(results).toContainText(fill(P.winner, { team: cedar }))
    await expect(results).toContainText(fill(P.winner, { team: birch }))
    await expect(results).not.toContainText(fill(P.winner, { team: ash }))
    await expect(results).toContainText(P.notPlayed)
  })
}
