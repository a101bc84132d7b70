import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types.ts'

/**
 * Formatters the texts name after a parameter (`{count:number|grouped}`). A plural form is still
 * chosen by the number itself; only its display is formatted.
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  // Digits grouped as each language writes them: '1 243' in Ukrainian, '1,243' in English. Made on
  // first use: building a number format loads the language's locale data, which costs the page's
  // start script tens of milliseconds on a phone, and most pages show no such number.
  let grouping: Intl.NumberFormat | undefined
  const formatters: Formatters = {
    grouped: (value: number) => {
      grouping ??= new Intl.NumberFormat(locale)
      return grouping.format(value)
    },
  }
  return formatters
}
