import type { PageContext } from 'vike/types'
import { errorStatus } from '#ui/shared/app/error-status.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'

/** 'Page not found' (spec §2) or 'Internal Server Error', followed by the site's name like every page's. */
export default (pageContext: PageContext): string => {
  const LL = translate(pageContext.locale)
  const title = errorStatus(pageContext) === 404 ? LL.error.notFoundTitle() : LL.error.internalTitle()
  return `${title} — ${LL.meta.siteName()}`
}
