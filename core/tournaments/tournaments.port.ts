/**
 * Tournaments, one port for every reader: the pages' data hooks on the server (in-process adapter,
 * `server/tournaments/use-cases.ts`), the REST API that serves the same use cases, and the browser
 * (HTTP adapter). All of them answer the one domain type, `Tournament`.
 */
import type { ParticipantList, TournamentResults } from '#core/tournaments/results.schema.ts'
import type { Tournament, TournamentFilter, TournamentPage } from '#core/tournaments/tournament.schema.ts'

export interface TournamentListOptions {
  /** The timeline group (spec §4); `all` when absent. */
  readonly filter?: TournamentFilter | undefined
  /** Words of the name or the game; no search when absent or blank. */
  readonly search?: string | undefined
  /** 1-based; the first page when absent. */
  readonly page?: number | undefined
  /** Tournaments per page (`TOURNAMENT_PAGE_SIZE`); the default when absent. */
  readonly limit?: number | undefined
}

export interface ParticipantListOptions {
  /** Part of a team's name; every team when absent or blank. */
  readonly search?: string | undefined
}

export interface TournamentsApi {
  /** By UUID or slug; undefined when there is none (also for a key that cannot name one). */
  find(idOrSlug: string): Promise<Tournament | undefined>
  /** By UUID or slug; rejects with NotFound when there is none. */
  get(idOrSlug: string): Promise<Tournament>
  /** One page of the public tournaments, in the order a player expects (open and running first). */
  list(options?: TournamentListOptions): Promise<TournamentPage>
  /** The teams of a tournament (by UUID or slug); rejects with NotFound when there is none. */
  participants(idOrSlug: string, options?: ParticipantListOptions): Promise<ParticipantList>
  /** Every stage's results (by UUID or slug); rejects with NotFound when there is none. */
  results(idOrSlug: string): Promise<TournamentResults>
}
