import type { PageContextServer } from 'vike/types'
import { missingForTournaments } from '#core/profile/profile.ts'
import { hasTag } from '#core/shared/errors.ts'
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import type { Invitation } from '#core/teams/team.schema.ts'
import { invitationPreview } from '#ui/features/teams/InvitationSummary.tsx'
import { translate } from '#ui/shared/i18n/i18n.tsx'

/** A link that cannot be an invitation, or one the server does not know (unknown or replaced). */
const readInvitation = async (pageContext: PageContextServer): Promise<Invitation | null> => {
  const { teamId = '', id = '' } = pageContext.routeParams
  const userId = pageContext.user?.id
  const reader = userId ? pageContext.teamsFor?.(userId) : undefined
  if (!reader) return null
  try {
    return await reader.invitation({ teamId, inviteId: id })
  } catch (error) {
    // Not found (or not a link at all): the page says so plainly. Anything else is the server's
    // failure, and its error page says that, rather than blaming the link.
    if (hasTag(error, 'NotFound')) return null
    throw error
  }
}

// Server only, after the guard let a signed-in user in (a guest went to /login?redirect=… first): what
// the invitation shows, read in process as the API's `GET /teams/{teamId}/invitations/{id}` answers it,
// with what the user's profile still lacks for a tournament (asked for on this screen before joining)
// and, when they play in another team of the tournament, which one.
export const data = async (pageContext: PageContextServer) => {
  const invitation = await readInvitation(pageContext)
  const userId = pageContext.user?.id
  if (!invitation || !userId)
    return { invitation: null, registrationEnd: '', missingFields: [], ownTeam: null }
  const { tournament, blocked } = invitation
  const [profile, ownTeam] = await Promise.all([
    pageContext.profileOf?.(userId),
    blocked === 'already_in_team' ? pageContext.teamsFor?.(userId).teamIn(tournament.id) : undefined,
  ])
  return {
    invitation: invitationPreview(invitation),
    // Formatted here, in Kyiv time with its offset, so the browser needs no time-zone code for this page.
    registrationEnd: formatKyivDateTime(
      tournament.registration_end,
      translate(pageContext.locale).time.kyiv(),
      pageContext.locale,
    ),
    missingFields: profile ? missingForTournaments(profile) : [],
    ownTeam: ownTeam ? ownTeam.name : null,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
