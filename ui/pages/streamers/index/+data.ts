import type { PageContextServer } from 'vike/types'
import { summaryOf } from '#ui/features/streamers/streamer-views.server.ts'

// Server only (client navigations fetch its result): every streamer, live ones first, through the
// in-process port; the live state is the one stored by the poller, never asked of Twitch here.
export const data = async (pageContext: PageContextServer) => {
  const streamers = (await pageContext.streamers?.list()) ?? []
  return { streamers: streamers.map((streamer) => summaryOf(streamer, pageContext.locale)) }
}

export type Data = Awaited<ReturnType<typeof data>>
