import type { PageContext } from 'vike/types'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string =>
  translate(pageContext.locale).streamers.profile.description({ name: pageContext.data.streamer.name })
