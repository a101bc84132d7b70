/**
 * The console's payouts page as the server renders it, in both languages, at instants worked out by
 * hand: the games end 2030-05-12 19:00 UTC (22:00 in Kyiv), so the 24 hours run out 2030-05-13 19:00
 * UTC. Until then no place is flagged; after, each unpaid prize above 0 is overdue, and the count is
 * said with its plural form. Each place's form has its fields labelled and starts from what is known.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { PayoutLedger } from '#core/tournaments/payouts.ts'
import enAccount from '#locales/en/account/index.ts'
import enConsole from '#locales/en/console/index.ts'
import en from '#locales/en/index.ts'
import ukAccount from '#locales/uk/account/index.ts'
import ukConsole from '#locales/uk/console/index.ts'
import uk from '#locales/uk/index.ts'
import { LedgerOverview } from '#ui/features/console/payouts/LedgerOverview.tsx'
import { PayoutPlaceForm } from '#ui/features/console/payouts/PayoutPlaceForm.tsx'
import { I18nProvider, registerDictionary } from '#ui/shared/i18n/i18n.tsx'

const owls = { id: '00000000-0000-4000-8000-000000000301', name: 'Night Owls' }
const hawks = { id: '00000000-0000-4000-8000-000000000302', name: 'Hawks' }

const ledger: PayoutLedger = {
  tournament_id: '00000000-0000-4000-8000-000000000300',
  currency: 'USD',
  prize_fund: 1100,
  prize_fund_text: '$1,100',
  pot_sources: [],
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
        team: owls,
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
    { place: 3, prize: 100, prize_text: '$100', payout: null, overdue: false },
    { place: 4, prize: 0, prize_text: '$0', payout: null, overdue: false },
  ],
  overdue_places: [],
}

const overview = (locale: Locale, now: string, shown: PayoutLedger = ledger) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <LedgerOverview
        ledger={shown}
        gamesEnd="12.05.2030 22:00"
        deadline={shown.deadline === null ? null : '13.05.2030 22:00'}
        now={Date.parse(now)}
      />
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

beforeAll(() => {
  registerDictionary('en', { ...en, console: enConsole, account: enAccount })
  registerDictionary('uk', { ...uk, console: ukConsole, account: ukAccount })
})

describe('the payouts overview', () => {
  it('lists every place with what is recorded, dates as dd.mm.yyyy, inside a scroll box', () => {
    const html = overview('en', '2030-05-13T05:00:00Z')
    expect(html).toContain('<caption>Prize places and the payouts recorded</caption>')
    expect(html).toMatch(/<section class="console-table-box" tabindex="0" aria-label="[^"]+">/)
    expect(rows(html)).toEqual([
      ['1', '$700', 'Not yet', '—', '—', '—', '—'],
      ['2', '$300', '$300', 'PayPal', '13.05.2030', 'PP-42', 'Night Owls'],
      ['3', '$100', 'Not yet', '—', '—', '—', '—'],
      ['4', '$0', 'Not yet', '—', '—', '—', '—'],
    ])
    expect(html).toContain('<a href="#payout-place-1" aria-label="Place 1: go to its payout form">1</a>')
  })

  it('says when the games end and the prizes are due, and flags nothing, until the games are over', () => {
    const html = overview('en', '2030-05-12T18:59:00Z')
    expect(html).toContain(
      'The games end on 12.05.2030 22:00 (Kyiv time); the prizes are due by 13.05.2030 22:00.',
    )
    expect(html).not.toContain('Overdue')
  })

  it('flags no place at the deadline itself, and every unpaid prize above 0 right after it', () => {
    const atDeadline = overview('en', '2030-05-13T19:00:00.000Z')
    expect(atDeadline).toContain('The prizes are due by 13.05.2030 22:00 (Kyiv time).')
    expect(atDeadline).not.toContain('Overdue')
    const late = overview('en', '2030-05-13T19:00:00.001Z')
    expect(rows(late).map((cells) => cells[2])).toEqual(['Overdue', '$300', 'Overdue', 'Not yet'])
    expect(late).toContain(
      '<p class="console-late">The 24 hours ran out on 13.05.2030 22:00 (Kyiv time): 2 places are still unpaid.</p>',
    )
  })

  it('says the count of overdue places with its plural form in both languages', () => {
    const one: PayoutLedger = { ...ledger, places: ledger.places.filter((place) => place.place !== 3) }
    expect(overview('en', '2030-05-14T00:00:00Z', one)).toContain(': 1 place is still unpaid.')
    expect(overview('uk', '2030-05-14T00:00:00Z', one)).toContain(': 1 місце досі без виплати.')
    expect(overview('uk', '2030-05-14T00:00:00Z')).toContain(': 2 місця досі без виплати.')
    const five: PayoutLedger = {
      ...ledger,
      places: [1, 2, 3, 4, 5].map((place) => ({
        place,
        prize: 10,
        prize_text: '$10',
        payout: null,
        overdue: false,
      })),
    }
    expect(overview('uk', '2030-05-14T00:00:00Z', five)).toContain(': 5 місць досі без виплати.')
    expect(rows(overview('uk', '2030-05-14T00:00:00Z', five))[0]?.[2]).toBe('Прострочено')
  })

  it('says so once every prize is recorded, and that a cancelled tournament pays none', () => {
    const paid: PayoutLedger = {
      ...ledger,
      places: ledger.places.map((place) => ({ ...place, payout: ledger.places[1]?.payout ?? null })),
    }
    expect(overview('uk', '2030-05-14T00:00:00Z', paid)).toContain('Усі призи виплачено й записано.')
    const cancelled = overview('en', '2030-05-14T00:00:00Z', { ...ledger, deadline: null })
    expect(cancelled).toContain('The tournament is cancelled: it pays no prizes.')
    expect(cancelled).not.toContain('Overdue')
  })
})

const form = (locale: Locale, payout: PayoutLedger['places'][number]['payout']) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <PayoutPlaceForm
        place={1}
        payout={payout}
        prize={700}
        currency="UAH"
        today="14.05.2030"
        choices={{ podium: [owls], others: [hawks] }}
        busy={false}
        onSave={async () => ({ ok: false, reason: 'stale' })}
      />
    </I18nProvider>,
  )

/** Each label's text and the value of the control it names (inputs only). */
const labelled = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<label class="field__label" for="([^"]+)">([^<]*)/g)].map(
      ([, id = '', label = '']) => [
        label,
        html.match(new RegExp(`<input[^>]* id="${id}"[^>]* value="([^"]*)"`))?.[1] ??
          (html.includes(`<select id="${id}"`) ? 'select' : 'none'),
      ],
    ),
  )

describe('the form of a place', () => {
  it('labels every field and starts a first record from the prize, today and the podium’s team', () => {
    const html = form('en', null)
    expect(labelled(html)).toEqual({
      'Amount paid': '700',
      Currency: 'select',
      'Payment method': 'select',
      'Date paid': '14.05.2030',
      'Public reference (optional)': '',
      'Team paid': 'select',
    })
    expect(html).toContain(
      '<optgroup label="On the podium: place 1"><option value="00000000-0000-4000-8000-000000000301" selected="">Night Owls</option></optgroup>',
    )
    expect(html).toContain('<optgroup label="Confirmed teams">')
    expect(html).toContain('>Record the payout for place 1</button>')
  })

  it('starts from the payout recorded and offers to save it, in Ukrainian too', () => {
    const recorded = ledger.places[1]?.payout ?? null
    const html = form('uk', recorded)
    expect(labelled(html)).toMatchObject({ 'Виплачена сума': '300', 'Дата виплати': '13.05.2030' })
    expect(html).toContain('>Зберегти виплату за 1 місце</button>')
  })
})
