/**
 * The tabs of a tournament's page, each its own URL (`/tournaments/{id}` is the overview,
 * `/tournaments/{id}/details` …), so a tab can be linked, reloaded and reached without JavaScript.
 */
export const TOURNAMENT_TABS = ['overview', 'details', 'participants', 'results', 'rules'] as const
export type TournamentTab = (typeof TOURNAMENT_TABS)[number]

const isTab = (segment: string): segment is TournamentTab =>
  segment !== 'overview' && (TOURNAMENT_TABS as readonly string[]).includes(segment)

/** The path of a tab, without the language prefix. */
export const tournamentTabPath = (key: string, tab: TournamentTab): string =>
  tab === 'overview' ? `/tournaments/${key}` : `/tournaments/${key}/${tab}`

/** `/tournaments/{id}` or `/tournaments/{id}/{tab}` (a trailing slash allowed) → its id and tab. */
export const parseTournamentPath = (path: string): { id: string; tab: TournamentTab } | null => {
  const segments = path.split('/')
  if (segments[0] !== '' || segments[1] !== 'tournaments') return null
  const [id, tab = '', ...rest] = segments.slice(2)
  if (!id || rest.some((segment) => segment !== '') || (rest.length > 0 && tab === '')) return null
  if (tab === '') return { id, tab: 'overview' }
  return isTab(tab) ? { id, tab } : null
}
