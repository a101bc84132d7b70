import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatDate, formatDateInText, kyivMoment } from '#core/shared/format/datetime.ts'
import { MyTournamentsFilter } from '#core/teams/teams.api.ts'
import { matchPagePath } from '#core/tournaments/match-path.ts'
import type { TournamentSummary } from '#core/tournaments/tournament.schema.ts'
import type { InvitationEntry } from '#ui/features/teams/InvitationCard.tsx'
import type { RemovalEntry } from '#ui/features/teams/RemovalNotice.tsx'
import { translate } from '#ui/shared/i18n/i18n.tsx'

const isFilter = Schema.is(MyTournamentsFilter)

// Server only (client navigations fetch its result): the user's tournaments with their team, through
// the in-process reader, in the filter's group, each team's next match, and the captains' invitations
// they have not answered. Dates are formatted here in Kyiv time; `now` is the
// instant the countdowns start from, the same in the server render and the browser's first one.
export const data = async (pageContext: PageContextServer) => {
  const query = pageContext.urlParsed.search.filter
  const filter = isFilter(query) ? query : 'all'
  const userId = pageContext.user?.id
  const reader = userId ? pageContext.teamsFor?.(userId) : undefined
  if (!reader) throw render(404)
  const [found, invited, removed] = await Promise.all([
    reader.myTournaments(filter === 'all' ? undefined : filter),
    reader.myInvitations(),
    reader.myRemovals(),
  ])
  const zoneName = translate(pageContext.locale).time.kyiv()
  const removals: ReadonlyArray<RemovalEntry> = removed.results.map((removal) => ({
    id: removal.id,
    teamName: removal.team_name,
    captain: removal.captain,
    tournament: removal.tournament,
    date: formatDateInText(removal.removed_at, pageContext.locale),
  }))
  const summaryOf = (tournament: TournamentSummary) => ({
    slug: tournament.slug,
    name: tournament.name,
    game: tournament.game,
    start: formatDate(tournament.games_start),
    end: formatDate(tournament.games_end),
  })
  const invitations: ReadonlyArray<InvitationEntry> = invited.results.map(
    ({ team, tournament, blocked }) => ({
      teamId: team.id,
      teamName: team.name,
      captain: team.captain.nickname,
      captainDiscord: team.captain.discord,
      size: team.size,
      maxSize: team.max_size,
      tournament: summaryOf(tournament),
      blocked,
    }),
  )
  return {
    filter,
    now: Date.now(),
    count: found.count,
    entries: found.results.map(({ tournament, team, next_match }) => ({
      tournament: summaryOf(tournament),
      team,
      nextMatch: next_match
        ? {
            path: matchPagePath(tournament.slug, next_match.id),
            opponent: next_match.opponent,
            scheduled: next_match.scheduled_at ? kyivMoment(next_match.scheduled_at, zoneName) : null,
          }
        : null,
    })),
    invitations,
    removals,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
