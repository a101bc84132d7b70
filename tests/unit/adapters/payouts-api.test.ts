/**
 * The payouts' HTTP adapter: it PUTs the place's payout to its path and reads the answer back as
 * core's `Payout`; the refusals the form shows in place (field errors, a newer version) become
 * outcomes, every other failure stays the client's typed error.
 */
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '#adapters/http/api-client.ts'
import { createPayoutsApi } from '#adapters/http/payouts-api.ts'
import { ApiError, NotFound } from '#core/shared/errors.ts'
import type { Payout, PayoutInput } from '#core/tournaments/payouts.ts'

const TOURNAMENT = '00000000-0000-4000-8000-000000000300'

const input: PayoutInput = {
  amount: 700,
  currency: 'USD',
  method: 'bank_transfer',
  paid_on: '2030-05-13',
  reference: 'TX-1',
  team_id: null,
}

const saved: Payout = {
  place: 1,
  team: null,
  amount: 700,
  currency: 'USD',
  amount_text: '$700',
  method: 'bank_transfer',
  paid_on: '2030-05-13',
  reference: 'TX-1',
  version: 1,
  recorded_at: '2030-05-13T09:00:00.000Z',
  updated_at: '2030-05-13T09:00:00.000Z',
}

/** A client that answers every request with `answer` (or throws it) and logs what it was asked. */
const clientAnswering = (answer: () => unknown) => {
  const calls: Array<{ method: string; path: string; body: unknown }> = []
  const client: ApiClient = {
    request: async (method, path, options) => {
      calls.push({ method, path, body: options?.body })
      return answer()
    },
    upload: async () => undefined,
    adoptTokens: async () => undefined,
    forgetTokens: () => undefined,
  }
  return { api: createPayoutsApi(client), calls }
}

describe('recording a payout over HTTP', () => {
  it('puts the input to the place’s path and answers the payout saved', async () => {
    const { api, calls } = clientAnswering(() => saved)
    expect(await api.record(TOURNAMENT, 1, input)).toEqual({ ok: true, payout: saved })
    expect(calls).toEqual([
      { method: 'PUT', path: `/console/tournaments/${TOURNAMENT}/payouts/1`, body: input },
    ])
  })

  it('answers the field errors of a 400 by form field', async () => {
    const { api } = clientAnswering(() => {
      throw new ApiError({
        status: 400,
        body: {
          amount: [{ code: 'invalid', params: {}, message: 'Invalid value' }],
          paid_on: [{ code: 'invalid', params: {}, message: 'Invalid value' }],
        },
      })
    })
    expect(await api.record(TOURNAMENT, 1, input)).toEqual({
      ok: false,
      reason: 'fields',
      fields: { amount: [{ key: 'invalid' }], paidOn: [{ key: 'invalid' }] },
    })
  })

  it('answers stale for a 409 stale, and throws any other refusal', async () => {
    const stale = clientAnswering(() => {
      throw new ApiError({ status: 409, body: { code: 'stale', detail: 'Changed meanwhile.' } })
    })
    expect(await stale.api.record(TOURNAMENT, 1, { ...input, version: 1 })).toEqual({
      ok: false,
      reason: 'stale',
    })
    const wrongStatus = new ApiError({ status: 409, body: { code: 'games_not_over', detail: 'Not yet.' } })
    await expect(
      clientAnswering(() => Promise.reject(wrongStatus)).api.record(TOURNAMENT, 1, input),
    ).rejects.toBe(wrongStatus)
    const missing = new NotFound()
    await expect(
      clientAnswering(() => Promise.reject(missing)).api.record(TOURNAMENT, 9, input),
    ).rejects.toBe(missing)
  })

  it('refuses an answer that is not a payout', async () => {
    await expect(clientAnswering(() => ({ place: 1 })).api.record(TOURNAMENT, 1, input)).rejects.toThrow()
  })
})
