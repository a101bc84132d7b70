import type { Locale } from '#core/i18n/locale.ts'
import { api as en } from '#locales/en/api.ts'
import { api as uk } from '#locales/uk/api.ts'

// API error details in the language of the URL; kept out of the page dictionaries browsers load.
const messages = { uk, en } as const

export type ApiMessageKey = keyof typeof uk

export const apiMessage = (locale: Locale, key: ApiMessageKey): string => messages[locale][key]
