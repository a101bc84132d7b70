import type { PageContext } from 'vike/types'
import { tournamentTitle } from '#ui/features/tournaments/head.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string =>
  tournamentTitle(translate(pageContext.locale), pageContext.data.tournament, pageContext.data.view.tab)
