import type { Tournament } from '#core/tournaments/tournament.schema.ts'
import type { TournamentRow } from '#server/platform/db/schema.ts'

/** Cents to currency units; every currency the platform takes has two decimals. */
const units = (cents: number): number => cents / 100

/** A row as core's `Tournament`, the API payload of spec §7 (used by the repository only). */
export const toTournamentPayload = (row: TournamentRow): Tournament => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  game: row.game,
  format: row.format,
  entry: row.entry,
  entry_fee: row.entry === 'paid' && row.entryFeeCents !== null ? units(row.entryFeeCents) : null,
  prize_fund: units(row.prizeFundCents),
  currency: row.currency,
  slots: row.slots,
  registration_start: row.registrationStart.toISOString(),
  registration_end: row.registrationEnd.toISOString(),
  games_start: row.gamesStart.toISOString(),
  games_end: row.gamesEnd.toISOString(),
})
