import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formatKyivDateTime } from '#core/shared/format/datetime.ts'
import type { Locale } from '#core/shared/i18n/locale.ts'
import type { Team } from '#core/teams/team.schema.ts'
import { checkInPhase } from '#core/teams/team-clock.ts'
import { pickLocalized } from '#core/tournaments/localized.ts'
import type { PayoutLedger } from '#core/tournaments/payouts.ts'
import { type Placement, podium } from '#core/tournaments/podium.ts'
import type { ParticipantList, TournamentResults } from '#core/tournaments/results.schema.ts'
import type { Phase } from '#core/tournaments/timeline.ts'
import type { Tournament } from '#core/tournaments/tournament.schema.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import type { CheckInNoticeData } from '#ui/features/teams/CheckInNotice.tsx'
import { renderRules } from '#ui/features/tournaments/rules-markdown.ts'
import { searchQuery } from '#ui/features/tournaments/search.ts'
import {
  type DetailsFacts,
  detailsFacts,
  type OverviewFacts,
  overviewFacts,
} from '#ui/features/tournaments/tab-facts.server.ts'
import { parseTournamentPath, type TournamentTab } from '#ui/features/tournaments/tabs.ts'
import { timelineAt } from '#ui/features/tournaments/timeline.ts'
import { translate } from '#ui/shared/i18n/i18n.tsx'

type TabView =
  | {
      readonly tab: 'overview'
      readonly facts: OverviewFacts
      readonly finished: Finished | null
      /** Places whose prize is unpaid 24 hours after the games (empty before, or when all are paid). */
      readonly overduePayouts: ReadonlyArray<number>
    }
  | {
      readonly tab: 'details'
      readonly facts: DetailsFacts
      readonly payouts: { readonly ledger: PayoutLedger; readonly renderedAt: number }
    }
  | { readonly tab: 'participants'; readonly search: string; readonly participants: ParticipantList }
  | {
      readonly tab: 'results'
      readonly results: TournamentResults
      readonly live: boolean
      readonly finished: Finished | null
    }
  | { readonly tab: 'rules'; readonly rules: { readonly html: string; readonly lang: string } | null }

/** Once the games are over: who won, as core places the last stage's results (null: not yet decided). */
interface Finished {
  readonly podium: ReadonlyArray<Placement> | null
}

const tabView = async (
  port: TournamentsApi,
  pageContext: PageContextServer,
  tab: TournamentTab,
  tournament: Tournament,
  phase: Phase,
  now: number,
): Promise<TabView> => {
  const live = tournament.status === 'published' && phase === 'gamesInProgress'
  const over = tournament.status === 'published' && phase === 'gamesFinished'
  switch (tab) {
    case 'participants': {
      const search = searchQuery(pageContext.urlParsed.search.search)
      return { tab, search, participants: await port.participants(tournament.id, { search }) }
    }
    case 'results': {
      const results = await port.results(tournament.id)
      return { tab, results, live, finished: over ? { podium: podium(results) } : null }
    }
    case 'rules': {
      const rules = pickLocalized(tournament.rules, pageContext.locale)
      return { tab, rules: rules ? { html: renderRules(rules.value), lang: rules.lang } : null }
    }
    case 'overview': {
      // Only a finished tournament's overview reads its results, for the podium and the prizes' teams.
      const finished = over ? { podium: podium(await port.results(tournament.id)) } : null
      const overduePayouts = over ? (await port.payouts(tournament.id)).overdue_places : []
      const facts = overviewFacts(tournament, translate(pageContext.locale).time.kyiv())
      return { tab, facts, finished, overduePayouts }
    }
    case 'details':
      return {
        tab,
        facts: detailsFacts(tournament),
        payouts: { ledger: await port.payouts(tournament.id), renderedAt: now },
      }
  }
}

/** What the check-in notice says of the user's team: while check-in is ahead, open, or done. */
const checkInNotice = (team: Team | null, now: number, locale: Locale): CheckInNoticeData | null => {
  if (!team?.check_in || team.state === 'dropped') return null
  const phase = checkInPhase(team, now)
  if (phase === 'none' || phase === 'closed') return null
  const at = phase === 'notOpen' ? team.check_in.opens_at : team.check_in.closes_at
  return {
    name: team.name,
    phase,
    time: formatKyivDateTime(at, translate(locale).time.kyiv(), locale),
    at,
    now,
  }
}

// Runs on the server (also for client navigations, which fetch its result): the tournament through
// the in-process port, the timeline's snapshot at this instant (which the browser restores), and what
// the tab shows. The rules travel as HTML rendered here, and only to the rules tab.
export const data = async (pageContext: PageContextServer) => {
  // The route takes every path under /tournaments/ (+route.ts): one that is no tab is not found.
  const path = parseTournamentPath(pageContext.urlPathname)
  if (!path) throw render(404)
  const { id, tab } = path
  const port = pageContext.tournaments
  const tournament = await port?.find(id)
  if (!port || !tournament || tournament.status === 'draft') throw render(404)
  const now = Date.now()
  const { rules: _rules, ...shown } = tournament
  const timeline = timelineAt(tournament, now)
  // The signed-in user's team in it: "Your team: …" instead of "Join", and the check-in notice.
  const userId = pageContext.user?.id
  const myTeam = userId ? ((await pageContext.teamsFor?.(userId).teamIn(tournament.id)) ?? null) : null
  return {
    tournament: shown,
    yourTeam: myTeam ? { name: myTeam.name } : null,
    timeline,
    checkIn: checkInNotice(myTeam, now, pageContext.locale),
    view: await tabView(port, pageContext, tab, tournament, timeline.view.phase, now),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
