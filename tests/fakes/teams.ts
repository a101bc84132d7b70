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
import type { TeamsApi } from '#core/teams/teams.port.ts'
import { CannedPort, type FakeOptions } from './call-log.ts'

/**
 * A team as the API answers it, for canned answers and machine inputs: a registered team of one
 * player, nothing but that. Tests override what they are about; a new field of `Team` is added here once.
 */
export const cannedTeam = (overrides: Partial<Team> = {}): Team => ({
  id: 'team',
  tournament_id: 'cup',
  name: 'Team',
  logo_url: null,
  description: '',
  captain: { id: 'captain', nickname: 'captain', discord: 'captain' },
  size: 1,
  max_size: 5,
  free_places: 4,
  state: 'registered',
  waitlist_position: null,
  has_join_password: true,
  created_at: '2025-03-02T10:00:00Z',
  players: [],
  min_size: 5,
  invite_url: null,
  invitees: null,
  is_captain: false,
  missing: [],
  registration_end: '2099-01-01T00:00:00Z',
  check_in: null,
  dropped_reason: null,
  ...overrides,
})

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

  myRemovals(): Promise<TeamRemovalList> {
    return this.call('myRemovals', [])
  }

  dismissRemoval(removalId: string): Promise<void> {
    return this.call('dismissRemoval', [removalId])
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
