/**
 * The moderators' team desk (docs/teams.md "Moderation"): the endpoints the organiser console calls to
 * see a tournament's teams and confirm, reject, drop or seat them. Under `/console` of the API root,
 * Bearer-authenticated, moderators and organisers only: anyone else gets the 404 of an unknown path
 * (ADR 0059). Every change is one audit entry per team (`#core/audit/audit.api.ts`). Shared by the
 * server's routes, the OpenAPI document and the browser.
 */
import { Schema } from 'effect'
import { WholeNumber } from '#core/shared/http/page-query.ts'
import { OptionalText, RequiredMultiLineText } from '#core/shared/validation/rules.ts'
import { TEAM_STATES, TeamState } from '#core/tournaments/results.schema.ts'
import { IsoDateTime, TournamentStatus } from '#core/tournaments/tournament.schema.ts'
import { TEAM_SEARCH_MAX } from '#core/tournaments/tournaments.api.ts'
import { DropReason, TeamRequirement } from './team.schema.ts'

export const MODERATION_PATHS = {
  /** GET `?state&search&page&page_size` → `ModeratedTeamPage`: every team of the tournament, any status. */
  teams: '/console/tournaments/:id/teams',
  /** POST `BulkConfirm` → `BulkConfirmAnswer`: confirms the registered ones, says why not for the rest. */
  confirm: '/console/tournaments/:id/teams/confirm',
  /** POST `TeamRejection` → `ModeratedTeam`: rejected, the reason mailed to its captain. */
  reject: '/console/teams/:teamId/reject',
  /** POST `TeamDrop` → `ModeratedTeam`: dropped; a slot it held goes to the waiting list. */
  drop: '/console/teams/:teamId/drop',
  /** POST → `ModeratedTeam`: a waiting team seated in a free slot. */
  promote: '/console/teams/:teamId/promote',
} as const

const fill = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/:([a-zA-Z]+)/gu, (_, name: string) => encodeURIComponent(params[name] ?? ''))

export const moderatedTeamsPath = (tournamentId: string): string =>
  fill(MODERATION_PATHS.teams, { id: tournamentId })
export const bulkConfirmPath = (tournamentId: string): string =>
  fill(MODERATION_PATHS.confirm, { id: tournamentId })
export const rejectTeamPath = (teamId: string): string => fill(MODERATION_PATHS.reject, { teamId })
export const dropTeamPath = (teamId: string): string => fill(MODERATION_PATHS.drop, { teamId })
export const promoteTeamPath = (teamId: string): string => fill(MODERATION_PATHS.promote, { teamId })

/**
 * The refusals of the desk (HTTP status in brackets), beside `not_found` (404: not staff, or no such
 * tournament or team) and field errors (400).
 */
export const MODERATION_ERROR_CODES = {
  /** 409: the team's state does not allow it, or the tournament's phase (games started, cancelled). */
  wrongState: 'wrong_state',
  /** 409: every slot is held; a waiting team moves up only into a free one. */
  noFreeSlot: 'no_free_slot',
} as const

export const MODERATION_PAGE_SIZE = { default: 50, max: 100 } as const
/** Pages beyond this are refused rather than scanned. */
export const MODERATION_PAGE_MAX = 1_000
/** The most teams one bulk confirmation takes. */
export const BULK_CONFIRM_MAX = 100
/** The longest reason a moderator writes (it is mailed to the captain). */
export const MODERATION_REASON_MAX = 500

/** The list's query string; unknown parameters are ignored, a bad value of a known one is a 400. */
export const ModeratedTeamsQuery = Schema.Struct({
  state: Schema.optional(TeamState),
  /** Part of a team's name, any letter case; `%` and `_` are plain characters. Trimmed. */
  search: Schema.optional(OptionalText(TEAM_SEARCH_MAX)),
  /** 1-based. */
  page: Schema.optional(WholeNumber(MODERATION_PAGE_MAX)),
  page_size: Schema.optional(WholeNumber(MODERATION_PAGE_SIZE.max)),
})
export type ModeratedTeamsQuery = typeof ModeratedTeamsQuery.Type

const Uuid = Schema.String.check(Schema.isUUID())
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** `POST …/teams/confirm`: the teams to confirm, 1 to 100 of them. */
export const BulkConfirm = Schema.Struct({
  team_ids: Schema.Array(Uuid).check(Schema.isMinLength(1), Schema.isMaxLength(BULK_CONFIRM_MAX)),
})
export type BulkConfirm = typeof BulkConfirm.Type

/** What became of one team of a bulk confirmation: confirmed, or why not. */
export const ConfirmOutcome = Schema.Literals(['confirmed', 'wrong_state', 'not_found'])
export type ConfirmOutcome = typeof ConfirmOutcome.Type

export const BulkConfirmAnswer = Schema.Struct({
  /** One per id asked, in the order asked. */
  results: Schema.Array(Schema.Struct({ team_id: Uuid, outcome: ConfirmOutcome })),
})
export type BulkConfirmAnswer = typeof BulkConfirmAnswer.Type

/** `POST /console/teams/{teamId}/reject`: why, in the moderator's words (mailed to the captain). */
export const TeamRejection = Schema.Struct({ reason: RequiredMultiLineText(MODERATION_REASON_MAX) })
export type TeamRejection = typeof TeamRejection.Type

/** `POST /console/teams/{teamId}/drop`: why, optionally (mailed to the captain when given). */
export const TeamDrop = Schema.Struct({
  reason: Schema.optional(RequiredMultiLineText(MODERATION_REASON_MAX)),
})
export type TeamDrop = typeof TeamDrop.Type

/**
 * A team as a moderator sees it. Of its captain only what moderators reach them by (docs/teams.md
 * "Contacts": on Discord, the one given for the team); of the players their nickname and place.
 */
export const ModeratedTeam = Schema.Struct({
  id: Uuid,
  tournament_id: Uuid,
  name: Schema.String,
  logo_url: Schema.NullOr(Schema.String),
  state: TeamState,
  dropped_reason: Schema.NullOr(DropReason),
  captain: Schema.Struct({ id: Uuid, nickname: Schema.String, discord: Schema.String }),
  players: Schema.Array(
    Schema.Struct({ id: Uuid, nickname: Schema.String, role: Schema.Literals(['captain', 'player']) }),
  ),
  size: Count,
  /** The format's players: the fewest the team needs. */
  min_size: Count,
  max_size: Count,
  /** What the team still lacks, as its members see it (`team-requirements.ts`). */
  missing: Schema.Array(TeamRequirement),
  /** When the team was made (registered or put on the waiting list). */
  registered_at: IsoDateTime,
  confirmed_at: Schema.NullOr(IsoDateTime),
  checked_in_at: Schema.NullOr(IsoDateTime),
  dropped_at: Schema.NullOr(IsoDateTime),
  /** 1-based place in the waiting list while waitlisted, else null. */
  waitlist_position: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))),
})
export type ModeratedTeam = typeof ModeratedTeam.Type

/** How many teams of the tournament are in each state, whatever the list's filter. */
export const TeamStateCounts = Schema.Struct(
  Object.fromEntries(TEAM_STATES.map((state) => [state, Count])) as {
    readonly [S in (typeof TEAM_STATES)[number]]: typeof Count
  },
)
export type TeamStateCounts = typeof TeamStateCounts.Type

/** The tournament a desk page is about: what a moderator needs beside its teams. */
export const DeskTournament = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  slug: Schema.String,
  status: TournamentStatus,
  slots: Count,
})
export type DeskTournament = typeof DeskTournament.Type

/** One page of a tournament's teams, in the REST framework's page-number shape, with the counts. */
export const ModeratedTeamPage = Schema.Struct({
  tournament: DeskTournament,
  /** How many teams match the filter and search in all. */
  count: Count,
  next: Schema.NullOr(Schema.String),
  previous: Schema.NullOr(Schema.String),
  counts: TeamStateCounts,
  results: Schema.Array(ModeratedTeam),
})
export type ModeratedTeamPage = typeof ModeratedTeamPage.Type

/** A page of the list as an absolute path, with only the parameters that differ from the defaults. */
export const moderatedTeamsLink = (
  tournamentId: string,
  options: {
    readonly state: TeamState | undefined
    readonly search: string
    readonly page: number
    readonly pageSize: number
  },
): string => {
  const query = new URLSearchParams()
  if (options.state !== undefined) query.set('state', options.state)
  if (options.search !== '') query.set('search', options.search)
  if (options.page !== 1) query.set('page', String(options.page))
  if (options.pageSize !== MODERATION_PAGE_SIZE.default) query.set('page_size', String(options.pageSize))
  const path = `/api/v1${moderatedTeamsPath(tournamentId)}`
  const search = query.toString()
  return search === '' ? path : `${path}?${search}`
}
