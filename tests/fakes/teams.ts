import type { Team, TeamCreateForm } from '#core/teams/team.schema.ts'
import type { TeamsApi } from '#core/teams/teams.port.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

export class FakeTeamsApi extends CannedPort<TeamsApi> implements TeamsApi {
  constructor(options: FakeOptions = {}) {
    super('teams', options)
  }

  list(tournamentId: string): Promise<ReadonlyArray<Team>> {
    return this.call('list', [tournamentId])
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

  acceptInvitation(request: { readonly teamId: string; readonly inviteId: string }): Promise<Team> {
    return this.call('acceptInvitation', [request])
  }

  addPlayer(request: { readonly teamId: string; readonly nickname: string }): Promise<Team> {
    return this.call('addPlayer', [request])
  }

  removePlayer(request: { readonly teamId: string; readonly playerId: string }): Promise<Team> {
    return this.call('removePlayer', [request])
  }
}
