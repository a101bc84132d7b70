/**
 * The landing page's reading blocks as the server renders them (ADR 0033): each block shows only
 * when it has something real, links stay in the page's language, and the outside links say so.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import enBase from '#locales/en/index.ts'
import enLanding from '#locales/en/landing/index.ts'
import ukBase from '#locales/uk/index.ts'
import ukLanding from '#locales/uk/landing/index.ts'
import { landingBlocksHtml } from '#ui/features/home/blocks-html.ts'
import type { LandingBlocksProps } from '#ui/features/home/LandingBlocks.tsx'
import { eventState, landingLabels, streamTexts } from '#ui/features/home/labels.ts'
import { registerDictionary } from '#ui/shared/i18n/i18n.tsx'

registerDictionary('uk', { ...ukBase, landing: ukLanding })
registerDictionary('en', { ...enBase, landing: enLanding })

const nothing = (locale: 'uk' | 'en'): LandingBlocksProps => ({
  locale,
  labels: landingLabels(locale),
  events: [],
  streams: [],
  streamers: [],
  news: [],
  donateUrl: null,
  channels: [],
  videos: [],
  playing: null,
})

const render = (props: LandingBlocksProps) => {
  const { document } = new JSDOM(`<main>${landingBlocksHtml(props)}</main>`).window
  const headings = [...document.querySelectorAll('h2')].map((heading) => heading.textContent)
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((anchor) =>
      (anchor.getAttribute('aria-label') ?? anchor.textContent)?.includes(name),
    )
  return { document, headings, link }
}

const VIDEOS: LandingBlocksProps['videos'] = [
  {
    youtubeId: 'aaaaaaaaaaa',
    title: { text: 'Фінал кубка', lang: 'uk' },
    thumbnail: { url: '/media/a.svg', width: 320, height: 180 },
  },
  {
    youtubeId: 'bbbbbbbbbbb',
    title: { text: 'Season recap', lang: 'en' },
    thumbnail: { url: '/media/b.svg', width: 320, height: 180 },
  },
]

describe('the landing blocks', () => {
  it('end with the videos as thumbnails: buttons naming the video, nothing of YouTube', () => {
    const { headings, document } = render({ ...nothing('en'), videos: VIDEOS })
    expect(headings).toEqual(['Join in', 'Videos'])
    const buttons = [...document.querySelectorAll('button')]
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Play video: Фінал кубка',
      'Play video: Season recap',
    ])
    expect(buttons.map((button) => button.dataset.video)).toEqual(['aaaaaaaaaaa', 'bbbbbbbbbbb'])
    expect(buttons.map((button) => button.dataset.videoTitle)).toEqual(['Фінал кубка', 'Season recap'])
    expect(buttons[0]?.querySelector('[lang="uk"]')?.textContent).toBe('Фінал кубка')
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.body.innerHTML).not.toContain('youtube')
  })

  it('write the player of the video asked for in the query in place of its thumbnail', () => {
    const { document } = render({ ...nothing('uk'), videos: VIDEOS, playing: 'bbbbbbbbbbb' })
    const players = [...document.querySelectorAll('iframe')]
    expect(players).toHaveLength(1)
    expect(players[0]?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/bbbbbbbbbbb?autoplay=1',
    )
    expect(players[0]?.getAttribute('title')).toBe('Season recap')
    expect(players[0]?.hasAttribute('allowfullscreen')).toBe(true)
    expect([...document.querySelectorAll('button')].map((button) => button.dataset.video)).toEqual([
      'aaaaaaaaaaa',
    ])
  })

  it('with nothing to show, only the promo cards remain (to the application and the partners)', () => {
    const { headings, link } = render(nothing('en'))
    expect(headings).toEqual(['Join in'])
    expect(link('Apply now')?.getAttribute('href')).toBe('/en/producing')
    expect(link('Become a partner')?.getAttribute('href')).toBe('/en/partners')
  })

  it('shows the tournaments, linked in the page language, with their state, times and prize fund', () => {
    const { headings, link, document } = render({
      ...nothing('uk'),
      events: [
        {
          slug: 'cs2-kyiv-cup',
          name: 'CS2 Kyiv Cup',
          game: 'Counter-Strike 2',
          state: 'Ігри тривають',
          running: true,
          gamesStart: { iso: '2026-11-30T13:00:00.000Z', text: '30.11.2026 15:00' },
          gamesEnd: { iso: '2026-12-02T19:00:00.000Z', text: '02.12.2026 21:00' },
          registrationEnd: { iso: '2026-11-27T18:00:00.000Z', text: '27.11.2026 20:00' },
          prizeFund: '$2,000',
        },
      ],
    })
    expect(headings).toEqual(['Турніри зараз і незабаром', 'Долучайтеся'])
    expect(link('CS2 Kyiv Cup')?.getAttribute('href')).toBe('/tournaments/cs2-kyiv-cup')
    expect(link('Усі турніри')?.getAttribute('href')).toBe('/tournaments')
    expect([...document.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-11-30T13:00:00.000Z',
      '2026-12-02T19:00:00.000Z',
      '2026-11-27T18:00:00.000Z',
    ])
    expect(document.querySelector('.landing-event__state--live')?.textContent).toBe('Ігри тривають')
    expect(document.querySelector('.landing-event__times')?.textContent).toBe(
      'Ігри30.11.2026 15:00 – 02.12.2026 21:00Реєстрація до27.11.2026 20:00',
    )
  })

  it('words a card’s registration state from the timeline’s phase, times in Kyiv', () => {
    // Kyiv is UTC+2 in winter: 07:00Z is 09:00 there.
    const schedule = {
      registrationStart: new Date('2026-12-01T07:00:00Z'),
      registrationEnd: new Date('2026-12-10T18:00:00Z'),
      gamesStart: new Date('2026-12-12T13:00:00Z'),
      gamesEnd: new Date('2026-12-14T19:00:00Z'),
    }
    expect(eventState('uk', 'registrationNotStarted', schedule)).toBe(
      'Реєстрація відкриється 01.12.2026 09:00',
    )
    expect(eventState('en', 'registrationNotStarted', schedule)).toBe('Registration opens 01.12.2026 09:00')
    expect(eventState('uk', 'registrationOpen', schedule)).toBe('Реєстрація відкрита до 10.12.2026 20:00')
    expect(eventState('en', 'registrationOpen', schedule)).toBe('Registration open until 10.12.2026 20:00')
    expect(eventState('uk', 'registrationClosed', schedule)).toBe('Реєстрацію закрито')
    expect(eventState('en', 'registrationClosed', schedule)).toBe('Registration closed')
    expect(eventState('uk', 'gamesInProgress', schedule)).toBe('Ігри тривають')
    expect(eventState('en', 'gamesInProgress', schedule)).toBe('Games in progress')
  })

  it('the donate block appears with the configured link, opening a new tab and saying so', () => {
    const { headings, link } = render({ ...nothing('en'), donateUrl: 'https://send.monobank.ua/jar/abc' })
    expect(headings).toContain('Support the community')
    const donate = link('Donate')
    expect(donate?.getAttribute('href')).toBe('https://send.monobank.ua/jar/abc')
    expect(donate?.getAttribute('target')).toBe('_blank')
    expect(donate?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(donate?.textContent).toBe('Donate (opens in a new tab)')
  })

  it('the community block appears only with a chat channel configured', () => {
    const { headings, link } = render({
      ...nothing('uk'),
      channels: [{ name: 'Discord', url: 'https://discord.gg/vatra' }],
    })
    expect(headings).toEqual(['Долучайтеся', 'Спільнота'])
    expect(link('Discord')?.getAttribute('href')).toBe('https://discord.gg/vatra')
  })

  it('a live stream shows its viewers in words and links to its page; an offline one says so and links to the streamer', () => {
    const live = {
      streamerId: 'kyivstar-kid',
      name: 'KyivStarKid',
      avatar: null,
      live: true,
      href: '/streams/kyivstar-kid',
    }
    const offline = {
      ...live,
      streamerId: 'lvivfox',
      name: 'LvivFox',
      live: false,
      href: '/streamers/lvivfox',
    }
    const { document, link } = render({
      ...nothing('uk'),
      streams: [
        { ...live, ...streamTexts('uk', { name: live.name, live: true, viewers: 1 }) },
        { ...offline, ...streamTexts('uk', { name: offline.name, live: false, viewers: 0 }) },
      ],
    })
    const states = [...document.querySelectorAll('.landing-stream__state')].map((state) => state.textContent)
    expect(states).toEqual(['Наживо · 1 глядач', 'Не в ефірі'])
    // The pills say only what they do; their names say whose stream.
    expect(link('Дивитися стрім: KyivStarKid')?.textContent).toBe('Дивитися стрім')
    expect(link('Канал: LvivFox')?.textContent).toBe('Канал')
    expect(link('Дивитися стрім: KyivStarKid')?.getAttribute('href')).toBe('/streams/kyivstar-kid')
    expect(link('Канал: LvivFox')?.getAttribute('href')).toBe('/streamers/lvivfox')
    // The stream's page brings its own CSP: it loads as a whole page; the streamer's page need not.
    expect(link('Дивитися стрім: KyivStarKid')?.getAttribute('data-vike')).toBe('false')
    expect(link('Канал: LvivFox')?.hasAttribute('data-vike')).toBe(false)
    expect(streamTexts('uk', { name: 'x', live: true, viewers: 22 }).state).toBe('Наживо · 22 глядачі')
    expect(streamTexts('en', { name: 'x', live: true, viewers: 1 }).state).toBe('Live · 1 viewer')
    // Thousands grouped as each language writes them; the plural form still follows the number.
    expect(streamTexts('uk', { name: 'x', live: true, viewers: 1243 }).state).toBe(
      'Наживо · 1\u00a0243 глядачі',
    )
    expect(streamTexts('uk', { name: 'x', live: true, viewers: 12_021 }).state).toBe(
      'Наживо · 12\u00a0021 глядач',
    )
    expect(streamTexts('en', { name: 'x', live: true, viewers: 1243 }).state).toBe('Live · 1,243 viewers')
  })

  it('a news item falls back to the other language with its lang, and links to its article', () => {
    const { document, link } = render({
      ...nothing('en'),
      news: [
        {
          id: 'winter-cup-recap',
          category: 'News',
          title: { text: 'Підсумки зимового кубка', lang: 'uk' },
          summary: { text: 'Who won and how.', lang: 'en' },
          published: { iso: '2026-11-20T10:00:00.000Z', text: '20.11.2026' },
          cover: { url: '/media/news/winter.svg', width: 1200, height: 675 },
        },
      ],
    })
    expect(link('Підсумки зимового кубка')?.getAttribute('href')).toBe('/en/news/winter-cup-recap')
    expect(link('Підсумки зимового кубка')?.closest('h3')?.getAttribute('lang')).toBe('uk')
    const cover = document.querySelector('img')
    expect([cover?.getAttribute('width'), cover?.getAttribute('height'), cover?.getAttribute('alt')]).toEqual(
      ['1200', '675', ''],
    )
  })
})
