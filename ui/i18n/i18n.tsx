/**
 * The one module of the UI that knows typesafe-i18n (design.md: the library is unmaintained upstream,
 * so pages only see `useI18n()`/`translate()` and it can be replaced here alone).
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { Locale } from '#core/i18n/locale.ts'
import type { TranslationFunctions } from '#locales/i18n-types.ts'
import { loadLocaleAsync } from '#locales/i18n-util.async.ts'
import { i18nObject, loadedLocales } from '#locales/i18n-util.ts'

export type Translator = TranslationFunctions

/** Loads a locale's dictionary (one chunk per language in the browser); resolves at once when loaded. */
export const ensureLocale = async (locale: Locale): Promise<void> => {
  if (!loadedLocales[locale]) await loadLocaleAsync(locale)
}

export const translate = (locale: Locale): Translator => i18nObject(locale)

interface I18nValue {
  readonly locale: Locale
  readonly LL: Translator
}

const I18nContext = createContext<I18nValue | null>(null)

export const I18nProvider = ({ locale, children }: { locale: Locale; children: ReactNode }) => {
  const value = useMemo(() => ({ locale, LL: translate(locale) }), [locale])
  return <I18nContext value={value}>{children}</I18nContext>
}

export const useI18n = (): I18nValue => {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n() needs an <I18nProvider> above it')
  return value
}

/** For `+title.ts` / `+description.ts`: a head setting read from the page's dictionary. */
export const fromDictionary =
  (select: (LL: Translator) => string) =>
  (pageContext: { locale: Locale }): string =>
    select(translate(pageContext.locale))
