/**
 * The spec's promise that prizes are paid within 24 hours after the games end (spec §4, §9), as plain
 * rules without a schema library: the public tournament page counts down with them on every load.
 */

/** The promise: every prize paid within this long after the games end. */
export const PAYOUT_PROMISE_MS = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD` as the pages show a date, `dd.mm.yyyy`: a calendar day has no zone to convert. */
export const formatPaidOn = (paidOn: string): string => {
  const [year = '', month = '', day = ''] = paidOn.split('-')
  return `${day}.${month}.${year}`
}

/** Where a tournament stands on its promise at `now`. */
export interface PayoutPromise {
  readonly deadline: Date
  /** Whether the games have ended: the countdown runs from then. */
  readonly started: boolean
  /** Milliseconds left until the deadline, never negative. */
  readonly remainingMs: number
  /** Every place with a prize above 0 has its payout recorded. */
  readonly settled: boolean
  /** Places with a prize above 0, unrecorded, once `now` is past the deadline (in order). */
  readonly overduePlaces: ReadonlyArray<number>
}

/**
 * The 24-hour promise at `now`: the deadline is `gamesEnd` + 24 h; a place is overdue when its prize
 * is above 0, no payout is recorded for it and `now` is after the deadline (at the deadline itself it
 * is not yet).
 */
export const payoutPromise = ({
  gamesEnd,
  prizes,
  paidPlaces,
  now,
}: {
  readonly gamesEnd: Date | string
  readonly prizes: ReadonlyArray<{ readonly place: number; readonly amount: number }>
  readonly paidPlaces: ReadonlyArray<number>
  readonly now: Date | number
}): PayoutPromise => {
  const ended = new Date(gamesEnd).getTime()
  const at = new Date(now).getTime()
  const deadline = ended + PAYOUT_PROMISE_MS
  const paid = new Set(paidPlaces)
  const unpaid = prizes
    .filter((prize) => prize.amount > 0 && !paid.has(prize.place))
    .map((prize) => prize.place)
    .sort((a, b) => a - b)
  return {
    deadline: new Date(deadline),
    started: at >= ended,
    remainingMs: Math.max(0, deadline - at),
    settled: unpaid.length === 0,
    overduePlaces: at > deadline ? unpaid : [],
  }
}

/** What `ledgerPromise` reads of a ledger as the API sends it (`PayoutLedger`). */
export interface LedgerForPromise {
  readonly games_end: string
  readonly deadline: string | null
  readonly places: ReadonlyArray<{ readonly place: number; readonly prize: number; readonly payout: unknown }>
}

/**
 * The promise of a ledger at `now`, for pages that read it again as their clock moves; null for a
 * cancelled tournament (no deadline), which pays no prizes.
 */
export const ledgerPromise = (ledger: LedgerForPromise, now: Date | number): PayoutPromise | null =>
  ledger.deadline === null
    ? null
    : payoutPromise({
        gamesEnd: ledger.games_end,
        prizes: ledger.places.map((place) => ({ place: place.place, amount: place.prize })),
        paidPlaces: ledger.places.flatMap((place) => (place.payout ? [place.place] : [])),
        now,
      })
