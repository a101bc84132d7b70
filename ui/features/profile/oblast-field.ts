/**
 * The profile's region field in the page's language, as the server writes it into the page's data:
 * the label, the help and the 27 region names (sorted as the language sorts them, "not set" first)
 * never reach the browser as script, so the page's JavaScript stays within its budget. Server only:
 * imported by the page's data hook.
 */
import { OBLAST_IDS, type OblastId } from '#core/alerts/oblasts.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import { oblasts as en } from '#locales/en/oblasts.ts'
import { oblasts as uk } from '#locales/uk/oblasts.ts'

// Typed by the ids: a region without a name in either language does not compile.
const NAMES: Readonly<Record<Locale, Readonly<Record<OblastId, string>>>> = { uk: uk.names, en: en.names }
const TEXTS = { uk, en } as const

export interface OblastField {
  readonly label: string
  readonly help: string
  /** '' (not set) first, then every region by its name. */
  readonly options: ReadonlyArray<{ readonly value: OblastId | ''; readonly label: string }>
}

export const oblastField = (locale: Locale): OblastField => {
  const names = NAMES[locale]
  const collator = new Intl.Collator(locale)
  const regions = [...OBLAST_IDS].sort((a, b) => collator.compare(names[a], names[b]))
  return {
    label: TEXTS[locale].label,
    help: TEXTS[locale].help,
    options: [
      { value: '', label: TEXTS[locale].notSet },
      ...regions.map((value) => ({ value, label: names[value] })),
    ],
  }
}
