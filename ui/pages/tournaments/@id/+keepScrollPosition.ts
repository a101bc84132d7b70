import type { PageContextClient } from 'vike/types'

// Switching between the tabs of one tournament keeps the scroll position (spec §2); arriving from
// another page, or another tournament, starts at the top. The route's `*` is `{id}` or `{id}/{tab}`.
export default (pageContext: PageContextClient): string =>
  `tournament:${pageContext.routeParams['*']?.split('/')[0]}`
