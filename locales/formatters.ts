import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types.ts'

/**
 * Formatters the texts name after a parameter (`{count:number|grouped}`). A plural form is still
 * chosen by the number itself; only its display is formatted.
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  // Digits grouped as each language writes them: '1 243' in Ukrainian, '1,243' in English.
  const grouping = new Intl.NumberFormat(locale)
  const formatters: Formatters = {
    grouped: (value: number) => grouping.format(value),
  }
  return formatters
}
