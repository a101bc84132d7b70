import type { PageContext } from 'vike/types'
import { splitLocale } from '#core/shared/i18n/locale.ts'

// Runs before routing on the server and, during client navigation, in the browser: the `/en` prefix
// selects English and is removed so that both languages share the same routes.
export const onBeforeRoute = (pageContext: PageContext) => {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      locale,
      urlLogical: `${path}${pageContext.urlParsed.searchOriginal ?? ''}`,
    },
  }
}
