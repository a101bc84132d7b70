import type { TournamentFilter } from '#core/tournaments/tournament.schema.ts'

export interface ListQuery {
  readonly filter: TournamentFilter
  readonly search: string
  readonly page: number
}

/** The list's URL for a filter, search and page (without the language prefix); defaults are left out. */
export const listHref = ({ filter, search, page }: ListQuery): string => {
  const query = new URLSearchParams()
  if (filter !== 'all') query.set('filter', filter)
  if (search !== '') query.set('search', search)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text === '' ? '/tournaments' : `/tournaments?${text}`
}
