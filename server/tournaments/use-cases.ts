/**
 * The tournaments' use cases: the in-process adapter of core's `TournamentsApi`, used by the pages'
 * data hooks (page context `tournaments`) and by the REST routes alike, so both answer the same.
 */
import { NotFound } from '#core/shared/errors.ts'
import { filterGroupOf, type Phase, phaseAt, scheduleFromDto } from '#core/tournaments/timeline.ts'
import {
  isTournamentKey,
  TOURNAMENT_PAGE_SIZE,
  type TournamentSummary,
} from '#core/tournaments/tournament.schema.ts'
import type { TournamentsApi } from '#core/tournaments/tournaments.port.ts'
import { MAX_TOURNAMENT_PAGE, type TournamentRepository } from './tournament.repository.ts'

/** Running and open first, then the rest still ahead, then the finished ones. */
const PHASE_ORDER: Readonly<Record<Phase, number>> = {
  gamesInProgress: 0,
  registrationOpen: 1,
  registrationClosed: 2,
  registrationNotStarted: 3,
  gamesFinished: 4,
}

const folded = (text: string): string => text.toLocaleLowerCase('uk')

export const createTournamentUseCases = (repository: TournamentRepository): TournamentsApi => {
  // Anything that is not a UUID or a slug cannot name a tournament: not found, without a query.
  const find = async (idOrSlug: string) =>
    isTournamentKey(idOrSlug) ? repository.findTournamentBySlugOrId(idOrSlug) : undefined
  const get = async (idOrSlug: string) => {
    const tournament = await find(idOrSlug)
    if (!tournament) throw new NotFound()
    return tournament
  }
  return {
    find,
    get,
    // The public list is small: it is read whole and ordered by the timeline at this instant.
    list: async (options = {}) => {
      const now = new Date()
      const phased = (await repository.listTournaments({ limit: MAX_TOURNAMENT_PAGE })).map((tournament) => ({
        tournament,
        phase: phaseAt(scheduleFromDto(tournament), now),
      }))
      const filter = options.filter ?? 'all'
      const words = folded(options.search ?? '')
        .split(/\s+/)
        .filter((word) => word !== '')
      const matching = phased.filter(
        ({ tournament, phase }) =>
          (filter === 'all' || filterGroupOf(phase) === filter) &&
          words.every((word) => folded(`${tournament.name} ${tournament.game}`).includes(word)),
      )
      const startOf = (t: TournamentSummary) => Date.parse(t.games_start)
      matching.sort(
        (a, b) =>
          PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] ||
          (a.phase === 'gamesFinished'
            ? Date.parse(b.tournament.games_end) - Date.parse(a.tournament.games_end)
            : startOf(a.tournament) - startOf(b.tournament)),
      )
      const size = Math.min(options.limit ?? TOURNAMENT_PAGE_SIZE.default, TOURNAMENT_PAGE_SIZE.max)
      const page = Math.max(1, options.page ?? 1)
      const from = (page - 1) * size
      return {
        count: matching.length,
        next: from + size < matching.length ? `?page=${page + 1}` : null,
        previous: page > 1 ? `?page=${page - 1}` : null,
        results: matching.slice(from, from + size).map(({ tournament }) => tournament),
      }
    },
    participants: async (idOrSlug, options = {}) => {
      const tournament = await get(idOrSlug)
      const search = folded(options.search?.trim() ?? '')
      const teams = (await repository.listParticipants(tournament.id)).filter((team) =>
        folded(team.name).includes(search),
      )
      return { count: teams.length, results: teams }
    },
    // No stage has results before the first match is reported.
    results: async (idOrSlug) => {
      await get(idOrSlug)
      return { current_stage: null, stages: [] }
    },
  }
}
