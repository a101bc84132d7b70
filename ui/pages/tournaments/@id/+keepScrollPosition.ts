import type { PageContextClient } from 'vike/types'

// Switching between the tabs of one tournament keeps the scroll position (spec §2); arriving from
// another page, or another tournament, starts at the top.
export default (pageContext: PageContextClient): string => `tournament:${pageContext.routeParams.id}`
