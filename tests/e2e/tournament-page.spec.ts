import { formatInTimeZone } from 'date-fns-tz'
import { phaseAt, scheduleFromDto } from '../../core/tournaments/timeline.ts'
import type { TournamentPayload } from '../../core/tournaments/tournament.schema.ts'
import enTournament from '../../locales/en/tournament/index.ts'
import ukTournament from '../../locales/uk/tournament/index.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { waitForHydration } from './support.ts'

// The timeline machine's snapshot computed in the server render is restored in the browser when the
// next boundary comes (same text, no hydration warning); until then the browser's clock moves the
// countdown on.

const list = async (request: import('@playwright/test').APIRequestContext) => {
  const response = await request.get('/api/v1/tournaments')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { results: TournamentPayload[] }).results
}

// What the server renders is what a reader first sees, and the phase is the server's; the browser's
// own clock moving it on is the next test's. Without scripts, forty pages load in a few seconds.
test.describe('server render', () => {
  test.use({ javaScriptEnabled: false })

  test('every seeded tournament page shows the phase core computes for now, in both languages', async ({
    page,
    request,
  }) => {
    const tournaments = await list(request)
    expect(tournaments.length).toBeGreaterThan(3)
    const seen = new Set<string>()
    for (const tournament of tournaments) {
      const phase = phaseAt(scheduleFromDto(tournament), new Date())
      const cancelled = tournament.status === 'cancelled'
      if (!cancelled) seen.add(phase)
      for (const [prefix, texts] of [
        ['', ukTournament],
        ['/en', enTournament],
      ] as const) {
        const response = await page.goto(`${prefix}/tournaments/${tournament.slug}`)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(tournament.name)
        // A cancelled tournament says so instead of its phase: no games will be played.
        if (cancelled) await expect(page.locator('.phase')).toContainText(texts.cancelledNotice)
        else await expect(page.locator('.phase__name')).toHaveText(texts.phase[phase])
        await expect(page).toHaveTitle(texts.title.replace(/\{name(:string)?\}/, tournament.name))
      }
    }
    // The demo data covers the whole timeline, so every phase was rendered at least once.
    expect([...seen].sort()).toEqual(
      [
        'gamesFinished',
        'gamesInProgress',
        'registrationClosed',
        'registrationNotStarted',
        'registrationOpen',
      ].sort(),
    )
  })
})

test('the countdown moves on the browser clock, and the machine loads to change the phase without a reload', async ({
  page,
  request,
}) => {
  const open = (await list(request)).find(
    (tournament) => phaseAt(scheduleFromDto(tournament), new Date()) === 'registrationOpen',
  )
  if (!open) throw new Error('the demo data has a tournament with registration open')
  // XState registers itself with the Stately inspector under this global: a script that names it is XState.
  const scriptsWithXState: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    if ((await response.text()).includes('__xstate__')) scriptsWithXState.push(response.url())
  })
  await page.clock.install({ time: new Date() })
  await page.goto(`/en/tournaments/${open.slug}`)
  await waitForHydration(page)
  await page.evaluate(() => {
    ;(window as unknown as { marker: string }).marker = 'same document'
  })
  await expect(page.locator('.phase__name')).toHaveText(enTournament.phase.registrationOpen)
  const before = await page.locator('.phase__next').textContent()
  // The countdown moves on the browser's clock, with no machine loaded while no boundary has come.
  await expect(async () => {
    await page.clock.runFor(61_000)
    await expect(page.locator('.phase__next')).not.toHaveText(before ?? '', { timeout: 200 })
  }).toPass()
  await expect(page.locator('.phase__name')).toHaveText(enTournament.phase.registrationOpen)
  expect(scriptsWithXState).toEqual([])

  // Past the end of registration, the machine loads and the page shows the next phase by itself.
  const untilClosed = new Date(open.registration_end).getTime() - Date.now() + 2_000
  await page.clock.fastForward(untilClosed)
  await expect(async () => {
    await page.clock.runFor(1_000)
    await expect(page.locator('.phase__name')).toHaveText(enTournament.phase.registrationClosed, {
      timeout: 200,
    })
  }).toPass()
  expect(scriptsWithXState.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document')
})

test('the overview and details show dates in Kyiv time and the sums, and hydrating them builds no Intl format', async ({
  page,
  request,
}) => {
  // Building the first Intl format loads locale data (about 20 ms here, more on a phone): the overview's
  // dates and sums arrive as text, so hydration needs none.
  await page.addInitScript(() => {
    const made: string[] = []
    Object.assign(window, { intlFormatsMade: made })
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      const original = Intl[name]
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          construct: (target, args) => {
            made.push(name)
            return Reflect.construct(target, args)
          },
        }),
      })
    }
  })
  const [tournament] = await list(request)
  if (!tournament) throw new Error('the demo data has tournaments')
  const formatsMade = () =>
    page.evaluate(() => (window as unknown as { intlFormatsMade: string[] }).intlFormatsMade)
  // The details tab's sums arrive as text too.
  await page.goto(`/en/tournaments/${tournament.slug}/details`)
  await waitForHydration(page)
  expect(await formatsMade()).toEqual([])
  const pot = page.getByRole('region', { name: enTournament.details.pot })
  const potFund = (await pot.locator('dd').first().textContent()) ?? ''
  expect(Number(potFund.replace(/[^\d.]/g, ''))).toBe(tournament.prize_fund)

  await page.goto(`/en/tournaments/${tournament.slug}`)
  await waitForHydration(page)
  expect(await formatsMade()).toEqual([])

  const schedule = page.getByRole('region', { name: enTournament.schedule })
  const times = schedule.locator('time')
  const instants = [
    tournament.registration_start,
    tournament.registration_end,
    tournament.games_start,
    tournament.games_end,
  ].map((value) => new Date(value))
  await expect(times).toHaveText(
    instants.map((at) => {
      const offset = formatInTimeZone(at, 'Europe/Kyiv', 'x')
      return `${formatInTimeZone(at, 'Europe/Kyiv', 'dd.MM.yyyy HH:mm')} (Kyiv, UTC${offset[0]}${Number(offset.slice(1))})`
    }),
  )
  for (const [index, at] of instants.entries())
    await expect(times.nth(index)).toHaveAttribute('datetime', at.toISOString())
  const prizes = page.getByRole('region', { name: enTournament.overview.prizes })
  const fund = (await prizes.locator('dd').first().textContent()) ?? ''
  if (tournament.currency === 'USD') expect(fund).toMatch(/^\$[\d,]+(\.\d{2})?$/)
  expect(Number(fund.replace(/[^\d.]/g, ''))).toBe(tournament.prize_fund)
})

test('an unknown tournament is the 404 page', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource: the server responded with a status of 404/)
  const response = await page.goto('/en/tournaments/no-such-tournament')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
})

test('the tournament page has no axe violations', async ({ page, request }) => {
  const [first] = await list(request)
  if (!first) throw new Error('no tournaments seeded')
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/tournaments/${first.slug}`)
    await waitForHydration(page)
    await expectNoViolations(page)
  }
})
