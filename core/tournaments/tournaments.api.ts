/**
 * The tournaments' endpoints of REST API v1 (spec §7), shared by the server's routes and the browser's
 * adapter: the paths, and the query strings as schemas (the server decodes them, the browser writes
 * them). No session needed; every answer is public and cached with an ETag (docs/api.md).
 */
import { Schema } from 'effect'
import { WholeNumber } from '#core/shared/http/page-query.ts'
import { OptionalText } from '#core/shared/validation/rules.ts'
import { TOURNAMENT_PAGE_SIZE, TournamentFilter } from './tournament.schema.ts'

export const TOURNAMENT_PATHS = {
  /** GET `?filter&search&page&page_size` → `TournamentPage`, in the order a player reads it. */
  tournaments: '/tournaments',
  /** GET → `TournamentPayload`, by UUID or slug; 404 for anything else (drafts too). */
  tournament: '/tournaments/:id',
  /** GET `?search` → `ParticipantList`: the teams holding a slot, then the waiting list. */
  participants: '/tournaments/:id/participants',
  /** GET → `TournamentResults`: every stage of the plan with its matches and tables; 404 as above. */
  results: '/tournaments/:id/results',
  /** GET → `MatchView`: one head-to-head match with its teams' rosters; 404 as above, also for a lobby. */
  match: '/tournaments/:id/matches/:matchId',
  /** GET → `PayoutLedger`: the pot's sources, the payouts recorded per place, the 24-hour promise. */
  payouts: '/tournaments/:id/payouts',
} as const

/** The path of one tournament. */
export const tournamentPath = (idOrSlug: string): string =>
  TOURNAMENT_PATHS.tournament.replace(':id', encodeURIComponent(idOrSlug))

/** The path of a tournament's participants. */
export const participantsPath = (idOrSlug: string): string =>
  TOURNAMENT_PATHS.participants.replace(':id', encodeURIComponent(idOrSlug))

/** The path of a tournament's results. */
export const resultsPath = (idOrSlug: string): string =>
  TOURNAMENT_PATHS.results.replace(':id', encodeURIComponent(idOrSlug))

/** The path of one match of a tournament. */
export const matchPath = (idOrSlug: string, matchId: string): string =>
  TOURNAMENT_PATHS.match
    .replace(':id', encodeURIComponent(idOrSlug))
    .replace(':matchId', encodeURIComponent(matchId))

/** The path of a tournament's prize payout ledger. */
export const payoutsPath = (idOrSlug: string): string =>
  TOURNAMENT_PATHS.payouts.replace(':id', encodeURIComponent(idOrSlug))

/** The longest search a list takes (a tournament's name or game; a team's name is at most 64). */
export const TOURNAMENT_SEARCH_MAX = 100
export const TEAM_SEARCH_MAX = 64
/** Pages beyond this are refused rather than scanned: no list of tournaments is that long. */
export const TOURNAMENT_PAGE_MAX = 10_000

/** The list's query string; unknown parameters are ignored, a bad value of a known one is a 400. */
export const TournamentListQuery = Schema.Struct({
  filter: Schema.optional(TournamentFilter),
  /** Part of a name or a game, any letter case; `%` and `_` are plain characters. Trimmed. */
  search: Schema.optional(OptionalText(TOURNAMENT_SEARCH_MAX)),
  /** 1-based. */
  page: Schema.optional(WholeNumber(TOURNAMENT_PAGE_MAX)),
  page_size: Schema.optional(WholeNumber(TOURNAMENT_PAGE_SIZE.max)),
})
export type TournamentListQuery = typeof TournamentListQuery.Type

/** The participants' query string. */
export const ParticipantsQuery = Schema.Struct({
  /** Part of a team's name, any letter case. Trimmed. */
  search: Schema.optional(OptionalText(TEAM_SEARCH_MAX)),
})
export type ParticipantsQuery = typeof ParticipantsQuery.Type

/** The list's path under the API root (`/api/v1`); the English API is the same under `/en`. */
export const TOURNAMENTS_LIST_PATH = `/api/v1${TOURNAMENT_PATHS.tournaments}`

/** A page of the list as an absolute path, with only the parameters that differ from the defaults. */
export const tournamentListLink = (options: {
  readonly filter: TournamentFilter
  readonly search: string
  readonly page: number
  readonly pageSize: number
}): string => {
  const query = new URLSearchParams()
  if (options.filter !== 'all') query.set('filter', options.filter)
  if (options.search !== '') query.set('search', options.search)
  if (options.page !== 1) query.set('page', String(options.page))
  if (options.pageSize !== TOURNAMENT_PAGE_SIZE.default) query.set('page_size', String(options.pageSize))
  const search = query.toString()
  return search === '' ? TOURNAMENTS_LIST_PATH : `${TOURNAMENTS_LIST_PATH}?${search}`
}
