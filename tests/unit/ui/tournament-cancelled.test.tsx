/**
 * A cancelled tournament's overview says why, in the page's language, falling back to the other one
 * with its own `lang`; a tournament that is not cancelled shows no reason.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Tournament } from '#core/tournaments/tournament.schema.ts'
import en from '#locales/en/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import uk from '#locales/uk/index.ts'
import ukTournament from '#locales/uk/tournament/index.ts'
import { OverviewTab } from '#ui/features/tournaments/OverviewTab.tsx'
import { overviewFacts } from '#ui/features/tournaments/tab-facts.server.ts'
import { I18nProvider, registerDictionary } from '#ui/shared/i18n/i18n.tsx'
import { fakeTournament } from '../../fakes/tournaments.ts'

const cancelled = (
  reason: Tournament['cancellation_reason'],
  status: Tournament['status'] = 'cancelled',
) => ({
  ...fakeTournament({
    id: '00000000-0000-4000-8000-000000000200',
    name: 'Cup',
    registration_start: '2026-01-01T10:00:00Z',
    registration_end: '2026-01-05T10:00:00Z',
  }),
  status,
  cancellation_reason: reason,
})

const overview = (tournament: Tournament, locale: 'uk' | 'en') =>
  renderToStaticMarkup(
    <I18nProvider locale={locale}>
      <OverviewTab tournament={tournament} facts={overviewFacts(tournament, 'Europe/Kyiv')} finished={null} />
    </I18nProvider>,
  )

describe('a cancelled tournament’s overview', () => {
  beforeAll(() => {
    registerDictionary('en', { ...en, tournament: enTournament })
    registerDictionary('uk', { ...uk, tournament: ukTournament })
  })

  it('shows the reason in the page’s language', () => {
    const tournament = cancelled({ uk: 'Сервер недоступний.', en: 'The server is down.' })
    expect(overview(tournament, 'en')).toContain(
      '<h2 id="cancelled-title">Why it was cancelled</h2><div><p>The server is down.</p></div>',
    )
    expect(overview(tournament, 'uk')).toContain(
      '<h2 id="cancelled-title">Чому турнір скасовано</h2><div><p>Сервер недоступний.</p></div>',
    )
  })

  it('falls back to the other language with its lang, and shows nothing when not cancelled', () => {
    expect(overview(cancelled({ uk: null, en: 'The server is down.' }), 'uk')).toContain(
      '<div lang="en"><p>The server is down.</p></div>',
    )
    expect(overview(cancelled({ uk: 'Причина', en: null }, 'published'), 'uk')).not.toContain(
      'cancelled-title',
    )
    expect(overview(cancelled(null), 'en')).not.toContain('cancelled-title')
  })
})
