import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { AUDIT_PAGE_SIZE, AuditQuery } from '#core/audit/audit.api.ts'
import { formatDateTime } from '#core/shared/format/datetime.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

const decodeQuery = Schema.decodeUnknownOption(AuditQuery)

// Server only: a page of the audit log through the reader the API route uses, filtered as the query
// says. A query the API would refuse shows the whole log rather than an error: it came from a link.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const reader = pageContext.audit
  if (!reader) throw render(404)
  const decoded = decodeQuery(pageContext.urlParsed.search)
  const query = decoded._tag === 'Some' ? decoded.value : {}
  const page = query.page ?? 1
  const pageSize = AUDIT_PAGE_SIZE.default
  const found = await reader.list({
    tournamentId: query.tournament,
    actorId: query.actor,
    kind: query.kind,
    page,
    pageSize,
  })
  return {
    role,
    filter: { tournament: query.tournament ?? null, actor: query.actor ?? null, kind: query.kind ?? null },
    page,
    pages: Math.max(1, Math.ceil(found.count / pageSize)),
    count: found.count,
    entries: found.results.map((entry) => ({ ...entry, when: formatDateTime(entry.at) })),
  }
}
