import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { liveChannelOf, StreamerId } from '#core/streamers/streamers.ts'
import { linksOf, liveViewOf } from '#ui/features/streamers/streamer-views.server.ts'

const isStreamerId = Schema.is(StreamerId)

/**
 * The players' addresses: Twitch's embed needs `parent`, the host the page is served from (PUBLIC_URL);
 * YouTube's live player is the privacy-enhanced one. Only these origins are in this page's CSP.
 */
const embedOf = (
  platform: 'twitch' | 'youtube',
  channel: { login: string | null; videoId: string | null },
  host: string,
) => {
  if (platform === 'twitch' && channel.login) {
    const login = encodeURIComponent(channel.login)
    const parent = encodeURIComponent(host)
    return {
      player: `https://player.twitch.tv/?channel=${login}&parent=${parent}`,
      chat: `https://www.twitch.tv/embed/${login}/chat?parent=${parent}&darkpopout`,
    }
  }
  if (platform === 'youtube' && channel.videoId) {
    return {
      player: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(channel.videoId)}`,
      chat: null,
    }
  }
  return null
}

// Server only: the stored live state (never asked of Twitch here) and, when live, the player's URLs.
export const data = async (pageContext: PageContextServer) => {
  const { id = '' } = pageContext.routeParams as { id?: string }
  const found = isStreamerId(id) ? await pageContext.streamers?.find(id, 0) : null
  if (!found) throw render(404)
  const { streamer } = found
  const channel = liveChannelOf(streamer)
  const embed = channel
    ? embedOf(
        channel.platform,
        { login: streamer.twitchLogin, videoId: channel.videoId },
        new URL(pageContext.origin).hostname,
      )
    : null
  return {
    streamer: {
      id: streamer.id,
      name: streamer.name,
      avatarUrl: streamer.avatarUrl,
      links: linksOf(streamer),
    },
    live: embed ? liveViewOf(streamer, pageContext.locale) : null,
    embed,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
