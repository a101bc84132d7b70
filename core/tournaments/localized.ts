/**
 * Which language of an organiser's bilingual text a page shows: its own when written, otherwise the
 * other one, marked with that language so the element carries a correct `lang` (WCAG 3.1.2). A blank
 * text or an empty list counts as not written.
 */
import { LOCALES, type Locale } from '#core/shared/i18n/locale.ts'

export interface Picked<Value> {
  readonly value: Value
  /** The language of `value`. */
  readonly lang: Locale
  /** The page's language was not written: `value` is the other one (the element needs `lang`). */
  readonly fallback: boolean
}

const isWritten = (value: string | ReadonlyArray<string> | null): boolean =>
  value !== null && (typeof value === 'string' ? value.trim() !== '' : value.length > 0)

/** The text in `locale`, or in the other language, or null when neither is written. */
export const pickLocalized = <Value extends string | ReadonlyArray<string>>(
  texts: Readonly<Record<Locale, Value | null>>,
  locale: Locale,
): Picked<Value> | null => {
  for (const lang of [locale, ...LOCALES.filter((other) => other !== locale)]) {
    const value = texts[lang]
    if (value !== null && isWritten(value)) return { value, lang, fallback: lang !== locale }
  }
  return null
}
