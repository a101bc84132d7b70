/**
 * The streamers' public endpoints (`GET /api/v1/streamers`, `GET /api/v1/streamers/{id}`): their
 * answers as schemas, for the OpenAPI document; the types are checked to be the port's own.
 */
import { Schema } from 'effect'
import { STREAM_PLATFORMS, type Streamer, type Video } from './streamers.ts'

export const STREAMER_PATHS = { streamers: '/streamers', streamer: '/streamers/:id' } as const

const Text = Schema.NullOr(Schema.String)
const Bilingual = Schema.Struct({ uk: Text, en: Text })

export const ChannelStatePayload = Schema.Struct({
  platform: Schema.Literals(STREAM_PLATFORMS),
  live: Schema.Boolean,
  viewers: Schema.Int,
  title: Text,
  startedAt: Text,
  checkedAt: Text,
  videoId: Text,
})

export const StreamerPayload = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  avatarUrl: Text,
  bio: Bilingual,
  twitchLogin: Text,
  youtubeChannelId: Text,
  links: Schema.Struct({ twitch: Text, youtube: Text, discord: Text, telegram: Text, instagram: Text }),
  featured: Schema.Boolean,
  order: Schema.Int,
  channels: Schema.Array(ChannelStatePayload),
})

export const VideoPayload = Schema.Struct({
  youtubeId: Schema.String,
  title: Bilingual,
  thumbnailUrl: Text,
  streamerId: Text,
  publishedAt: Schema.String,
})

export const StreamerList = Schema.Struct({ results: Schema.Array(StreamerPayload) })
export const StreamerDetail = Schema.Struct({ streamer: StreamerPayload, videos: Schema.Array(VideoPayload) })

// The schemas say what the port answers, no more and no less.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameStreamer: Same<typeof StreamerPayload.Type, Streamer> = true
const sameVideo: Same<typeof VideoPayload.Type, Video> = true
void sameStreamer
void sameVideo

/** What another feature may name of a streamer's entry (the inbox's accepted applications). */
export {
  STREAMER_ID_MAX_LENGTH,
  STREAMER_ID_PATTERN,
  STREAMER_NAME_MAX_LENGTH,
  StreamerId,
} from './streamers.ts'
