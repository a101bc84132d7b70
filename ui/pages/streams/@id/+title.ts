import type { PageContext } from 'vike/types'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string => {
  const S = translate(pageContext.locale).streamers.stream
  const name = pageContext.data.streamer.name
  return pageContext.data.live ? S.title({ name }) : S.offlineTitle({ name })
}
