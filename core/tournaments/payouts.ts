/**
 * The prize payout ledger (spec §9: "Prizes are paid within 24 hours after the tournament ends"):
 * what an organiser records per place (`PayoutInput`), a recorded payout (`Payout`), the public
 * ledger (`PayoutLedger`) and the one rule of the promise (`payoutPromise`), shared by the server's
 * console and public reads and by the page's countdown. Money travels in currency units, like the
 * rest of the tournament payload; the database keeps cents.
 */
import { Schema, SchemaIssue } from 'effect'
import { formatCurrency } from '#core/shared/format/number.ts'
import { isUuid } from '#core/shared/ids/uuid.ts'
import { message } from '#core/shared/validation/message.ts'
import { OptionalText } from '#core/shared/validation/rules.ts'
import { payoutPromise } from './payout-promise.ts'
import { Currency, IsoDateTime, PotSourceKind, type Tournament } from './tournament.schema.ts'

/** How a prize was paid; the column's check is written from this list. */
export const PAYOUT_METHODS = ['bank_transfer', 'card', 'paypal', 'crypto', 'cash', 'other'] as const
export const PayoutMethod = Schema.Literals(PAYOUT_METHODS)
export type PayoutMethod = typeof PayoutMethod.Type

/** The public reference of a payout (a transfer's id, a transaction hash), in characters. */
export const PAYOUT_REFERENCE_MAX = 200
/** The largest single payout, in currency units (the draft's own money bound). */
export const PAYOUT_AMOUNT_MAX = 100_000_000
export { formatPaidOn, PAYOUT_PROMISE_MS, type PayoutPromise, payoutPromise } from './payout-promise.ts'

export const PAYOUT_PATHS = {
  /** GET → `PayoutLedger`, the ledger as the public sees it (moderators and organisers). */
  ledger: '/console/tournaments/:id/payouts',
  /** PUT `PayoutInput` → `Payout`: record the payout of a place, or change it (organisers). */
  place: '/console/tournaments/:id/payouts/:place',
} as const

/** The console path of a tournament's ledger, or of one place of it. */
export const payoutPath = (id: string, place?: number): string =>
  place === undefined
    ? PAYOUT_PATHS.ledger.replace(':id', encodeURIComponent(id))
    : PAYOUT_PATHS.place.replace(':id', encodeURIComponent(id)).replace(':place', String(place))

const PAID_ON_SHAPE = /^\d{4}-\d{2}-\d{2}$/u

/** Whether `YYYY-MM-DD` names a day the calendar has (`Date` alone rolls 31 February into March). */
export const isCalendarDate = (value: string): boolean => {
  if (!PAID_ON_SHAPE.test(value)) return false
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A calendar day in Kyiv, `YYYY-MM-DD`: the day the money left, as the organiser's records say. */
export const PaidOn = Schema.String.check(
  Schema.makeFilter(isCalendarDate, { messageRef: message('invalid'), expected: 'a date YYYY-MM-DD' }),
)

/** At most two decimals: a payout is a sum of whole cents. */
const hasCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

const Amount = Schema.Finite.check(
  Schema.makeFilter((value: number) => value > 0 && value <= PAYOUT_AMOUNT_MAX && hasCents(value), {
    messageRef: message('invalid'),
    expected: `an amount above 0 and at most ${PAYOUT_AMOUNT_MAX}, in whole cents`,
  }),
)

const Version = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

/**
 * What an organiser records for a place (`PUT …/payouts/{place}`). A change names the `version` of the
 * payout it was made on; a first record names none.
 */
export const PayoutInput = Schema.Struct({
  amount: Amount,
  currency: Currency,
  method: PayoutMethod,
  paid_on: PaidOn,
  /** Shown publicly: a transfer's id or a transaction hash, never account details. */
  reference: Schema.NullOr(OptionalText(PAYOUT_REFERENCE_MAX)),
  /** The team paid; a team of this tournament, or null when none is named. */
  team_id: Schema.optional(Schema.NullOr(Schema.String)),
  version: Schema.optional(Version),
}).check(
  Schema.makeFilter((input: { readonly team_id?: string | null | undefined }) =>
    input.team_id === undefined || input.team_id === null || isUuid(input.team_id)
      ? undefined
      : { path: ['team_id'], issue: new SchemaIssue.InvalidValue({ messageRef: message('invalid') }) },
  ),
)
export type PayoutInput = typeof PayoutInput.Type

export const PayoutTeam = Schema.Struct({ id: Schema.String, name: Schema.String })
export type PayoutTeam = typeof PayoutTeam.Type

/** A recorded payout. */
export const Payout = Schema.Struct({
  place: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  team: Schema.NullOr(PayoutTeam),
  amount: Schema.Finite,
  currency: Currency,
  /** The amount in its currency, en-US (spec §9): `$1,250.50`. */
  amount_text: Schema.String,
  method: PayoutMethod,
  paid_on: PaidOn,
  reference: Schema.NullOr(Schema.String),
  version: Version,
  recorded_at: IsoDateTime,
  updated_at: IsoDateTime,
})
export type Payout = typeof Payout.Type

/** One prize place of the ledger: the prize, the payout recorded for it, whether it is overdue. */
export const LedgerPlace = Schema.Struct({
  place: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  /** The prize announced for the place, in the tournament's currency (0 when none was). */
  prize: Schema.Finite,
  prize_text: Schema.String,
  payout: Schema.NullOr(Payout),
  overdue: Schema.Boolean,
})
export type LedgerPlace = typeof LedgerPlace.Type

/** `GET /tournaments/{id}/payouts`: where the pot came from, what was paid to whom and when. */
export const PayoutLedger = Schema.Struct({
  tournament_id: Schema.String,
  currency: Currency,
  prize_fund: Schema.Finite,
  prize_fund_text: Schema.String,
  pot_sources: Schema.Array(
    Schema.Struct({ kind: PotSourceKind, amount: Schema.Finite, amount_text: Schema.String }),
  ),
  games_end: IsoDateTime,
  /** `games_end` + 24 h; null for a cancelled tournament, which pays no prizes. */
  deadline: Schema.NullOr(IsoDateTime),
  places: Schema.Array(LedgerPlace),
  /** The places whose prize is unpaid past the deadline, in order. */
  overdue_places: Schema.Array(Schema.Int),
})
export type PayoutLedger = typeof PayoutLedger.Type

/**
 * The ledger of a tournament at `now`: every place with a prize, and any other place a payout was
 * recorded for, in order. A cancelled tournament pays no prizes: no deadline, nothing overdue.
 */
export const payoutLedger = (
  tournament: Pick<Tournament, 'id' | 'status' | 'currency' | 'prize_fund' | 'prizes' | 'pot' | 'games_end'>,
  payouts: ReadonlyArray<Payout>,
  now: Date | number,
): PayoutLedger => {
  const cancelled = tournament.status === 'cancelled'
  const promise = payoutPromise({
    gamesEnd: tournament.games_end,
    prizes: cancelled ? [] : tournament.prizes,
    paidPlaces: payouts.map((payout) => payout.place),
    now,
  })
  const overdue = new Set(promise.overduePlaces)
  const prizeOf = new Map(tournament.prizes.map((prize) => [prize.place, prize.amount]))
  const paidFor = new Map(payouts.map((payout) => [payout.place, payout]))
  const places = [...new Set([...prizeOf.keys(), ...paidFor.keys()])].sort((a, b) => a - b)
  const money = (amount: number) => formatCurrency(amount, tournament.currency)
  return {
    tournament_id: tournament.id,
    currency: tournament.currency,
    prize_fund: tournament.prize_fund,
    prize_fund_text: money(tournament.prize_fund),
    pot_sources: tournament.pot.sources.map((source) => ({
      kind: source.kind,
      amount: source.amount,
      amount_text: money(source.amount),
    })),
    games_end: new Date(tournament.games_end).toISOString(),
    deadline: cancelled ? null : promise.deadline.toISOString(),
    places: places.map((place) => ({
      place,
      prize: prizeOf.get(place) ?? 0,
      prize_text: money(prizeOf.get(place) ?? 0),
      payout: paidFor.get(place) ?? null,
      overdue: overdue.has(place),
    })),
    overdue_places: [...promise.overduePlaces],
  }
}
