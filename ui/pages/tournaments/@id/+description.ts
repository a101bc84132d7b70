import type { PageContext } from 'vike/types'
import { tournamentDescription } from '#ui/features/tournaments/head.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string =>
  tournamentDescription(
    translate(pageContext.locale),
    pageContext.locale,
    pageContext.data.tournament,
    pageContext.data.view.tab,
  )
