/**
 * The prize payout ledger as the server renders it, in both languages, at instants worked out by
 * hand: the games end 2030-05-12 19:00 UTC, so the 24 hours run out 2030-05-13 19:00 UTC. Before
 * then the countdown says what is left; after, each unpaid prize above 0 is flagged overdue.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { PayoutLedger } from '#core/tournaments/payouts.ts'
import en from '#locales/en/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import uk from '#locales/uk/index.ts'
import ukTournament from '#locales/uk/tournament/index.ts'
import { PayoutLedgerView } from '#ui/features/tournaments/PayoutLedger.tsx'
import { I18nProvider, registerDictionary } from '#ui/shared/i18n/i18n.tsx'

const ledger: PayoutLedger = {
  tournament_id: '00000000-0000-4000-8000-000000000300',
  currency: 'USD',
  prize_fund: 1000,
  prize_fund_text: '$1,000',
  pot_sources: [{ kind: 'sponsors', amount: 1000, amount_text: '$1,000' }],
  games_end: '2030-05-12T19:00:00.000Z',
  deadline: '2030-05-13T19:00:00.000Z',
  places: [
    { place: 1, prize: 700, prize_text: '$700', payout: null, overdue: false },
    {
      place: 2,
      prize: 300,
      prize_text: '$300',
      payout: {
        place: 2,
        team: { id: '00000000-0000-4000-8000-000000000301', name: 'Night Owls' },
        amount: 300,
        currency: 'USD',
        amount_text: '$300',
        method: 'paypal',
        paid_on: '2030-05-13',
        reference: 'PP-42',
        version: 1,
        recorded_at: '2030-05-13T09:00:00.000Z',
        updated_at: '2030-05-13T09:00:00.000Z',
      },
      overdue: false,
    },
  ],
  overdue_places: [],
}

const render = (locale: Locale, now: string) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <PayoutLedgerView ledger={ledger} now={Date.parse(now)} />
    </I18nProvider>,
  )

/** The rendered text of each body row's cells, tags dropped. */
const rows = (html: string): string[][] =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
    .slice(1)
    .map((row) =>
      [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
        (cell[1] ?? '').replace(/<[^>]+>/g, ''),
      ),
    )

describe('the prize payout ledger', () => {
  beforeAll(() => {
    registerDictionary('en', { ...en, tournament: enTournament })
    registerDictionary('uk', { ...uk, tournament: ukTournament })
  })

  it('is a table with a caption and headers, places as row headers, dates as dd.mm.yyyy', () => {
    const html = render('en', '2030-05-13T05:40:00Z')
    expect(html).toContain('<caption>Prizes by place and what was paid</caption>')
    expect(html).toContain('<th scope="col">Reference</th>')
    expect(rows(html)).toEqual([
      ['1', '$700', '—', 'Not yet', '—', '—', '—'],
      ['2', '$300', 'Night Owls', '$300', 'PayPal', '13.05.2030', 'PP-42'],
    ])
    expect(html).toContain('<dt>Sponsors</dt><dd>$1,000</dd>')
  })

  it('promises the 24 hours before the games end', () => {
    expect(render('en', '2030-05-12T18:00:00Z')).toContain(
      'Prizes are paid within 24 hours after the games end.',
    )
  })

  it('counts down from the end of the games, in both languages, not as a live region', () => {
    // 05:40 UTC on the 13th: 13 h 20 min to 19:00.
    const english = render('en', '2030-05-13T05:40:00Z')
    expect(english).toContain('Prizes are paid within 24 hours: 13 h 20 min left')
    expect(english).not.toContain('aria-live')
    expect(render('uk', '2030-05-13T05:40:00Z')).toContain(
      'Призи виплачують протягом 24 годин: залишилося 13 год 20 хв',
    )
    expect(render('en', '2030-05-13T05:40:00Z')).not.toContain('Overdue')
  })

  it('flags each unpaid prize overdue once the 24 hours have passed, and not at the deadline itself', () => {
    expect(render('en', '2030-05-13T19:00:00.000Z')).not.toContain('Overdue')
    const english = render('en', '2030-05-13T19:00:00.001Z')
    expect(rows(english)[0]).toEqual(['1', '$700', '—', 'Overdue', '—', '—', '—'])
    expect(english).toContain('The 24 hours have passed')
    expect(english).not.toContain('min left')
    expect(rows(render('uk', '2030-05-14T00:00:00Z'))[0]?.[3]).toBe('Прострочено')
  })

  it('says so once every prize is paid', () => {
    const paid: PayoutLedger = {
      ...ledger,
      places: ledger.places.map((place) => ({ ...place, payout: ledger.places[1]?.payout ?? null })),
    }
    const html = renderToStaticMarkup(
      <I18nProvider locale="uk">
        <PayoutLedgerView ledger={paid} now={Date.parse('2030-05-14T00:00:00Z')} />
      </I18nProvider>,
    )
    expect(html).toContain('Усі призи виплачено.')
    expect(html).not.toContain('Прострочено')
  })
})
