/**
 * What the landing page shows (spec §2), worked out on the server by the page's data hook: dates in
 * Kyiv time, money and counts already written out, each text with its language. The browser only
 * renders it, so the landing ships no time-zone, number or Markdown code.
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { LandingLabels } from './labels.ts'

export interface LandingDate {
  readonly iso: string
  readonly text: string
}

export interface LandingImage {
  readonly url: string
  readonly width: number
  readonly height: number
}

/** A text with the language it is written in (a fallback differs from the page's: the element needs `lang`). */
export interface LandingText {
  readonly text: string
  readonly lang: Locale
}

export interface LandingEvent {
  readonly slug: string
  readonly name: string
  readonly game: string
  /** Registration's state now (core's timeline phase), its time written out: 'Registration open until …'. */
  readonly state: string
  /** Games are being played now. */
  readonly running: boolean
  /** The games' start and end and registration's end, `dd.mm.yyyy HH:mm` Kyiv time. */
  readonly gamesStart: LandingDate
  readonly gamesEnd: LandingDate
  readonly registrationEnd: LandingDate
  readonly prizeFund: string
}

export interface LandingStream {
  readonly streamerId: string
  readonly name: string
  readonly avatar: LandingImage | null
  readonly live: boolean
  /** 'Live · 1 234 viewers' or 'Offline'. */
  readonly state: string
  /** The name of the link: to the live stream, or to the streamer's page when offline. */
  readonly link: string
  /** What the link shows: 'Join live' or 'Channel' (its name says whose). */
  readonly action: string
  /** The link's path without the language prefix. */
  readonly href: string
}

export interface LandingStreamer {
  readonly id: string
  readonly name: string
  readonly avatar: LandingImage | null
}

export interface LandingNews {
  readonly id: string
  /** The category as the card names it. */
  readonly category: string
  readonly title: LandingText
  readonly summary: LandingText | null
  readonly published: LandingDate
  readonly cover: LandingImage | null
}

export interface LandingVideo {
  readonly youtubeId: string
  readonly title: LandingText
  readonly thumbnail: LandingImage
}

/** What the landing page's data hook hands the page. */
export interface LandingData {
  readonly labels: Pick<LandingLabels, 'title' | 'description' | 'hero'>
  /** The blocks after the hero, videos included, rendered by the server (ADR 0033). */
  readonly blocksHtml: string
}
