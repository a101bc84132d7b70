import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatDateTime } from '#core/shared/format/datetime.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

// Server only: the disputes waiting, oldest first, through the reader the API route uses; the instants
// in Kyiv time.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const reader = pageContext.disputes
  if (!reader) throw render(404)
  const found = await reader()
  return {
    role,
    count: found.count,
    disputes: found.results.map((dispute) => ({
      ...dispute,
      reportedWhen: formatDateTime(dispute.reported_at),
      disputedWhen: formatDateTime(dispute.disputed_at),
    })),
  }
}
