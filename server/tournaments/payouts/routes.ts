/**
 * The prize payout ledger's console endpoints (`PAYOUT_PATHS` of `#core/tournaments/payouts.ts`),
 * mounted at the API root. The guard comes first, before any body is read: the ledger for moderators
 * and organisers, recording a payout for organisers (ADR 0059, 0060).
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { toWire } from '#core/shared/http/wire-case.ts'
import { PAYOUT_PATHS, PayoutInput } from '#core/tournaments/payouts.ts'
import type { AccountsEnv } from '#server/accounts/accounts.port.ts'
import { decodeBody, jsonBody, noStore } from '#server/platform/http/json-body.ts'
import { apiError, fieldError } from '#server/platform/http/problems.ts'
import type { ApiMessageKey } from '#server/platform/i18n.ts'
import type { PayoutManagement, PayoutOutcome, PayoutRefusalReason } from './use-cases.ts'

export interface PayoutRoutesDeps {
  readonly payouts: PayoutManagement
  /** Moderators and organisers (`requireStaff('moderator')`). */
  readonly staffOnly: MiddlewareHandler<AccountsEnv>
  /** Organisers only (`requireStaff('organiser')`). */
  readonly organisersOnly: MiddlewareHandler<AccountsEnv>
}

const REFUSALS = {
  not_found: [404, 'notFound'],
  stale: [409, 'payoutStale'],
  wrong_status: [409, 'wrongStatus'],
  games_not_over: [409, 'gamesNotOver'],
  no_prize: [409, 'noPrize'],
} as const satisfies Record<PayoutRefusalReason, readonly [ContentfulStatusCode, ApiMessageKey]>

const answer = (c: Context, outcome: PayoutOutcome): Response => {
  if (outcome.ok) return c.json(outcome.value)
  if (outcome.reason === 'field') return fieldError(c, outcome.field, outcome.key)
  const [code, key] = REFUSALS[outcome.reason]
  return apiError(c, code, outcome.reason, key)
}

/** A prize place as the path names it: a whole number from 1, written plainly. */
const PLACE = /^[1-9]\d{0,3}$/u

export const createPayoutRoutes = ({
  payouts,
  staffOnly,
  organisersOnly,
}: PayoutRoutesDeps): Hono<AccountsEnv> => {
  const routes = new Hono<AccountsEnv>()
  const id = (c: Context) => c.req.param('id') ?? ''

  routes.get(PAYOUT_PATHS.ledger, staffOnly, noStore, async (c) => {
    const ledger = await payouts.ledger(id(c))
    return ledger ? c.json(ledger) : apiError(c, 404, 'not_found', 'notFound')
  })

  routes.put(PAYOUT_PATHS.place, organisersOnly, noStore, ...jsonBody(), async (c) => {
    const place = c.req.param('place') ?? ''
    if (!PLACE.test(place)) return apiError(c, 404, 'not_found', 'notFound')
    const body = await decodeBody(c, PayoutInput, { reshape: toWire })
    if (!body.ok) return body.response
    return answer(c, await payouts.record({ id: c.get('auth').user.id }, id(c), Number(place), body.value))
  })

  return routes
}
