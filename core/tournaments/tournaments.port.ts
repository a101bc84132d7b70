/**
 * Tournaments, one port for every reader: the pages' data hooks on the server (in-process adapter,
 * `server/tournaments/use-cases.ts`), the REST API that serves the same use cases, and the browser
 * (HTTP adapter). All of them answer the same types.
 */
import type { MatchView } from '#core/tournaments/match-view.ts'
import type { PayoutLedger } from '#core/tournaments/payouts.ts'
import type { ParticipantList, TournamentResults } from '#core/tournaments/results.schema.ts'
import type { Tournament, TournamentFilter, TournamentPage } from '#core/tournaments/tournament.schema.ts'

export interface TournamentListOptions {
  /** The timeline group (spec §4); `all` when absent. Cancelled tournaments count as finished. */
  readonly filter?: TournamentFilter | undefined
  /** Part of a name or a game, any letter case; blank or absent: no search. */
  readonly search?: string | undefined
  /** 1-based; 1 when absent. A page beyond the last one is empty. */
  readonly page?: number | undefined
  /** 1 to `TOURNAMENT_PAGE_SIZE.max`; `TOURNAMENT_PAGE_SIZE.default` when absent. */
  readonly pageSize?: number | undefined
}

export interface ParticipantListOptions {
  /** Part of a team's name, any letter case; blank or absent: every team. */
  readonly search?: string | undefined
}

export interface TournamentsApi {
  /** By UUID or slug; undefined when there is none (also for a key that cannot name one). */
  find(idOrSlug: string): Promise<Tournament | undefined>
  /** By UUID or slug; rejects with NotFound when there is none. */
  get(idOrSlug: string): Promise<Tournament>
  /**
   * One page of the public tournaments: registration open and games running first, then upcoming by
   * games start, then finished (and cancelled) newest first. `next`/`previous` are API paths.
   */
  list(options?: TournamentListOptions): Promise<TournamentPage>
  /**
   * The teams of a tournament: those holding a slot in the order they registered, then the waiting
   * list in its order. Rejects with NotFound when there is no such (public) tournament.
   */
  participants(idOrSlug: string, options?: ParticipantListOptions): Promise<ParticipantList>
  /** Every stage of the plan with its matches and tables; rejects with NotFound when there is none. */
  results(idOrSlug: string): Promise<TournamentResults>
  /**
   * A head-to-head match of the tournament as its page shows it; rejects with NotFound when there is
   * no such (public) tournament, no such match in it, or it is a battle-royale lobby.
   */
  match(idOrSlug: string, matchId: string): Promise<MatchView>
  /**
   * The prize payout ledger: the pot's sources, the payout recorded per place, the 24-hour promise and
   * the places overdue at the reader's instant; rejects with NotFound when there is no such tournament.
   */
  payouts(idOrSlug: string): Promise<PayoutLedger>
}
