import type { TournamentDirectory } from '#core/tournaments/tournaments.port.ts'
import { toTournamentPayload } from './tournament.mapper.ts'
import type { TournamentRepository } from './tournament.repository.ts'

/** The in-process implementation of core's TournamentDirectory port, for the pages' data hooks. */
export const createTournamentDirectory = (repository: TournamentRepository): TournamentDirectory => ({
  find: async (idOrSlug) => {
    const row = await repository.findTournamentBySlugOrId(idOrSlug)
    return row ? toTournamentPayload(row) : undefined
  },
})
