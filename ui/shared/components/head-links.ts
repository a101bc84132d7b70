import { LOCALE_ENTRIES, LOCALES, type Locale, localizePath } from '#core/shared/i18n/locale.ts'

interface HeadContext {
  readonly locale: Locale
  readonly origin: string
  readonly urlParsed: { readonly pathname: string }
  readonly is404?: boolean | null
  readonly errorWhileRendering?: unknown
  readonly abortStatusCode?: number | undefined
}

export interface HeadLinks {
  /** Error pages are not for search engines and name no canonical URL. */
  readonly noindex: boolean
  readonly canonical?: string
  readonly alternates: ReadonlyArray<{ readonly hrefLang: string; readonly href: string }>
}

/** The canonical URL and the hreflang alternates (uk, en, x-default) of a page. */
export const headLinks = (pageContext: HeadContext): HeadLinks => {
  const { origin, urlParsed, is404, errorWhileRendering, abortStatusCode, locale } = pageContext
  if (is404 || errorWhileRendering || abortStatusCode) return { noindex: true, alternates: [] }
  const path = urlParsed.pathname
  return {
    noindex: false,
    canonical: `${origin}${localizePath(path, locale)}`,
    alternates: [
      ...LOCALES.map((target) => ({
        hrefLang: LOCALE_ENTRIES[target].code,
        href: `${origin}${localizePath(path, target)}`,
      })),
      { hrefLang: 'x-default', href: `${origin}${localizePath(path, 'uk')}` },
    ],
  }
}
