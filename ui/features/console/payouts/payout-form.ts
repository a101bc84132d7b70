/**
 * A prize place's payout form as typed (pure): what it starts from, the teams it offers and the
 * `PayoutInput` it sends. The amount is read as people type it (`1 250,50`), the day as the pages
 * show it (`dd.mm.yyyy`, Kyiv's calendar). Whether the amount is allowed and the day exists is the
 * server's to say (core's `PayoutInput`), next to the field; here only what cannot be sent at all.
 */
import type { RefusedFields } from '#core/shared/validation/field-errors.api.ts'
import { message } from '#core/shared/validation/message.ts'
import { formatPaidOn } from '#core/tournaments/payout-promise.ts'
import type { Payout, PayoutInput, PayoutMethod } from '#core/tournaments/payouts.ts'
import type { Currency } from '#core/tournaments/tournament.schema.ts'

/** The fields as typed, keyed as the API's field errors come back (`paid_on` → `paidOn`). */
export interface PayoutForm {
  readonly amount: string
  readonly currency: Currency
  readonly method: PayoutMethod
  readonly paidOn: string
  readonly reference: string
  /** '' when no team is named. */
  readonly teamId: string
}

export type PayoutFormErrors = RefusedFields

export interface TeamChoice {
  readonly id: string
  readonly name: string
}

/** The teams a place's form offers: those the podium placed there first, then every other. */
export interface TeamChoices {
  readonly podium: ReadonlyArray<TeamChoice>
  readonly others: ReadonlyArray<TeamChoice>
}

/** A place of the podium and the teams that took it (two or more on a tie, none while undecided). */
export interface PodiumPlace {
  readonly place: number
  readonly teams: ReadonlyArray<TeamChoice>
}

/**
 * The teams offered for `place`: the podium's for it when the results name them, then the confirmed
 * teams, and the team a recorded payout names even if it is neither any more (dropped since).
 */
export const teamChoices = (
  place: number,
  podium: ReadonlyArray<PodiumPlace> | null,
  confirmed: ReadonlyArray<TeamChoice>,
  recorded: TeamChoice | null,
): TeamChoices => {
  const placed = podium?.find((entry) => entry.place === place)?.teams ?? []
  const shown = new Set(placed.map((team) => team.id))
  const others = confirmed.filter((team) => !shown.has(team.id))
  for (const team of others) shown.add(team.id)
  return { podium: placed, others: recorded && !shown.has(recorded.id) ? [recorded, ...others] : others }
}

/** Whole amounts as typed without decimals, others with their cents: `700`, `650.5`. */
const amountText = (amount: number): string => String(amount)

/**
 * What a place's form starts from: the recorded payout, else the place's prize in the tournament's
 * currency paid today by bank transfer, to the team the podium placed there when it names one.
 */
export const formOfPayout = (
  payout: Payout | null,
  start: {
    readonly prize: number
    readonly currency: Currency
    /** Kyiv's today, `dd.mm.yyyy`. */
    readonly today: string
    readonly choices: TeamChoices
  },
): PayoutForm => {
  if (payout)
    return {
      amount: amountText(payout.amount),
      currency: payout.currency,
      method: payout.method,
      paidOn: formatPaidOn(payout.paid_on),
      reference: payout.reference ?? '',
      teamId: payout.team?.id ?? '',
    }
  const [podiumTeam, ...tied] = start.choices.podium
  return {
    amount: start.prize > 0 ? amountText(start.prize) : '',
    currency: start.currency,
    method: 'bank_transfer',
    paidOn: start.today,
    reference: '',
    // A tie leaves the choice to the organiser.
    teamId: podiumTeam && tied.length === 0 ? podiumTeam.id : '',
  }
}

// Digits, then at most one decimal part: each character can be read one way only (linear time).
const PLAIN_AMOUNT = /^\d+(?:\.\d+)?$/u
// Spaces people group thousands with: the ordinary, the no-break and the narrow no-break.
const GROUPING = /[ \u00a0\u202f]/gu

/** The amount typed (`1 250,50`, `1250.5`) as a number; undefined when it is not one. */
export const amountOf = (typed: string): number | undefined => {
  const plain = typed.trim().replace(GROUPING, '').replace(',', '.')
  return PLAIN_AMOUNT.test(plain) ? Number(plain) : undefined
}

const DAY_MONTH_YEAR = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/u
const YEAR_MONTH_DAY = /^\d{4}-\d{2}-\d{2}$/u

/**
 * The day typed (`05.03.2026`, `5.3.2026`, `2026-03-05`) as the API's `YYYY-MM-DD`; undefined when it
 * is not written as a day. A day the calendar lacks (31.02) goes as it is, for the server to refuse.
 */
export const paidOnOf = (typed: string): string | undefined => {
  const text = typed.trim()
  if (YEAR_MONTH_DAY.test(text)) return text
  const found = DAY_MONTH_YEAR.exec(text)
  if (!found) return undefined
  const [, day = '', month = '', year = ''] = found
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/**
 * The request of a form: `PayoutInput` with the version of the payout it changes (none for a first
 * record), or the messages of the fields that cannot be sent as typed.
 */
export const inputOf = (
  form: PayoutForm,
  version: number | undefined,
):
  | { readonly ok: true; readonly input: PayoutInput }
  | { readonly ok: false; readonly errors: PayoutFormErrors } => {
  const amount = amountOf(form.amount)
  const paidOn = paidOnOf(form.paidOn)
  const errors: Record<string, ReturnType<typeof message<'required' | 'invalid'>>[]> = {}
  if (amount === undefined) errors.amount = [message(form.amount.trim() === '' ? 'required' : 'invalid')]
  if (paidOn === undefined) errors.paidOn = [message(form.paidOn.trim() === '' ? 'required' : 'invalid')]
  if (amount === undefined || paidOn === undefined) return { ok: false, errors }
  const reference = form.reference.trim()
  return {
    ok: true,
    input: {
      amount,
      currency: form.currency,
      method: form.method,
      paid_on: paidOn,
      reference: reference === '' ? null : reference,
      team_id: form.teamId === '' ? null : form.teamId,
      ...(version === undefined ? {} : { version }),
    },
  }
}
