import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { StreamerId, videoCardOf } from '#core/streamers/streamers.ts'
import { pickLocalized } from '#core/tournaments/localized.ts'
import { linksOf, liveViewOf } from '#ui/features/streamers/streamer-views.server.ts'

const isStreamerId = Schema.is(StreamerId)

// Server only: the streamer, their bio in the page's language (or the other, marked with its `lang`),
// their links, the stored live state and their latest videos with drawn thumbnails.
export const data = async (pageContext: PageContextServer) => {
  const { id = '' } = pageContext.routeParams as { id?: string }
  const found = isStreamerId(id) ? await pageContext.streamers?.find(id) : null
  if (!found) throw render(404)
  const { streamer, videos } = found
  return {
    streamer: {
      id: streamer.id,
      name: streamer.name,
      avatarUrl: streamer.avatarUrl,
      bio: pickLocalized(streamer.bio, pageContext.locale),
      links: linksOf(streamer),
      live: liveViewOf(streamer, pageContext.locale),
    },
    videos: videos.map((video) => videoCardOf(video, pageContext.locale)),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
