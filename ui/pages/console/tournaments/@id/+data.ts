import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isUuid } from '#core/shared/ids/uuid.ts'
import { partnerChoices } from '#ui/features/console/partner-choices.server.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

// Server only: the tournament as the console edits it (drafts too, with its version), read now, and
// the partners its sponsors are picked from. An id that names no tournament is the 404 page.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const id = pageContext.routeParams.id ?? ''
  const tournament = isUuid(id) ? await pageContext.tournamentConsole?.find(id) : undefined
  if (!tournament) throw render(404)
  return { role, tournament, partners: await partnerChoices(pageContext) }
}
