import { type KyivMoment, kyivMoment } from '#core/shared/format/datetime.ts'
import { formatCurrency } from '#core/shared/format/number.ts'
import type { Tournament } from '#core/tournaments/tournament.schema.ts'

/*
 * The tabs' dates and sums as text, written on the server: the browser shows them as rendered.
 * Formatting them during hydration made the browser build its first `Intl` formats (Kyiv's offset,
 * the currency), about 20 ms of locale data on this machine and four times that on a phone, in the
 * task that hydrates the page (docs/performance.md). Client navigations between tabs fetch them too.
 */

/** The overview's schedule and prizes. */
export interface OverviewFacts {
  readonly schedule: ReadonlyArray<{
    readonly key: 'registrationStart' | 'registrationEnd' | 'gamesStart' | 'gamesEnd'
    readonly moment: KyivMoment
  }>
  readonly prizeFund: string
  readonly prizes: ReadonlyArray<{ readonly place: number; readonly amount: string }>
}

/** `zoneName` is Kyiv's name in the page's language. */
export const overviewFacts = (tournament: Tournament, zoneName: string): OverviewFacts => ({
  schedule: (
    [
      ['registrationStart', tournament.registration_start],
      ['registrationEnd', tournament.registration_end],
      ['gamesStart', tournament.games_start],
      ['gamesEnd', tournament.games_end],
    ] as const
  ).map(([key, value]) => ({ key, moment: kyivMoment(value, zoneName) })),
  prizeFund: formatCurrency(tournament.prize_fund, tournament.currency),
  prizes: [...tournament.prizes]
    .sort((a, b) => a.place - b.place)
    .map((prize) => ({ place: prize.place, amount: formatCurrency(prize.amount, tournament.currency) })),
})

/** The details tab's entry fee (null when entry is free) and the prize pot's sums. */
export interface DetailsFacts {
  readonly entryFee: string | null
  readonly prizeFund: string
  readonly potSources: ReadonlyArray<{
    readonly kind: Tournament['pot']['sources'][number]['kind']
    readonly amount: string
  }>
}

export const detailsFacts = (tournament: Tournament): DetailsFacts => ({
  entryFee:
    tournament.entry === 'paid' && tournament.entry_fee !== null
      ? formatCurrency(tournament.entry_fee, tournament.currency)
      : null,
  prizeFund: formatCurrency(tournament.prize_fund, tournament.currency),
  potSources: tournament.pot.sources.map((source) => ({
    kind: source.kind,
    amount: formatCurrency(source.amount, tournament.currency),
  })),
})
