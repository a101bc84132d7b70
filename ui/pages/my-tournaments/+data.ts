import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatDate } from '#core/shared/format/datetime.ts'
import { MyTournamentsFilter } from '#core/teams/teams.api.ts'

const isFilter = Schema.is(MyTournamentsFilter)

// Server only (client navigations fetch its result): the user's tournaments with their team, through
// the in-process reader, in the filter's group. Dates are formatted here in Kyiv time; `now` is the
// instant the countdowns start from, the same in the server render and the browser's first one.
export const data = async (pageContext: PageContextServer) => {
  const query = pageContext.urlParsed.search.filter
  const filter = isFilter(query) ? query : 'all'
  const userId = pageContext.user?.id
  const reader = userId ? pageContext.teamsFor?.(userId) : undefined
  if (!reader) throw render(404)
  const found = await reader.myTournaments(filter === 'all' ? undefined : filter)
  return {
    filter,
    now: Date.now(),
    count: found.count,
    entries: found.results.map(({ tournament, team }) => ({
      tournament: {
        slug: tournament.slug,
        name: tournament.name,
        game: tournament.game,
        start: formatDate(tournament.games_start),
        end: formatDate(tournament.games_end),
      },
      team,
    })),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
