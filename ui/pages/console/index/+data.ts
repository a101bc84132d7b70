import type { PageContextServer } from 'vike/types'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

// Server only: the console's overview for the staff member's role.
export const data = async (pageContext: PageContextServer) => ({ role: await staffRoleOf(pageContext) })
