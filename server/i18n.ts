import type { Locale } from '#core/i18n/locale.ts'
import en from '#locales/en/index.ts'
import uk from '#locales/uk/index.ts'

// The server's texts (API error details, later mails) come from the same dictionaries as the pages.
const dictionaries = { uk, en } as const

export type ApiMessageKey = keyof (typeof uk)['api']

export const apiMessage = (locale: Locale, key: ApiMessageKey): string => dictionaries[locale].api[key]
