/**
 * Tournaments, one port for every reader: the pages' data hooks on the server (in-process adapter,
 * `server/tournaments/use-cases.ts`), the REST API that serves the same use cases, and the browser
 * (HTTP adapter). All of them answer the one domain type, `Tournament`.
 */
import type { TournamentResults } from '#core/tournaments/results.schema.ts'
import type { Tournament, TournamentSummary } from '#core/tournaments/tournament.schema.ts'

export interface TournamentListOptions {
  /** 1 to 100; 50 when absent. */
  readonly limit?: number | undefined
}

export interface TournamentsApi {
  /** By UUID or slug; undefined when there is none (also for a key that cannot name one). */
  find(idOrSlug: string): Promise<Tournament | undefined>
  /** By UUID or slug; rejects with NotFound when there is none. */
  get(idOrSlug: string): Promise<Tournament>
  /** Tournaments by games start, earliest first. */
  list(options?: TournamentListOptions): Promise<ReadonlyArray<TournamentSummary>>
  /** Every stage of the plan with its matches and tables; rejects with NotFound when there is none. */
  results(idOrSlug: string): Promise<TournamentResults>
}
