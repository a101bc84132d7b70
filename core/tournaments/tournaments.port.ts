/** Tournaments as the join guard and the pages need them (GET /api/v1/tournaments/{id}). */

import type { FilterGroup, ScheduleDto } from '#core/tournaments/timeline.ts'
import type { TournamentPayload } from '#core/tournaments/tournament.schema.ts'

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

/**
 * One tournament's public page (GET /api/v1/tournaments/{id}). The server's page data hook uses an
 * in-process implementation; the browser reaches the same data through the page's server hook.
 */
export interface TournamentDirectory {
  /** By UUID or slug; undefined when there is none. */
  find(idOrSlug: string): Promise<TournamentPayload | undefined>
}
