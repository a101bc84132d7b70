/**
 * core's PayoutsApi over REST API v1 (`PAYOUT_PATHS`), with the Bearer token: the payout as saved,
 * field errors (400) and a newer version (409 `stale`) become `PayoutChange`; anything else is thrown
 * as the API client's typed errors.
 */
import { Schema } from 'effect'
import { hasTag } from '#core/shared/errors.ts'
import type { PayoutsApi } from '#core/tournaments/payouts.port.ts'
import { Payout, payoutPath } from '#core/tournaments/payouts.ts'
import type { ApiClient } from './api-client.ts'
import { fieldErrorsOf } from './field-errors.ts'

const decodePayout = Schema.decodeUnknownPromise(Payout)

const isStale = (error: unknown): boolean =>
  hasTag(error, 'ApiError') &&
  error.status === 409 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { readonly code?: unknown }).code === 'stale'

export const createPayoutsApi = (client: ApiClient): PayoutsApi => ({
  record: async (tournamentId, place, input) => {
    let answer: unknown
    try {
      answer = await client.request('PUT', payoutPath(tournamentId, place), { body: input })
    } catch (error) {
      const fields = fieldErrorsOf(error)
      if (fields) return { ok: false, reason: 'fields', fields }
      if (isStale(error)) return { ok: false, reason: 'stale' }
      throw error
    }
    return { ok: true, payout: await decodePayout(answer) }
  },
})
