/**
 * The landing page's texts in the page's language, written out by the server into the page's data:
 * the browser renders them without loading the `landing` dictionary (ADR 0033). Server only: imported
 * by the page's data hook.
 */
import { formatDateTime } from '#core/shared/format/datetime.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { Phase, Schedule } from '#core/tournaments/timeline.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'

export const landingLabels = (locale: Locale) => {
  const T = translate(locale).landing
  return {
    title: T.title(),
    description: T.description(),
    hero: {
      eyebrow: T.hero.eyebrow(),
      title: T.hero.title(),
      lead: T.hero.lead(),
      primary: T.hero.primary(),
      secondary: T.hero.secondary(),
    },
    events: {
      heading: T.events.heading(),
      all: T.events.all(),
      games: T.events.games(),
      registrationEnd: T.events.registrationEnd(),
      prizeFund: T.events.prizeFund(),
    },
    streams: { heading: T.streams.heading(), all: T.streams.all() },
    promo: {
      heading: T.promo.heading(),
      streamers: {
        title: T.promo.streamers.title(),
        body: T.promo.streamers.body(),
        action: T.promo.streamers.action(),
      },
      sponsors: {
        title: T.promo.sponsors.title(),
        body: T.promo.sponsors.body(),
        action: T.promo.sponsors.action(),
      },
    },
    donate: {
      heading: T.donate.heading(),
      body: T.donate.body(),
      action: T.donate.action(),
      newTab: T.donate.newTab(),
    },
    streamers: { heading: T.streamerList.heading(), all: T.streamerList.all() },
    news: { heading: T.latestNews.heading(), all: T.latestNews.all() },
    community: { heading: T.communityLink.heading(), body: T.communityLink.body() },
    videos: { heading: T.videos.heading(), play: T.videos.play() },
  }
}

export type LandingLabels = ReturnType<typeof landingLabels>

/** A stream's state and the name of its link, counts and names filled in. */
export const streamTexts = (locale: Locale, stream: { name: string; live: boolean; viewers: number }) => {
  const T = translate(locale).landing.streams
  return stream.live
    ? {
        state: `${T.live()} · ${T.viewers({ count: stream.viewers })}`,
        link: T.join({ name: stream.name }),
        action: T.watch(),
      }
    : { state: T.offline(), link: T.channel({ name: stream.name }), action: T.open() }
}

/**
 * A tournament card's registration state at `now`, from core's timeline phase: when registration
 * opens or until when it is open, given as `dd.mm.yyyy HH:mm` Kyiv time.
 */
export const eventState = (locale: Locale, phase: Phase, schedule: Schedule): string => {
  const T = translate(locale).landing.events.state
  switch (phase) {
    case 'registrationNotStarted':
      return T.registrationNotStarted({ time: formatDateTime(schedule.registrationStart) })
    case 'registrationOpen':
      return T.registrationOpen({ time: formatDateTime(schedule.registrationEnd) })
    default:
      return T[phase]()
  }
}

/** A news item's category as the landing's card names it. */
export const categoryText = (locale: Locale, category: 'news' | 'cases'): string =>
  translate(locale).landing.latestNews.categories[category]()
