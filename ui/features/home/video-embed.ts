/**
 * YouTube's player for a landing video (ADR 0036): the privacy-enhanced domain, playing at once. The
 * server writes it for a video asked for in the landing's query (`?play={id}`, Videos.tsx); in the
 * browser it replaces the thumbnail that was pressed (video-player.ts).
 */
export const PLAY_QUERY = 'play'

export const embedUrl = (youtubeId: string): string =>
  `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`

export const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture'
