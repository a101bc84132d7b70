/**
 * Teams of a tournament: finding, joining, creating, invitations, a captain's management, check-in
 * and the user's own tournaments. One port for every reader: the pages' data hooks on the server
 * (in-process adapter over `server/teams` use cases) and the browser (HTTP adapter). Refusals reject
 * with ApiError carrying the API's body (`TEAM_ERROR_CODES`, field errors).
 */

import type {
  Invitation,
  MyTournamentList,
  Team,
  TeamCreateForm,
  TeamInvitationList,
  TeamList,
  TeamRemovalList,
  TeamUpdateForm,
} from '#core/teams/team.schema.ts'
import type { MyTournamentsFilter } from '#core/teams/teams.api.ts'

export interface TeamsApi {
  /** Find a Team: the teams of a tournament, holding a slot first, then the waiting list. */
  list(tournamentId: string, options?: { readonly search?: string | undefined }): Promise<TeamList>
  /** A team as the signed-in reader may see it. */
  get(teamId: string): Promise<Team>
  /** Joins by the join password; rejects when it is wrong or the team is full. */
  join(request: {
    readonly tournamentId: string
    readonly teamId: string
    readonly password: string
  }): Promise<Team>
  /** Creates a team whose captain is the user; waitlisted when the slots are full. */
  create(request: { readonly tournamentId: string; readonly form: TeamCreateForm }): Promise<Team>
  /** What an invitation link shows; rejects with NotFound for an unknown or replaced link. */
  invitation(request: { readonly teamId: string; readonly inviteId: string }): Promise<Invitation>
  /** Accepts the invitation link `/join/{teamId}/{id}`. */
  acceptInvitation(request: { readonly teamId: string; readonly inviteId: string }): Promise<Team>
  /** The captain invites a player by nickname; the team answers with them among its `invitees`. */
  invitePlayer(request: { readonly teamId: string; readonly nickname: string }): Promise<Team>
  /** The captain withdraws the invitation of a player who has not answered. */
  withdrawInvitation(request: { readonly teamId: string; readonly userId: string }): Promise<Team>
  /** The captains' invitations the user has not answered. */
  myInvitations(): Promise<TeamInvitationList>
  /** The user accepts a captain's invitation and joins the team (every rule of joining applies). */
  acceptTeamInvitation(teamId: string): Promise<Team>
  /** The user declines a captain's invitation: it is gone. */
  declineTeamInvitation(teamId: string): Promise<void>
  /** The teams a captain removed the user from, until the user dismisses each notice. */
  myRemovals(): Promise<TeamRemovalList>
  /** The user dismisses their removal notice: it is gone. */
  dismissRemoval(removalId: string): Promise<void>
  removePlayer(request: { readonly teamId: string; readonly playerId: string }): Promise<Team>
  /** The user leaves the team (a captain only once alone; the team is then withdrawn). */
  leave(request: { readonly teamId: string; readonly userId: string }): Promise<void>
  update(request: { readonly teamId: string; readonly form: TeamUpdateForm }): Promise<Team>
  checkIn(teamId: string): Promise<Team>
  /** The captain replaces the invitation link (one that leaked): the old one stops working. */
  replaceInviteLink(teamId: string): Promise<Team>
  myTournaments(filter?: MyTournamentsFilter): Promise<MyTournamentList>
}

/**
 * What the pages' server hooks read for the signed-in user (in-process, over the same use cases as
 * the API): `teamsFor(userId)` of the page context. Never passed to the browser.
 */
export type TeamReader = Pick<
  TeamsApi,
  'list' | 'get' | 'invitation' | 'myTournaments' | 'myInvitations' | 'myRemovals'
> & {
  /** The user's team in a tournament (by UUID or slug), or undefined when they play in none. */
  teamIn(tournamentIdOrSlug: string): Promise<Team | undefined>
}
