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

/**
 * After a client navigation, the new page's canonical URL, hreflang alternates and robots tag replace
 * the last page's (the server wrote them for the first page, +Head.tsx).
 */
export const replaceHeadLinks = (pageContext: HeadContext, head: HTMLHeadElement): void => {
  const { noindex, canonical, alternates } = headLinks(pageContext)
  for (const stale of head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang], meta[name="robots"]',
  ))
    stale.remove()
  const add = (tag: 'link' | 'meta', attributes: Record<string, string>) => {
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    head.append(element)
  }
  if (noindex) add('meta', { name: 'robots', content: 'noindex' })
  if (canonical) add('link', { rel: 'canonical', href: canonical })
  for (const { hrefLang, href } of alternates) add('link', { rel: 'alternate', hreflang: hrefLang, href })
}
