import type { PageContext } from 'vike/types'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string => {
  const LL = translate(pageContext.locale)
  const tab = pageContext.data?.tab ?? 'all'
  return tab === 'all'
    ? `${LL.news.title()} — ${LL.meta.siteName()}`
    : LL.news.tabTitle({ tab: LL.news.tabs[tab]() })
}
