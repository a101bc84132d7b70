import type { Browser, Page } from '@playwright/test'
import enConsole from '../../locales/en/console/index.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukConsole from '../../locales/uk/console/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { expectNoViolations } from './axe.ts'
import { planStage, publishedTournament, registerTeam, signInAsStaff, staffApi } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import { LOCALES, localize, MOBILE, waitForHydration } from './support.ts'

// The results desk on a phone, in both languages: the organiser seeds a bracket from the keyboard
// alone, draws and starts it, the results go in and one is corrected after a warning that names the
// match it resets; a battle-royale match typed in and one imported from a lobby file. The public
// tournament page follows each time.

const CONSOLE = { uk: ukConsole, en: enConsole } as const
const TOURNAMENT = { uk: ukTournament, en: enTournament } as const
const BAD_LINES = {
  uk: 'У файлі 2 хибні рядки; нічого не збережено:',
  en: 'The file has 2 bad lines; nothing was saved:',
} as const

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
  const toast = (key: keyof (typeof ukConsole)['messages']) => CONSOLE[locale].messages[key]

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
    await expectNoViolations(page, 'the results desk')

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
    await expectNoViolations(page, 'the results desk')
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

  test(`a battle-royale match typed in and one imported from a lobby file (${locale})`, async ({
    browser,
    page,
    allowConsole,
  }) => {
    test.setTimeout(150_000)
    // The refused file is a 400 the page answers with the lines to fix.
    allowConsole(/status of 400 .*battle-royale-import/)
    await page.setViewportSize(MOBILE)
    await signInAsStaff(page, 'organiser')
    const { tournament, names } = await tournamentWithTeams(page, browser, 'battle_royale', [
      'Elm',
      'Oak',
      'Pine',
    ])
    const [elm = '', oak = '', pine = ''] = names
    const L = T.lobby

    await page.goto(localize(`/console/tournaments/${tournament.id}/stages`, locale))
    await waitForHydration(page)
    await page.getByRole('button', { name: T.actions.start }).click()
    await expect(page.getByText(toast('stageStarted'))).toBeVisible()

    // The default table (PUBG Mobile's since 2023): 10, 6, 5 points for the first three, 1 a kill.
    const entry = page.getByRole('table', { name: L.caption })
    const row = (name: string) =>
      entry.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
    await page.getByLabel(fill(L.placementOf, { name: oak })).fill('1')
    await page.getByLabel(fill(L.killsOf, { name: oak })).fill('3')
    // Totals follow the typing, before anything is saved.
    await expect(row(oak).getByRole('cell')).toHaveText(['', '', '13', '13'])
    await page.getByLabel(fill(L.placementOf, { name: pine })).fill('2')
    await page.getByLabel(fill(L.placementOf, { name: elm })).fill('3')
    await page.getByLabel(fill(L.killsOf, { name: elm })).fill('5')
    await expect(row(elm).getByRole('cell')).toHaveText(['', '', '10', '10'])
    await expect(row(pine).getByRole('cell')).toHaveText(['', '', '6', '6'])
    await expectNoViolations(page, 'the results desk')
    await page.getByRole('button', { name: L.submit }).click()
    await expect(page.getByText(toast('lobbyRecorded'))).toBeVisible()
    const standings = page.getByRole('table', { name: L.standings })
    // Place, team, matches, wins, kills, total.
    const standingRows = () =>
      standings
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)))
    await expect.poll(standingRows).toEqual([
      ['1', oak, '1', '1', '3', '13'],
      ['2', elm, '1', '0', '5', '10'],
      ['3', pine, '1', '0', '0', '6'],
    ])

    // A lobby file with mistakes: every bad line named, nothing saved.
    const csv = page.getByLabel(T.lobbyImport.csv)
    await csv.fill(`team,placement,kills\n${oak},1,2\nNobody,2,1\n${pine},1,x`)
    await page.getByRole('button', { name: T.lobbyImport.submit }).click()
    // Two bad lines, three problems: each problem on its own line of the list.
    const problems = page.getByRole('alert').filter({ has: page.getByRole('listitem') })
    await expect(problems.getByRole('paragraph')).toHaveText(BAD_LINES[locale])
    await expect(problems.getByRole('listitem')).toHaveCount(3)
    await expect(problems.getByRole('listitem').first()).toContainText('Nobody')
    await expect(csv).toHaveValue(`team,placement,kills\n${oak},1,2\nNobody,2,1\n${pine},1,x`)

    // Fixed: Elm 10 + 4, Oak 6 + 1, Pine 5 + 2 for the second match.
    await csv.fill(`${elm};1;4\n${oak};2;1\n${pine};3;2`)
    await page.getByRole('button', { name: T.lobbyImport.submit }).click()
    await expect(page.getByText(toast('lobbyRecorded'))).toBeVisible()
    await expect.poll(standingRows).toEqual([
      ['1', elm, '2', '1', '9', '24'],
      ['2', oak, '2', '1', '4', '20'],
      ['3', pine, '2', '0', '2', '13'],
    ])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)

    // The public standings count the same: placement points and kill points apart, then the total.
    await page.goto(localize(`/tournaments/${tournament.slug}/results`, locale))
    const overall = page.getByRole('table').first()
    await expect
      .poll(() =>
        overall
          .locator('tbody tr')
          .evaluateAll((rows) =>
            rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim())),
          ),
      )
      .toEqual([
        ['1', elm, '2', '1', '15', '9', '9', '24'],
        ['2', oak, '2', '1', '16', '4', '4', '20'],
        ['3', pine, '2', '0', '11', '2', '2', '13'],
      ])
  })
}
