/**
 * What an accepted streamer application fills in of the streamer's entry (docs/inquiries.md "The
 * inbox"): the name; the address (`/streamers/{id}`) from the Twitch login, else from the name
 * written in Latin letters; the Twitch login and the YouTube channel id when the application names them
 * in a shape the platforms use; the Discord link when it is an https link. Anything else stays for the
 * organisers to fill in.
 */
import { latinSlug } from '#core/shared/format/latin-slug.ts'
import {
  STREAMER_ID_MAX_LENGTH,
  STREAMER_ID_PATTERN,
  STREAMER_NAME_MAX_LENGTH,
} from '#core/streamers/streamers.api.ts'

export interface StreamerPrefill {
  readonly id: string
  readonly name: string
  readonly twitchLogin: string | null
  readonly youtubeChannelId: string | null
  readonly discordUrl: string | null
}

/** A name as a streamer's address: Latin letters and digits in words joined by single hyphens. */
export const streamerSlug = (name: string): string => latinSlug(name, STREAMER_ID_MAX_LENGTH)

const TWITCH_LOGIN = /^[a-z0-9_]{3,25}$/u
const TWITCH_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?twitch\.tv\/([A-Za-z0-9_]{3,25})\/?$/u
const YOUTUBE_CHANNEL = /^UC[A-Za-z0-9_-]{22}$/u
const YOUTUBE_CHANNEL_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/channel\/(UC[A-Za-z0-9_-]{22})\/?$/u
const HTTPS_LINK = /^https:\/\/[^\s<>"]+$/u

/** The Twitch login an application's Twitch field names (a login or a channel link), lowercase. */
export const twitchLoginOf = (value: string): string | null => {
  const trimmed = value.trim().replace(/^@/u, '')
  const login = (TWITCH_URL.exec(trimmed)?.[1] ?? trimmed).toLowerCase()
  return TWITCH_LOGIN.test(login) ? login : null
}

export const youtubeChannelOf = (value: string): string | null => {
  const trimmed = value.trim()
  if (YOUTUBE_CHANNEL.test(trimmed)) return trimmed
  return YOUTUBE_CHANNEL_URL.exec(trimmed)?.[1] ?? null
}

/**
 * The entry an application makes; `id` is the organiser's choice when given. An address that comes
 * out empty (a name of symbols only) falls back to `streamer-` and the application's first characters.
 */
export const streamerPrefill = (
  fields: Readonly<Record<string, string>>,
  applicationId: string,
  chosenId?: string,
): StreamerPrefill => {
  const twitchLogin = twitchLoginOf(fields.twitch ?? '')
  const fromName = streamerSlug(fields.name ?? '')
  const made = twitchLogin === null ? fromName : streamerSlug(twitchLogin.replaceAll('_', '-'))
  const id = chosenId ?? (STREAMER_ID_PATTERN.test(made) ? made : `streamer-${applicationId.slice(0, 8)}`)
  const discord = (fields.discord ?? '').trim()
  return {
    id,
    name: (fields.name ?? '').trim().slice(0, STREAMER_NAME_MAX_LENGTH),
    twitchLogin,
    youtubeChannelId: youtubeChannelOf(fields.youtube ?? ''),
    discordUrl: HTTPS_LINK.test(discord) && discord.length <= 300 ? discord : null,
  }
}
