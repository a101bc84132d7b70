/**
 * The organisers' endpoints over accounts (`STAFF_PATHS` of `#core/accounts/staff.api.ts`, ADR 0059):
 * list and find accounts, grant and withdraw a role, disable and enable an account. The guard comes
 * first, before the query or the body is read: anyone who is not staff gets the 404 of an unknown
 * path, a moderator 403 `not_organiser`.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { PeopleReader } from '#core/accounts/people.port.ts'
import {
  PEOPLE_PAGE_SIZE,
  type PeopleFilter,
  PeopleQuery,
  peopleLink,
  RoleChange,
  STAFF_PATHS,
} from '#core/accounts/staff.api.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, apiLocale } from '#server/platform/http/problems.ts'
import { decodeQuery } from '#server/platform/http/query.ts'
import type { ApiMessageKey } from '#server/platform/i18n.ts'
import type { AccountsEnv } from './http.ts'
import type { StaffAccounts, StaffOutcome, StaffRefusalReason } from './staff.ts'

export interface StaffRoutesDeps {
  readonly staff: StaffAccounts
  readonly people: PeopleReader
  /** Organisers only (`requireStaff('organiser')`). */
  readonly organisersOnly: MiddlewareHandler<AccountsEnv>
}

const REFUSALS: Readonly<Record<StaffRefusalReason, readonly [ContentfulStatusCode, ApiMessageKey]>> = {
  not_found: [404, 'notFound'],
  not_organiser: [403, 'notOrganiser'],
  own_role: [409, 'ownRole'],
  own_account: [409, 'ownAccount'],
}

const answer = (c: Context, outcome: StaffOutcome): Response => {
  if (outcome.ok) return c.json(outcome.value)
  const [status, key] = REFUSALS[outcome.reason]
  return apiError(c, status, outcome.reason, key)
}

export const createStaffRoutes = ({ staff, people, organisersOnly }: StaffRoutesDeps): Hono<AccountsEnv> => {
  const routes = new Hono<AccountsEnv>()
  const userId = (c: Context) => c.req.param('id') ?? ''

  routes.get(STAFF_PATHS.users, organisersOnly, noStore, async (c) => {
    const query = decodeQuery(c, PeopleQuery)
    if (!query.ok) return query.response
    const { q = '', role, disabled, page = 1, page_size: pageSize = PEOPLE_PAGE_SIZE.default } = query.value
    const filter: PeopleFilter = { q, role, disabled, page, pageSize }
    const { count, results } = await people.list(filter)
    const lastPage = Math.max(1, Math.ceil(count / pageSize))
    // The links in the request's language, as the other console lists give them.
    const link = (to: number) =>
      `${apiLocale(c.req.path) === 'en' ? '/en' : ''}${peopleLink({ ...filter, page: to })}`
    return c.json({
      count,
      next: page < lastPage ? link(page + 1) : null,
      previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      results,
    })
  })

  routes.put(STAFF_PATHS.role, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const body = await decodeBody(c, RoleChange)
    if (!body.ok) return body.response
    const actor = { user: c.get('auth').user }
    return answer(c, await staff.setRole({ actor, userId: userId(c), role: body.value.role }))
  })

  for (const [path, disabled] of [
    [STAFF_PATHS.disable, true],
    [STAFF_PATHS.enable, false],
  ] as const) {
    // No body: the path says which account and what becomes of it.
    routes.post(path, organisersOnly, noStore, async (c) =>
      answer(
        c,
        await staff.setDisabled({ actor: { user: c.get('auth').user }, userId: userId(c), disabled }),
      ),
    )
  }
  return routes
}
