import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatDate } from '#core/shared/format/datetime.ts'
import { ConsoleListQuery } from '#core/tournaments/manage.api.ts'
import { TOURNAMENT_PAGE_SIZE } from '#core/tournaments/tournament.schema.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

const decodeQuery = Schema.decodeUnknownOption(ConsoleListQuery)

// Server only: a page of every tournament, drafts too, through the reader the API's list uses. A query
// the API would refuse shows the whole list rather than an error: it came from a link.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const reader = pageContext.tournamentConsole
  if (!reader) throw render(404)
  const decoded = decodeQuery(pageContext.urlParsed.search)
  const query = decoded._tag === 'Some' ? decoded.value : {}
  const page = query.page ?? 1
  const pageSize = TOURNAMENT_PAGE_SIZE.default
  const search = query.search ?? ''
  const found = await reader.list({ search, status: query.status, page, pageSize })
  return {
    role,
    filter: { search, status: query.status ?? null },
    page,
    pages: Math.max(1, Math.ceil(found.count / pageSize)),
    count: found.count,
    rows: found.results.map((tournament) => ({
      id: tournament.id,
      slug: tournament.slug,
      name: tournament.name,
      game: tournament.game,
      status: tournament.status,
      gamesStart: tournament.games_start,
      games: `${formatDate(tournament.games_start)} – ${formatDate(tournament.games_end)}`,
    })),
  }
}
