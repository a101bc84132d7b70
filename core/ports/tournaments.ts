/** Tournaments as the join guard and the pages need them (GET /api/v1/tournaments/{id}). */
import type { FilterGroup, ScheduleDto } from '#core/tournaments/timeline.ts'

export interface TournamentSummary extends ScheduleDto {
  readonly id: string
  readonly name: string
}

export interface TournamentsApi {
  /** Rejects with NotFound for an unknown id. */
  get(id: string): Promise<TournamentSummary>
  /** The signed-in user's tournaments, optionally one filter group (My tournaments). */
  listMine(group?: FilterGroup): Promise<ReadonlyArray<TournamentSummary>>
}
