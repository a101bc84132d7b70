import type {
  Invitation,
  MyTournamentList,
  Team,
  TeamCreateForm,
  TeamInvitationList,
  TeamList,
  TeamUpdateForm,
} from '#core/teams/team.schema.ts'
import type { MyTournamentsFilter } from '#core/teams/teams.api.ts'
import type { TeamsApi } from '#core/teams/teams.port.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakeTeamsApi extends CannedPort<TeamsApi> implements TeamsApi {
  constructor(options: FakeOptions = {}) {
    super('teams', options)
  }

  list(tournamentId: string, options?: { readonly search?: string | undefined }): Promise<TeamList> {
    return options === undefined
      ? this.call('list', [tournamentId])
      : this.call('list', [tournamentId, options])
  }

  get(teamId: string): Promise<Team> {
    return this.call('get', [teamId])
  }

  join(request: {
    readonly tournamentId: string
    readonly teamId: string
    readonly password: string
  }): Promise<Team> {
    return this.call('join', [request])
  }

  create(request: { readonly tournamentId: string; readonly form: TeamCreateForm }): Promise<Team> {
    return this.call('create', [request])
  }

  invitation(request: { readonly teamId: string; readonly inviteId: string }): Promise<Invitation> {
    return this.call('invitation', [request])
  }

  acceptInvitation(request: { readonly teamId: string; readonly inviteId: string }): Promise<Team> {
    return this.call('acceptInvitation', [request])
  }

  invitePlayer(request: { readonly teamId: string; readonly nickname: string }): Promise<Team> {
    return this.call('invitePlayer', [request])
  }

  withdrawInvitation(request: { readonly teamId: string; readonly userId: string }): Promise<Team> {
    return this.call('withdrawInvitation', [request])
  }

  myInvitations(): Promise<TeamInvitationList> {
    return this.call('myInvitations', [])
  }

  acceptTeamInvitation(teamId: string): Promise<Team> {
    return this.call('acceptTeamInvitation', [teamId])
  }

  declineTeamInvitation(teamId: string): Promise<void> {
    return this.call('declineTeamInvitation', [teamId])
  }

  removePlayer(request: { readonly teamId: string; readonly playerId: string }): Promise<Team> {
    return this.call('removePlayer', [request])
  }

  leave(request: { readonly teamId: string; readonly userId: string }): Promise<void> {
    return this.call('leave', [request])
  }

  update(request: { readonly teamId: string; readonly form: TeamUpdateForm }): Promise<Team> {
    return this.call('update', [request])
  }

  replaceInviteLink(teamId: string): Promise<Team> {
    return this.call('replaceInviteLink', [teamId])
  }

  checkIn(teamId: string): Promise<Team> {
    return this.call('checkIn', [teamId])
  }

  myTournaments(filter?: MyTournamentsFilter): Promise<MyTournamentList> {
    return filter === undefined ? this.call('myTournaments', []) : this.call('myTournaments', [filter])
  }
}
