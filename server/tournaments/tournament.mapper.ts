import type { Participant } from '#core/tournaments/results.schema.ts'
import {
  type CheckInWindow,
  type Currency,
  checkInWindowOf,
  DEFAULT_GROUP_FILL,
  type StagePlan,
  type TeamCounts,
  type Tournament,
  type TournamentSummary,
} from '#core/tournaments/tournament.schema.ts'
import type { TeamRow, TournamentRow, TournamentStageRow } from '#server/platform/db/schema.ts'
import { storedImageUrl } from '#server/uploads/index.ts'

/** Cents to currency units; every currency the platform takes has two decimals. */
export const units = (cents: number): number => cents / 100

/** A row as core's `TournamentSummary`, what the list shows (used by the repository only). */
export const toTournamentSummary = (row: TournamentRow, teams: TeamCounts): TournamentSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  game: row.game,
  format: row.format,
  status: row.status,
  entry: row.entry,
  entry_fee: row.entry === 'paid' && row.entryFeeCents !== null ? units(row.entryFeeCents) : null,
  prize_fund: units(row.prizeFundCents),
  // The column's check allows only the currencies of core's schema.
  currency: row.currency as Currency,
  slots: row.slots,
  teams,
  cover_url: row.coverUrl,
  registration_start: row.registrationStart.toISOString(),
  registration_end: row.registrationEnd.toISOString(),
  games_start: row.gamesStart.toISOString(),
  games_end: row.gamesEnd.toISOString(),
})

export const toStagePlan = (row: TournamentStageRow): StagePlan => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  name: { uk: row.nameUk, en: row.nameEn },
  status: row.status,
  best_of: row.bestOf,
  groups: row.groups,
  group_fill: row.kind === 'round_robin' ? (row.groupFill ?? DEFAULT_GROUP_FILL) : null,
  rounds: row.rounds,
  grand_final: row.grandFinal,
  advancing: row.advancing,
})

/** A row with its stages (in order) and team counts as core's `Tournament`. */
export const toTournamentPayload = (
  row: TournamentRow,
  stages: ReadonlyArray<TournamentStageRow>,
  teams: TeamCounts,
): Tournament => ({
  ...toTournamentSummary(row, teams),
  description: { uk: row.descriptionUk, en: row.descriptionEn },
  rules: { uk: row.rulesUk, en: row.rulesEn },
  how_to_play: row.howToPlay,
  prizes: row.prizes.map((prize) => ({ place: prize.place, amount: units(prize.amountCents) })),
  pot: {
    sources: row.potSources.map((source) => ({ kind: source.kind, amount: units(source.amountCents) })),
    details: { uk: row.potDetailsUk, en: row.potDetailsEn },
  },
  // Only what the page shows: the partner a sponsor was picked from stays the console's.
  sponsors: row.sponsors.map(({ name, logo_url, url }) => ({ name, logo_url, url })),
  team_size: { players: row.teamPlayers, substitutes: row.teamSubstitutes },
  stages: [...stages].sort((a, b) => a.number - b.number).map(toStagePlan),
  check_in: toCheckInWindow(row),
  cancellation_reason:
    row.status === 'cancelled' && (row.cancellationReasonUk !== null || row.cancellationReasonEn !== null)
      ? { uk: row.cancellationReasonUk, en: row.cancellationReasonEn }
      : null,
})

/** The tournament's check-in window as the API shows it; null when it has no check-in. */
export const toCheckInWindow = (
  row: Pick<TournamentRow, 'gamesStart' | 'checkInOpensMinutes' | 'checkInClosesMinutes'>,
): CheckInWindow | null => {
  const window = checkInWindowOf(row.gamesStart, row.checkInOpensMinutes, row.checkInClosesMinutes)
  return window && { opens_at: window.opensAt.toISOString(), closes_at: window.closesAt.toISOString() }
}

/** A team as a row of the participants tab; the logo's URL is the uploads pipeline's public one. */
export const toParticipant = (
  team: Pick<TeamRow, 'id' | 'name' | 'logo' | 'state'>,
  size: number,
): Participant => ({
  id: team.id,
  name: team.name,
  logo_url: team.logo ? storedImageUrl(team.logo) : null,
  size,
  state: team.state,
})
