import type { Page } from '@playwright/test'
import enCommunity from '../../locales/en/community/index.ts'
import en from '../../locales/en/streamers/index.ts'
import ukCommunity from '../../locales/uk/community/index.ts'
import uk from '../../locales/uk/streamers/index.ts'
import { expectNoViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { DICTIONARIES, LOCALES, localize, waitForHydration } from './support.ts'

// The streamers' pages from the seed (server/streamers/seed.ts): rendered on the server in both
// languages, a live stream with its players and an offline one, the players' CSP on the stream page
// only, YouTube loading only after a click, and axe clean. The players' origins are answered by a
// stand-in page here (no network in tests), and every request to them is recorded.

const TEXTS = { uk, en } as const
const COMMUNITY = { uk: ukCommunity, en: enCommunity } as const
const PLAYERS = /^https:\/\/(player\.twitch\.tv|www\.twitch\.tv|www\.youtube-nocookie\.com)\//
const STREAM_CSP = 'frame-src https://player.twitch.tv https://www.twitch.tv https://www.youtube-nocookie.com'

const standInPlayers = async (page: Page): Promise<string[]> => {
  const requested: string[] = []
  await page.route(PLAYERS, (route) => {
    requested.push(route.request().url())
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Player</title><main><p>Player</p></main></html>',
    })
  })
  return requested
}

// Digits grouped as each language writes them (a no-break space in Ukrainian).
const VOVK_VIEWERS = { uk: '1\u00a0243 глядачі', en: '1,243 viewers' } as const

for (const locale of LOCALES) {
  const S = TEXTS[locale]
  test(`the list and a live stream render on the server, live first, with the players' CSP (${locale})`, async ({
    page,
  }) => {
    const requested = await standInPlayers(page)
    const listResponse = await page.goto(localize('/streamers', locale))
    expect(listResponse?.status()).toBe(200)
    expect(listResponse?.headers()['content-security-policy']).not.toContain('frame-src')
    const html = await listResponse?.text()
    // Server-rendered: the names are in the HTML, the live ones first.
    expect(html?.indexOf('Олександр «Vovk» Вовченко')).toBeLessThan(
      html?.indexOf('Тарас «KyivBear» Мельник') ?? 0,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(S.list.heading)
    const first = page.locator('.streamer-card').first()
    await expect(first.getByRole('heading')).toHaveText('Олександр «Vovk» Вовченко')
    await expect(first).toContainText(`${S.live} · ${VOVK_VIEWERS[locale]}`)
    await expect(page.locator('.streamer-card').nth(3)).toContainText(S.offline)
    const watch = first.getByRole('link', { name: new RegExp(S.watchLive) })
    await expect(watch).toHaveAttribute('href', localize('/streams/sasha-vovk', locale))
    await expectNoViolations(page)

    const streamResponse = await page.goto(localize('/streams/sasha-vovk', locale))
    expect(streamResponse?.status()).toBe(200)
    const policy = streamResponse?.headers()['content-security-policy'] ?? ''
    expect(policy.split('; ').filter((part) => part.startsWith('frame-src'))).toEqual([STREAM_CSP])
    const player = page.locator('iframe.stream-layout__player')
    await expect(player).toHaveAttribute('src', 'https://player.twitch.tv/?channel=vovk_cs&parent=localhost')
    await expect(page.locator('iframe.stream-layout__chat')).toHaveAttribute(
      'src',
      'https://www.twitch.tv/embed/vovk_cs/chat?parent=localhost&darkpopout',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      S.stream.title.replace(/\{name(:string)?\}/, 'Олександр «Vovk» Вовченко'),
    )
    await expectNoViolations(page)
    expect(requested.some((url) => url.startsWith('https://player.twitch.tv/'))).toBe(true)
  })

  test(`an offline stream shows the streamer's links; a streamer's videos load YouTube only on click (${locale})`, async ({
    page,
  }) => {
    const requested = await standInPlayers(page)
    const offline = await page.goto(localize('/streams/taras-kyivbear', locale))
    expect(offline?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      S.stream.offlineHeading.replace(/\{name(:string)?\}/, 'Тарас «KyivBear» Мельник'),
    )
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByRole('link', { name: S.links.twitch, exact: true })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/kyivbear',
    )
    await expect(page.getByRole('link', { name: S.links.discord, exact: true })).toHaveAttribute(
      'href',
      'https://discord.gg/kyivbear',
    )
    await expectNoViolations(page)

    const profile = await page.goto(localize('/streamers/sasha-vovk', locale))
    expect(profile?.headers()['content-security-policy']).toContain(
      'frame-src https://www.youtube-nocookie.com;',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Олександр «Vovk» Вовченко')
    await expect(page.locator('.streamer-profile p[lang]')).toHaveCount(0)
    const title =
      locale === 'uk' ? 'Фінал Vatra Cup CS2: найкращі моменти' : 'Vatra Cup CS2 final: highlights'
    const play = page.getByRole('link', { name: S.video.play.replace(/\{title(:string)?\}/, title) })
    const thumbnail = play.locator('img')
    await expect(thumbnail).toHaveAttribute('src', /^\/media\/video-thumbnails\/[0-9a-f]{32}\.svg$/)
    await page.waitForLoadState('networkidle')
    expect(requested, 'nothing of YouTube before a click').toEqual([])
    await expectNoViolations(page)
    await play.click()
    await expect(page.locator('iframe.video-thumb__player')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/q7Vc2Kf9XbM?autoplay=1',
    )
    await expect
      .poll(() => requested)
      .toEqual(['https://www.youtube-nocookie.com/embed/q7Vc2Kf9XbM?autoplay=1'])
  })
}

test('an unknown streamer or stream is the 404 page', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource: the server responded with a status of 404/)
  for (const path of ['/streams/nobody', '/en/streamers/nobody', '/streams/Not_A_Slug']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
})

for (const locale of LOCALES) {
  test(`the producing page and every page's footer lead to the streamers (${locale})`, async ({ page }) => {
    const community = COMMUNITY[locale]
    await page.goto(localize('/producing', locale))
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link', { name: community.producing.streamersLink }).click()
    await expect(page).toHaveURL(new RegExp(`${localize('/streamers', locale)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[locale].list.heading)

    await page.goto(localize('/news', locale))
    const footer = page.getByRole('contentinfo').getByRole('navigation', {
      name: DICTIONARIES[locale].footer.community,
    })
    await expect(footer.getByRole('link', { name: DICTIONARIES[locale].footer.streamers })).toHaveAttribute(
      'href',
      localize('/streamers', locale),
    )
  })
}
