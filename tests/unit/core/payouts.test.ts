/**
 * The 24-hour payout promise and the ledger built on it, at instants worked out by hand: the games
 * end 2030-05-12 19:00 UTC (22:00 in Kyiv, UTC+3), so the deadline is 2030-05-13 19:00 UTC.
 */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  formatPaidOn,
  isCalendarDate,
  type Payout,
  PayoutInput,
  payoutLedger,
  payoutPromise,
} from '#core/tournaments/payouts.ts'

const GAMES_END = '2030-05-12T19:00:00.000Z'
const prizes = [
  { place: 1, amount: 700 },
  { place: 2, amount: 300 },
  { place: 3, amount: 0 },
]
const at = (iso: string) => new Date(iso)

describe('the payout promise', () => {
  it('has not started before the games end, and counts the whole 24 hours', () => {
    const promise = payoutPromise({
      gamesEnd: GAMES_END,
      prizes,
      paidPlaces: [],
      now: at('2030-05-12T18:00:00Z'),
    })
    expect(promise).toEqual({
      deadline: at('2030-05-13T19:00:00Z'),
      started: false,
      // 25 hours: one to the end of the games, 24 after it.
      remainingMs: 25 * 3_600_000,
      settled: false,
      overduePlaces: [],
    })
  })

  it('counts down from the end of the games', () => {
    // 05:40 UTC on the 13th: 13 h 20 min to 19:00.
    const promise = payoutPromise({
      gamesEnd: GAMES_END,
      prizes,
      paidPlaces: [2],
      now: at('2030-05-13T05:40:00Z'),
    })
    expect(promise.started).toBe(true)
    expect(promise.remainingMs).toBe((13 * 60 + 20) * 60_000)
    expect(promise.overduePlaces).toEqual([])
  })

  it('is kept at the deadline itself and broken a millisecond after it, for unpaid prizes above 0 only', () => {
    const exactly = payoutPromise({
      gamesEnd: GAMES_END,
      prizes,
      paidPlaces: [2],
      now: at('2030-05-13T19:00:00.000Z'),
    })
    expect(exactly.remainingMs).toBe(0)
    expect(exactly.overduePlaces).toEqual([])
    const after = payoutPromise({
      gamesEnd: GAMES_END,
      prizes,
      paidPlaces: [2],
      now: at('2030-05-13T19:00:00.001Z'),
    })
    // Place 3 has no prize; place 2 is paid.
    expect(after.overduePlaces).toEqual([1])
    expect(after.settled).toBe(false)
  })

  it('is settled once every prize above 0 is recorded, whenever that is', () => {
    const promise = payoutPromise({
      gamesEnd: GAMES_END,
      prizes,
      paidPlaces: [1, 2],
      now: at('2030-06-01T00:00:00Z'),
    })
    expect(promise.settled).toBe(true)
    expect(promise.overduePlaces).toEqual([])
  })
})

const payout = (place: number, amount: number): Payout => ({
  place,
  team: { id: '00000000-0000-4000-8000-000000000001', name: 'Team A' },
  amount,
  currency: 'USD',
  amount_text: `$${amount}`,
  method: 'bank_transfer',
  paid_on: '2030-05-13',
  reference: 'TX-1',
  version: 1,
  recorded_at: '2030-05-13T10:00:00.000Z',
  updated_at: '2030-05-13T10:00:00.000Z',
})

describe('the ledger', () => {
  const tournament = {
    id: '00000000-0000-4000-8000-000000000100',
    status: 'published' as const,
    currency: 'USD' as const,
    prize_fund: 1000,
    prizes,
    pot: {
      sources: [{ kind: 'sponsors' as const, amount: 1000 }],
      details: { uk: null, en: null },
    },
    games_end: GAMES_END,
  }

  it('lists the prize places with their payouts and flags the overdue one', () => {
    const ledger = payoutLedger(tournament, [payout(2, 300)], at('2030-05-14T00:00:00Z'))
    expect(ledger).toMatchObject({
      prize_fund_text: '$1,000',
      pot_sources: [{ kind: 'sponsors', amount: 1000, amount_text: '$1,000' }],
      deadline: '2030-05-13T19:00:00.000Z',
      overdue_places: [1],
    })
    expect(
      ledger.places.map((place) => [
        place.place,
        place.prize_text,
        place.payout?.place ?? null,
        place.overdue,
      ]),
    ).toEqual([
      [1, '$700', null, true],
      [2, '$300', 2, false],
      [3, '$0', null, false],
    ])
  })

  it('promises nothing for a cancelled tournament', () => {
    const ledger = payoutLedger({ ...tournament, status: 'cancelled' }, [], at('2030-06-01T00:00:00Z'))
    expect(ledger.deadline).toBeNull()
    expect(ledger.overdue_places).toEqual([])
  })
})

describe('the payout as written', () => {
  const decode = Schema.decodeUnknownExit(PayoutInput)
  const valid = { amount: 700, currency: 'USD', method: 'card', paid_on: '2030-05-13', reference: null }

  it('takes real days and whole cents only', () => {
    expect(isCalendarDate('2030-02-28')).toBe(true)
    expect(isCalendarDate('2030-02-29')).toBe(false)
    expect(isCalendarDate('2030-2-28')).toBe(false)
    expect(decode(valid)._tag).toBe('Success')
    expect(decode({ ...valid, amount: 12.345 })._tag).toBe('Failure')
    expect(decode({ ...valid, amount: 0 })._tag).toBe('Failure')
    expect(decode({ ...valid, method: 'cheque' })._tag).toBe('Failure')
    expect(decode({ ...valid, team_id: 'not-a-uuid' })._tag).toBe('Failure')
    expect(decode({ ...valid, reference: 'x'.repeat(201) })._tag).toBe('Failure')
  })

  it('shows the day as dd.mm.yyyy', () => {
    expect(formatPaidOn('2030-05-13')).toBe('13.05.2030')
  })
})
