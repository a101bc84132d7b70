/**
 * Streamers, their channels' live state and their videos, as the pages and the landing read them
 * (docs/streams.md). The formats of the ids the platforms give are checked here once: the route's
 * schema, the console's use cases and the database constraints say the same.
 */
import { Schema } from 'effect'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { type Picked, pickLocalized } from '#core/tournaments/index.ts'

export const STREAMER_ID_MAX_LENGTH = 100
export const STREAMER_NAME_MAX_LENGTH = 80
export const STREAMER_BIO_MAX_LENGTH = 2000
export const VIDEO_TITLE_MAX_LENGTH = 150
export const LINK_MAX_LENGTH = 300

/** A streamer's address in `/streamers/{id}`: lowercase words joined by single hyphens. */
export const STREAMER_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/u
export const StreamerId = Schema.String.check(
  Schema.isMaxLength(STREAMER_ID_MAX_LENGTH),
  Schema.isPattern(STREAMER_ID_PATTERN),
)

/** A Twitch login: 4-25 letters, digits or underscores (stored lowercase, as Helix answers it). */
export const TwitchLogin = Schema.String.check(Schema.isMaxLength(25), Schema.isPattern(/^[a-z0-9_]{3,25}$/u))

/** A YouTube channel id: `UC` and 22 URL-safe base64 characters. */
export const YouTubeChannelId = Schema.String.check(
  Schema.isMaxLength(24),
  Schema.isPattern(/^UC[A-Za-z0-9_-]{22}$/u),
)

/** A YouTube video id: 11 URL-safe base64 characters. */
export const YouTubeVideoId = Schema.String.check(
  Schema.isMaxLength(11),
  Schema.isPattern(/^[A-Za-z0-9_-]{11}$/u),
)

/** A streamer's social link: an https URL of reasonable length. */
export const SocialLink = Schema.String.check(
  Schema.isMaxLength(LINK_MAX_LENGTH),
  Schema.isPattern(/^https:\/\/[^\s<>"]+$/u),
)

export const STREAM_PLATFORMS = ['twitch', 'youtube'] as const
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number]

/** One channel's state as last seen by the poller (or as seeded). */
export interface ChannelState {
  readonly platform: StreamPlatform
  readonly live: boolean
  readonly viewers: number
  readonly title: string | null
  /** ISO date-times. */
  readonly startedAt: string | null
  readonly checkedAt: string | null
  /** YouTube: the live broadcast's video id (the player needs it); null on Twitch. */
  readonly videoId: string | null
}

export interface Bilingual {
  readonly uk: string | null
  readonly en: string | null
}

export interface StreamerLinks {
  readonly twitch: string | null
  readonly youtube: string | null
  readonly discord: string | null
  readonly telegram: string | null
  readonly instagram: string | null
}

export interface Streamer {
  readonly id: string
  readonly name: string
  /** A same-origin `/media/…` URL, or null. */
  readonly avatarUrl: string | null
  readonly bio: Bilingual
  readonly twitchLogin: string | null
  readonly youtubeChannelId: string | null
  readonly links: StreamerLinks
  readonly featured: boolean
  readonly order: number
  readonly channels: ReadonlyArray<ChannelState>
}

export interface Video {
  readonly youtubeId: string
  readonly title: Bilingual
  /** A drawn thumbnail under `/media/` (nothing from YouTube loads before a click). */
  readonly thumbnailUrl: string | null
  readonly streamerId: string | null
  readonly publishedAt: string
}

/** The channel a "watch live" link plays: Twitch when live there, else YouTube; null when offline. */
export const liveChannelOf = (streamer: Pick<Streamer, 'channels'>): ChannelState | null =>
  streamer.channels.find((c) => c.platform === 'twitch' && c.live) ??
  streamer.channels.find((c) => c.platform === 'youtube' && c.live) ??
  null

/**
 * The list's order: live streamers first, the most watched first; then featured ones; then the
 * organisers' order; then by name.
 */
export const byLiveThenFeatured = (a: Streamer, b: Streamer): number => {
  const liveA = liveChannelOf(a)
  const liveB = liveChannelOf(b)
  if ((liveA === null) !== (liveB === null)) return liveA ? -1 : 1
  if (liveA && liveB && liveA.viewers !== liveB.viewers) return liveB.viewers - liveA.viewers
  if (a.featured !== b.featured) return a.featured ? -1 : 1
  if (a.order !== b.order) return a.order - b.order
  return a.name.localeCompare(b.name, 'uk')
}

/** What the landing shows of a streamer: a card linking to the stream (live) or the streamer. */
export interface StreamCard {
  readonly id: string
  readonly name: string
  readonly avatarUrl: string | null
  readonly live: boolean
  readonly viewers: number
  /** An unlocalised path: `/streams/{id}` when live, `/streamers/{id}` otherwise. */
  readonly href: string
}

export interface VideoCard {
  readonly youtubeId: string
  readonly title: Picked<string>
  readonly thumbnailUrl: string | null
}

export const streamCardOf = (streamer: Streamer): StreamCard => {
  const live = liveChannelOf(streamer)
  return {
    id: streamer.id,
    name: streamer.name,
    avatarUrl: streamer.avatarUrl,
    live: live !== null,
    viewers: live?.viewers ?? 0,
    href: live ? `/streams/${streamer.id}` : `/streamers/${streamer.id}`,
  }
}

/** A video's title in the page's language (or the other one, marked), its id as a fallback title. */
export const videoCardOf = (video: Video, locale: Locale): VideoCard => ({
  youtubeId: video.youtubeId,
  title: pickLocalized(video.title, locale) ?? { value: video.youtubeId, lang: locale, fallback: false },
  thumbnailUrl: video.thumbnailUrl,
})

/**
 * The reads the pages make on the server (`pageContext.streamers`): each a bounded number of queries.
 */
export interface StreamersReader {
  /** Every streamer, live first (byLiveThenFeatured). */
  list(): Promise<ReadonlyArray<Streamer>>
  /** One streamer with their latest videos; null when there is no such streamer. */
  find(id: string, videoLimit?: number): Promise<{ streamer: Streamer; videos: ReadonlyArray<Video> } | null>
  /** The landing's blocks: live streams then featured offline streamers, and the latest videos. */
  landing(
    locale: Locale,
    limits?: { streams?: number; videos?: number },
  ): Promise<{ streams: ReadonlyArray<StreamCard>; videos: ReadonlyArray<VideoCard> }>
}
