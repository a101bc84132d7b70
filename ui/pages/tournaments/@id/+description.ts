import type { PageContext } from 'vike/types'
import { translate } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

export default (pageContext: PageContext<Data>): string => {
  const { name, game, format } = pageContext.data.tournament
  return translate(pageContext.locale).tournament.description({ name, game, format })
}
