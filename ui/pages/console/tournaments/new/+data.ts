import type { PageContextServer } from 'vike/types'
import { partnerChoices } from '#ui/features/console/partner-choices.server.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

// Server only: the partners a new tournament's sponsors are picked from.
export const data = async (pageContext: PageContextServer) => ({
  role: await staffRoleOf(pageContext),
  partners: await partnerChoices(pageContext),
})
