import { usePageContext } from 'vike-react/usePageContext'
import { LOCALES, type Locale, localeCookie, localizePath } from '#core/shared/i18n/locale.ts'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'

/**
 * "Укр" / "Eng": links to the twin page in the other language; the choice is remembered in a cookie.
 * Only a safe `redirect` of the query goes along: nothing else of the address is copied into links.
 */
export const LanguageSwitcher = () => {
  const { LL, locale } = useI18n()
  // The server checked the page's `redirect` (pageContext.keptQuery); an error page rendered in the
  // browser after a failed navigation has none.
  const { urlParsed, keptQuery = '' } = usePageContext()
  const names: Record<Locale, string> = { uk: LL.language.ukName(), en: LL.language.enName() }
  const short: Record<Locale, string> = { uk: LL.language.uk(), en: LL.language.en() }
  return (
    <nav className="lang-switch" aria-label={LL.language.label()}>
      {LOCALES.map((target) => (
        <a
          key={target}
          href={localizePath(urlParsed.pathname, target) + keptQuery}
          hrefLang={target}
          lang={target}
          aria-current={target === locale ? 'true' : undefined}
          title={target === locale ? undefined : LL.language.switchTo({ name: names[target] })}
          onClick={() => {
            // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server
            document.cookie = localeCookie(target)
          }}
        >
          {short[target]}
          <span className="visually-hidden"> — {names[target]}</span>
        </a>
      ))}
    </nav>
  )
}
