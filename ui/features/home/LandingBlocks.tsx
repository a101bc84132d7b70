import type { Locale } from '#core/shared/i18n/locale.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { CommunityBlock } from './CommunityBlock.tsx'
import { DonateBlock } from './DonateBlock.tsx'
import { LatestNews } from './LatestNews.tsx'
import { LiveStreams } from './LiveStreams.tsx'
import type { LandingLabels } from './labels.ts'
import type { LandingEvent, LandingNews, LandingStream, LandingStreamer, LandingVideo } from './landing.ts'
import { PromoCards } from './PromoCards.tsx'
import { StreamerList } from './StreamerList.tsx'
import { UpcomingEvents } from './UpcomingEvents.tsx'
import { Videos } from './Videos.tsx'

export interface LandingBlocksProps {
  readonly locale: Locale
  readonly labels: LandingLabels
  readonly events: ReadonlyArray<LandingEvent>
  readonly streams: ReadonlyArray<LandingStream>
  readonly streamers: ReadonlyArray<LandingStreamer>
  readonly news: ReadonlyArray<LandingNews>
  readonly donateUrl: string | null
  readonly channels: ReadonlyArray<{ readonly name: string; readonly url: string }>
  readonly videos: ReadonlyArray<LandingVideo>
  /** The video asked for in the page's query (`?play=`): its player instead of its thumbnail. */
  readonly playing: string | null
}

/**
 * The landing's blocks after the hero, in the order of spec §2; each one is left out when it has
 * nothing real to show. Rendered to HTML by the server only (blocks-html.ts): they hold links and
 * text, nothing to hydrate; the videos' thumbnails are buttons the page's click handler answers.
 */
export const LandingBlocks = ({
  locale,
  labels: T,
  events,
  streams,
  streamers,
  news,
  donateUrl,
  channels,
  videos,
  playing,
}: LandingBlocksProps) => {
  const at = (path: string) => localizePath(path, locale)
  return (
    <>
      {events.length > 0 ? <UpcomingEvents events={events} T={T.events} at={at} /> : null}
      {streams.length > 0 ? <LiveStreams streams={streams} T={T.streams} at={at} /> : null}
      <PromoCards T={T.promo} at={at} />
      {donateUrl ? <DonateBlock url={donateUrl} T={T.donate} /> : null}
      {streamers.length > 0 ? <StreamerList streamers={streamers} T={T.streamers} at={at} /> : null}
      {news.length > 0 ? <LatestNews news={news} T={T.news} at={at} /> : null}
      <CommunityBlock T={T.community} channels={channels} />
      {videos.length > 0 ? <Videos videos={videos} playing={playing} T={T.videos} /> : null}
    </>
  )
}
