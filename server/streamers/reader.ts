/**
 * The pages' port (`pageContext.streamers`, core/streamers): reads only, each in a fixed number of
 * queries whatever the number of streamers and videos.
 */
import {
  byLiveThenFeatured,
  liveChannelOf,
  type StreamersReader,
  streamCardOf,
  videoCardOf,
} from '#core/streamers/streamers.ts'
import type { StreamerRepository } from './repository.ts'

export const STREAMER_PAGE_VIDEOS = 6
export const LANDING_STREAMS = 6
export const LANDING_VIDEOS = 4

export const createStreamersReader = (repository: StreamerRepository): StreamersReader => ({
  async list() {
    return [...(await repository.listStreamers())].sort(byLiveThenFeatured)
  },

  async find(id, videoLimit = STREAMER_PAGE_VIDEOS) {
    const streamer = await repository.findStreamer(id)
    if (!streamer) return null
    return { streamer, videos: await repository.latestVideos(videoLimit, id) }
  },

  async landing(locale, limits = {}) {
    const [all, latest] = await Promise.all([
      repository.listStreamers(),
      repository.latestVideos(limits.videos ?? LANDING_VIDEOS),
    ])
    // Live streams first, then the featured streamers who are offline.
    const shown = all.filter((s) => liveChannelOf(s) !== null || s.featured).sort(byLiveThenFeatured)
    return {
      streams: shown.slice(0, limits.streams ?? LANDING_STREAMS).map(streamCardOf),
      videos: latest.map((video) => videoCardOf(video, locale)),
    }
  },
})
