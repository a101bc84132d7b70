/**
 * The profile's Telegram section's texts in the page's language, written out by the server into the
 * section's HTML: the browser loads none of them (ADR 0070). Server only: imported by `telegram-html.ts`.
 */
import { TELEGRAM_LINK_TTL_SECONDS } from '#core/notifications/notifications.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate } from '#core/shared/validation/message.ts'
import { notifications as en } from '#locales/en/notifications.ts'
import { notifications as uk } from '#locales/uk/notifications.ts'

// Typed against the Ukrainian base: a text missing in English does not compile.
const TEXTS: Readonly<Record<Locale, typeof uk>> = { uk, en }

export const telegramLabels = (locale: Locale) => {
  const T = TEXTS[locale]
  return {
    ...T,
    openLead: interpolate(locale, T.openLead, { minutes: TELEGRAM_LINK_TTL_SECONDS / 60 }),
    since: (date: string) => interpolate(locale, T.since, { date }),
  }
}

export type TelegramLabels = ReturnType<typeof telegramLabels>
