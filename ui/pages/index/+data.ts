import type { PageContextServer } from 'vike/types'
import { formatDate, formatDateTime, isoInstant } from '#core/shared/format/datetime.ts'
import { formatCurrency } from '#core/shared/format/number.ts'
import { phaseAt, scheduleFromDto } from '#core/tournaments/timeline.ts'
import { landingBlocksHtml } from '#ui/features/home/blocks-html.ts'
import { categoryText, eventState, landingLabels, streamTexts } from '#ui/features/home/labels.ts'
import type { LandingData } from '#ui/features/home/landing.ts'
import { PLAY_QUERY } from '#ui/features/home/video-embed.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'

/** How many of each the landing page shows; its section pages list the rest. */
const EVENTS = 3
const LATEST_NEWS = 3
const STREAMS = 6
const VIDEOS = 3

/** The intrinsic sizes of the drawn avatars and video thumbnails (server/streamers/art.ts). */
const AVATAR = { width: 128, height: 128 }
const THUMBNAIL = { width: 320, height: 180 }

/** A date-time as a card shows it: `dd.mm.yyyy HH:mm` Kyiv time. */
const when = (value: string) => ({ iso: isoInstant(value), text: formatDateTime(value) })

/** The community's chat channels the landing invites to (the others are in the footer). */
const CHAT_CHANNELS = ['discord', 'telegram'] as const

// Server only (client navigations fetch its result): every block's content through the in-process
// ports, with dates, money, counts and the page's texts written out here, and the reading blocks
// rendered to HTML (ADR 0033). A block with nothing to show is left out.
export const data = async (pageContext: PageContextServer): Promise<LandingData> => {
  const { locale, communityLinks } = pageContext
  const [running, upcoming, latestNews, live, everyStreamer] = await Promise.all([
    pageContext.tournaments?.list({ filter: 'active', pageSize: EVENTS }),
    pageContext.tournaments?.list({ filter: 'upcoming', pageSize: EVENTS }),
    pageContext.news?.latest(locale, LATEST_NEWS),
    pageContext.streamers?.landing(locale, { streams: STREAMS, videos: VIDEOS }),
    pageContext.streamers?.list(),
  ])
  const now = new Date()
  const streams = live?.streams ?? []
  const videos = (live?.videos ?? []).flatMap((video) =>
    video.thumbnailUrl
      ? [
          {
            youtubeId: video.youtubeId,
            title: { text: video.title.value, lang: video.title.lang },
            thumbnail: { url: video.thumbnailUrl, ...THUMBNAIL },
          },
        ]
      : [],
  )
  const labels = landingLabels(locale)
  const channelNames = translate(locale).footer.channels
  const blocksHtml = landingBlocksHtml({
    locale,
    labels,
    // The tournaments being played first, then the coming ones.
    events: [...(running?.results ?? []), ...(upcoming?.results ?? [])].slice(0, EVENTS).map((tournament) => {
      const schedule = scheduleFromDto(tournament)
      const phase = phaseAt(schedule, now)
      return {
        slug: tournament.slug,
        name: tournament.name,
        game: tournament.game,
        state: eventState(locale, phase, schedule),
        running: phase === 'gamesInProgress',
        gamesStart: when(tournament.games_start),
        gamesEnd: when(tournament.games_end),
        registrationEnd: when(tournament.registration_end),
        prizeFund: formatCurrency(tournament.prize_fund, tournament.currency),
      }
    }),
    streams: streams.map((stream) => ({
      streamerId: stream.id,
      name: stream.name,
      avatar: stream.avatarUrl ? { url: stream.avatarUrl, ...AVATAR } : null,
      live: stream.live,
      href: stream.href,
      ...streamTexts(locale, stream),
    })),
    streamers: (everyStreamer ?? []).map((streamer) => ({
      id: streamer.id,
      name: streamer.name,
      avatar: streamer.avatarUrl ? { url: streamer.avatarUrl, ...AVATAR } : null,
    })),
    news: (latestNews ?? []).map((item) => ({
      id: item.id,
      category: categoryText(locale, item.category),
      title: { text: item.title, lang: item.lang },
      summary: item.summary.trim() === '' ? null : { text: item.summary, lang: item.lang },
      published: { iso: isoInstant(item.published_at), text: formatDate(item.published_at) },
      cover: item.cover,
    })),
    donateUrl: pageContext.donateUrl ?? null,
    channels: CHAT_CHANNELS.flatMap((channel) => {
      const url = communityLinks[channel]
      return url ? [{ name: channelNames[channel](), url }] : []
    }),
    videos,
    // Only a listed video's id is looked for: the query never reaches the HTML as it came.
    playing:
      videos.find((video) => video.youtubeId === pageContext.urlParsed.search[PLAY_QUERY])?.youtubeId ?? null,
  })
  const { title, description, hero } = labels
  return { labels: { title, description, hero }, blocksHtml }
}

export type Data = Awaited<ReturnType<typeof data>>
