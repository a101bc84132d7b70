/**
 * Which third-party players a page may frame (its CSP `frame-src`, ADR 0036): the live stream page
 * frames the Twitch player and chat (or YouTube's live player); a streamer's page and the landing page
 * frame the YouTube player once a visitor presses play on a video. Every other page frames nothing.
 */
import { splitLocale } from '#core/shared/i18n/locale.ts'

export const TWITCH_PLAYER_ORIGINS = ['https://player.twitch.tv', 'https://www.twitch.tv'] as const
export const YOUTUBE_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com'] as const

const ONE_SEGMENT = /^[a-z0-9-]{1,100}$/

/** The origins `path`'s page may frame; empty for every page but the players'. */
export const frameSourcesFor = (path: string): ReadonlyArray<string> => {
  const { path: page } = splitLocale(path)
  if (page === '/') return YOUTUBE_PLAYER_ORIGINS
  const [, section, id, ...rest] = page.split('/')
  if (rest.length > 0 || id === undefined || !ONE_SEGMENT.test(id)) return []
  if (section === 'streams') return [...TWITCH_PLAYER_ORIGINS, ...YOUTUBE_PLAYER_ORIGINS]
  if (section === 'streamers') return YOUTUBE_PLAYER_ORIGINS
  return []
}
