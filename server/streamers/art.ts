/**
 * Images drawn on the server: a streamer's avatar (their handle's initials on a colour of their own)
 * and a video's thumbnail (a 16:9 card with a play mark). Drawn, not fetched from YouTube, so that no
 * third party sees a visitor before they press play (ADR 0036); stored like the demo teams' logos.
 */
import { type ObjectStorage, type StoredImageRecord, storeServerSvg } from '#server/uploads/index.ts'

const hueOf = (text: string): number => {
  let hash = 0
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  return hash
}

/** The handle between «» when the name has one ("Марта «Nova» Литвин" → "Nova"), else the name. */
export const handleOf = (name: string): string => {
  const open = name.indexOf('«')
  const close = name.indexOf('»', open + 1)
  return open >= 0 && close > open + 1 ? name.slice(open + 1, close) : name
}

/** Up to two letters or digits: the handle's first two, upper case. */
export const avatarLetters = (name: string): string =>
  Array.from(handleOf(name).replace(/[^\p{L}\p{N}]/gu, ''))
    .slice(0, 2)
    .join('')
    .toUpperCase()

export const avatarSvg = (name: string): string => {
  const hue = hueOf(name)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    `<rect width="128" height="128" fill="hsl(${hue} 60% 30%)"/>`,
    `<circle cx="64" cy="64" r="54" fill="none" stroke="hsl(${(hue + 40) % 360} 80% 65%)" stroke-width="6"/>`,
    '<text x="64" y="78" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">',
    avatarLetters(name),
    '</text></svg>',
  ].join('')
}

/** A 16:9 card in the video's colour with a play mark; the title is the page's text beside it. */
export const thumbnailSvg = (youtubeId: string): string => {
  const hue = hueOf(youtubeId)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">',
    `<rect width="320" height="180" fill="hsl(${hue} 45% 22%)"/>`,
    `<path d="M0 180 L320 40 L320 180 Z" fill="hsl(${(hue + 30) % 360} 55% 30%)"/>`,
    '<circle cx="160" cy="90" r="34" fill="rgba(0,0,0,0.55)"/>',
    '<path d="M149 72 L177 90 L149 108 Z" fill="#ffffff"/>',
    '</svg>',
  ].join('')
}

/** Stores the drawn images; tests without files pass none and get images-less rows. */
export interface StreamerArt {
  avatar(name: string): Promise<StoredImageRecord>
  thumbnail(youtubeId: string): Promise<StoredImageRecord>
}

export const createStreamerArt = (storage: ObjectStorage): StreamerArt => ({
  avatar: (name) => storeServerSvg(storage, 'streamer-avatars', avatarSvg(name)),
  thumbnail: (youtubeId) => storeServerSvg(storage, 'video-thumbnails', thumbnailSvg(youtubeId)),
})
