/**
 * The profile's Discord section's texts in the page's language, written out by the server into the
 * section's HTML: the browser loads none of them (ADR 0076). Server only: imported by `discord-html.ts`.
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import { discordLink as en } from '#locales/en/discord-link.ts'
import { discordLink as uk } from '#locales/uk/discord-link.ts'

// Typed against the Ukrainian base: a text missing in English does not compile.
const TEXTS: Readonly<Record<Locale, typeof uk>> = { uk, en }

export const discordLabels = (locale: Locale) => {
  const T = TEXTS[locale]
  return { ...T, since: (date: string) => interpolate(locale, T.since, { date }) }
}

export type DiscordLabels = ReturnType<typeof discordLabels>
