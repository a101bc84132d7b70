import { Schema } from 'effect'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { PEOPLE_PAGE_SIZE, PeopleQuery } from '#core/accounts/staff.api.ts'
import { formatDate } from '#core/shared/format/datetime.ts'
import { staffRoleOf } from '#ui/features/console/staff-role.server.ts'

export type Data = Awaited<ReturnType<typeof data>>

const decodeQuery = Schema.decodeUnknownOption(PeopleQuery)

// Server only: a page of the accounts through the reader the API route uses, found and filtered as
// the query says. A query the API would refuse shows everyone rather than an error: it came from a
// link or the page's own form.
export const data = async (pageContext: PageContextServer) => {
  const role = await staffRoleOf(pageContext)
  const reader = pageContext.people
  if (!reader) throw render(404)
  // The search form sends its unchosen fields empty ("any role"): an empty value filters nothing.
  const asked = Object.entries(pageContext.urlParsed.search).filter(([, value]) => value !== '')
  const decoded = decodeQuery(Object.fromEntries(asked))
  const query = decoded._tag === 'Some' ? decoded.value : {}
  const filter = { q: query.q ?? '', role: query.role ?? null, disabled: query.disabled ?? null }
  const page = query.page ?? 1
  const pageSize = PEOPLE_PAGE_SIZE.default
  const found = await reader.list({
    q: filter.q,
    role: query.role,
    disabled: query.disabled,
    page,
    pageSize,
  })
  return {
    role,
    /** The organiser's own account: marked, and the server refuses what they may not do to it. */
    me: pageContext.user?.id ?? null,
    filter,
    page,
    pages: Math.max(1, Math.ceil(found.count / pageSize)),
    count: found.count,
    people: found.results.map((person) => ({ ...person, joined: formatDate(person.created_at) })),
  }
}
