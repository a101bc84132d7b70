/**
 * The teams' endpoints of REST API v1, shared by the server's routes and the browser's adapter. Reads
 * of a tournament's teams are public; everything that changes something needs the Bearer access
 * token and acts as that token's user. Errors are the API's own: `{detail, code}`, or field errors
 * `{field: [{code, params, message}]}` (docs/api.md).
 */
import { Schema } from 'effect'
import { OptionalText } from '#core/shared/validation/rules.ts'
import { TEAM_SEARCH_MAX } from '#core/tournaments/tournaments.api.ts'

export const TEAM_PATHS = {
  /** GET `?search` → `TeamList` (public; Find a Team). POST `TeamCreateForm` → 201 `Team` (Bearer). */
  tournamentTeams: '/tournaments/:id/teams',
  /** GET → `Team` (Bearer; players' contacts for the captain only). PATCH `TeamUpdateForm` (captain). */
  team: '/teams/:teamId',
  /**
   * POST `MemberRequest` → `Team`: join by the join password or the invitation link, or the captain
   * invites a player by nickname (the team answers with the invitee listed, never their contacts).
   */
  members: '/teams/:teamId/members',
  /** DELETE → `Team` (the captain removes a player) or 204 (a player leaves). */
  member: '/teams/:teamId/members/:userId',
  /** POST multipart `file` → `StoredImage` (captain; the uploads pipeline's rules, as the avatar). */
  logo: '/teams/:teamId/logo',
  /** POST → `Team`: the captain or a player checks the team in while check-in is open. */
  checkIn: '/teams/:teamId/check-in',
  /** POST `TeamDecision` → `Team` (moderators): confirm or reject a registered team. */
  decision: '/teams/:teamId/decision',
  /** POST → `Team` (captain): a new invitation link in `invite_url`; the old link stops working. */
  inviteLink: '/teams/:teamId/invite-link',
  /** GET → `Invitation` (Bearer): what `/join/{teamId}/{id}` shows before one click joins. */
  invitation: '/teams/:teamId/invitations/:code',
  /** GET `?filter=active|upcoming|finished` → `MyTournamentList` (Bearer). */
  myTournaments: '/me/tournaments',
  /** DELETE → `Team` (captain): withdraws the invitation of the player `userId`. */
  invitee: '/teams/:teamId/invitees/:userId',
  /** GET → `TeamInvitationList` (Bearer): the captains' invitations the user has not answered. */
  myInvitations: '/me/invitations',
  /** DELETE → 204 (Bearer): the user declines the invitation of the team `teamId`. */
  myInvitation: '/me/invitations/:teamId',
  /** POST → `Team` (Bearer): the user accepts it and joins, under every rule of joining. */
  acceptInvitation: '/me/invitations/:teamId/accept',
  /** GET → `TeamRemovalList` (Bearer): the teams a captain removed the user from, not yet dismissed. */
  myRemovals: '/me/removals',
  /** DELETE → 204 (Bearer): the user dismisses their notice `removalId`; 404 when it is not theirs. */
  myRemoval: '/me/removals/:removalId',
} as const

/**
 * The codes of the refusals a team change may meet (HTTP status in brackets). Field errors (400) are
 * separate: `name` taken (`teamNameTaken`), `password` wrong (`wrongJoinPassword`), `nickname` unknown
 * (`userNotFound`; nicknames are public, so this says no more than sign-up does).
 */
export const TEAM_ERROR_CODES = {
  /** 403: the registration window is not open (spec §4), or the tournament is not published. */
  registrationClosed: 'registration_closed',
  /** 403 with `fields`: the profile lacks what tournaments need (core `missingForTournaments`). */
  profileIncomplete: 'profile_incomplete',
  /** 409: the user already plays in a team of this tournament. */
  alreadyInTeam: 'already_in_team',
  /** 409: a captain invites a player who is already in the team. */
  alreadyMember: 'already_member',
  /** 409: the team has as many members as the tournament allows. */
  teamFull: 'team_full',
  /** 403: only the team's captain may do this. */
  notCaptain: 'not_captain',
  /** 403: only moderators may do this. */
  notModerator: 'not_moderator',
  /** 409: the captain cannot leave or be removed while the team has other players. */
  captainStays: 'captain_stays',
  /** 409: check-in is not open, or the team may not check in (not confirmed). */
  checkInClosed: 'check_in_closed',
  /**
   * 409: the team's or the tournament's state does not allow this (a dropped team, a decision already
   * taken, a change after the games started or in a cancelled tournament).
   */
  wrongState: 'wrong_state',
  /** 404: no such team, or an invitation link that is unknown or was replaced. */
  notFound: 'not_found',
  /**
   * 429 with Retry-After: too many wrong join passwords from this user (or at this team, from a user
   * who got it wrong there), or too many invitations from this captain.
   */
  throttled: 'throttled',
} as const

const fill = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/:([a-zA-Z]+)/gu, (_, name: string) => encodeURIComponent(params[name] ?? ''))

export const tournamentTeamsPath = (tournamentId: string): string =>
  fill(TEAM_PATHS.tournamentTeams, { id: tournamentId })
export const teamPath = (teamId: string): string => fill(TEAM_PATHS.team, { teamId })
export const membersPath = (teamId: string): string => fill(TEAM_PATHS.members, { teamId })
export const memberPath = (teamId: string, userId: string): string =>
  fill(TEAM_PATHS.member, { teamId, userId })
export const teamLogoPath = (teamId: string): string => fill(TEAM_PATHS.logo, { teamId })
export const checkInPath = (teamId: string): string => fill(TEAM_PATHS.checkIn, { teamId })
export const inviteLinkPath = (teamId: string): string => fill(TEAM_PATHS.inviteLink, { teamId })
export const invitationPath = (teamId: string, code: string): string =>
  fill(TEAM_PATHS.invitation, { teamId, code })
export const inviteePath = (teamId: string, userId: string): string =>
  fill(TEAM_PATHS.invitee, { teamId, userId })
export const myInvitationPath = (teamId: string): string => fill(TEAM_PATHS.myInvitation, { teamId })
export const acceptInvitationPath = (teamId: string): string => fill(TEAM_PATHS.acceptInvitation, { teamId })
export const myRemovalPath = (removalId: string): string => fill(TEAM_PATHS.myRemoval, { removalId })

/** The page a captain shares: `/join/{teamId}/{id}` (spec §2), without the language prefix. */
export const invitationPagePath = (teamId: string, code: string): string =>
  `/join/${encodeURIComponent(teamId)}/${encodeURIComponent(code)}`

/** My tournaments (spec §2: a child of /profile), without the language prefix. */
export const MY_TOURNAMENTS_PAGE = '/profile/tournaments'

/** Find a Team's query string. */
export const TeamListQuery = Schema.Struct({
  /** Part of a team's name, any letter case. Trimmed. */
  search: Schema.optional(OptionalText(TEAM_SEARCH_MAX)),
})
export type TeamListQuery = typeof TeamListQuery.Type

/** My tournaments' filters (spec §2): the timeline groups; absent means all of them. */
export const MyTournamentsFilter = Schema.Literals(['active', 'upcoming', 'finished'])
export type MyTournamentsFilter = typeof MyTournamentsFilter.Type
export const MyTournamentsQuery = Schema.Struct({ filter: Schema.optional(MyTournamentsFilter) })
export type MyTournamentsQuery = typeof MyTournamentsQuery.Type
