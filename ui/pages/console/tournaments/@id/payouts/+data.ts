import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isOrganiser } from '#core/accounts/roles.ts'
import { hasTag } from '#core/shared/errors.ts'
import { formatDate, formatDateTime } from '#core/shared/format/datetime.ts'
import { isUuid } from '#core/shared/ids/uuid.ts'
import { MODERATION_PAGE_SIZE } from '#core/teams/moderation.api.ts'
import { podium } from '#core/tournaments/podium.ts'
import type { PodiumPlace, TeamChoice } from '#ui/features/console/payouts/payout-form.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

/** The podium once the results place it; null before (a draft has no public results either). */
const podiumOf = async (
  pageContext: PageContextServer,
  tournamentId: string,
): Promise<ReadonlyArray<PodiumPlace> | null> => {
  try {
    const results = await pageContext.tournaments?.results(tournamentId)
    const placed = results ? podium(results) : null
    return (
      placed?.map(({ place, teams }) => ({ place, teams: teams.map(({ id, name }) => ({ id, name })) })) ??
      null
    )
  } catch (error) {
    if (hasTag(error, 'NotFound')) return null
    throw error
  }
}

/** Every team that may have won a prize (confirmed or checked in), by name, page after page. */
const confirmedTeams = async (
  pageContext: PageContextServer,
  tournamentId: string,
): Promise<ReadonlyArray<TeamChoice>> => {
  const teams: TeamChoice[] = []
  for (const state of ['confirmed', 'checked_in'] as const) {
    for (let page = 1; ; page += 1) {
      const found = await pageContext.teamDesk?.(tournamentId, {
        state,
        page,
        pageSize: MODERATION_PAGE_SIZE.max,
      })
      teams.push(...(found?.results ?? []).map(({ id, name }) => ({ id, name })))
      if (!found || page * MODERATION_PAGE_SIZE.max >= found.count) break
    }
  }
  return teams.sort((a, b) => a.name.localeCompare(b.name))
}

// Server only: the tournament's ledger through the payouts' reader (the API route answers the same),
// the teams a payout may name, and the instant it was read at (the page's clock starts there). An
// id that names no tournament is the 404 page, and so is a role no longer an organiser's.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  if (!isOrganiser(role)) throw render(404)
  const id = pageContext.routeParams.id ?? ''
  const tournament = isUuid(id) ? await pageContext.tournamentConsole?.find(id) : undefined
  const ledger = tournament ? await pageContext.payoutLedger?.(id) : undefined
  if (!tournament || !ledger) throw render(404)
  const now = Date.now()
  const [placed, teams] = await Promise.all([podiumOf(pageContext, id), confirmedTeams(pageContext, id)])
  return {
    role,
    tournament: {
      id: tournament.id,
      name: tournament.name,
      slug: tournament.slug,
      status: tournament.status,
    },
    ledger,
    renderedAt: now,
    // The server refuses a payout before the games are over or for a tournament not published.
    recordable: tournament.status === 'published' && now >= Date.parse(ledger.games_end),
    gamesEnd: formatDateTime(ledger.games_end),
    deadline: ledger.deadline === null ? null : formatDateTime(ledger.deadline),
    today: formatDate(now),
    podium: placed,
    teams,
  }
}
