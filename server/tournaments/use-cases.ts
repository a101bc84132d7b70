/**
 * The tournaments' use cases: the in-process adapter of core's `TournamentsApi`, used by the pages'
 * data hooks (page context `tournaments`) and by the REST routes alike, so both answer the same.
 */

import { Schema } from 'effect'
import { NotFound } from '#core/shared/errors.ts'
import { MatchParams } from '#core/tournaments/match-view.ts'
import { payoutLedger } from '#core/tournaments/payouts.ts'
import { isTournamentKey, TOURNAMENT_PAGE_SIZE } from '#core/tournaments/tournament.schema.ts'
import { TOURNAMENT_PAGE_MAX, tournamentListLink } from '#core/tournaments/tournaments.api.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import type { TournamentRepository } from './tournament.repository.ts'

export interface TournamentUseCaseOptions {
  /** The instant the timeline groups and the payout promise are computed at; the system clock unless a test fixes it. */
  readonly now?: () => Date
}

const isMatchParams = Schema.is(MatchParams)

/** A whole number within bounds, or the default for anything else (the routes refuse such values). */
const bounded = (value: number | undefined, fallback: number, max: number): number =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback

export const createTournamentUseCases = (
  repository: TournamentRepository,
  { now = () => new Date() }: TournamentUseCaseOptions = {},
): TournamentsApi => {
  // Anything that is not a UUID or a slug cannot name a tournament: not found, without a query.
  const find = async (idOrSlug: string) =>
    isTournamentKey(idOrSlug) ? repository.findTournamentBySlugOrId(idOrSlug) : undefined
  return {
    find,
    get: async (idOrSlug) => {
      const tournament = await find(idOrSlug)
      if (!tournament) throw new NotFound()
      return tournament
    },
    list: async (options = {}) => {
      const filter = options.filter ?? 'all'
      const search = options.search?.trim() ?? ''
      const page = bounded(options.page, 1, TOURNAMENT_PAGE_MAX)
      const pageSize = bounded(options.pageSize, TOURNAMENT_PAGE_SIZE.default, TOURNAMENT_PAGE_SIZE.max)
      const { count, results } = await repository.listTournaments({
        filter,
        search,
        offset: (page - 1) * pageSize,
        limit: pageSize,
        now: now(),
      })
      const lastPage = Math.max(1, Math.ceil(count / pageSize))
      const link = (to: number) => tournamentListLink({ filter, search, page: to, pageSize })
      return {
        count,
        next: page < lastPage ? link(page + 1) : null,
        // Beyond the end, "previous" leads back to the last page that has tournaments.
        previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
        results,
      }
    },
    participants: async (idOrSlug, options = {}) => {
      const found = isTournamentKey(idOrSlug)
        ? await repository.listParticipants(idOrSlug, options.search?.trim() ?? '')
        : undefined
      if (!found) throw new NotFound()
      return { count: found.length, results: found }
    },
    results: async (idOrSlug) => {
      const results = isTournamentKey(idOrSlug) ? await repository.findResults(idOrSlug) : undefined
      if (!results) throw new NotFound()
      return results
    },
    match: async (idOrSlug, matchId) => {
      const found = isMatchParams({ id: idOrSlug, matchId })
        ? await repository.findMatch(idOrSlug, matchId.toLowerCase())
        : undefined
      if (!found) throw new NotFound()
      return found
    },
    payouts: async (idOrSlug) => {
      const found = isTournamentKey(idOrSlug) ? await repository.findPayouts(idOrSlug) : undefined
      if (!found) throw new NotFound()
      return payoutLedger(found.tournament, found.payouts, now())
    },
  }
}
