import { useData } from 'vike-react/useData'
import '#ui/features/teams/teams.css'
import { CheckInNotice } from '#ui/features/teams/CheckInNotice.tsx'
import { DetailsTab } from '#ui/features/tournaments/DetailsTab.tsx'
import { OverviewTab } from '#ui/features/tournaments/OverviewTab.tsx'
import { ParticipantsTab } from '#ui/features/tournaments/ParticipantsTab.tsx'
import { Podium } from '#ui/features/tournaments/Podium.tsx'
import { RulesTab } from '#ui/features/tournaments/RulesTab.tsx'
import { ResultsTab } from '#ui/features/tournaments/results/ResultsTab.tsx'
import { TournamentHero } from '#ui/features/tournaments/TournamentHero.tsx'
import { TournamentTabs } from '#ui/features/tournaments/TournamentTabs.tsx'
import { LocalizedLink } from '#ui/shared/components/LocalizedLink.tsx'
import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { Data } from './+data.ts'

/**
 * A tournament's page: the hero (phase, countdown, joining) and its tabs, each its own URL. Moving
 * between tabs is a client navigation to this same page, so the hero and its clock stay as they are.
 */
export const Page = () => {
  const { tournament, timeline, view, checkIn, yourTeam } = useData<Data>()
  const { LL } = useI18n()
  const key = tournament.slug
  return (
    <article className="container section tournament">
      {/* A new tournament, a new timeline: its machine starts from that tournament's snapshot. */}
      <TournamentHero key={tournament.slug} tournament={tournament} timeline={timeline} yourTeam={yourTeam} />
      {checkIn ? <CheckInNotice notice={checkIn} /> : null}
      <TournamentTabs tournamentKey={key} current={view.tab} />
      {view.tab === 'overview' ? (
        <OverviewTab
          tournament={tournament}
          facts={view.facts}
          finished={view.finished}
          overduePayouts={view.overduePayouts}
        />
      ) : null}
      {view.tab === 'details' ? (
        <DetailsTab tournament={tournament} facts={view.facts} payouts={view.payouts} />
      ) : null}
      {view.tab === 'participants' ? (
        <ParticipantsTab tournamentKey={key} search={view.search} participants={view.participants} />
      ) : null}
      {view.tab === 'results' ? (
        <ResultsTab
          tournamentId={tournament.id}
          tournamentKey={key}
          initial={view.results}
          live={view.live}
          podium={view.finished ? <Podium podium={view.finished.podium} resultsPath={null} /> : null}
        />
      ) : null}
      {view.tab === 'rules' ? <RulesTab rules={view.rules} /> : null}
      <p className="back-link">
        <LocalizedLink to="/tournaments">{LL.tournament.allTournaments()}</LocalizedLink>
      </p>
    </article>
  )
}
