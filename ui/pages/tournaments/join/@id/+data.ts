import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatDateTime, isoInstant } from '#core/shared/format/datetime.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { isRegistrationOpen, scheduleFromDto } from '#core/tournaments/timeline.ts'

// Server only (also for client navigations, which fetch its result), after the guard let a signed-in
// user in: the tournament through the in-process port, and spec §2's rule that outside the
// registration window the user goes back to the tournament page. A user who already plays in a team
// of the tournament is shown it instead of the flow.
export const data = async (pageContext: PageContextServer) => {
  const key = pageContext.routeParams.id ?? ''
  const tournament = await pageContext.tournaments?.find(key)
  if (!tournament || tournament.status === 'draft') throw render(404)
  if (!isRegistrationOpen(scheduleFromDto(tournament), new Date())) {
    throw redirect(localizePath(`/tournaments/${key}`, pageContext.locale))
  }
  const userId = pageContext.user?.id
  const team = userId ? await pageContext.teamsFor?.(userId).teamIn(tournament.id) : undefined
  // Dates are formatted here, in Kyiv time, so the browser needs no time-zone code for this page.
  const moment = (value: string) => ({ iso: isoInstant(value), text: formatDateTime(value) })
  return {
    key,
    id: tournament.id,
    name: tournament.name,
    registrationStart: moment(tournament.registration_start),
    registrationEnd: moment(tournament.registration_end),
    yourTeam: team ? { name: team.name } : null,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
