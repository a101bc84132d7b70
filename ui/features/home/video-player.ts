import { splitLocale } from '#core/shared/i18n/locale.ts'
import { embedUrl, PLAY_QUERY, PLAYER_ALLOW } from './video-embed.ts'

/**
 * Whether this document may frame the player: a page's CSP is the one its document came with, and
 * only the landing's own document allows YouTube (ADR 0036). After a client navigation from another
 * page it does not, so the landing is loaded whole, asking for the video in its query.
 */
const documentIsTheLanding = (): boolean => {
  const [load] = performance.getEntriesByType('navigation')
  return load === undefined || splitLocale(new URL(load.name).pathname).path === '/'
}

/**
 * A video's thumbnail was pressed (Videos.tsx renders it on the server): the player takes its place,
 * or the landing loads whole with the video in its query, where the server writes the player. Loaded
 * with the first press, not with the page.
 */
export const playVideo = (thumbnail: HTMLElement): void => {
  const { video = '', videoTitle = '' } = thumbnail.dataset
  if (!documentIsTheLanding()) {
    window.location.assign(`${window.location.pathname}?${new URLSearchParams({ [PLAY_QUERY]: video })}`)
    return
  }
  const player = document.createElement('iframe')
  player.className = 'landing-video__player'
  player.src = embedUrl(video)
  player.title = videoTitle
  player.allow = PLAYER_ALLOW
  player.allowFullscreen = true
  thumbnail.replaceWith(player)
}
