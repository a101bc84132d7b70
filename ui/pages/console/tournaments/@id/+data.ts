import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { partnerChoices } from '#ui/features/console/partner-choices.server.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// Server only: the tournament as the console edits it (drafts too, with its version), read now, and
// the partners its sponsors are picked from. An id that names no tournament is the 404 page.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const id = pageContext.routeParams.id ?? ''
  const tournament = UUID.test(id) ? await pageContext.tournamentConsole?.find(id) : undefined
  if (!tournament) throw render(404)
  return { role, tournament, partners: await partnerChoices(pageContext) }
}
