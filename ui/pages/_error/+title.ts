import type { PageContext } from 'vike/types'
import { translate } from '#ui/i18n/i18n.tsx'
import { errorStatus } from './status.ts'

export default (pageContext: PageContext): string => {
  const LL = translate(pageContext.locale)
  return errorStatus(pageContext) === 404 ? LL.error.notFoundTitle() : LL.error.internalTitle()
}
