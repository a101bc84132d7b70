import type { PageContext } from 'vike/types'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string => {
  const LL = translate(pageContext.locale)
  return `${LL.console.payouts.title({ name: pageContext.data.tournament.name })} — ${LL.meta.siteName()}`
}
