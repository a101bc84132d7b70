/**
 * The tournaments' use cases: the in-process adapter of core's `TournamentsApi`, used by the pages'
 * data hooks (page context `tournaments`) and by the REST routes alike, so both answer the same.
 */
import { NotFound } from '#core/shared/errors.ts'
import { isTournamentKey } from '#core/tournaments/tournament.schema.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import type { TournamentRepository } from './tournament.repository.ts'

export const createTournamentUseCases = (repository: TournamentRepository): TournamentsApi => {
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
    list: (options) => repository.listTournaments(options),
    results: async (idOrSlug) => {
      const results = isTournamentKey(idOrSlug) ? await repository.findResults(idOrSlug) : undefined
      if (!results) throw new NotFound()
      return results
    },
  }
}
