import type { PageContext } from 'vike/types'
import { matchTitle } from '#ui/features/tournaments/match/match-texts.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string =>
  matchTitle(translate(pageContext.locale), pageContext.data.match)
