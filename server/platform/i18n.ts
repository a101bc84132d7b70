import type { Locale } from '#core/shared/i18n/locale.ts'
import { interpolate, type MessageParams, type MessageRef } from '#core/shared/validation/message.ts'
import { api as en } from '#locales/en/api.ts'
import enConsole from '#locales/en/console/index.ts'
import { validation as enValidation } from '#locales/en/flows.ts'
import { languageOffer as enLanguageOffer } from '#locales/en/language-offer.ts'
import { api as uk } from '#locales/uk/api.ts'
import ukConsole from '#locales/uk/console/index.ts'
import { validation as ukValidation } from '#locales/uk/flows.ts'
import { languageOffer as ukLanguageOffer } from '#locales/uk/language-offer.ts'

// API error details in the language of the URL; kept out of the page dictionaries browsers load.
const messages = { uk, en } as const
// Field errors of a body that does not decode: the same texts the forms show (core message keys), the
// console's with them.
const validation = {
  uk: { ...ukValidation, ...ukConsole.validation },
  en: { ...enValidation, ...enConsole.validation },
} as const

export type ApiMessageKey = keyof typeof uk

export const apiMessage = (locale: Locale, key: ApiMessageKey, values?: MessageParams): string =>
  interpolate(locale, messages[locale][key], values)

/** A validation message of the core (`required`, `minLength` with `{min}`…) in `locale`. */
export const validationMessage = (locale: Locale, ref: MessageRef<string>): string => {
  const texts: Readonly<Record<string, string>> = validation[locale]
  return interpolate(locale, texts[ref.key] ?? texts.invalid ?? ref.key, ref.params)
}

/** The offer to switch to a language, written in that language (pageContext.languageOffer). */
export const LANGUAGE_OFFERS = { uk: ukLanguageOffer, en: enLanguageOffer } as const
