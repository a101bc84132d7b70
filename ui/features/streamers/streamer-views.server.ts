/** Server only: the streamers' page views from the port's records (times in Kyiv). */
import { formatKyivDateTime, isoInstant } from '#core/shared/format/datetime.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { liveChannelOf, type Streamer } from '#core/streamers/streamers.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { ChannelLink, LinkKind, LiveView, StreamerSummary } from './views.ts'

const LINK_ORDER: readonly LinkKind[] = ['twitch', 'youtube', 'discord', 'telegram', 'instagram']

export const liveViewOf = (streamer: Streamer, locale: Locale): LiveView | null => {
  const live = liveChannelOf(streamer)
  if (!live) return null
  return {
    platform: live.platform,
    viewers: live.viewers,
    title: live.title,
    started: live.startedAt
      ? {
          text: formatKyivDateTime(live.startedAt, translate(locale).time.kyiv(), locale),
          iso: isoInstant(live.startedAt),
        }
      : null,
  }
}

export const summaryOf = (streamer: Streamer, locale: Locale): StreamerSummary => ({
  id: streamer.id,
  name: streamer.name,
  avatarUrl: streamer.avatarUrl,
  live: liveViewOf(streamer, locale),
})

export const linksOf = (streamer: Streamer): ChannelLink[] =>
  LINK_ORDER.flatMap((kind) => {
    const url = streamer.links[kind]
    return url ? [{ kind, url }] : []
  })
