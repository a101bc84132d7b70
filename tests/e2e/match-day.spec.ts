import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { MatchHistory } from '../../core/matches/reports.api.ts'
import type { MatchView } from '../../core/tournaments/match-view.ts'
import enMyTournaments from '../../locales/en/myTournaments/index.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukMyTournaments from '../../locales/uk/myTournaments/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { DISPUTED_MATCH, MATCH_DAY_CAPTAINS } from './match-day-fixture.ts'
import { readyMatches } from './match-day-support.ts'
import { waitForHydration } from './support.ts'
import { signInWithRequest, useFreshClientAddress } from './support-accounts.ts'

// Match day in the demo's league (match-day-fixture.ts): one captain reports the score on the match
// page, the other confirms it on theirs, and a results tab that is only watching shows the score
// without being reloaded. Each in a browser of their own; the expected words come from the
// dictionaries, the teams from the API.

const TEXTS = { uk: ukTournament, en: enTournament } as const
const MY_TOURNAMENTS = { uk: ukMyTournaments, en: enMyTournaments } as const
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(:\w+)?\}/g, (_, name: string) => String(values[name]))

/** The ready match whose first team's captain is `captain` (seed-e2e.ts gave them that team). */
const matchOf = async (request: APIRequestContext, captain: string): Promise<MatchView> => {
  for (const match of await readyMatches(request)) {
    const view = (await (
      await request.get(`/api/v1/tournaments/${DISPUTED_MATCH.tournament}/matches/${match.id}`)
    ).json()) as MatchView
    if (view.sides[0]?.team?.players.some((player) => player.is_captain && player.nickname === captain))
      return view
  }
  throw new Error(`seed-e2e made ${captain} the captain of a match to play`)
}

const signedInPage = async (
  browser: Browser,
  account: { email: string; password: string },
): Promise<Page> => {
  const context = await browser.newContext({ locale: 'uk-UA' })
  await useFreshClientAddress(context)
  const page = await context.newPage()
  await signInWithRequest(page.request, account)
  return page
}

for (const locale of ['uk', 'en'] as const) {
  test(`${locale}: a captain reports the score, the other confirms it, and a watching results tab shows it live`, async ({
    page: watcher,
    browser,
  }) => {
    test.slow()
    const T = TEXTS[locale]
    const R = T.matchPage.reports
    const F = R.forms
    const prefix = locale === 'en' ? '/en' : ''
    const captains = MATCH_DAY_CAPTAINS[locale]
    const view = await matchOf(watcher.request, captains.reporting.nickname)
    const [a, b] = view.sides.map((side) => side?.team?.name ?? '') as [string, string]
    const toWin = Math.floor(view.best_of / 2) + 1
    const matchPath = `${prefix}/tournaments/${view.tournament.slug}/matches/${view.id}`

    // Someone watches the league's results; the card of the match has no score yet.
    await watcher.goto(`${prefix}/tournaments/${view.tournament.slug}/results`)
    await waitForHydration(watcher)
    const label = fill(T.matchPage.linkLabel, {
      match: fill(T.results.match, { number: view.number }),
      teamA: a,
      teamB: b,
    })
    const card = watcher.locator('.match').filter({ has: watcher.getByRole('link', { name: label }) })
    await expect(card.locator('.match__score')).toHaveText(['', ''])

    // The first captain reports the score: the page then says whose answer it waits for.
    const reporter = await signedInPage(browser, captains.reporting)
    // My tournaments leads to the team's next match (which one is the API tests' business).
    await reporter.goto(`${prefix}/profile/tournaments`)
    const M = MY_TOURNAMENTS[locale].nextMatch
    const next = reporter.getByRole('link', { name: new RegExp(`^${fill(M.link, { opponent: '.+' })}$`) })
    await expect(next).toHaveCount(1)
    await next.click()
    await expect(reporter).toHaveURL(
      new RegExp(`${prefix}/tournaments/${view.tournament.slug}/matches/[0-9a-f-]{36}$`),
    )
    await expect(reporter.getByRole('heading', { level: 1 })).toContainText(a)
    await reporter.goto(matchPath)
    await waitForHydration(reporter)
    const reports = reporter.getByRole('region', { name: R.heading })
    await expect(reports).toContainText(R.none)
    await expectNoViolations(reporter, 'the report forms')
    const score = reporter
      .locator('form')
      .filter({ has: reporter.getByRole('button', { name: F.reportScore }) })
    await score.getByLabel(fill(F.gamesWon, { team: a })).fill(String(toWin))
    await score.getByLabel(fill(F.gamesWon, { team: b })).fill('0')
    await score.getByRole('button', { name: F.reportScore }).click()
    await expect(reports).toContainText(fill(R.state.awaiting_answer, { team: b }))
    await expect(reports).toContainText(fill(R.score, { teamA: a, scoreA: toWin, scoreB: 0, teamB: b }))
    await expect(reporter.getByRole('button', { name: F.reportScore })).toHaveCount(0)
    await expect(reporter.getByRole('button', { name: F.confirm })).toHaveCount(0)

    // The other captain sees the report and the answer forms, and confirms.
    const answerer = await signedInPage(browser, captains.answering)
    await answerer.goto(matchPath)
    await waitForHydration(answerer)
    const answer = answerer.getByRole('region', { name: F.answerHeading })
    await expect(answer).toBeVisible()
    await expectNoViolations(answerer, 'the answer forms')
    await answer.getByRole('button', { name: F.confirm }).click()
    const settled = answerer.getByRole('region', { name: R.heading })
    await expect(settled).toContainText(fill(R.state.confirmed, { team: b }))
    await expect(answerer.getByRole('region', { name: F.answerHeading })).toHaveCount(0)
    await expect(settled.getByRole('list', { name: R.history }).getByRole('listitem')).toHaveCount(2)

    // The watching tab was never reloaded: the live update brought the score.
    await expect(card.locator('.match__score')).toHaveText([String(toWin), '0'])
    const history = (await (
      await watcher.request.get(`/api/v1/matches/${view.id}/reports`)
    ).json()) as MatchHistory
    expect(history.events.map((event) => [event.kind, event.actor])).toEqual([
      ['reported', captains.reporting.nickname],
      ['confirmed', captains.answering.nickname],
    ])
    await reporter.context().close()
    await answerer.context().close()
  })
}
