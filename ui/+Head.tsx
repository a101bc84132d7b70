import { usePageContext } from 'vike-react/usePageContext'
import { LOCALE_ENTRIES, LOCALES, localizePath } from '#core/i18n/locale.ts'

// Server-rendered head tags shared by every page: canonical URL and hreflang alternates of the twin
// pages in both languages (not on error pages, which must not be indexed).
export const Head = () => {
  const pageContext = usePageContext()
  const { origin, urlParsed, is404, errorWhileRendering, abortStatusCode } = pageContext
  const isError = Boolean(is404 || errorWhileRendering || abortStatusCode)
  const path = urlParsed.pathname
  return (
    <>
      <meta name="theme-color" content="#0b0d12" />
      <meta name="color-scheme" content="dark" />
      {isError ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={`${origin}${localizePath(path, pageContext.locale)}`} />
          {LOCALES.map((locale) => (
            <link
              key={locale}
              rel="alternate"
              hrefLang={LOCALE_ENTRIES[locale].code}
              href={`${origin}${localizePath(path, locale)}`}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(path, 'uk')}`} />
        </>
      )}
    </>
  )
}
