import { crc32, deflateSync } from 'node:zlib'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { MatchHistory } from '../../core/matches/reports.api.ts'
import type { MatchView } from '../../core/tournaments/match-view.ts'
import enMyTournaments from '../../locales/en/myTournaments/index.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukDisputes from '../../locales/uk/disputes/index.ts'
import ukMyTournaments from '../../locales/uk/myTournaments/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { expectNoViolations } from './axe.ts'
import { signInAsStaff } from './console-support.ts'
import { expect, test } from './fixtures.ts'
import { DISPUTED_MATCH, MATCH_DAY_CAPTAINS } from './match-day-fixture.ts'
import { readyMatches } from './match-day-support.ts'
import { waitForHydration } from './support.ts'
import { signInWithRequest, useFreshClientAddress } from './support-accounts.ts'

// Match day in the demo's league (match-day-fixture.ts): both captains say they are ready (one pauses
// for a siren and resumes first), one captain reports the score on the match
// page with a screenshot as its proof, the other sees the screenshot and confirms it on theirs, and a
// results tab that is only watching shows the score without being reloaded. Each in a browser of
// their own; the expected words come from the dictionaries, the teams from the API.

const TEXTS = { uk: ukTournament, en: enTournament } as const
const MY_TOURNAMENTS = { uk: ukMyTournaments, en: enMyTournaments } as const
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(:\w+)?\}/g, (_, name: string) => String(values[name]))

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
const pngChunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A small valid screenshot: a 160×90 PNG, a dark scoreboard with a lighter band, made here. */
const screenshotPng = (): Buffer => {
  const [width, height] = [160, 90]
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // 8 bits a channel
  header.writeUInt8(2, 9) // RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const shade = y > 30 && y < 60 ? 200 : 30
    return Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, shade)])
  })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

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
  test(`${locale}: a captain reports the score with a screenshot, the other sees it and confirms, and a watching results tab shows it live`, async ({
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
    // The ready check first: the captain says the team is here; the other team has not yet.
    const C = R.readyCheck
    const check = reporter.getByRole('region', { name: C.heading })
    await expect(check.locator('[data-ready="no"]')).toHaveText([C.notYet, C.notYet])
    await expectNoViolations(reporter, 'the ready check')
    await check.getByRole('button', { name: C.press }).click()
    await expect(check.locator('[data-ready="yes"]')).toHaveCount(1)
    await expect(check.locator('[data-ready="yes"]')).toContainText(C.ready)
    await expect(check.getByRole('button', { name: C.press })).toHaveCount(0)
    // A siren: the captain pauses the match by hand, the page says so, and the captain resumes it.
    const P = R.pause
    const pause = reporter.getByRole('region', { name: P.heading })
    await pause.getByRole('button', { name: P.press }).click()
    await expect(pause.getByRole('status')).toHaveText(P.pausedManual)
    await expectNoViolations(reporter, 'a paused match')
    await pause.getByRole('button', { name: P.resume }).click()
    await expect(pause.getByRole('status')).toHaveCount(0)
    await expect(pause.getByRole('button', { name: P.press })).toBeVisible()
    const reports = reporter.getByRole('region', { name: R.heading })
    await expect(reports).toContainText(R.none)
    await expectNoViolations(reporter, 'the report forms')
    const score = reporter
      .locator('form')
      .filter({ has: reporter.getByRole('button', { name: F.reportScore }) })
    await score.getByLabel(fill(F.gamesWon, { team: a })).fill(String(toWin))
    await score.getByLabel(fill(F.gamesWon, { team: b })).fill('0')
    // The screenshot goes with the same form, as multipart/form-data.
    const files = score.getByLabel(F.proofLabel)
    await expect(files).toHaveAttribute('accept', 'image/png,image/jpeg')
    await expect(files).toHaveAttribute('multiple', '')
    await files.setInputFiles({ name: 'scoreboard.png', mimeType: 'image/png', buffer: screenshotPng() })
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
    // The screenshot, a thumbnail in its own shape linking its full size.
    const shot = answerer
      .getByRole('region', { name: R.heading })
      .getByRole('link', { name: fill(R.proofImage, { number: 1, count: 1, teamA: a, teamB: b }) })
    await expect(shot).toHaveAttribute('href', /^\/media\/match-proofs\/[0-9a-f]{32}-160\.png$/)
    const thumbnail = shot.getByRole('img')
    await thumbnail.scrollIntoViewIfNeeded()
    // Loaded from its WebP thumbnail (the screenshot is 160 px wide: its only thumbnail is that wide).
    await expect
      .poll(() =>
        thumbnail.evaluate((image: HTMLImageElement) => [
          image.complete && image.naturalWidth > 0,
          new URL(image.currentSrc).pathname.replace(/[0-9a-f]{32}/, '{id}'),
        ]),
      )
      .toEqual([true, '/media/match-proofs/{id}-160.webp'])
    const full = await answerer.request.get((await shot.getAttribute('href')) ?? '')
    expect([full.status(), full.headers()['content-type']]).toEqual([200, 'image/png'])
    await expectNoViolations(answerer, 'the answer forms')
    // The other team says it is here too, then confirms.
    const answererCheck = answerer.getByRole('region', { name: R.readyCheck.heading })
    await expect(answererCheck.locator('[data-ready="yes"]')).toHaveCount(1)
    await answererCheck.getByRole('button', { name: R.readyCheck.press }).click()
    await expect(answererCheck.locator('[data-ready="yes"]')).toHaveCount(2)
    await answer.getByRole('button', { name: F.confirm }).click()
    const settled = answerer.getByRole('region', { name: R.heading })
    await expect(settled).toContainText(fill(R.state.confirmed, { team: b }))
    await expect(answerer.getByRole('region', { name: F.answerHeading })).toHaveCount(0)
    await expect(settled.getByRole('list', { name: R.history }).getByRole('listitem')).toHaveCount(6)

    // The watching tab was never reloaded: the live update brought the score.
    await expect(card.locator('.match__score')).toHaveText([String(toWin), '0'])
    const history = (await (
      await watcher.request.get(`/api/v1/matches/${view.id}/reports`)
    ).json()) as MatchHistory
    expect(history.events.map((event) => [event.kind, event.actor])).toEqual([
      ['ready', captains.reporting.nickname],
      ['paused', captains.reporting.nickname],
      ['resumed', captains.reporting.nickname],
      ['reported', captains.reporting.nickname],
      ['ready', captains.answering.nickname],
      ['confirmed', captains.answering.nickname],
    ])
    await reporter.context().close()
    await answerer.context().close()
  })
}

test('a moderator finds the dispute in the console and decides it on the match page', async ({ page }) => {
  test.slow()
  const T = ukTournament.matchPage.reports
  const D = ukDisputes
  await signInAsStaff(page, 'moderator')
  await page.goto('/console/disputes')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: D.title })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: DISPUTED_MATCH.reason.split('\n')[0] ?? '' })
  await expect(row).toHaveCount(1)
  await expectNoViolations(page, 'the disputes page')
  await row.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/tournaments/${DISPUTED_MATCH.tournament}/matches/[0-9a-f-]{36}$`))
  await waitForHydration(page)
  const decision = page.getByRole('region', { name: T.decide.heading })
  await expect(decision).toBeVisible()
  await expectNoViolations(page, 'the decision forms')
  const forfeit = decision
    .locator('form')
    .filter({ has: page.getByRole('button', { name: T.decide.decideForfeit }) })
  // The round robin takes no double forfeit: only the two teams are offered.
  await expect(forfeit.getByRole('radio')).toHaveCount(2)
  await forfeit.getByRole('radio').first().check()
  await forfeit.getByLabel(T.decide.reason).fill('Скриншоти показують, що команда не прийшла.')
  await forfeit.getByRole('button', { name: T.decide.decideForfeit }).click()
  const reports = page.getByRole('region', { name: T.heading })
  await expect(reports).toContainText(T.state.decided)
  await expect(reports).toContainText('Скриншоти показують, що команда не прийшла.')
  await expect(page.getByRole('region', { name: T.decide.heading })).toHaveCount(0)
  // Decided: no longer waiting in the console.
  await page.goto('/console/disputes')
  await expect(
    page.getByRole('row').filter({ hasText: DISPUTED_MATCH.reason.split('\n')[0] ?? '' }),
  ).toHaveCount(0)
})
