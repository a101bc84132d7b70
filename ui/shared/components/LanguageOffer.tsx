import { usePageContext } from 'vike-react/usePageContext'
import { LANGUAGE_CHOICE_PATH, languageChoiceHref } from '#core/shared/i18n/locale.ts'

/**
 * One line above the header, on a Ukrainian page for a first visit whose browser prefers English:
 * "This page is also in English — Switch to English", and a button that keeps Ukrainian. Both go
 * through the server, which remembers the choice in the language cookie, so they work before the
 * page's scripts start (and the offer is not made again). Not a modal: the page stays usable.
 */
export const LanguageOffer = () => {
  const { languageOffer, locale: pageLocale, urlParsed, keptQuery = '' } = usePageContext()
  if (!languageOffer) return null
  const { locale, texts } = languageOffer
  const here = urlParsed.pathname + keptQuery
  return (
    <aside className="language-offer" aria-label={texts.label} lang={locale}>
      <p role="status" className="language-offer__text">
        {texts.text} —{' '}
        <a href={languageChoiceHref(locale, here)} hrefLang={locale} rel="external">
          {texts.switch}
        </a>
      </p>
      <form method="get" action={`${LANGUAGE_CHOICE_PATH}/${pageLocale}`}>
        <input type="hidden" name="next" value={here} />
        <button type="submit" className="button button--ghost language-offer__dismiss">
          {texts.dismiss}
        </button>
      </form>
    </aside>
  )
}
