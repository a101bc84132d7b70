import type { PageContextServer } from 'vike/types'
import { hasTag } from '#core/shared/errors.ts'
import { formatDateTime } from '#core/shared/format/datetime.ts'
import type { Invitation } from '#core/teams/team.schema.ts'

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
// the invitation shows, read in process as the API's `GET /teams/{teamId}/invitations/{id}` answers it.
export const data = async (pageContext: PageContextServer) => {
  const invitation = await readInvitation(pageContext)
  if (!invitation) return { invitation: null, registrationEnd: '' }
  const { team, tournament, blocked } = invitation
  return {
    invitation: {
      team: {
        id: team.id,
        name: team.name,
        captain: team.captain.nickname,
        size: team.size,
        maxSize: team.max_size,
      },
      tournament: { id: tournament.id, slug: tournament.slug, name: tournament.name },
      blocked,
    },
    // Formatted here, in Kyiv time, so the browser needs no time-zone code for this page.
    registrationEnd: formatDateTime(tournament.registration_end),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
