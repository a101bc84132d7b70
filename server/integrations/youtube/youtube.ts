/**
 * YouTube: which channels are live, in the quota's cheap way (docs/streams.md "YouTube quota"):
 * `search?eventType=live` costs 100 units a call, so instead each channel's uploads playlist
 * (`playlistItems.list`, 1 unit; a live broadcast is in it while it runs) gives its latest video ids,
 * and one `videos.list?part=snippet,liveStreamingDetails` (1 unit for up to 50 ids) tells which is
 * live now and its concurrent viewers. A 403 `quotaExceeded` or a 429 waits an hour.
 * Documented shapes: https://developers.google.com/youtube/v3/docs/playlistItems/list and
 * https://developers.google.com/youtube/v3/docs/videos#liveStreamingDetails
 */
import { Schema } from 'effect'
import {
  type Fetch,
  type LiveInfo,
  type LiveSource,
  LiveSourceError,
  RateLimitedError,
  REQUEST_TIMEOUT_MS,
} from '../live-source.ts'

export interface YouTubeSettings {
  readonly apiKey: string
  /** `https://www.googleapis.com` in production. */
  readonly apiUrl: string
}

/** The latest uploads looked at per channel. */
const LATEST_PER_CHANNEL = 3
const VIDEOS_PER_CALL = 50
const QUOTA_BACKOFF_MS = 60 * 60 * 1000

const PlaylistItems = Schema.Struct({
  items: Schema.optional(
    Schema.Array(Schema.Struct({ contentDetails: Schema.Struct({ videoId: Schema.String }) })),
  ),
})

const Videos = Schema.Struct({
  items: Schema.optional(
    Schema.Array(
      Schema.Struct({
        id: Schema.String,
        snippet: Schema.Struct({
          channelId: Schema.String,
          title: Schema.String,
          liveBroadcastContent: Schema.String,
        }),
        liveStreamingDetails: Schema.optional(
          Schema.Struct({
            actualStartTime: Schema.optional(Schema.String),
            actualEndTime: Schema.optional(Schema.String),
            concurrentViewers: Schema.optional(Schema.String),
          }),
        ),
      }),
    ),
  ),
})

const ErrorAnswer = Schema.Struct({
  error: Schema.Struct({ errors: Schema.optional(Schema.Array(Schema.Struct({ reason: Schema.String }))) }),
})

/** The uploads playlist of a channel: `UC…` becomes `UU…`. */
export const uploadsPlaylistOf = (channelId: string): string => `UU${channelId.slice(2)}`

export const createYouTubeLiveSource = (
  settings: YouTubeSettings,
  options: { readonly fetch?: Fetch; readonly now?: () => Date } = {},
): LiveSource => {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init))
  const now = options.now ?? (() => new Date())

  const get = async <S extends Schema.Top & { readonly DecodingServices: never }>(
    path: string,
    params: Record<string, string>,
    schema: S,
  ): Promise<S['Type'] | null> => {
    const query = new URLSearchParams({ ...params, key: settings.apiKey })
    let response: Response
    try {
      response = await fetchFn(`${settings.apiUrl}/youtube/v3/${path}?${query}`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
    } catch (error) {
      throw new LiveSourceError(`YouTube ${path}: ${error instanceof Error ? error.message : 'no answer'}`)
    }
    const body: unknown = await response.json().catch(() => null)
    if (response.status === 429) throw new RateLimitedError(new Date(now().getTime() + QUOTA_BACKOFF_MS))
    if (response.status === 403) {
      const reasons = Schema.decodeUnknownOption(ErrorAnswer)(body)
      const quota =
        reasons._tag === 'Some' &&
        (reasons.value.error.errors ?? []).some(
          (e) => e.reason === 'quotaExceeded' || e.reason === 'rateLimitExceeded',
        )
      if (quota) throw new RateLimitedError(new Date(now().getTime() + QUOTA_BACKOFF_MS))
    }
    // A channel without uploads answers 404 playlistNotFound: nothing live there.
    if (response.status === 404 && path === 'playlistItems') return null
    if (!response.ok) throw new LiveSourceError(`YouTube ${path}: HTTP ${response.status}`)
    const decoded = Schema.decodeUnknownOption(schema)(body)
    if (decoded._tag === 'None') throw new LiveSourceError(`YouTube ${path}: unexpected answer`)
    return decoded.value as S['Type']
  }

  return {
    async live(channels) {
      const recent: string[] = []
      for (const channel of channels) {
        const items = await get(
          'playlistItems',
          {
            part: 'contentDetails',
            playlistId: uploadsPlaylistOf(channel),
            maxResults: String(LATEST_PER_CHANNEL),
          },
          PlaylistItems,
        )
        for (const item of items?.items ?? []) recent.push(item.contentDetails.videoId)
      }
      const asked = new Set(channels)
      const live = new Map<string, LiveInfo>()
      for (let i = 0; i < recent.length; i += VIDEOS_PER_CALL) {
        const answer = await get(
          'videos',
          { part: 'snippet,liveStreamingDetails', id: recent.slice(i, i + VIDEOS_PER_CALL).join(',') },
          Videos,
        )
        for (const video of answer?.items ?? []) {
          const details = video.liveStreamingDetails
          const isLive =
            video.snippet.liveBroadcastContent === 'live' &&
            details?.actualStartTime !== undefined &&
            details.actualEndTime === undefined
          if (!isLive || !asked.has(video.snippet.channelId) || live.has(video.snippet.channelId)) continue
          const viewers = Number(details?.concurrentViewers ?? '0')
          const started = new Date(details?.actualStartTime ?? '')
          live.set(video.snippet.channelId, {
            viewers: Number.isFinite(viewers) && viewers > 0 ? Math.trunc(viewers) : 0,
            title: video.snippet.title.slice(0, 300) || null,
            startedAt: Number.isNaN(started.getTime()) ? null : started,
            videoId: video.id,
          })
        }
      }
      return live
    },
  }
}
