/**
 * What a tournament's page says about itself in the head: its title and description per tab, and the
 * schema.org `SportsEvent` for search engines, serialised so that it cannot end its `<script>`.
 */
import type { Locale } from '#core/shared/i18n/locale.ts'
import { pickLocalized } from '#core/tournaments/localized.ts'
import type { Tournament } from '#core/tournaments/tournament.schema.ts'
import type { Translator } from '#ui/shared/i18n/i18n.tsx'
import { paragraphsOf } from './paragraphs.ts'
import type { TournamentTab } from './tabs.ts'

type HeadTournament = Omit<Tournament, 'rules'>

export const tournamentTitle = (LL: Translator, tournament: HeadTournament, tab: TournamentTab): string =>
  tab === 'overview'
    ? LL.tournament.title({ name: tournament.name })
    : LL.tournament.tabTitle({ tab: LL.tournament.tabs[tab](), name: tournament.name })

export const tournamentDescription = (
  LL: Translator,
  locale: Locale,
  tournament: HeadTournament,
  tab: TournamentTab,
): string => {
  const { name, game, format } = tournament
  if (tab !== 'overview') return LL.tournament.tabDescription[tab]({ name })
  const written = pickLocalized(tournament.description, locale)?.value.trim()
  // A meta description is a sentence or two: the first paragraph, cut at about 200 characters.
  const first = written === undefined ? undefined : paragraphsOf(written)[0]?.replace(/\s+/g, ' ')
  if (!first) return LL.tournament.description({ name, game, format })
  return first.length > 200 ? `${first.slice(0, 199).trimEnd()}…` : first
}

/** The schema.org event of a tournament (https://schema.org/SportsEvent). */
export const sportsEvent = (
  tournament: HeadTournament,
  {
    url,
    origin,
    siteName,
    description,
    joinUrl,
  }: { url: string; origin: string; siteName: string; description: string; joinUrl: string },
) => ({
  '@context': 'https://schema.org',
  '@type': 'SportsEvent',
  name: tournament.name,
  description,
  sport: tournament.game,
  url,
  startDate: tournament.games_start,
  endDate: tournament.games_end,
  eventStatus:
    tournament.status === 'cancelled'
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
  location: { '@type': 'VirtualLocation', url },
  organizer: { '@type': 'Organization', name: siteName, url: origin },
  ...(tournament.cover_url ? { image: [new URL(tournament.cover_url, origin).href] } : {}),
  offers: {
    '@type': 'Offer',
    price: tournament.entry === 'paid' && tournament.entry_fee !== null ? tournament.entry_fee : 0,
    priceCurrency: tournament.currency,
    url: joinUrl,
    validFrom: tournament.registration_start,
    availabilityEnds: tournament.registration_end,
    availability: 'https://schema.org/InStock',
  },
})

export { jsonForScript } from '#ui/shared/components/json-for-script.ts'
