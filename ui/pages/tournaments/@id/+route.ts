import type { PageContext } from 'vike/types'
import { parseTournamentPath } from '#ui/features/tournaments/tabs.ts'

// One page for the overview and every tab (`/tournaments/{id}/details` …), so switching tabs keeps
// the hero mounted and the scroll position (+keepScrollPosition.ts). The folder's static pages
// (`/tournaments/join/{id}`) take precedence over this function.
export default (pageContext: PageContext) => {
  const match = parseTournamentPath(pageContext.urlPathname)
  return match ? { routeParams: { id: match.id, tab: match.tab } } : false
}
