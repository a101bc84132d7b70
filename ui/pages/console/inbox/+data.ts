import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { INBOX_PAGE_SIZE, InboxQuery } from '#core/inquiries/inbox.api.ts'
import { formatDateTime } from '#core/shared/format/datetime.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

const decodeQuery = Schema.decodeUnknownOption(InboxQuery)

// Server only: a page of the inbox through the reader the API route uses, filtered as the query says.
// A query the API would refuse shows the whole inbox rather than an error: it came from a link.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const reader = pageContext.inbox
  if (!reader) throw render(404)
  const decoded = decodeQuery(pageContext.urlParsed.search)
  const query = decoded._tag === 'Some' ? decoded.value : {}
  const page = query.page ?? 1
  const pageSize = INBOX_PAGE_SIZE.default
  const found = await reader.list({ status: query.status, kind: query.kind, page, pageSize })
  return {
    role,
    filter: { status: query.status ?? null, kind: query.kind ?? null },
    page,
    pages: Math.max(1, Math.ceil(found.count / pageSize)),
    count: found.count,
    messages: found.results.map((message) => ({ ...message, when: formatDateTime(message.created_at) })),
  }
}
