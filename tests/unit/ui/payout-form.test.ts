/**
 * A prize place's payout form as the organiser types it: the amount and the day read as people write
 * them, what the form starts from, the teams it offers, and the request it sends. Expectations are
 * written out by hand.
 */
import { describe, expect, it } from 'vitest'
import type { Payout } from '#core/tournaments/payouts.ts'
import {
  amountOf,
  formOfPayout,
  inputOf,
  type PayoutForm,
  paidOnOf,
  teamChoices,
} from '#ui/features/console/payouts/payout-form.ts'

const owls = { id: '00000000-0000-4000-8000-000000000301', name: 'Night Owls' }
const hawks = { id: '00000000-0000-4000-8000-000000000302', name: 'Hawks' }
const foxes = { id: '00000000-0000-4000-8000-000000000303', name: 'Foxes' }

describe('the amount typed', () => {
  it('is read with a point or a comma, and with spaces grouping the thousands', () => {
    expect(amountOf('700')).toBe(700)
    expect(amountOf(' 650.5 ')).toBe(650.5)
    expect(amountOf('1 250,50')).toBe(1250.5)
    expect(amountOf('1\u00a0250')).toBe(1250)
    expect(amountOf('1\u202f250,05')).toBe(1250.05)
  })

  it('goes as typed when it is a number the server may refuse (too many decimals, zero)', () => {
    expect(amountOf('12.345')).toBe(12.345)
    expect(amountOf('0')).toBe(0)
  })

  it('is not a number when it is empty, signed, written with an exponent or two decimal marks', () => {
    for (const typed of ['', 'abc', '-5', '+5', '1e3', '1,2,3', '1.2.3', '12.', '.5', '0x10'])
      expect(amountOf(typed), typed).toBeUndefined()
  })
})

describe('the day typed', () => {
  it('is read as dd.mm.yyyy, with one-digit days and months, or as yyyy-mm-dd', () => {
    expect(paidOnOf('05.03.2026')).toBe('2026-03-05')
    expect(paidOnOf(' 5.3.2026 ')).toBe('2026-03-05')
    expect(paidOnOf('05/03/2026')).toBe('2026-03-05')
    expect(paidOnOf('2026-03-05')).toBe('2026-03-05')
  })

  it('goes as written when the calendar lacks the day: the server refuses it by its field', () => {
    expect(paidOnOf('31.02.2026')).toBe('2026-02-31')
  })

  it('is no day when the year is short, a part is missing or the text is something else', () => {
    for (const typed of ['', '05.03.26', '05.2026', '2026.03.05', 'yesterday', '005.03.2026'])
      expect(paidOnOf(typed), typed).toBeUndefined()
  })
})

const form: PayoutForm = {
  amount: '1 250,50',
  currency: 'UAH',
  method: 'card',
  paidOn: '05.03.2026',
  reference: '  TX-42  ',
  teamId: owls.id,
}

describe('the request of the form', () => {
  it('is the API’s PayoutInput: a first record names no version', () => {
    expect(inputOf(form, undefined)).toEqual({
      ok: true,
      input: {
        amount: 1250.5,
        currency: 'UAH',
        method: 'card',
        paid_on: '2026-03-05',
        reference: 'TX-42',
        team_id: owls.id,
      },
    })
  })

  it('names the version of the payout it changes; no reference and no team go as null', () => {
    expect(inputOf({ ...form, reference: ' ', teamId: '' }, 3)).toEqual({
      ok: true,
      input: {
        amount: 1250.5,
        currency: 'UAH',
        method: 'card',
        paid_on: '2026-03-05',
        reference: null,
        team_id: null,
        version: 3,
      },
    })
  })

  it('is not sent while the amount or the day cannot be read, each said by its field', () => {
    expect(inputOf({ ...form, amount: 'abc', paidOn: '' }, undefined)).toEqual({
      ok: false,
      errors: { amount: [{ key: 'invalid' }], paidOn: [{ key: 'required' }] },
    })
    expect(inputOf({ ...form, amount: '', paidOn: '5 March' }, 1)).toEqual({
      ok: false,
      errors: { amount: [{ key: 'required' }], paidOn: [{ key: 'invalid' }] },
    })
  })
})

const payout: Payout = {
  place: 2,
  team: hawks,
  amount: 650.5,
  currency: 'USD',
  amount_text: '$650.50',
  method: 'paypal',
  paid_on: '2030-05-13',
  reference: null,
  version: 2,
  recorded_at: '2030-05-13T09:00:00.000Z',
  updated_at: '2030-05-13T10:00:00.000Z',
}

describe('what the form starts from', () => {
  const choices = { podium: [owls], others: [hawks, foxes] }

  it('is the payout recorded, the day shown as dd.mm.yyyy', () => {
    expect(formOfPayout(payout, { prize: 700, currency: 'UAH', today: '14.05.2030', choices })).toEqual({
      amount: '650.5',
      currency: 'USD',
      method: 'paypal',
      paidOn: '13.05.2030',
      reference: '',
      teamId: hawks.id,
    })
  })

  it('is the prize in the tournament’s currency, paid today by transfer to the team on the podium', () => {
    expect(formOfPayout(null, { prize: 700, currency: 'UAH', today: '14.05.2030', choices })).toEqual({
      amount: '700',
      currency: 'UAH',
      method: 'bank_transfer',
      paidOn: '14.05.2030',
      reference: '',
      teamId: owls.id,
    })
  })

  it('names no team on a tie or without a podium, and no amount for a place without a prize', () => {
    const tie = { podium: [owls, hawks], others: [foxes] }
    expect(
      formOfPayout(null, { prize: 0, currency: 'EUR', today: '14.05.2030', choices: tie }),
    ).toMatchObject({
      amount: '',
      teamId: '',
    })
    expect(
      formOfPayout(null, {
        prize: 100,
        currency: 'EUR',
        today: '14.05.2030',
        choices: { podium: [], others: [owls] },
      }).teamId,
    ).toBe('')
  })
})

describe('the teams a place offers', () => {
  const podium = [
    { place: 1, teams: [owls] },
    { place: 2, teams: [hawks] },
    { place: 3, teams: [] },
  ]

  it('are the podium’s for the place first, then the confirmed teams without it', () => {
    expect(teamChoices(1, podium, [foxes, hawks, owls], null)).toEqual({
      podium: [owls],
      others: [foxes, hawks],
    })
  })

  it('are the confirmed teams while the results place no one there', () => {
    expect(teamChoices(3, podium, [foxes, owls], null)).toEqual({ podium: [], others: [foxes, owls] })
    expect(teamChoices(4, podium, [foxes], null)).toEqual({ podium: [], others: [foxes] })
    expect(teamChoices(1, null, [foxes], null)).toEqual({ podium: [], others: [foxes] })
  })

  it('keep the team a recorded payout names when it is neither any more, once', () => {
    const gone = { id: '00000000-0000-4000-8000-000000000309', name: 'Gone' }
    expect(teamChoices(4, podium, [foxes], gone)).toEqual({ podium: [], others: [gone, foxes] })
    expect(teamChoices(1, podium, [foxes], owls)).toEqual({ podium: [owls], others: [foxes] })
    expect(teamChoices(4, podium, [foxes], foxes)).toEqual({ podium: [], others: [foxes] })
  })
})
