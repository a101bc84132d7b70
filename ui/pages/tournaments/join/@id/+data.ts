import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatKyivDateTime, kyivMoment } from '#core/shared/format/datetime.ts'
import { localizePath } from '#core/shared/i18n/locale.ts'
import { eligibilityOf, joinStart } from '#core/teams/join-start.ts'
import { rulesTournamentOf, teamActionRefusal } from '#core/teams/team-rules.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'

// Server only (also for client navigations, which fetch its result), after the guard let a signed-in
// user in: the tournament through the in-process port, and spec §2's rule that outside the
// registration window (or in a cancelled tournament) the user goes back to the tournament page. Then the flow's first screen, by the
// join machine's own rule (`joinStart`) for the user's profile and team: the page renders it, with or
// without JavaScript, and the machine is given what was read here when it loads (ADR 0027).
export const data = async (pageContext: PageContextServer) => {
  const key = pageContext.routeParams.id ?? ''
  const tournament = await pageContext.tournaments?.find(key)
  if (!tournament || tournament.status === 'draft') throw render(404)
  const now = new Date()
  // Core's rule of what a tournament allows its teams: a cancelled one takes none, whatever its dates.
  if (teamActionRefusal('create', rulesTournamentOf(tournament), now)) {
    throw redirect(localizePath(`/tournaments/${key}`, pageContext.locale))
  }
  const userId = pageContext.user?.id
  const [team, profile] = userId
    ? await Promise.all([
        pageContext.teamsFor?.(userId).teamIn(tournament.id),
        pageContext.profileOf?.(userId),
      ])
    : [undefined, undefined]
  // Without a profile (an account gone meanwhile) the machine reads it itself when it loads.
  const eligibility = profile
    ? eligibilityOf({ schedule: tournament, now, profile, teamName: team?.name ?? null })
    : null
  // Dates are formatted here, in Kyiv time, so the browser needs no time-zone code for this page.
  const zoneName = translate(pageContext.locale).time.kyiv()
  const moment = (value: string) => kyivMoment(value, zoneName)
  return {
    key,
    id: tournament.id,
    name: tournament.name,
    registrationStart: moment(tournament.registration_start),
    registrationEnd: moment(tournament.registration_end),
    // The close of registration inside the flow's sentences.
    registrationEndInText: formatKyivDateTime(tournament.registration_end, zoneName, pageContext.locale),
    eligibility,
    start: eligibility && joinStart(eligibility),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
