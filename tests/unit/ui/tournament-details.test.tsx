/**
 * The details tab's stage plan as the server renders it: each stage's facts in words, written out
 * by hand; how a round robin's seeds are spread over its groups is said once there are groups.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { StagePlan } from '#core/tournaments/tournament.schema.ts'
import en from '#locales/en/index.ts'
import enTournament from '#locales/en/tournament/index.ts'
import { DetailsTab } from '#ui/features/tournaments/DetailsTab.tsx'
import { detailsFacts } from '#ui/features/tournaments/tab-facts.server.ts'
import { I18nProvider, registerDictionary } from '#ui/shared/i18n/i18n.tsx'
import { fakeTournament } from '../../fakes/tournaments.ts'

const roundRobin = (number: number, groups: number, fill: StagePlan['group_fill']): StagePlan => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  number,
  kind: 'round_robin',
  name: { uk: null, en: `Stage ${number}` },
  status: 'pending',
  best_of: 1,
  groups,
  group_fill: fill,
  rounds: null,
  grand_final: null,
  advancing: null,
})

/** The facts line of each stage, as text. */
const stageFacts = (stages: StagePlan[]): string[] => {
  const tournament = {
    ...fakeTournament({
      id: '00000000-0000-4000-8000-000000000100',
      name: 'Cup',
      registration_start: '2026-01-01T10:00:00Z',
      registration_end: '2026-01-05T10:00:00Z',
    }),
    stages,
  }
  const html = renderToStaticMarkup(
    <I18nProvider locale="en">
      <DetailsTab tournament={tournament} facts={detailsFacts(tournament)} />
    </I18nProvider>,
  )
  return [...html.matchAll(/<li><h3[^>]*>[^<]*<\/h3><p>([^<]*)<\/p><\/li>/g)].map((m) => m[1] ?? '')
}

describe('the details tab’s stage plan', () => {
  beforeAll(() => registerDictionary('en', { ...en, tournament: enTournament }))

  it('says how the seeds are spread over the groups, and only when there are groups', () => {
    expect(
      stageFacts([roundRobin(1, 3, 'snake'), roundRobin(2, 2, 'deal'), roundRobin(3, 1, 'snake')]),
    ).toEqual([
      'Round robin · First to 1 win out of 1 · 3 groups · Groups filled in a snake · Not started',
      'Round robin · First to 1 win out of 1 · 2 groups · Seeds dealt to the groups in turn · Not started',
      'Round robin · First to 1 win out of 1 · 1 group · Not started',
    ])
  })
})
