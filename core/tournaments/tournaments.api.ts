/**
 * The tournaments' endpoints of REST API v1 (spec §7), shared by the server's routes and the browser's
 * adapter. No session needed.
 */
export const TOURNAMENT_PATHS = {
  /** GET `?filter=&search=&page=&limit=` → `TournamentPage`, open and running first. */
  tournaments: '/tournaments',
  /** GET → `TournamentPayload`, by UUID or slug; 404 for anything else. */
  tournament: '/tournaments/:id',
  /** GET `?search=` → `ParticipantList`. */
  participants: '/tournaments/:id/participants',
  /** GET → `TournamentResults`. */
  results: '/tournaments/:id/results',
} as const

const withId = (path: string, idOrSlug: string): string => path.replace(':id', encodeURIComponent(idOrSlug))

/** The path of one tournament. */
export const tournamentPath = (idOrSlug: string): string => withId(TOURNAMENT_PATHS.tournament, idOrSlug)

/** The path of a tournament's participants. */
export const participantsPath = (idOrSlug: string): string => withId(TOURNAMENT_PATHS.participants, idOrSlug)

/** The path of a tournament's results. */
export const resultsPath = (idOrSlug: string): string => withId(TOURNAMENT_PATHS.results, idOrSlug)
