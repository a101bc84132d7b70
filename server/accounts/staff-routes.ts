/**
 * The organisers' endpoints over accounts (`STAFF_PATHS` of `#core/accounts/staff.api.ts`, ADR 0059):
 * grant and withdraw a role, disable and enable an account. The guard comes first, before the body is
 * read: anyone who is not staff gets the 404 of an unknown path, a moderator 403 `not_organiser`.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { RoleChange, STAFF_PATHS } from '#core/accounts/staff.api.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError } from '#server/platform/http/problems.ts'
import type { ApiMessageKey } from '#server/platform/i18n.ts'
import type { AccountsEnv } from './http.ts'
import type { StaffAccounts, StaffOutcome, StaffRefusalReason } from './staff.ts'

export interface StaffRoutesDeps {
  readonly staff: StaffAccounts
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

export const createStaffRoutes = ({ staff, organisersOnly }: StaffRoutesDeps): Hono<AccountsEnv> => {
  const routes = new Hono<AccountsEnv>()
  const userId = (c: Context) => c.req.param('id') ?? ''

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
