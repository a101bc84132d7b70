import type { Page } from '@playwright/test'
import { fill } from './auth-screens.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { LANDING, LOCALES, localize, waitForHydration } from './support.ts'

// The landing page from the seed (spec §2, ADR 0033): its blocks in the server's HTML in both
// languages, each linking in the page's language, nothing of YouTube before a click, and the player
// after one, also when the landing was reached by a client navigation (ADR 0036). The donate and
// community blocks need settings the e2e server does not have: tests/unit/ui/landing-blocks.test.tsx.

/** `dd.mm.yyyy HH:mm`, as the server writes a card's times (Kyiv time). */
const DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const YOUTUBE = /^https:\/\/www\.youtube-nocookie\.com\//
const EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/

/** Answers YouTube's player origin with a stand-in page (no network in tests), recording each request. */
const standInYouTube = async (page: Page): Promise<string[]> => {
  const requested: string[] = []
  await page.route(YOUTUBE, (route) => {
    requested.push(route.request().url())
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Player</p>',
    })
  })
  return requested
}

for (const locale of LOCALES) {
  const L = LANDING[locale]

  test(`the landing's blocks come from the seed, rendered on the server, linking in its language (${locale})`, async ({
    page,
  }) => {
    const html = await (await page.request.get(localize('/', locale))).text()
    // The community as a schema.org Organization, at the landing's address in this language.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null'
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Vatra Esports',
      url: expect.stringMatching(
        locale === 'en' ? /^http:\/\/localhost:\d+\/en$/ : /^http:\/\/localhost:\d+\/$/,
      ),
      sameAs: [],
    })
    expect(html).toContain('<meta property="og:type" content="website"/>')
    for (const heading of [L.events.heading, L.streams.heading, L.streamerList.heading, L.latestNews.heading])
      expect(html, heading).toContain(`>${heading}</h2>`)

    const requested = await standInYouTube(page)
    await page.goto(localize('/', locale))
    await waitForHydration(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      L.events.heading,
      L.streams.heading,
      L.promo.heading,
      L.streamerList.heading,
      L.latestNews.heading,
      L.videos.heading,
    ])
    const events = main.getByRole('region', { name: L.events.heading })
    await expect(events.getByRole('listitem')).toHaveCount(3)
    await expect(events.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${localize('/tournaments/', locale)}[a-z0-9-]+$`),
    )
    await expect(events.locator('time').first()).toHaveText(DATE_TIME)
    // A live stream says so with its viewers and opens its page whole (the page brings its own CSP).
    const streams = main.getByRole('region', { name: L.streams.heading })
    // The most watched first, its count grouped as the language writes it (seed: 1243 viewers).
    await expect(streams.locator('.landing-stream__state--live').first()).toHaveText(
      `${L.streams.live} · ${locale === 'uk' ? '1\u00a0243 глядачі' : '1,243 viewers'}`,
    )
    const watch = streams.locator('a[data-vike="false"]').first()
    await expect(watch).toHaveAttribute('href', new RegExp(`^${localize('/streams/', locale)}[a-z0-9-]+$`))
    const news = main.getByRole('region', { name: L.latestNews.heading })
    await expect(news.getByRole('heading', { level: 3 })).toHaveCount(3)
    await expect(news.getByRole('link', { name: L.latestNews.all })).toHaveAttribute(
      'href',
      localize('/news', locale),
    )

    await page.waitForLoadState('networkidle')
    expect(requested, 'nothing of YouTube before a click').toEqual([])
    await expectNoViolations(page)

    const videos = main.getByRole('region', { name: L.videos.heading })
    await videos.getByRole('button').first().click()
    const player = videos.locator('iframe')
    await expect(player).toHaveAttribute('src', EMBED)
    await expect.poll(() => requested).toEqual([await player.getAttribute('src')])
  })
}

test('a video asked for on a landing reached by a client navigation loads the landing whole and plays', async ({
  page,
}) => {
  const L = LANDING.en
  const requested = await standInYouTube(page)
  await page.goto('/en/about')
  await waitForHydration(page)
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument?: boolean }).sameDocument = true
  })
  await page.getByRole('banner').locator('a.brand').click()
  const videos = page.getByRole('main').getByRole('region', { name: L.videos.heading })
  await expect(videos).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // This document's CSP is the about page's, which frames nothing: the landing loads whole and plays.
  await videos.getByRole('button').first().click()
  await expect(page).toHaveURL(/\/en\?play=[\w-]{11}$/)
  await expect(videos.locator('iframe')).toHaveAttribute('src', EMBED)
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBeUndefined()
  await expect.poll(() => requested.length).toBe(1)
})

for (const locale of LOCALES) {
  const L = LANDING[locale]

  // The seed's Valorant Lviv Clash is being played; of the coming ones, the list's order puts CS2 Kyiv
  // Cup, whose registration is open, before Dota 2 Dnipro League, whose registration has closed
  // (server/platform/db/demo-tournaments.ts).
  test(`the events show the tournament being played first, each card with its state and times (${locale})`, async ({
    page,
  }) => {
    await page.goto(localize('/', locale))
    const events = page.getByRole('main').getByRole('region', { name: L.events.heading })
    const cards = events.getByRole('listitem')
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Valorant Lviv Clash',
      'CS2 Kyiv Cup',
      'Dota 2 Dnipro League',
    ])
    await expect(cards.locator('.landing-event__state')).toHaveText([
      L.events.state.gamesInProgress,
      new RegExp(
        `^${escaped(fill(L.events.state.registrationOpen, { time: '@' })).replace('@', DATE_TIME.source.slice(1, -1))}$`,
      ),
      L.events.state.registrationClosed,
    ])
    const running = cards.first()
    await expect(running.locator('dt')).toHaveText([L.events.games, L.events.registrationEnd])
    await expect(running.locator('time')).toHaveCount(3)
    for (const time of await running.locator('time').all()) await expect(time).toHaveText(DATE_TIME)
  })
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    for (const locale of LOCALES) {
      test(`the stream cards keep their pill on one line and names to two, nothing spilling (${locale})`, async ({
        page,
      }) => {
        await page.goto(localize('/', locale))
        const streams = page.getByRole('main').getByRole('region', { name: LANDING[locale].streams.heading })
        await expect(streams.getByRole('listitem').first()).toBeVisible()
        const measured = await streams.locator('.landing-stream').evaluateAll((cards) =>
          cards.map((card) => {
            const box = card.getBoundingClientRect()
            const pill = card.querySelector('a.button')
            const name = card.querySelector('h3')
            if (!pill || !name) return { missing: true }
            const pillBox = pill.getBoundingClientRect()
            const nameBox = name.getBoundingClientRect()
            const pillLine = Number.parseFloat(getComputedStyle(pill).lineHeight)
            const nameLine = Number.parseFloat(getComputedStyle(name).lineHeight)
            return {
              missing: false,
              pillOneLine: pill.getClientRects().length === 1 && pillBox.height < 2 * pillLine,
              pillInside:
                pillBox.left >= box.left && pillBox.right <= box.right && pillBox.bottom <= box.bottom,
              nameTwoLinesAtMost: nameBox.height <= 2 * nameLine + 1,
              nameInside: nameBox.right <= box.right,
            }
          }),
        )
        expect(measured.length).toBeGreaterThan(0)
        for (const card of measured) {
          expect(card).toEqual({
            missing: false,
            pillOneLine: true,
            pillInside: true,
            nameTwoLinesAtMost: true,
            nameInside: true,
          })
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
      })
    }
  })
}
