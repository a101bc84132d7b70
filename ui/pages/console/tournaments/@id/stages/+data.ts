import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isUuid } from '#core/shared/ids/uuid.ts'
import { MAX_LOBBY_TEAMS } from '#core/tournaments/results-desk.api.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The teams that may play a battle-royale lobby that has neither seeds nor standings yet: the
 * checked-in ones with check-in, else the confirmed and checked-in ones (spec §4).
 */
const playingTeams = async (pageContext: PageContextServer, tournamentId: string, checkIn: boolean) => {
  const states = checkIn ? (['checked_in'] as const) : (['confirmed', 'checked_in'] as const)
  const pages = await Promise.all(
    states.map((state) => pageContext.teamDesk?.(tournamentId, { state, pageSize: MAX_LOBBY_TEAMS })),
  )
  return pages
    .flatMap((page) => page?.results ?? [])
    .map((team) => ({ id: team.id, name: team.name, logo_url: null }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

// Server only: the tournament's stage plan through the desk's reader (the API route answers the
// same). An id that names no tournament is the 404 page.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const id = pageContext.routeParams.id ?? ''
  const tournament = isUuid(id) ? await pageContext.tournamentConsole?.find(id) : undefined
  const plan = tournament ? await pageContext.resultsDesk?.(id) : undefined
  if (!tournament || !plan) throw render(404)
  const lobbyWithoutTeams = plan.stages.some(
    (stage) => stage.kind === 'battle_royale' && stage.teams.length === 0 && stage.standings.length === 0,
  )
  return {
    role,
    tournament: { id: tournament.id, name: tournament.name, slug: tournament.slug },
    plan,
    playing: lobbyWithoutTeams ? await playingTeams(pageContext, id, plan.check_in) : [],
  }
}
