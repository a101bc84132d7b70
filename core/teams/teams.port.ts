/** Teams of a tournament: finding, joining, creating, invitations and a captain's management. */
import type { Team, TeamCreateForm } from '#core/teams/team.schema.ts'

export interface TeamsApi {
  list(tournamentId: string): Promise<ReadonlyArray<Team>>
  get(teamId: string): Promise<Team>
  /** Rejects with ApiError when the join password is wrong or the team is full. */
  join(request: {
    readonly tournamentId: string
    readonly teamId: string
    readonly password: string
  }): Promise<Team>
  create(request: { readonly tournamentId: string; readonly form: TeamCreateForm }): Promise<Team>
  /** Accepts the invitation link `/join/{teamId}/{id}`. */
  acceptInvitation(request: { readonly teamId: string; readonly inviteId: string }): Promise<Team>
  addPlayer(request: { readonly teamId: string; readonly nickname: string }): Promise<Team>
  removePlayer(request: { readonly teamId: string; readonly playerId: string }): Promise<Team>
}
