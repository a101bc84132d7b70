/**
 * The tournaments' endpoints of REST API v1 (spec §7), shared by the server's routes and the browser's
 * adapter. Both answer `TournamentPayload` (a list as `{results: [...]}`); no session needed.
 */
export const TOURNAMENT_PATHS = {
  /** GET `?limit=1..100` → `{results: TournamentPayload[]}`, by games start. */
  tournaments: '/tournaments',
  /** GET → `TournamentPayload`, by UUID or slug; 404 for anything else. */
  tournament: '/tournaments/:id',
  /** GET → `TournamentResults`: every stage of the plan with its matches and tables; 404 as above. */
  results: '/tournaments/:id/results',
} as const

/** The path of one tournament's results. */
export const tournamentResultsPath = (idOrSlug: string): string =>
  TOURNAMENT_PATHS.results.replace(':id', encodeURIComponent(idOrSlug))

/** The path of one tournament. */
export const tournamentPath = (idOrSlug: string): string =>
  TOURNAMENT_PATHS.tournament.replace(':id', encodeURIComponent(idOrSlug))
