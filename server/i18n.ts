import type { Locale } from '#core/i18n/locale.ts'
import type { MessageRef } from '#core/validation/message.ts'
import { api as en } from '#locales/en/api.ts'
import { validation as enValidation } from '#locales/en/flows.ts'
import { api as uk } from '#locales/uk/api.ts'
import { validation as ukValidation } from '#locales/uk/flows.ts'

// API error details in the language of the URL; kept out of the page dictionaries browsers load.
const messages = { uk, en } as const
// Field errors of a body that does not decode: the same texts the forms show (core message keys).
const validation = { uk: ukValidation, en: enValidation } as const

export type ApiMessageKey = keyof typeof uk

export type MessageValues = Readonly<Record<string, number | string>>

/**
 * Fills `{name}` (en) and `{name:type}` (typesafe-i18n's base locale) with `values`; a placeholder
 * without a value is left as it is, so a missing parameter shows up instead of vanishing.
 */
export const interpolate = (text: string, values: MessageValues = {}): string =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )

export const apiMessage = (locale: Locale, key: ApiMessageKey, values?: MessageValues): string =>
  interpolate(messages[locale][key], values)

/** A validation message of the core (`required`, `minLength` with `{min}`…) in `locale`. */
export const validationMessage = (locale: Locale, ref: MessageRef<string>): string => {
  const texts: Readonly<Record<string, string>> = validation[locale]
  return interpolate(texts[ref.key] ?? texts.invalid ?? ref.key, ref.params)
}
