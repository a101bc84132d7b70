/**
 * Every text the product has, per language: the base dictionary, every namespace found in
 * `locales/<locale>/*\/index.ts` (found, not listed, so a new namespace is never left out of the
 * checks), and the texts only the server reads (the API's, the mails', the Discord bot's, the
 * announcements', the Telegram bot's, the profile's Telegram section's).
 */
import { announcements as enAnnouncements } from '#locales/en/announcements.ts'
import { api as enApi } from '#locales/en/api.ts'
import { discord as enDiscord } from '#locales/en/discord.ts'
import enBase from '#locales/en/index.ts'
import { mail as enMail } from '#locales/en/mail.ts'
import { notifications as enNotifications } from '#locales/en/notifications.ts'
import { telegram as enTelegram } from '#locales/en/telegram.ts'
import { announcements as ukAnnouncements } from '#locales/uk/announcements.ts'
import { api as ukApi } from '#locales/uk/api.ts'
import { discord as ukDiscord } from '#locales/uk/discord.ts'
import ukBase from '#locales/uk/index.ts'
import { mail as ukMail } from '#locales/uk/mail.ts'
import { notifications as ukNotifications } from '#locales/uk/notifications.ts'
import { telegram as ukTelegram } from '#locales/uk/telegram.ts'

type Modules = Record<string, { readonly default: object }>

const byNamespace = (modules: Modules): Record<string, object> =>
  Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [path.split('/').at(-2) ?? path, module.default]),
  )

const ukNamespaces = byNamespace(
  import.meta.glob<{ default: object }>('/locales/uk/*/index.ts', { eager: true }),
)
const enNamespaces = byNamespace(
  import.meta.glob<{ default: object }>('/locales/en/*/index.ts', { eager: true }),
)

export const NAMESPACES: readonly string[] = Object.keys(ukNamespaces).sort()

export const ALL_TEXTS = {
  uk: {
    ...ukBase,
    ...ukNamespaces,
    api: ukApi,
    mail: ukMail,
    discord: ukDiscord,
    announcements: ukAnnouncements,
    telegram: ukTelegram,
    notifications: ukNotifications,
  },
  en: {
    ...enBase,
    ...enNamespaces,
    api: enApi,
    mail: enMail,
    discord: enDiscord,
    announcements: enAnnouncements,
    telegram: enTelegram,
    notifications: enNotifications,
  },
} as const
