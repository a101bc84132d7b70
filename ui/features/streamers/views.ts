/**
 * What the streamers' pages render, worked out on the server by their `+data.ts` (localised texts,
 * Kyiv times, the players' URLs): the browser gets data, not rules.
 */

import type { StreamPlatform } from '#core/streamers/streamers.ts'
import type { Picked } from '#core/tournaments/localized.ts'

export type LinkKind = 'twitch' | 'youtube' | 'discord' | 'telegram' | 'instagram'

export interface LiveView {
  readonly platform: StreamPlatform
  readonly viewers: number
  readonly title: string | null
  /** Kyiv time with its offset, as in a sentence (ADR 0054), and the instant for `<time>`. */
  readonly started: { readonly text: string; readonly iso: string } | null
}

export interface StreamerSummary {
  readonly id: string
  readonly name: string
  readonly avatarUrl: string | null
  readonly live: LiveView | null
}

export interface VideoView {
  readonly youtubeId: string
  readonly title: Picked<string>
  readonly thumbnailUrl: string | null
}

export interface ChannelLink {
  readonly kind: LinkKind
  readonly url: string
}
