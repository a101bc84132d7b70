import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatDateTime } from '#core/shared/format/datetime.ts'
import { MODERATION_PAGE_SIZE, ModeratedTeamsQuery } from '#core/teams/moderation.api.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

const decodeQuery = Schema.decodeUnknownOption(ModeratedTeamsQuery)

// Server only: one page of the tournament's teams through the desk's reader (the API route answers
// the same), filtered by state and name as the query says; a query the API would refuse shows all.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const id = pageContext.routeParams.id ?? ''
  const decoded = decodeQuery(pageContext.urlParsed.search)
  const query = decoded._tag === 'Some' ? decoded.value : {}
  const page = query.page ?? 1
  const found = await pageContext.teamDesk?.(id, { state: query.state, search: query.search, page })
  if (!found) throw render(404)
  const when = (value: string | null) => (value === null ? null : formatDateTime(value))
  return {
    role,
    tournament: found.tournament,
    filter: { state: query.state ?? null, search: query.search?.trim() ?? '' },
    page,
    pages: Math.max(1, Math.ceil(found.count / MODERATION_PAGE_SIZE.default)),
    count: found.count,
    counts: found.counts,
    teams: found.results.map((team) => ({
      ...team,
      registered: when(team.registered_at),
      confirmed: when(team.confirmed_at),
      checkedIn: when(team.checked_in_at),
      dropped: when(team.dropped_at),
    })),
  }
}
